/**
 * Settled queries. DocSearch searches at every keystroke, so "docs" typed letter by letter is
 * four searches: "d", "do", "doc", "docs". The report counts what readers meant to search for,
 * the *settled* queries:
 *
 * - a search is **superseded** when the same reader (anonymous token) searches the same index
 *   again within {@link CHAIN_GAP_MS} with a query that extends or shortens it (one is a prefix
 *   of the other, compared case-insensitively with spaces collapsed): they were still typing,
 *   or deleting;
 * - every other search is **settled**: the last state of a typing run, a query the reader then
 *   stopped at, or one followed by an unrelated query;
 * - a search whose results got a click counts as settled whatever came after it (the report
 *   adds those, see report.ts);
 * - a search without a token (a client that does not send one) cannot be chained: settled.
 */

/** Longest pause between two keystrokes of one typing run. */
export const CHAIN_GAP_MS = 3000;

export interface SearchForSettling {
  queryId: string;
  /** Milliseconds since the epoch. */
  at: number;
  indexName: string;
  query: string;
  userToken: string | null;
}

/** The form queries are compared and grouped in. */
export function normalizeQuery(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether `next` continues the typing of `previous` (both of one reader and index). */
export function continues(previous: SearchForSettling, next: SearchForSettling): boolean {
  if (next.at < previous.at || next.at - previous.at > CHAIN_GAP_MS) return false;
  const a = normalizeQuery(previous.query);
  const b = normalizeQuery(next.query);
  return b.startsWith(a) || a.startsWith(b);
}

/**
 * Decides, for each search, whether it is settled. `decideBefore`: only searches before this
 * time are decided (a later search may still follow them); later ones are used as successors
 * only and left out of the answer.
 */
export function settle(
  searches: readonly SearchForSettling[],
  decideBefore = Number.POSITIVE_INFINITY,
): Map<string, boolean> {
  const runs = new Map<string, SearchForSettling[]>();
  for (const search of searches) {
    const key = search.userToken === null ? null : `${search.userToken}\n${search.indexName}`;
    if (key === null) continue;
    const run = runs.get(key);
    if (run) run.push(search);
    else runs.set(key, [search]);
  }
  const settled = new Map<string, boolean>();
  for (const search of searches) {
    if (search.at >= decideBefore) continue;
    if (normalizeQuery(search.query) === '') settled.set(search.queryId, false);
    else if (search.userToken === null) settled.set(search.queryId, true);
  }
  for (const run of runs.values()) {
    run.sort((a, b) => a.at - b.at || a.queryId.localeCompare(b.queryId));
    run.forEach((search, i) => {
      if (search.at >= decideBefore || settled.has(search.queryId)) return;
      const next = run[i + 1];
      settled.set(search.queryId, !(next && continues(search, next)));
    });
  }
  return settled;
}
