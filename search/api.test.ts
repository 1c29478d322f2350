import { describe, expect, it } from 'vitest';
import { handleSearchRequest, type SearchApiOptions } from './api.ts';
import { docsearchQuery } from './docsearchRequest.ts';
import { SearchEngine } from './engine.ts';
import { englishIndex } from './fixtures.ts';

const APP_ID = 'APP';
const API_KEY = 'key';

function api(cacheBytes?: number): SearchApiOptions {
  const engine = new SearchEngine(englishIndex());
  return {
    engines: new Map([[engine.indexName, engine]]),
    appId: APP_ID,
    apiKey: API_KEY,
    cacheBytes,
  };
}

function ask(options: SearchApiOptions, ...queries: Record<string, unknown>[]) {
  const { status, body } = handleSearchRequest(
    {
      method: 'POST',
      path: '/1/indexes/*/queries',
      searchParams: new URLSearchParams({
        'x-algolia-application-id': APP_ID,
        'x-algolia-api-key': API_KEY,
      }),
      headers: {},
      body: JSON.stringify({ requests: queries }),
    },
    options,
  );
  expect(status).toBe(200);
  return JSON.parse(body.toString()) as { results: Record<string, unknown>[] };
}

const indexName = englishIndex().indexName;

describe('answers from the result cache', () => {
  it('are the answers the engine gives', () => {
    const cached = api();
    const uncached = api(0);
    const query = docsearchQuery('sidebar', indexName);
    const first = ask(cached, query);
    const again = ask(cached, query);
    const fresh = ask(uncached, query);
    const comparable = (answer: { results: Record<string, unknown>[] }) =>
      answer.results.map(({ processingTimeMS: _, ...rest }) => rest);
    expect(comparable(again)).toEqual(comparable(first));
    expect(comparable(fresh)).toEqual(comparable(first));
    expect(first.results[0]?.hits).not.toHaveLength(0);
  });

  it('depend on every parameter, not only on the query', () => {
    const options = api();
    const query = docsearchQuery('sidebar', indexName);
    const twenty = ask(options, query).results[0];
    const one = ask(options, { ...query, hitsPerPage: 1 }).results[0];
    const tagged = ask(options, { ...query, highlightPreTag: '<b>', highlightPostTag: '</b>' })
      .results[0];
    expect(one?.hits).toHaveLength(1);
    expect((twenty?.hits as unknown[] | undefined)?.length).toBeGreaterThan(1);
    expect(JSON.stringify(tagged)).toContain('<b>');
    expect(JSON.stringify(tagged)).not.toContain('<mark>');
  });

  it('are never used for click analytics, whose answers each carry a new queryID', () => {
    const options = api();
    const query = { ...docsearchQuery('sidebar', indexName), clickAnalytics: true };
    const first = ask(options, query).results[0]?.queryID;
    const second = ask(options, query).results[0]?.queryID;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });
});
