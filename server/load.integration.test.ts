import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../search/config.ts';
import { docsearchQuery } from '../search/protocol/docsearchRequest.ts';
import { createTestSite } from '../tests/support/testSite.ts';
import { createSiteServer } from './app.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** heapUsed once garbage is collected (several passes: finalisers free more on the next one). */
async function settledHeap(): Promise<number> {
  for (let i = 0; i < 4; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

let site: ReturnType<typeof createTestSite>;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  site = createTestSite();
  // The limit would turn most of this load into 429s: the test measures the server itself.
  app = await createSiteServer({ root: site.root, rateLimit: false });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  site.remove();
});

const queries = ['install', 'sidebar', 'dev server', '国际化', '插件', 'confgure'];
const credentials = `x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`;

/** A fixed number of requests: search queries in both languages mixed with pages and assets. */
function load(amount: number) {
  let next = 0;
  return autocannon({
    url,
    connections: 10,
    amount,
    requests: [
      {
        method: 'POST',
        path: `/1/indexes/*/queries?${credentials}`,
        headers: { 'content-type': 'text/plain' },
        setupRequest: (request) => {
          const query = queries[next++ % queries.length] as string;
          const index = /[a-z]/.test(query) ? 'docs_en' : 'docs_zh';
          return { ...request, body: JSON.stringify({ requests: [docsearchQuery(query, index)] }) };
        },
      },
      { method: 'GET', path: '/guide/start/introduction' },
      { method: 'GET', path: '/static/js/index.abc123.js' },
      { method: 'GET', path: '/zh/' },
    ],
  });
}

describe('under load on loopback', () => {
  it('answers 2,000 requests without an error, and memory comes back to its baseline', async () => {
    await load(400);
    const baseline = await settledHeap();
    const result = await load(2000);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result['2xx']).toBe(2000);
    const after = await settledHeap();
    // Leaking even 2 KB per request would leave 4 MB behind.
    expect(after - baseline).toBeLessThan(4 * 1024 * 1024);
  }, 60_000);
});
