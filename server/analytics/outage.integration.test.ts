import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../../search/config.ts';
import { startTestPostgres, type TestPostgres } from '../../tests/support/postgres.ts';
import { logCollector } from '../../tests/support/siteServer.ts';
import { createTestSite } from '../../tests/support/testSite.ts';
import { createSiteServer } from '../app.ts';
import { openDatabase } from './db.ts';

// Nothing lost silently: across an outage of PostgreSQL (the server of tests/support/postgres.ts
// stopped, then started again), every record answered 200 is either stored or counted as
// dropped, by reason, in /metrics and in the report; the recovery is logged.
const TOKEN = 'outage-analytics-token-0123456789';
let postgres: TestPostgres;
let site: ReturnType<typeof createTestSite>;
let app: FastifyInstance;
const { stream, lines } = logCollector();

beforeAll(async () => {
  postgres = await startTestPostgres();
  const client = new pg.Client(postgres.url);
  await client.connect();
  await client.query(
    'DROP TABLE IF EXISTS analytics_searches, analytics_events, analytics_feedback, analytics_maintenance, analytics_migrations',
  );
  await client.end();
  site = createTestSite();
  app = await createSiteServer({
    root: site.root,
    rateLimit: false,
    logger: {
      level: 'info',
      stream,
    },
    analytics: {
      databaseUrl: postgres.url,
      dataDir: 'memory://',
      token: TOKEN,
      retentionDays: 90,
      rateLimit: false,
      flushMs: 50,
    },
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  site?.remove();
  await postgres?.stop();
});

/** One metric's samples: `name{labels} value` lines. */
function samples(text: string, name: string): { labels: string; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const value = Number(line.slice(line.lastIndexOf(' ') + 1));
      return { labels: line.slice(name.length, line.lastIndexOf(' ')), value };
    });
}
const total = (text: string, name: string, kind: string) =>
  samples(text, name)
    .filter((sample) => sample.labels.includes(`kind="${kind}"`))
    .reduce((sum, sample) => sum + sample.value, 0);

describe('an outage of PostgreSQL', () => {
  it('accepted = stored + dropped (counted by reason), and the recovery is logged', async () => {
    const accepted = { events: 0, feedback: 0 };
    const send = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const event = await app.inject({
          method: 'POST',
          url: `/1/events?x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`,
          headers: { 'content-type': 'text/plain', origin: 'http://localhost' },
          payload: JSON.stringify({
            events: [
              {
                eventType: 'view',
                eventName: 'Items Viewed',
                index: 'docs_en',
                userToken: 'anon-outage',
                objectIDs: ['guide-0', 'api-1'],
              },
            ],
          }),
        });
        if (event.statusCode === 200) accepted.events += 1;
        const vote = await app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: { 'content-type': 'text/plain', origin: 'http://localhost' },
          payload: JSON.stringify({
            id: crypto.randomUUID(),
            path: '/guide/start/introduction',
            helpful: i % 2 === 0,
          }),
        });
        if (vote.statusCode === 200) accepted.feedback += 1;
      }
    };
    const report = () =>
      app.inject({
        url: '/_analytics?days=1&format=text',
        headers: { authorization: `Bearer ${TOKEN}` },
      });

    await send(30);
    expect((await report()).statusCode).toBe(200);
    await postgres.pause();
    await send(30);
    // The report writes what is queued first: with the database away, that write fails.
    expect((await report()).statusCode).toBe(503);
    await send(10);
    await postgres.resume();
    await send(30);
    const after = await report();
    expect(after.statusCode).toBe(200);
    expect(accepted).toEqual({ events: 100, feedback: 100 });

    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    const text = metrics.body;
    const client = new pg.Client(postgres.url);
    await client.connect();
    const stored = (
      await client.query<{ events: number; feedback: number }>(
        `SELECT (SELECT count(*) FROM analytics_events)::integer AS events,
                (SELECT count(*) FROM analytics_feedback)::integer AS feedback`,
      )
    ).rows[0];
    await client.end();
    for (const kind of ['events', 'feedback'] as const) {
      const written = total(text, 'analytics_records_written_total', kind);
      const dropped = total(text, 'analytics_records_dropped_total', kind);
      expect(total(text, 'analytics_records_accepted_total', kind)).toBe(accepted[kind]);
      expect(written).toBe(stored?.[kind]);
      expect(written + dropped).toBe(accepted[kind]);
      // The outage cost records, all of them counted as `unavailable`.
      expect(dropped).toBeGreaterThan(0);
      expect(
        samples(text, 'analytics_records_dropped_total')
          .filter((sample) => sample.labels.includes(`kind="${kind}"`))
          .filter((sample) => !sample.labels.includes('reason="unavailable"'))
          .every((sample) => sample.value === 0),
      ).toBe(true);
    }
    expect(samples(text, 'analytics_queue_depth')[0]?.value).toBe(0);
    expect(samples(text, 'analytics_store_up')[0]?.value).toBe(1);
    expect(
      samples(text, 'http_requests_total').some((sample) =>
        sample.labels.includes('route="/api/feedback"'),
      ),
    ).toBe(true);

    // The report shows the drops; the log said when the database went and when it came back.
    expect(after.body).toMatch(/^Records not stored since this server started \(.*\): \d+$/m);
    expect(after.body).toMatch(/^ {2}unavailable: events \d+, feedback \d+$/m);
    const messages = lines.map((line) => line.msg);
    expect(messages.some((m) => m.startsWith('analytics database unavailable'))).toBe(true);
    expect(messages).toContain('analytics database available again: records are stored again');
  }, 180_000);
});

describe('a connection lost in the middle of a transaction', () => {
  it('fails that transaction, reports the error, and the next one runs on a new connection', async () => {
    const errors: Error[] = [];
    const db = await openDatabase({
      url: postgres.url,
      onIdleError: (error) => errors.push(error),
    });
    try {
      // The database stops between two statements: no query is running when its FATAL message comes.
      const failed = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        await postgres.pause();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.query('SELECT 2');
      });
      await expect(failed).rejects.toThrow();
      expect(errors.map((error) => error.message)).toContain(
        'terminating connection due to administrator command',
      );
      await postgres.resume();
      const rows = await db.transaction((tx) => tx.query<{ n: number }>('SELECT 3 AS n'));
      expect(rows).toEqual([{ n: 3 }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
