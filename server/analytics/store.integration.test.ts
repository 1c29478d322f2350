import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../tests/support/postgres.ts';
import { type Database, openDatabase } from './db.ts';
import { MIGRATIONS, migrate } from './migrations.ts';
import { renderReportHtml, renderReportText } from './render.ts';
import { buildReport } from './report.ts';
import { CHAIN_GAP_MS } from './settle.ts';
import { AnalyticsStore } from './store.ts';
import type { InsightsEvent } from './validate.ts';

// The same store, SQL and migrations against both databases: PGlite (the default, embedded) and
// a real PostgreSQL server started for this file (tests/support/postgres.ts).
let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startTestPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
});

const DAY = 86_400_000;
const hex = (n: number) => n.toString(16).padStart(32, '0');

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`analytics store on ${kind}`, () => {
    let db: Database;
    let clock = Date.UTC(2026, 0, 10, 12);
    const now = () => clock;
    let store: AnalyticsStore;
    const warnings: string[] = [];

    beforeAll(async () => {
      db = await openDatabase(kind === 'pglite' ? { dataDir: 'memory://' } : { url: postgres.url });
      // A fresh schema each run on a shared server.
      if (kind === 'postgres') {
        await db.query(
          'DROP TABLE IF EXISTS analytics_searches, analytics_events, analytics_feedback, analytics_maintenance, analytics_migrations',
        );
      }
      store = new AnalyticsStore(db, {
        now,
        settleDelayMs: 60_000,
        logger: { warn: (_object, message) => warnings.push(message) },
      });
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('migrates once, whoever asks again', async () => {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((step) => step.version));
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ version: number }>('SELECT version FROM analytics_migrations');
      expect(rows.map((row) => row.version)).toEqual(MIGRATIONS.map((step) => step.version));
    });

    let id = 0;
    function type(
      queries: string[],
      token: string | null,
      nbHits = 3,
      index = 'docs_en',
      lang = 'en',
    ) {
      const ids: string[] = [];
      for (const query of queries) {
        const queryID = hex(++id);
        ids.push(queryID);
        store.recordSearch({ queryID, indexName: index, lang, query, nbHits, userToken: token });
        clock += 150;
      }
      return ids;
    }
    const click = (queryID: string, position: number, lang = 'en'): InsightsEvent => ({
      eventType: 'click',
      eventName: 'Item Selected',
      index: lang === 'en' ? 'docs_en' : 'docs_zh',
      lang,
      userToken: 'anon-a',
      queryID,
      objectIDs: [`object-${position}`],
      positions: [position],
    });

    it('writes queued searches, events and feedback in batches, and reports settled queries', async () => {
      const install = type(['i', 'in', 'ins', 'inst', 'insta', 'install'], 'anon-a');
      clock += CHAIN_GAP_MS + 1000;
      type(['s', 'si', 'sid', 'sideb', 'sidebar'], 'anon-b');
      clock += CHAIN_GAP_MS + 1000;
      type(['sidebar'], 'anon-c');
      type(['xyzzy'], 'anon-c', 0);
      const zh = type(['国', '国际', '国际化'], 'anon-d', 2, 'docs_zh', 'zh');
      type(['no token'], null);
      store.recordEvents([click(install.at(-1) as string, 2), click(zh.at(-1) as string, 1, 'zh')]);
      store.recordEvents([
        {
          eventType: 'view',
          eventName: 'Items Viewed',
          index: 'docs_en',
          lang: 'en',
          userToken: 'anon-a',
          queryID: install.at(-1) as string,
          objectIDs: Array.from({ length: 20 }, (_, i) => `o${i}`),
          positions: null,
        },
      ]);
      store.recordFeedback({
        id: '00000000-0000-4000-8000-000000000001',
        lang: 'en',
        path: '/guide/start/introduction',
        helpful: false,
        comment: null,
        userToken: 'anon-a',
      });
      store.recordFeedback({
        id: '00000000-0000-4000-8000-000000000002',
        lang: 'en',
        path: '/guide/start/introduction',
        helpful: true,
        comment: null,
        userToken: 'anon-b',
      });
      // The comment sent after the vote completes the same answer.
      store.recordFeedback({
        id: '00000000-0000-4000-8000-000000000001',
        lang: 'en',
        path: '/guide/start/introduction',
        helpful: false,
        comment: 'The <install> step is unclear',
        userToken: 'anon-a',
      });
      expect(store.pending).toBe(17 + 3 + 3);
      await store.flush();
      expect(store.pending).toBe(0);

      const [counts] = await db.query<{ searches: number; events: number; feedback: number }>(
        `SELECT (SELECT count(*) FROM analytics_searches)::integer AS searches,
                (SELECT count(*) FROM analytics_events)::integer AS events,
                (SELECT count(*) FROM analytics_feedback)::integer AS feedback`,
      );
      expect(counts).toEqual({ searches: 17, events: 3, feedback: 2 });

      // Nothing is settled before the settle delay has passed.
      expect(await store.settle()).toBe(0);
      clock += 61_000;
      expect(await store.settle()).toBe(17);

      const report = await buildReport(db, { days: 7, langs: ['en', 'zh'], now: clock });
      const en = report.langs.find((lang) => lang.lang === 'en');
      const zhReport = report.langs.find((lang) => lang.lang === 'zh');
      expect(en?.topQueries).toEqual([
        { query: 'sidebar', count: 2, clicks: 0 },
        { query: 'install', count: 1, clicks: 1 },
        { query: 'no token', count: 1, clicks: 0 },
        { query: 'xyzzy', count: 1, clicks: 0 },
      ]);
      expect(en?.searches).toBe(5);
      expect(en?.noResultQueries).toEqual([{ query: 'xyzzy', count: 1, clicks: 0 }]);
      expect(en?.clickThroughRate).toBeCloseTo(1 / 5);
      expect(en?.averageClickPosition).toBe(2);
      expect(en?.feedback).toMatchObject({
        yes: 1,
        no: 1,
        pages: [{ path: '/guide/start/introduction', yes: 1, no: 1 }],
        comments: [
          {
            path: '/guide/start/introduction',
            helpful: false,
            comment: 'The <install> step is unclear',
          },
        ],
      });
      expect(zhReport?.topQueries).toEqual([{ query: '国际化', count: 1, clicks: 1 }]);
      expect(en?.days).toEqual([{ day: '2026-01-10', searches: 5, noResults: 1 }]);

      const html = renderReportHtml(report);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain('The &#60;install&#62; step is unclear');
      expect(html).toContain('<svg');
      const text = renderReportText(report);
      expect(text).toMatch(/^ +2 +0 +sidebar$/m);
      expect(text).toContain('国际化');
    });

    it('a search clicked counts even if the reader typed on', async () => {
      const ids = type(['conf', 'config'], 'anon-e');
      store.recordEvents([click(ids[0] as string, 1)]);
      await store.flush();
      clock += 61_000;
      await store.settle();
      const report = await buildReport(db, { days: 1, langs: ['en'], now: clock });
      const queries = report.langs[0]?.topQueries.map((row) => row.query);
      expect(queries).toContain('conf');
      expect(queries).toContain('config');
    });

    it('deletes records past the retention', async () => {
      clock += 91 * DAY;
      type(['recent'], 'anon-f');
      await store.flush();
      const deleted = await store.purge();
      expect(deleted).toBeGreaterThan(0);
      const rows = await db.query<{ query: string }>('SELECT query FROM analytics_searches');
      expect(rows.map((row) => row.query)).toEqual(['recent']);
      expect(await db.query('SELECT 1 FROM analytics_events')).toEqual([]);
      expect(await db.query('SELECT 1 FROM analytics_feedback')).toEqual([]);
    });

    it('drops a batch with a warning when the database fails, and works again after', async () => {
      const broken = new AnalyticsStore(
        {
          ...db,
          kind: db.kind,
          query: async () => {
            throw new Error('connection refused');
          },
          transaction: async () => {
            throw new Error('connection refused');
          },
          close: async () => {},
        },
        { now, logger: { warn: (_object, message) => warnings.push(message) } },
      );
      broken.recordSearch({
        queryID: hex(9999),
        indexName: 'docs_en',
        lang: 'en',
        query: 'lost',
        nbHits: 1,
        userToken: null,
      });
      await broken.flush();
      expect(broken.pending).toBe(0);
      expect(broken.droppedCount).toBe(1);
      expect(warnings.some((message) => message.includes('records dropped'))).toBe(true);
      await broken.close();
    });
  });
}

