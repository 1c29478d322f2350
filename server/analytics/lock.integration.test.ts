import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../../search/config.ts';
import { analyticsServerOn } from '../../tests/support/analyticsServer.ts';
import { freePort } from '../../tests/support/siteServer.ts';
import { createTestSite } from '../../tests/support/testSite.ts';
import { LOCK_FILE, lockDirectory, StoreLockedError } from './lock.ts';

// One process per PGlite directory: the lock, what a second server does, what a store that
// cannot open does to the site (nothing but analytics off), and `npm run analytics` beside a
// running server.
const run = promisify(execFile);
let site: ReturnType<typeof createTestSite>;
let scratch: string;
beforeAll(() => {
  site = createTestSite();
  scratch = mkdtempSync(path.join(tmpdir(), 'analytics-lock-'));
});
afterAll(() => {
  site?.remove();
  rmSync(scratch, { recursive: true, force: true });
});

/** A site server on `dataDir`, with its log lines. */
function serverOn(dataDir: string) {
  return analyticsServerOn(site.root, dataDir, 'lock-test-token-0123456789');
}

/** Pages and search answer; feedback answers 404 when analytics is off. */
async function servesWithoutAnalytics(app: FastifyInstance) {
  expect((await app.inject('/guide/start/introduction')).statusCode).toBe(200);
  const search = await app.inject({
    method: 'POST',
    url: `/1/indexes/*/queries?x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`,
    payload: JSON.stringify({ requests: [{ indexName: 'docs_en', query: 'sidebar' }] }),
  });
  expect(search.statusCode).toBe(200);
  const feedback = await app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: '{}',
    headers: { 'content-type': 'text/plain' },
  });
  expect(feedback.statusCode).toBe(404);
  expect(feedback.json()).toEqual({
    status: 404,
    message: 'Not found: analytics is off on this server',
  });
}

describe('the lock of a PGlite directory', () => {
  it('is refused to a second holder, names the first, and is taken over when its pid is gone', async () => {
    const dir = path.join(scratch, 'plain');
    const lock = lockDirectory(dir, 'server');
    const holder = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'));
    expect(holder).toMatchObject({ pid: process.pid, host: hostname(), role: 'server' });
    expect(() => lockDirectory(dir, 'server')).toThrow(StoreLockedError);
    expect(() => lockDirectory(dir, 'server')).toThrow(
      new RegExp(`in ${dir} is in use by a server \\(pid ${process.pid} on ${hostname()}`),
    );
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);

    // A process that has exited leaves a stale lock: taken over.
    const gone = spawn(process.execPath, ['-e', '0']);
    await once(gone, 'exit');
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: gone.pid, host: hostname(), role: 'server', since: 'then' }),
    );
    const taken = lockDirectory(dir, 'server');
    expect(JSON.parse(readFileSync(taken.file, 'utf8')).pid).toBe(process.pid);
    taken.release();

    // A live process of another program holds it: refused, with its pid.
    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(
        path.join(dir, LOCK_FILE),
        JSON.stringify({ pid: live.pid, host: hostname(), role: 'server', since: 'now' }),
      );
      expect(() => lockDirectory(dir, 'server')).toThrow(`pid ${live.pid}`);
    } finally {
      const exited = once(live, 'exit');
      live.kill();
      await exited;
    }
    lockDirectory(dir, 'server').release();
  });
});

describe('a second server on the same directory', () => {
  it('serves pages and search with analytics off, and one log line names the directory and the holder', async () => {
    const dir = path.join(scratch, 'shared');
    const first = await serverOn(dir);
    try {
      const second = await serverOn(dir);
      try {
        await servesWithoutAnalytics(second.app);
        const errors = second.lines.filter((line) => line.level >= 50);
        expect(errors).toHaveLength(1);
        expect(errors[0]?.msg).toMatch(
          new RegExp(
            `^analytics off: the analytics store in ${dir} is in use by a server \\(pid ${process.pid} on`,
          ),
        );
        // The first one still stores feedback.
        const res = await first.app.inject({
          method: 'POST',
          url: '/api/feedback',
          headers: { 'content-type': 'text/plain', origin: 'http://localhost' },
          payload: JSON.stringify({
            id: '4f1c2b9e-8a3d-4c5e-9f60-1a2b3c4d5e6f',
            path: '/guide/start/introduction',
            helpful: true,
          }),
        });
        expect(res.statusCode).toBe(200);
      } finally {
        await second.app.close();
      }
      // The second server never touched the lock of the first.
      expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    } finally {
      await first.app.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 120_000);
});

describe('a store that cannot open', () => {
  it('leaves analytics off with a clear line: a damaged directory, a path that is no directory', async () => {
    const damaged = path.join(scratch, 'damaged');
    mkdirSync(damaged, { recursive: true });
    writeFileSync(path.join(damaged, 'PG_VERSION'), 'garbage\n');
    const notADirectory = path.join(scratch, 'a-file');
    writeFileSync(notADirectory, 'x');
    for (const [dir, message] of [
      [damaged, `PGlite cannot open the analytics store in ${damaged}`],
      [
        path.join(notADirectory, 'data'),
        `the analytics store directory ${notADirectory}/data cannot be used`,
      ],
    ] as const) {
      const { app, lines } = await serverOn(dir);
      try {
        await servesWithoutAnalytics(app);
        const errors = lines.filter((line) => line.level >= 50);
        expect(errors).toHaveLength(1);
        expect(errors[0]?.msg).toContain(`analytics off: ${message}`);
        expect(errors[0]?.msg).not.toContain('[object Object]');
        // The operator's report says why too.
        const report = await app.inject({
          url: '/_analytics',
          headers: { authorization: 'Bearer lock-test-token-0123456789' },
        });
        expect(report.statusCode).toBe(503);
        expect(report.body).toContain(message);
      } finally {
        await app.close();
      }
    }
    // The damaged directory is left as it was, for its owner to look at.
    expect(readFileSync(path.join(damaged, 'PG_VERSION'), 'utf8')).toBe('garbage\n');
  }, 120_000);
});

describe('npm run analytics beside a server', () => {
  it('refuses the directory a server holds, naming it, and reads a copy once it has stopped', async () => {
    const dir = path.join(scratch, 'report');
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const report = () =>
      run(process.execPath, ['--import', 'tsx', 'server/analytics/cli.ts', '--days', '1'], {
        env: {
          ...process.env,
          ANALYTICS_DATA_DIR: dir,
          ANALYTICS_SERVER: nobody,
          DATABASE_URL: '',
        },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const { app } = await serverOn(dir);
    try {
      const refused = await report();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `The analytics store in ${dir} is in use by a server (pid ${process.pid}`,
      );
    } finally {
      await app.close();
    }
    const read = await report();
    expect(read.stderr).toBe('');
    expect(read.code).toBe(0);
    expect(read.stdout).toMatch(/English/);
    // It wrote nothing there and left no lock behind.
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 180_000);
});
