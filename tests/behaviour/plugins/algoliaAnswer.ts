/**
 * What an Algolia search server answers, for the claims of the DocSearch-based pages: no request
 * leaves the machine, a local server answers DocSearch's queries in Algolia's shape.
 */

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
