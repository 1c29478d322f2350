import type { SearchEngine } from '../engine/engine.ts';
import { answer as answerQuery } from './answer.ts';
import { errorJson, SearchApiError } from './errors.ts';
import { parseSearchParams } from './params.ts';
import { randomId } from './queryId.ts';
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
  /** Bytes of recent answers kept (0 turns the cache off); default 16 MB. */
  cacheBytes?: number;
  /**
   * Called for every query answered with a queryID (`clickAnalytics`), for search analytics;
   * must not throw nor wait (server/analytics queues the record).
   */
  onSearch?: (search: SearchAnalyticsRecord) => void;
}

/**
 * A search answered with a queryID, as the API hands it to `onSearch`: the record that
 * server/analytics stores (not to be confused with `SearchRecord`, a record of the index).
 */
export interface SearchAnalyticsRecord {
  queryID: string;
  indexName: string;
  lang: string;
  query: string;
  nbHits: number;
  userToken: string | null;
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
  body: Uint8Array;
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

/** Largest request body read; search requests are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
export const DEFAULT_MAX_QUERIES_PER_CALL = 50;
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

export function errorBody(status: number, message: string): SearchApiResponse {
  return { status, body: errorJson(status, message) };
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
    throw new SearchApiError(403, 'Invalid credentials: missing application ID or API key');
  }
  if (appId !== options.appId || apiKey !== options.apiKey) {
    throw new SearchApiError(403, 'Invalid Application-ID or API key');
  }
}

function parseBody(body: string): Record<string, unknown> {
  if (body.trim() === '') throw new SearchApiError(400, 'The request body is empty: expected JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SearchApiError(400, `The request body is not valid JSON: ${reason}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new SearchApiError(400, 'The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/**
 * One cache per set of engines: the dev server rebuilds its engines into a new map after an edit,
 * and that map starts afresh.
 */
const caches = new WeakMap<SearchApiOptions['engines'], ResultCache>();

function cacheOf(options: SearchApiOptions): ResultCache | undefined {
  const maxBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  if (maxBytes <= 0) return undefined;
  let cache = caches.get(options.engines);
  if (!cache) {
    cache = new ResultCache(maxBytes);
    caches.set(options.engines, cache);
  }
  return cache;
}

/** Hits and misses of the answer cache of a set of engines (the server's metrics). */
export function searchCacheStats(engines: SearchApiOptions['engines']): {
  hits: number;
  misses: number;
} {
  const cache = caches.get(engines);
  return { hits: cache?.hits ?? 0, misses: cache?.misses ?? 0 };
}

interface Answer {
  /** UTF-8 JSON. */
  json: Uint8Array;
  /** False when the answer must not be given again (click analytics: a fresh queryID each time). */
  repeatable: boolean;
}

/** The number of hits of a cached analytics answer (which is kept without its queryID). */
const nbHitsOf = new WeakMap<Uint8Array, number>();
const utf8 = new TextEncoder();
const QUERY_ID_END = (queryID: string) => utf8.encode(`,"queryID":"${queryID}"}`);

/** The bytes of several arrays, one after the other. */
function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const joined = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/**
 * One query's answer. An answer with click analytics has a fresh queryID each time; the rest of
 * it is the same for every reader, so it is cached without the queryID (keyed by the parameters
 * that shape it, not by the reader's token) and the queryID is appended to a copy.
 */
function runQuery(
  request: Record<string, unknown>,
  indexName: string,
  options: SearchApiOptions,
): Answer {
  const engine = options.engines.get(indexName);
  if (!engine) throw new SearchApiError(404, `Index ${indexName} does not exist`);
  const params = parseSearchParams(request);
  if (!params.clickAnalytics) {
    return { json: utf8.encode(JSON.stringify(answerQuery(engine, params))), repeatable: true };
  }
  const shape = { ...params, clickAnalytics: false, userToken: undefined };
  const cache = cacheOf(options);
  const key = `analytics\n${indexName}\n${JSON.stringify(shape)}`;
  let plain = cache?.get(key);
  let nbHits = plain && nbHitsOf.get(plain);
  if (plain === undefined || nbHits === undefined) {
    const result = answerQuery(engine, shape);
    plain = utf8.encode(JSON.stringify(result));
    nbHits = result.nbHits;
    nbHitsOf.set(plain, nbHits);
    cache?.set(key, plain);
  }
  const queryID = randomId();
  options.onSearch?.({
    queryID,
    indexName,
    lang: engine.lang,
    query: params.query,
    nbHits,
    userToken: params.userToken ?? null,
  });
  // The answer is a JSON object: its closing brace gives way to the queryID.
  const json = concat([plain.subarray(0, plain.length - 1), QUERY_ID_END(queryID)]);
  return { json, repeatable: false };
}

const RESULTS_START = utf8.encode('{"results":[');
const RESULTS_COMMA = utf8.encode(',');
const RESULTS_END = utf8.encode(']}');

function multipleQueries(body: Record<string, unknown>, options: SearchApiOptions): Answer {
  const { requests } = body;
  if (!Array.isArray(requests)) {
    throw new SearchApiError(400, 'Missing or invalid "requests": expected an array of queries');
  }
  const max = options.maxQueriesPerCall ?? DEFAULT_MAX_QUERIES_PER_CALL;
  if (requests.length > max) {
    throw new SearchApiError(
      400,
      `Too many queries in one call: ${requests.length}, at most ${max}`,
    );
  }
  const results = requests.map((request, i) => {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      throw new SearchApiError(400, `requests[${i}] must be an object`);
    }
    const { indexName, type, ...params } = request as Record<string, unknown>;
    if (typeof indexName !== 'string' || indexName === '') {
      throw new SearchApiError(400, `requests[${i}].indexName is missing`);
    }
    if (type !== undefined && type !== 'default') {
      throw new SearchApiError(400, `requests[${i}].type "${String(type)}" is not supported`);
    }
    return runQuery(params, indexName, options);
  });
  // The answers are encoded JSON already: join the bytes rather than serialize them again.
  const parts = results.flatMap((result, i) =>
    i === 0 ? [result.json] : [RESULTS_COMMA, result.json],
  );
  return {
    json: concat([RESULTS_START, ...parts, RESULTS_END]),
    repeatable: results.every((result) => result.repeatable),
  };
}

