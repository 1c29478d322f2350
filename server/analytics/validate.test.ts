import { describe, expect, it } from 'vitest';
import { SearchApiError } from '../../search/protocol/errors.ts';
import { pageOf } from './pages.ts';
import { MAX_COMMENT, parseEvents, parseFeedback } from './validate.ts';

const indexes = new Map([
  ['docs_en', 'en'],
  ['docs_zh', 'zh'],
]);
const queryID = 'a'.repeat(32);
const click = {
  eventType: 'click',
  eventName: 'Item Selected',
  index: 'docs_en',
  userToken: 'anon-2c5d7f0e',
  queryID,
  objectIDs: ['guide-intro-0'],
  positions: [3],
};

function error(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (caught) {
    expect(caught).toBeInstanceOf(SearchApiError);
    const { status, message } = caught as SearchApiError;
    return { status, message };
  }
  throw new Error('expected an error');
}

const events = (...list: unknown[]) => JSON.stringify({ events: list });

describe('Insights events', () => {
  it('accepts what search-insights sends for a click after a search and for views', () => {
    const parsed = parseEvents(
      events(click, {
        eventType: 'view',
        eventName: 'Items Viewed',
        index: 'docs_zh',
        userToken: 'anon-2c5d7f0e',
        queryID,
        objectIDs: Array.from({ length: 20 }, (_, i) => `o${i}`),
        algoliaSource: ['autocomplete'],
        timestamp: Date.now() - 60_000,
      }),
      indexes,
    );
    expect(parsed[0]).toEqual({ ...click, lang: 'en' });
    expect(parsed[1]).toMatchObject({ eventType: 'view', lang: 'zh', positions: null });
    expect(parsed[1]?.objectIDs).toHaveLength(20);
  });

  it.each([
    [
      { ...click, eventType: 'purchase' },
      'events[0].eventType must be one of click, view, conversion',
    ],
    [{ ...click, index: 'other' }, 'events[0].index: index other does not exist'],
    [{ ...click, userToken: 'has space' }, 'events[0].userToken must be 1 to 129 characters'],
    [{ ...click, userToken: 'x'.repeat(130) }, 'events[0].userToken must be 1 to 129 characters'],
    [
      {
        ...click,
        objectIDs: Array.from({ length: 21 }, (_, i) => `o${i}`),
        positions: undefined,
        queryID: undefined,
      },
      'events[0].objectIDs has 21 items: at most 20',
    ],
    [{ ...click, objectIDs: [] }, 'events[0].objectIDs must be a non-empty array'],
    [{ ...click, positions: [0] }, 'events[0].positions[0] must be a whole number from 1'],
    [
      { ...click, positions: [2_147_483_648] },
      'events[0].positions[0] must be a whole number from 1 to 2147483647',
    ],
    [{ ...click, positions: [1.5] }, 'events[0].positions[0] must be a whole number from 1'],
    [
      { ...click, eventName: 'Item\u0000Selected' },
      'events[0].eventName contains control characters',
    ],
    [
      { ...click, eventName: 'Item \ud800 Selected' },
      'events[0].eventName contains an unpaired UTF-16 surrogate',
    ],
    [
      { ...click, objectIDs: ['guide\udc00'] },
      'events[0].objectIDs[0] contains an unpaired UTF-16 surrogate',
    ],
    [
      { ...click, timestamp: Date.now() - 5 * 86_400_000 },
      'events[0].timestamp must be within the last 4 days',
    ],
    [
      { ...click, timestamp: 8_640_000_000_000_000 },
      'events[0].timestamp must be within the last 4 days',
    ],
    [
      { ...click, positions: [1, 2] },
      'events[0].positions must be an array with one position per object ID',
    ],
    [
      { ...click, positions: undefined },
      'events[0]: a click after a search (with queryID) needs positions',
    ],
    [{ ...click, queryID: 'nope' }, 'events[0].queryID must be the queryID of a search answer'],
    [{ ...click, eventName: '' }, 'events[0].eventName must be a non-empty string'],
    [
      { ...click, eventName: 'x'.repeat(65) },
      'events[0].eventName is too long: at most 64 characters',
    ],
    [
      { ...click, objectIDs: undefined, filters: ['lang:en'] },
      'events[0]: events with filters are not supported',
    ],
  ])('rejects %j with a 400 naming the field', (event, message) => {
    const { status, message: got } = error(() => parseEvents(events(event), indexes));
    expect(status).toBe(400);
    expect(got).toContain(message);
  });

  it('rejects bodies that are not an events list', () => {
    expect(error(() => parseEvents('', indexes)).message).toBe(
      'The request body is empty: expected JSON',
    );
    expect(error(() => parseEvents('{', indexes)).message).toMatch(
      /^The request body is not valid JSON/,
    );
    expect(error(() => parseEvents('[]', indexes)).message).toBe(
      'The request body must be a JSON object',
    );
    expect(error(() => parseEvents('{"events":[]}', indexes)).message).toMatch(/non-empty array/);
    const many = events(...Array.from({ length: 1001 }, () => click));
    expect(error(() => parseEvents(many, indexes)).message).toBe(
      'Too many events in one request: 1001, at most 1000',
    );
  });
});

