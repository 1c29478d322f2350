import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SearchEngine } from '../../search/engine/engine.ts';
import type { AnalyticsConfig } from './config.ts';
import { type Database, describeError, openDatabase } from './db.ts';
import { pageLangOf, sitePages } from './pages.ts';
import { registerAnalytics, registerAnalyticsOff } from './routes.ts';
import type { SearchRecord } from './store.ts';
import { AnalyticsStore } from './store.ts';

export type { AnalyticsConfig } from './config.ts';
export { registerAnalyticsOff } from './routes.ts';

/**
 * Turns analytics on for a site server: opens the database (PGlite or DATABASE_URL), starts the
 * store, registers the endpoints, closes the store with the server. Answers the callback the
 * search API calls for each search answered with a queryID. A PGlite directory that cannot be
 * opened (locked by another process, read-only, damaged) leaves analytics off, with one error
 * line that says why: the site and its search are served all the same.
 */
export async function setupAnalytics(
  app: FastifyInstance,
  options: { root: string; engines: ReadonlyMap<string, SearchEngine>; config: AnalyticsConfig },
): Promise<((search: SearchRecord) => void) | undefined> {
  const log: FastifyBaseLogger = app.log;
  const { config } = options;
  let db: Database;
  try {
    db = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      onIdleError: (error) =>
        log.warn({ err: { message: error.message } }, 'analytics database connection lost'),
    });
  } catch (error) {
    // The site and its search go on without analytics; one line says why.
    const reason = describeError(error);
    log.error({ dataDir: config.dataDir }, `analytics off: ${reason}`);
    registerAnalyticsOff(app, { token: config.token, reason });
    return undefined;
  }
  const store = new AnalyticsStore(db, {
    retentionDays: config.retentionDays,
    flushMs: config.flushMs,
    settleDelayMs: config.settleDelayMs,
    logger: log,
  });
  // Not awaited: a database that is away must not keep the site from starting.
  void store.start();
  app.addHook('onClose', () => store.close());
  const pages = sitePages(options.root);
  const indexes = new Map([...options.engines].map(([name, engine]) => [name, engine.lang]));
  await registerAnalytics(app, {
    store,
    indexes,
    pageLang: (path) => pageLangOf(pages, path),
    token: config.token,
    rateLimit: config.rateLimit,
  });
  return (search) => store.recordSearch(search);
}
