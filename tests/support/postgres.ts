import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
  /**
   * Freezes the server (SIGSTOP to postgres and every process it started): connections stay
   * open and nothing answers, as with a host that hangs; `thaw` (SIGCONT) lets it go on.
   */
  freeze(): void;
  thaw(): void;
}

/** A process and its descendants, parents first (from /proc). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid ...: comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []));
  return tree;
}

function signalTree(root: number | undefined, signal: NodeJS.Signals) {
  if (root === undefined) throw new Error('postgres is not running');
  for (const pid of processTree(root)) {
    try {
      process.kill(pid, signal);
    } catch {}
  }
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
      freeze: () => {
        throw new Error('freezing needs the test PostgreSQL of tests/support/postgres.ts');
      },
      thaw: () => {},
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
      // A frozen server would never stop.
      signalTree(server.pid, 'SIGCONT');
      await halt(server);
      rmSync(dir, { recursive: true, force: true });
    },
    pause: () => halt(server),
    async resume() {
      server = await launch();
    },
    // The postmaster first, so that it starts no new process meanwhile.
    freeze: () => signalTree(server.pid, 'SIGSTOP'),
    thaw: () => signalTree(server.pid, 'SIGCONT'),
  };
}
