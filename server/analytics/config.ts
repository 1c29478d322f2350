import path from 'node:path';

/**
 * The analytics settings of the server, from environment variables:
 *
 * - `ANALYTICS`: `off` turns analytics off (no database, the endpoints answer 404); default on.
 * - `DATABASE_URL`: a PostgreSQL server (`postgres://user:password@host:5432/db`), shared by
 *   every instance; without it, an embedded PGlite database in `ANALYTICS_DATA_DIR`
 *   (default `analytics-data`, or `memory://` to keep nothing on disk).
 * - `ANALYTICS_TOKEN`: the token of the report page `/_analytics` (a Bearer header, or the
 *   password of HTTP Basic authentication from a browser); unset, the page does not exist (404).
 * - `ANALYTICS_RETENTION_DAYS`: days records are kept (default 90).
 * - `ANALYTICS_RATE_LIMIT`: event and feedback requests per client IP and minute (default 120,
 *   0 turns the limit off). The IP is used for the limit in memory only, never stored.
 * - `ANALYTICS_ORIGINS`: comma-separated origins whose pages may send events and feedback,
 *   besides the server's own host (default: the origin of `SITE_URL`, `https://rspress.rs`).
 * - `ANALYTICS_CLIENT_DAILY_QUOTA`, `ANALYTICS_DAILY_QUOTA`: records stored a day per client IP
 *   (default 10,000) and in all (default 1,000,000) by one server; 0 turns a quota off.
 */
export interface AnalyticsConfig {
  databaseUrl?: string;
  dataDir: string;
  token?: string;
  retentionDays: number;
  /** Requests per minute and client IP, or false. */
  rateLimit: number | false;
  /** Origins whose pages may send events and feedback (besides the server's own); default SITE_URL's. */
  origins?: string[];
  /** Records stored a day per client IP and in all (0: no limit); defaults 10,000 and 1,000,000. */
  clientDailyQuota?: number;
  dailyQuota?: number;
  /** Store timings (tests): flush interval and settle delay, ms. */
  flushMs?: number;
  settleDelayMs?: number;
  /** How often searches are settled and retention runs (once a period across all servers), ms. */
  maintenanceMs?: number;
}

export class AnalyticsConfigError extends Error {}

export const DEFAULT_SITE_URL = 'https://rspress.rs';
export const DEFAULT_CLIENT_DAILY_QUOTA = 10_000;
export const DEFAULT_DAILY_QUOTA = 1_000_000;

function origins(env: Record<string, string | undefined>): string[] {
  const list = env.ANALYTICS_ORIGINS?.trim()
    ? env.ANALYTICS_ORIGINS.split(',')
    : [env.SITE_URL?.trim() || DEFAULT_SITE_URL];
  return list
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      try {
        const url = new URL(item);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
        return url.origin;
      } catch {
        throw new AnalyticsConfigError(
          `ANALYTICS_ORIGINS and SITE_URL must be http(s) origins such as https://example.com, got "${item}".`,
        );
      }
    });
}

function whole(name: string, value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    throw new AnalyticsConfigError(`${name} must be a whole number from ${min}, got "${value}".`);
  }
  return number;
}

export function analyticsConfigFromEnv(
  env: Record<string, string | undefined>,
): AnalyticsConfig | false {
  const switchValue = env.ANALYTICS?.trim().toLowerCase();
  if (switchValue === 'off' || switchValue === 'false' || switchValue === '0') return false;
  if (switchValue && !['on', 'true', '1'].includes(switchValue)) {
    throw new AnalyticsConfigError(`ANALYTICS must be on or off, got "${env.ANALYTICS}".`);
  }
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new AnalyticsConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  const token = env.ANALYTICS_TOKEN?.trim();
  if (token !== undefined && token !== '' && token.length < 16) {
    throw new AnalyticsConfigError('ANALYTICS_TOKEN must be at least 16 characters long.');
  }
  const dataDir = env.ANALYTICS_DATA_DIR?.trim() || 'analytics-data';
  const rate = whole('ANALYTICS_RATE_LIMIT', env.ANALYTICS_RATE_LIMIT, 120);
  return {
    databaseUrl: url || undefined,
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(dataDir),
    token: token || undefined,
    retentionDays: whole('ANALYTICS_RETENTION_DAYS', env.ANALYTICS_RETENTION_DAYS, 90, 1),
    rateLimit: rate === 0 ? false : rate,
    origins: origins(env),
    clientDailyQuota: whole(
      'ANALYTICS_CLIENT_DAILY_QUOTA',
      env.ANALYTICS_CLIENT_DAILY_QUOTA,
      DEFAULT_CLIENT_DAILY_QUOTA,
    ),
    dailyQuota: whole('ANALYTICS_DAILY_QUOTA', env.ANALYTICS_DAILY_QUOTA, DEFAULT_DAILY_QUOTA),
    flushMs: env.ANALYTICS_FLUSH_MS
      ? whole('ANALYTICS_FLUSH_MS', env.ANALYTICS_FLUSH_MS, 1000, 10)
      : undefined,
    settleDelayMs: env.ANALYTICS_SETTLE_DELAY_MS
      ? whole('ANALYTICS_SETTLE_DELAY_MS', env.ANALYTICS_SETTLE_DELAY_MS, 10_000)
      : undefined,
    maintenanceMs: env.ANALYTICS_MAINTENANCE_MS
      ? whole('ANALYTICS_MAINTENANCE_MS', env.ANALYTICS_MAINTENANCE_MS, 60_000, 1000)
      : undefined,
  };
}
