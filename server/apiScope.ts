import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../search/protocol/api.ts';
import { SearchApiError } from '../search/protocol/errors.ts';

/** Requests per client IP in a time window; `false` turns the limit off. */
export type RateLimitOptions = { max: number; windowSeconds: number } | false;

export interface ApiScopeOptions {
  rateLimit: RateLimitOptions;
  /** Requests the limit never counts (the search API's preflights). */
  rateLimitAllows?: (request: FastifyRequest) => boolean;
  /** Largest body read by any route of the scope; without it, each route's own `bodyLimit`. */
  bodyLimit?: number;
  /** The log message of an internal error (500), which the client never sees. */
  errorLog: string;
  /** Headers every error answer carries besides the scope's own hooks'. */
  errorHeaders?: Record<string, string>;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What the server's Algolia-shaped JSON endpoints share (the search API in searchApi.ts, the
 * analytics endpoints in analytics/routes.ts), set up on the encapsulated scope of their routes:
 *
 * - each client IP gets `rateLimit.max` requests per window, then `429` with `Retry-After`;
 * - any body is read as UTF-8 text whatever its content type (browsers send JSON and beacons
 *   as `text/plain`), `400` when its bytes are not UTF-8, `413` past the body limit;
 * - every error is answered as Algolia answers errors, `{"message": "…", "status": 4xx}`: the
 *   message of a {@link SearchApiError}, else a generic one; never a stack trace.
 *
 * Call it before the scope's routes are added: they take the scope's error handler with them.
 */
export async function registerApiScope(
  scope: FastifyInstance,
  options: ApiScopeOptions,
): Promise<void> {
  const limit = options.rateLimit;
  if (limit) {
    await scope.register(rateLimit, {
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      ...(options.rateLimitAllows ? { allowList: options.rateLimitAllows } : {}),
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
    { parseAs: 'buffer', ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}) },
    (_request, body, done) => {
      try {
        done(null, utf8.decode(body as Buffer));
      } catch {
        done(new SearchApiError(400, 'The request body is not valid UTF-8'), undefined);
      }
    },
  );
  scope.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    const message =
      error instanceof SearchApiError
        ? error.message
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? `Request body too large: at most ${options.bodyLimit ?? request.routeOptions.bodyLimit} bytes`
          : status === 500
            ? 'Internal error'
            : 'Bad request';
    if (status === 500) request.log.error({ err: error }, options.errorLog);
    return reply
      .code(status)
      .headers(options.errorHeaders ?? {})
      .type('application/json; charset=utf-8')
      .send(errorBody(status, message).body);
  });
}
