import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KINDS,
  type Kind,
  readCounts,
  readerTraffic,
  type Traffic,
  untilSettled,
} from '../../tests/support/analyticsClient.ts';
import { startTestPostgres, type TestPostgres } from '../../tests/support/postgres.ts';
import { freePort, startSiteServer, stopSiteServer } from '../../tests/support/siteServer.ts';
import { createTestSite } from '../../tests/support/testSite.ts';

// PostgreSQL frozen under load (SIGSTOP to all its processes, then SIGCONT): its connections
// stay open and nothing answers, as when its host hangs. Search and pages answer all along;
// afterwards every record accepted is stored or counted as dropped, and stored once.
const TOKEN = 'freeze-analytics-token-0123456789';
const READERS = 3;

let postgres: TestPostgres;
let site: ReturnType<typeof createTestSite>;
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  postgres = await startTestPostgres();
  site = createTestSite();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startSiteServer(port, site.root, {
    DATABASE_URL: postgres.url,
    ANALYTICS_TOKEN: TOKEN,
    ANALYTICS_RATE_LIMIT: '0',
    ANALYTICS_CLIENT_DAILY_QUOTA: '0',
    ANALYTICS_FLUSH_MS: '50',
  });
}, 120_000);

afterAll(async () => {
  postgres?.thaw();
  if (server) await stopSiteServer(server);
  site?.remove();
  await postgres?.stop();
}, 60_000);

const readers = (phase: string, rounds: number) =>
  Promise.all(
    Array.from({ length: READERS }, (_, r) =>
      readerTraffic(base, `anon-${phase}-${r}`, { rounds }),
    ),
  );
const sum = (traffic: Traffic[], kind: Kind) =>
  traffic.reduce((total, one) => total + one.acknowledged[kind], 0);

describe('PostgreSQL frozen under load', () => {
  it('search answers throughout; afterwards accepted = stored + dropped, none stored twice', async () => {
    const before = await readers('before', 5);
    await untilSettled(base, TOKEN);

    postgres.freeze();
    let frozen: Traffic[];
    let page: number;
    let during: Awaited<ReturnType<typeof readCounts>>;
    try {
      // It is frozen: a new connection gets no answer.
      const probe = new pg.Client({
        connectionString: postgres.url,
        connectionTimeoutMillis: 2000,
      });
      await expect(probe.connect()).rejects.toThrow();
      await probe.end().catch(() => {});
      frozen = await readers('frozen', 20);
      page = (await fetch(`${base}/guide/start/introduction`)).status;
      // The metrics answer too: they never ask the database.
      during = await readCounts(base, TOKEN);
    } finally {
      postgres.thaw();
    }
    const after = await readers('after', 5);

    const phases = [...before, ...frozen, ...after];
    // Every search was answered, with hits, whatever the database did.
    expect(phases.map((traffic) => traffic.searchFailures)).toEqual(phases.map(() => 0));
    expect(phases.every((traffic) => KINDS.every((kind) => traffic.unanswered[kind] === 0))).toBe(
      true,
    );
    expect(frozen.map((traffic) => traffic.rounds)).toEqual(frozen.map(() => 20));
    expect(page).toBe(200);
    expect(during.accepted.searches).toBeGreaterThanOrEqual(
      sum([...before, ...frozen], 'searches'),
    );

    const counts = await untilSettled(base, TOKEN);
    const client = new pg.Client(postgres.url);
    await client.connect();
    const [stored] = (
      await client.query<Record<Kind, number> & { objects: number }>(
        `SELECT (SELECT count(*) FROM analytics_searches)::integer AS searches,
                (SELECT count(*) FROM analytics_events)::integer AS events,
                (SELECT count(DISTINCT object_ids) FROM analytics_events)::integer AS objects,
                (SELECT count(*) FROM analytics_feedback)::integer AS feedback`,
      )
    ).rows;
    await client.end();
    for (const kind of KINDS) {
      // Everything answered 200 was accepted; all of it is stored or counted as dropped...
      expect(counts.accepted[kind]).toBe(sum(phases, kind));
      expect(counts.written[kind] + counts.dropped[kind]).toBe(counts.accepted[kind]);
      // ...and what the server counts as stored is in the database, once.
      expect(stored?.[kind]).toBe(counts.written[kind]);
    }
    expect(stored?.objects).toBe(stored?.events);
    expect(counts.up).toBe(1);

    const report = await fetch(`${base}/_analytics?days=1&format=json`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(report.status).toBe(200);
  }, 300_000);
});
