import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { builtRoutes } from './builtRoutes.ts';

// axe-core over every built page and the search modal, in both appearances. The theme follows
// the system's colour scheme until a reader picks one, so the emulated scheme decides it.
const routes = builtRoutes();

// axe checks the contrast of every text node: the longest API pages take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });
const appearances = ['light', 'dark'] as const;

/** Loads `url` hydrated, in the appearance the test asked for. */
async function open(page: Page, url: string, appearance: (typeof appearances)[number]) {
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  const html = page.locator('html');
  if (appearance === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
}

const searchCases = [
  { lang: 'en', url: '/guide/start/introduction', query: 'sidebar', nothing: 'qwxzzyv' },
  { lang: 'zh', url: '/zh/guide/start/introduction', query: '侧边栏', nothing: '量子纠缠态' },
] as const;

for (const appearance of appearances) {
  test.describe(`${appearance} appearance`, () => {
    test.use({ colorScheme: appearance });

    for (const route of routes) {
      test(`${route.url} has no axe violations`, async ({ page }) => {
        await open(page, route.url, appearance);
        await expectNoAxeViolations(page);
      });
    }

    for (const url of ['/anything-missing', '/zh/anything-missing']) {
      test(`the 404 page at ${url} has no axe violations`, async ({ page }) => {
        const response = await page.goto(url, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('main')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    for (const { lang, url, query, nothing } of searchCases) {
      test(`the search modal (${lang}) has no axe violations on any screen`, async ({ page }) => {
        await open(page, url, appearance);
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
