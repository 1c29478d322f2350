/**
 * The relevance gate: the suite of bench/relevance/queries.ts on our engine and on Pagefind over
 * the same build (`npm run build:e2e` makes it), as `npm run bench:relevance` runs it. Fails, naming
 * the metric, when one of our figures drops below the committed floor
 * (bench/relevance/floor.json) or below Pagefind's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { compareEngines } from '../../bench/relevance/compare.ts';
import { belowFloor, belowPagefind, type Floor } from '../../bench/relevance/metrics.ts';
import { figuresTable } from '../../bench/relevance/report.ts';

const root = path.resolve(import.meta.dirname, '../..');

test('search relevance holds the committed floor and is not below Pagefind on the same build', async ({
  browser,
}) => {
  // Pagefind indexes the build, then answers every query of the suite in Chromium.
  test.setTimeout(180_000);
  const comparison = await compareEngines(path.join(root, 'doc_build'), browser);
  const floor = JSON.parse(
    readFileSync(path.join(root, 'bench/relevance/floor.json'), 'utf8'),
  ) as Floor;
  const table = figuresTable(comparison);
  expect.soft(belowFloor(comparison.ours, floor), `below the floor\n${table}`).toEqual([]);
  expect
    .soft(belowPagefind(comparison.ours, comparison.pagefind), `below Pagefind\n${table}`)
    .toEqual([]);
});
