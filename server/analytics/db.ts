import { Worker } from 'node:worker_threads';
import pg from 'pg';
import {
  type DirectoryLock,
  type LockRole,
  lockDirectoryWaiting,
  StoreLockedError,
} from './lock.ts';

/**
 * The analytics database: PostgreSQL, either embedded (PGlite, PostgreSQL compiled to
 * WebAssembly, in a directory of its own or in memory) or a server reached through
 * `DATABASE_URL` (node-postgres pool). PGlite runs in a worker thread. Both speak the same SQL with `$1` parameters; the store
 * passes batches as one JSON parameter, so no driver-specific array encoding is involved.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction on one connection. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface Transaction {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Several statements without parameters (a migration). */
  exec(sql: string): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`: a PostgreSQL server. Without it, PGlite in `dataDir`. */
  url?: string;
  /** PGlite's directory, or `memory://` for a database that lives as long as the process. */
  dataDir?: string;
  /** Connections of the pool (PostgreSQL server only). */
  maxConnections?: number;
  /** Called with errors of connections no query is waiting on (a server restart), instead of crashing. */
  onIdleError?: (error: Error) => void;
  /** Who takes PGlite's directory lock (lock.ts): a server (the default) or the report command. */
  lockRole?: LockRole;
}

/** A readable message for anything thrown, PGlite's and Emscripten's plain objects included. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null) {
    const { message, name, status } = error as {
      message?: unknown;
      name?: unknown;
      status?: unknown;
    };
    if (typeof message === 'string' && message !== '') return message;
    if (name === 'ExitStatus') return `PostgreSQL exited with status ${String(status)}`;
    try {
      return JSON.stringify(error);
    } catch {}
  }
  return String(error);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options);
  const dataDir = options.dataDir ?? 'memory://';
  if (dataDir.startsWith('memory://')) return openPglite(dataDir);
  let lock: DirectoryLock;
  try {
    lock = await lockDirectoryWaiting(dataDir, options.lockRole ?? 'server');
  } catch (error) {
    if (error instanceof StoreLockedError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'EACCES' || code === 'EROFS' || code === 'EPERM'
        ? `the analytics store directory ${dataDir} is not writable (${code}): give the server's user write access or another ANALYTICS_DATA_DIR`
        : `the analytics store directory ${dataDir} cannot be used: ${describeError(error)}`,
    );
  }
  try {
    const db = await openPglite(dataDir);
    const close = db.close;
    return {
      ...db,
      async close() {
        try {
          await close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw new Error(
      `PGlite cannot open the analytics store in ${dataDir} (damaged, or not a PGlite directory?): ${describeError(error)}`,
    );
  }
}

/**
 * PGlite in a worker thread (pgliteWorker.mjs): a batch insert takes milliseconds of CPU, which
 * must not delay the searches the event loop is answering. One connection: a transaction holds
 * it, and other queries wait for the transaction to end.
 */
async function openPglite(dataDir: string): Promise<Database> {
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), {
    workerData: { dataDir },
  });
  const pending = new Map<
    number,
    { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on(
    'message',
    ({
      id,
      rows,
      error,
      code,
    }: {
      id: number;
      rows?: unknown[];
      error?: string;
      code?: string;
    }) => {
      const call = pending.get(id);
      pending.delete(id);
      if (pending.size === 0) worker.unref();
      if (error !== undefined) call?.reject(Object.assign(new Error(error), { code }));
      else call?.resolve(rows ?? []);
    },
  );
  worker.on('error', (error) => failAll(new Error(describeError(error))));
  worker.on('exit', (code) => failAll(new Error(`the PGlite worker exited (${code})`)));
  // The worker keeps the process alive only while it owes an answer.
  worker.unref();
  const call = (type: 'query' | 'exec' | 'close', sql = '', params?: unknown[]) =>
    new Promise<unknown[]>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, type, sql, params });
    });

  let transactionEnd: Promise<void> = Promise.resolve();
  const direct: Transaction = {
    query: async <Row>(sql: string, params?: unknown[]) =>
      (await call('query', sql, params)) as Row[],
    exec: async (sql) => {
      await call('exec', sql);
    },
  };
  // Creating the database (or opening its directory) fails here rather than at the first query.
  try {
    await call('query', 'SELECT 1');
  } catch (error) {
    await worker.terminate().catch(() => {});
    throw error;
  }
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params?: unknown[]) {
      await transactionEnd;
      return direct.query<Row>(sql, params);
    },
    async transaction(work) {
      const previous = transactionEnd;
      let end = () => {};
      transactionEnd = new Promise((resolve) => {
        end = resolve;
      });
      await previous;
      try {
        await direct.exec('BEGIN');
        const result = await work(direct);
        await direct.exec('COMMIT');
        return result;
      } catch (error) {
        await direct.exec('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        end();
      }
    },
    async close() {
      await transactionEnd;
      await call('close').catch(() => {});
      await worker.terminate();
    },
  };
}

async function openPostgres(options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 4,
    // A database that does not answer must not hold writes (or the report) for long.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  const query = async <Row>(sql: string, params?: unknown[]) =>
    (await pool.query(sql, params)).rows as Row[];
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: the database going away between two
      // statements of the transaction (a FATAL message with no query running) would be thrown
      // out of the process. Caught here, and the broken client is destroyed, not returned.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        options.onIdleError?.(error);
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as Row[],
          // Without parameters node-postgres uses the simple protocol, which runs several statements.
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is not returned to the pool either.
        if (!broken)
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError;
          });
        throw error;
      } finally {
        client.removeListener('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
