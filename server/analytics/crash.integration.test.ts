import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KINDS,
  type Kind,
  readCounts,
  readerTraffic,
  type ServerCounts,
  type Traffic,
  untilSettled,
} from '../../tests/support/analyticsClient.ts';
import { startTestPostgres, type TestPostgres } from '../../tests/support/postgres.ts';
import {
  crash,
  freePort,
  startSiteServer,
  stopSiteServer,
} from '../../tests/support/siteServer.ts';
import { createTestSite } from '../../tests/support/testSite.ts';
import { openDatabase } from './db.ts';

// `kill -9` of a site server while it writes analytics, then a new server on the same store.
// Records the killed server still held in memory are lost (they were never written); what it
// had counted as written is there, nothing is there twice or invented, the store opens, and
// the new server stores or counts all it accepts. On PostgreSQL a second server answers
// searches all along; on a PGlite directory the same server answers again once restarted.
const TOKEN = 'crash-analytics-token-0123456789';
const ENV = {
  ANALYTICS_TOKEN: TOKEN,
  ANALYTICS_RATE_LIMIT: '0',
  ANALYTICS_CLIENT_DAILY_QUOTA: '0',
  ANALYTICS_FLUSH_MS: '50',
};

let site: ReturnType<typeof createTestSite>;
const started: ChildProcess[] = [];
beforeAll(() => {
  site = createTestSite();
});
afterAll(async () => {
  await Promise.all(started.map((child) => stopSiteServer(child)));
  site?.remove();
}, 60_000);

async function serve(env: Record<string, string>) {
  const port = await freePort();
  const child = await startSiteServer(port, site.root, { ...ENV, ...env });
  started.push(child);
  return { child, base: `http://127.0.0.1:${port}` };
}

const sum = (traffic: Traffic[], pick: (one: Traffic) => Record<Kind, number>, kind: Kind) =>
  traffic.reduce((total, one) => total + pick(one)[kind], 0);

/**
 * Traffic of `readers` readers on `base` until the server has written some of it, then
 * `kill -9` in the middle of it. Answers the traffic and the server's last counts before.
 */
