/**
 * The relevance figures, computed from answers as lists of URLs in the order a reader sees them.
 * Scoring is by page: a hit's `#anchor` is dropped, and a page counts once, where it first appears.
 */

/** The route of a page as the suite writes it: `/guide/basic/deploy`, `/zh/api/`. */
export function pageOf(url: string): string {
  let path = url.split('#')[0]?.split('?')[0] ?? '';
  try {
    // Absolute URLs (Pagefind may answer them) are reduced to their path.
    if (/^[a-z]+:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    throw new Error(`Not a URL: ${url}`);
  }
  path = path.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** The distinct pages of an answer, in answer order. */
export function distinctPages(urls: readonly string[]): string[] {
  return [...new Set(urls.map(pageOf))];
}

/** 1-based rank of the first accepted page among the distinct pages, or null when none is. */
export function firstAcceptedRank(
  urls: readonly string[],
  accepted: readonly string[],
): number | null {
  if (accepted.length === 0) throw new Error('firstAcceptedRank: no accepted page given');
  const wanted = new Set(accepted.map(pageOf));
  const index = distinctPages(urls).findIndex((page) => wanted.has(page));
  return index === -1 ? null : index + 1;
}

/** What one engine answered to one query of the suite. */
export interface QueryOutcome {
  lang: string;
  offTopic: boolean;
  /** Rank of the first accepted page (on-topic queries), null when none is in the answer. */
  rank: number | null;
  /** Distinct pages in the answer. */
  pages: number;
}

export interface Figures {
  /** On-topic queries. */
  queries: number;
  /** Share of on-topic queries whose first distinct page is accepted. */
  top1: number;
  /** Share of on-topic queries with an accepted page among the first three distinct pages. */
  top3: number;
  /** Mean reciprocal rank of the first accepted page (0 for a query without one). */
  mrr: number;
  /** Off-topic queries. */
  offTopicQueries: number;
  /** Share of off-topic queries answered with no results. */
  offTopicEmpty: number;
  /** Share of off-topic queries answered with at most 5 distinct pages. */
  offTopicAtMost5: number;
}

const share = (count: number, of: number) => (of === 0 ? 0 : count / of);

/** The figures of a set of outcomes (one language, or all). */
export function figures(outcomes: readonly QueryOutcome[]): Figures {
  const onTopic = outcomes.filter((o) => !o.offTopic);
  const offTopic = outcomes.filter((o) => o.offTopic);
  const ranks = onTopic.map((o) => o.rank);
  return {
    queries: onTopic.length,
    top1: share(ranks.filter((r) => r === 1).length, onTopic.length),
    top3: share(ranks.filter((r) => r !== null && r <= 3).length, onTopic.length),
    mrr: share(
      ranks.reduce<number>((sum, r) => sum + (r === null ? 0 : 1 / r), 0),
      onTopic.length,
    ),
    offTopicQueries: offTopic.length,
    offTopicEmpty: share(offTopic.filter((o) => o.pages === 0).length, offTopic.length),
    offTopicAtMost5: share(offTopic.filter((o) => o.pages <= 5).length, offTopic.length),
  };
}

/** The metrics the gate compares, higher is better for each. */
export const GATED_METRICS = ['top1', 'top3', 'mrr', 'offTopicEmpty'] as const;
export type GatedMetric = (typeof GATED_METRICS)[number];

export const METRIC_NAMES: Record<GatedMetric | 'offTopicAtMost5', string> = {
  top1: 'top-1',
  top3: 'top-3',
  mrr: 'MRR',
  offTopicEmpty: 'off-topic precision (no results)',
  offTopicAtMost5: 'off-topic ≤ 5 pages',
};

/** Scopes the figures are given for. */
export type Scope = 'en' | 'zh' | 'all';

export type FigureTable = Record<Scope, Figures>;

/** Figures per language and for all queries. */
export function figureTable(outcomes: readonly QueryOutcome[]): FigureTable {
  return {
    en: figures(outcomes.filter((o) => o.lang === 'en')),
    zh: figures(outcomes.filter((o) => o.lang === 'zh')),
    all: figures(outcomes),
  };
}

/** The floor the gate holds our engine to: a value per scope and gated metric. */
export type Floor = Record<Scope, Record<GatedMetric, number>>;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The metrics where ours drop below the committed floor, one line each naming the metric; empty
 * when none does. Figures are compared at 3 decimals, as they are printed.
 */
export function belowFloor(ours: FigureTable, floor: Floor): string[] {
  const failures: string[] = [];
  for (const scope of ['en', 'zh', 'all'] as const) {
    for (const metric of GATED_METRICS) {
      const name = `${scope} ${METRIC_NAMES[metric]}`;
      const min = floor[scope]?.[metric];
      if (typeof min !== 'number') throw new Error(`The floor has no figure for ${name}`);
      const value = round3(ours[scope][metric]);
      if (value < round3(min)) {
        failures.push(`${name}: ours ${value.toFixed(3)} < floor ${round3(min).toFixed(3)}`);
      }
    }
  }
  return failures;
}

/**
 * The metrics where ours are below the best of the peers on the same build, one line each, naming
 * the peer (`peers`: figure tables by peer name). Figures are compared at 3 decimals.
 */
export function belowPeers(
  ours: FigureTable,
  peers: Readonly<Record<string, FigureTable>>,
): string[] {
  const failures: string[] = [];
  for (const scope of ['en', 'zh', 'all'] as const) {
    for (const metric of GATED_METRICS) {
      const value = round3(ours[scope][metric]);
      let best: { name: string; value: number } | undefined;
      for (const [name, table] of Object.entries(peers)) {
        const theirs = round3(table[scope][metric]);
        if (!best || theirs > best.value) best = { name, value: theirs };
      }
      if (best && value < best.value) {
        failures.push(
          `${scope} ${METRIC_NAMES[metric]}: ours ${value.toFixed(3)} < ${best.name} ${best.value.toFixed(3)}`,
        );
      }
    }
  }
  return failures;
}

/** Everything the gate of `npm test` fails on: below the floor, then below the best peer. */
export function gateFailures(
  ours: FigureTable,
  floor: Floor,
  peers: Readonly<Record<string, FigureTable>>,
): string[] {
  return [...belowFloor(ours, floor), ...belowPeers(ours, peers)];
}
