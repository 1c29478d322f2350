/**
 * `npm run analytics [-- --days 7]`: the report of /_analytics as text.
 *
 * - With `DATABASE_URL`, it reads the PostgreSQL database.
 * - Otherwise it asks the running server (`ANALYTICS_SERVER`, default
 *   `http://127.0.0.1:$PORT`, PORT defaulting to 4173) with `ANALYTICS_TOKEN`: PGlite's directory
 *   belongs to one process at a time. When no server answers there, it opens the PGlite
 *   directory (`ANALYTICS_DATA_DIR`, default `analytics-data`) itself.
 */
import { parseArgs } from 'node:util';
import { LANGS } from '../../common/site.ts';
import { analyticsConfigFromEnv } from './config.ts';
import { openDatabase } from './db.ts';
import { migrate } from './migrations.ts';
import { renderReportText } from './render.ts';
import { buildReport, REPORT_PERIODS } from './report.ts';
import { AnalyticsStore } from './store.ts';

async function main(): Promise<string> {
  const { values } = parseArgs({ options: { days: { type: 'string', default: '30' } } });
  const days = Number(values.days);
  if (!(REPORT_PERIODS as readonly number[]).includes(days)) {
    throw new Error(`--days must be one of ${REPORT_PERIODS.join(', ')}`);
  }
  const config = analyticsConfigFromEnv(process.env);
  if (!config) throw new Error('ANALYTICS=off: there is no analytics database to read.');

  if (!config.databaseUrl) {
    const server = process.env.ANALYTICS_SERVER ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`;
    let response: Response | undefined;
    try {
      response = await fetch(`${server}/_analytics?days=${days}&format=text`, {
        headers: config.token ? { authorization: `Bearer ${config.token}` } : {},
      });
    } catch {
      // Nobody listens there: read the embedded database directly.
    }
    if (response) {
      if (response.status === 404) {
        throw new Error(`${server} has no report: start it with ANALYTICS_TOKEN set.`);
      }
      if (!response.ok) {
        throw new Error(
          `${server}/_analytics answered ${response.status}: ${(await response.text()).trim()}`,
        );
      }
      return response.text();
    }
  }

  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    // Searches no server has settled yet (a stopped server) are settled here.
    await new AnalyticsStore(db, { settleDelayMs: config.settleDelayMs }).settle();
    return renderReportText(await buildReport(db, { days, langs: LANGS }));
  } finally {
    await db.close();
  }
}

main().then(
  (text) => process.stdout.write(text),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
