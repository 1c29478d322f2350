import type { SearchEngine } from './engine.ts';
import { ParamError, parseSearchParams } from './params.ts';
import { ResultCache } from './resultCache.ts';

/**
 * The Algolia search REST API, as much of it as DocSearch and the algoliasearch clients use:
 * `POST /1/indexes/*\/queries` and `POST /1/indexes/{indexName}/query`. Independent of any HTTP
 * framework: the site server and the dev server both call `handleSearchRequest`.
 */

export interface SearchApiOptions {
  /** Index name → engine. */
  engines: ReadonlyMap<string, SearchEngine>;
  appId: string;
  /** The public search-only key; requests must carry it. */
  apiKey: string;
  /** Most queries accepted in one multi-query call. */
  maxQueriesPerCall?: number;
  /** Bytes of recent answers kept per index (0 turns the cache off); default 16 MB. */
  cacheBytes?: number;
}

export interface SearchApiRequest {
  method: string;
  /** Path without the query string, e.g. `/1/indexes/*\/queries`. */
  path: string;
  searchParams: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SearchApiResponse {
  status: number;
  /** The answer as UTF-8 JSON, ready for the wire. */
  body: Buffer;
  /** The unexpected error behind a 500, for the server's log (never sent to the client). */
  cause?: unknown;
}

/** Every response carries it: browsers call the API cross-origin from any replica's pages. */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
  'access-control-max-age': '86400',
} as const;

export const DEFAULT_MAX_QUERIES_PER_CALL = 50;
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function errorBody(status: number, message: string): SearchApiResponse {
  return { status, body: Buffer.from(JSON.stringify({ message, status })) };
}

function header(headers: SearchApiRequest['headers'], name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Credentials come as query parameters from browsers and as headers from Node clients. */
function checkCredentials(request: SearchApiRequest, options: SearchApiOptions): void {
  const appId =
    request.searchParams.get('x-algolia-application-id') ??
    header(request.headers, 'x-algolia-application-id');
  const apiKey =
    request.searchParams.get('x-algolia-api-key') ?? header(request.headers, 'x-algolia-api-key');
  if (!appId || !apiKey) {
    throw new ApiError(403, 'Invalid credentials: missing application ID or API key');
  }
  if (appId !== options.appId || apiKey !== options.apiKey) {
    throw new ApiError(403, 'Invalid Application-ID or API key');
  }
}

function parseBody(body: string): Record<string, unknown> {
  if (body.trim() === '') throw new ApiError(400, 'The request body is empty: expected JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(400, `The request body is not valid JSON: ${reason}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, 'The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** One cache per engine: a rebuilt engine (the dev server's, after an edit) starts afresh. */
const caches = new WeakMap<SearchEngine, ResultCache>();

function cacheOf(engine: SearchEngine, options: SearchApiOptions): ResultCache {
  let cache = caches.get(engine);
  if (!cache) {
    cache = new ResultCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
    caches.set(engine, cache);
  }
  return cache;
}

/** One query's answer as UTF-8 JSON. */
function runQuery(
  request: Record<string, unknown>,
  indexName: string,
  options: SearchApiOptions,
): Buffer {
  const engine = options.engines.get(indexName);
  if (!engine) throw new ApiError(404, `Index ${indexName} does not exist`);
  let params: ReturnType<typeof parseSearchParams>;
  try {
    params = parseSearchParams(request);
  } catch (error) {
    if (error instanceof ParamError) throw new ApiError(400, error.message);
    throw error;
  }
  // Click analytics answers carry a fresh queryID each time: never from the cache.
  if (params.clickAnalytics) return Buffer.from(JSON.stringify(engine.search(params)));
  const cache = cacheOf(engine, options);
  const key = JSON.stringify(params);
  let answer = cache.get(key);
  if (answer === undefined) {
    answer = Buffer.from(JSON.stringify(engine.search(params)));
    cache.set(key, answer);
  }
  return answer;
}

const RESULTS_START = Buffer.from('{"results":[');
const RESULTS_COMMA = Buffer.from(',');
const RESULTS_END = Buffer.from(']}');

function multipleQueries(body: Record<string, unknown>, options: SearchApiOptions): Buffer {
  const { requests } = body;
  if (!Array.isArray(requests)) {
    throw new ApiError(400, 'Missing or invalid "requests": expected an array of queries');
  }
  const max = options.maxQueriesPerCall ?? DEFAULT_MAX_QUERIES_PER_CALL;
  if (requests.length > max) {
    throw new ApiError(400, `Too many queries in one call: ${requests.length}, at most ${max}`);
  }
  const results = requests.map((request, i) => {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      throw new ApiError(400, `requests[${i}] must be an object`);
    }
    const { indexName, type, ...params } = request as Record<string, unknown>;
    if (typeof indexName !== 'string' || indexName === '') {
      throw new ApiError(400, `requests[${i}].indexName is missing`);
    }
    if (type !== undefined && type !== 'default') {
      throw new ApiError(400, `requests[${i}].type "${String(type)}" is not supported`);
    }
    return runQuery(params, indexName, options);
  });
  // The answers are encoded JSON already: join the bytes rather than serialize them again.
  const parts = results.flatMap((result, i) => (i === 0 ? [result] : [RESULTS_COMMA, result]));
  return Buffer.concat([RESULTS_START, ...parts, RESULTS_END]);
}

const MULTI = /^\/1\/indexes\/\*\/queries\/?$/;
const SINGLE = /^\/1\/indexes\/([^/]+)\/query\/?$/;

/** Answers one request to the search API; never throws. */
export function handleSearchRequest(
  request: SearchApiRequest,
  options: SearchApiOptions,
): SearchApiResponse {
  try {
    const single = SINGLE.exec(request.path);
    if (!MULTI.test(request.path) && !single) throw new ApiError(404, 'Not found');
    if (request.method !== 'POST') throw new ApiError(405, 'Method not allowed: use POST');
    checkCredentials(request, options);
    const body = parseBody(request.body);
    if (single) {
      let indexName: string;
      try {
        indexName = decodeURIComponent(single[1] as string);
      } catch {
        throw new ApiError(400, 'The index name in the path is not valid URL encoding');
      }
      return { status: 200, body: runQuery(body, indexName, options) };
    }
    return { status: 200, body: multipleQueries(body, options) };
  } catch (error) {
    if (error instanceof ApiError) return errorBody(error.status, error.message);
    return { ...errorBody(500, 'Internal error'), cause: error };
  }
}
