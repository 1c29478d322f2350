/**
 * Relevance benchmark: the suite of bench/relevance/queries.ts on our engine (as the DocSearch
 * modal lists its answer), on Pagefind (indexing the `<main>` of the same build) and on the peers
 * of bench/relevance/peers/ (MiniSearch as VitePress sets it up, with and without a Chinese word
 * splitter; Orama as Fumadocs sets it up), in both languages. Prints top-1, top-3, MRR and
 * off-topic precision side by side and the queries each peer wins, and writes
 * bench/results/relevance.json (figures and every query's ranks, to diff). The held-out set
 * (bench/relevance/heldOut.ts) is run and reported apart. Needs a build:
 * `npm run build && npm run bench:relevance`. See bench/README.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '../tests/support/chromium.ts';
import {
  type Comparison,
  compareEngines,
  loadEngines,
  losses,
  PEERS,
  peerFigures,
} from './relevance/compare.ts';
import { HELD_OUT } from './relevance/heldOut.ts';
import { type Floor, gateFailures } from './relevance/metrics.ts';
import { figuresTable, lossesTable } from './relevance/report.ts';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, process.env.DOC_BUILD_DIR ?? 'doc_build');
const started = performance.now();

const engines = await loadEngines(buildDir);
const browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM.flags });
let comparison: Comparison;
// The held-out set is run and reported apart: no ranking rule is chosen on it (heldOut.ts).
let heldOut: Comparison;
try {
  comparison = await compareEngines(engines, browser);
  heldOut = await compareEngines(engines, browser, HELD_OUT);
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
  figures: roundFigures(comparison.figures),
  lost: Object.fromEntries(
    PEERS.map((peer) => [
      peer,
      losses(comparison.results, peer).map((r) => `${r.lang}: ${r.query}`),
    ]),
  ),
  queries: comparison.results,
  heldOut: {
    figures: roundFigures(heldOut.figures),
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
const failures = gateFailures(comparison.figures.ours, floor, peerFigures(comparison));

console.log(`\n${results.machine}; ${comparison.results.length} queries in ${results.seconds} s\n`);
console.log(figuresTable(comparison));
console.log(`\n${lossesTable(comparison)}\n`);
console.log(
  `Held-out set (${heldOut.results.length} queries, no rule chosen on them; not gated):\n`,
);
console.log(figuresTable(heldOut));
console.log(`\n${lossesTable(heldOut)}\n`);
console.log(
  failures.length === 0
    ? 'The gate of `npm test` holds: no figure below the floor or below the best peer.'
    : `The gate of \`npm test\` fails:\n- ${failures.join('\n- ')}`,
);
