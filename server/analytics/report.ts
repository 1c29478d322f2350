import type { Database } from './db.ts';

/**
 * The analytics report of one period: per language, what readers searched for (settled queries,
 * settle.ts), what found nothing, how often a search led to a click and at which position, and
 * the pages with the most "No" answers with their comments. The page (/_analytics) and
 * `npm run analytics` render the same report.
 */

export interface QueryCount {
  query: string;
  count: number;
  clicks: number;
}

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  searches: number;
  noResults: number;
}

export interface PageVotes {
  path: string;
  yes: number;
  no: number;
}

export interface FeedbackComment {
  path: string;
  helpful: boolean;
  comment: string;
  at: string;
}

export interface LanguageReport {
  lang: string;
  searches: number;
  noResultSearches: number;
  /** Settled searches followed by at least one click on a hit, over settled searches. */
  clickThroughRate: number | null;
  averageClickPosition: number | null;
  clicks: number;
  topQueries: QueryCount[];
  noResultQueries: QueryCount[];
  days: DayCount[];
  feedback: { yes: number; no: number; pages: PageVotes[]; comments: FeedbackComment[] };
}

export interface Report {
  days: number;
  since: string;
  until: string;
  langs: LanguageReport[];
  /** What the server answering the report dropped since it started (not in the database). */
  store?: {
    since: string;
    up: boolean | null;
    dropped: Record<string, Record<string, number>>;
  };
}

export const REPORT_PERIODS = [1, 7, 30, 90] as const;
const TOP = 20;

/** Settled searches of the period: settled, or clicked whatever came after. */
const SETTLED = `
  WITH clicked AS (
    SELECT DISTINCT query_id FROM analytics_events
    WHERE event_type = 'click' AND query_id IS NOT NULL AND at >= $1
  ),
  settled AS (
    SELECT s.query_id, s.at, s.lang, s.query, s.nb_hits, (c.query_id IS NOT NULL) AS clicked
    FROM analytics_searches s LEFT JOIN clicked c ON c.query_id = s.query_id
    WHERE s.at >= $1 AND s.at < $2 AND (s.settled OR c.query_id IS NOT NULL)
  )`;

const num = (value: unknown) => Number(value ?? 0);

