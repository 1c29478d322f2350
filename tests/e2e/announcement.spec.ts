import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { announcement, CLOSED_ATTRIBUTE } from '../../theme/announcement.ts';
import { tabTo } from '../support/keyboard.ts';
import { gotoReady } from '../support/ready.ts';

type Lang = 'en' | 'zh';
const i18n: Record<string, Record<Lang, string>> = JSON.parse(readFileSync('i18n.json', 'utf8'));
const t = (key: string, lang: Lang) => i18n[key]?.[lang] ?? key;

const key = announcement.storageKey;
const pages = [
  { url: '/', lang: 'en' },
  { url: '/zh/', lang: 'zh' },
  { url: '/guide/start/introduction', lang: 'en' },
] as const;

const bar = (page: Page) => page.locator('.rp-announcement');
const closeButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: t('announcement.close', lang), exact: true });
const stored = (page: Page) => page.evaluate((k) => window.localStorage.getItem(k), key);

interface FirstPaint {
  /** The parser put the bar into the document (so the check below is not vacuous). */
  inserted: boolean;
  /** Frames checked before they were painted. */
  frames: number;
  /** The bar had a height in one of those frames. */
  seen: boolean;
  /** The navbar's distinct offsets from the top, over those frames: one, if nothing moved it. */
  navTops: number[];
  /**
   * Layout shift attributed to the bar or the navbar: what a bar appearing or disappearing above
   * the navbar causes. (Shifts of the default theme's own, e.g. the navbar's right side or the
   * doc column settling while it hydrates, are not the bar's and are left out.)
   */
  barShift: number;
}

