import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../search/config.ts';
import { errorBody } from '../search/protocol/api.ts';
import {
  type AnalyticsConfig,
  registerAnalyticsOff,
  type SearchAnalytics,
  setupAnalytics,
} from './analytics/index.ts';
import type { RateLimitOptions } from './apiScope.ts';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './env.ts';
import { DEFAULT_RATE_LIMIT, loadEngines, registerSearchApi } from './searchApi.ts';
import { registerSearchResultsPage } from './searchResultsPage.tsx';
import { registerSecurityHeaders } from './securityHeaders.ts';
import { registerStaticSite } from './staticSite.ts';

export interface SiteServerOptions {
  /** The static output of `rspress build`. */
  root: string;
  logger?: FastifyServerOptions['logger'];
  /** Credentials the search API accepts: the site's public search-only key. */
  search?: { appId: string; apiKey: string; cacheBytes?: number };
  /** Search API requests per client IP and time window (default 600 a minute), or `false`. */
  rateLimit?: RateLimitOptions;
  /** Behind a proxy: which `X-Forwarded-For` hops to trust for the client IP (Fastify's option). */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Search analytics and page feedback (server/analytics), or off (the default here). */
  analytics?: AnalyticsConfig | false;
  /** Timeouts and caps of connections (env.ts); the defaults of DEFAULT_CONNECTION_LIMITS. */
  limits?: Partial<ConnectionLimits>;
}

/**
 * The site's HTTP server: the built site (see staticSite.ts) with security headers, the
 * Algolia-compatible search API over the records of the build, the search results pages with
 * their results (searchResultsPage.tsx), and `/healthz` for load balancers.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first.`);
  }

  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.limits };
  const app = Fastify({
    logger: options.logger ?? false,
    // No connection is held forever: a body sent a byte at a time, headers that never end, a
    // client that stops reading or an idle keep-alive connection are all cut (README, "Connections").
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // How often Node looks for requests past their timeouts (its default is 30 s).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    trustProxy: options.trustProxy ?? false,
    // One log line per request (written in onResponse) instead of two.
    logController: new LogController({ disableRequestLogging: true }),
    // A URL the router cannot decode (`/%FF`) gets the answer of the part it was meant for.
    frameworkErrors(error, request, untypedReply) {
      const reply = untypedReply as FastifyReply;
      const message = `Bad request: ${error.message}`;
      if (request.url.startsWith('/1/')) {
        reply.code(400).type('application/json; charset=utf-8').send(errorBody(400, message).body);
        return;
      }
      reply.code(400).type('text/plain; charset=utf-8').send(message);
    },
  });

  // Past the cap, Node closes new connections at once: memory stays bounded whatever the clients.
  if (limits.maxConnections > 0) app.server.maxConnections = limits.maxConnections;

  // The path only: credentials may travel in the query string (x-algolia-api-key).
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  registerSecurityHeaders(app, root);

  const engines = loadEngines(root);
  app.get('/healthz', (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok', indexes: [...engines.keys()] }),
  );

  let analyticsFor: SearchAnalytics | undefined;
  if (options.analytics) {
    const setup = await setupAnalytics(app, { root, engines, config: options.analytics });
    analyticsFor = setup.analyticsFor;
    if (options.analytics.token) {
      // Loaded only where metrics exist: prom-client stays out of a server without them.
      const { registerMetrics } = await import('./metrics.ts');
      registerMetrics(app, { token: options.analytics.token, engines, store: setup.store });
    }
  } else {
    registerAnalyticsOff(app);
  }

  await registerSearchApi(app, {
    analyticsFor,
    engines,
    appId: options.search?.appId ?? DEFAULT_APP_ID,
    apiKey: options.search?.apiKey ?? DEFAULT_API_KEY,
    cacheBytes: options.search?.cacheBytes,
    rateLimit: options.rateLimit,
  });

  // The search results pages, before the static site that would send them without results.
  await registerSearchResultsPage(app, {
    root,
    engines,
    appId: options.search?.appId ?? DEFAULT_APP_ID,
    apiKey: options.search?.apiKey ?? DEFAULT_API_KEY,
    cacheBytes: options.search?.cacheBytes,
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
  });

  await registerStaticSite(app, root);
  return app;
}
