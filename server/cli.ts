import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { searchConfigFromEnv } from '../search/config.ts';
import { analyticsConfigFromEnv } from './analytics/config.ts';
import { createSiteServer } from './app.ts';
import {
  cacheBytesFromEnv,
  connectionLimitsFromEnv,
  rateLimitFromEnv,
  trustProxyFromEnv,
} from './env.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '0.0.0.0';
const root = path.resolve(process.env.DOC_BUILD_DIR ?? 'doc_build');
/** How long requests in flight may take to finish once a shutdown signal arrives. */
const SHUTDOWN_GRACE_MS = 10_000;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}

try {
  const search = searchConfigFromEnv(process.env);
  const app = await createSiteServer({
    root,
    // Warnings and errors only by default: the address stays the last line on the screen.
    // LOG_LEVEL=info adds one JSON line per request.
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    search: {
      appId: search.appId,
      apiKey: search.apiKey,
      cacheBytes: cacheBytesFromEnv(process.env),
    },
    rateLimit: rateLimitFromEnv(process.env),
    trustProxy: trustProxyFromEnv(process.env),
    analytics: analyticsConfigFromEnv(process.env),
    limits: connectionLimitsFromEnv(process.env),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
      setTimeout(() => {
        app.log.error('requests still in flight after the grace period: exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  // The bound port, which differs from PORT=0.
  const bound = (app.server.address() as AddressInfo).port;
  console.log(`\n  Rspress docs are being served from ${root}\n  Open http://${shown}:${bound}/\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
