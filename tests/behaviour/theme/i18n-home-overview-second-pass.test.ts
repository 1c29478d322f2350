/**
 * A second pass over Internationalisation, Home page and Overview page, on what a reader of a
 * running site sees: where the language switcher is at each window width and which language it
 * highlights, the order of the hero's parts and where its image goes, the feature grid at its
 * breakpoints, the order of an overview block's cards and compact links, the theme's texts set key
 * by key in `i18n.json`, and which `i18n.json` a build reads when it runs outside the site's folder.
 *
 * Two scratch sites, built one after the other: a site in English and Chinese with a home page,
 * an overview page, translation keys and a JSX link; and a site kept in `website/` of a repository
 * and built from the repository's root (`rspress build -c website/rspress.config.ts`), in three
 * languages and two versions, whose `i18n.json` sets every built-in key of the table.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { runCollected } from '../../../scripts/runCollected.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  rootDir,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from './html.ts';

const I18N = 'guide/default-theme/i18n.md';
const LANGS = ['en', 'zh'] as const;

const feature = (title: string, extra = '') =>
  `  - title: ${title}\n    details: Details\n    icon: 📦${extra}`;

/** A home page with every hero field, an action without `theme`, and cards of several spans. */
const home = (lang: string) => `---
pageType: home
hero:
  badge: Badge ${lang}
  name: Name ${lang}
  text: Text ${lang}
  tagline: Tagline ${lang}
  image:
    src: /hero.svg
    alt: Hero alt
  actions:
    - theme: brand
      text: Brand ${lang}
      link: /guide/install
    - text: No theme ${lang}
      link: /guide/install
    - theme: alt
      text: Alt ${lang}
      link: https://example.com/
features:
${[
  feature('Span one', '\n    span: 1'),
  feature('Span twelve', '\n    span: 12'),
  feature('Span three A', '\n    span: 3'),
  feature('Span three B', '\n    span: 3'),
  feature('Span three C', '\n    span: 3'),
  feature('Span three D', '\n    span: 3'),
  feature('Default span'),
].join('\n')}
---

HOMEBODY
`;

async function bilingualFiles(): Promise<Record<string, string>> {
  // The page's i18n.json and _meta.json of Translation keys, and a key for an overview group.
  const texts = JSON.parse(await exampleFromPage(I18N, 'translation-keys', 'i18n.json')) as object;
  const meta = JSON.parse(
    await exampleFromPage(I18N, 'translation-keys', 'docs/en/guide/_meta.json'),
  ) as unknown[];
  const files: Record<string, string> = {
    'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Acme',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: { footer: { message: 'Footer message' } },
});
`,
    'i18n.json': JSON.stringify({ ...texts, hooksKey: { en: 'Hooks group', zh: '钩子分组' } }),
    'docs/public/hero.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
  };
  for (const lang of LANGS) {
    const dir = `docs/${lang}`;
    const word = `WORD${lang.toUpperCase()}ONLY`;
    Object.assign(files, {
      [`${dir}/index.md`]: home(lang),
      [`${dir}/_nav.json`]: JSON.stringify([
        { text: 'guide', link: '/guide/install' },
        { text: 'API', link: '/api/' },
      ]),
      [`${dir}/guide/_meta.json`]: JSON.stringify(['install', 'jsx', ...meta]),
      [`${dir}/guide/install.md`]: `# Install ${lang}\n\n${word} text.\n\n## Step {#step}\n\nText.\n`,
      [`${dir}/guide/jsx.mdx`]: `# JSX ${lang}\n\n<a href="/guide/install" id="jsx-link">JSX link</a>\n\n[Markdown link](/guide/install)\n`,
      [`${dir}/guide/default-theme/a.md`]: `# Theme page ${lang}\n\n## Part {#part}\n\nText.\n`,
      [`${dir}/api/index.md`]: `---\noverview: true\ntitle: API ${lang}\n---\n`,
      [`${dir}/api/_meta.json`]: JSON.stringify([
        'index',
        { type: 'dir', name: 'hooks', label: 'hooksKey' },
        'commands',
      ]),
      [`${dir}/api/commands.md`]: `# Commands ${lang}\n\n## build {#build}\n\nText.\n`,
      [`${dir}/api/hooks/_meta.json`]: JSON.stringify(['use-a', 'use-b', 'use-c', 'use-d']),
      [`${dir}/api/hooks/use-a.md`]: '# useA\n\nNo headings.\n',
      [`${dir}/api/hooks/use-b.md`]: '# useB\n\n## Returns {#returns}\n\nText.\n',
      [`${dir}/api/hooks/use-c.md`]: '# useC\n\nNo headings.\n',
      [`${dir}/api/hooks/use-d.md`]: '# useD\n\n## Params {#params}\n\nText.\n',
    });
  }
  return files;
}

