import path from 'node:path';
import { searchConfigFromEnv } from '../search/config.ts';
import { createSiteServer } from './app.ts';

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '0.0.0.0';
const root = path.resolve(process.env.DOC_BUILD_DIR ?? 'doc_build');

// Megabytes of recent search answers kept per index; 0 turns the cache off.
const cacheMb = Number(process.env.SEARCH_CACHE_MB ?? 16);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}
if (!Number.isFinite(cacheMb) || cacheMb < 0) {
  console.error(
    `SEARCH_CACHE_MB must be a number of megabytes (0 or more), got "${process.env.SEARCH_CACHE_MB}".`,
  );
  process.exit(1);
}

try {
  const search = searchConfigFromEnv(process.env);
  const app = await createSiteServer({
    root,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    search: { appId: search.appId, apiKey: search.apiKey, cacheBytes: cacheMb * 1024 * 1024 },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port, host });
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`\n  Rspress docs are being served from ${root}\n  Open http://${shown}:${port}/\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
