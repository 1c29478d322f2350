import { test as base, type Response } from '@playwright/test';
import { E2E_PORTS } from './ports.ts';
import { gotoReady } from './ready.ts';
import { startSiteServer, stopSiteServer } from './siteServer.ts';

/**
 * The end-to-end tests' `test`: Playwright's, with what the specs share.
 *
 * - `visit(url)`: opens a page and waits until React has hydrated it and it has settled
 *   (tests/support/ready.ts); answers the navigation's response.
 * - `replica`: the origin of a second server of `doc_build`, on the port `npm run build:e2e` baked
 *   into the build's search hosts (E2E_PORTS.replica), started for the specs that use it and kept
 *   for the worker. Those specs run in a project with one worker (playwright.config.ts), so that
 *   no two servers want the port.
 * - `browserProvider`: the origin of a server of `doc_build_browser` (search in the page), on
 *   E2E_PORTS.browserProvider, started for the specs that use it (in the same project).
 */
export const test = base.extend<
  { visit: (url: string) => Promise<Response | null> },
  { replica: string; browserProvider: string }
>({
  visit: async ({ page }, use) => {
    await use((url) => gotoReady(page, url));
  },
  replica: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startSiteServer(E2E_PORTS.replica, 'doc_build');
      try {
        await use(`http://127.0.0.1:${E2E_PORTS.replica}`);
      } finally {
        await stopSiteServer(server);
      }
    },
    // A server's start on a busy machine can take longer than a test's 30 s.
    { scope: 'worker', timeout: 180_000 },
  ],
  browserProvider: [
    // biome-ignore lint/correctness/noEmptyPattern: as above
    async ({}, use) => {
      const port = E2E_PORTS.browserProvider;
      const server = await startSiteServer(port, 'doc_build_browser');
      try {
        await use(`http://127.0.0.1:${port}`);
      } finally {
        await stopSiteServer(server);
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

export { expect } from '@playwright/test';
