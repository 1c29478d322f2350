import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gotoReady } from '../support/ready.ts';

type Lang = 'en' | 'zh';
const i18n: Record<string, Record<Lang, string>> = JSON.parse(readFileSync('i18n.json', 'utf8'));
const t = (key: string, lang: Lang) => i18n[key]?.[lang] ?? key;
const prefix = (lang: Lang) => (lang === 'zh' ? '/zh' : '');

/** The sidebar groups of each section, with the built file that proves the group has pages. */
const sections = [
  {
    page: '/guide/start/introduction',
    groups: [
      ['gettingStarted', 'guide/start'],
      ['features', 'guide/basic'],
      ['defaultTheme', 'guide/default-theme'],
      ['advanced', 'guide/advanced'],
    ],
  },
  {
    page: '/plugin/system/introduction',
    groups: [
      ['pluginSystem', 'plugin/system'],
      ['officialPlugins', 'plugin/official-plugins'],
      ['communityPlugins', 'plugin/community-plugins'],
    ],
  },
  {
    page: '/api/',
    groups: [
      ['apiOverview', 'api/index.html'],
      ['config', 'api/config'],
      ['clientApi', 'api/client-api'],
      ['commands', 'api/commands.html'],
    ],
  },
];
const built = (lang: Lang, file: string) =>
  existsSync(path.join('doc_build', lang === 'zh' ? 'zh' : '', file));

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: the top navigation links the three sections and the version menu`, async ({
    page,
  }) => {
    await gotoReady(page, `${prefix(lang)}/guide/start/introduction`);
    const nav = page.locator('.rp-nav');
    const links = [
      [t('guide', lang), `${prefix(lang)}/guide/start/introduction`],
      [t('plugin', lang), `${prefix(lang)}/plugin/system/introduction`],
      [t('api', lang), `${prefix(lang)}/api/`],
    ];
    for (const [text, href] of links) {
      await expect(nav.getByRole('link', { name: text, exact: true })).toHaveAttribute(
        'href',
        href as string,
      );
    }

    await page.locator('.rp-nav-menu__item', { hasText: 'v2.0.22' }).hover();
    await expect(page.getByRole('link', { name: t('changelog', lang) })).toHaveAttribute(
      'href',
      'https://github.com/web-infra-dev/rspress/releases',
    );
    await expect(page.getByRole('link', { name: t('docsV1', lang) })).toHaveAttribute(
      'href',
      /^https:\/\/v1\.rspress\.rs\//,
    );
  });

  for (const section of sections) {
    const url = `${prefix(lang)}${section.page}`;
    const file = section.page.endsWith('/') ? `${section.page}index.html` : `${section.page}.html`;
    test(`${lang}: the sidebar of ${url} shows its groups, expanded`, async ({ page }) => {
      test.skip(!built(lang, file.slice(1)), `${url} is not written yet`);
      await gotoReady(page, url);
      const sidebar = page.locator('.rp-doc-layout__sidebar');
      const groups = section.groups.filter(([, dir]) => built(lang, dir as string));
      expect(groups.length).toBeGreaterThan(0);
      for (const [key] of groups) {
        // A group label may also be the title of a page in it; the group comes first.
        await expect(
          sidebar.getByText(t(key as string, lang), { exact: true }).first(),
        ).toBeVisible();
      }
      // Expanded by default: every link of the sidebar is visible without a click.
      const links = sidebar.getByRole('link');
      const count = await links.count();
      for (let i = 0; i < count; i++) await expect(links.nth(i)).toBeVisible();
    });
  }
}

test('the language switcher moves between the twins of a page', async ({ page }) => {
  await gotoReady(page, '/guide/start/introduction');
  const languages = page.locator('.rp-nav__others .rp-nav-menu__item');
  await languages.hover();
  await languages.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL('/zh/guide/start/introduction');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

  await languages.hover();
  await languages.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/guide/start/introduction');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/** The ids of the outline's entries and of the article's h2/h3 headings, in order. */
async function outlineAndHeadings(page: import('@playwright/test').Page) {
  const outline = await page
    .locator('.rp-outline__toc a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')?.slice(1)));
  const headings = await page
    .locator('.rspress-doc :is(h2, h3)[id]')
    .evaluateAll((hs) => hs.map((h) => h.id));
  return { outline, headings };
}

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: the outline and the sidebar follow the page through client-side navigation`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const first = `${prefix(lang)}/guide/start/introduction`;
    const second = `${prefix(lang)}/guide/start/getting-started`;
    await gotoReady(page, first);
    const sidebar = page.locator('.rp-doc-layout__sidebar');
    const active = sidebar.locator('a.rp-sidebar-item--active');

    // After hydration: the outline lists the article's headings.
    await expect
      .poll(async () => (await outlineAndHeadings(page)).outline.length)
      .toBeGreaterThan(1);
    let { outline, headings } = await outlineAndHeadings(page);
    expect(outline).toEqual(headings);

    // A sidebar link navigates in place (no new document) and the outline follows.
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await sidebar.locator(`a[href="${second}"]`).first().click();
    await expect(page).toHaveURL(second);
    await expect
      .poll(async () => {
        const now = await outlineAndHeadings(page);
        return (
          now.outline.length > 1 &&
          now.outline.join() === now.headings.join() &&
          now.outline.join() !== outline.join()
        );
      })
      .toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await expect(active.first()).toHaveAttribute('href', second);

    // Back: the first page, its outline and its active sidebar entry again.
    await page.goBack();
    await expect(page).toHaveURL(first);
    await expect.poll(async () => (await outlineAndHeadings(page)).outline).toEqual(headings);
    ({ outline, headings } = await outlineAndHeadings(page));
    expect(outline).toEqual(headings);
    await expect(active.first()).toHaveAttribute('href', first);
    expect(errors).toEqual([]);
  });
}
