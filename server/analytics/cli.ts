/**
 * `npm run analytics [-- --days 7]`: the report of /_analytics as text.
 *
 * - With `DATABASE_URL`, it reads the PostgreSQL database.
 * - Otherwise it asks the running server (`ANALYTICS_SERVER`, default
 *   `http://127.0.0.1:$PORT`, PORT defaulting to 4173) with `ANALYTICS_TOKEN`: PGlite's directory
 *   belongs to one process at a time (lock.ts). When no server answers there, it reads a copy of
 *   the PGlite directory (`ANALYTICS_DATA_DIR`, default `analytics-data`), taken under the
 *   directory's lock, and never the directory itself; a directory another process holds is
 *   refused with that process's pid and host.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LANGS } from '../../common/site.ts';
import { analyticsConfigFromEnv } from './config.ts';
import { openDatabase } from './db.ts';
import { LOCK_FILE, lockDirectory, lockHolder } from './lock.ts';
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

  const copy = config.databaseUrl ? undefined : copyOfStore(config.dataDir);
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: copy,
    lockRole: 'report',
  });
  try {
    await migrate(db);
    // Searches no server has settled yet (a stopped server) are settled here, in the copy.
    await new AnalyticsStore(db, { settleDelayMs: config.settleDelayMs }).settle();
    return renderReportText(await buildReport(db, { days, langs: LANGS }));
  } finally {
    await db.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * A copy of the PGlite directory in a temporary directory, taken while holding its lock (a
 * server starting meanwhile waits for the copy to end): the report never writes to the store of
 * a server, nor opens one a server has open.
 */
function copyOfStore(dataDir: string): string {
  if (dataDir.startsWith('memory://')) {
    throw new Error('ANALYTICS_DATA_DIR is memory://: only the server that holds it can report.');
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new Error(`No analytics store in ${dataDir} (ANALYTICS_DATA_DIR).`);
  }
  const holder = lockHolder(dataDir);
  if (holder) {
    throw new Error(
      `The analytics store in ${dataDir} is in use by ${holder.role === 'report' ? 'npm run analytics' : 'a server'} ` +
        `(pid ${holder.pid} on ${holder.host}): ask that server for the report (ANALYTICS_SERVER=http://host:port ` +
        'and ANALYTICS_TOKEN), or run this again once it has stopped.',
    );
  }
  const lock = lockDirectory(dataDir, 'report');
  const copy = mkdtempSync(path.join(tmpdir(), 'analytics-report-'));
  try {
    cpSync(dataDir, copy, {
      recursive: true,
      filter: (source) => path.basename(source) !== LOCK_FILE,
    });
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
  return copy;
}

main().then(
  (text) => process.stdout.write(text),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
