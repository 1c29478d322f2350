import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KINDS,
  type Kind,
  readCounts,
  type ServerCounts,
  search,
  sendEvents,
  sendFeedback,
  settled,
} from '../../tests/support/analyticsClient.ts';
import { startTestPostgres, type TestPostgres } from '../../tests/support/postgres.ts';
import { freePort, startSiteServer, stopSiteServer } from '../../tests/support/siteServer.ts';
import { createTestSite } from '../../tests/support/testSite.ts';
import { openDatabase } from './db.ts';
import { migrate } from './migrations.ts';

// Two `npm run serve` processes on one PostgreSQL (DATABASE_URL), requests spread over both as
// a load balancer would, the keystrokes of one reader and the vote and comment of one answer
// included: each server stores or counts what it accepted, nothing is stored twice, either
// server gives the same report, and retention runs once.
const TOKEN = 'multi-instance-token-0123456789';
const READERS = 12;
const TYPED = ['s', 'si', 'sid', 'side', 'sidebar'];
const OLD = { searches: 4, events: 3, feedback: 2 };

let postgres: TestPostgres;
let site: ReturnType<typeof createTestSite>;
const servers: { child: ChildProcess; base: string }[] = [];

async function query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client(postgres.url);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  postgres = await startTestPostgres();
  site = createTestSite();
  // The schema, and records past the 90-day retention for the servers to delete.
  const db = await openDatabase({ url: postgres.url });
  await db.query(
    'DROP TABLE IF EXISTS analytics_searches, analytics_events, analytics_feedback, analytics_maintenance, analytics_migrations',
  );
  await migrate(db);
  const old = "now() - interval '100 days'";
  for (let i = 0; i < OLD.searches; i++) {
    await db.query(
      `INSERT INTO analytics_searches (query_id, at, index_name, lang, query, nb_hits, user_token, settled)
       VALUES ($1, ${old}, 'docs_en', 'en', 'old', 1, 'anon-old', true)`,
      [`old-${i}`],
    );
  }
  for (let i = 0; i < OLD.events; i++) {
    await db.query(
      `INSERT INTO analytics_events (at, event_type, event_name, index_name, lang, user_token, object_ids)
       VALUES (${old}, 'view', 'Items Viewed', 'docs_en', 'en', 'anon-old', '["a"]')`,
    );
  }
  for (let i = 0; i < OLD.feedback; i++) {
    await db.query(
      `INSERT INTO analytics_feedback (id, at, lang, path, helpful) VALUES ($1, ${old}, 'en', '/', true)`,
      [`old-${i}`],
    );
  }
  await db.close();
  // Both servers start at once: each runs its maintenance on start.
  const ports = [await freePort(), await freePort()];
  const children = await Promise.all(
    ports.map((port) =>
      startSiteServer(port, site.root, {
        DATABASE_URL: postgres.url,
        ANALYTICS_TOKEN: TOKEN,
        ANALYTICS_RATE_LIMIT: '0',
        ANALYTICS_CLIENT_DAILY_QUOTA: '0',
        ANALYTICS_FLUSH_MS: '50',
        // Searches are settled when the report is read, and retention runs at start only.
        ANALYTICS_SETTLE_DELAY_MS: '0',
        ANALYTICS_MAINTENANCE_MS: '3600000',
      }),
    ),
  );
  children.forEach((child, i) => {
    servers.push({ child, base: `http://127.0.0.1:${ports[i]}` });
  });
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => stopSiteServer(server.child)));
  site?.remove();
  await postgres?.stop();
}, 60_000);

