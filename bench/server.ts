/**
 * Server benchmark: requests/s and p50/p99 latency of `npm run serve` on loopback, for static
 * pages (as browsers ask for them: brotli accepted) and for the search API (DocSearch's requests,
 * the keystroke query mix of bench/queries.ts), at 1, 10 and 50 concurrent connections: once
 * with the result cache (the default), once without it (every query computed by the engine).
 * Those runs are closed loops: each connection sends its next request as soon as the answer
 * arrives, so they measure the most the server answers and the latency at that saturation. The
 * search API is also measured at fixed offered rates over 50 connections (open loop, as readers
 * typing send their keystrokes whatever the server is doing; bench/openLoop.ts): the latency of a
 * server that is busy but not saturated; each rate three times, the median run reported with the
 * range of the p99s (this machine is shared and its tails vary from run to run). The same loads
 * against a Node server that only sends a fixed answer of the same size give the floor: what the
 * load generator and the loopback cost on this machine, whatever the server.
 * Search requests carry the Accept-Encoding of Chromium, so answers come compressed as browsers
 * get them. Each server gets one pass over the query mix before it is measured, and the generator
 * one unrecorded open-loop run. The rate limit is off: the load comes from one address.
 * Needs a build: `npm run build && npm run bench:server`.
 * Writes bench/results/server.json and prints Markdown tables for the README.
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../search/config.ts';
import { startSiteServer } from '../tests/support/siteServer.ts';
import { startFloorServer } from './floorServer.ts';
import { type OpenLoopFigures, openLoop } from './openLoop.ts';
import { docsearchBody, QUERIES } from './queries.ts';

const port = Number(process.env.BENCH_PORT ?? 4180);
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = [1, 10, 50];
/**
 * Offered rates (requests/s over all connections) of the open-loop runs, at 50 connections: up to
 * about two thirds of what each server answers at most.
 */
const RATES = [250, 500, 1000, 2000];
const RATES_UNCACHED = [100, 200, 350];
/** Runs per open-loop rate. */
const REPEATS = 3;
/** What Chromium sends: the search client's fetch gets brotli. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Pages of both languages and kinds, requested in turn. */
const PAGES = [
  '/',
  '/guide/start/introduction',
  '/zh/guide/basic/auto-nav-sidebar',
  '/api/config/config-basic',
  '/zh/plugin/system/introduction',
];

interface LoadFigures {
  connections: number;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

async function load(connections: number, requests: autocannon.Request[]): Promise<LoadFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests,
  });
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const credentials = `x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`;
const bodies = QUERIES.map(([lang, query]) => docsearchBody(lang, query));
let next = 0;
const searchRequests: autocannon.Request[] = [
  {
    method: 'POST',
    path: `/1/indexes/*/queries?${credentials}`,
    headers: { 'content-type': 'text/plain', 'accept-encoding': BROWSER_ENCODINGS },
    setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] as string }),
  },
];
const pageRequests: autocannon.Request[] = PAGES.map((page) => ({
  method: 'GET',
  path: page,
  headers: { 'accept-encoding': 'br, gzip' },
}));

type RepeatedFigures = OpenLoopFigures & { p99RangeMs: [number, number] };

const searchUrl = `http://127.0.0.1:${port}/1/indexes/*/queries?${credentials}`;

/** The search mix at a fixed offered rate over 50 connections (bench/openLoop.ts), once. */
const searchOpenLoop = (rate: number, seconds: number) =>
  openLoop({
    url: searchUrl,
    connections: 50,
    rate,
    seconds,
    body: (n) => bodies[n % bodies.length] as string,
    headers: { 'content-type': 'text/plain', 'accept-encoding': BROWSER_ENCODINGS },
  });

/** The search mix at `rate`, REPEATS times: the run with the median p99, and the p99s' range. */
async function searchAt(rate: number): Promise<RepeatedFigures> {
  const runs: OpenLoopFigures[] = [];
  for (let i = 0; i < REPEATS; i++) runs.push(await searchOpenLoop(rate, duration));
  runs.sort((a, b) => a.p99ms - b.p99ms);
  const median = runs[Math.floor(runs.length / 2)] as OpenLoopFigures;
  return {
    ...median,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    p99RangeMs: [(runs[0] as OpenLoopFigures).p99ms, (runs.at(-1) as OpenLoopFigures).p99ms],
  };
}

