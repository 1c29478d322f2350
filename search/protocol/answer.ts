import type { SearchEngine } from '../engine/engine.ts';
import { facetFilter } from './facets.ts';
import { QueryHighlighter } from './highlight.ts';
import { type AlgoliaHit, hit, hitPlan } from './hits.ts';
import { paramsString, type SearchParams } from './params.ts';
import { randomId } from './queryId.ts';

/**
 * Algolia's answer to one query, from the engine's ranked records: the requested page of hits
 * (highlighted and snippeted, hits.ts), the paging fields, the query's parameters and, with click
 * analytics, a queryID.
 */

export interface AlgoliaResult {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveTypo: true;
  exhaustive: { nbHits: true; typo: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
}

/** Answers one Algolia query. */
export function answer(engine: SearchEngine, params: SearchParams): AlgoliaResult {
  const started = performance.now();
  const { page, hitsPerPage } = params;
  const from = page * hitsPerPage;
  const ranked = engine.search({
    query: params.query,
    limit: from + hitsPerPage,
    distinct: params.distinct,
    filter: facetFilter(params.facetFilters),
  });
  const nbHits = ranked.nbHits;
  const highlighter = new QueryHighlighter(
    { words: ranked.words, wordOf: ranked.wordOf },
    { pre: params.highlightPreTag, post: params.highlightPostTag },
    params.snippetEllipsisText,
  );
  const plan = hitPlan(params);
  const result: AlgoliaResult = {
    hits: ranked.records.slice(from).map((record) => hit(record, highlighter, plan)),
    nbHits,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    query: params.query,
    params: paramsString(params),
    index: engine.indexName,
    processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
  };
  if (params.clickAnalytics) result.queryID = randomId();
  return result;
}
