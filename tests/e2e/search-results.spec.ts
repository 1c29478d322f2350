import type { Page } from '@playwright/test';
import { chooseAppearance, colorsSettled } from '../support/appearance.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PORTS } from '../support/ports.ts';
import { gotoReady } from '../support/ready.ts';

// The search results page (/search?q=…, /zh/search?q=…): the same answer as the modal, in its
// order; the filters; following a hit; the page without JavaScript (rendered by the server); the
// modal's "See all results"; the browser provider's build (searched in the page).

const site = `http://127.0.0.1:${E2E_PORTS.site}`;
const LANGS = [
  { lang: 'en', prefix: '', api: 'API', count: /^\d+ results? for “sidebar”/ },
  { lang: 'zh', prefix: '/zh', api: 'API', count: /^“sidebar”的搜索结果：\d+ 条/ },
] as const;

const list = (page: Page) => page.locator('#rp-search-results-list');
/** The hits of the results page, in the order it lists them. */
const pageHits = (page: Page) =>
  list(page)
    .locator('[data-hit-url]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-hit-url') ?? ''));
/** The hits of the modal, in the order it shows them. */
const modalHits = (page: Page) =>
  page
    .locator('.DocSearch-Hit a[data-url]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-url') ?? ''));

async function openModal(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // The hits of the whole query, not of a prefix typed before it.
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
}

for (const { lang, prefix, api, count } of LANGS) {
  test.describe(`${lang}: the results page`, () => {
    test('lists the results of the query in the modal’s order, with highlights', async ({
      page,
      visit,
    }) => {
      // React hydrates what the server rendered without a mismatch (Rspress passes recoverable
      // hydration errors on as warnings).
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await visit(`${prefix}/search?q=sidebar`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('input[name="q"]')).toHaveValue('sidebar');
      await expect(list(page).locator('.rp-search-results__count')).toHaveText(count);
      await expect(list(page).locator('mark').first()).toBeVisible();
      const listed = await pageHits(page);
      expect(listed.length).toBeGreaterThan(10);
      expect(listed.every((url) => url.startsWith(`${prefix}/`))).toBe(true);
      // The server's list is kept as it is: no search from the page.
      expect(errors).toEqual([]);

      // The modal, opened on the same page: its hits are the page's, in the same order (the
      // page keeps every hit of a group, the modal five).
      await openModal(page, 'sidebar');
      const shown = await modalHits(page);
      expect(shown.length).toBeGreaterThan(5);
      expect(listed.filter((url) => shown.includes(url))).toEqual(shown);
      // The page's first group is the modal's first group.
      const firstGroup = await page.locator('.DocSearch-Hit-source').first().textContent();
      await page.keyboard.press('Escape');
      await expect(list(page).locator('h2').first()).toHaveText(firstGroup ?? '');
    });

    test('filters by section, and Back brings every section again', async ({ page, visit }) => {
      await visit(`${prefix}/search?q=sidebar`);
      const all = await pageHits(page);
      await page.locator('.rp-search-results__filter label', { hasText: api }).click();
      await expect(page).toHaveURL(`${site}${prefix}/search?q=sidebar&section=api`);
      await expect(list(page).locator('.rp-search-results__count')).toContainText(api);
      await expect(list(page).locator('[data-hit-url]').first()).toBeVisible();
      const apiHits = await pageHits(page);
      expect(apiHits.length).toBeGreaterThan(0);
      expect(apiHits.every((url) => url.startsWith(`${prefix}/api/`))).toBe(true);
      // The best API hits among every section's are the first of the section's.
      for (const url of all.filter((hit) => hit.startsWith(`${prefix}/api/`))) {
        expect(apiHits).toContain(url);
      }
      await expect(page.locator('input[name="section"][value="api"]')).toBeChecked();

      await page.goBack();
      await expect(page).toHaveURL(`${site}${prefix}/search?q=sidebar`);
      await expect(page.locator('input[name="section"][value=""]')).toBeChecked();
      await expect.poll(() => pageHits(page)).toEqual(all);
    });

    test('a hit opens its page at its heading, inside the app', async ({ page, visit }) => {
      await visit(`${prefix}/search?q=sidebar`);
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      const link = list(page).locator('[data-hit-url*="#"]').first();
      const target = (await link.getAttribute('data-hit-url')) ?? '';
      await link.click();
      await expect(page).toHaveURL(`${site}${target}`);
      const id = decodeURIComponent(target.split('#')[1] ?? '');
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      // No page load: the app navigated.
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
    });

    test('a new query from the form replaces the results', async ({ page, visit }) => {
      await visit(`${prefix}/search?q=sidebar`);
      await page.locator('input[name="q"]').fill('deploy');
      await page.locator('input[name="q"]').press('Enter');
      await expect(page).toHaveURL(`${site}${prefix}/search?q=deploy`);
      await expect(list(page).locator('.rp-search-results__count')).toContainText('deploy');
      await expect(page).toHaveTitle(/^deploy - /);
      // What arrives in the page is announced.
      await expect(page.locator('.rp-search-results [role="status"]')).toContainText('deploy');
    });
  });

  test.describe(`${lang}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test('the server renders the results, and the form asks for the next page', async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/search?q=sidebar`);
      expect(response?.status()).toBe(200);
      await expect(list(page).locator('.rp-search-results__count')).toHaveText(count);
      const listed = await pageHits(page);
      expect(listed.length).toBeGreaterThan(10);
      await expect(page).toHaveTitle(/^sidebar - /);

      // The section filter, chosen and sent with the form's button.
      await page.locator('input[name="section"][value="api"]').check({ force: true });
      await page.locator('.rp-search-results__submit').click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/search\\?q=sidebar&section=api&lang=${lang}$`),
      );
      const apiHits = await pageHits(page);
      expect(apiHits.length).toBeGreaterThan(0);
      expect(apiHits.every((url) => url.startsWith(`${prefix}/api/`))).toBe(true);
      for (const url of listed.filter((hit) => hit.startsWith(`${prefix}/api/`))) {
        expect(apiHits).toContain(url);
      }

      // A hostile query is text.
      await page.goto(`${prefix}/search?q=${encodeURIComponent('<script>alert(1)</script>')}`);
      await expect(page.locator('input[name="q"]')).toHaveValue('<script>alert(1)</script>');
      expect(await page.locator('main script').count()).toBe(0);
    });

    test('the results are the ones the page shows with JavaScript', async ({ browser }) => {
      const scripted = await browser.newPage({ javaScriptEnabled: true });
      try {
        await gotoReady(scripted, `${site}${prefix}/search?q=sidebar&page=2`);
        const withScript = await pageHits(scripted);
        const plain = await browser.newPage({ javaScriptEnabled: false });
        await plain.goto(`${site}${prefix}/search?q=sidebar&page=2`);
        expect(await pageHits(plain)).toEqual(withScript);
        await plain.close();
      } finally {
        await scripted.close();
      }
    });
  });
}

test('the language menu leads to the other language’s results page of the query', async ({
  page,
  visit,
}) => {
  await visit('/search?q=sidebar');
  const languages = page.locator('.rp-nav__others .rp-nav-menu__item');
  await languages.hover();
  await languages.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(`${site}/zh/search?q=sidebar`);
  await expect(page.locator('h1')).toHaveText('搜索结果');
  await expect(page.locator('input[name="q"]')).toHaveValue('sidebar');
  // The Chinese pages' hits, not the English page's list left in the document.
  await expect(list(page).locator('.rp-search-results__count')).toHaveText(
    /^“sidebar”的搜索结果：\d+ 条/,
  );
  const hits = await pageHits(page);
  expect(hits.length).toBeGreaterThan(0);
  expect(hits.every((url) => url.startsWith('/zh/'))).toBe(true);
});

test.describe('the modal’s link to the results page', () => {
  for (const { lang, prefix } of LANGS) {
    test(`"See all results" opens the page of the query, with the keyboard (${lang})`, async ({
      page,
      visit,
    }) => {
      await visit(`${prefix}/guide/start/introduction`);
      await openModal(page, 'sidebar');
      const link = page.locator('.DocSearch-HitsFooter a');
      await expect(link).toHaveAttribute('href', `${prefix}/search?q=sidebar`);
      await expect(link).toHaveText(
        lang === 'zh' ? /^查看全部 \d+ 条结果$/ : /^See all \d+ results$/,
      );
      // Reached with Tab from the query.
      for (let i = 0; i < 8; i++) {
        if (await link.evaluate((element) => element === document.activeElement)) break;
        await page.keyboard.press('Tab');
      }
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${site}${prefix}/search?q=sidebar`);
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      await expect(page.locator('input[name="q"]')).toHaveValue('sidebar');
      await expect(list(page).locator('[data-hit-url]').first()).toBeVisible();
    });
  }

  test('keeps a query with characters of a URL whole', async ({ page, visit }) => {
    await visit('/guide/start/introduction');
    await openModal(page, 'sidebar & c++');
    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page).toHaveURL(`${site}/search?q=sidebar+%26+c%2B%2B`);
    await expect(page.locator('input[name="q"]')).toHaveValue('sidebar & c++');
  });
});

