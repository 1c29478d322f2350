import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../../search/config.ts';
import { startTestPostgres, type TestPostgres } from '../../tests/support/postgres.ts';
import { createTestSite } from '../../tests/support/testSite.ts';
import { createSiteServer } from '../app.ts';
import type { Report } from './report.ts';
import { normalizeQuery } from './settle.ts';

// Random events, searches and feedback, hostile or not, through the site server on both
// databases: each is refused with a 4xx or stored and shown by the report, and the report never
// fails. The seed is fixed (a failure is reproduced by running the file again) and the number
// of requests bounded.
const SEED = 20_261_127;
const RUNS = 150;
const TOKEN = 'fuzz-analytics-token-0123456789';
const ORIGIN = 'http://localhost';
const credentials = `x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`;

/** Text with what PostgreSQL cannot store mixed in: NUL, unpaired surrogates, controls, emoji. */
const hostileText = fc.string({
  unit: fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff') },
    { weight: 1, arbitrary: fc.constantFrom('\u007f', '\n', '\t', '😀', '国', ' ', '%00') },
  ),
  maxLength: 40,
});
const hostileNumber = fc.oneof(
  fc.integer({ min: -5, max: 30 }),
  fc.constantFrom(2_147_483_647, 2_147_483_648, -2_147_483_649, 1e300, 1.5, 0, -0),
  fc.double(),
  fc.integer(),
);
const some = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: valid as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: hostile },
  );
const junk = fc.oneof(hostileText, hostileNumber, fc.constant(null), fc.boolean(), fc.constant([]));

const event = fc.record(
  {
    eventType: some(fc.constantFrom('click', 'view', 'conversion'), junk),
    eventName: some(fc.constantFrom('Item Selected', 'Items Viewed'), hostileText),
    index: some(fc.constantFrom('docs_en', 'docs_zh'), junk),
    userToken: some(fc.constantFrom('anon-fuzz', 'anon-2'), hostileText),
    queryID: some(fc.stringMatching(/^[0-9a-f]{32}$/), junk),
    objectIDs: some(
      fc.array(some(fc.constantFrom('guide-0', 'api-1'), hostileText), {
        minLength: 1,
        maxLength: 3,
      }),
      junk,
    ),
    positions: some(fc.array(hostileNumber, { minLength: 1, maxLength: 3 }), junk),
    timestamp: some(
      fc.integer({ min: -3_600_000, max: 3_600_000 }).map((d) => Date.now() + d),
      hostileNumber,
    ),
  },
  { requiredKeys: ['eventType', 'eventName', 'index', 'userToken', 'objectIDs'] },
);
const search = fc.record({
  query: some(fc.constantFrom('sidebar', 'install', '国际化', ''), hostileText),
  hitsPerPage: some(fc.constantFrom(5, 20), hostileNumber),
});
const feedback = fc.record(
  {
    id: some(fc.uuid({ version: 4 }), hostileText),
    path: some(
      fc.constantFrom('/guide/start/introduction', '/zh/', '/api/', '/guide/start/introduction/'),
      hostileText,
    ),
    helpful: some(fc.boolean(), junk),
    comment: some(fc.option(fc.constantFrom('Missing a step', '  好  ')), hostileText),
  },
  { requiredKeys: ['id', 'path', 'helpful'] },
);
const request = fc.oneof(
  fc.record({
    kind: fc.constant('events' as const),
    body: fc.array(event, { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('search' as const), body: search }),
  fc.record({ kind: fc.constant('feedback' as const), body: feedback }),
);

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
});

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`hostile input on ${kind}`, () => {
    let site: ReturnType<typeof createTestSite>;
    let app: FastifyInstance;
    beforeAll(async () => {
      site = createTestSite();
      if (kind === 'postgres') {
        const client = new pg.Client(postgres.url);
        await client.connect();
        await client.query(
          'DROP TABLE IF EXISTS analytics_searches, analytics_events, analytics_feedback, analytics_drops, analytics_maintenance, analytics_migrations',
        );
        await client.end();
      }
      app = await createSiteServer({
        root: site.root,
        rateLimit: false,
        analytics: {
          ...(kind === 'postgres' ? { databaseUrl: postgres.url } : {}),
          dataDir: 'memory://',
          token: TOKEN,
          retentionDays: 90,
          rateLimit: false,
          settleDelayMs: 0,
        },
      });
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      site?.remove();
    });

    it('refuses each request with a 4xx or stores it, and the report shows what was stored', async () => {
      let clicks = 0;
      let votes = 0;
      let searches = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(request, async ({ kind: what, body }) => {
          const res =
            what === 'events'
              ? await app.inject({
                  method: 'POST',
                  url: `/1/events?${credentials}`,
                  headers: { 'content-type': 'text/plain', origin: ORIGIN },
                  payload: JSON.stringify({ events: body }),
                })
              : what === 'search'
                ? await app.inject({
                    method: 'POST',
                    url: `/1/indexes/*/queries?${credentials}`,
                    headers: { 'content-type': 'text/plain', origin: ORIGIN },
                    payload: JSON.stringify({
                      requests: [{ indexName: 'docs_en', clickAnalytics: true, ...body }],
                    }),
                  })
                : await app.inject({
                    method: 'POST',
                    url: '/api/feedback',
                    headers: { 'content-type': 'text/plain', origin: ORIGIN },
                    payload: JSON.stringify(body),
                  });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode === 200 || (res.statusCode >= 400 && res.statusCode < 500)).toBe(
            true,
          );
          if (res.statusCode !== 200) {
            // Algolia-shaped.
            expect(res.json()).toEqual({ status: res.statusCode, message: expect.any(String) });
            return;
          }
          if (what === 'events') {
            clicks += (body as { eventType: unknown; positions?: unknown }[]).filter(
              (e) => e.eventType === 'click' && e.positions !== undefined,
            ).length;
          } else if (what === 'search') {
            // An empty query (the modal opening) is never a settled search.
            if (normalizeQuery(String((body as { query?: unknown }).query ?? '')) !== '')
              searches += 1;
          } else votes += 1;
        }),
        { seed: SEED, numRuns: RUNS },
      );
      // Both sides of the door were reached.
      expect(statuses.get(200)).toBeGreaterThan(0);
      expect(statuses.get(400)).toBeGreaterThan(0);

      const res = await app.inject({
        url: '/_analytics?days=1&format=json',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
      const report = res.json() as Report;
      const sum = (pick: (lang: Report['langs'][number]) => number) =>
        report.langs.reduce((total, lang) => total + pick(lang), 0);
      expect(sum((lang) => lang.clicks)).toBe(clicks);
      expect(sum((lang) => lang.feedback.yes + lang.feedback.no)).toBe(votes);
      // Searches without a token are never chained: each one with a query is a settled search.
      expect(sum((lang) => lang.searches)).toBe(searches);
      for (const format of ['text', 'html']) {
        const page = await app.inject({
          url: `/_analytics?days=1&format=${format}`,
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(page.statusCode).toBe(200);
      }
    }, 300_000);
  });
}
