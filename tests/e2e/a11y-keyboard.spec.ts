import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { gotoReady } from '../support/ready.ts';

type Lang = 'en' | 'zh';
const i18n: Record<string, Record<Lang, string>> = JSON.parse(readFileSync('i18n.json', 'utf8'));
const t = (key: string, lang: Lang) => i18n[key]?.[lang] ?? key;

const pages = [
  { lang: 'en', doc: '/guide/start/introduction', home: '/', overview: '/api/' },
  { lang: 'zh', doc: '/zh/guide/start/introduction', home: '/zh/', overview: '/zh/api/' },
] as const;

const focusedIsIn = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);

interface FocusRing {
  element: string;
  style: string;
  width: number;
  /** Contrast of the ring against the nearest opaque background behind the element. */
  contrast: number;
}

/** The focus indicator of the focused element as the reader sees it. */
function focusRing(page: Page): Promise<FocusRing> {
  return page.evaluate(() => {
    const parse = (color: string) => {
      const srgb = color.match(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/);
      if (srgb) {
        const [r, g, b] = [srgb[1], srgb[2], srgb[3]].map((v) => Number(v) * 255);
        return [r ?? 0, g ?? 0, b ?? 0, srgb[4] === undefined ? 1 : Number(srgb[4])];
      }
      const m = color.match(/rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:\s*[,/]\s*([\d.]+))?\)/);
      if (!m) throw new Error(`unexpected colour ${color}`);
      return [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])];
    };
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = (v ?? 0) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0);
    };
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    let background = [255, 255, 255, 1];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if ((color[3] ?? 0) >= 0.9) {
        background = color;
        break;
      }
    }
    const [a, b] = [luminance(parse(style.outlineColor)), luminance(background)].sort(
      (x, y) => y - x,
    );
    return {
      element: `${element.tagName.toLowerCase()}.${element.className} ${element.textContent?.trim().slice(0, 30)}`,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      contrast: ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05),
    };
  });
}

