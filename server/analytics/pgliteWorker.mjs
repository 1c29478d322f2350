// PGlite (PostgreSQL compiled to WebAssembly) in a worker thread: its queries run on this
// thread, never on the server's event loop. Plain JavaScript so that Node runs it as it is
// (whatever loads the TypeScript of the main thread). Messages: { id, type: 'query' | 'exec' |
// 'close', sql, params } → { id, rows } or { id, error }. See db.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const ready = PGlite.create(workerData.dataDir);
// A directory that cannot be opened is answered to the first query, not thrown in this thread.
ready.catch(() => {});

/** A message for anything thrown: PGlite and Emscripten also throw plain objects. */
function describe(error) {
  if (error instanceof Error) return error.message;
  if (error && typeof error.message === 'string' && error.message) return error.message;
  if (error && error.name === 'ExitStatus') return `PostgreSQL exited with status ${error.status}`;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

parentPort.on('message', async ({ id, type, sql, params }) => {
  try {
    const db = await ready;
    if (type === 'query') {
      const { rows } = await db.query(sql, params);
      parentPort.postMessage({ id, rows });
    } else if (type === 'exec') {
      await db.exec(sql);
      parentPort.postMessage({ id, rows: [] });
    } else if (type === 'close') {
      await db.close();
      parentPort.postMessage({ id, rows: [] });
    }
  } catch (error) {
    // The SQLSTATE too: the store tells a row the database refuses from a database that is away.
    parentPort.postMessage({
      id,
      error: describe(error),
      code: typeof error?.code === 'string' ? error.code : undefined,
    });
  }
});
