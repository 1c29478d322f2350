import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { SearchEngine } from '../search/engine/engine.ts';
import { searchCacheStats } from '../search/protocol/api.ts';
import type { AnalyticsStore } from './analytics/store.ts';
import { authorized } from './tokenAuth.ts';

export const METRICS_PATH = '/metrics';

/**
 * Prometheus metrics (prom-client) at `/metrics`, for `Authorization: Bearer <ANALYTICS_TOKEN>`
 * only: requests by route and status, latency, the search cache, and what analytics accepted,
 * wrote, dropped (by reason) and refused, its queue and whether its database answers. One
 * registry per server. The route label is the route's pattern (`/*` for the site's files), never
 * the URL, so that the number of series stays bounded.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: {
    token: string;
    engines: ReadonlyMap<string, SearchEngine>;
    /** Undefined when analytics is off or its store could not open. */
    store?: AnalyticsStore;
  },
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern',
    labelNames: ['route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    latency.observe({ route }, reply.elapsedTime / 1000);
  });

  /** A counter that follows a total kept elsewhere (prom-client counters only go up by inc). */
  const followed = (
    name: string,
    help: string,
    labelNames: string[],
    read: () => { labels: Record<string, string>; value: number }[],
  ) => {
    const seen = new Map<string, number>();
    new Counter({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        for (const { labels, value } of read()) {
          const key = JSON.stringify(labels);
          const delta = value - (seen.get(key) ?? 0);
          if (delta > 0) this.inc(labels, delta);
          seen.set(key, value);
        }
      },
    });
  };
  followed('search_cache_hits_total', 'Search answers served from the cache', [], () => [
    { labels: {}, value: searchCacheStats(options.engines).hits },
  ]);
  followed('search_cache_misses_total', 'Search answers computed', [], () => [
    { labels: {}, value: searchCacheStats(options.engines).misses },
  ]);

  const { store } = options;
  new Gauge({
    name: 'analytics_store_up',
    help: '1 when the analytics database answered the last write, 0 when not (or no store)',
    registers: [registry],
    collect() {
      this.set(store?.stats().up === false || !store ? 0 : 1);
    },
  });
  if (!store) {
    app.get(METRICS_PATH, metricsRoute(options.token, registry));
    return;
  }
  new Gauge({
    name: 'analytics_queue_depth',
    help: 'Analytics records waiting to be written',
    registers: [registry],
    collect() {
      this.set(store.pending);
    },
  });
  const byKind =
    (pick: (stats: ReturnType<AnalyticsStore['stats']>) => Record<string, number>) => () =>
      Object.entries(pick(store.stats())).map(([kind, value]) => ({ labels: { kind }, value }));
  followed(
    'analytics_records_accepted_total',
    'Analytics records accepted, by kind',
    ['kind'],
    byKind((s) => s.accepted),
  );
  followed(
    'analytics_records_written_total',
    'Analytics records stored, by kind',
    ['kind'],
    byKind((s) => s.written),
  );
  const byReason =
    (
      pick: (stats: ReturnType<AnalyticsStore['stats']>) => Record<string, Record<string, number>>,
    ) =>
    () =>
      Object.entries(pick(store.stats())).flatMap(([reason, kinds]) =>
        Object.entries(kinds).map(([kind, value]) => ({ labels: { reason, kind }, value })),
      );
  followed(
    'analytics_records_dropped_total',
    'Analytics records accepted and not stored, by reason and kind',
    ['reason', 'kind'],
    byReason((s) => s.dropped),
  );
  followed(
    'analytics_records_refused_total',
    'Analytics records refused at the door (403 origin, 429 quota; searches not recorded), by reason and kind',
    ['reason', 'kind'],
    byReason((s) => s.refused),
  );
  followed(
    'analytics_retention_runs_total',
    'Retention passes this server ran (with several servers on one database, one of them runs each period)',
    [],
    () => [{ labels: {}, value: store.stats().retention.runs }],
  );
  followed(
    'analytics_retention_deleted_total',
    'Analytics records past the retention deleted by this server',
    [],
    () => [{ labels: {}, value: store.stats().retention.deleted }],
  );
  app.get(METRICS_PATH, metricsRoute(options.token, registry));
}

function metricsRoute(token: string, registry: Registry) {
  return async (
    request: { headers: { authorization?: string } },
    reply: import('fastify').FastifyReply,
  ) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
    if (!authorized(request, reply, { token })) return reply;
    return reply.type(registry.contentType).send(await registry.metrics());
  };
}
