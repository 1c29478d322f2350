import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SearchEngine } from '../../search/engine/engine.ts';
import type { AnalyticsConfig } from './config.ts';
import { openDatabase } from './db.ts';
import { pageLangOf, sitePages } from './pages.ts';
import { registerAnalytics } from './routes.ts';
import type { SearchRecord } from './store.ts';
import { AnalyticsStore } from './store.ts';

export type { AnalyticsConfig } from './config.ts';

/**
 * Turns analytics on for a site server: opens the database (PGlite or DATABASE_URL), starts the
 * store, registers the endpoints, closes the store with the server. Answers the callback the
 * search API calls for each search answered with a queryID.
 */
export async function setupAnalytics(
  app: FastifyInstance,
  options: { root: string; engines: ReadonlyMap<string, SearchEngine>; config: AnalyticsConfig },
): Promise<(search: SearchRecord) => void> {
  const log: FastifyBaseLogger = app.log;
  const { config } = options;
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (error) =>
      log.warn({ err: { message: error.message } }, 'analytics database connection lost'),
  });
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
