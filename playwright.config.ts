import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './tests/support/chromium.ts';
import { E2E_ANALYTICS_TOKEN, E2E_PORTS } from './tests/support/ports.ts';

// End-to-end tests run Debian's Chromium (never a downloaded browser) against the built site
// served by the project's own server, as `npm run serve` does. `npm run build:e2e` makes the two
// builds they need: doc_build (whose search client also knows the replica on E2E_PORTS.replica,
// for failover tests) and doc_build_browser (browser provider). The search provider is baked into
// a build (search/config.ts, read at build time), hence two builds.
//
// Playwright starts the site's server for every spec; the replica and the browser provider's
// server are fixtures (tests/support/fixtures.ts), started only by the specs that use them.

/**
 * The specs that use the replica or the browser provider's server: their project has one worker,
 * so that only one server wants each port.
 */
const REPLICA_SPECS = [
  '**/search.spec.ts',
  '**/faults.spec.ts',
  '**/analytics.spec.ts',
  '**/not-found.spec.ts',
  '**/search-results.spec.ts',
  '**/provider-parity.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers on two cores: a test spends much of its time waiting on the server or on
  // Chromium's renderer, and the crawl's axe runs are independent. A test that fails is a bug to
  // fix, not to retry.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.site}`,
    browserName: 'chromium',
    // Wide enough for the full navbar (the default theme folds it into a menu at 1280px and below).
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM.path, args: CHROMIUM.flags },
  },
  projects: [
    { name: 'site', testIgnore: REPLICA_SPECS },
    { name: 'search', testMatch: REPLICA_SPECS, workers: 1 },
  ],
  webServer: {
    command: 'npx tsx server/cli.ts',
    // No rate limit: the whole suite searches from one IP, far faster than a reader types.
    env: {
      PORT: String(E2E_PORTS.site),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DOC_BUILD_DIR: 'doc_build',
      SEARCH_RATE_LIMIT: '0',
      // Search analytics (tests/e2e/analytics.spec.ts): a database in memory, written every
      // 100 ms, searches settled as soon as the report is read.
      ANALYTICS_DATA_DIR: 'memory://',
      ANALYTICS_TOKEN: E2E_ANALYTICS_TOKEN,
      ANALYTICS_RATE_LIMIT: '0',
      ANALYTICS_FLUSH_MS: '100',
      ANALYTICS_SETTLE_DELAY_MS: '0',
    },
    url: `http://127.0.0.1:${E2E_PORTS.site}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