/** The built-in keys of the table of Internationalisation, each given its own English text. */
const BUILT_IN_KEYS = [
  'languagesText',
  'versionsText',
  'themeText',
  'menuTitle',
  'outlineTitle',
  'scrollToTopText',
  'editLinkText',
  'prevPageText',
  'nextPageText',
  'sourceCodeText',
  'searchPlaceholderText',
  'searchPanelCancelText',
  'searchNoResultsText',
  'searchSuggestedQueryText',
  'overview.filterNameText',
  'overview.filterPlaceholderText',
  'overview.filterNoResultText',
  'codeButtonGroupCopyButtonText',
  'codeButtonGroupWrapButtonText',
  'notFoundText',
  'takeMeHomeText',
  'promptCopyText',
  'promptCopiedText',
  'promptExpandText',
  'promptCollapseText',
  'copyMarkdownText',
  'copyMarkdownLinkText',
  'openInText',
] as const;

const K = (key: string) => `K-${key}`;

/** The repository's root: the site lives in `website/`, `i18n.json` at the root. */
function repositoryFiles(): Record<string, string> {
  const texts = Object.fromEntries(
    BUILT_IN_KEYS.map((key) => [key, { en: key === 'openInText' ? `${K(key)} {{name}}` : K(key) }]),
  );
  const files: Record<string, string> = {
    'website/rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  title: 'Keys',
  lang: 'en',
  llms: true,
  locales: [
    { lang: 'en', label: 'English', title: 'Locale EN' },
    { lang: 'zh', label: '简体中文', title: 'Locale ZH' },
    { lang: 'ja', label: '日本語', title: 'Locale JA' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  i18nSource: { takeMeHomeText: { en: 'Home from the object' } },
  themeConfig: {
    llmsUI: true,
    editLink: { docRepoBaseUrl: 'https://github.com/acme/docs/tree/main/docs' },
    sidebar: {
      '/guide/': [
        {
          text: 'Guide group',
          items: [
            { text: 'A', link: '/guide/a' },
            { text: 'B', link: '/guide/b' },
            { text: 'C', link: '/guide/c' },
          ],
        },
      ],
    },
  },
});
`,
    // Next to the config, not in the folder the build runs in.
    'website/i18n.json': JSON.stringify({
      outlineTitle: { en: 'Beside the config' },
      customOnlyEnglish: { en: 'Beside the config' },
    }),
    'i18n.json': JSON.stringify({ ...texts, customOnlyEnglish: { en: 'Custom text' } }),
  };
  const pages = {
    'index.md': '---\npageType: home\nhero:\n  tagline: Only a tagline\n---\n',
    'guide/a.md': '# A\n\n## One {#one}\n\nText.\n',
    'guide/b.mdx': `import { Prompt, SourceCode } from '@rspress/core/theme';

# B

## One {#one}

\`\`\`js
const x = 1;
\`\`\`

<Prompt prompt="Do it." />

<SourceCode href="https://github.com/acme/x" />

## Two {#two}

Text.
`,
    'guide/c.md': '# C\n\n## One {#one}\n\nText.\n',
    'api/index.md': '---\noverview: true\ntitle: API\n---\n',
    'api/x.md': '# X\n\n## Y {#y}\n',
  };
  for (const lang of ['en', 'zh', 'ja']) {
    for (const [file, content] of Object.entries(pages))
      files[`website/docs/v2/${lang}/${file}`] = content;
  }
  for (const lang of ['en', 'zh']) {
    files[`website/docs/v1/${lang}/index.md`] = pages['index.md'];
    files[`website/docs/v1/${lang}/guide/a.md`] = pages['guide/a.md'];
  }
  return files;
}

