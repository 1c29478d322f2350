import { expect, type Page, test } from '@playwright/test';
import { gotoReady, settle } from '../support/ready.ts';

/**
 * The site under the server's Content-Security-Policy: every page kind in both languages, and
 * the search modal with results, without a single violation.
 */

const PAGES = [
  '/',
  '/zh/',
  '/guide/start/introduction',
  '/zh/guide/start/introduction',
  '/api/config/config-basic',
  '/zh/api/config/config-basic',
  // Live code examples: Shiki compiles WebAssembly in the page.
  '/guide/default-theme/components',
  '/zh/guide/default-theme/components',
  // The search results pages, rendered with their results by the server.
  '/search?q=sidebar',
  '/zh/search?q=sidebar&section=api',
];

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Collects violations from the first script of the page on, and CSP errors of the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return console;
}

async function violations(page: Page, console: string[]): Promise<string[]> {
  return [...(await page.evaluate(() => window.cspViolations)), ...console];
}

for (const path of PAGES) {
  test(`${path} runs under the Content-Security-Policy without violations`, async ({ page }) => {
    const console = await watchViolations(page);
    const response = await gotoReady(page, path);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    // The inline scripts ran: the theme's sets the color scheme before the first paint.
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toMatch(
      /^(light|dark)$/,
    );
    await expect(page.locator('h1').first()).toBeVisible();
    // Client-side navigation loads route chunks under the same policy.
    await page.locator('.rp-nav-menu a[href$="/plugin/system/introduction"]').first().click();
    await expect(page).toHaveURL(/\/plugin\/system\/introduction$/);
    await settle(page);
    expect(await violations(page, console)).toEqual([]);
  });
}

for (const [path, query] of [
  ['/guide/start/introduction', 'sidebar'],
  ['/zh/guide/start/introduction', '侧边栏'],
] as const) {
  test(`the search modal on ${path} finds results without violations`, async ({ page }) => {
    const console = await watchViolations(page);
    await gotoReady(page, path);
    await page
      .getByRole('button', { name: /^Search|^搜索/ })
      .first()
      .click();
    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await violations(page, console)).toEqual([]);
  });
}