test.describe('the look', () => {
  test('no axe violation with results, in the light and the dark appearance', async ({
    page,
    visit,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: 'light' });
    await visit('/search?q=sidebar&page=2');
    await expectNoAxeViolations(page, 'all');
    await chooseAppearance(page, 'dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await colorsSettled(page);
    await expectNoAxeViolations(page, 'colour');
  });

  test('fits a phone’s width', async ({ page, visit }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit('/zh/search?q=sidebar');
    await expect(list(page).locator('[data-hit-url]').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('on a static host (browser provider)', () => {
  test('the page searches in the browser, with the same results as the server', async ({
    page,
    browserProvider,
  }) => {
    const apiCalls: string[] = [];
    await page.route('**/1/**', (route) => {
      apiCalls.push(route.request().url());
      return route.abort('connectionrefused');
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
    });
    for (const { prefix } of LANGS) {
      // The page as a static host sends it (its file, as built), which searches in the page.
      await gotoReady(page, `${browserProvider}${prefix}/search.html?q=sidebar&section=api`);
      await expect(page).toHaveURL(`${browserProvider}${prefix}/search?q=sidebar&section=api`);
      await expect(page.locator('input[name="q"]')).toHaveValue('sidebar');
      await expect(list(page).locator('[data-hit-url]').first()).toBeVisible();
      const inPage = await pageHits(page);
      const served = await page.context().newPage();
      await served.goto(`${site}${prefix}/search?q=sidebar&section=api`);
      expect(inPage).toEqual(await pageHits(served));
      await served.close();
    }
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
});
