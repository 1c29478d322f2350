import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
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
import { SearchApiError } from '../search/protocol/errors.ts';
import { prepare } from '../search/protocol/warmUp.ts';
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

/** Requests per client IP in a time window; `false` turns the limit off. */
export type RateLimitOptions = { max: number; windowSeconds: number } | false;

export const DEFAULT_RATE_LIMIT = { max: 600, windowSeconds: 60 } as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The Algolia-compatible search API under `/1/`. Bodies are read as UTF-8 text whatever their
 * content type (browsers send JSON as `text/plain`), each client IP gets `rateLimit` requests
 * per window, answers are compressed when the client accepts it, and every error is
 * Algolia-shaped JSON.
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
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  await app.register(
    async (scope) => {
      if (limit) {
        await scope.register(rateLimit, {
          max: limit.max,
          timeWindow: limit.windowSeconds * 1000,
          // Preflights are free: the browser sends one before the first query to a replica.
          allowList: (request) => request.method === 'OPTIONS',
          errorResponseBuilder: (_request, context) =>
            new SearchApiError(
              429,
              `Too many requests: at most ${context.max} per ${limit.windowSeconds} s, retry in ${context.after}`,
            ),
        });
      }
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
        (_req, body, done) => {
          try {
            done(null, utf8.decode(body as Buffer));
          } catch {
            done(new SearchApiError(400, 'The request body is not valid UTF-8'), undefined);
          }
        },
      );
      scope.addHook('onSend', (_request, reply, payload, done) => {
        reply.headers(CORS_HEADERS);
        // Pages of other origins (the replicas' sites) read these answers.
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        done(null, payload);
      });
      scope.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
        const message =
          error instanceof SearchApiError
            ? error.message
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? `Request body too large: at most ${MAX_BODY_BYTES} bytes`
              : status === 500
                ? 'Internal error'
                : 'Bad request';
        if (status === 500) request.log.error({ err: error }, 'search API error');
        const { body } = errorBody(status, message);
        return reply.code(status).type('application/json; charset=utf-8').send(body);
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
