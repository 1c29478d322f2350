import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process at a time in a PGlite directory: PGlite is PostgreSQL in one process, with no
 * shared memory between two of them, so a second process writing the same files loses writes,
 * duplicates rows and can leave the directory unable to open. The owner holds
 * `<dir>/analytics.lock`, created atomically (written aside, then hard-linked into place), holding its pid, host, role and start
 * time. A lock whose pid no longer runs on this host is stale and taken over; one held by a live
 * process, or by another host (which cannot be checked from here), is refused.
 */

export const LOCK_FILE = 'analytics.lock';

export type LockRole = 'server' | 'report';

export interface LockHolder {
  pid: number;
  host: string;
  role: LockRole;
  since: string;
}

export class StoreLockedError extends Error {
  override name = 'StoreLockedError';
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the analytics store in ${dir} is in use by ${holder.role === 'report' ? 'npm run analytics' : 'a server'} ` +
        `(pid ${holder.pid} on ${holder.host}, since ${holder.since}); one process at a time: ` +
        `stop it, or give this one another ANALYTICS_DATA_DIR or a DATABASE_URL` +
        ` (if that process is gone, delete ${path.join(dir, LOCK_FILE)})`,
    );
  }
}

export interface DirectoryLock {
  readonly file: string;
  release(): void;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return undefined;
    return {
      pid: holder.pid,
      host: holder.host,
      role: holder.role === 'report' ? 'report' : 'server',
      since: typeof holder.since === 'string' ? holder.since : 'an unknown time',
    };
  } catch {
    return undefined;
  }
}

/** Whether the holder is certainly gone: a process of this host that no longer runs. */
function stale(holder: LockHolder | undefined): boolean {
  if (!holder) return true;
  return holder.host === hostname() && holder.pid !== process.pid && !alive(holder.pid);
}

/** Who holds the directory's lock, if a live process does. */
export function lockHolder(dir: string): LockHolder | undefined {
  const holder = readHolder(path.join(dir, LOCK_FILE));
  return holder && !stale(holder) ? holder : undefined;
}

/**
 * Takes the lock of `dir` (created if missing) for this process, or throws StoreLockedError.
 * Other errors (a read-only or missing parent directory) are thrown as they are. The lock is
 * released by `release()` and, failing that, when the process exits.
 */
export function lockDirectory(dir: string, role: LockRole): DirectoryLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    role,
    since: new Date().toISOString(),
  };
  // Written whole under another name, then linked: the lock is never seen half written.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, `${JSON.stringify(me)}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(file);
      if (!stale(holder) && holder) throw new StoreLockedError(dir, holder);
      if (attempt >= 3) throw new Error(`cannot take the lock ${file}`);
      try {
        unlinkSync(file);
      } catch {}
    }
  } finally {
    try {
      unlinkSync(draft);
    } catch {}
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Only our own lock: never one a later owner took over.
    if (readHolder(file)?.pid === me.pid && readHolder(file)?.since === me.since) {
      try {
        unlinkSync(file);
      } catch {}
    }
  };
  process.on('exit', release);
  return { file, release };
}

/**
 * Like lockDirectory, but waits up to `waitMs` while the holder is `npm run analytics` (which
 * holds the directory for the few seconds it takes to copy it).
 */
export async function lockDirectoryWaiting(
  dir: string,
  role: LockRole,
  waitMs = 30_000,
): Promise<DirectoryLock> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return lockDirectory(dir, role);
    } catch (error) {
      if (!(error instanceof StoreLockedError) || error.holder.role !== 'report') throw error;
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
