/**
 * The relevance comparison, shared by `npm run bench:relevance` (bench/relevance.ts) and the gate
 * in `npm test` (tests/e2e/relevance.spec.ts): every query of the suite to our engine (its hits in
 * the order the DocSearch modal lists them) and to Pagefind (its results in order), scored by page.
 */
import type { Browser } from '@playwright/test';
import {
  distinctPages,
  type FigureTable,
  figureTable,
  firstAcceptedRank,
  pageOf,
  type QueryOutcome,
} from './metrics.ts';
import { modalOrder } from './modalOrder.ts';
import { loadOurEngine } from './ourEngine.ts';
import { documentationPages, pagefindAnswers, pagefindBundle } from './pagefind.ts';
import { QUERIES } from './queries.ts';
import { isOffTopic, type RelevanceQuery, suiteProblems } from './suite.ts';

/** One engine's answer to one query, as scored. */
export interface EngineAnswer {
  /** Rank of the first accepted distinct page; null when none is in the answer or off-topic. */
  rank: number | null;
  /** Distinct pages in the answer (Pagefind: all its results). */
  pages: number;
  /** The first three distinct pages, to read what the reader got. */
  first: string[];
}

export interface QueryResult {
  lang: RelevanceQuery['lang'];
  query: string;
  intent: string;
  /** Accepted pages; empty for an off-topic query. */
  accept: string[];
  offTopic: boolean;
  ours: EngineAnswer;
  pagefind: EngineAnswer;
}

export interface Comparison {
  results: QueryResult[];
  ours: FigureTable;
  pagefind: FigureTable;
}

function answer(query: RelevanceQuery, urls: string[], pages: number): EngineAnswer {
  const distinct = distinctPages(urls);
  return {
    rank: isOffTopic(query) ? null : firstAcceptedRank(urls, query.accept),
    pages,
    first: distinct.slice(0, 3),
  };
}

const outcome = (result: QueryResult, engine: 'ours' | 'pagefind'): QueryOutcome => ({
  lang: result.lang,
  offTopic: result.offTopic,
  rank: result[engine].rank,
  pages: result[engine].pages,
});

/** Runs the suite on both engines over a build directory (e.g. `doc_build`). */
export async function compareEngines(
  buildDir: string,
  browser: Browser,
  queries: readonly RelevanceQuery[] = QUERIES,
): Promise<Comparison> {
  const problems = suiteProblems(queries);
  const built = new Set(documentationPages(buildDir).map(pageOf));
  for (const query of queries) {
    if (isOffTopic(query)) continue;
    for (const route of query.accept) {
      if (!built.has(pageOf(route))) {
        problems.push(`${query.lang} "${query.query}": ${route} is not a page of the build`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`The relevance suite is wrong:\n${problems.join('\n')}`);

  const ours = loadOurEngine(buildDir);
  const pagefindFiles = await pagefindBundle(buildDir);
  const theirs = await pagefindAnswers(browser, pagefindFiles, queries);

  const results = queries.map((query, i): QueryResult => {
    const hits = modalOrder(ours.search(query.lang, query.query));
    const ourUrls = hits.map((hit) => hit.url);
    const pf = theirs[i] as (typeof theirs)[number];
    return {
      lang: query.lang,
      query: query.query,
      intent: query.intent,
      accept: isOffTopic(query) ? [] : [...query.accept],
      offTopic: isOffTopic(query),
      ours: answer(query, ourUrls, distinctPages(ourUrls).length),
      pagefind: answer(query, pf.urls, pf.count),
    };
  });
  return {
    results,
    ours: figureTable(results.map((r) => outcome(r, 'ours'))),
    pagefind: figureTable(results.map((r) => outcome(r, 'pagefind'))),
  };
}

/** On-topic queries where Pagefind ranks an accepted page higher than we do. */
export function losses(results: readonly QueryResult[]): QueryResult[] {
  const reciprocal = (rank: number | null) => (rank === null ? 0 : 1 / rank);
  return results.filter(
    (r) => !r.offTopic && reciprocal(r.pagefind.rank) > reciprocal(r.ours.rank),
  );
}

/** Off-topic queries that Pagefind answers with no results and we do not. */
export function offTopicLosses(results: readonly QueryResult[]): QueryResult[] {
  return results.filter((r) => r.offTopic && r.pagefind.pages === 0 && r.ours.pages > 0);
}