describe('page feedback', () => {
  const pages = new Map([
    ['/guide/start/introduction', 'en'],
    ['/zh/guide/start/introduction', 'zh'],
  ]);
  const pageLang = (path: string) => pageOf(pages, path);
  const answer = {
    id: '4f1c2b9e-8a3d-4c5e-9f60-1a2b3c4d5e6f',
    path: '/zh/guide/start/introduction',
    helpful: false,
  };

  it('accepts a vote, then the same answer with a comment, and takes the language from the page', () => {
    expect(parseFeedback(JSON.stringify(answer), pageLang)).toEqual({
      ...answer,
      lang: 'zh',
      comment: null,
      userToken: null,
    });
    const withComment = {
      ...answer,
      comment: `  ${'好'.repeat(MAX_COMMENT)}  `,
      userToken: 'anon-1',
    };
    expect(parseFeedback(JSON.stringify(withComment), pageLang)).toMatchObject({
      comment: '好'.repeat(MAX_COMMENT),
      userToken: 'anon-1',
    });
  });

  it('stores every form of a page path under the page', () => {
    for (const path of [
      '/zh/guide/start/introduction?x=1',
      '/zh/guide/start/introduction#y',
      '/zh/guide/start/introduction/',
      '/zh/guide/start/introduction.html',
    ]) {
      expect(parseFeedback(JSON.stringify({ ...answer, path }), pageLang).path).toBe(
        '/zh/guide/start/introduction',
      );
    }
  });

  it.each([
    [{ ...answer, path: '/guide/missing' }, 'path: /guide/missing is not a page of this site'],
    [{ ...answer, path: 'https://evil.example/guide' }, 'is not a page of this site'],
    [{ ...answer, path: '//evil.example/guide/start/introduction' }, 'is not a page of this site'],
    [{ ...answer, helpful: 'yes' }, 'helpful must be true or false'],
    [{ ...answer, id: 'x' }, 'id must be a UUID'],
    [
      { ...answer, comment: 'x'.repeat(MAX_COMMENT + 1) },
      'comment is too long: at most 1000 characters',
    ],
    [{ ...answer, comment: 42 }, 'comment must be a string'],
    [{ ...answer, comment: 'a\u0000b' }, 'comment contains NUL'],
    [{ ...answer, comment: 'half \ud83d' }, 'comment contains an unpaired UTF-16 surrogate'],
    [{ ...answer, userToken: 'a b' }, 'userToken must be 1 to 129 characters'],
  ])('rejects %j', (body, message) => {
    const { status, message: got } = error(() => parseFeedback(JSON.stringify(body), pageLang));
    expect(status).toBe(400);
    expect(got).toContain(message);
  });
});
