/**
 * Search benchmark: the engine of the browser provider (first query including loading the
 * records, then per query). The search API under HTTP load is in bench/server.ts.
 * Needs a build: `npm run build && npm run bench`. Writes bench/results/search.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SearchEngine } from '../search/engine.ts';
import { parseSearchParams } from '../search/params.ts';
import { docsearchBody, indexNames, QUERIES } from './queries.ts';

const root = path.resolve(import.meta.dirname, '..');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** The browser provider's work: parse the records, index them, answer queries (same engine, V8). */
function browserProviderFigures() {
  const out: Record<
    string,
    { firstQueryMs: number; p50ms: number; p99ms: number; records: number }
  > = {};
  for (const lang of ['en', 'zh'] as const) {
    const file = path.join(root, 'doc_build', 'search', `${indexNames[lang]}.json`);
    const started = performance.now();
    const engine = new SearchEngine(JSON.parse(readFileSync(file, 'utf8')));
    const queries = QUERIES.filter(([l]) => l === lang).map(([, q]) => q);
    const params = (query: string) =>
      parseSearchParams(JSON.parse(docsearchBody(lang, query)).requests[0]);
    engine.search(params(queries[0] as string));
    const firstQueryMs = performance.now() - started;
    const times: number[] = [];
    for (let round = 0; round < 50; round++) {
      for (const query of queries) {
        const t = performance.now();
        engine.search(params(query));
        times.push(performance.now() - t);
      }
    }
    times.sort((a, b) => a - b);
    out[lang] = {
      firstQueryMs: Math.round(firstQueryMs),
      p50ms: Number(percentile(times, 50).toFixed(2)),
      p99ms: Number(percentile(times, 99).toFixed(2)),
      records: engine.size,
    };
  }
  return out;
}

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  browserProvider: browserProviderFigures(),
};
writeFileSync(
  path.join(import.meta.dirname, 'results', 'search.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(`\n${results.machine}\n`);
console.log(
  'Browser provider engine\n\n| index | records | first query incl. loading (ms) | p50 per query (ms) | p99 per query (ms) |\n|---|---|---|---|---|',
);
for (const [lang, f] of Object.entries(results.browserProvider)) {
  console.log(`| ${lang} | ${f.records} | ${f.firstQueryMs} | ${f.p50ms} | ${f.p99ms} |`);
}
