import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { landingCards } from '../../theme/data/tools.ts';
import { chooseAppearance } from '../support/appearance.ts';
import { gotoReady } from '../support/ready.ts';

type Lang = 'en' | 'zh';
const i18n: Record<string, Record<Lang, string>> = JSON.parse(readFileSync('i18n.json', 'utf8'));
const t = (key: string, lang: Lang) => i18n[key]?.[lang] ?? key;

const homes = [
  { url: '/', lang: 'en' },
  { url: '/zh/', lang: 'zh' },
] as const;

const columns = (page: Page) =>
  page
    .locator('.rp-tool-stack__grid')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);

for (const { url, lang } of homes) {
  test(`${url}: the tool stack follows the features with a title, a tagline and six cards`, async ({
    page,
    request,
  }) => {
    const cards = landingCards(lang);
    // Server-rendered: the cards and their links are in the HTML itself.
    const html = await (await request.get(url)).text();
    for (const card of cards) expect(html).toContain(`href="${card.url}"`);

    await gotoReady(page, url);
    const section = page.locator('.rp-tool-stack');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(t('toolStack.title', lang));
    await expect(section.locator('.rp-tool-stack__tagline')).toHaveText(
      t('toolStack.tagline', lang),
    );
    // After the features, in document order.
    const order = await page.evaluate(() => {
      const features = document.querySelector('.rp-home-feature');
      const stack = document.querySelector('.rp-tool-stack');
      return features && stack
        ? features.compareDocumentPosition(stack) & Node.DOCUMENT_POSITION_FOLLOWING
        : 0;
    });
    expect(order).toBeTruthy();

    const links = section.getByRole('link');
    await expect(links).toHaveCount(6);
    for (const [index, card] of cards.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAttribute('href', card.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toContainText(card.name);
      await expect(link).toContainText(card.desc);
      await expect(link).toContainText(card.urlText);
      const logo = link.locator('img');
      await logo.scrollIntoViewIfNeeded();
      await expect(logo).toHaveAttribute('src', card.logo);
      // Our own SVG, served by the site, and really loaded.
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      if (card.logoScale !== undefined) {
        await expect(logo).toHaveCSS('transform', /matrix\(/);
      }
    }
  });
}

test('a card opens its tool in a new tab', async ({ page, context }) => {
  // Keep the test offline: the new tab's request is answered here.
  await context.route(/^https:\/\/rsbuild\.rs\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Rsbuild</title>' }),
  );
  await gotoReady(page, '/');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator('.rp-tool-stack')
      .getByRole('link', { name: /^Rsbuild / })
      .click(),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://rsbuild.rs/');
  expect(page.url()).toMatch(/\/$/);
  expect(await tab.evaluate(() => window.opener)).toBeNull();
});

test('the grid has three columns wide, two medium and one narrow', async ({ page }) => {
  await gotoReady(page, '/');
  for (const [width, expected] of [
    [1440, 3],
    [992, 3],
    [991, 2],
    [768, 2],
    [576, 2],
    [575, 1],
    [375, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    expect(await columns(page), `${width}px`).toBe(expected);
  }
});

test('doc pages have no tool stack', async ({ page }) => {
  await gotoReady(page, '/guide/start/introduction');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('.rp-tool-stack')).toHaveCount(0);
});

test('the pre-rendered tool stack stays whole while its code has not arrived, whatever changes above it', async ({
  page,
}) => {
  // The tool stack's own chunk never arrives (a lost request, or a reader gone offline).
  await page.route(/\/tool-stack\.[^/]*\.js$/, (route) => route.abort());
  await gotoReady(page, '/');
  const links = page.locator('.rp-tool-stack').getByRole('link');
  await expect(links).toHaveCount(6);
  // A theme change re-renders the whole layout above the block; the block is left as it was.
  await chooseAppearance(page, 'dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(links).toHaveCount(6);
  await expect(links.first()).toHaveAttribute('href', landingCards('en')[0]?.url ?? '');
  expect(await columns(page)).toBe(3);
});

for (const { url, lang } of homes) {
  test(`${url}: navigating inside the site to the home page shows its tool stack`, async ({
    page,
  }) => {
    const docPage = lang === 'zh' ? '/zh/guide/start/introduction' : '/guide/start/introduction';
    await gotoReady(page, docPage);
    await expect(page.locator('h1')).toBeVisible();
    await page.locator('.rp-nav__title__link').click();
    await expect(page).toHaveURL(url);
    const section = page.locator('.rp-tool-stack');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(t('toolStack.title', lang));
    await expect(section.getByRole('link')).toHaveCount(6);
  });
}
