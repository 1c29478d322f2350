import { expect, test } from '@playwright/test';

const homes = [
  {
    url: '/',
    name: 'Rspress',
    text: 'Fast Rsbuild-based Static Site Generator',
    actions: [
      ['Introduction', '/guide/start/introduction'],
      ['Quick Start', '/guide/start/getting-started'],
    ],
    features: [
      'Blazing fast builds',
      'MDX content',
      'Full-text search',
      'Simple i18n',
      'Static site generation',
      'Customisation',
    ],
  },
  {
    url: '/zh/',
    name: 'Rspress',
    text: '基于 Rsbuild 的高性能静态站点生成器',
    actions: [
      ['介绍', '/zh/guide/start/introduction'],
      ['快速开始', '/zh/guide/start/getting-started'],
    ],
    features: ['极速构建', 'MDX 内容', '全文搜索', '简单的国际化', '静态站点生成', '可定制'],
  },
];

for (const home of homes) {
  test(`home ${home.url}: hero, actions and six features`, async ({ page }) => {
    await page.goto(home.url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(home.name);
    await expect(heading).toContainText(home.text);
    await expect(page.locator('.rp-home-hero__image img').first()).toBeVisible();

    for (const [text, href] of home.actions) {
      await expect(page.getByRole('link', { name: text as string, exact: true })).toHaveAttribute(
        'href',
        href as string,
      );
    }
    const features = page.locator('.rp-home-feature__title');
    await expect(features).toHaveText(home.features);
  });

  test(`home ${home.url}: the Introduction action opens the guide`, async ({ page }) => {
    await page.goto(home.url);
    const [text, href] = home.actions[0] as [string, string];
    await page.getByRole('link', { name: text, exact: true }).click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
