/**
 * Search benchmark: the search API of `npm run serve` under concurrent load on loopback (with its
 * result cache, and without it so that every query is computed), static pages for comparison,
 * and the engine of the browser provider (first query including loading the records, then per
 * query). The query mix is typed keystroke by keystroke (bench/queries.ts); each server gets one
 * pass over it before the measured runs. Needs a build: `npm run build && npm run bench`.
 * Writes bench/results/search.json and prints Markdown tables for the README.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEFAULT_API_KEY, DEFAULT_APP_ID, searchConfigFromEnv } from '../search/config.ts';
import { docsearchQuery } from '../search/docsearchRequest.ts';
import { KEYSTROKE_QUERIES } from './queries.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 4190);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const { indexNames } = searchConfigFromEnv({});

const QUERIES = KEYSTROKE_QUERIES;

/** DocSearch 3.9.0's request body for a query. */
function docsearchBody(lang: 'en' | 'zh', query: string): string {
  return JSON.stringify({ requests: [docsearchQuery(query, indexNames[lang] as string)] });
}

function startServer(env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'server/cli.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Open http')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

interface LoadFigures {
  connections: number;
  requestsPerSecond: number;
  p50ms: number;
  p99ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

async function load(
  connections: number,
  request: { method: 'GET' | 'POST'; path: string; bodies?: string[] },
): Promise<LoadFigures> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration,
    requests: [
      {
        method: request.method,
        path: request.path,
        headers: { 'content-type': 'text/plain' },
        setupRequest: (req) => {
          if (!request.bodies) return req;
          const body = request.bodies[next++ % request.bodies.length] as string;
          return { ...req, body };
        },
      },
    ],
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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/**
 * The browser provider's work, as a page does it: three fresh processes per language, each
 * loading the records and answering the typed queries once (see bench/browserProvider.ts).
 */
function browserProviderFigures() {
  const out: Record<
    string,
    { firstQueryMs: number; p50ms: number; p99ms: number; maxMs: number; records: number }
  > = {};
  for (const lang of ['en', 'zh'] as const) {
    const file = path.join(root, 'doc_build', 'search', `${indexNames[lang]}.json`);
    const firsts: number[] = [];
    const times: number[] = [];
    let records = 0;
    for (let run = 0; run < 3; run++) {
      const output = execFileSync(
        'npx',
        ['tsx', path.join(import.meta.dirname, 'browserProvider.ts'), file, lang],
        { cwd: root, encoding: 'utf8' },
      );
      const figures = JSON.parse(output.trim().split('\n').at(-1) as string) as {
        records: number;
        firstQueryMs: number;
        queryMs: number[];
      };
      records = figures.records;
      firsts.push(figures.firstQueryMs);
      times.push(...figures.queryMs);
    }
    times.sort((a, b) => a - b);
    firsts.sort((a, b) => a - b);
    out[lang] = {
      firstQueryMs: Math.round(percentile(firsts, 50)),
      p50ms: Number(percentile(times, 50).toFixed(2)),
      p99ms: Number(percentile(times, 99).toFixed(2)),
      maxMs: Number((times.at(-1) ?? 0).toFixed(2)),
      records,
    };
  }
  return out;
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const credentials = `x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`;
const bodies = QUERIES.map(([lang, query]) => docsearchBody(lang, query));
/** One pass over the mix before measuring, as any earlier reader would have made. */
async function warmUp(): Promise<void> {
  for (const body of bodies) {
    const response = await fetch(`http://127.0.0.1:${port}/1/indexes/*/queries?${credentials}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    if (!response.ok) throw new Error(`warm-up query answered ${response.status}`);
    await response.arrayBuffer();
  }
}

const searchLoad = (connections: number) =>
  load(connections, { method: 'POST', path: `/1/indexes/*/queries?${credentials}`, bodies });

// Every query computed by the engine: the server without its result cache.
const uncached = await startServer({ SEARCH_CACHE_MB: '0' });
const searchUncached: LoadFigures[] = [];
try {
  await warmUp();
  for (const connections of [1, 10, 50]) searchUncached.push(await searchLoad(connections));
} finally {
  await stopServer(uncached);
}

const server = await startServer();
try {
  await warmUp();
  const search: LoadFigures[] = [];
  const pages: LoadFigures[] = [];
  for (const connections of [1, 10, 50]) {
    search.push(await searchLoad(connections));
    pages.push(await load(connections, { method: 'GET', path: '/guide/start/introduction' }));
  }
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    secondsPerRun: duration,
    queries: QUERIES.length,
    search,
    searchUncached,
    pages,
    browserProvider: browserProviderFigures(),
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'search.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );

  const row = (f: LoadFigures) =>
    `| ${f.connections} | ${f.requestsPerSecond} | ${f.p50ms} | ${f.p99ms} | ${f.errors + f.non2xx} |`;
  const table = '| connections | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|';
  console.log(
    `\n${results.machine}, ${duration} s per run, ${QUERIES.length} queries in the mix\n`,
  );
  console.log(`Search API, result cache on (the default)\n\n${table}`);
  console.log(search.map(row).join('\n'));
  console.log(`\nSearch API, result cache off (SEARCH_CACHE_MB=0)\n\n${table}`);
  console.log(searchUncached.map(row).join('\n'));
  console.log(`\nStatic page (/guide/start/introduction)\n\n${table}`);
  console.log(pages.map(row).join('\n'));
  console.log(
    '\nBrowser provider engine\n\n| index | records | first query incl. loading (ms) | p50 per query (ms) | p99 per query (ms) | slowest (ms) |\n|---|---|---|---|---|---|',
  );
  for (const [lang, f] of Object.entries(results.browserProvider)) {
    console.log(
      `| ${lang} | ${f.records} | ${f.firstQueryMs} | ${f.p50ms} | ${f.p99ms} | ${f.maxMs} |`,
    );
  }
} finally {
  await stopServer(server);
}
