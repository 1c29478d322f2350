import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { SearchEngine } from '../../search/engine/engine.ts';
import type { SearchAnalyticsRecord } from '../../search/protocol/api.ts';
import {
  type AnalyticsConfig,
  DEFAULT_CLIENT_DAILY_QUOTA,
  DEFAULT_DAILY_QUOTA,
  DEFAULT_SITE_URL,
} from './config.ts';
import { type Database, describeError, openDatabase } from './db.ts';
import { originAllowed, originOf } from './origin.ts';
import { pageOf, sitePages } from './pages.ts';
import { DailyQuota } from './quota.ts';
import { registerAnalytics, registerAnalyticsOff } from './routes.ts';
import { AnalyticsStore } from './store.ts';

export type { AnalyticsConfig } from './config.ts';
export { registerAnalyticsOff } from './routes.ts';

/** For a search request: where its searches go (its origin allowed), or undefined. */
export type SearchAnalytics = (
  request: FastifyRequest,
) => ((search: SearchAnalyticsRecord) => void) | undefined;

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
): Promise<{ analyticsFor?: SearchAnalytics; store?: AnalyticsStore }> {
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
    return {};
  }
  const store = new AnalyticsStore(db, {
    retentionDays: config.retentionDays,
    flushMs: config.flushMs,
    settleDelayMs: config.settleDelayMs,
    maintenanceMs: config.maintenanceMs,
    logger: log,
  });
  // Not awaited: a database that is away must not keep the site from starting.
  void store.start();
  app.addHook('onClose', () => store.close());
  const pages = sitePages(options.root);
  const indexes = new Map([...options.engines].map(([name, engine]) => [name, engine.lang]));
  const origins = new Set(config.origins ?? [new URL(DEFAULT_SITE_URL).origin]);
  const quota = new DailyQuota({
    perClient: config.clientDailyQuota ?? DEFAULT_CLIENT_DAILY_QUOTA,
    total: config.dailyQuota ?? DEFAULT_DAILY_QUOTA,
  });
  quota.onFirstRefusal = (reason) =>
    log.warn(
      { reason, perClient: quota.options.perClient, total: quota.options.total },
      reason === 'quota_total'
        ? 'analytics daily quota reached for all clients: records refused until UTC midnight'
        : 'analytics daily quota reached by a client: its records refused until UTC midnight',
    );
  await registerAnalytics(app, {
    store,
    indexes,
    pageOf: (path) => pageOf(pages, path),
    origins,
    quota,
    token: config.token,
    rateLimit: config.rateLimit,
  });
  // Searches are answered whoever asks; only those of the site's pages are recorded, within
  // the quota (past it the search is answered and its record dropped, counted).
  const analyticsFor: SearchAnalytics = (request) => {
    if (!originAllowed(request, originOf(request), origins)) {
      return (_search) => store.refuse('searches', 'origin');
    }
    return (search) => {
      const refusal = quota.take(request.ip, 1);
      if (refusal) store.dropAccepted('searches', refusal);
      else store.recordSearch(search);
    };
  };
  return { analyticsFor, store };
}