/**
 * Records, from the moment the document exists, whether the bar was ever on screen with a height
 * (checked in every frame before it is painted, until a second after load) and the layout shifts.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const report: FirstPaint = {
      inserted: false,
      frames: 0,
      seen: false,
      navTops: [],
      barShift: 0,
    };
    (window as unknown as { __bar: FirstPaint }).__bar = report;
    new MutationObserver((_, observer) => {
      if (document.querySelector('.rp-announcement')) {
        report.inserted = true;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
    let watching = true;
    const frame = () => {
      report.frames++;
      const element = document.querySelector('.rp-announcement');
      if (element && element.getBoundingClientRect().height > 0) report.seen = true;
      const nav = document.querySelector('.rp-nav');
      const top = nav && nav.getBoundingClientRect().top + window.scrollY;
      if (top !== null && !report.navTops.includes(top)) report.navTops.push(top);
      if (watching) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    window.addEventListener('load', () => setTimeout(() => (watching = false), 1000));
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    };
    const ours = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      return Boolean(element?.closest('.rp-nav, .rp-announcement'));
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (!entry.hadRecentInput && entry.sources.some((source) => ours(source.node))) {
          report.barShift += entry.value;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function firstPaintReport(page: Page): Promise<FirstPaint> {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1200);
  return page.evaluate(() => (window as unknown as { __bar: FirstPaint }).__bar);
}

for (const { url, lang } of pages) {
  test(`${url}: the bar is in the served HTML and shows message, link and close button`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(url)).text();
    expect(html).toContain('class="rp-announcement"');
    expect(html).toContain(`"${key}"`);

    await page.goto(url);
    await expect(bar(page)).toBeVisible();
    const link = bar(page).getByRole('link');
    await expect(link).toContainText(announcement.message[lang]);
    await expect(link).toHaveAttribute('href', announcement.link[lang]);
    await expect(closeButton(page, lang)).toBeVisible();
    expect(await closeButton(page, lang).evaluate((el) => el.tagName)).toBe('BUTTON');

    // The bar sits above the navbar, which is offset by the bar's height.
    const barBox = await bar(page).boundingBox();
    const navBox = await page.locator('.rp-nav').boundingBox();
    expect(barBox?.y).toBe(0);
    expect(navBox?.y).toBe(barBox?.height);
  });
}

test("closing by mouse stores 'true' and the bar stays closed on reload and in the other language", async ({
  page,
}) => {
  await gotoReady(page, '/');
  await closeButton(page, 'en').click();
  await expect(bar(page)).toHaveCount(0);
  expect(await stored(page)).toBe('true');
  // Nothing is left above the navbar.
  expect((await page.locator('.rp-nav').boundingBox())?.y).toBe(0);

  for (const url of ['/', '/zh/', '/guide/start/introduction', '/zh/guide/start/introduction']) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute(CLOSED_ATTRIBUTE, '');
    await expect(bar(page)).toHaveCount(0);
    expect((await page.locator('.rp-nav').boundingBox())?.y).toBe(0);
  }
});

for (const key of ['Enter', 'Space'] as const) {
  test(`closing by keyboard (Tab, then ${key}) works on /zh/ too`, async ({ page }) => {
    await gotoReady(page, '/zh/');
    await tabTo(page, '.rp-announcement__close');
    await expect(closeButton(page, 'zh')).toBeFocused();
    await page.keyboard.press(key);
    await expect(bar(page)).toHaveCount(0);
    expect(await stored(page)).toBe('true');
    await page.reload();
    await expect(bar(page)).toHaveCount(0);
  });
}

test('closing on a doc page keeps it closed while navigating inside the site', async ({ page }) => {
  await gotoReady(page, '/guide/start/introduction');
  await closeButton(page, 'en').click();
  await expect(bar(page)).toHaveCount(0);
  await page.locator('.rp-nav__title__link').click();
  await expect(page).toHaveURL('/');
  await expect(bar(page)).toHaveCount(0);
});

test('a reader who closed the bar never sees it while a page loads, and nothing shifts', async ({
  page,
}) => {
  await page.addInitScript((k) => window.localStorage.setItem(k, 'true'), key);
  await watchFirstPaint(page);
  for (const { url } of pages) {
    await page.goto(url);
    const report = await firstPaintReport(page);
    expect(report.inserted, `${url}: the bar is not in the HTML`).toBe(true);
    expect(report.frames, `${url}: no frame was checked`).toBeGreaterThan(0);
    expect(report.seen, `${url}: the bar was visible`).toBe(false);
    expect(report.navTops, `${url}: the navbar moved`).toEqual([0]);
    expect(report.barShift, `${url}: layout shift`).toBe(0);
    expect((await page.locator('.rp-nav').boundingBox())?.y).toBe(0);
  }
});

test('a new reader sees the bar from the first paint, and nothing shifts', async ({ page }) => {
  await watchFirstPaint(page);
  for (const { url } of pages) {
    await page.goto(url);
    const report = await firstPaintReport(page);
    expect(report.seen, `${url}: the bar was not visible`).toBe(true);
    expect(report.navTops, `${url}: the navbar moved`).toEqual([36]);
    expect(report.barShift, `${url}: layout shift`).toBe(0);
  }
});

test('closing the bar shifts nothing that the reader did not ask for', async ({ page }) => {
  await watchFirstPaint(page);
  await gotoReady(page, '/guide/start/introduction');
  await firstPaintReport(page);
  await closeButton(page, 'en').click();
  await page.waitForTimeout(300);
  // The shift right after the click is excluded (hadRecentInput); nothing moves later.
  const report = await page.evaluate(() => (window as unknown as { __bar: FirstPaint }).__bar);
  expect(report.barShift).toBe(0);
});

test('a new announcement (a new storage key) shows again', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('rspress-announcement-an-older-one', 'true');
  });
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
});

test('the bar shows and closes when localStorage throws', async ({ page }) => {
  // Only for the bar's key: the default theme's own scripts do not survive a throwing storage.
  await page.addInitScript((k) => {
    const { getItem, setItem } = Storage.prototype;
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Storage.prototype.getItem = function (name: string) {
      return name === k ? fail() : getItem.call(this, name);
    };
    Storage.prototype.setItem = function (name: string, value: string) {
      return name === k ? fail() : setItem.call(this, name, value);
    };
  }, key);
  await gotoReady(page, '/');
  await expect(bar(page)).toBeVisible();
  await closeButton(page, 'en').click();
  await expect(bar(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { url, lang } of pages) {
    test(`${url}: the whole message can be read, and the navbar stays right below the bar`, async ({
      page,
    }) => {
      await gotoReady(page, url);
      const link = bar(page).getByRole('link');
      await expect(link).toContainText(announcement.message[lang]);
      // Nothing of the message is cut off or hidden: every line of it is inside the bar.
      const fits = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const bar = element.closest('.rp-announcement')?.getBoundingClientRect();
        return (
          element.scrollWidth <= element.clientWidth &&
          element.scrollHeight <= element.clientHeight + 1 &&
          getComputedStyle(element).textOverflow !== 'ellipsis' &&
          bar !== undefined &&
          box.top >= bar.top &&
          box.bottom <= bar.bottom &&
          box.right <= window.innerWidth
        );
      });
      expect(fits).toBe(true);
      const barBox = await bar(page).boundingBox();
      expect((await page.locator('.rp-nav').boundingBox())?.y).toBe(barBox?.height);
      // Scrolled down, the navbar sticks right below the bar, not under it.
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect
        .poll(async () => (await page.locator('.rp-nav').boundingBox())?.y)
        .toBeCloseTo((await bar(page).boundingBox())?.height ?? 0, 0);
    });
  }
});
