/**
 * Relevance benchmark: the suite of bench/relevance/queries.ts on our engine (as the DocSearch
 * modal lists its answer) and on Pagefind (indexing the `<main>` of the same build), in both
 * languages. Prints top-1, top-3, MRR and off-topic precision side by side and the queries we
 * lose, and writes bench/results/relevance.json (figures and every query's ranks, to diff).
 * Needs a build: `npm run build && npm run bench:relevance`. See bench/README.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../tests/support/chromium.ts';
import { compareEngines, losses } from './relevance/compare.ts';
import { HELD_OUT } from './relevance/heldOut.ts';
import { type Floor, gateFailures } from './relevance/metrics.ts';
import { figuresTable, lossesTable } from './relevance/report.ts';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, process.env.DOC_BUILD_DIR ?? 'doc_build');
const started = performance.now();

const browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM.flags });
let comparison: Awaited<ReturnType<typeof compareEngines>>;
// The held-out set is run and reported apart: no ranking rule is chosen on it (heldOut.ts).
let heldOut: Awaited<ReturnType<typeof compareEngines>>;
try {
  comparison = await compareEngines(buildDir, browser);
  heldOut = await compareEngines(buildDir, browser, HELD_OUT);
} finally {
  await browser.close();
}
const seconds = (performance.now() - started) / 1000;

const round = (value: number) => Number(value.toFixed(4));
const roundFigures = <T extends object>(table: T): T =>
  JSON.parse(
    JSON.stringify(table, (_key, value) => (typeof value === 'number' ? round(value) : value)),
  );
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  seconds: Number(seconds.toFixed(1)),
  figures: { ours: roundFigures(comparison.ours), pagefind: roundFigures(comparison.pagefind) },
  lost: losses(comparison.results).map((r) => `${r.lang}: ${r.query}`),
  queries: comparison.results,
  heldOut: {
    figures: { ours: roundFigures(heldOut.ours), pagefind: roundFigures(heldOut.pagefind) },
    queries: heldOut.results,
  },
};
writeFileSync(
  path.join(import.meta.dirname, 'results', 'relevance.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);

const floor = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'relevance', 'floor.json'), 'utf8'),
) as Floor;
const failures = gateFailures(comparison.ours, floor, comparison.pagefind);

console.log(`\n${results.machine}; ${comparison.results.length} queries in ${results.seconds} s\n`);
console.log(figuresTable(comparison));
console.log(`\n${lossesTable(comparison)}\n`);
console.log(`Held-out set (${heldOut.results.length} queries, no rule chosen on them):\n`);
console.log(figuresTable(heldOut));
console.log(`\n${lossesTable(heldOut)}\n`);
console.log(
  failures.length === 0
    ? 'The gate of `npm test` holds: no figure below the floor or below Pagefind.'
    : `The gate of \`npm test\` fails:\n- ${failures.join('\n- ')}`,
);
