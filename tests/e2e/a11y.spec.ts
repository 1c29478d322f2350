import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// axe-core over the screens the page crawl (crawl.spec.ts) does not reach: the 404 pages and the
// search modal, in both appearances with every rule. The theme follows the system's colour scheme
// until a reader picks one, so the emulated scheme decides it.

test.describe.configure({ timeout: 120_000 });
const appearances = ['light', 'dark'] as const;

const searchCases = [
  { lang: 'en', url: '/guide/start/introduction', query: 'sidebar', nothing: 'qwxzzyv' },
  { lang: 'zh', url: '/zh/guide/start/introduction', query: '侧边栏', nothing: '量子纠缠态' },
] as const;

for (const appearance of appearances) {
  test.describe(`${appearance} appearance`, () => {
    test.use({ colorScheme: appearance });

    /** The page is in the appearance the test asked for. */
    const expectAppearance = async (page: Page) => {
      const html = page.locator('html');
      if (appearance === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
      else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    };

    for (const url of ['/anything-missing', '/zh/anything-missing']) {
      test(`the 404 page at ${url} has no axe violations`, async ({ page, visit }) => {
        const response = await visit(url);
        expect(response?.status()).toBe(404);
        await expectAppearance(page);
        await expect(page.getByRole('main')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    for (const { lang, url, query, nothing } of searchCases) {
      test(`the search modal (${lang}) has no axe violations on any screen`, async ({
        page,
        visit,
      }) => {
        expect((await visit(url))?.status()).toBe(200);
        await expectAppearance(page);
        await page
          .getByRole('button', { name: /^Search|^搜索/ })
          .first()
          .click();
        const input = page.locator('.DocSearch-Input');
        await expect(input).toBeFocused();
        await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
        await expectNoAxeViolations(page);

        await input.fill(query);
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
        await expectNoAxeViolations(page);

        await input.fill(nothing);
        await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}