/** The open-loop generator's own warm-up (its HTTP client code compiled), not recorded. */
const warmUpGenerator = () => searchOpenLoop(500, 3);

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * One pass over the query mix, as earlier readers' browsers would have made it; returns the median
 * size of the answers as sent (compressed).
 */
async function warmUp(): Promise<number> {
  const sizes: number[] = [];
  for (const body of bodies) {
    const response = await fetch(searchUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'accept-encoding': BROWSER_ENCODINGS },
      body,
    });
    if (!response.ok) throw new Error(`warm-up query answered ${response.status}`);
    sizes.push(Number(response.headers.get('content-length')));
    await response.arrayBuffer();
  }
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] as number;
}

const uncached = await startSiteServer(port, 'doc_build', { SEARCH_CACHE_MB: '0' });
const searchUncached: LoadFigures[] = [];
const searchUncachedAtRate: RepeatedFigures[] = [];
try {
  await warmUp();
  await warmUpGenerator();
  for (const connections of CONNECTIONS) {
    searchUncached.push(await load(connections, searchRequests));
  }
  for (const rate of RATES_UNCACHED) searchUncachedAtRate.push(await searchAt(rate));
} finally {
  await stopServer(uncached);
}

/** The median compressed answer of the mix, as the server sent it. */
let answerBytes = 0;
const server = await startSiteServer(port);
try {
  answerBytes = await warmUp();
  await warmUpGenerator();
  const search: LoadFigures[] = [];
  const pages: LoadFigures[] = [];
  for (const connections of CONNECTIONS) {
    pages.push(await load(connections, pageRequests));
    search.push(await load(connections, searchRequests));
  }
  const searchAtRate: RepeatedFigures[] = [];
  for (const rate of RATES) searchAtRate.push(await searchAt(rate));
  await stopServer(server);

  const floor = await startFloorServer(port, answerBytes);
  const floorClosed: LoadFigures[] = [];
  const floorAtRate: RepeatedFigures[] = [];
  try {
    await warmUpGenerator();
    floorClosed.push(await load(50, searchRequests));
    for (const rate of RATES) floorAtRate.push(await searchAt(rate));
  } finally {
    await stopServer(floor);
  }
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    secondsPerRun: duration,
    queries: QUERIES.length,
    pages,
    search,
    searchUncached,
    searchAtRate,
    searchUncachedAtRate,
    floor: { answerBytes, closedLoop: floorClosed, atRate: floorAtRate },
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'server.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );

  const table = (title: string, figures: LoadFigures[]) =>
    [
      `| ${title}, connections | req/s | p50 ms | p99 ms | errors |`,
      '| --- | --- | --- | --- | --- |',
      ...figures.map(
        (f) =>
          `| ${f.connections} | ${f.requestsPerSecond} | ${f.p50ms} | ${f.p99ms} | ${f.errors + f.non2xx} |`,
      ),
    ].join('\n');
  console.log(`\n${results.machine}, ${duration} s per run\n`);
  console.log(table('static pages (brotli)', pages));
  console.log();
  console.log(table('search API', search));
  console.log();
  console.log(table('search API without its cache', searchUncached));
  console.log();
  const openTable = (title: string, figures: RepeatedFigures[]) =>
    [
      `| ${title}, offered req/s | answered req/s | p50 ms | p99 ms (range of ${REPEATS} runs) | max ms | errors |`,
      '| --- | --- | --- | --- | --- | --- |',
      ...figures.map(
        (f) =>
          `| ${f.offeredRate} | ${f.requestsPerSecond} | ${f.p50ms} | ${f.p99ms} (${f.p99RangeMs[0]}–${f.p99RangeMs[1]}) | ${f.maxMs} | ${f.errors} |`,
      ),
    ].join('\n');
  console.log(openTable('search API, 50 connections', searchAtRate));
  console.log();
  console.log(openTable('search API without its cache, 50 connections', searchUncachedAtRate));
  console.log();
  console.log(table(`floor (fixed ${answerBytes}-byte answer)`, floorClosed));
  console.log();
  console.log(openTable(`floor (fixed ${answerBytes}-byte answer), 50 connections`, floorAtRate));
} finally {
  if (server.exitCode === null && server.signalCode === null) await stopServer(server);
}
