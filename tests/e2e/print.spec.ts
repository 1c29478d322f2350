import type { Page } from '@playwright/test';
import { LANGS, langPrefix } from '../../common/site.ts';
import { expect, test } from '../support/fixtures.ts';

// A printed page is its text: none of the site's chrome, the text across the paper, links with
// their address, code wrapped at the margin, dark text whatever the appearance on screen.

/** What has no place on paper: navigation, bars, buttons and the skip link. */
const CHROME = [
  '.rp-skip-link',
  '.rp-announcement',
  '.rp-nav',
  '.rp-doc-layout__menu',
  '.rp-doc-layout__sidebar',
  '.rp-doc-layout__outline',
  '.rp-llms-container',
  '.rp-code-button-group',
  '.rp-page-feedback',
  '.rp-prev-next-page',
];

/** Luminance of a computed `rgb()` colour (0 black, 1 white). */
const luminanceOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const [r = 0, g = 0, b = 0] = (getComputedStyle(element).color.match(/[\d.]+/g) ?? []).map(
        Number,
      );
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });

for (const lang of LANGS) {
  for (const appearance of ['light', 'dark'] as const) {
    test(`${lang}: a doc page prints its text alone, readable (${appearance})`, async ({
      page,
      visit,
    }) => {
      await page.emulateMedia({ colorScheme: appearance });
      await visit(`${langPrefix(lang)}/guide/basic/use-mdx`);
      // On screen first: the chrome is there (the selectors still find it).
      for (const selector of CHROME.slice(1, 3)) await expect(page.locator(selector)).toBeVisible();
      expect(await page.locator('.rp-page-feedback').count()).toBeGreaterThan(0);

      await page.emulateMedia({ media: 'print', colorScheme: appearance });
      for (const selector of CHROME) {
        const visible = await page
          .locator(selector)
          .evaluateAll((elements) =>
            elements
              .filter((element) => element.checkVisibility())
              .map((element) => element.className),
          );
        expect(visible, selector).toEqual([]);
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // The text takes the width of the paper.
      const width = await page.evaluate(() => window.innerWidth);
      const article = await page.locator('main .rspress-doc').boundingBox();
      expect(article?.width ?? 0).toBeGreaterThan(width * 0.9);

      // Dark text on the white paper, in the light appearance's colours.
      // The media query's change event arrives after the emulation: wait for it.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(false);
      expect(await luminanceOf(page, 'main .rspress-doc > p')).toBeLessThan(0.3);

      // No code is cut at the margin: every block shows all its characters.
      expect(await page.locator('.rp-doc pre').count()).toBeGreaterThan(10);
      const cut = await page
        .locator('.rp-doc pre')
        .evaluateAll((blocks) =>
          blocks
            .filter((block) => block.scrollWidth > block.clientWidth + 1)
            .map((block) => block.textContent?.slice(0, 40)),
        );
      expect(cut).toEqual([]);

      // Back on screen, the reader's appearance again.
      await page.emulateMedia({ media: 'screen', colorScheme: appearance });
      await expect(page.locator('.rp-nav')).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(appearance === 'dark');
    });
  }

  test(`${lang}: a printed link out of the site is followed by its address`, async ({
    page,
    visit,
  }) => {
    await visit(`${langPrefix(lang)}/guide/start/introduction`);
    await page.emulateMedia({ media: 'print' });
    const external = page.locator('.rp-doc p a[href^="https://"]').first();
    const href = await external.getAttribute('href');
    expect(await external.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(
      `" (${href})"`,
    );
  });

  test(`${lang}: the home page prints without its navbar and buttons`, async ({ page, visit }) => {
    await visit(`${langPrefix(lang)}/`);
    await page.emulateMedia({ media: 'print' });
    for (const selector of [
      '.rp-nav',
      '.rp-announcement',
      '.rp-skip-link',
      '.rp-home-hero__actions',
    ]) {
      await expect(page.locator(selector)).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
