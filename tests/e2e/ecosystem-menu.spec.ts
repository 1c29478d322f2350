import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { Lang } from '../../common/site.ts';
import { ECOSYSTEM_LINKS, localizeToolLink, ORGANISATION_URL } from '../../theme/data/tools.ts';
import { tabTo } from '../support/keyboard.ts';
import { gotoReady } from '../support/ready.ts';

const i18n: Record<string, Record<Lang, string>> = JSON.parse(readFileSync('i18n.json', 'utf8'));
const t = (key: string, lang: Lang) => i18n[key]?.[lang] ?? key;

const pages = [
  { url: '/', lang: 'en' },
  { url: '/zh/', lang: 'zh' },
  { url: '/guide/start/introduction', lang: 'en' },
  { url: '/zh/guide/start/introduction', lang: 'zh' },
] as const;

const trigger = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: t('ecosystem.button', lang), exact: true });
const popover = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: t('ecosystem.label', lang) });

/** The header link, then the seven links, each with its logo, name and description. */
async function expectLinks(page: Page, lang: Lang) {
  const links = popover(page, lang).getByRole('link');
  await expect(links).toHaveCount(1 + ECOSYSTEM_LINKS.length);
  await expect(links.first()).toHaveAttribute('href', ORGANISATION_URL);
  await expect(links.first()).toContainText(t('ecosystem.header', lang));
  for (const [index, entry] of ECOSYSTEM_LINKS.entries()) {
    const link = links.nth(index + 1);
    const { desc, url } = localizeToolLink(entry, lang);
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toContainText(entry.name);
    await expect(link).toContainText(desc);
    await expect
      .poll(() =>
        link.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBeGreaterThan(0);
  }
}

for (const { url, lang } of pages) {
  test(`${url}: the grid button sits before the nav title and opens on hover`, async ({ page }) => {
    await gotoReady(page, url);
    const button = trigger(page, lang);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    const before = await page.evaluate(() => {
      const grid = document.querySelector('.rp-ecosystem__trigger');
      const title = document.querySelector('.rp-nav__title');
      return grid && title
        ? Boolean(grid.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING)
        : false;
    });
    expect(before).toBe(true);

    await button.hover();
    await expect(popover(page, lang)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectLinks(page, lang);

    // Leaving it closes it again (after the hide delay).
    await page.mouse.move(700, 600);
    await expect(popover(page, lang)).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
}

test('the popover shows and hides 100 ms after the pointer enters and leaves, and stays open on the way to it', async ({
  page,
}) => {
  await gotoReady(page, '/guide/start/introduction');
  const button = trigger(page, 'en');
  await button.hover();
  await expect(popover(page, 'en')).toBeVisible();
  await page.mouse.move(700, 600);
  await expect(popover(page, 'en')).toHaveCount(0);

  // With the code loaded, time the delays in the page itself.
  await page.evaluate(() => {
    const times: Record<string, number> = {};
    (window as unknown as { __times: typeof times }).__times = times;
    const element = document.querySelector('.rp-ecosystem__trigger');
    element?.addEventListener('mouseenter', () => (times.enter ??= performance.now()));
    element?.addEventListener('mouseleave', () => (times.leave ??= performance.now()));
    new MutationObserver(() => {
      const shown = document.querySelector('.rp-ecosystem__popover') !== null;
      if (shown && times.shown === undefined) times.shown = performance.now();
      if (!shown && times.shown !== undefined) times.hidden ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await button.hover();
  await expect(popover(page, 'en')).toBeVisible();
  await page.mouse.move(700, 600);
  await expect(popover(page, 'en')).toHaveCount(0);
  const times = await page.evaluate(
    () => (window as unknown as { __times: Record<string, number> }).__times,
  );
  expect((times.shown ?? 0) - (times.enter ?? 0)).toBeGreaterThanOrEqual(95);
  expect((times.hidden ?? 0) - (times.leave ?? 0)).toBeGreaterThanOrEqual(95);

  // Moving from the button onto a link of the popover keeps it open.
  await button.hover();
  await expect(popover(page, 'en')).toBeVisible();
  const last = popover(page, 'en').getByRole('link').last();
  const box = await last.boundingBox();
  if (!box) throw new Error('no link box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await page.waitForTimeout(300);
  await expect(popover(page, 'en')).toBeVisible();
});

for (const key of ['Enter', 'Space'] as const) {
  test(`by keyboard: Tab to the button, ${key} opens, Tab enters, Escape closes and returns focus`, async ({
    page,
  }) => {
    await gotoReady(page, '/zh/guide/start/introduction');
    await tabTo(page, '.rp-ecosystem__trigger');
    const button = trigger(page, 'zh');
    await expect(button).toBeFocused();
    await page.keyboard.press(key);
    await expect(popover(page, 'zh')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectLinks(page, 'zh');

    // The links are reachable: Tab moves from the button into the popover.
    await page.keyboard.press('Tab');
    await expect(popover(page, 'zh').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(popover(page, 'zh').getByRole('link').nth(1)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(popover(page, 'zh')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
}

test('a click opens it, Escape closes it with the focus on the button', async ({ page }) => {
  await gotoReady(page, '/');
  const button = trigger(page, 'en');
  await button.click();
  await expect(popover(page, 'en')).toBeVisible();
  // A click opened it: moving the pointer away does not close it.
  await page.mouse.move(700, 600);
  await page.waitForTimeout(300);
  await expect(popover(page, 'en')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popover(page, 'en')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a click outside closes it', async ({ page }) => {
  await gotoReady(page, '/guide/start/introduction');
  const button = trigger(page, 'en');
  await button.click();
  await expect(popover(page, 'en')).toBeVisible();
  await page.mouse.click(900, 700);
  await expect(popover(page, 'en')).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The click went to the page, which keeps the focus it gave (nothing is stolen back).
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  // Opened by keyboard with the focus inside, a click outside closes it too.
  await button.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(popover(page, 'en').getByRole('link').first()).toBeFocused();
  await page.mouse.click(900, 700);
  await expect(popover(page, 'en')).toHaveCount(0);
});

test("the popover's code is not loaded until the reader reaches for the button", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoReady(page, '/guide/start/introduction');
  const initial = scripts.length;
  await expect(popover(page, 'en')).toHaveCount(0);
  expect(
    await page.evaluate(() => document.querySelectorAll('[data-floating-ui-portal]').length),
  ).toBe(0);

  await trigger(page, 'en').hover();
  await expect(popover(page, 'en')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(initial);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a tap opens it and a tap outside closes it', async ({ page }) => {
    await gotoReady(page, '/');
    const button = trigger(page, 'en');
    await button.tap();
    await expect(popover(page, 'en')).toBeVisible();
    await expectLinks(page, 'en');
    // Inside the narrow viewport.
    const box = await popover(page, 'en').boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);

    await page.touchscreen.tap(200, 800);
    await expect(popover(page, 'en')).toHaveCount(0);

    await button.tap();
    await expect(popover(page, 'en')).toBeVisible();
    await button.tap();
    await expect(popover(page, 'en')).toHaveCount(0);
  });
});
