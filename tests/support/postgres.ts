import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os, { userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from './siteServer.ts';

/**
 * A throwaway PostgreSQL server for the integration tests: `initdb` in a temporary directory,
 * `postgres` on a free loopback port, trust authentication, removed by `stop()`. PostgreSQL
 * refuses to run as root: as root, the cluster belongs to the `postgres` user (Debian's package
 * creates it) or else `nobody`, and the binaries run as that user. `TEST_DATABASE_URL` uses an
 * existing server instead (the tests drop and recreate the analytics tables there).
 */
export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
  /** Stops the server, keeping its data (an outage); `resume` starts it again on the same port. */
  pause(): Promise<void>;
  resume(): Promise<void>;
}

/** A PostgreSQL program: from PG_BINDIR, the PATH, or Debian's /usr/lib/postgresql/<version>/bin. */
function findBinary(name: string): string {
  if (process.env.PG_BINDIR) return path.join(process.env.PG_BINDIR, name);
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
  } catch {}
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const candidate = path.join(debian, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `PostgreSQL's ${name} was not found (PG_BINDIR, PATH, /usr/lib/postgresql/*/bin): install Debian's postgresql package (.ci/run does)`,
  );
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
    const unsupported = async () => {
      throw new Error('an outage needs the test PostgreSQL of tests/support/postgres.ts');
    };
    return {
      url: process.env.TEST_DATABASE_URL,
      stop: async () => {},
      pause: unsupported,
      resume: unsupported,
    };
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
  const launch = async () => {
    const child = spawn(
      postgres,
      [
        ...['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir],
        ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], ...as },
    );
    let log = '';
    await new Promise<void>((resolve, reject) => {
      child.stderr?.on('data', (chunk) => {
        log += chunk;
        if (log.includes('ready to accept connections')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`postgres exited with ${code}:\n${log}`)));
    });
    return child;
  };
  const halt = async (child: ReturnType<typeof spawn>) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // SIGINT: PostgreSQL's fast shutdown (connections are cut).
      child.kill('SIGINT');
      await exited;
    }
  };
  let server = await launch();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await halt(server);
      rmSync(dir, { recursive: true, force: true });
    },
    pause: () => halt(server),
    async resume() {
      server = await launch();
    },
  };
}
