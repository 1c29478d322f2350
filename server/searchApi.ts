import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RECORDS_DIR } from '../search/config.ts';
import { SearchEngine } from '../search/engine/engine.ts';
import { unpackIndexFile } from '../search/engine/indexFile.ts';
import { toSimplified } from '../search/engine/traditional.ts';
import {
  CORS_HEADERS,
  errorBody,
  handleSearchRequest,
  MAX_BODY_BYTES,
  type SearchApiOptions,
} from '../search/protocol/api.ts';
import { prepare } from '../search/protocol/warmUp.ts';
import { type RateLimitOptions, registerApiScope } from './apiScope.ts';
import { compressedAnswer } from './compressedAnswer.ts';

/** One engine per records file of the build (`<root>/search/<indexName>.json`). */
export function loadEngines(root: string): Map<string, SearchEngine> {
  const dir = path.join(root, RECORDS_DIR);
  const engines = new Map<string, SearchEngine>();
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return engines;
  }
  for (const name of names) {
    const file = unpackIndexFile(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
    const engine = new SearchEngine(file, { toSimplified });
    prepare(engine);
    engines.set(file.indexName, engine);
  }
  return engines;
}

export const DEFAULT_RATE_LIMIT = { max: 600, windowSeconds: 60 } as const;

/**
 * The Algolia-compatible search API under `/1/`. Bodies are read as UTF-8 text whatever their
 * content type (browsers send JSON as `text/plain`), each client IP gets `rateLimit` requests
 * per window, answers are compressed when the client accepts it, and every error is
 * Algolia-shaped JSON (apiScope.ts).
 */
export async function registerSearchApi(
  app: FastifyInstance,
  options: Omit<SearchApiOptions, 'engines' | 'onSearch'> & {
    engines: Map<string, SearchEngine>;
    rateLimit?: RateLimitOptions;
    /** Where a request's searches with clickAnalytics are recorded, if anywhere (analytics/). */
    analyticsFor?: (request: FastifyRequest) => SearchApiOptions['onSearch'];
  },
): Promise<void> {
  await app.register(
    async (scope) => {
      await registerApiScope(scope, {
        rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
        // Preflights are free: the browser sends one before the first query to a replica.
        rateLimitAllows: (request) => request.method === 'OPTIONS',
        bodyLimit: MAX_BODY_BYTES,
        errorLog: 'search API error',
      });
      scope.addHook('onSend', (_request, reply, payload, done) => {
        reply.headers(CORS_HEADERS);
        // Pages of other origins (the replicas' sites) read these answers.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        done(null, payload);
      });
      scope.setNotFoundHandler((_request, reply) =>
        reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send(errorBody(404, 'Not found').body),
      );
      scope.options('/*', (_request, reply) => reply.code(204).send());
      scope.route({
        method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
        url: '/*',
        handler: (request, reply) => {
          const url = new URL(request.url, 'http://localhost');
          const result = handleSearchRequest(
            {
              method: request.method,
              path: url.pathname,
              searchParams: url.searchParams,
              headers: request.headers,
              body: typeof request.body === 'string' ? request.body : '',
            },
            options.analyticsFor
              ? { ...options, onSearch: options.analyticsFor(request) }
              : options,
          );
          if (result.cause) request.log.error({ err: result.cause }, 'search API error');
          const { body, encoding } = compressedAnswer(
            result.body,
            request.headers['accept-encoding'],
          );
          if (encoding) reply.header('content-encoding', encoding);
          return reply
            .code(result.status)
            .header('vary', 'Accept-Encoding')
            .type('application/json; charset=utf-8')
            .send(body);
        },
      });
    },
    { prefix: '/1' },
  );
}
