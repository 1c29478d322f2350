import { SearchEngine } from '../search/engine/engine.ts';
import { type PackedIndexFile, unpackIndexFile } from '../search/engine/indexFile.ts';
import { answer as answerQuery } from '../search/protocol/answer.ts';
import { docsearchQuery } from '../search/protocol/docsearchRequest.ts';
import { parseSearchParams } from '../search/protocol/params.ts';
import { warmingUp } from '../search/protocol/warmUp.ts';

export interface ProviderFigures {
  records: number;
  /** From asking for the index file to the first answer, the first query typed at once. */
  firstQueryMs: number;
  /**
   * From the first keystroke to its answer when the reader opened search (which starts loading
   * the index, search/client/client.ts `preloadIndex`) OPEN_TO_TYPE_MS before typing.
   */
  typedAfterOpeningMs: number;
  /** Each warm-up step. */
  warmUpMs: number[];
  /** Each later query. */
  queryMs: number[];
}

/** A fast typist: ten keystrokes a second, each a query. */
export const TYPING_INTERVAL_MS = 100;
/**
 * From opening search (a press of Ctrl+K, a click or tap on the button, which the hover or the
 * touch before it already announced) to the first letter typed: a fast reader's quarter second.
 */
export const OPEN_TO_TYPE_MS = 250;

type WarmUp = (steps: Iterator<void, void>) => Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The engine as the browser provider makes it: loaded, then warming up in idle time. */
async function loadEngine(
  loadFile: () => Promise<PackedIndexFile>,
  warmUp: WarmUp,
  warmUpMs: number[],
): Promise<{ engine: SearchEngine; warmedUp: Promise<void> }> {
  const engine = new SearchEngine(unpackIndexFile(await loadFile()));
  const warmedUp = warmUp(
    (function* () {
      const steps = warmingUp(engine);
      for (;;) {
        const t = performance.now();
        const done = steps.next().done;
        warmUpMs.push(performance.now() - t);
        if (done) return;
        yield;
      }
    })(),
  );
  return { engine, warmedUp };
}

const answer = (engine: SearchEngine, query: string) =>
  answerQuery(engine, parseSearchParams(docsearchQuery(query, engine.indexName)));

/**
 * The browser provider's work for one page, as search/client/client.ts does it, twice on fresh
 * engines: (1) the first query typed at once, loading included; (2) the index loaded when the
 * reader opens search, the first letter typed OPEN_TO_TYPE_MS later, then the reader goes on
 * typing, one query every TYPING_INTERVAL_MS, in the order a reader types them, each once, while
 * the engine warms up in idle time (`warmingUp`). The same in Chromium (bench/chromiumProvider.ts)
 * and in Node (bench/browserProvider.ts).
 */
export async function providerRun(
  loadFile: () => Promise<PackedIndexFile>,
  queries: readonly string[],
  warmUp: WarmUp,
): Promise<ProviderFigures> {
  const [first, ...rest] = queries;
  if (first === undefined) throw new Error('no queries');

  const coldStart = performance.now();
  const cold = await loadEngine(loadFile, async () => undefined, []);
  answer(cold.engine, first);
  const firstQueryMs = performance.now() - coldStart;

  const warmUpMs: number[] = [];
  const loading = loadEngine(loadFile, warmUp, warmUpMs);
  await sleep(OPEN_TO_TYPE_MS);
  const typed = performance.now();
  const { engine, warmedUp } = await loading;
  answer(engine, first);
  const typedAfterOpeningMs = performance.now() - typed;

  const queryMs: number[] = [];
  for (const query of rest) {
    await sleep(TYPING_INTERVAL_MS);
    const t = performance.now();
    answer(engine, query);
    queryMs.push(performance.now() - t);
  }
  await warmedUp;
  return { records: engine.size, firstQueryMs, typedAfterOpeningMs, warmUpMs, queryMs };
}
