import { execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os, { userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './siteServer.ts';

/**
 * A throwaway PostgreSQL server for the integration tests: `initdb` in a temporary directory,
 * `postgres` on a free loopback port, trust authentication, removed by `stop()`. PostgreSQL
 * refuses to run as root: as root, the cluster belongs to the `postgres` user (Debian's package
 * creates it) or else `nobody`, and the binaries run as that user. `TEST_DATABASE_URL` uses an
 * existing server instead (the tests create their own tables' rows and clean them up).
 */
export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

function findBinary(name: string): string {
  const candidates = [
    process.env.PG_BINDIR && path.join(process.env.PG_BINDIR, name),
    ...(() => {
      try {
        return execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null'], {
          encoding: 'utf8',
        })
          .split('\n')
          .filter(Boolean)
          .sort()
          .reverse()
          .map((dir) => path.join(dir, name));
      } catch {
        return [];
      }
    })(),
  ].filter((candidate): candidate is string => Boolean(candidate));
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() ||
      (candidates[0] as string)
    );
  } catch {
    const found = candidates.find((candidate) => {
      try {
        execFileSync(candidate, ['--version']);
        return true;
      } catch {
        return false;
      }
    });
    if (!found) {
      throw new Error(
        `PostgreSQL's ${name} was not found (PATH, /usr/lib/postgresql/*/bin or PG_BINDIR): install Debian's postgresql package (.ci/run does)`,
      );
    }
    return found;
  }
}

function runAsUser(): { name: string; uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      return { name, uid, gid };
    } catch {}
  }
  throw new Error(
    'Running as root and neither a postgres nor a nobody user exists to run PostgreSQL',
  );
}

export async function startTestPostgres(): Promise<TestPostgres> {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, stop: async () => {} };
  }
  const initdb = findBinary('initdb');
  const postgres = findBinary('postgres');
  const user = runAsUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'analytics-pg-'));
  const data = path.join(dir, 'data');
  if (user) chownSync(dir, user.uid, user.gid);
  const as = user ? { uid: user.uid, gid: user.gid, cwd: dir } : {};
  execFileSync(
    initdb,
    ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
    { stdio: 'pipe', ...as },
  );
  const port = await freePort();
  const server = spawn(
    postgres,
    [
      ...['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], ...as },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    server.stderr?.on('data', (chunk) => {
      log += chunk;
      if (log.includes('ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`postgres exited with ${code}:\n${log}`)));
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        // SIGINT: PostgreSQL's fast shutdown.
        server.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
