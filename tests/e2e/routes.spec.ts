import { expect, test } from '@playwright/test';
import { builtRoutes } from './builtRoutes.ts';

const routes = builtRoutes();

test('the build has pages in both languages', () => {
  expect(routes.filter((r) => r.lang === 'en').length).toBeGreaterThan(3);
  expect(routes.filter((r) => r.lang === 'zh').length).toBe(
    routes.filter((r) => r.lang === 'en').length,
  );
});

for (const route of routes) {
  test(`${route.url} renders in ${route.lang} with one h1 and no console errors`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto(route.url, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });
}
