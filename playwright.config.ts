import { defineConfig } from '@playwright/test';

// End-to-end tests run Debian's Chromium (never a downloaded browser) against the
// built site served by the project's own server, as `npm run serve` does.
const port = Number(process.env.E2E_PORT ?? 4174);
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Wide enough for the full navbar (the default theme folds it into a menu at 1280px and below).
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'npx tsx server/cli.ts',
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
