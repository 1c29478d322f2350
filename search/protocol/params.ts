import { SearchApiError } from './errors.ts';
/**
 * Algolia search parameters, read from a request either as flat fields (algoliasearch v5,
 * DocSearch 3.9) or as a URL-encoded `params` string (algoliasearch v4); flat fields win.
 * Values of the wrong type are an error the client sees; unknown parameters are ignored.
 */

export type FacetFilters = (string | string[])[];

export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  attributesToRetrieve: string[];
  attributesToHighlight: string[] | undefined;
  attributesToSnippet: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  facetFilters: FacetFilters;
  /** How many hits per URL to keep; 0 keeps all. */
  distinct: number;
  clickAnalytics: boolean;
  /** The reader's anonymous token, sent with clickAnalytics so that searches can be chained. */
  userToken: string | undefined;
}

/** Algolia ignores query characters past 512. */
export const MAX_QUERY_LENGTH = 512;
export const MAX_HITS_PER_PAGE = 1000;
/** Highlight tags and ellipsis are repeated in every hit: long ones would multiply the answer. */
export const MAX_TAG_LENGTH = 64;
const MAX_DISTINCT = 4;

const DEFAULTS: SearchParams = {
  query: '',
  page: 0,
  hitsPerPage: 20,
  attributesToRetrieve: ['*'],
  attributesToHighlight: undefined,
  attributesToSnippet: [],
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
  facetFilters: [],
  distinct: 1,
  clickAnalytics: false,
  userToken: undefined,
};

/** Algolia's user tokens: 1 to 129 of letters, digits and `_ = / + -`. */
const USER_TOKEN = /^[A-Za-z0-9_=/+-]{1,129}$/;

function userToken(value: unknown): string {
  if (typeof value !== 'string' || !USER_TOKEN.test(value)) {
    throw new SearchApiError(
      400,
      'Invalid value for "userToken": 1 to 129 characters among letters, digits and _ = / + -',
    );
  }
  return value;
}

/** Values from a `params` string are text; lists are JSON arrays or comma-separated. */
function fromParamsString(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of new URLSearchParams(params)) {
    let value: unknown = raw;
    if (/^\s*[[{]/.test(raw)) {
      try {
        value = JSON.parse(raw);
      } catch {
        throw new SearchApiError(400, `Invalid value for "${key}": malformed JSON in params`);
      }
    }
    out[key] = value;
  }
  return out;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The query, at most MAX_QUERY_LENGTH UTF-16 units, never cut inside a surrogate pair. NUL and
 * unpaired surrogates are refused: no page holds them, and search analytics could not store them.
 */
function query(value: unknown): string {
  const whole = text('query', value);
  if (UNSTORABLE.test(whole)) {
    throw new SearchApiError(
      400,
      'Invalid value for "query": contains NUL or an unpaired UTF-16 surrogate',
    );
  }
  const cut = whole.slice(0, MAX_QUERY_LENGTH);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function integer(name: string, value: unknown, min: number, max: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) {
    throw new SearchApiError(400, `Invalid value for "${name}": expected an integer`);
  }
  if (number < min || number > max) {
    throw new SearchApiError(400, `Invalid value for "${name}": must be between ${min} and ${max}`);
  }
  return number;
}

function text(name: string, value: unknown): string {
  if (typeof value !== 'string')
    throw new SearchApiError(400, `Invalid value for "${name}": expected a string`);
  return value;
}

function tag(name: string, value: unknown): string {
  const tag = text(name, value);
  if (tag.length > MAX_TAG_LENGTH) {
    throw new SearchApiError(
      400,
      `Invalid value for "${name}": at most ${MAX_TAG_LENGTH} characters`,
    );
  }
  return tag;
}

function boolean(name: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new SearchApiError(400, `Invalid value for "${name}": expected a boolean`);
}

function list(name: string, value: unknown): string[] {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  throw new SearchApiError(400, `Invalid value for "${name}": expected an array of strings`);
}

function facetFilters(value: unknown): FacetFilters {
  if (typeof value === 'string') return [value];
  const valid =
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'string' ||
        (Array.isArray(item) && item.every((inner) => typeof inner === 'string')),
    );
  if (!valid) {
    throw new SearchApiError(
      400,
      'Invalid value for "facetFilters": expected a string or an array of strings and arrays of strings',
    );
  }
  return value as FacetFilters;
}

function distinct(value: unknown): number {
  if (typeof value === 'boolean' || value === 'true' || value === 'false') {
    return boolean('distinct', value) ? 1 : 0;
  }
  return integer('distinct', value, 0, MAX_DISTINCT);
}

/** Reads the parameters of one query; throws a 400 `SearchApiError` with a message for the client. */
export function parseSearchParams(request: Record<string, unknown>): SearchParams {
  const { params, ...flat } = request;
  if (params !== undefined && typeof params !== 'string') {
    throw new SearchApiError(400, 'Invalid value for "params": expected a URL-encoded string');
  }
  const raw: Record<string, unknown> = { ...(params ? fromParamsString(params) : {}), ...flat };
  const out: SearchParams = { ...DEFAULTS };
  const readers: { [K in keyof SearchParams]?: (value: unknown) => SearchParams[K] } = {
    query,
    page: (v) => integer('page', v, 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage: (v) => integer('hitsPerPage', v, 0, MAX_HITS_PER_PAGE),
    attributesToRetrieve: (v) => list('attributesToRetrieve', v),
    attributesToHighlight: (v) => list('attributesToHighlight', v),
    attributesToSnippet: (v) => list('attributesToSnippet', v),
    highlightPreTag: (v) => tag('highlightPreTag', v),
    highlightPostTag: (v) => tag('highlightPostTag', v),
    snippetEllipsisText: (v) => tag('snippetEllipsisText', v),
    facetFilters,
    distinct,
    clickAnalytics: (v) => boolean('clickAnalytics', v),
    userToken,
  };
  for (const [key, read] of Object.entries(readers)) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    (out as unknown as Record<string, unknown>)[key] = (read as (value: unknown) => unknown)(value);
  }
  return out;
}

/** The request's parameters as Algolia echoes them in `params`. */
export function paramsString(params: SearchParams): string {
  const entries: [string, string][] = [
    ['query', params.query],
    ['hitsPerPage', String(params.hitsPerPage)],
    ['page', String(params.page)],
  ];
  if (params.facetFilters.length > 0)
    entries.push(['facetFilters', JSON.stringify(params.facetFilters)]);
  return new URLSearchParams(entries).toString();
}
