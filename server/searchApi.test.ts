import { brotliDecompressSync } from 'node:zlib';
import { liteClient } from 'algoliasearch/lite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite } from '../tests/support/testSite.ts';
import { createSiteServer } from './app.ts';

const APP_ID = 'TESTAPP';
const API_KEY = 'search-key-123';
const credentials = `x-algolia-api-key=${API_KEY}&x-algolia-application-id=${APP_ID}`;
const QUERIES = `/1/indexes/*/queries?${credentials}`;

let site: ReturnType<typeof createTestSite>;
let app: FastifyInstance;

beforeAll(async () => {
  site = createTestSite();
  app = await createSiteServer({ root: site.root, search: { appId: APP_ID, apiKey: API_KEY } });
});

afterAll(async () => {
  await app.close();
  site.remove();
});

const post = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'text/plain', ...headers },
  });

describe('search API', () => {
  it("answers DocSearch 3.9.0's exact request", async () => {
    const payload = JSON.stringify({
      requests: [
        {
          query: 'install',
          indexName: 'docs_en',
          attributesToRetrieve: [
            'hierarchy.lvl0',
            'hierarchy.lvl1',
            'hierarchy.lvl2',
            'hierarchy.lvl3',
            'hierarchy.lvl4',
            'hierarchy.lvl5',
            'hierarchy.lvl6',
            'content',
            'type',
            'url',
          ],
          attributesToSnippet: [
            'hierarchy.lvl1:10',
            'hierarchy.lvl2:10',
            'hierarchy.lvl3:10',
            'hierarchy.lvl4:10',
            'hierarchy.lvl5:10',
            'hierarchy.lvl6:10',
            'content:10',
          ],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          clickAnalytics: false,
        },
      ],
    });
    const agent =
      'x-algolia-agent=Algolia%20for%20JavaScript%20(5.19.0)%3B%20Lite%20(5.19.0)%3B%20Browser%3B%20docsearch%20(3.9.0)';
    const res = await post(`/1/indexes/*/queries?${agent}&${credentials}`, payload);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // Readable from the pages of the other replicas' origins.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const { results } = res.json();
    expect(results).toHaveLength(1);
    expect(results[0].hits[0].url).toBe('/guide/start/getting-started#installation');
    expect(results[0].hits[0]._snippetResult.hierarchy.lvl2.value).toBe(
      '<mark>Installation</mark>',
    );
    expect(results[0].nbHits).toBeGreaterThan(0);
  });

  it('is searched by the official algoliasearch 5.19.0 lite client (credentials in headers)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const client = liteClient(APP_ID, API_KEY, {
      hosts: [{ url: `127.0.0.1:${port}`, protocol: 'http', accept: 'read' }],
    });
    const { results } = await client.search({
      requests: [
        { indexName: 'docs_en', query: 'sidebar groups', hitsPerPage: 2 },
        { indexName: 'docs_zh', query: '国际化' },
      ],
    });
    const [english, chinese] = results as unknown as { hits: { url: string }[] }[];
    expect(english?.hits).toHaveLength(2);
    expect(english?.hits[0]?.url).toBe('/guide/basic/auto-nav-sidebar#sidebar-groups');
    expect(chinese?.hits[0]?.url).toBe('/zh/guide/default-theme/i18n');
  });

  it('answers the single-index route', async () => {
    const res = await post(
      `/1/indexes/docs_zh/query?${credentials}`,
      JSON.stringify({ params: 'query=%E6%8F%92%E4%BB%B6' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().hits[0].url).toBe('/zh/plugin/system/introduction');
  });

  it('compresses answers for clients that accept it, the same answer as uncompressed', async () => {
    const payload = JSON.stringify({
      requests: [{ indexName: 'docs_en', query: 'i', hitsPerPage: 20 }],
    });
    const plain = await post(QUERIES, payload);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    // Twice: the second answer comes from the cache, compressed once already.
    for (let i = 0; i < 2; i++) {
      const res = await post(QUERIES, payload, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
      expect(Number(res.headers['content-length'])).toBeLessThan(plain.rawPayload.length);
    }
  });

  it('answers preflight requests for cross-origin replicas', async () => {
    const res = await app.inject({ method: 'OPTIONS', url: '/1/indexes/*/queries' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-headers']).toContain('x-algolia-api-key');
  });

  const bad: [string, () => ReturnType<typeof post>, number, RegExp][] = [
    ['malformed JSON', () => post(QUERIES, '{"requests": ['), 400, /not valid JSON/],
    ['an empty body', () => post(QUERIES, ''), 400, /empty/],
    ['JSON of the wrong shape', () => post(QUERIES, '{"queries": []}'), 400, /requests/],
    [
      'a query without an index',
      () => post(QUERIES, '{"requests": [{"query": "a"}]}'),
      400,
      /indexName/,
    ],
    [
      'a parameter of the wrong type',
      () => post(QUERIES, '{"requests": [{"indexName": "docs_en", "hitsPerPage": "many"}]}'),
      400,
      /hitsPerPage/,
    ],
    [
      'too many hits per page',
      () => post(QUERIES, '{"requests": [{"indexName": "docs_en", "hitsPerPage": 5000}]}'),
      400,
      /hitsPerPage/,
    ],
    [
      'an unknown index',
      () => post(QUERIES, '{"requests": [{"indexName": "docs_fr", "query": "a"}]}'),
      404,
      /docs_fr does not exist/,
    ],
    ['missing credentials', () => post('/1/indexes/*/queries', '{"requests": []}'), 403, /missing/],
    [
      'a wrong key',
      () => post(QUERIES.replace(API_KEY, 'nope'), '{"requests": []}'),
      403,
      /Invalid Application-ID or API key/,
    ],
    [
      'an oversized body',
      () => post(QUERIES, `{"requests": [], "pad": "${'x'.repeat(100_000)}"}`),
      413,
      /too large/,
    ],
    ['a method other than POST', () => app.inject({ method: 'GET', url: QUERIES }), 405, /POST/],
    ['DELETE', () => app.inject({ method: 'DELETE', url: QUERIES }), 405, /POST/],
    ['an unknown API path', () => post(`/1/keys?${credentials}`, '{}'), 404, /Not found/],
    ['a JSON array body', () => post(QUERIES, '[]'), 400, /JSON object/],
    ['a JSON string body', () => post(QUERIES, '"requests"'), 400, /JSON object/],
    [
      '"requests" as an object',
      () => post(QUERIES, '{"requests": {"indexName": "docs_en"}}'),
      400,
      /requests/,
    ],
    [
      'a query that is not an object',
      () => post(QUERIES, '{"requests": ["sidebar"]}'),
      400,
      /requests\[0\] must be an object/,
    ],
    [
      'a query that is a number',
      () => post(QUERIES, '{"requests": [{"indexName": "docs_en", "query": 42}]}'),
      400,
      /"query": expected a string/,
    ],
    [
      'an index name that is not a string',
      () => post(QUERIES, '{"requests": [{"indexName": ["docs_en"], "query": "a"}]}'),
      400,
      /indexName/,
    ],
    [
      'params that are not a string',
      () => post(QUERIES, '{"requests": [{"indexName": "docs_en", "params": {"query": "a"}}]}'),
      400,
      /"params"/,
    ],
    [
      'facet filters of the wrong type',
      () => post(QUERIES, '{"requests": [{"indexName": "docs_en", "facetFilters": [1]}]}'),
      400,
      /facetFilters/,
    ],
    [
      'a highlight tag of 10,000 characters',
      () =>
        post(
          QUERIES,
          JSON.stringify({
            requests: [{ indexName: 'docs_en', query: 'a', highlightPreTag: 'x'.repeat(10_000) }],
          }),
        ),
      400,
      /"highlightPreTag": at most 64 characters/,
    ],
    [
      'a negative page',
      () => post(QUERIES, '{"requests": [{"indexName": "docs_en", "page": -1}]}'),
      400,
      /"page"/,
    ],
    [
      '1,000 requests in one call',
      () =>
        post(
          QUERIES,
          JSON.stringify({
            requests: Array.from({ length: 1000 }, () => ({ indexName: 'docs_en', query: 'a' })),
          }),
        ),
      400,
      /Too many queries in one call: 1000, at most 50/,
    ],
    [
      'a 10 MB body',
      () => post(QUERIES, Buffer.alloc(10 * 1024 * 1024, 'x')),
      413,
      /too large: at most 65536 bytes/,
    ],
    [
      'an unknown index on the single-index route',
      () => post(`/1/indexes/docs_fr/query?${credentials}`, '{"query": "a"}'),
      404,
      /docs_fr does not exist/,
    ],
    [
      'a path escape as the index name',
      () => post(`/1/indexes/..%2F..%2Fpackage/query?${credentials}`, '{"query": "a"}'),
      404,
      /does not exist/,
    ],
    [
      'a body that is not UTF-8',
      () =>
        post(
          QUERIES,
          Buffer.concat([
            Buffer.from('{"requests": [{"indexName": "docs_en", "query": "'),
            Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
            Buffer.from('"}]}'),
          ]),
        ),
      400,
      /not valid UTF-8/,
    ],
    [
      'a path that is not UTF-8',
      () => post(`/1/indexes/%FF%FE/query?${credentials}`, '{"query": "a"}'),
      400,
      /not a valid url component/,
    ],
  ];
  for (const [name, send, status, message] of bad) {
    it(`answers ${name} with ${status} and an Algolia-style error, then keeps serving`, async () => {
      const res = await send();
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: expect.stringMatching(message), status });
      expect(res.body).not.toMatch(/at .*\.ts/);
      const ok = await post(
        QUERIES,
        '{"requests": [{"indexName": "docs_en", "query": "sidebar"}]}',
      );
      expect(ok.statusCode).toBe(200);
    });
  }

  it('accepts credentials as headers, the way Node clients send them', async () => {
    const res = await post(
      '/1/indexes/*/queries',
      '{"requests": [{"indexName": "docs_en", "query": "base"}]}',
      {
        'x-algolia-api-key': API_KEY,
        'x-algolia-application-id': APP_ID,
      },
    );
    expect(res.statusCode).toBe(200);
  });

  it('reads the body whatever its content type', async () => {
    const body = '{"requests": [{"indexName": "docs_en", "query": "base"}]}';
    for (const type of [
      'application/json',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
    ]) {
      expect((await post(QUERIES, body, { 'content-type': type })).statusCode).toBe(200);
    }
  });

  it('clamps a 10,000-character query to 512 characters, as Algolia does, then keeps serving', async () => {
    const res = await post(
      QUERIES,
      JSON.stringify({
        requests: [{ indexName: 'docs_en', query: 'sidebar '.repeat(1_250) }],
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0].query).toHaveLength(512);
    const urls = res.json().results[0].hits.map((hit: { url: string }) => hit.url);
    expect(urls).toContain('/guide/basic/auto-nav-sidebar');
  });
});

describe('rate limit', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await createSiteServer({
      root: site.root,
      search: { appId: APP_ID, apiKey: API_KEY },
      rateLimit: { max: 3, windowSeconds: 60 },
    });
  });
  afterAll(() => limited.close());

  const query = (remoteAddress: string) =>
    limited.inject({
      method: 'POST',
      url: QUERIES,
      remoteAddress,
      payload: '{"requests": [{"indexName": "docs_en", "query": "sidebar"}]}',
    });

  it('answers a client over its limit with 429, Retry-After and an Algolia-style error', async () => {
    for (let i = 0; i < 3; i++) expect((await query('10.0.0.1')).statusCode).toBe(200);
    // Preflights do not count.
    const preflight = await limited.inject({
      method: 'OPTIONS',
      url: '/1/indexes/*/queries',
      remoteAddress: '10.0.0.1',
    });
    expect(preflight.statusCode).toBe(204);
    const res = await query('10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({
      message: expect.stringMatching(/^Too many requests: at most 3 per 60 s, retry in /),
      status: 429,
    });
    // Other clients are not affected, nor is the site.
    expect((await query('10.0.0.2')).statusCode).toBe(200);
    expect((await limited.inject({ url: '/', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
  });

  it('can be turned off', async () => {
    const open = await createSiteServer({ root: site.root, rateLimit: false });
    try {
      for (let i = 0; i < 700; i++) {
        const res = await open.inject({
          method: 'POST',
          url: `/1/indexes/*/queries?x-algolia-api-key=rspress-docs-public-search-key&x-algolia-application-id=RSPRESSDOCS`,
          payload: '{"requests": []}',
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await open.close();
    }
    // 700 requests: about a second alone, longer beside other jobs on two cores.
  }, 60_000);
});