const CONFIG_ARGS = ['-c', 'website/rspress.config.ts'];

let bilingual: ScratchBuild;
let repository: ScratchBuild;
let bilingualServer: RunningServer;
let repositoryServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // One build at a time: the machine's two cores are shared.
  bilingual = await buildScratchSite(await bilingualFiles());
  expect(bilingual.ok, bilingual.output).toBe(true);
  repository = await buildScratchSite(repositoryFiles(), { args: CONFIG_ARGS });
  expect(repository.ok, repository.output).toBe(true);
  [bilingualServer, repositoryServer, browser] = await Promise.all([
    bilingual.preview(),
    repository.preview(CONFIG_ARGS),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([bilingual?.remove(), repository?.remove()]);
});

async function open(
  server: RunningServer,
  url: string,
  width: number,
  locale = 'en-US',
): Promise<Page> {
  return openHydrated(browser, `${server.origin}${url}`, {
    viewport: { width, height: 900 },
    locale,
  });
}

/** Whether the element that matches `selector` takes room on the screen. */
function isShown(tab: Page, selector: string): Promise<boolean> {
  return tab
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
}

const pathOf = (url: string) => new URL(url).pathname.replace(/\.html$/, '');

describe('a site in English and Chinese', () => {
  claim(
    'guide/default-theme/i18n#language-switcher',
    'wider than 1280 pixels the navbar lists the labels, the current language highlighted and not a link; choosing English on a Chinese page opens the English twin',
    async () => {
      const tab = await open(bilingualServer, '/zh/guide/install', 1440, 'zh-CN');
      try {
        await tab.locator('.rp-nav__menus .rp-nav-menu__item__container').hover();
        const items = await tab
          .locator('.rp-nav__menus .rp-hover-group__item')
          .evaluateAll((elements) =>
            elements.map((element) => {
              const link = element.querySelector('.rp-hover-group__item__link') as Element;
              return {
                label: link.textContent,
                isLink: link.tagName === 'A',
                color: getComputedStyle(link).color,
              };
            }),
          );
        const brand = await tab.evaluate(() => {
          const probe = document.createElement('span');
          probe.style.color = 'var(--rp-c-brand)';
          document.body.append(probe);
          const color = getComputedStyle(probe).color;
          probe.remove();
          return color;
        });
        expect(items.map(({ label, isLink }) => [label, isLink])).toEqual([
          ['English', true],
          ['简体中文', false],
        ]);
        expect(items[1]?.color).toBe(brand);
        expect(items[0]?.color).not.toBe(brand);
        await tab.locator('.rp-nav__menus').getByRole('link', { name: 'English' }).click();
        await tab.waitForURL((url) => pathOf(url.href) === '/guide/install');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/i18n#language-switcher', 'guide/default-theme/i18n#built-in-keys'],
    'at 1281 pixels the list is in the navbar; at 1280 it is in the menu behind the button at the right, under Languages (语言 in Chinese); at 390 in the full-screen menu, whose choice keeps the query string',
    async () => {
      const wide = await open(bilingualServer, '/guide/install', 1281);
      try {
        expect(await isShown(wide, '.rp-nav__menus')).toBe(true);
        expect(await isShown(wide, '.rp-nav-hamburger__md')).toBe(false);
      } finally {
        await wide.context().close();
      }
      for (const [url, label, locale] of [
        ['/guide/install', 'Languages', 'en-US'],
        ['/zh/guide/install', '语言', 'zh-CN'],
      ] as const) {
        const tab = await open(bilingualServer, url, 1280, locale);
        try {
          expect(await isShown(tab, '.rp-nav__menus')).toBe(false);
          await tab.locator('.rp-nav-hamburger__md').hover();
          const menu = tab.locator('.rp-nav-hamburger__md > .rp-hover-group');
          await expect
            .poll(() => menu.innerText())
            .toMatch(new RegExp(`${label}[\\s\\S]*English[\\s\\S]*简体中文`));
        } finally {
          await tab.context().close();
        }
      }
      const phone = await open(bilingualServer, '/guide/install?from=phone', 390);
      try {
        expect(await isShown(phone, '.rp-nav__menus')).toBe(false);
        await phone.locator('.rp-nav-hamburger__sm').click();
        await phone.locator('.rp-nav-screen-langs').filter({ visible: true }).click();
        const current = phone
          .locator('.rp-nav-screen-langs-group__item--active')
          .filter({ visible: true });
        expect(await current.innerText()).toBe('English');
        expect(await current.getAttribute('aria-current')).toBe('page');
        await phone.getByRole('link', { name: '简体中文' }).filter({ visible: true }).click();
        await phone.waitForURL((url) => pathOf(url.href) === '/zh/guide/install');
        expect(new URL(phone.url()).search).toBe('?from=phone');
      } finally {
        await phone.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/i18n#translation-keys', 'guide/default-theme/overview-page#listed-pages'],
    "with the page's i18n.json and _meta.json the group is Default Theme in English and 默认主题 in Chinese; a key as a group label is translated in the overview's blocks too",
    async () => {
      for (const [file, label, group] of [
        ['guide/install.html', 'Default Theme', 'Hooks group'],
        ['zh/guide/install.html', '默认主题', '钩子分组'],
      ] as const) {
        const sidebar = parseHtml(await bilingual.read(file)).querySelector(
          '.rp-doc-layout__sidebar',
        );
        expect(textOf(sidebar), file).toContain(label);
        expect(textOf(sidebar), file).not.toContain('defaultTheme');
        const overview = parseHtml(
          await bilingual.read(file.replace('guide/install', 'api/index')),
        ).querySelector('.rp-overview') as Element;
        expect(textsOf(overview, 'h2 > span')[0], file).toBe(group);
      }
    },
  );

  claim(
    'guide/default-theme/i18n#links',
    'a JSX link of a Chinese page keeps the href as written, in the HTML and after hydration, while a Markdown link gets /zh/',
    async () => {
      const html = await bilingual.read('zh/guide/jsx.html');
      expect(html).toMatch(/<a href="\/guide\/install" id="jsx-link">/);
      expect(html).toMatch(/<a href="\/zh\/guide\/install(\.html)?" class="rp-link">Markdown link/);
      const tab = await open(bilingualServer, '/zh/guide/jsx', 1440, 'zh-CN');
      try {
        expect(await tab.locator('#jsx-link').getAttribute('href')).toBe('/guide/install');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/i18n#search',
    'the search of a Chinese page finds Chinese pages and not English ones, and says so in Chinese',
    async () => {
      const tab = await open(bilingualServer, '/zh/guide/install', 1440, 'zh-CN');
      try {
        await tab.locator('.rp-search-button').click();
        const box = tab.locator('.rp-search-panel__input');
        const panel = tab.locator('#__rspress_modal_container');
        await box.fill('WORDZHONLY');
        await expect.poll(() => panel.innerText()).toContain('Install zh');
        await box.fill('WORDENONLY');
        await expect.poll(() => panel.innerText()).toContain('未找到与之匹配的结果');
        expect(await panel.innerText()).not.toContain('Install en');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/home-page#hero-fields', 'guide/default-theme/home-page#hero-image'],
    'badge, name, text, tagline and buttons from top to bottom; the image right of them above 1000 pixels and above the badge from 1000 down; a square box of at most 375 pixels',
    async () => {
      const tab = await open(bilingualServer, '/', 1440);
      try {
        const layout = () =>
          tab.evaluate(() => {
            const box = (selector: string) =>
              (document.querySelector(selector) as Element).getBoundingClientRect();
            const badge = box('.rp-home-hero__badge');
            const parts = [
              badge,
              ...[
                '.rp-home-hero__title',
                '.rp-home-hero__subtitle',
                '.rp-home-hero__tagline',
                '.rp-home-hero__actions',
              ].map(box),
            ];
            const image = box('.rp-home-hero__image-img--light');
            return {
              // Each part starts where the one before it ends, or below.
              stacked: parts
                .slice(1)
                .every((part, index) => part.top >= (parts[index] as DOMRect).bottom - 1),
              right: image.left >= Math.max(...parts.map((part) => part.right)),
              above: image.bottom <= badge.top + 1,
              square: Math.round(image.width) === Math.round(image.height),
              size: image.width,
            };
          });
        for (const [width, right] of [
          [1440, true],
          [1001, true],
          [1000, false],
          [390, false],
        ] as const) {
          await tab.setViewportSize({ width, height: 900 });
          await expect
            .poll(
              async () => {
                const { stacked, right: isRight, above, square } = await layout();
                return { stacked, right: isRight, above, square };
              },
              { message: `${width}` },
            )
            .toEqual({ stacked: true, right, above: !right, square: true });
          expect((await layout()).size, `${width}`).toBeLessThanOrEqual(375);
        }
        const img = tab.locator('.rp-home-hero__image-img--light');
        expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual([
          '375',
          '375',
        ]);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/home-page#hero-actions',
    'an action without theme is drawn as a brand button, filled like the brand one',
    async () => {
      const tab = await open(bilingualServer, '/', 1440);
      try {
        const look = (name: string) =>
          tab.getByRole('link', { name }).evaluate((element) => ({
            brand: element.classList.contains('rp-button--brand'),
            image: getComputedStyle(element).backgroundImage,
          }));
        const brand = await look('Brand en');
        const plain = await look('No theme en');
        expect(brand.brand).toBe(true);
        expect(plain).toEqual(brand);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/home-page#feature-span', 'guide/default-theme/home-page#footer'],
    'span 1 and span 12 fill their row; span 3 is a quarter at 960 pixels and a third at 959; the footer is under the features at 1440 and 390 pixels',
    async () => {
      const tab = await open(bilingualServer, '/', 1440);
      try {
        const fractions = () =>
          tab.locator('.rp-home-feature').evaluate((grid) => {
            const row = grid.getBoundingClientRect().width;
            return Object.fromEntries(
              [...grid.querySelectorAll('.rp-home-feature__item')].map((item) => [
                item.querySelector('.rp-home-feature__title')?.textContent,
                Math.round((item.getBoundingClientRect().width / row) * 12),
              ]),
            );
          });
        const spans = async () => {
          const result = await fractions();
          return [result['Span one'], result['Span twelve'], result['Span three A']];
        };
        for (const [width, expected] of [
          [1440, [12, 12, 3]],
          [960, [12, 12, 3]],
          [959, [12, 12, 4]],
        ] as const) {
          await tab.setViewportSize({ width, height: 900 });
          await expect.poll(spans, { message: `${width}` }).toEqual([...expected]);
        }
        for (const width of [1440, 390]) {
          await tab.setViewportSize({ width, height: 900 });
          const [features, footer] = await Promise.all(
            ['.rp-home-feature', '.rp-home-footer'].map((selector) =>
              tab.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON()),
            ),
          );
          expect(footer.top, `${width}`).toBeGreaterThanOrEqual(features.bottom);
          expect(await tab.locator('.rp-home-footer').innerText()).toBe('Footer message');
        }
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'guide/default-theme/overview-page#listed-pages',
      'guide/default-theme/overview-page#what-it-shows',
      'guide/default-theme/overview-page#overview-headers',
    ],
    'a group listed A, B, C, D in the sidebar shows the cards of B and D, in that order, then the compact links of A and C below them, at 1440 and 390 pixels',
    async () => {
      const doc = parseHtml(await bilingual.read('api/index.html'));
      const sidebar = doc.querySelector('.rp-doc-layout__sidebar') as Element;
      expect(textsOf(sidebar, 'a').filter((text) => text.startsWith('use'))).toEqual([
        'useA',
        'useB',
        'useC',
        'useD',
      ]);
      const group = doc.querySelector('.rp-overview-group') as Element;
      expect(
        [...group.children].map((child) =>
          child.classList.contains('rp-overview-group__grid')
            ? `grid: ${textsOf(child, 'a').join(', ')}`
            : textOf(child.querySelector('.rp-overview-group__item__title a')),
        ),
      ).toEqual(['useB', 'useD', 'grid: useA, useC']);
      for (const width of [1440, 390]) {
        const tab = await open(bilingualServer, '/api/', width);
        try {
          const tops = await tab
            .locator('.rp-overview-group')
            .first()
            .evaluate((element) =>
              Object.fromEntries(
                [...element.querySelectorAll('a')].map((link) => [
                  link.textContent,
                  link.getBoundingClientRect().top,
                ]),
              ),
            );
          expect(tops.useB, `${width}`).toBeLessThan(tops.useD as number);
          expect(tops.useD, `${width}`).toBeLessThan(tops.useA as number);
          expect(tops.useA, `${width}`).toBeLessThanOrEqual(tops.useC as number);
        } finally {
          await tab.context().close();
        }
      }
    },
  );

  claim(
    'guide/default-theme/overview-page#what-it-shows',
    'the sidebar is on the left at 1440 and 769 pixels and behind the Menu button at 768 and 390; no outline at 1440, a disabled outline button at 1000 and 390',
    async () => {
      for (const [width, sidebarShown, outlineButton] of [
        [1440, true, null],
        [1000, true, 'disabled'],
        [769, true, 'disabled'],
        [768, false, 'disabled'],
        [390, false, 'disabled'],
      ] as const) {
        const tab = await open(bilingualServer, '/api/', width);
        try {
          const sidebar = await tab
            .locator('.rp-doc-layout__sidebar')
            .evaluate((element) => element.getBoundingClientRect().left >= 0);
          expect(sidebar, `${width}`).toBe(sidebarShown);
          expect(await tab.locator('.rp-outline').count(), `${width}`).toBe(0);
          const bar = tab.locator('.rp-sidebar-menu');
          if (outlineButton === null) {
            expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
          } else {
            expect(await bar.locator('.rp-sidebar-menu__left').innerText()).toBe('Menu');
            expect(await bar.locator('.rp-sidebar-menu__right').isDisabled(), `${width}`).toBe(
              true,
            );
          }
          if (!sidebarShown) {
            await tab.locator('.rp-sidebar-menu__left').click();
            await expect
              .poll(() =>
                tab
                  .locator('.rp-doc-layout__sidebar')
                  .evaluate((element) => element.getBoundingClientRect().left),
              )
              .toBe(0);
          }
        } finally {
          await tab.context().close();
        }
      }
    },
  );
});

describe('a site in website/ built from the root of its repository, with every built-in key set', () => {
  claim(
    ['guide/default-theme/i18n#i18n-json', 'api/config/config-basic#i18nsourcepath'],
    'rspress build -c website/rspress.config.ts run at the root reads the root’s i18n.json, not the one next to the config',
    async () => {
      const html = await repository.read('guide/a.html');
      expect(html).toContain(K('outlineTitle'));
      expect(html).not.toContain('Beside the config');
    },
  );

  claim(
    'guide/default-theme/i18n#built-in-keys',
    'each key of the table, set in i18n.json, replaces the text where the table says it appears',
    async () => {
      const page = async (url: string, width: number) => open(repositoryServer, url, width);
      // Doc page, wide: outline, back to top, edit link, doc footer, SourceCode, code buttons,
      // Prompt, LLM buttons, search panel.
      const wide = await page('/guide/b', 1440);
      try {
        const text = (selector: string) => wide.locator(selector).first().innerText();
        expect(await text('.rp-outline__title')).toBe(K('outlineTitle'));
        expect(await text('.rp-doc-footer .rp-edit-link')).toBe(K('editLinkText'));
        expect(await text('.rp-prev-next-page')).toMatch(
          new RegExp(`${K('prevPageText')}[\\s\\S]*${K('nextPageText')}`),
        );
        expect(await text('.rp-source-code__text')).toBe(K('sourceCodeText'));
        const codeTitles = await wide
          .locator('.rp-code-button-group__button')
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title')));
        expect(codeTitles.sort()).toEqual(
          [K('codeButtonGroupCopyButtonText'), K('codeButtonGroupWrapButtonText')].sort(),
        );
        expect(await text('.rp-prompt__action-copy')).toBe(K('promptCopyText'));
        const toggle = wide.locator('.rp-prompt__action-toggle');
        expect(await toggle.getAttribute('title')).toBe(K('promptExpandText'));
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('title')).toBe(K('promptCollapseText'));
        await wide.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await wide.locator('.rp-prompt__action-copy').click();
        await expect.poll(() => text('.rp-prompt__action-copy')).toBe(K('promptCopiedText'));
        expect(await text('.rp-llms-copy-button')).toBe(K('copyMarkdownText'));
        await wide.locator('.rp-llms-view-options__trigger').click();
        await expect
          .poll(() => text('.rp-llms-view-options'))
          .toMatch(new RegExp(`${K('copyMarkdownLinkText')}[\\s\\S]*${K('openInText')} ChatGPT`));
        await wide.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await wide.setViewportSize({ width: 1440, height: 300 });
        await wide.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect.poll(() => text('.rp-outline')).toContain(K('scrollToTopText'));
        await wide.setViewportSize({ width: 1440, height: 900 });
        await wide.evaluate(() => window.scrollTo(0, 0));
        expect(await text('.rp-search-button')).toContain(K('searchPlaceholderText'));
        await wide.locator('.rp-search-button').click();
        const input = wide.locator('.rp-search-panel__input');
        expect(await input.getAttribute('placeholder')).toBe(K('searchPlaceholderText'));
        await input.fill('zzqqxx');
        await expect
          .poll(() => wide.locator('#__rspress_modal_container').innerText())
          .toMatch(
            new RegExp(
              `${K('searchNoResultsText')} "zzqqxx"[\\s\\S]*${K('searchSuggestedQueryText')}`,
            ),
          );
      } finally {
        await wide.context().close();
      }
      // Windows of 1280 pixels and less: the navbar's menu and the bar under the navbar.
      const narrow = await page('/guide/b', 1000);
      try {
        const bar = narrow.locator('.rp-sidebar-menu');
        expect(await bar.innerText()).toMatch(
          new RegExp(`${K('menuTitle')}[\\s\\S]*${K('outlineTitle')}`),
        );
        await narrow.locator('.rp-nav-hamburger__md').hover();
        const menu = narrow.locator('.rp-nav-hamburger__md > .rp-hover-group');
        await expect.poll(() => menu.innerText()).toContain(K('languagesText'));
        expect(await menu.innerText()).toContain(K('themeText'));
        // The version switcher is there too, without its label.
        expect(await menu.innerText()).toMatch(/\bv2\b/);
        expect(await menu.innerText()).not.toContain(K('versionsText'));
      } finally {
        await narrow.context().close();
      }
      const phone = await page('/guide/b', 390);
      try {
        await phone.locator('.rp-nav-hamburger__sm').click();
        const screen = phone.locator('.rp-nav-screen');
        await expect.poll(() => screen.innerText()).toContain(K('languagesText'));
        for (const key of ['themeText', 'versionsText'])
          expect(await screen.innerText(), key).toContain(K(key));
      } finally {
        await phone.context().close();
      }
      const phoneSearch = await page('/guide/b', 390);
      try {
        await phoneSearch.locator('.rp-search-button--mobile').click();
        expect(await phoneSearch.locator('.rp-search-panel__cancel').innerText()).toBe(
          K('searchPanelCancelText'),
        );
      } finally {
        await phoneSearch.context().close();
      }
      const overview = parseHtml(await repository.read('api/index.html')).querySelector(
        '.rp-overview',
      ) as Element;
      expect(textOf(overview.querySelector('label'))).toBe(K('overview.filterNameText'));
      expect(overview.querySelector('input')?.getAttribute('placeholder')).toBe(
        K('overview.filterPlaceholderText'),
      );
      const overviewTab = await page('/api/', 1440);
      try {
        await overviewTab.locator('.rp-overview-search__input').fill('zzqqxx');
        await expect
          .poll(() => overviewTab.locator('.rp-overview').innerText())
          .toContain(K('overview.filterNoResultText'));
      } finally {
        await overviewTab.context().close();
      }
      const notFound = await repository.read('404.html');
      expect(notFound).toContain(K('notFoundText'));
    },
  );

  claim(
    [
      'guide/default-theme/i18n#i18n-json',
      'guide/default-theme/i18n#built-in-keys',
      'guide/default-theme/i18n#add-language',
    ],
    'built-in keys given only an English text keep the shipped Chinese and Japanese texts, without a warning; a key of your own without them falls back to English with a warning',
    async () => {
      const texts = (html: string) => html.replaceAll('<!-- -->', '');
      const zh = texts(await repository.read('zh/guide/b.html'));
      const ja = texts(await repository.read('ja/guide/b.html'));
      for (const [lang, html, words] of [
        ['zh', zh, ['编辑此页面', '目录', '复制代码', '源码']],
        ['ja', ja, ['このページを編集', '目次', 'コードをコピー']],
      ] as const) {
        expect(html, lang).not.toContain('K-');
        for (const word of words) expect(html, `${lang}: ${word}`).toContain(word);
      }
      // The keys fallen back to English, as the build lists them.
      const listed = /fallen back to 'en':\s*(\{[\s\S]*?\})/.exec(repository.output)?.[1];
      expect(Object.keys(JSON.parse(listed ?? '{}')), repository.output).toEqual([
        'customOnlyEnglish',
      ]);
    },
  );

  claim(
    'guide/default-theme/i18n#i18n-source',
    'i18nSource as an object replaces the text of its key from i18n.json',
    async () => {
      const notFound = await repository.read('404.html');
      expect(notFound).toContain('Home from the object');
      expect(notFound).not.toContain(K('takeMeHomeText'));
    },
  );

  claim(
    ['guide/default-theme/i18n#config', 'api/config/config-basic#locales'],
    'with themeConfig.sidebar in the config, the navbar of every language shows the top-level title, not the locale titles',
    async () => {
      for (const file of ['guide/a.html', 'zh/guide/a.html', 'ja/guide/a.html']) {
        const title = parseHtml(await repository.read(file)).querySelector('.rp-nav__title a');
        expect(textOf(title), file).toBe('Keys');
      }
    },
  );

  claim(
    'guide/default-theme/home-page#hero',
    'a hero without name shows no name: the tagline is the only text of the hero',
    async () => {
      const hero = parseHtml(await repository.read('index.html')).querySelector('.rp-home-hero');
      expect(textOf(hero?.querySelector('.rp-home-hero__title'))).toBe('');
      expect(textOf(hero)).toBe('Only a tagline');
    },
  );
});

describe('the types of useI18n', () => {
  claim(
    'guide/default-theme/i18n#use-i18n',
    "the page's SupportLine type-checks; without the type parameter t accepts the built-in keys only, with it the built-in keys and the declared ones",
    async () => {
      const dir = path.join(repository.dir, 'types');
      await mkdir(dir, { recursive: true });
      const example = await exampleFromPage(I18N, 'use-i18n', 'theme/components/SupportLine.tsx');
      await writeFile(path.join(dir, 'SupportLine.tsx'), example);
      await writeFile(
        path.join(dir, 'probe.ts'),
        `import { useI18n } from '@rspress/core/runtime';

interface CustomTexts {
  supportText: Record<string, string>;
}

const t = useI18n();
t('nextPageText');
t('supportText'); // line 9
const typed = useI18n<CustomTexts>();
typed('supportText');
typed('nextPageText');
typed('noSuchKey'); // line 13
`,
      );
      await writeFile(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            target: 'es2022',
            jsx: 'react-jsx',
            noEmit: true,
            skipLibCheck: true,
            types: [],
          },
          files: ['SupportLine.tsx', 'probe.ts'],
        }),
      );
      const tsc = path.join(rootDir, 'node_modules', 'typescript', 'bin', 'tsc');
      const { output } = await runCollected(process.execPath, [tsc, '-p', 'tsconfig.json'], {
        cwd: dir,
      });
      const errors = [...output.matchAll(/^(\S+)\((\d+),\d+\): error/gm)].map(
        (match) => `${match[1]}:${match[2]}`,
      );
      expect(errors, output).toEqual(['probe.ts:9', 'probe.ts:13']);
    },
  );
});