const MULTI = /^\/1\/indexes\/\*\/queries\/?$/;
const SINGLE = /^\/1\/indexes\/([^/]+)\/query\/?$/;

/** The answer to a request whose path, method and credentials have been checked. */
function answer(
  request: SearchApiRequest,
  single: RegExpExecArray | null,
  options: SearchApiOptions,
) {
  const body = parseBody(request.body);
  if (!single) return multipleQueries(body, options);
  let indexName: string;
  try {
    indexName = decodeURIComponent(single[1] as string);
  } catch {
    throw new SearchApiError(400, 'The index name in the path is not valid URL encoding');
  }
  return runQuery(body, indexName, options);
}

/**
 * Answers one request to the search API; never throws. Answers are cached by path and body as
 * sent: every reader's DocSearch sends the same bytes for the same query, so a repeated query is
 * answered without parsing it, and the answer is the same `Uint8Array` each time (the server keeps
 * its compressed forms by that identity).
 */
export function handleSearchRequest(
  request: SearchApiRequest,
  options: SearchApiOptions,
): SearchApiResponse {
  try {
    const single = SINGLE.exec(request.path);
    if (!MULTI.test(request.path) && !single) throw new SearchApiError(404, 'Not found');
    if (request.method !== 'POST') throw new SearchApiError(405, 'Method not allowed: use POST');
    checkCredentials(request, options);
    const cache = cacheOf(options);
    const key = `${request.path}\n${request.body}`;
    const cached = cache?.get(key);
    if (cached !== undefined) return { status: 200, body: cached };
    const { json, repeatable } = answer(request, single, options);
    if (repeatable) cache?.set(key, json);
    return { status: 200, body: json };
  } catch (error) {
    if (error instanceof SearchApiError) return errorBody(error.status, error.message);
    return { ...errorBody(500, 'Internal error'), cause: error };
  }
}
