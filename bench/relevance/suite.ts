/**
 * The shape of the relevance suite (bench/relevance/queries.ts) and its checks.
 */
import type { Lang } from './ourEngine.ts';

interface QueryBase {
  /** The index the query goes to: the language of the site the reader is on. */
  lang: Lang;
  /** What the reader types, as they type it. */
  query: string;
  /** What the reader wants to do or find, in a few words. */
  intent: string;
}

/** A query the site has an answer to. */
export interface OnTopicQuery extends QueryBase {
  /**
   * The pages a reader would accept as the answer, by route (`/guide/basic/deploy`; Chinese
   * routes start with `/zh/`). A `#section` may be added as detail; scoring is by page.
   */
  accept: readonly string[];
}

/** A query the site has nothing on: the right answer is no results. */
export interface OffTopicQuery extends QueryBase {
  offTopic: true;
}

export type RelevanceQuery = OnTopicQuery | OffTopicQuery;

export const isOffTopic = (query: RelevanceQuery): query is OffTopicQuery => 'offTopic' in query;

/** The suite's own rules; returns what breaks them (empty when it holds). */
export function suiteProblems(queries: readonly RelevanceQuery[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const q of queries) {
    const name = `${q.lang} "${q.query}"`;
    const key = `${q.lang}\u0000${q.query.trim().toLowerCase()}`;
    if (seen.has(key)) problems.push(`${name} is in the suite twice`);
    seen.add(key);
    if (!q.query.trim()) problems.push(`${q.lang}: an empty query`);
    if (!q.intent.trim()) problems.push(`${name} has no intent`);
    if (isOffTopic(q)) continue;
    if (q.accept.length === 0) problems.push(`${name} accepts no page`);
    for (const route of q.accept) {
      if (!/^\/[a-z0-9/_-]*(#[\w-]+)?$/.test(route)) {
        problems.push(`${name}: "${route}" is not a route path`);
      }
      if ((q.lang === 'zh') !== route.startsWith('/zh/')) {
        problems.push(`${name}: "${route}" is not a page of the ${q.lang} site`);
      }
    }
  }
  return problems;
}
