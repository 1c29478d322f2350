/**
 * Search benchmark: the engine of the browser provider, as a page runs it (bench/providerRun.ts:
 * the first query including loading the records, then each query of the keystroke mix of
 * bench/queries.ts typed ten a second while the engine warms up in idle time), in Chromium and
 * in Node.
 * The search API under HTTP load is in bench/server.ts.
 * Needs a build: `npm run build && npm run bench`. Writes bench/results/search.json.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGS } from '../common/site.ts';
import { chromiumProviderRuns } from './chromiumProvider.ts';
import { percentile } from './percentile.ts';
import { OPEN_TO_TYPE_MS, type ProviderFigures } from './providerRun.ts';
import { indexNames, QUERIES } from './queries.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Fresh pages (or processes) per language: enough answers that the p99 is not one query's time. */
const RUNS = 10;

interface Summary {
  records: number;
  firstQueryMs: number;
  typedAfterOpeningMs: number;
  warmUpMs: number;
  longestWarmUpStepMs: number;
  p50ms: number;
  p99ms: number;
  maxMs: number;
}

function summary(runs: ProviderFigures[]): Summary {
  const firsts = runs.map((run) => run.firstQueryMs).sort((a, b) => a - b);
  const afterOpening = runs.map((run) => run.typedAfterOpeningMs).sort((a, b) => a - b);
  const warmUps = runs
    .map((run) => run.warmUpMs.reduce((sum, ms) => sum + ms, 0))
    .sort((a, b) => a - b);
  const steps = runs.flatMap((run) => run.warmUpMs);
  const times = runs.flatMap((run) => run.queryMs).sort((a, b) => a - b);
  return {
    records: runs[0]?.records ?? 0,
    firstQueryMs: Math.round(percentile(firsts, 50)),
    typedAfterOpeningMs: Math.round(percentile(afterOpening, 50)),
    warmUpMs: Math.round(percentile(warmUps, 50)),
    longestWarmUpStepMs: Number(Math.max(...steps).toFixed(1)),
    p50ms: Number(percentile(times, 50).toFixed(2)),
    p99ms: Number(percentile(times, 99).toFixed(2)),
    maxMs: Number((times.at(-1) ?? 0).toFixed(2)),
  };
}

/** Node: each run in a fresh process (bench/browserProvider.ts). */
function nodeRuns(file: string, lang: string): ProviderFigures[] {
  return Array.from({ length: RUNS }, () => {
    const output = execFileSync(
      'npx',
      ['tsx', path.join(import.meta.dirname, 'browserProvider.ts'), file, lang],
      { cwd: root, encoding: 'utf8' },
    );
    return JSON.parse(output.trim().split('\n').at(-1) as string) as ProviderFigures;
  });
}

const chromium: Record<string, Summary> = {};
const node: Record<string, Summary> = {};
for (const lang of LANGS) {
  const file = path.join(root, 'doc_build', 'search', `${indexNames[lang]}.json`);
  const queries = QUERIES.filter(([l]) => l === lang).map(([, query]) => query);
  chromium[lang] = summary(await chromiumProviderRuns(file, queries, RUNS));
  node[lang] = summary(nodeRuns(file, lang));
}

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  queries: QUERIES.length,
  openToTypeMs: OPEN_TO_TYPE_MS,
  runsPerLanguage: RUNS,
  browserProvider: { chromium, node },
};
writeFileSync(
  path.join(import.meta.dirname, 'results', 'search.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
console.log(`\n${results.machine}, ${QUERIES.length} queries in the mix, ${RUNS} runs each\n`);
console.log(
  `| browser provider | records | first query incl. loading (ms) | first query, typed ${OPEN_TO_TYPE_MS} ms after opening search (ms) | warm-up in idle time (ms; longest step) | p50 per query (ms) | p99 per query (ms) | slowest (ms) |\n|---|---|---|---|---|---|---|---|`,
);
for (const [where, figures] of [
  ['Chromium', chromium],
  ['Node', node],
] as const) {
  for (const [lang, f] of Object.entries(figures)) {
    console.log(
      `| ${lang}, ${where} | ${f.records} | ${f.firstQueryMs} | ${f.typedAfterOpeningMs} | ${f.warmUpMs} (${f.longestWarmUpStepMs}) | ${f.p50ms} | ${f.p99ms} | ${f.maxMs} |`,
    );
  }
}