for (const { lang, doc, home, overview } of pages) {
  test.describe(`keyboard (${lang})`, () => {
    for (const url of [doc, home]) {
      test(`${url}: the first Tab shows the skip link, which moves the focus to the main content`, async ({
        page,
      }) => {
        await gotoReady(page, url);
        const skip = page.getByRole('link', { name: t('a11y.skipToContent', lang), exact: true });
        await expect(skip).not.toBeInViewport();
        await page.keyboard.press('Tab');
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await expect(skip).toHaveText(t('a11y.skipToContent', lang));
        await page.keyboard.press('Enter');
        await expect(page.locator('main')).toBeFocused();
        await expect(page).toHaveURL(url);
        // The next Tab goes on inside the main content, past the navbar.
        await page.keyboard.press('Tab');
        expect(await focusedIsIn(page, 'main')).toBe(true);
      });
    }

    for (const appearance of ['light', 'dark'] as const) {
      test(`${doc}: the skip link leaves no trace on the page until it is focused (${appearance})`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: appearance });
        await gotoReady(page, doc);
        const corner = { x: 0, y: 0, width: 320, height: 140 };
        const shown = await page.screenshot({ clip: corner, animations: 'disabled' });
        await page.addStyleTag({ content: '.rp-skip-link { display: none !important; }' });
        const without = await page.screenshot({ clip: corner, animations: 'disabled' });
        expect(shown.equals(without)).toBe(true);
      });
    }

    test.describe('in the pre-rendered HTML (no JavaScript)', () => {
      test.use({ javaScriptEnabled: false });

      test(`${doc}: the regions are named in the page's language, the main one is the skip target`, async ({
        page,
      }) => {
        await page.goto(doc);
        await expect(page.getByRole('complementary')).toHaveCount(2);
        await expect(
          page.getByRole('complementary', { name: t('a11y.sidebar', lang) }),
        ).toHaveCount(1);
        await expect(
          page.getByRole('complementary', { name: t('a11y.outline', lang) }),
        ).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveAttribute('id', 'main-content');
        // The skip link works before the page hydrates: an in-page link to the main region.
        await expect(
          page.getByRole('link', { name: t('a11y.skipToContent', lang), exact: true }),
        ).toHaveAttribute('href', '#main-content');
      });

      test(`${home}: the hero and features are the main region, under the page's one h1`, async ({
        page,
      }) => {
        await page.goto(home);
        const main = page.getByRole('main');
        await expect(main).toHaveAttribute('id', 'main-content');
        await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      });

      test(`${doc}: the navbar's social links say where they go, in the page's language`, async ({
        page,
      }) => {
        await page.goto(doc);
        const others = page.locator('.rp-nav__others');
        for (const site of ['GitHub', 'Discord', 'X']) {
          const link = others.getByRole('link', {
            name: `${site} ${t('opensInNewTab', lang)}`,
            exact: true,
          });
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
        }
        // The language and version menus are items of a list, not stray list items.
        const items = others.locator('li');
        expect(await items.count()).toBeGreaterThan(0);
        expect(
          await items.evaluateAll((lis) => lis.every((li) => li.parentElement?.tagName === 'UL')),
        ).toBe(true);
      });
    });

    test(`${overview}: the group headings' # links are out of the Tab order, like the Markdown ones`, async ({
      page,
    }) => {
      await gotoReady(page, overview);
      const anchors = page.locator('.rp-header-anchor');
      // The page's title and its groups: headings that are not in the Markdown.
      expect(await anchors.count()).toBeGreaterThan(2);
      expect(
        await anchors.evaluateAll((links) =>
          links
            .filter((link) => link.getAttribute('tabindex') !== '-1')
            .map((link) => link.outerHTML),
        ),
      ).toEqual([]);
    });

    for (const appearance of ['light', 'dark'] as const) {
      test(`every Tab stop of a doc page shows a focus ring (${appearance})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: appearance });
        await gotoReady(page, doc);
        const seen = new Set<string>();
        // The skip link, the announcement, the navbar, the sidebar and into the content.
        for (let i = 0; i < 45; i++) {
          await page.keyboard.press('Tab');
          const ring = await focusRing(page);
          seen.add(ring.element);
          expect(ring.style, ring.element).not.toBe('none');
          expect(ring.width, ring.element).toBeGreaterThanOrEqual(2);
          expect(ring.contrast, ring.element).toBeGreaterThanOrEqual(3);
        }
        expect(seen.size).toBeGreaterThan(30);
        expect(await focusedIsIn(page, 'main')).toBe(true);
      });
    }

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test(`${doc}: Tab skips the closed sidebar, and reaches it once it is open`, async ({
        page,
      }) => {
        await gotoReady(page, doc);
        const sidebar = page.locator('.rp-doc-layout__sidebar');
        await expect(sidebar.locator('a').first()).toBeAttached();
        // From the top of the page into the article: no stop in the closed sidebar.
        for (let i = 0; i < 40 && !(await focusedIsIn(page, '.rp-doc')); i++) {
          await page.keyboard.press('Tab');
          expect(await focusedIsIn(page, '.rp-doc-layout__sidebar')).toBe(false);
        }
        expect(await focusedIsIn(page, '.rp-doc')).toBe(true);
        // Hidden from screen readers too.
        await expect(
          page.getByRole('complementary', { name: t('a11y.sidebar', lang) }),
        ).toHaveCount(0);

        // Opened with the menu button, its links are the next stops.
        const menu = page.locator('.rp-sidebar-menu__left');
        await menu.focus();
        await page.keyboard.press('Enter');
        await expect(sidebar.locator('a').first()).toBeVisible();
        for (let i = 0; i < 5 && !(await focusedIsIn(page, '.rp-doc-layout__sidebar')); i++) {
          await page.keyboard.press('Tab');
        }
        expect(await focusedIsIn(page, '.rp-doc-layout__sidebar')).toBe(true);
      });
    });

    test('the search modal gives the focus back to the search button (Escape, backdrop)', async ({
      page,
    }) => {
      await gotoReady(page, doc);
      const button = page
        .getByRole('button', {
          name: new RegExp(`^${t('docsearch.button.buttonAriaLabel', lang)}`),
        })
        .first();
      const dialog = page.getByRole('dialog', { name: t('a11y.searchDialog', lang) });

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();

      await button.click();
      await expect(dialog).toBeVisible();
      // A click on the dimmed page around the dialog.
      await page.mouse.click(8, 450);
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  });
}
