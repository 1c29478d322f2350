import { SearchEngine } from '../search/engine/engine.ts';
import { docsearchQuery } from '../search/protocol/docsearchRequest.ts';
import { parseSearchParams } from '../search/protocol/params.ts';
import type { SearchIndexFile } from '../search/types.ts';

export interface ProviderFigures {
  records: number;
  /** From asking for the records to the first answer. */
  firstQueryMs: number;
  /** Each warm-up step. */
  warmUpMs: number[];
  /** Each later query. */
  queryMs: number[];
}

/** A fast typist: ten keystrokes a second, each a query. */
export const TYPING_INTERVAL_MS = 100;

/**
 * The browser provider's work for one page, as search/client/client.ts does it: load a language's records
 * and answer the first query; then the engine's warm-up starts (`warmUp`: in idle time in a page)
 * while the reader goes on typing, one query every TYPING_INTERVAL_MS, in the order a reader types
 * them, each once. The same in Chromium (bench/chromiumProvider.ts) and in Node
 * (bench/browserProvider.ts).
 */
export async function providerRun(
  loadRecords: () => Promise<SearchIndexFile>,
  queries: readonly string[],
  warmUp: (engine: Pick<SearchEngine, 'warmUp'>) => Promise<void>,
): Promise<ProviderFigures> {
  const [first, ...rest] = queries;
  if (first === undefined) throw new Error('no queries');
  const started = performance.now();
  const engine = new SearchEngine(await loadRecords());
  const params = (query: string) => parseSearchParams(docsearchQuery(query, engine.indexName));
  engine.search(params(first));
  const firstQueryMs = performance.now() - started;

  const warmUpMs: number[] = [];
  const warmedUp = warmUp({
    *warmUp() {
      const steps = engine.warmUp();
      for (;;) {
        const t = performance.now();
        const done = steps.next().done;
        warmUpMs.push(performance.now() - t);
        if (done) return;
        yield;
      }
    },
  });
  const queryMs: number[] = [];
  for (const query of rest) {
    await new Promise((resolve) => setTimeout(resolve, TYPING_INTERVAL_MS));
    const t = performance.now();
    engine.search(params(query));
    queryMs.push(performance.now() - t);
  }
  await warmedUp;
  return { records: engine.size, firstQueryMs, warmUpMs, queryMs };
}
