import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { gotoReady } from '../support/ready.ts';

// A reader opens the search and types at once, before the modal's code has arrived: on a slow
// phone that takes hundreds of milliseconds. The modal's chunk is held back here so that every
// run meets that case. Keys come at 30 ms, and at 10 ms (a fast typist's rollover) for the cases
// where a render can fall between a key and React's reading of it: the moment the modal takes
// over from the stand-in box, and the modal's answers arriving while the reader types.
const MODAL_CHUNK = '**/static/js/async/search-modal.*.js';
const HOLD_MS = 800;

interface Watched {
  queries: string[];
}

async function openSlowly(page: Page, url: string, release?: Promise<void>): Promise<Watched> {
  const watched: Watched = { queries: [] };
  await page.route(MODAL_CHUNK, async (route) => {
    await (release ?? new Promise((resolve) => setTimeout(resolve, HOLD_MS)));
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

/** The modal's input holds `query`, keeps the focus, shows hits, and `query` was searched last. */
async function searched(page: Page, watched: Watched, query: string) {
  await expect(page.locator('.DocSearch-Input')).toHaveValue(query);
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect.poll(() => watched.queries.at(-1)).toBe(query);
  expect(watched.queries.filter((one) => !query.startsWith(one))).toEqual([]);
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
      await searched(page, watched, 'sidebar');
    });

    test('after a click on the search button, every key lands in the query', async ({ page }) => {
      const watched = await openSlowly(page, url);
      await page.locator('.rp-search-button').click();
      await page.keyboard.type('sidebar', { delay: 30 });
      await searched(page, watched, 'sidebar');
    });

    test('keys typed fast while the modal takes over from the stand-in all land in the query', async ({
      page,
    }) => {
      let letGo = () => {};
      const watched = await openSlowly(
        page,
        url,
        new Promise<void>((resolve) => (letGo = resolve)),
      );
      await page.keyboard.press('Control+k');
      await page.keyboard.type('s', { delay: 10 });
      letGo();
      await page.keyboard.type('idebar', { delay: 10 });
      await searched(page, watched, 'sidebar');
    });

    test('keys typed fast in the open modal, while its answers arrive, all land in the query', async ({
      page,
    }) => {
      const watched = await openSlowly(page, url);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.type('navbar', { delay: 10 });
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await page.keyboard.type(' logo', { delay: 10 });
      await searched(page, watched, 'navbar logo');
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
