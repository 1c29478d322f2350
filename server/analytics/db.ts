import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The analytics database: PostgreSQL, either embedded (PGlite, PostgreSQL compiled to
 * WebAssembly, in a directory of its own or in memory) or a server reached through
 * `DATABASE_URL` (node-postgres pool). Both speak the same SQL with `$1` parameters; the store
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
  /** Called with errors of idle pooled connections (a server restart), instead of crashing. */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options);
  return openPglite(options.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<Database> {
  const db = await PGlite.create(dataDir);
  const query = async <Row>(sql: string, params?: unknown[]) =>
    (await db.query<Row>(sql, params)).rows;
  return {
    kind: 'pglite',
    query,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: unknown[]) =>
            (await tx.query<Row>(sql, params)).rows,
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => db.close(),
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
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
