import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { crash, freePort, startSiteServer } from '../support/siteServer.ts';

/**
 * The page's own search server dies while a reader uses the search modal. `npm run build:e2e`
 * lists the replica (E2E_PORTS.replica, the `replica` fixture of tests/support/fixtures.ts) in the build's
 * SEARCH_HOSTS; this test serves the same build from its own instance, which it kills and restarts.
 */

const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

/** Which host answered each search request of the page, and how. */
function searchAnswers(page: Page): { origin: string; status: number }[] {
  const answers: { origin: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/1/indexes/')) {
      answers.push({ origin: url.origin, status: response.status() });
    }
  });
  return answers;
}

let server: ChildProcess | undefined;
test.afterEach(async () => {
  if (server) await crash(server);
  server = undefined;
});

for (const [lang, path, before, after, found] of [
  ['English', '/guide/start/introduction', 'sidebar', 'deploy', /deploy/i],
  ['Chinese', '/zh/guide/start/introduction', '侧边栏', '部署', /部署/],
] as const) {
  test(`${lang}: the modal keeps finding results when its server dies, via the replica; the restarted server answers again`, async ({
    page,
    request,
    replica,
    visit,
  }) => {
    test.setTimeout(90_000);
    const port = await freePort();
    const own = `http://127.0.0.1:${port}`;
    server = await startSiteServer(port);
    const answers = searchAnswers(page);

    await visit(`${own}${path}`);
    await page.keyboard.press('Control+k');
    await input(page).fill(before);
    await expect(hits(page).first()).toBeVisible();
    expect(answers.at(-1)).toEqual({ origin: own, status: 200 });

    // Mid-use: the instance serving the page goes away.
    await crash(server);
    const answered = answers.length;
    await input(page).fill(after);
    await expect(hits(page).first()).toContainText(found);
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    expect(answers.slice(answered)).toContainEqual({ origin: replica, status: 200 });
    expect(answers.slice(answered).filter((a) => a.origin !== replica)).toEqual([]);

    // Restarted on the same port, it serves the site and the search API again.
    server = await startSiteServer(port);
    expect((await request.get(`${own}/healthz`)).status()).toBe(200);
    // The client remembers a failed host for a while; a reader arriving later starts afresh.
    await page.evaluate(() => localStorage.clear());
    await visit(`${own}${path}`);
    await page.keyboard.press('Control+k');
    const reloaded = answers.length;
    await input(page).fill(after);
    await expect(hits(page).first()).toContainText(found);
    expect(answers.slice(reloaded)).toContainEqual({ origin: own, status: 200 });
    expect(answers.slice(reloaded).filter((a) => a.origin !== own)).toEqual([]);
  });
}
