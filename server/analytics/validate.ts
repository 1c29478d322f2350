import { SearchApiError } from '../../search/protocol/errors.ts';

/**
 * What the analytics endpoints accept, checked field by field; anything else is a 400 with an
 * Algolia-shaped message (`{"message": "…", "status": 400}`) that names the field.
 *
 * `POST /1/events` takes the body of Algolia's Insights API (`{"events": [...]}`), as the
 * `search-insights` client sends it: click, view and conversion events with object IDs (filters
 * are not stored), at most {@link MAX_EVENTS} events per request and
 * {@link MAX_OBJECT_IDS} object IDs per event.
 */

export const MAX_EVENTS = 1000;
export const MAX_OBJECT_IDS = 20;
export const MAX_EVENT_NAME = 64;
export const MAX_OBJECT_ID_LENGTH = 512;
export const MAX_COMMENT = 1000;
export const MAX_PATH = 512;
/** The largest value of a PostgreSQL `integer` column: positions and hit counts are read as one. */
export const MAX_INT4 = 2_147_483_647;
/** Event timestamps Algolia accepts: at most 4 days old; a day ahead is left for skewed clocks. */
export const MAX_EVENT_AGE_MS = 4 * 86_400_000;
export const MAX_EVENT_AHEAD_MS = 86_400_000;
/** Algolia's user tokens: 1 to 129 of letters, digits and `_ = / + -`. */
export const USER_TOKEN = /^[A-Za-z0-9_=/+-]{1,129}$/;
/** The search API's queryIDs (search/protocol/queryId.ts). */
export const QUERY_ID = /^[0-9a-f]{32}$/;
/** The feedback widget's answer IDs (crypto.randomUUID). */
export const FEEDBACK_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type EventType = 'click' | 'view' | 'conversion';

export interface InsightsEvent {
  eventType: EventType;
  eventName: string;
  index: string;
  lang: string;
  userToken: string;
  queryID: string | null;
  objectIDs: string[];
  positions: number[] | null;
}

export interface PageFeedback {
  id: string;
  lang: string;
  path: string;
  helpful: boolean;
  comment: string | null;
  userToken: string | null;
}

/**
 * Text PostgreSQL cannot store: NUL (no `text` value holds it, and `jsonb` refuses `\u0000`) and
 * UTF-16 surrogates without their pair (not Unicode: they have no UTF-8 form).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether PostgreSQL can store the text as it is (see UNSTORABLE). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

function fail(message: string): never {
  throw new SearchApiError(400, message);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJsonObject(body: string): Record<string, unknown> {
  if (body.trim() === '') fail('The request body is empty: expected JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    fail(`The request body is not valid JSON: ${error instanceof Error ? error.message : error}`);
  }
  if (!isObject(parsed)) fail('The request body must be a JSON object');
  return parsed;
}

function text(field: string, value: unknown, max: number): string {
  if (typeof value !== 'string' || value.length === 0) fail(`${field} must be a non-empty string`);
  if (value.length > max) fail(`${field} is too long: at most ${max} characters`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
  if (/[\u0000-\u001f\u007f]/.test(value)) fail(`${field} contains control characters`);
  if (!isStorableText(value)) fail(`${field} contains an unpaired UTF-16 surrogate`);
  return value;
}

function userToken(field: string, value: unknown): string {
  if (typeof value !== 'string' || !USER_TOKEN.test(value)) {
    fail(`${field} must be 1 to 129 characters among letters, digits and _ = / + -`);
  }
  return value;
}

/** One event of an Insights request; `indexes` maps the known index names to their language. */
export function parseEvent(
  raw: unknown,
  i: number,
  indexes: ReadonlyMap<string, string>,
  now: number = Date.now(),
): InsightsEvent {
  const at = `events[${i}]`;
  if (!isObject(raw)) fail(`${at} must be an object`);
  const { eventType, eventName, index, queryID, objectIDs, positions, filters, timestamp } = raw;
  if (eventType !== 'click' && eventType !== 'view' && eventType !== 'conversion') {
    fail(`${at}.eventType must be one of click, view, conversion`);
  }
  const name = text(`${at}.eventName`, eventName, MAX_EVENT_NAME);
  if (typeof index !== 'string' || index === '') fail(`${at}.index must be a non-empty string`);
  const lang = indexes.get(index);
  if (lang === undefined) fail(`${at}.index: index ${index} does not exist`);
  const token = userToken(`${at}.userToken`, raw.userToken);
  if (raw.authenticatedUserToken !== undefined) {
    userToken(`${at}.authenticatedUserToken`, raw.authenticatedUserToken);
  }
  if (
    timestamp !== undefined &&
    (typeof timestamp !== 'number' || !Number.isInteger(timestamp) || timestamp < 0)
  ) {
    fail(`${at}.timestamp must be a time in milliseconds since the epoch`);
  }
  if (
    typeof timestamp === 'number' &&
    (timestamp < now - MAX_EVENT_AGE_MS || timestamp > now + MAX_EVENT_AHEAD_MS)
  ) {
    fail(`${at}.timestamp must be within the last 4 days (and at most a day ahead)`);
  }
  if (filters !== undefined && objectIDs === undefined) {
    fail(`${at}: events with filters are not supported, send objectIDs`);
  }
  if (!Array.isArray(objectIDs) || objectIDs.length === 0) {
    fail(`${at}.objectIDs must be a non-empty array`);
  }
  if (objectIDs.length > MAX_OBJECT_IDS) {
    fail(`${at}.objectIDs has ${objectIDs.length} items: at most ${MAX_OBJECT_IDS}`);
  }
  const ids = objectIDs.map((id, j) => text(`${at}.objectIDs[${j}]`, id, MAX_OBJECT_ID_LENGTH));
  let query: string | null = null;
  if (queryID !== undefined) {
    if (typeof queryID !== 'string' || !QUERY_ID.test(queryID)) {
      fail(`${at}.queryID must be the queryID of a search answer (32 hexadecimal digits)`);
    }
    query = queryID;
  }
  let places: number[] | null = null;
  if (positions !== undefined) {
    if (eventType !== 'click') fail(`${at}.positions is only for click events`);
    if (!Array.isArray(positions) || positions.length !== ids.length) {
      fail(`${at}.positions must be an array with one position per object ID`);
    }
    places = positions.map((position, j) => {
      if (
        typeof position !== 'number' ||
        !Number.isInteger(position) ||
        position < 1 ||
        position > MAX_INT4
      ) {
        fail(`${at}.positions[${j}] must be a whole number from 1 to ${MAX_INT4}`);
      }
      return position;
    });
  }
  if (eventType === 'click' && query !== null && places === null) {
    fail(`${at}: a click after a search (with queryID) needs positions`);
  }
  if (places !== null && query === null) fail(`${at}: positions need the queryID of the search`);
  return {
    eventType,
    eventName: name,
    index,
    lang,
    userToken: token,
    queryID: query,
    objectIDs: ids,
    positions: places,
  };
}

