/**
 * In-process site servers for the integration tests (Vitest). Kept apart from siteServer.ts, which
 * the end-to-end tier also loads: the server's modules import JSON the way the bundler does, which
 * Playwright's loader does not take.
 */
import type { FastifyInstance } from 'fastify';
import type { AnalyticsConfig } from '../../server/analytics/config.ts';
import { createSiteServer } from '../../server/app.ts';
import { logCollector } from './siteServer.ts';

/**
 * An in-process site server of the build in `root` with its analytics store in `dataDir`, rate
 * limits off and every log line at info level or above collected. `analytics` adds to or overrides
 * the store's settings.
 */
export async function analyticsServerOn(
  root: string,
  dataDir: string,
  token: string,
  analytics: Partial<AnalyticsConfig> = {},
): Promise<{ app: FastifyInstance; lines: { level: number; msg: string }[] }> {
  const { stream, lines } = logCollector();
  const app = await createSiteServer({
    root,
    logger: { level: 'info', stream },
    rateLimit: false,
    analytics: { dataDir, retentionDays: 90, rateLimit: false, token, ...analytics },
  });
  return { app, lines };
}
