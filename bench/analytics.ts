/**
 * Analytics benchmark: Insights events at 500 per second on loopback against `npm run serve`
 * (analytics on, PGlite, the default store settings), while the search API takes the keystroke
 * query mix of bench/queries.ts as readers with analytics send it (clickAnalytics and a user
 * token: every answer computed, each with a fresh queryID, and recorded). Each run is an open
 * loop (bench/openLoop.ts): searches at a fixed rate over 50 connections, alone or with the
 * events beside them (one click event per request over 20 connections), or with the same events
 * sent to a floor server that only answers OK (what the extra load costs this machine, whatever
 * the server does with it). Three runs of each, interleaved; the run with the median search p99
 * is reported with the range of the p99s.
 * Then the report (/_analytics) is read: every event the endpoint accepted must be in the
 * database. Needs a build: `npm run build && npm run bench:analytics`.
 * Writes bench/results/analytics.json and prints a Markdown table for bench/README.md.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../search/config.ts';
import { startSiteServer, stopSiteServer } from '../tests/support/siteServer.ts';
import { type OpenLoopFigures, openLoop } from './openLoop.ts';
import { docsearchBody, indexNames, QUERIES } from './queries.ts';

const port = Number(process.env.BENCH_PORT ?? 4206);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const SEARCH_RATE = Number(process.env.BENCH_SEARCH_RATE ?? 200);
const EVENT_RATE = 500;
const REPEATS = 3;
const TOKEN = 'bench-analytics-token-0123456789';
const base = `http://127.0.0.1:${port}`;
const credentials = `x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`;

/** The n-th search of the mix, as the modal sends it with analytics on (50 readers). */
function searchBody(n: number): string {
  const [lang, query] = QUERIES[n % QUERIES.length] as [keyof typeof indexNames, string];
  const body = JSON.parse(docsearchBody(lang as 'en' | 'zh', query));
  body.requests[0].clickAnalytics = true;
  body.requests[0].userToken = `anon-bench-${n % 50}`;
  return JSON.stringify(body);
}

/** The n-th event: a click after a search, as search-insights sends it. */
function eventBody(n: number): string {
  const lang = n % 3 === 0 ? 'zh' : 'en';
  return JSON.stringify({
    events: [
      {
        eventType: 'click',
        eventName: 'Item Selected',
        index: indexNames[lang],
        userToken: `anon-bench-${n % 50}`,
        queryID: n.toString(16).padStart(32, '0'),
        objectIDs: [`bench-object-${n % 40}`],
        positions: [1 + (n % 5)],
        timestamp: Date.now(),
      },
    ],
  });
}

const searches = () =>
  openLoop({
    url: `${base}/1/indexes/*/queries?${credentials}`,
    connections: 50,
    rate: SEARCH_RATE,
    seconds,
    body: searchBody,
    headers: { 'content-type': 'text/plain', 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
const FLOOR_PORT = port + 1;
const events = (origin = base) =>
  openLoop({
    url: `${origin}/1/events?X-Algolia-Application-Id=${DEFAULT_APP_ID}&X-Algolia-API-Key=${DEFAULT_API_KEY}`,
    connections: 20,
    rate: EVENT_RATE,
    seconds,
    body: eventBody,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  });

interface Repeated {
  runs: OpenLoopFigures[];
  median: OpenLoopFigures;
  p99RangeMs: [number, number];
}
const summary = (runs: OpenLoopFigures[]): Repeated => {
  const sorted = [...runs].sort((a, b) => a.p99ms - b.p99ms);
  return {
    runs,
    median: sorted[Math.floor(sorted.length / 2)] as OpenLoopFigures,
    p99RangeMs: [sorted[0]?.p99ms ?? 0, sorted.at(-1)?.p99ms ?? 0],
  };
};

/**
 * The floor: a Node process that answers every request with the endpoint's OK and does nothing
 * else. Events sent there cost the machine what they cost the load generator and the loopback
 * (two shared cores), not the server: searches measured beside them show how much of a change
 * comes from this machine rather than from the analytics store.
 */
const floor = spawn(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"status":200,"message":"OK"}'); }); }).listen(${FLOOR_PORT}, '127.0.0.1', () => console.log('ready'))`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await once(floor.stdout as NodeJS.ReadableStream, 'data');

const server = await startSiteServer(port, process.env.DOC_BUILD_DIR ?? 'doc_build', {
  ANALYTICS_TOKEN: TOKEN,
  ANALYTICS_RATE_LIMIT: '0',
  LOG_LEVEL: 'warn',
});
try {
  // One unrecorded pass: the engines' caches and the JIT warm, the schema migrated.
  await searches();
  const alone: OpenLoopFigures[] = [];
  const withEvents: OpenLoopFigures[] = [];
  const withFloorEvents: OpenLoopFigures[] = [];
  const eventRuns: OpenLoopFigures[] = [];
  for (let i = 0; i < REPEATS; i++) {
    alone.push(await searches());
    const [search, sent] = await Promise.all([searches(), events()]);
    withEvents.push(search);
    eventRuns.push(sent);
    const [beside] = await Promise.all([searches(), events(`http://127.0.0.1:${FLOOR_PORT}`)]);
    withFloorEvents.push(beside);
  }
  const accepted = eventRuns.reduce((sum, run) => sum + run.requests, 0);
  const offered = eventRuns.reduce((sum, run) => sum + run.requests + run.errors, 0);
  const response = await fetch(`${base}/_analytics?days=1&format=json`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  if (!response.ok) throw new Error(`/_analytics answered ${response.status}`);
  const report = (await response.json()) as { langs: { clicks: number }[] };
  const stored = report.langs.reduce((sum, lang) => sum + lang.clicks, 0);

  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, Node ${process.version}`,
    secondsPerRun: seconds,
    searchRate: SEARCH_RATE,
    eventRate: EVENT_RATE,
    searchAlone: summary(alone),
    searchWithEvents: summary(withEvents),
    searchWithEventsToTheFloor: summary(withFloorEvents),
    events: { offered, accepted, stored, lost: offered - stored, runs: eventRuns },
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'analytics.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  const row = (title: string, r: Repeated) =>
    `| ${title} | ${r.median.requestsPerSecond} | ${r.median.p50ms} | ${r.median.p99ms} (${r.p99RangeMs[0]}–${r.p99RangeMs[1]}) | ${r.median.maxMs} | ${r.median.errors} |`;
  console.log(`\n${results.machine}, ${seconds} s per run, searches offered at ${SEARCH_RATE}/s\n`);
  console.log(
    '| search API | answered req/s | p50 ms | p99 ms (range of 3 runs) | max ms | errors |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  console.log(row('alone', results.searchAlone));
  console.log(row(`with ${EVENT_RATE} events/s`, results.searchWithEvents));
  console.log(
    row(`with ${EVENT_RATE} events/s to the floor server`, results.searchWithEventsToTheFloor),
  );
  console.log(
    `\nEvents: ${offered} sent, ${accepted} accepted, ${stored} stored, ${offered - stored} lost` +
      ` (answered at ${eventRuns.map((run) => run.requestsPerSecond).join(', ')} req/s, p99 ${eventRuns.map((run) => run.p99ms).join(', ')} ms)`,
  );
  if (stored !== offered) process.exitCode = 1;
} finally {
  await stopSiteServer(server);
  floor.kill();
}
