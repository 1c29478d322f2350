import { LEVELS } from '../types.ts';

/**
 * The query DocSearch 3.9.0 sends for what a reader typed, as its modal builds it
 * (node_modules/@docsearch/react/dist/esm/index.js: these attributes, snippet lengths, highlight
 * tags and page size): used by the engine's warm-up, the tests and the benchmark, so that all
 * exercise the engine as the modal does.
 */
export function docsearchQuery(query: string, indexName: string) {
  return {
    query,
    indexName,
    attributesToRetrieve: [
      ...LEVELS.map((level) => `hierarchy.${level}`),
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [...LEVELS.slice(1).map((level) => `hierarchy.${level}:10`), 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
  };
}