/** Polls every server's /metrics until all have written or dropped what they accepted. */
async function allSettled(): Promise<ServerCounts[]> {
  let counts: ServerCounts[] = [];
  for (let attempt = 0; attempt < 300; attempt++) {
    counts = await Promise.all(servers.map((server) => readCounts(server.base, TOKEN)));
    if (counts.every(settled)) return counts;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the servers did not finish writing: ${JSON.stringify(counts)}`);
}

describe('two servers on one PostgreSQL', () => {
  it('store or count every record, store none twice, and give one report', async () => {
    const sent = servers.map(
      () => ({ searches: 0, events: 0, feedback: 0 }) as Record<Kind, number>,
    );
    const statuses: number[] = [];
    const reader = async (r: number) => {
      const userToken = `anon-reader-${r}`;
      // Round robin: each keystroke, event and feedback request to the next server.
      let turn = r;
      const next = () => turn++ % servers.length;
      let queryID: string | undefined;
      for (const typed of TYPED) {
        const to = next();
        const answer = await search(servers[to]?.base as string, typed, userToken);
        statuses.push(answer.status);
        if (answer.status === 200) (sent[to] as Record<Kind, number>).searches += 1;
        queryID = answer.queryID;
      }
      const to = next();
      const events = await sendEvents(servers[to]?.base as string, userToken, queryID);
      statuses.push(events.status);
      if (events.status === 200) (sent[to] as Record<Kind, number>).events += events.events;
      // The vote to one server, its comment to the other.
      const id = crypto.randomUUID();
      for (const comment of [undefined, `comment of reader ${r}`]) {
        const to = next();
        const status = await sendFeedback(servers[to]?.base as string, {
          id,
          helpful: r % 3 !== 0,
          comment,
          userToken,
        });
        statuses.push(status);
        if (status === 200) (sent[to] as Record<Kind, number>).feedback += 1;
      }
    };
    await Promise.all(Array.from({ length: READERS }, (_, r) => reader(r)));
    expect(statuses.every((status) => status === 200)).toBe(true);

    const counts = await allSettled();
    counts.forEach((count, i) => {
      // Each server accepted exactly what it was sent, and stored all of it.
      expect(count.accepted).toEqual(sent[i]);
      expect(count.written).toEqual(sent[i]);
      expect(count.dropped).toEqual({ searches: 0, events: 0, feedback: 0 });
    });
    const written = Object.fromEntries(
      KINDS.map((kind) => [kind, counts.reduce((sum, count) => sum + count.written[kind], 0)]),
    ) as Record<Kind, number>;

    // In the database: every search and event once; one feedback row per answer, with the
    // comment that reached the other server.
    const [rows] = await query<Record<Kind, number> & { ids: number }>(
      `SELECT (SELECT count(*) FROM analytics_searches)::integer AS searches,
              (SELECT count(DISTINCT query_id) FROM analytics_searches)::integer AS ids,
              (SELECT count(*) FROM analytics_events)::integer AS events,
              (SELECT count(*) FROM analytics_feedback)::integer AS feedback`,
    );
    expect(rows).toEqual({
      searches: written.searches,
      ids: written.searches,
      events: written.events,
      feedback: written.feedback / 2,
    });
    expect(written).toEqual({
      searches: READERS * TYPED.length,
      events: READERS * 2,
      feedback: READERS * 2,
    });
    const feedback = await query<{ comment: string | null; user_token: string }>(
      'SELECT comment, user_token FROM analytics_feedback ORDER BY user_token',
    );
    for (const row of feedback) {
      expect(row.comment).toBe(`comment of reader ${row.user_token.slice('anon-reader-'.length)}`);
    }

    // Retention ran once, by one of the two, and deleted every old record once.
    expect(counts.reduce((sum, count) => sum + count.retentionRuns, 0)).toBe(1);
    expect(counts.reduce((sum, count) => sum + count.retentionDeleted, 0)).toBe(
      OLD.searches + OLD.events + OLD.feedback,
    );

    // The same report from either server: the typing runs that went back and forth between
    // them count as one search of "sidebar" each, clicked.
    const reports = [];
    for (const server of [...servers, ...servers]) {
      const response = await fetch(`${server.base}/_analytics?days=1&format=json`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      reports.push(((await response.json()) as { langs: unknown[] }).langs);
    }
    for (const report of reports.slice(1)) expect(report).toEqual(reports[0]);
    const en = (
      reports[0] as {
        lang: string;
        searches: number;
        clicks: number;
        topQueries: { query: string; count: number; clicks: number }[];
        feedback: { yes: number; no: number; comments: unknown[] };
      }[]
    ).find((lang) => lang.lang === 'en');
    expect(en?.topQueries).toEqual([{ query: 'sidebar', count: READERS, clicks: READERS }]);
    expect(en?.searches).toBe(READERS);
    expect(en?.clicks).toBe(READERS);
    expect((en?.feedback.yes ?? 0) + (en?.feedback.no ?? 0)).toBe(READERS);
    expect(en?.feedback.comments).toHaveLength(READERS);
  }, 300_000);
});
