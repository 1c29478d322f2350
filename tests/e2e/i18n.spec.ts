import { expect, type Page, test } from '@playwright/test';
import { gotoReady } from '../support/ready.ts';

/** The language menu of the wide navbar: hover it, click a language. */
async function switchTo(page: Page, language: 'English' | '简体中文') {
  const languages = page.locator('.rp-nav__others .rp-nav-menu__item');
  await languages.hover();
  await languages.getByRole('link', { name: language }).click();
}

const notFound = [
  {
    url: '/zh/anything-missing',
    lang: 'zh',
    title: '页面未找到',
    home: ['返回首页', '/zh/'],
    nav: ['指南', '/zh/guide/start/introduction'],
  },
  {
    url: '/anything-missing',
    lang: 'en',
    title: 'PAGE NOT FOUND',
    home: ['Take me home', '/'],
    nav: ['Guide', '/guide/start/introduction'],
  },
] as const;

for (const expected of notFound) {
  for (const javaScriptEnabled of [false, true]) {
    test.describe(`${expected.url} with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });

      test(`answers 404 with the ${expected.lang} page and ${expected.lang} navigation`, async ({
        page,
      }) => {
        // Without JavaScript there is no hydration to wait for: the served HTML is the page.
        const response = javaScriptEnabled
          ? await gotoReady(page, expected.url)
          : await page.goto(expected.url);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
        await expect(page.locator('.rp-not-found__title')).toHaveText(expected.title);
        await expect(page.locator('.rp-not-found__home-link')).toHaveText(expected.home[0], {
          ignoreCase: true,
        });
        await expect(page.locator('.rp-not-found__home-link')).toHaveAttribute(
          'href',
          expected.home[1],
        );
        await expect(
          page.locator('.rp-nav').getByRole('link', { name: expected.nav[0], exact: true }),
        ).toHaveAttribute('href', expected.nav[1]);
        // The message is the page's main region (the skip link's target), and the home link is
        // named by its text, in the page's language.
        const main = page.getByRole('main');
        await expect(main).toHaveAttribute('id', 'main-content');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.title);
        await expect(
          main.getByRole('link', { name: expected.home[0], exact: false }),
        ).toHaveAttribute('href', expected.home[1]);
      });
    });
  }
}

test('the language switcher keeps a deep anchor both ways, and the heading is there', async ({
  page,
}) => {
  await gotoReady(page, '/guide/basic/ssg#build-errors');
  await expect(page.locator('#build-errors')).toBeInViewport();

  await switchTo(page, '简体中文');
  await expect(page).toHaveURL('/zh/guide/basic/ssg#build-errors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('h2#build-errors')).toHaveText(/预渲染失败时/);
  await expect(page.locator('#build-errors')).toBeInViewport();

  await switchTo(page, 'English');
  await expect(page).toHaveURL('/guide/basic/ssg#build-errors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h2#build-errors')).toHaveText(/When pre-rendering fails/);
  await expect(page.locator('#build-errors')).toBeInViewport();
});

test('the switcher follows the anchor a reader has just opened on the page', async ({ page }) => {
  await gotoReady(page, '/zh/guide/basic/ssg');
  await page.locator('.rp-doc a[href="#hydration"]').first().click();
  await expect(page).toHaveURL('/zh/guide/basic/ssg#hydration');

  await switchTo(page, 'English');
  await expect(page).toHaveURL('/guide/basic/ssg#hydration');
  await expect(page.locator('h2#hydration')).toBeInViewport();
});

test('the mobile menu switches language with the anchor too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoReady(page, '/guide/basic/ssg#options');
  await page.getByRole('button', { name: 'Site menu', exact: true }).click();
  await page.locator('.rp-site-menu__panel').getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL('/zh/guide/basic/ssg#options');
  await expect(page.locator('h2#options')).toBeVisible();
});

test('from a missing page the switcher leads to the home page of the other language', async ({
  page,
}) => {
  await gotoReady(page, '/zh/anything-missing');
  await switchTo(page, 'English');
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.rp-not-found__title')).toHaveCount(0);
});