describe('analytics store with a PostgreSQL server that is away', () => {
  it('drops the records with a warning and never throws', async () => {
    const db = await openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none' });
    const warnings: string[] = [];
    const store = new AnalyticsStore(db, {
      logger: { warn: (_o, message) => warnings.push(message) },
    });
    await store.start();
    store.recordSearch({
      queryID: hex(1),
      indexName: 'docs_en',
      lang: 'en',
      query: 'x',
      nbHits: 1,
      userToken: null,
    });
    await store.flush();
    expect(store.droppedCount).toBe(1);
    expect(warnings.length).toBeGreaterThan(0);
    await store.close();
  });
});

describe('analytics store with records the database cannot hold', () => {
  it('drops only those records, counted by reason, and writes the rest of the batch', async () => {
    const real = await openDatabase({ dataDir: 'memory://' });
    // The database refuses a whole batch for one row of it, as PostgreSQL does with a value it
    // cannot store: SQLSTATE 22P05.
    const db: Database = {
      ...real,
      kind: real.kind,
      query: async (sql, params) => {
        if (
          sql.includes('INSERT INTO analytics_searches') &&
          String(params?.[0]).includes('poison')
        ) {
          throw Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
        }
        return real.query(sql, params);
      },
      transaction: (work) => real.transaction(work),
      close: () => real.close(),
    };
    const warnings: string[] = [];
    const store = new AnalyticsStore(db, {
      logger: { warn: (_o, message) => warnings.push(message) },
    });
    const search = (n: number, query: string, nbHits = 1) =>
      store.recordSearch({
        queryID: hex(n),
        indexName: 'docs_en',
        lang: 'en',
        query,
        nbHits,
        userToken: null,
      });
    search(1, 'fine');
    search(2, 'poison');
    search(3, 'also fine');
    // What validation refuses at the door, should it reach the store: counted, never written.
    search(4, 'nul \u0000');
    search(5, 'lone \ud800');
    search(6, 'too many hits', 2_147_483_648);
    store.recordEvents([
      {
        eventType: 'click',
        eventName: 'Item Selected',
        index: 'docs_en',
        lang: 'en',
        userToken: 'anon-a',
        queryID: hex(1),
        objectIDs: ['a'],
        positions: [2_147_483_648],
      },
    ]);
    await store.flush();
    const rows = await real.query<{ query: string }>(
      'SELECT query FROM analytics_searches ORDER BY query',
    );
    expect(rows.map((row) => row.query)).toEqual(['also fine', 'fine']);
    const stats = store.stats();
    expect(stats.written).toEqual({ searches: 2, events: 0, feedback: 0 });
    expect(stats.dropped.rejected.searches).toBe(1);
    expect(stats.dropped.invalid).toEqual({ searches: 3, events: 1, feedback: 0 });
    expect(stats.accepted).toEqual({ searches: 6, events: 1, feedback: 0 });
    expect(warnings.some((message) => message.includes('refused by the database'))).toBe(true);
    await store.close();
  }, 60_000);
});