async function killDuringWrites(server: { child: ChildProcess; base: string }, phase: string) {
  let killed = false;
  const traffic = Promise.all(
    Array.from({ length: 3 }, (_, r) =>
      readerTraffic(server.base, `anon-${phase}-${r}`, { rounds: 200, stop: () => killed }),
    ),
  );
  let last: ServerCounts | undefined;
  for (let attempt = 0; attempt < 300; attempt++) {
    last = await readCounts(server.base, TOKEN);
    if (KINDS.every((kind) => last && last.written[kind] >= 5)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await crash(server.child);
  killed = true;
  return { traffic: await traffic, last: last as ServerCounts };
}

/** Rows of the store per kind whose reader token starts with `prefix`, and distinct ones. */
const ROWS = `SELECT
  (SELECT count(*) FROM analytics_searches WHERE user_token LIKE $1)::integer AS searches,
  (SELECT count(*) FROM analytics_events WHERE user_token LIKE $1)::integer AS events,
  (SELECT count(DISTINCT object_ids) FROM analytics_events WHERE user_token LIKE $1)::integer AS objects,
  (SELECT count(*) FROM analytics_feedback WHERE user_token LIKE $1)::integer AS feedback`;
type Rows = Record<Kind, number> & { objects: number };

/** What the killed server left: at least what it had counted as written, at most what was sent. */
function expectKilledServerRows(rows: Rows, killed: { traffic: Traffic[]; last: ServerCounts }) {
  for (const kind of KINDS) {
    expect(rows[kind]).toBeGreaterThanOrEqual(killed.last.written[kind]);
    expect(rows[kind]).toBeLessThanOrEqual(
      sum(killed.traffic, (one) => one.acknowledged, kind) +
        sum(killed.traffic, (one) => one.unanswered, kind),
    );
  }
  expect(rows.objects).toBe(rows.events);
  // Every search sent before the kill was answered.
  expect(killed.traffic.map((one) => one.searchFailures)).toEqual([0, 0, 0]);
}

/** A server after the crash: it accepted what it acknowledged, and stored or counted all of it. */
function expectAccounted(counts: ServerCounts, traffic: Traffic[], rows: Rows) {
  expect(traffic.map((one) => one.searchFailures)).toEqual(traffic.map(() => 0));
  for (const kind of KINDS) {
    expect(counts.accepted[kind]).toBe(sum(traffic, (one) => one.acknowledged, kind));
    expect(counts.written[kind] + counts.dropped[kind]).toBe(counts.accepted[kind]);
    expect(rows[kind]).toBe(counts.written[kind]);
  }
  expect(rows.objects).toBe(rows.events);
}

describe('kill -9 during writes, on PostgreSQL shared by two servers', () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 60_000);
  afterAll(async () => {
    await postgres?.stop();
  });

  it('the other server answers throughout; the restarted one opens the store; all adds up', async () => {
    const rows = async (prefix: string): Promise<Rows> => {
      const client = new pg.Client(postgres.url);
      await client.connect();
      try {
        return (await client.query<Rows>(ROWS, [`${prefix}%`])).rows[0] as Rows;
      } finally {
        await client.end();
      }
    };
    const [a, b] = await Promise.all([
      serve({ DATABASE_URL: postgres.url }),
      serve({ DATABASE_URL: postgres.url }),
    ]);
    let aKilled = false;
    // The other server's readers, all along: before, during and after the crash and restart.
    const other = Promise.all(
      Array.from({ length: 2 }, (_, r) =>
        readerTraffic(b.base, `anon-b-${r}`, { rounds: 400, stop: () => aKilled }),
      ),
    );
    const killed = await killDuringWrites(a, 'a1');
    const restarted = await serve({ DATABASE_URL: postgres.url });
    aKilled = true;
    const otherTraffic = await other;
    const after = await Promise.all(
      Array.from({ length: 2 }, (_, r) =>
        readerTraffic(restarted.base, `anon-a2-${r}`, { rounds: 10 }),
      ),
    );

    expectKilledServerRows(await rows('anon-a1-'), killed);
    const otherCounts = await untilSettled(b.base, TOKEN);
    expect(otherTraffic.every((one) => one.rounds > 0)).toBe(true);
    expectAccounted(otherCounts, otherTraffic, await rows('anon-b-'));
    const restartedCounts = await untilSettled(restarted.base, TOKEN);
    expect(restartedCounts.up).toBe(1);
    expectAccounted(restartedCounts, after, await rows('anon-a2-'));
  }, 300_000);
});

describe('kill -9 during writes, on a PGlite directory', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'analytics-crash-'));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('the directory opens again, with what was written, and the new server adds up', async () => {
    const dataDir = path.join(dir, 'store');
    const first = await serve({ ANALYTICS_DATA_DIR: dataDir });
    const killed = await killDuringWrites(first, 'a1');

    // The lock of the killed server is taken over; the store opens and answers.
    const restarted = await serve({ ANALYTICS_DATA_DIR: dataDir });
    const after = await Promise.all(
      Array.from({ length: 2 }, (_, r) =>
        readerTraffic(restarted.base, `anon-a2-${r}`, { rounds: 10 }),
      ),
    );
    const counts = await untilSettled(restarted.base, TOKEN);
    expect(counts.up).toBe(1);
    const report = await fetch(`${restarted.base}/_analytics?days=1&format=json`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(report.status).toBe(200);
    await stopSiteServer(restarted.child);

    const db = await openDatabase({ dataDir });
    try {
      const rows = async (prefix: string) =>
        (await db.query<Rows>(ROWS, [`${prefix}%`]))[0] as Rows;
      expectKilledServerRows(await rows('anon-a1-'), killed);
      expectAccounted(counts, after, await rows('anon-a2-'));
    } finally {
      await db.close();
    }
  }, 300_000);
});
