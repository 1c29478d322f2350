import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { gotoReady } from '../support/ready.ts';

// A reader opens the search and types at once, before the modal's code has arrived: on a slow
// phone that takes hundreds of milliseconds. The modal's chunk is held back here until the test
// lets it go, halfway through the word, so that every run meets both the stand-in box and the
// handover to the modal while keys are coming; the reader types at 30 ms a key, then faster.
const MODAL_CHUNK = '**/static/js/async/search-modal.*.js';

interface Watched {
  queries: string[];
  /** Lets the held modal chunk go. */
  release: () => void;
}

async function openSlowly(page: Page, url: string): Promise<Watched> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const watched: Watched = { queries: [], release: () => release() };
  await page.route(MODAL_CHUNK, async (route) => {
    await released;
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

/** Types "sidebar": three keys into the stand-in, the rest while the modal arrives. */
async function typeThroughHandover(page: Page, watched: Watched): Promise<void> {
  await page.keyboard.type('sid', { delay: 30 });
  watched.release();
  for (const key of 'ebar') {
    await page.keyboard.type(key);
    await page.waitForTimeout(10);
  }
}

async function expectWholeQuery(page: Page, watched: Watched): Promise<void> {
  await expect(page.locator('.DocSearch-Input')).toHaveValue('sidebar');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect.poll(() => watched.queries.at(-1)).toBe('sidebar');
  expect(watched.queries.filter((query) => !'sidebar'.startsWith(query))).toEqual([]);
}

for (const [lang, url, buttonName] of [
  ['English', '/guide/start/introduction', /^Search/],
  ['Chinese', '/zh/guide/start/introduction', /^搜索/],
] as const) {
  test.describe(`typing at once on a ${lang} page`, () => {
    test('after Ctrl+K, every key lands in the query', async ({ page }) => {
      const watched = await openSlowly(page, url);
      await page.keyboard.press('Control+k');
      await typeThroughHandover(page, watched);
      await expectWholeQuery(page, watched);
    });

    test('after a click on the search button, every key lands in the query', async ({ page }) => {
      const watched = await openSlowly(page, url);
      await page.getByRole('button', { name: buttonName }).first().click();
      await typeThroughHandover(page, watched);
      await expectWholeQuery(page, watched);
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
