import { describe, expect, it, vi } from 'vitest';
import { englishIndex } from '../../tests/support/searchFixtures.ts';
import { SearchEngine } from '../engine/engine.ts';
import { handleSearchRequest, type SearchApiOptions } from './api.ts';
import { docsearchQuery } from './docsearchRequest.ts';

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

function send(options: SearchApiOptions, body: string, apiKey = API_KEY) {
  return handleSearchRequest(
    {
      method: 'POST',
      path: '/1/indexes/*/queries',
      searchParams: new URLSearchParams({
        'x-algolia-application-id': APP_ID,
        'x-algolia-api-key': apiKey,
      }),
      headers: {},
      body,
    },
    options,
  );
}

function ask(options: SearchApiOptions, ...queries: Record<string, unknown>[]) {
  const { status, body } = send(options, JSON.stringify({ requests: queries }));
  expect(status).toBe(200);
  return JSON.parse(new TextDecoder().decode(body)) as { results: Record<string, unknown>[] };
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

  it('with click analytics, keep the answer for every reader and add a fresh queryID to it', () => {
    const searches: unknown[] = [];
    const options = { ...api(), onSearch: (search: unknown) => searches.push(search) };
    const engine = options.engines.get(indexName) as SearchEngine;
    const search = vi.spyOn(engine, 'search');
    const query = { ...docsearchQuery('sidebar', indexName), clickAnalytics: true };
    const first = ask(options, { ...query, userToken: 'anon-a' }).results[0];
    const second = ask(options, { ...query, userToken: 'anon-b' }).results[0];
    expect(search).toHaveBeenCalledTimes(1);
    expect(second?.queryID).not.toBe(first?.queryID);
    const { queryID: _first, ...firstRest } = first as Record<string, unknown>;
    const { queryID: _second, ...secondRest } = second as Record<string, unknown>;
    expect(secondRest).toEqual(firstRest);
    expect(searches).toEqual([
      {
        queryID: first?.queryID,
        indexName,
        lang: 'en',
        query: 'sidebar',
        nbHits: first?.nbHits,
        userToken: 'anon-a',
      },
      {
        queryID: second?.queryID,
        indexName,
        lang: 'en',
        query: 'sidebar',
        nbHits: first?.nbHits,
        userToken: 'anon-b',
      },
    ]);
    expect(first?.nbHits).toBeGreaterThan(0);
    // Without analytics the same query is another answer: no queryID.
    expect(ask(options, docsearchQuery('sidebar', indexName)).results[0]?.queryID).toBeUndefined();
  });

  it('reject a userToken Algolia would reject', () => {
    const options = api();
    const body = JSON.stringify({
      requests: [
        { ...docsearchQuery('sidebar', indexName), clickAnalytics: true, userToken: 'a b' },
      ],
    });
    const answer = send(options, body);
    expect(answer.status).toBe(400);
    expect(JSON.parse(new TextDecoder().decode(answer.body)).message).toMatch(
      /^Invalid value for "userToken"/,
    );
  });

  it('give the same bytes again without computing them, credentials checked each time', () => {
    const options = api();
    const body = JSON.stringify({ requests: [docsearchQuery('sidebar', indexName)] });
    const first = send(options, body);
    const engine = options.engines.get(indexName) as SearchEngine;
    const search = vi.spyOn(engine, 'search');
    const again = send(options, body);
    expect(again.body).toBe(first.body);
    expect(search).not.toHaveBeenCalled();
    expect(send(options, body, 'wrong key').status).toBe(403);
  });

  it('start afresh for a new set of engines (the dev server after an edit)', () => {
    const options = api();
    const body = JSON.stringify({ requests: [docsearchQuery('sidebar', indexName)] });
    send(options, body);
    const engine = new SearchEngine(englishIndex());
    const search = vi.spyOn(engine, 'search');
    const afterEdit = send({ ...options, engines: new Map([[indexName, engine]]) }, body);
    expect(afterEdit.status).toBe(200);
    expect(search).toHaveBeenCalledOnce();
  });
});