export async function buildReport(
  db: Database,
  options: { days: number; langs: readonly string[]; now?: number },
): Promise<Report> {
  const until = new Date(options.now ?? Date.now());
  const since = new Date(until.getTime() - options.days * 86_400_000);
  const period = [since.toISOString(), until.toISOString()];

  const totals = await db.query<{
    lang: string;
    searches: number;
    no_results: number;
    clicked: number;
  }>(
    `${SETTLED}
     SELECT lang, count(*)::integer AS searches,
       count(*) FILTER (WHERE nb_hits = 0)::integer AS no_results,
       count(*) FILTER (WHERE clicked)::integer AS clicked
     FROM settled GROUP BY lang`,
    period,
  );
  const queries = await db.query<{
    lang: string;
    query: string;
    count: number;
    clicks: number;
    no_results: boolean;
    rank: number;
  }>(
    `${SETTLED},
     grouped AS (
       SELECT lang, lower(btrim(regexp_replace(query, '\\s+', ' ', 'g'))) AS query,
         count(*)::integer AS count, count(*) FILTER (WHERE clicked)::integer AS clicks,
         bool_and(nb_hits = 0) AS no_results
       FROM settled GROUP BY 1, 2
     )
     SELECT * FROM (
       SELECT lang, query, count, clicks, false AS no_results,
         row_number() OVER (PARTITION BY lang ORDER BY count DESC, query) AS rank FROM grouped
       UNION ALL
       SELECT lang, query, count, clicks, true AS no_results,
         row_number() OVER (PARTITION BY lang ORDER BY count DESC, query) AS rank
       FROM grouped WHERE no_results
     ) ranked WHERE rank <= ${TOP} ORDER BY lang, no_results, rank`,
    period,
  );
  const days = await db.query<{ lang: string; day: string; searches: number; no_results: number }>(
    `${SETTLED}
     SELECT lang, to_char(date_trunc('day', at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
       count(*)::integer AS searches, count(*) FILTER (WHERE nb_hits = 0)::integer AS no_results
     FROM settled GROUP BY 1, 2 ORDER BY 1, 2`,
    period,
  );
  const clicks = await db.query<{ lang: string; clicks: number; average_position: number | null }>(
    // float8, not integer: a position past the integer range stored before it was refused at the
    // door must not make the report fail.
    `SELECT lang, count(*)::integer AS clicks,
       avg(CASE WHEN jsonb_typeof(positions->0) = 'number' THEN (positions->>0)::float8 END)
         AS average_position
     FROM analytics_events
     WHERE event_type = 'click' AND positions IS NOT NULL AND at >= $1 AND at < $2
     GROUP BY lang`,
    period,
  );
  const votes = await db.query<{ lang: string; path: string; yes: number; no: number }>(
    `SELECT lang, path, count(*) FILTER (WHERE helpful)::integer AS yes,
       count(*) FILTER (WHERE NOT helpful)::integer AS no
     FROM analytics_feedback WHERE at >= $1 AND at < $2
     GROUP BY lang, path ORDER BY lang, no DESC, yes, path`,
    period,
  );
  const comments = await db.query<{
    lang: string;
    path: string;
    helpful: boolean;
    comment: string;
    at: Date | string;
  }>(
    `SELECT lang, path, helpful, comment, at FROM (
       SELECT *, row_number() OVER (PARTITION BY lang ORDER BY at DESC) AS rank
       FROM analytics_feedback WHERE comment IS NOT NULL AND at >= $1 AND at < $2
     ) latest WHERE rank <= 50 ORDER BY lang, helpful, at DESC`,
    period,
  );

  const langs = [
    ...new Set([
      ...options.langs,
      ...totals.map((row) => row.lang),
      ...votes.map((row) => row.lang),
    ]),
  ];
  return {
    days: options.days,
    since: period[0] as string,
    until: period[1] as string,
    langs: langs.map((lang) => {
      const total = totals.find((row) => row.lang === lang);
      const click = clicks.find((row) => row.lang === lang);
      const pages = votes.filter((row) => row.lang === lang);
      const searches = num(total?.searches);
      const toCount = (row: (typeof queries)[number]) => ({
        query: row.query,
        count: num(row.count),
        clicks: num(row.clicks),
      });
      return {
        lang,
        searches,
        noResultSearches: num(total?.no_results),
        clickThroughRate: searches === 0 ? null : num(total?.clicked) / searches,
        averageClickPosition:
          click?.average_position === null || click?.average_position === undefined
            ? null
            : Number(click.average_position),
        clicks: num(click?.clicks),
        topQueries: queries.filter((row) => row.lang === lang && !row.no_results).map(toCount),
        noResultQueries: queries.filter((row) => row.lang === lang && row.no_results).map(toCount),
        days: days
          .filter((row) => row.lang === lang)
          .map((row) => ({
            day: row.day,
            searches: num(row.searches),
            noResults: num(row.no_results),
          })),
        feedback: {
          yes: pages.reduce((sum, row) => sum + num(row.yes), 0),
          no: pages.reduce((sum, row) => sum + num(row.no), 0),
          pages: pages
            .filter((row) => num(row.no) > 0)
            .slice(0, TOP)
            .map((row) => ({ path: row.path, yes: num(row.yes), no: num(row.no) })),
          comments: comments
            .filter((row) => row.lang === lang)
            .map((row) => ({
              path: row.path,
              helpful: row.helpful,
              comment: row.comment,
              at: new Date(row.at).toISOString(),
            })),
        },
      };
    }),
  };
}
