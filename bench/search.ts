/**
 * Search benchmark: the engine of the browser provider, as a page runs it (first query including
 * loading the records, the warm-up steps the page takes in idle time after it, then per query,
 * over the keystroke query mix of bench/queries.ts). The search API under HTTP load is in
 * bench/server.ts.
 * Needs a build: `npm run build && npm run bench`. Writes bench/results/search.json.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './percentile.ts';
import { indexNames, QUERIES } from './queries.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Fresh processes per language: enough answers that the p99 is not one slow query's time. */
const RUNS = 10;

/**
 * The browser provider's work, as a page does it: RUNS fresh processes per language, each
 * loading the records and answering the typed queries once (see bench/browserProvider.ts).
 */
function browserProviderFigures() {
  const out: Record<
    string,
    {
      firstQueryMs: number;
      warmUpMs: number;
      longestWarmUpStepMs: number;
      p50ms: number;
      p99ms: number;
      maxMs: number;
      records: number;
    }
  > = {};
  for (const lang of ['en', 'zh'] as const) {
    const file = path.join(root, 'doc_build', 'search', `${indexNames[lang]}.json`);
    const firsts: number[] = [];
    const warmUps: number[] = [];
    const steps: number[] = [];
    const times: number[] = [];
    let records = 0;
    for (let run = 0; run < RUNS; run++) {
      const output = execFileSync(
        'npx',
        ['tsx', path.join(import.meta.dirname, 'browserProvider.ts'), file, lang],
        { cwd: root, encoding: 'utf8' },
      );
      const figures = JSON.parse(output.trim().split('\n').at(-1) as string) as {
        records: number;
        firstQueryMs: number;
        warmUpMs: number[];
        queryMs: number[];
      };
      records = figures.records;
      firsts.push(figures.firstQueryMs);
      warmUps.push(figures.warmUpMs.reduce((sum, ms) => sum + ms, 0));
      steps.push(...figures.warmUpMs);
      times.push(...figures.queryMs);
    }
    times.sort((a, b) => a - b);
    firsts.sort((a, b) => a - b);
    warmUps.sort((a, b) => a - b);
    out[lang] = {
      firstQueryMs: Math.round(percentile(firsts, 50)),
      warmUpMs: Math.round(percentile(warmUps, 50)),
      longestWarmUpStepMs: Number(Math.max(...steps).toFixed(1)),
      p50ms: Number(percentile(times, 50).toFixed(2)),
      p99ms: Number(percentile(times, 99).toFixed(2)),
      maxMs: Number((times.at(-1) ?? 0).toFixed(2)),
      records,
    };
  }
  return out;
}

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  queries: QUERIES.length,
  browserProvider: browserProviderFigures(),
};
writeFileSync(
  path.join(import.meta.dirname, 'results', 'search.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(`\n${results.machine}, ${QUERIES.length} queries in the mix\n`);
console.log(
  '| browser provider | records | first query incl. loading (ms) | warm-up in idle time (ms, longest step) | p50 per query (ms) | p99 per query (ms) | slowest (ms) |\n|---|---|---|---|---|---|---|',
);
for (const [lang, f] of Object.entries(results.browserProvider)) {
  console.log(
    `| ${lang} | ${f.records} | ${f.firstQueryMs} | ${f.warmUpMs} (${f.longestWarmUpStepMs}) | ${f.p50ms} | ${f.p99ms} | ${f.maxMs} |`,
  );
}
