/**
 * The relevance comparison, shared by `npm run bench:relevance` (bench/relevance.ts) and the gate
 * in `npm test` (tests/e2e/relevance.spec.ts): every query of a suite to our engine (its hits in
 * the order the DocSearch modal lists them), to Pagefind (its results in order) and to the peers of
 * bench/relevance/peers/ (what their search boxes list, in order), over the same build, scored by
 * page.
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
import { loadOurEngine, type OurEngine } from './ourEngine.ts';
import { documentationPages, pagefindAnswers, pagefindBundle } from './pagefind.ts';
import { builtPages } from './peers/builtPages.ts';
import { minisearchVitepress, segmenterTokenize } from './peers/minisearchVitepress.ts';
import { oramaFumadocs } from './peers/oramaFumadocs.ts';
import type { Peer } from './peers/peer.ts';
import { QUERIES } from './queries.ts';
import { isOffTopic, type RelevanceQuery, suiteProblems } from './suite.ts';

/** The engines compared: ours, then the peers. */
export const ENGINES = ['ours', 'pagefind', 'vitepress', 'vitepressSegmenter', 'fumadocs'] as const;
export type Engine = (typeof ENGINES)[number];
export type PeerEngine = Exclude<Engine, 'ours'>;
export const PEERS = ENGINES.filter((e): e is PeerEngine => e !== 'ours');

/** The engines' names in reports. */
export const ENGINE_NAMES: Record<Engine, string> = {
  ours: 'ours',
  pagefind: 'Pagefind 1.6.0',
  vitepress: 'VitePress (MiniSearch 7.2.0)',
  vitepressSegmenter: 'VitePress + Intl.Segmenter',
  fumadocs: 'Fumadocs (Orama 3.1.18)',
};

/** One engine's answer to one query, as scored. */
export interface EngineAnswer {
  /** Rank of the first accepted distinct page; null when none is in the answer or off-topic. */
  rank: number | null;
  /** Distinct pages in the answer (Pagefind and the other peers: every page they found). */
  pages: number;
  /** The first three distinct pages, to read what the reader got. */
  first: string[];
}

/** One query of a suite and every engine's answer to it. */
export type QueryResult = {
  lang: RelevanceQuery['lang'];
  query: string;
  intent: string;
  /** Accepted pages; empty for an off-topic query. */
  accept: string[];
  offTopic: boolean;
} & Record<Engine, EngineAnswer>;

export interface Comparison {
  results: QueryResult[];
  figures: Record<Engine, FigureTable>;
}

function answer(query: RelevanceQuery, urls: string[], pages: number): EngineAnswer {
  const distinct = distinctPages(urls);
  return {
    rank: isOffTopic(query) ? null : firstAcceptedRank(urls, query.accept),
    pages,
    first: distinct.slice(0, 3),
  };
}

const outcome = (result: QueryResult, engine: Engine): QueryOutcome => ({
  lang: result.lang,
  offTopic: result.offTopic,
  rank: result[engine].rank,
  pages: result[engine].pages,
});

/** The engines set up over one build, to answer any number of suites. */
export interface ComparedEngines {
  /** The routes of the build's documentation pages. */
  pages: Set<string>;
  ours: OurEngine;
  pagefind: Map<string, Uint8Array>;
  peers: Record<Exclude<PeerEngine, 'pagefind'>, Peer>;
}

/** Sets up every engine over a build directory (e.g. `doc_build`). */
export async function loadEngines(buildDir: string): Promise<ComparedEngines> {
  const built = builtPages(buildDir);
  return {
    pages: new Set(documentationPages(buildDir).map(pageOf)),
    ours: loadOurEngine(buildDir),
    pagefind: await pagefindBundle(buildDir),
    peers: {
      vitepress: minisearchVitepress(built),
      vitepressSegmenter: minisearchVitepress(built, { tokenize: segmenterTokenize }),
      fumadocs: await oramaFumadocs(built),
    },
  };
}

/** Runs a suite (the tuning suite unless given) on every engine. */
export async function compareEngines(
  engines: ComparedEngines,
  browser: Browser,
  queries: readonly RelevanceQuery[] = QUERIES,
): Promise<Comparison> {
  const problems = suiteProblems(queries);
  for (const query of queries) {
    if (isOffTopic(query)) continue;
    for (const route of query.accept) {
      if (!engines.pages.has(pageOf(route))) {
        problems.push(`${query.lang} "${query.query}": ${route} is not a page of the build`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`The relevance suite is wrong:\n${problems.join('\n')}`);

  const theirs = await pagefindAnswers(browser, engines.pagefind, queries);
  const results: QueryResult[] = [];
  for (const [i, query] of queries.entries()) {
    const ourUrls = modalOrder(engines.ours.search(query.lang, query.query)).map((hit) => hit.url);
    const pf = theirs[i] as (typeof theirs)[number];
    const peer = async (engine: keyof ComparedEngines['peers']) => {
      const { urls, count } = await engines.peers[engine].search(query.lang, query.query);
      return answer(query, urls, count);
    };
    results.push({
      lang: query.lang,
      query: query.query,
      intent: query.intent,
      accept: isOffTopic(query) ? [] : [...query.accept],
      offTopic: isOffTopic(query),
      ours: answer(query, ourUrls, distinctPages(ourUrls).length),
      pagefind: answer(query, pf.urls, pf.count),
      vitepress: await peer('vitepress'),
      vitepressSegmenter: await peer('vitepressSegmenter'),
      fumadocs: await peer('fumadocs'),
    });
  }
  const figures = Object.fromEntries(
    ENGINES.map((engine) => [engine, figureTable(results.map((r) => outcome(r, engine)))]),
  ) as Record<Engine, FigureTable>;
  return { results, figures };
}

const reciprocal = (rank: number | null) => (rank === null ? 0 : 1 / rank);

/** On-topic queries where a peer ranks an accepted page higher than we do. */
export function losses(results: readonly QueryResult[], peer: PeerEngine): QueryResult[] {
  return results.filter((r) => !r.offTopic && reciprocal(r[peer].rank) > reciprocal(r.ours.rank));
}

/** Off-topic queries that a peer answers with no results and we do not. */
export function offTopicLosses(results: readonly QueryResult[], peer: PeerEngine): QueryResult[] {
  return results.filter((r) => r.offTopic && r[peer].pages === 0 && r.ours.pages > 0);
}

/** The peers' figure tables by name, as the gate takes them. */
export function peerFigures(comparison: Comparison): Record<string, FigureTable> {
  return Object.fromEntries(PEERS.map((peer) => [ENGINE_NAMES[peer], comparison.figures[peer]]));
}
