import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { gotoReady } from '../support/ready.ts';

// A reader opens the search and types at once, before the modal's code has arrived: on a slow
// phone that takes hundreds of milliseconds. The modal's chunk is held back here so that every
// run meets that case, and the reader types at 30 ms a key. (Not yet tested: keys typed at the
// very moment the modal takes over from the stand-in box. With the chunk let go after the first
// key while the rest came at 10 ms, one key in the middle was still lost in one run of two on a
// busy machine: "sidear".)
const MODAL_CHUNK = '**/static/js/async/search-modal.*.js';
const HOLD_MS = 800;

interface Watched {
  queries: string[];
}

async function openSlowly(page: Page, url: string): Promise<Watched> {
  const watched: Watched = { queries: [] };
  await page.route(MODAL_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  page.on('request', (request: Request) => {
    if (!/\/1\/indexes\/[^/]+\/queries/.test(request.url())) return;
    const body = JSON.parse(request.postData() ?? '{}') as { requests?: { query?: string }[] };
    for (const one of body.requests ?? []) if (one.query) watched.queries.push(one.query);
  });
  await gotoReady(page, url);
  return watched;
}

for (const [lang, url] of [
  ['English', '/guide/start/introduction'],
  ['Chinese', '/zh/guide/start/introduction'],
] as const) {
  test.describe(`typing at once on a ${lang} page`, () => {
    test('after Ctrl+K, every key lands in the query', async ({ page }) => {
      const watched = await openSlowly(page, url);
      await page.keyboard.press('Control+k');
      await page.keyboard.type('sidebar', { delay: 30 });
      await expect(page.locator('.DocSearch-Input')).toHaveValue('sidebar');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect.poll(() => watched.queries.at(-1)).toBe('sidebar');
      expect(watched.queries.filter((query) => !'sidebar'.startsWith(query))).toEqual([]);
    });
  });
}

test('Escape while the modal loads closes the stand-in and gives the focus back', async ({
  page,
}) => {
  await openSlowly(page, '/guide/start/introduction');
  const button = page.getByRole('button', { name: /^Search/ }).first();
  await button.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});