export function parseEvents(
  body: string,
  indexes: ReadonlyMap<string, string>,
  now: number = Date.now(),
): InsightsEvent[] {
  const { events } = parseJsonObject(body);
  if (!Array.isArray(events) || events.length === 0) {
    fail('Missing or invalid "events": expected a non-empty array');
  }
  if (events.length > MAX_EVENTS) {
    fail(`Too many events in one request: ${events.length}, at most ${MAX_EVENTS}`);
  }
  return events.map((event, i) => parseEvent(event, i, indexes, now));
}

/**
 * A page-feedback answer. `pageOf` gives the page a path of this site names (its stored form and
 * language), or undefined when the path is not one of its pages.
 */
export function parseFeedback(
  body: string,
  pageOf: (path: string) => { path: string; lang: string } | undefined,
): PageFeedback {
  const raw = parseJsonObject(body);
  const { id, path, helpful, comment } = raw;
  if (typeof id !== 'string' || !FEEDBACK_ID.test(id)) fail('id must be a UUID');
  const sent = text('path', path, MAX_PATH);
  const page = sent.startsWith('/') && !sent.startsWith('//') ? pageOf(sent) : undefined;
  if (page === undefined) fail(`path: ${sent} is not a page of this site`);
  if (typeof helpful !== 'boolean') fail('helpful must be true or false');
  let note: string | null = null;
  if (comment !== undefined && comment !== null) {
    if (typeof comment !== 'string') fail('comment must be a string');
    if (comment.includes('\u0000')) fail('comment contains NUL');
    if (!isStorableText(comment)) fail('comment contains an unpaired UTF-16 surrogate');
    const trimmed = comment.trim();
    // Characters as readers count them (code points), not UTF-16 units.
    if ([...trimmed].length > MAX_COMMENT) {
      fail(`comment is too long: at most ${MAX_COMMENT} characters`);
    }
    note = trimmed === '' ? null : trimmed;
  }
  return {
    id,
    lang: page.lang,
    // The page's one form: no query or fragment, no trailing-slash or .html variant.
    path: page.path,
    helpful,
    comment: note,
    userToken: raw.userToken === undefined ? null : userToken('userToken', raw.userToken),
  };
}
