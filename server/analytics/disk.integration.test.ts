import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../../search/config.ts';
import {
  readCounts,
  readerTraffic,
  search,
  untilSettled,
} from '../../tests/support/analyticsClient.ts';
import { analyticsServerOn } from '../../tests/support/analyticsServer.ts';
import { createTestSite } from '../../tests/support/testSite.ts';
import { MAX_EVENTS } from './validate.ts';

// The embedded store (PGlite) on a disk that fails under it: a data directory on a file system
// mounted read-only, and one that fills up while the server writes. Each directory is a small
// tmpfs of its own, so mounting needs root (as `.ci/run` runs); elsewhere the file is skipped.
const TOKEN = 'disk-fault-token-0123456789';
const CREDENTIALS = `x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`;

/** `count` view events of one reader, each of an object ID of its own. */
const viewEvents = (userToken: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    eventType: 'view',
    eventName: 'Items Viewed',
    index: 'docs_en',
    userToken,
    objectIDs: [`${userToken}-object-${i}-${'x'.repeat(40)}`],
  }));
const canMount = process.getuid?.() === 0;
let site: ReturnType<typeof createTestSite>;
let scratch: string;
const mounted: string[] = [];

function mountTmpfs(dir: string, megabytes: number): void {
  mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
  mounted.push(dir);
}

beforeAll(() => {
  site = createTestSite();
  scratch = mkdtempSync(path.join(tmpdir(), 'analytics-disk-'));
});
afterAll(() => {
  for (const dir of mounted) {
    try {
      execFileSync('umount', ['-l', dir]);
    } catch {
      // Already gone.
    }
  }
  site?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

/** A site server on `dataDir`, listening on a free port, with its log lines. */
async function serverOn(dataDir: string) {
  // The full disk needs more rows than one client may store in a day.
  const { app, lines } = await analyticsServerOn(site.root, dataDir, TOKEN, {
    flushMs: 50,
    clientDailyQuota: 0,
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, lines };
}

describe.skipIf(!canMount)('the analytics store on a failing disk', () => {
  it('a read-only data directory: pages and search serve, analytics is off, one line says why', async () => {
    const mount = path.join(scratch, 'read-only');
    mountTmpfs(mount, 256);
    const dataDir = path.join(mount, 'data');
    // A store with records in it, then the file system under it made read-only.
    const first = await serverOn(dataDir);
    try {
      expect((await readerTraffic(first.base, 'before', { rounds: 3 })).acknowledged.feedback).toBe(
        3,
      );
      await untilSettled(first.base, TOKEN);
    } finally {
      await first.app.close();
    }
    execFileSync('mount', ['-o', 'remount,ro', mount]);

    const { app, base, lines } = await serverOn(dataDir);
    try {
      expect((await fetch(`${base}/guide/start/introduction`)).status).toBe(200);
      const found = await search(base, 'sidebar', 'reader');
      expect(found.status).toBe(200);
      expect(found.nbHits).toBeGreaterThan(0);
      const errors = lines.filter((line) => line.level >= 50);
      expect(errors.map((line) => line.msg)).toEqual([expect.stringContaining('analytics off:')]);
      const message = errors[0]?.msg ?? '';
      expect(message).toContain(dataDir);
      expect(message).not.toContain('[object Object]');
      // The report tells the operator the same.
      const report = await fetch(`${base}/_analytics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(report.status).toBe(503);
      expect(await report.text()).toContain(dataDir);
    } finally {
      await app.close();
    }
  }, 240_000);

  it('a data directory that fills up: search answers throughout, every record accepted is stored or counted as dropped, and writing resumes once there is room', async () => {
    const mount = path.join(scratch, 'full');
    mountTmpfs(mount, 256);
    const dataDir = path.join(mount, 'data');
    const filler = path.join(mount, 'filler');
    const { app, base } = await serverOn(dataDir);
    try {
      await readerTraffic(base, 'room', { rounds: 5 });
      const before = await untilSettled(base, TOKEN);
      expect(before.dropped.feedback).toBe(0);

      // Every byte left taken (the last write fails with ENOSPC once the disk is full).
      const { bavail, bsize } = statfsSync(mount);
      try {
        writeFileSync(filler, Buffer.alloc(bavail * bsize));
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      }
      // Enough rows that the tables must grow by new pages, each batch beside a search.
      for (let batch = 0; batch < 40; batch++) {
        const sent = await fetch(`${base}/1/events?${CREDENTIALS}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ events: viewEvents(`full-${batch}`, MAX_EVENTS) }),
        });
        expect(sent.status).toBe(200);
        const found = await search(base, 'sidebar', `full-${batch}`);
        expect(found.status).toBe(200);
        expect(found.nbHits).toBeGreaterThan(0);
      }
      const full = await readerTraffic(base, 'full', { rounds: 5 });
      expect(full.searchFailures).toBe(0);
      const during = await untilSettled(base, TOKEN);
      expect(during.dropped.feedback + during.dropped.events).toBeGreaterThan(0);

      // Room again: what comes next is stored.
      rmSync(filler);
      let after = during;
      for (let attempt = 0; attempt < 60; attempt++) {
        await readerTraffic(base, 'after', { rounds: 2 });
        after = await untilSettled(base, TOKEN);
        if (after.written.feedback > during.written.feedback) break;
      }
      expect(after.written.feedback).toBeGreaterThan(during.written.feedback);
      expect(after.up).toBe(1);
      // The report answers, and shows the drops.
      const report = await fetch(`${base}/_analytics?days=1&format=text`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(report.status).toBe(200);
      expect(await report.text()).toMatch(/^Records not stored since this server started/m);
      const counts = await readCounts(base, TOKEN);
      for (const kind of ['searches', 'events', 'feedback'] as const) {
        expect(counts.written[kind] + counts.dropped[kind]).toBe(counts.accepted[kind]);
      }
    } finally {
      await app.close();
    }
  }, 240_000);
});
