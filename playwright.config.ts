import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './tests/e2e/chromium.ts';
import { E2E_PORTS } from './tests/e2e/ports.ts';

// End-to-end tests run Debian's Chromium (never a downloaded browser) against the
// built site served by the project's own server, as `npm run serve` does.
// `npm run build:e2e` makes the two builds they need: doc_build (whose search client also knows
// the replica on E2E_PORTS.replica, for failover tests) and doc_build_browser (browser provider).
const server = (port: number, dir: string) => ({
  command: 'npx tsx server/cli.ts',
  // No rate limit: the whole suite searches from one IP, far faster than a reader types.
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DOC_BUILD_DIR: dir,
    SEARCH_RATE_LIMIT: '0',
  },
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // CI machines have two shared cores and run three servers besides the browser: one worker,
  // and one retry so that a test starved of CPU once does not fail the run.
  workers: process.env.CI ? 1 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.site}`,
    browserName: 'chromium',
    // Wide enough for the full navbar (the default theme folds it into a menu at 1280px and below).
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: CHROMIUM.path, args: CHROMIUM.flags },
  },
  webServer: [
    server(E2E_PORTS.site, 'doc_build'),
    server(E2E_PORTS.replica, 'doc_build'),
    server(E2E_PORTS.browserProvider, 'doc_build_browser'),
  ],
});
