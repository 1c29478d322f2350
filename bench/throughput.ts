/**
 * Throughput as ratios, measured in one run on the same machine: the most requests a second
 * (closed loop: 50 connections, each sending its next request as soon as the answer arrives) that
 *
 * - `npm run serve` answers on the search API as the modal calls it with analytics on
 *   (`clickAnalytics` and a user token, so every answer is computed with a fresh queryID and
 *   recorded), against a bare Node server that reads each request and sends the same number of
 *   bytes (the median answer of the mix, brotli, as the server sent it): the share of the floor;
 * - `npm run serve` answers for static pages, against Debian's nginx serving the same build with
 *   the same compression (both send the build's precompressed `.gz` files; Debian's nginx has no
 *   brotli module), one worker process, access log off.
 *
 * Each pair is measured `REPEATS` times, alternating, and the median of each side is reported, so
 * that the machine's noise falls on both. Needs a build: `npm run build && npm run
 * bench:throughput`. Writes bench/results/throughput.json and prints a Markdown table.
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../search/config.ts';
import { startNginx } from '../tests/support/nginx.ts';
import { freePort, startSiteServer, stopSiteServer } from '../tests/support/siteServer.ts';
import { startFloorServer } from './floorServer.ts';
import { docsearchBody, QUERIES } from './queries.ts';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, process.env.DOC_BUILD_DIR ?? 'doc_build');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CONNECTIONS = 50;
/** What Chromium sends with the search client's fetch. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Pages of both languages and kinds, requested in turn. */
const PAGES = [
  '/',
  '/guide/start/introduction',
  '/zh/guide/basic/auto-nav-sidebar',
  '/api/config/config-basic',
  '/zh/plugin/system/introduction',
];
const credentials = `x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`;
const SEARCH_PATH = `/1/indexes/*/queries?${credentials}`;

/** The n-th search of the mix, as the modal sends it with analytics on (50 readers). */
function searchBody(n: number): string {
  const [lang, query] = QUERIES[n % QUERIES.length] as (typeof QUERIES)[number];
  const body = JSON.parse(docsearchBody(lang, query));
  body.requests[0].clickAnalytics = true;
  body.requests[0].userToken = `anon-bench-${n % CONNECTIONS}`;
  return JSON.stringify(body);
}

interface Figures {
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  errors: number;
}

async function saturate(port: number, requests: autocannon.Request[]): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

let searchCount = 0;
const searchRequests: autocannon.Request[] = [
  {
    method: 'POST',
    path: SEARCH_PATH,
    headers: { 'content-type': 'text/plain', 'accept-encoding': BROWSER_ENCODINGS },
    setupRequest: (request) => ({ ...request, body: searchBody(searchCount++) }),
  },
];
const pageRequests: autocannon.Request[] = PAGES.map((page) => ({
  method: 'GET',
  path: page,
  headers: { 'accept-encoding': 'gzip' },
}));

/** One pass over the mix (caches and JIT warm); the median size of the answers as sent. */
async function warmUp(port: number): Promise<number> {
  const sizes: number[] = [];
  for (let n = 0; n < QUERIES.length; n++) {
    const response = await fetch(`http://127.0.0.1:${port}${SEARCH_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'accept-encoding': BROWSER_ENCODINGS },
      body: searchBody(n),
    });
    if (!response.ok) throw new Error(`warm-up query answered ${response.status}`);
    sizes.push(Number(response.headers.get('content-length')));
    await response.arrayBuffer();
  }
  for (const page of PAGES) {
    const response = await fetch(`http://127.0.0.1:${port}${page}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    if (response.headers.get('content-encoding') !== 'gzip') {
      throw new Error(`${page} was not sent gzip-compressed`);
    }
    await response.arrayBuffer();
  }
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] as number;
}

/** Whether nginx sends a page's precompressed file, as our server does. */
async function checkNginx(port: number): Promise<void> {
  for (const page of PAGES) {
    const response = await fetch(`http://127.0.0.1:${port}${page}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    if (!response.ok || response.headers.get('content-encoding') !== 'gzip') {
      throw new Error(`nginx answered ${page} with ${response.status}, not gzip`);
    }
    await response.arrayBuffer();
  }
}

const median = (runs: Figures[]): Figures =>
  [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[
    Math.floor(runs.length / 2)
  ] as Figures;

const [ourPort, floorPort, nginxPort] = [await freePort(), await freePort(), await freePort()];
const ours = await startSiteServer(ourPort, buildDir, {
  ANALYTICS_TOKEN: 'bench-throughput-token-0123456789',
  ANALYTICS_RATE_LIMIT: '0',
  ANALYTICS_CLIENT_DAILY_QUOTA: '0',
  ANALYTICS_DAILY_QUOTA: '0',
});
let floor: ChildProcess | undefined;
const nginx = await startNginx(
  `server {
    listen 127.0.0.1:${nginxPort};
    root ${buildDir};
    gzip_static on;
    location / { try_files $uri $uri.html $uri/index.html =404; }
  }`,
  [nginxPort],
);
try {
  const answerBytes = await warmUp(ourPort);
  floor = await startFloorServer(floorPort, answerBytes);
  await checkNginx(nginxPort);
  const runs = { search: [] as Figures[], floor: [] as Figures[], pages: [] as Figures[] };
  const nginxRuns: Figures[] = [];
  // One unrecorded round: the load generator's own code compiled, the servers' JIT warm.
  await saturate(floorPort, searchRequests);
  await saturate(nginxPort, pageRequests);
  for (let round = 0; round < REPEATS; round++) {
    runs.search.push(await saturate(ourPort, searchRequests));
    runs.floor.push(await saturate(floorPort, searchRequests));
    runs.pages.push(await saturate(ourPort, pageRequests));
    nginxRuns.push(await saturate(nginxPort, pageRequests));
    process.stderr.write('.');
  }
  const search = median(runs.search);
  const floorFigures = median(runs.floor);
  const pages = median(runs.pages);
  const nginxFigures = median(nginxRuns);
  const ratio = (a: Figures, b: Figures) =>
    Number((a.requestsPerSecond / b.requestsPerSecond).toFixed(2));
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    secondsPerRun: seconds,
    repeats: REPEATS,
    connections: CONNECTIONS,
    answerBytes,
    search: { ours: search, floor: floorFigures, ratio: ratio(search, floorFigures), runs },
    pages: { ours: pages, nginx: nginxFigures, ratio: ratio(pages, nginxFigures), nginxRuns },
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'throughput.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  const row = (name: string, f: Figures) =>
    `| ${name} | ${f.requestsPerSecond} | ${f.p50ms} | ${f.p99ms} | ${f.errors} |`;
  console.log(
    `\n${results.machine}; ${CONNECTIONS} connections, ${seconds} s a run, median of ${REPEATS}\n`,
  );
  console.log('| server | req/s | p50 ms | p99 ms | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(row('search API with analytics (`npm run serve`)', search));
  console.log(row(`bare Node sending ${answerBytes} bytes`, floorFigures));
  console.log(row('static pages, gzip (`npm run serve`)', pages));
  console.log(row('static pages, gzip (nginx)', nginxFigures));
  console.log(
    `\nsearch API: ${results.search.ratio} of the bare server; static pages: ${results.pages.ratio} of nginx`,
  );
} finally {
  if (floor) floor.kill();
  await nginx.stop();
  await stopSiteServer(ours);
}
