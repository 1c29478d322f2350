import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../search/config.ts';
import { notFoundPageFor } from './notFound.ts';
import { loadEngines, registerSearchApi } from './searchApi.ts';

export interface SiteServerOptions {
  /** The static output of `rspress build`. */
  root: string;
  logger?: FastifyServerOptions['logger'];
  /** Credentials the search API accepts: the site's public search-only key. */
  search?: { appId: string; apiKey: string; cacheBytes?: number };
}

/** Hashed files under /static/ never change; everything else is revalidated. */
function cacheControlFor(filePath: string): string {
  return /[\\/]static[\\/]/.test(filePath)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/**
 * The site's HTTP server: the built site with clean URLs
 * (`/guide/start/introduction` serves `introduction.html`), locale-aware 404 pages, and the
 * Algolia-compatible search API over the records of the build.
 */
export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No built site in ${root}: run \`npm run build\` first.`);
  }

  const app = Fastify({
    logger: options.logger ?? false,
    // One log line per request (written in onResponse) instead of two.
    logController: new LogController({ disableRequestLogging: true }),
  });

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

  await registerSearchApi(app, {
    engines: loadEngines(root),
    appId: options.search?.appId ?? DEFAULT_APP_ID,
    apiKey: options.search?.apiKey ?? DEFAULT_API_KEY,
    cacheBytes: options.search?.cacheBytes,
  });

  await app.register(fastifyStatic, {
    root,
    extensions: ['html'],
    index: ['index.html'],
    redirect: true,
    wildcard: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const page = notFoundPageFor(request.url, root);
    reply.code(404);
    if (page && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(page, root);
    }
    return reply.type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
