/**
 * What an Algolia search server answers, for the claims of the DocSearch-based pages: no request
 * leaves the machine, a local server answers DocSearch's queries in Algolia's shape.
 */
import type { Page, Route } from '@playwright/test';

/**
 * Answers every request the tab's context sends to Algolia's hosts with `count` hits pointing at
 * `hitUrl`; `seen` gets each request and its body first.
 */
export async function answerAlgolia(
  tab: Page,
  count: number,
  hitUrl: string,
  seen: (route: Route, body: string) => void,
): Promise<void> {
  await tab.context().route(/algolia\.net|algolianet\.com/, async (route: Route) => {
    const body = route.request().postData() ?? '{"requests":[]}';
    seen(route, body);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: algoliaAnswer(body, count, hitUrl),
    });
  });
}

/** Opens DocSearch's modal with the navbar's button and types `query`. */
export async function searchDocSearch(tab: Page, query: string): Promise<void> {
  await tab.locator('.DocSearch-Button').first().click();
  const input = tab.locator('.DocSearch-Input');
  await input.waitFor();
  await input.fill(query);
}

/** An Algolia answer to DocSearch's queries: `count` hits in one group, each pointing at `url`. */
export function algoliaAnswer(body: string, count: number, url: string): string {
  const { requests } = JSON.parse(body) as { requests: { indexName: string; query?: string }[] };
  const hits = Array.from({ length: count }, (_, i) => ({
    objectID: `hit-${i}`,
    url: `${url}#install`,
    type: 'lvl2',
    content: null,
    hierarchy: {
      lvl0: 'Guide',
      lvl1: 'Start',
      lvl2: `Install ${i}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Guide', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: 'Start', matchLevel: 'none', matchedWords: [] },
        lvl2: { value: `Install ${i}`, matchLevel: 'full', matchedWords: ['install'] },
      },
    },
    _snippetResult: {},
  }));
  return JSON.stringify({
    results: requests.map((request) => ({
      hits,
      nbHits: hits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      processingTimeMS: 1,
      query: request.query ?? '',
      params: '',
      index: request.indexName,
    })),
  });
}
