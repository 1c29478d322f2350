import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

/**
 * The page tabs of the Components page (the default `PageTabs`, fixed by
 * patches/@rspress+core+2.0.22.patch): both twins render the same article headings, in the HTML
 * and after hydration, and the keyboard switches the tabs.
 */
const PATH = '/guide/default-theme/components';

/**
 * The headings of the article (`.rspress-doc`) of an HTML text, or of the page when none is
 * given, in order: their level and id. The title's id comes from its text, which differs between
 * the languages: its level only.
 */
function articleHeadings(page: Page, html?: string): Promise<string[]> {
  return page.evaluate((source) => {
    const root = source ? new DOMParser().parseFromString(source, 'text/html') : document;
    return [...root.querySelectorAll('.rspress-doc :is(h1, h2, h3, h4, h5, h6)')].map((h) =>
      h.localName === 'h1' ? 'h1' : `${h.localName}#${h.id}`,
    );
  }, html);
}

const served = async (page: Page, url: string) =>
  articleHeadings(page, await (await page.request.get(url)).text());

test('the twins of the Components page are served with the same headings', async ({ page }) => {
  const en = await served(page, PATH);
  const zh = await served(page, `/zh${PATH}`);
  expect(en.length).toBeGreaterThan(10);
  expect(zh).toEqual(en);
  // Every heading is one of the page's: none without an id.
  expect(en.filter((heading) => heading.endsWith('#'))).toEqual([]);
});

for (const lang of ['en', 'zh'] as const) {
  const url = lang === 'en' ? PATH : `/zh${PATH}`;

  test(`${lang}: the page tabs hydrate as served and switch with the keyboard`, async ({
    page,
    visit,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visit(url);
    expect(await articleHeadings(page)).toEqual(await served(page, url));

    const tabs = page.locator('.rp-page-tabs');
    const guide = tabs.getByText('How to use the feature, step by step.');
    const reference = tabs.getByText('Every option of the feature.');
    await expect(guide).toBeVisible();
    await expect(reference).toBeHidden();

    await tabs.getByRole('button', { name: 'Reference' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${url}?page=1`);
    await expect(reference).toBeVisible();
    await expect(guide).toBeHidden();

    await tabs.getByRole('button', { name: 'Guide' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(url);
    await expect(guide).toBeVisible();
    expect(errors).toEqual([]);
  });
}
