/**
 * What the default theme's guide pages say about the overview page, the navbar, multiple versions
 * and the home page, on a few scratch sites: a single-language site whose navbar comes from
 * `_nav.json` (with overview sections and a home page), a bilingual site with a shared
 * `themeConfig.nav` and `themeConfig.sidebar`, a bilingual versioned site with `_nav.json` and
 * `_meta.json` per version and language, versioned sites with the navbar in the config, and sites
 * with each `darkMode` value.
 */
import { readdir } from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, waitForHydration } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from './html.ts';

const OVERVIEW = 'guide/default-theme/overview-page.md';
const MULTI_VERSION = 'guide/default-theme/multi-version.md';

function doc(frontMatter: string, body: string): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';

const BUILT_IN_ICONS = [
  'github',
  'gitlab',
  'discord',
  'x',
  'bluesky',
  'npm',
  'slack',
  'lark',
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'wechat',
  'qq',
  'juejin',
  'zhihu',
  'bilibili',
  'weibo',
];

const card = (title: string, span?: number, extra = '') =>
  `  - title: ${title}\n    details: Details\n    icon: 📦${span ? `\n    span: ${span}` : ''}${extra}`;

/** Opens `url` in a fresh context whose calls to the GitHub API get `stars` stars. */
async function open(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
  stars = 12345,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  await context.route('https://api.github.com/**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ stargazers_count: stars }),
    }),
  );
  const tab = await context.newPage();
  await tab.goto(url);
  await waitForHydration(tab);
  return tab;
}

/** Whether each element that matches `selector` takes room on the screen and is not hidden. */
function shown(tab: Page, selector: string): Promise<boolean[]> {
  return tab.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
      );
    }),
  );
}

/** The `href` and text of the navbar's top-level links. */
function navLinks(html: string): string[] {
  const nav = parseHtml(html).querySelector('.rp-nav-menu--right') as Element;
  return [...nav.querySelectorAll(':scope > li > a')].map(
    (link) => `${textOf(link)} ${link.getAttribute('href')}`,
  );
}

function activeItems(html: string): string[] {
  return textsOf(
    parseHtml(html),
    '.rp-nav-menu--right > .rp-nav-menu__item--active > .rp-nav-menu__item__container',
  );
}

describe('a site with overview sections, a home page and navbar items from _nav.json', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const listedMeta = await exampleFromPage(OVERVIEW, 'listed-pages', 'docs/en/api/_meta.json');
    const headersMeta = await exampleFromPage(
      OVERVIEW,
      'overview-headers',
      'docs/en/api/_meta.json',
    );
    const overviewFile = await exampleFromPage(OVERVIEW, 'create', 'docs/en/api/index.md');
    const section = (folder: string, meta: string) => ({
      [`docs/${folder}/_meta.json`]: meta,
      [`docs/${folder}/index.md`]: overviewFile,
      [`docs/${folder}/commands.md`]:
        '# Commands\n\n## build {#build}\n\n### build flags {#flags}\n\n## dev-server options {#dev}\n\nDev.\n',
      [`docs/${folder}/unlisted.md`]: '# Unlisted page\n\n## Unlisted heading\n\nU.\n',
      [`docs/${folder}/config/_meta.json`]: JSON.stringify(['config-basic', 'config-theme']),
      [`docs/${folder}/config/config-basic.md`]:
        '# Basic config\n\n## base {#base}\n\n### base nested {#base-nested}\n\nB.\n',
      [`docs/${folder}/config/config-theme.md`]:
        '# Theme config\n\n## nav {#nav}\n\n### nav item {#nav-item}\n\n#### deep {#deep}\n\nT.\n',
      [`docs/${folder}/hooks/use-i18n.md`]:
        '# useI18n\n\nOnly a paragraph.\n\n```ts\nuseI18n();\n```\n',
      [`docs/${folder}/hooks/use-lang.md`]:
        '# useLang\n\n## Returns {#returns}\n\n### Detail {#detail}\n\nL.\n',
    });
    site = await buildScratchSite({
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Acme',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Acme Docs',
  themeConfig: {
    socialLinks: [
      { icon: 'github', mode: 'github-stars', content: 'https://github.com/acme/toolkit' },
      { icon: 'wechat', mode: 'img', content: '/qr.svg' },
      { icon: 'qq', mode: 'dom', content: '<b id="dom-popup">DOM popup</b>' },
      ${BUILT_IN_ICONS.map((icon) => `{ icon: '${icon}', mode: 'link', content: 'https://example.com/${icon}' }`).join(',\n      ')},
    ],
  },
});
`,
      'docs/public/logo-light.svg': SVG,
      'docs/public/logo-dark.svg': SVG,
      'docs/public/qr.svg': SVG,
      'docs/public/hero-light.svg': SVG,
      'docs/public/hero-dark.svg': SVG,
      'docs/_nav.json': JSON.stringify([
        { text: 'Guide', link: '/guide/start', activeMatch: '/guide/' },
        { text: 'Emoji', link: '/guide/start', icon: '🚀', tag: 'new' },
        {
          text: 'Svg',
          link: '/guide/start',
          icon: '<svg id="nav-svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
          tag: 'experimental',
        },
        { text: 'Image', link: '/guide/start', icon: '/logo-light.svg', tag: 'deprecated' },
        { text: 'Other lang', link: 'https://example.com/fr/', lang: 'fr' },
        {
          text: 'Menu',
          items: [
            { text: 'Top entry', link: '/guide/start' },
            { text: 'Named group', items: [{ text: 'Grandchild', link: '/guide/other' }] },
            {
              text: 'Linked group',
              link: '/guide/start',
              items: [{ text: 'Linked child', link: '/guide/other' }],
            },
          ],
        },
      ]),
      'docs/index.md': doc(
        `pageType: home
titleSuffix: '- Dash suffix'
hero:
  badge: Plain badge
  name: Fast <em>and</em> named
  text: Text <strong>bold</strong>
  tagline: Plain tagline
  image:
    src:
      light: /hero-light.svg
      dark: /hero-dark.svg
    alt: Hero alt
  actions:
    - theme: brand
      text: Brand action
      link: /guide/start
    - theme: alt
      text: Alt action
      link: /guide/other
features:
${card('Title <em>as text</em>', undefined, '\n    link: /guide/other').replace('icon: 📦', `icon: '<svg id="feature-svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>'`)}
  - title: No icon
    details: Details
${card('Span two A', 2)}
${card('Span two B', 2)}
${card('Span five', 5, '\n    link: https://example.com/external')}
${card('Span three', 3)}
${card('Span six', 6)}
${card('Default span')}`,
        'Body text.',
      ),
      'docs/guide/start.md': `# Start\n\n${'A long line of text. '.repeat(400)}\n\n## Part\n\nText.\n`,
      'docs/guide/other.md': '# Other\n\nOther text.\n',
      ...section('api', listedMeta),
      ...section('ref', headersMeta),
      // Each level of overviewHeaders: the listed page's front matter, its _meta.json entry, the
      // overview page's front matter, the group's field.
      'docs/prec/_meta.json': JSON.stringify([
        'index',
        { type: 'dir', name: 'grp', label: 'Grp', overviewHeaders: [2] },
        { type: 'file', name: 'entry', overviewHeaders: [4] },
        'own',
        'plain',
        'forced',
      ]),
      'docs/prec/index.md': doc('overview: true\ntitle: Precedence\noverviewHeaders: [3]', ''),
      'docs/prec/grp/g1.md': '# G1\n\n## G1 two {#g1-two}\n\n### G1 three {#g1-three}\n\nG.\n',
      'docs/prec/entry.md':
        '# Entry\n\n## E two {#e2}\n\n### E three {#e3}\n\n#### E four {#e4}\n\nE.\n',
      'docs/prec/own.md': doc(
        'overviewHeaders: [2]',
        '# Own\n\n## O two {#o2}\n\n### O three {#o3}\n\nO.',
      ),
      'docs/prec/plain.md': '# Plain\n\n## P two {#p2}\n\n### P three {#p3}\n\nP.\n',
      'docs/prec/forced.md': doc('overviewHeaders: []', '# Forced\n\n## F two {#f2}\n\nF.'),
      'docs/grp/_meta.json': JSON.stringify([
        'index',
        { type: 'dir', name: 'g', label: 'G', overviewHeaders: [3] },
        'solo',
      ]),
      'docs/grp/index.md': doc('overview: true\ntitle: Group levels', ''),
      'docs/grp/g/a.md': '# A\n\n## A two {#a2}\n\n### A three {#a3}\n\nA.\n',
      'docs/grp/g/b.md': doc(
        'overviewHeaders: [2]',
        '# B\n\n## B two {#b2}\n\n### B three {#b3}\n\nB.',
      ),
      'docs/grp/solo.md': '# Solo\n\n## S two {#s2}\n\n### S three {#s3}\n\nS.\n',
      // An overview file that starts with a # heading.
      'docs/heading/index.md': doc('overview: true', '# Written heading\n\nIntro.'),
      'docs/heading/a.md': '# HA\n\n## HA two\n\nx\n',
    });
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  const page = async (file: string) => parseHtml(await site.read(file));
  const overview = async (file: string) =>
    (await page(file)).querySelector('.rp-overview') as Element;
  /** The headings each card or compact link of an overview lists, by page title. */
  const cards = async (file: string) =>
    Object.fromEntries(
      [...(await overview(file)).querySelectorAll('.rp-overview-group__item')].map((item) => [
        textOf(item.querySelector('.rp-overview-group__item__title a')),
        textsOf(item, 'li'),
      ]),
    );
  const compact = async (file: string) =>
    textsOf(await overview(file), '.rp-overview-group__grid a');

  claim(
    'guide/default-theme/overview-page#listed-pages',
    "with the page's _meta.json, the blocks are Config, Hooks and Commands in that order; a file the sidebar does not list is not listed",
    async () => {
      const main = await overview('api/index.html');
      expect(textsOf(main, 'h2 > span')).toEqual(['Config', 'Hooks', 'Commands']);
      expect(main.textContent).not.toContain('Unlisted');
      const sidebar = (await page('api/index.html')).querySelector('.rp-doc-layout__sidebar');
      expect(textOf(sidebar)).not.toContain('Unlisted');
    },
  );

  claim(
    'guide/default-theme/overview-page#create',
    'a # heading in an overview file is the title above the filter and is drawn again below it',
    async () => {
      const main = await overview('heading/index.html');
      const order = [...main.children].map((child) =>
        child.className.includes('search') ? 'filter' : child.tagName.toLowerCase(),
      );
      expect(order.slice(0, 4)).toEqual(['h1', 'filter', 'h1', 'p']);
      expect(textsOf(main, 'h1').map((text) => text.replace(/^#|#$/g, '').trim())).toEqual([
        'Written heading',
        'Written heading',
      ]);
    },
  );

  claim(
    'guide/default-theme/overview-page#overview-headers',
    "with the page's example, the config pages list their ## and ### headings and the other pages their ## headings; links point to page#id",
    async () => {
      expect(await cards('ref/index.html')).toEqual({
        'Basic config': ['base', 'base nested'],
        'Theme config': ['nav', 'nav item'],
        useLang: ['Returns'],
        Commands: ['build', 'dev-server options'],
      });
      const links = [...(await overview('ref/index.html')).querySelectorAll('li a')].map((link) =>
        link.getAttribute('href'),
      );
      expect(links).toContain('/ref/commands.html#dev');
    },
  );

  claim(
    'guide/default-theme/overview-page#overview-headers',
    "the listed page's front matter or _meta.json entry wins, then the overview page's front matter, then the group's field, then [2]",
    async () => {
      expect(await cards('prec/index.html')).toMatchObject({
        G1: ['G1 three'],
        Entry: ['E four'],
        Own: ['O two'],
        Plain: ['P three'],
      });
      expect(await cards('grp/index.html')).toEqual({
        A: ['A three'],
        B: ['B two'],
        Solo: ['S two'],
      });
    },
  );

  claim(
    'guide/default-theme/overview-page#overview-headers',
    'overviewHeaders: [] on a page, like a page without headings at those levels, shows it as a compact link',
    async () => {
      expect(await compact('prec/index.html')).toEqual(['Forced']);
      expect(Object.keys(await cards('prec/index.html'))).not.toContain('Forced');
      expect(await compact('ref/index.html')).toEqual(['useI18n']);
    },
  );

  claim(
    'guide/default-theme/overview-page#filter',
    'the filter treats hyphens as spaces, keeps a matching page with all its headings and drops the groups without a match; its default label and placeholder are Filter and Search API',
    async () => {
      const main = await overview('ref/index.html');
      expect(textOf(main.querySelector('label'))).toBe('Filter');
      expect(main.querySelector('input')?.getAttribute('placeholder')).toBe('Search API');
      const tab = await open(browser, `${server.origin}/ref/index.html`);
      try {
        const input = tab.locator('.rp-overview-search__input');
        const state = async () => ({
          groups: await tab.locator('.rp-overview h2 > span').allInnerTexts(),
          headings: await tab.locator('.rp-overview li').allInnerTexts(),
        });
        await input.fill('dev server');
        await expect
          .poll(state)
          .toEqual({ groups: ['Commands'], headings: ['dev-server options'] });
        await input.fill('BASIC config');
        await expect.poll(state).toEqual({ groups: ['Config'], headings: ['base', 'base nested'] });
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/home-page#page-type-home',
    'a titleSuffix that starts with - is added to the site title without a second separator',
    async () => {
      expect((await page('index.html')).title).toBe('Acme - Dash suffix');
    },
  );

  claim(
    ['guide/default-theme/home-page#page-type-home', 'guide/default-theme/navbar#hiding'],
    'on the home page the navbar is transparent at the top and gets a background after scrolling; on a doc page it has one at the top',
    async () => {
      const background = (tab: Page) =>
        tab.locator('.rp-nav').evaluate((element) => getComputedStyle(element).backgroundColor);
      const home = await open(browser, `${server.origin}/`, {
        viewport: { width: 1280, height: 400 },
      });
      const docPage = await open(browser, `${server.origin}/guide/start.html`);
      try {
        expect(await background(home)).toBe('rgba(0, 0, 0, 0)');
        await home.evaluate(() => window.scrollTo(0, 600));
        await expect.poll(() => background(home)).not.toBe('rgba(0, 0, 0, 0)');
        expect(await background(docPage)).not.toBe('rgba(0, 0, 0, 0)');
      } finally {
        await Promise.all([home.context().close(), docPage.context().close()]);
      }
    },
  );

  claim(
    'guide/default-theme/home-page#hero-fields',
    'a badge without link is a pill that is not a link; name and text are rendered as HTML; the tagline is smaller than the text',
    async () => {
      const home = await page('index.html');
      const badge = home.querySelector('.rp-home-hero__badge');
      expect([badge?.tagName, textOf(badge)]).toEqual(['DIV', 'Plain badge']);
      expect(home.querySelector('.rp-home-hero__title em')?.textContent).toBe('and');
      expect(home.querySelector('.rp-home-hero__subtitle strong')?.textContent).toBe('bold');
      const tab = await open(browser, `${server.origin}/`);
      try {
        const size = (selector: string) =>
          tab
            .locator(selector)
            .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(await size('.rp-home-hero__tagline')).toBeLessThan(
          await size('.rp-home-hero__subtitle'),
        );
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'guide/default-theme/home-page#hero-fields',
      'guide/default-theme/home-page#hero-actions',
      'api/config/config-frontmatter#hero',
    ],
    'the name is a gradient from the brand colour, the brand button is filled with the same gradient, the alt button is outlined',
    async () => {
      const tab = await open(browser, `${server.origin}/`);
      try {
        const style = (selector: string) =>
          tab.locator(selector).evaluate((element) => {
            const computed = getComputedStyle(element);
            return {
              image: computed.backgroundImage,
              color: computed.backgroundColor,
              border: computed.borderTopWidth,
            };
          });
        const brandDark = await tab.evaluate(() => {
          const probe = document.createElement('span');
          probe.style.color = 'var(--rp-c-brand-dark)';
          document.body.append(probe);
          const color = getComputedStyle(probe).color;
          probe.remove();
          return color;
        });
        const name = await style('.rp-home-hero__title-brand');
        expect(name.image).toMatch(/^linear-gradient/);
        expect(name.image).toContain(brandDark);
        expect((await style('.rp-button--brand')).image).toBe(name.image);
        const alt = await style('.rp-button--alt');
        expect(alt.image).toBe('none');
        expect(alt.border).toBe('1px');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/home-page#hero-actions', 'guide/default-theme/home-page#features'],
    'an internal action and an internal feature card navigate inside the app; an external feature card opens in the same tab',
    async () => {
      const tab = await open(browser, `${server.origin}/`);
      await tab
        .context()
        .route('https://example.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<p>External</p>' }),
        );
      try {
        const mark = () => tab.evaluate(() => (window as { mark?: number }).mark);
        await tab.evaluate(() => {
          (window as { mark?: number }).mark = 1;
        });
        await tab.getByRole('link', { name: 'Brand action' }).click();
        await tab.waitForURL(/\/guide\/start/);
        expect(await mark()).toBe(1);
        await tab.goBack();
        await tab.getByText('Title <em>as text</em>').click();
        await tab.waitForURL(/\/guide\/other/);
        expect(await mark()).toBe(1);
        await tab.goBack();
        await tab.getByText('Span five').click();
        await tab.waitForURL('https://example.com/external');
        expect(tab.context().pages()).toHaveLength(1);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/home-page#hero-image',
    'an src with light and dark shows one image per appearance',
    async () => {
      for (const [scheme, file] of [
        ['light', '/hero-light.svg'],
        ['dark', '/hero-dark.svg'],
      ] as const) {
        const tab = await open(browser, `${server.origin}/`, { colorScheme: scheme });
        try {
          const images = tab.locator('.rp-home-hero__image img');
          const visible = await shown(tab, '.rp-home-hero__image img');
          const sources = await images.evaluateAll((all) =>
            all.map((img) => img.getAttribute('src')),
          );
          expect(
            sources.filter((_, index) => visible[index]),
            scheme,
          ).toEqual([file]);
        } finally {
          await tab.context().close();
        }
      }
    },
  );

  claim(
    'guide/default-theme/home-page#features',
    'a feature title is plain text; an SVG string is an icon; a card without icon has none',
    async () => {
      const home = await page('index.html');
      const titles = textsOf(home, '.rp-home-feature__title');
      expect(titles[0]).toBe('Title <em>as text</em>');
      expect(home.querySelector('.rp-home-feature__icon svg#feature-svg')).not.toBeNull();
      const noIcon = [...home.querySelectorAll('.rp-home-feature__card')].find(
        (item) => textOf(item.querySelector('.rp-home-feature__title')) === 'No icon',
      );
      expect(noIcon?.querySelector('.rp-home-feature__icon')).toBeNull();
    },
  );

  claim(
    'guide/default-theme/home-page#feature-span',
    'span 2 is half a row and other numbers a whole row on a wide screen; 768 to 959 pixels: 3 and 6 a third, 2 and 4 a half; 640 to 767: 3 a whole row, 2, 4 and 6 a half; below 640 every card a whole row',
    async () => {
      const tab = await open(browser, `${server.origin}/`);
      try {
        const fractions = async (width: number) => {
          await tab.setViewportSize({ width, height: 800 });
          return tab.locator('.rp-home-feature').evaluate((grid) => {
            const row = grid.getBoundingClientRect().width;
            return Object.fromEntries(
              [...grid.querySelectorAll('.rp-home-feature__item')].map((item) => [
                item.querySelector('.rp-home-feature__title')?.textContent,
                Math.round((item.getBoundingClientRect().width / row) * 12) / 12,
              ]),
            );
          });
        };
        const span = (result: Record<string, number>) => [
          result['Span two A'],
          result['Span three'],
          result['Default span'],
          result['Span six'],
          result['Span five'],
        ];
        const half = 6 / 12;
        const third = 4 / 12;
        const quarter = 3 / 12;
        // span 2, 3, 4 (the default), 6 and 5
        await expect
          .poll(async () => span(await fractions(1280)))
          .toEqual([half, quarter, third, half, 1]);
        await expect
          .poll(async () => span(await fractions(900)))
          .toEqual([half, third, half, third, 1]);
        await expect
          .poll(async () => span(await fractions(768)))
          .toEqual([half, third, half, third, 1]);
        await expect.poll(async () => span(await fractions(767))).toEqual([half, 1, half, half, 1]);
        await expect.poll(async () => span(await fractions(640))).toEqual([half, 1, half, half, 1]);
        await expect.poll(async () => span(await fractions(639))).toEqual([1, 1, 1, 1, 1]);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/home-page#footer',
    'without footer.message the home page has no footer',
    async () => {
      expect((await page('index.html')).querySelector('[class*="footer"]')).toBeNull();
    },
  );

  claim(
    'guide/default-theme/navbar#anatomy',
    'the title shows the logo image and the logo text; the search button opens the search panel',
    async () => {
      const title = (await page('guide/start.html')).querySelector('.rp-nav__title a') as Element;
      expect(title.querySelector('img')?.getAttribute('src')).toBe('/logo-light.svg');
      expect(textOf(title)).toBe('Acme Docs');
      const tab = await open(browser, `${server.origin}/guide/start.html`);
      try {
        await tab.locator('.rp-search-button').click();
        await expect.poll(() => tab.locator('.rp-search-panel__input').isVisible()).toBe(true);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/navbar#item-fields',
    'icon (an emoji, an SVG string or an image) before the label, tag after it; lang gives lang and hreflang; an external link opens in a new tab',
    async () => {
      const nav = (await page('guide/start.html')).querySelector('.rp-nav-menu--right') as Element;
      const item = (text: string) =>
        [...nav.querySelectorAll(':scope > li > a')].find((link) => textOf(link).startsWith(text));
      const children = (text: string) =>
        [...(item(text)?.childNodes ?? [])].map((node) =>
          node.nodeType === 3 ? 'label' : (node as Element).className.split(' ')[0],
        );
      expect(children('🚀Emoji')).toEqual(['rp-nav-menu__item__leading-icon', 'label', 'rp-badge']);
      expect(
        item('Svg')?.querySelector('.rp-nav-menu__item__leading-icon svg#nav-svg'),
      ).not.toBeNull();
      expect(
        item('Image')?.querySelector('img.rp-nav-menu__item__leading-icon')?.getAttribute('src'),
      ).toBe('/logo-light.svg');
      const other = item('Other lang');
      expect([
        other?.getAttribute('lang'),
        other?.getAttribute('hreflang'),
        other?.getAttribute('target'),
      ]).toEqual(['fr', 'fr', '_blank']);
    },
  );

  claim(
    'guide/default-theme/navbar#item-fields',
    'tags new, experimental and deprecated each get their own colour, the last two an icon',
    async () => {
      const badges = [
        ...(await page('guide/start.html')).querySelectorAll('.rp-nav-menu--right .rp-badge'),
      ];
      expect(
        badges.map((badge) => [
          textOf(badge),
          badge.className,
          badge.querySelector('svg') !== null,
        ]),
      ).toEqual([
        ['new', 'rp-badge rp-badge--tip', false],
        ['experimental', 'rp-badge rp-badge--warning', true],
        ['deprecated', 'rp-badge rp-badge--danger', true],
      ]);
    },
  );

  claim(
    'guide/default-theme/navbar#active-match',
    'without activeMatch, an item is highlighted on the page it links to and not on another page of the section',
    async () => {
      expect(activeItems(await site.read('guide/start.html'))).toContain('🚀Emojinew');
      expect(activeItems(await site.read('guide/other.html'))).toEqual(['Guide']);
    },
  );

  claim(
    'guide/default-theme/navbar#dropdowns',
    'a dropdown opens on hover and on a click alone; a nested entry without link shows only its children, indented',
    async () => {
      const group = (await page('guide/start.html')).querySelector(
        '.rp-nav-menu--right .rp-hover-group',
      ) as Element;
      expect(
        [...group.querySelectorAll('.rp-hover-group__item')].map(
          (entry) => `${textOf(entry)}:${entry.getAttribute('data-depth')}`,
        ),
      ).toEqual(['Top entry:0', 'Grandchild:1', 'Linked group:0', 'Linked child:1']);
      const tab = await open(browser, `${server.origin}/guide/start.html`);
      try {
        const menu = tab.locator('.rp-nav-menu--right .rp-hover-group').first();
        const visibility = () => menu.evaluate((element) => getComputedStyle(element).visibility);
        expect(await visibility()).toBe('hidden');
        await tab.getByRole('button', { name: 'Menu' }).hover();
        await expect.poll(visibility).toBe('visible');
        await tab.mouse.move(5, 700);
        await expect.poll(visibility).toBe('hidden');
        await tab.getByRole('button', { name: 'Menu' }).dispatchEvent('click');
        await expect.poll(visibility).toBe('visible');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/navbar#logo',
    'a logo with light and dark shows one file per appearance, with logoText next to it',
    async () => {
      for (const [scheme, file] of [
        ['light', '/logo-light.svg'],
        ['dark', '/logo-dark.svg'],
      ] as const) {
        const tab = await open(browser, `${server.origin}/guide/start.html`, {
          colorScheme: scheme,
        });
        try {
          const visible = await shown(tab, '.rp-nav__title img');
          const sources = await tab
            .locator('.rp-nav__title img')
            .evaluateAll((all) => all.map((img) => img.getAttribute('src')));
          expect(
            sources.filter((_, index) => visible[index]),
            scheme,
          ).toEqual([file]);
        } finally {
          await tab.context().close();
        }
      }
    },
  );

  claim(
    'guide/default-theme/navbar#social-links',
    'every built-in icon name draws an icon; img and dom show their content in a popup on hover',
    async () => {
      const nav = (await page('guide/start.html')).querySelector('.rp-nav__others') as Element;
      for (const icon of BUILT_IN_ICONS) {
        const link = nav.querySelector(`a[href="https://example.com/${icon}"]`);
        expect(link?.querySelector('svg')?.childElementCount, icon).toBeGreaterThan(0);
      }
      const tab = await open(browser, `${server.origin}/guide/start.html`);
      try {
        const items = tab.locator('.rp-nav__others .rp-social-links__item');
        const image = tab.locator('.rp-nav__others img[src="/qr.svg"]');
        const dom = tab.locator('.rp-nav__others #dom-popup');
        expect([await image.isVisible(), await dom.isVisible()]).toEqual([false, false]);
        await items.nth(1).hover();
        await expect.poll(() => image.isVisible()).toBe(true);
        await items.nth(2).hover();
        await expect.poll(() => dom.isVisible()).toBe(true);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/navbar#social-links',
    "github-stars links to the repository with the star count the reader's browser fetched from the GitHub API, kept for an hour",
    async () => {
      const stars = (tab: Page) =>
        tab.locator('.rp-nav__others .rp-social-links__github-stars').innerText();
      const first = await open(browser, `${server.origin}/guide/start.html`);
      try {
        const link = first.locator('.rp-nav__others .rp-social-links__github-stars');
        expect(await link.getAttribute('href')).toBe('https://github.com/acme/toolkit');
        await expect.poll(() => stars(first)).toBe('12.3K');
      } finally {
        await first.context().close();
      }
      // A count fetched 59 minutes ago is shown as it is; one fetched 61 minutes ago is fetched again.
      for (const [minutes, shownCount] of [
        [59, '5'],
        [61, '999'],
      ] as const) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        let calls = 0;
        await context.route('https://api.github.com/**', (route) => {
          calls += 1;
          return route.fulfill({
            contentType: 'application/json',
            body: JSON.stringify({ stargazers_count: 999 }),
          });
        });
        await context.addInitScript((age) => {
          localStorage.setItem(
            'rp-github-stars:acme/toolkit',
            JSON.stringify({ count: 5, fetchedAt: Date.now() - age * 60_000 }),
          );
        }, minutes);
        try {
          const tab = await context.newPage();
          await tab.goto(`${server.origin}/guide/start.html`);
          await waitForHydration(tab);
          await expect.poll(() => stars(tab)).toBe(shownCount);
          expect(calls > 0, `${minutes} minutes`).toBe(minutes > 60);
        } finally {
          await context.close();
        }
      }
    },
  );

  claim(
    ['guide/default-theme/navbar#hiding', 'guide/default-theme/navbar#dropdowns'],
    'above 1280 pixels the appearance switch and social links are in the navbar; from 1280 to 769 they are in a menu behind a button at the right; at 768 and below the items move too, into a full-screen menu, which names a nested entry without a link',
    async () => {
      const layout = async (width: number) => {
        const tab = await open(browser, `${server.origin}/guide/start.html`, {
          viewport: { width, height: 800 },
        });
        try {
          const [items, appearance, social, menuButton, screenButton] = await Promise.all([
            shown(tab, '.rp-nav-menu--right > li > .rp-nav-menu__item__container'),
            shown(tab, '.rp-nav__others .rp-switch-appearance'),
            shown(tab, '.rp-nav__others .rp-social-links'),
            shown(tab, '.rp-nav-hamburger__md'),
            shown(tab, '.rp-nav-hamburger__sm'),
          ]);
          return {
            items: items.every(Boolean),
            appearance: appearance[0],
            social: social[0],
            menuButton: menuButton[0],
            screenButton: screenButton[0],
          };
        } finally {
          await tab.context().close();
        }
      };
      expect(await layout(1281)).toEqual({
        items: true,
        appearance: true,
        social: true,
        menuButton: false,
        screenButton: false,
      });
      for (const width of [1280, 769]) {
        expect(await layout(width), `${width}`).toEqual({
          items: true,
          appearance: false,
          social: false,
          menuButton: true,
          screenButton: false,
        });
      }
      expect(await layout(768)).toEqual({
        items: false,
        appearance: false,
        social: false,
        menuButton: false,
        screenButton: true,
      });
      const tab = await open(browser, `${server.origin}/guide/start.html`, {
        viewport: { width: 600, height: 800 },
      });
      try {
        await tab.locator('.rp-nav-hamburger__sm').click();
        const screen = tab.locator('.rp-nav-screen');
        await expect.poll(() => screen.isVisible()).toBe(true);
        const box = await screen.boundingBox();
        expect(box?.width).toBe(600);
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBe(800);
        const text = await screen.innerText();
        for (const part of ['Guide', 'Other lang', 'Top entry', 'Theme'])
          expect(text).toContain(part);
        // Unlike the dropdown, the full-screen menu names a nested entry that has no link.
        expect(text).toContain('Named group');
        expect(text).toContain('Grandchild');
        expect(await screen.locator('.rp-social-links').count()).toBe(1);
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('a bilingual site with a shared themeConfig.nav, a config sidebar and the overview texts of i18n.json', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const files: Record<string, string> = {
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Shared nav',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    localeRedirect: 'never',
    darkMode: 'dark',
    nav: [
      { text: 'Guide', link: '/guide/start', activeMatch: '/guide/' },
      { text: 'API', link: '/api/', activeMatch: '^/api/' },
      { text: 'External', link: 'https://example.com/x' },
    ],
    sidebar: {
      '/api/': [
        { text: 'API Overview', link: '/api/' },
        { text: 'Config group', items: [{ text: 'Basic', link: '/api/config/basic' }] },
        { text: 'Commands', link: '/api/commands' },
      ],
      '/zh/api/': [
        { text: 'API 概览', link: '/zh/api/' },
        { text: '配置', items: [{ text: '基础', link: '/zh/api/config/basic' }] },
      ],
    },
  },
});
`,
      'i18n.json': await exampleFromPage(OVERVIEW, 'filter', 'i18n.json'),
      'docs/en/index.md': '# Home\n',
      'docs/zh/index.md': '# 首页\n',
    };
    for (const lang of ['en', 'zh']) {
      files[`docs/${lang}/guide/start.md`] = `# Start ${lang}\n\nText.\n`;
      files[`docs/${lang}/api/index.md`] = doc('overview: true\ntitle: API Overview', '');
      files[`docs/${lang}/api/config/basic.md`] = '# Basic\n\n## base\n\nx\n';
      files[`docs/${lang}/api/commands.md`] = '# Commands\n\n## build\n\nx\n';
      files[`docs/${lang}/other/index.md`] = doc('overview: true\ntitle: Other', '');
      files[`docs/${lang}/other/page.md`] = '# Other page\n\n## one\n\nx\n';
    }
    site = await buildScratchSite(files);
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  claim(
    'guide/default-theme/navbar#nav-config',
    'a shared themeConfig.nav gets the language prefix on the other language; external links stay as written',
    async () => {
      expect(navLinks(await site.read('zh/guide/start.html'))).toEqual([
        'Guide /zh/guide/start.html',
        'API /zh/api/index.html',
        'External https://example.com/x',
      ]);
      expect(navLinks(await site.read('guide/start.html'))).toEqual([
        'Guide /guide/start.html',
        'API /api/index.html',
        'External https://example.com/x',
      ]);
    },
  );

  claim(
    'guide/default-theme/navbar#active-match',
    'activeMatch "/guide/" also matches /zh/guide/; "^/api/" matches only the English API pages',
    async () => {
      expect(activeItems(await site.read('zh/guide/start.html'))).toEqual(['Guide']);
      expect(activeItems(await site.read('api/commands.html'))).toEqual(['API']);
      expect(activeItems(await site.read('zh/api/commands.html'))).toEqual([]);
    },
  );

  claim(
    'guide/default-theme/overview-page#listed-pages',
    'a group of themeConfig.sidebar becomes a block named after it, a single page a block named after the page',
    async () => {
      const main = parseHtml(await site.read('api/index.html')).querySelector('.rp-overview');
      expect(textsOf(main as Element, 'h2 > span')).toEqual(['Config group', 'Commands']);
      expect(textsOf(main as Element, '.rp-overview-group__item__title a')).toEqual([
        'Basic',
        'Commands',
      ]);
    },
  );

  claim(
    'guide/default-theme/overview-page#filter',
    "the example's i18n.json changes the placeholder and the message of every overview page in each language; the label keeps its default",
    async () => {
      for (const [file, label, placeholder] of [
        ['api/index.html', 'Filter', 'Search recipes'],
        ['other/index.html', 'Filter', 'Search recipes'],
        ['zh/api/index.html', '筛选', '搜索示例'],
        ['zh/other/index.html', '筛选', '搜索示例'],
      ] as const) {
        const main = parseHtml(await site.read(file)).querySelector('.rp-overview') as Element;
        expect(textOf(main.querySelector('label')), file).toBe(label);
        expect(main.querySelector('input')?.getAttribute('placeholder'), file).toBe(placeholder);
      }
      const tab = await open(browser, `${server.origin}/other/index.html`);
      try {
        await tab.locator('.rp-overview-search__input').fill('zzqq');
        await expect
          .poll(() => tab.locator('.rp-overview').innerText())
          .toContain('No matching recipe');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/navbar#appearance',
    "darkMode: 'dark' starts dark even on a light system and keeps the switch, whose choice is remembered",
    async () => {
      const tab = await open(browser, `${server.origin}/guide/start.html`, {
        colorScheme: 'light',
      });
      try {
        const dark = () => tab.evaluate(() => document.documentElement.classList.contains('dark'));
        expect(await dark()).toBe(true);
        await tab.locator('.rp-nav__others .rp-switch-appearance').click();
        await expect.poll(dark).toBe(false);
        await tab.reload();
        await waitForHydration(tab);
        expect(await dark()).toBe(false);
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('a bilingual versioned site with _nav.json and _meta.json per version and language', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const files: Record<string, string> = {
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Versioned',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  themeConfig: {
    localeRedirect: 'never',
    darkMode: 'auto',
    socialLinks: [{ icon: 'github', mode: 'link', content: 'https://example.com/gh' }],
  },
});
`,
      'theme/index.tsx': await exampleFromPage(MULTI_VERSION, 'use-version', 'theme/index.tsx'),
      'docs/public/shared.txt': 'A shared file.\n',
    };
    for (const version of ['v1', 'v2']) {
      for (const lang of ['en', 'zh']) {
        const folder = `docs/${version}/${lang}`;
        files[`${folder}/_nav.json`] = JSON.stringify([
          { text: lang === 'en' ? 'Guide' : '指南', link: '/guide/start', activeMatch: '/guide/' },
        ]);
        files[`${folder}/index.md`] = doc(`pageType: home\nhero:\n  name: Home ${version}`, '');
        files[`${folder}/guide/_meta.json`] = JSON.stringify([
          { type: 'file', name: 'start', label: `Sidebar ${version} ${lang}` },
          ...(version === 'v2' ? ['newpage'] : []),
        ]);
        files[`${folder}/guide/start.md`] =
          `# Start ${version} ${lang}\n\nWORD${version} in ${version} ${lang}.\n`;
        if (version === 'v2') files[`${folder}/guide/newpage.md`] = '# New page\n\nOnly in v2.\n';
        files[`${folder}/api/_meta.json`] = JSON.stringify([
          'index',
          { type: 'dir', name: 'hooks', label: lang === 'en' ? 'Hooks' : '钩子' },
        ]);
        files[`${folder}/api/index.md`] = doc(
          `overview: true\ntitle: ${lang === 'en' ? 'API' : 'API 概览'}`,
          '',
        );
        files[`${folder}/api/hooks/use-lang.md`] = '# useLang\n\n## Returns\n\nx\n';
      }
    }
    site = await buildScratchSite(files);
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  claim(
    'guide/default-theme/navbar#anatomy',
    'after the items: the language switcher, the version switcher, the appearance switch, the social links',
    async () => {
      const tab = await open(browser, `${server.origin}/v1/guide/start`);
      try {
        const others = await tab
          .locator('.rp-nav__others > :not(.rp-nav-menu__divider)')
          .evaluateAll((elements) =>
            elements.flatMap((element) =>
              element.classList.contains('rp-nav__menus')
                ? [...element.children].map((menu) => (menu as HTMLElement).innerText.trim())
                : [element.className.split(' ')[0]],
            ),
          );
        expect(others).toEqual(['English', 'v1', 'rp-switch-appearance', 'rp-social-links']);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/multi-version#version-switcher',
    'the version being read is highlighted in the menu; a page missing from the other version leads to the 404 page',
    async () => {
      const tab = await open(browser, `${server.origin}/guide/newpage`);
      try {
        await tab
          .locator('.rp-nav__menus .rp-nav-menu__item__container', { hasText: /^v2$/ })
          .hover();
        const active = tab.locator('.rp-nav__menus .rp-hover-group__item--active', {
          hasText: /^v[12]$/,
        });
        expect(await active.allInnerTexts()).toEqual(['v2']);
        await tab.locator('.rp-nav__menus').getByRole('link', { name: 'v1', exact: true }).click();
        await tab.waitForURL(/\/v1\/guide\/newpage/);
        await expect.poll(() => tab.locator('body').innerText()).toContain('404');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/multi-version#version-switcher', 'guide/default-theme/navbar#hiding'],
    'from 1280 to 769 pixels the switchers are in the menu at the right; on small screens the versions are listed under Versions, 版本 in Chinese',
    async () => {
      const tab = await open(browser, `${server.origin}/v1/guide/start`, {
        viewport: { width: 1000, height: 800 },
      });
      try {
        await tab.locator('.rp-nav-hamburger__md').hover();
        const menu = tab.locator('.rp-nav-hamburger__md > .rp-hover-group');
        await expect.poll(() => menu.innerText()).toMatch(/v1[\s\S]*English/);
      } finally {
        await tab.context().close();
      }
      for (const [url, label] of [
        ['/v1/guide/start', 'Versions'],
        ['/v1/zh/guide/start', '版本'],
      ] as const) {
        const small = await open(browser, `${server.origin}${url}`, {
          viewport: { width: 600, height: 800 },
        });
        try {
          await small.locator('.rp-nav-hamburger__sm').click();
          await expect
            .poll(() => small.locator('.rp-nav-screen').innerText())
            .toMatch(new RegExp(`${label}\\s+v1\\s+v1\\s+v2`));
        } finally {
          await small.context().close();
        }
      }
    },
  );

  claim(
    'guide/default-theme/multi-version#folder-layout',
    'docs/public stays outside the version folders and is served once, at the root',
    async () => {
      expect(await site.read('shared.txt')).toBe('A shared file.\n');
      expect(site.has('v1/shared.txt')).toBe(false);
      const response = await fetch(`${server.origin}/shared.txt`);
      expect(await response.text()).toBe('A shared file.\n');
    },
  );

  claim(
    'guide/default-theme/multi-version#nav-sidebar',
    'each version and language has the sidebar of its own _meta.json',
    async () => {
      const sidebar = async (file: string) =>
        textOf(parseHtml(await site.read(file)).querySelector('.rp-doc-layout__sidebar'));
      expect(await sidebar('v1/guide/start.html')).toContain('Sidebar v1 en');
      expect(await sidebar('guide/start.html')).toContain('Sidebar v2 en');
      expect(await sidebar('v1/zh/guide/start.html')).toContain('Sidebar v1 zh');
      expect(await sidebar('guide/start.html')).not.toContain('Sidebar v1');
    },
  );

  claim(
    'guide/default-theme/multi-version#use-version',
    "the page's OldVersionNotice shows on the pages of v1, with the default version of site.multiVersion, and not on the default version",
    async () => {
      const notice = async (file: string) =>
        textOf(parseHtml(await site.read(file)).querySelector('.old-version-notice'));
      expect(await notice('v1/guide/start.html')).toBe(
        'You are reading the docs of v1. The latest version is v2.',
      );
      expect(await notice('v1/zh/guide/start.html')).toContain('v1');
      expect(await notice('guide/start.html')).toBe('');
      expect(await notice('zh/guide/start.html')).toBe('');
    },
  );

  claim(
    'guide/default-theme/multi-version#search',
    'the search of a v1 page finds v1 pages and not v2 pages',
    async () => {
      const tab = await open(browser, `${server.origin}/v1/guide/start`);
      try {
        await tab.locator('.rp-search-button').click();
        const box = tab.locator('.rp-search-panel__input');
        const results = tab.locator('.rp-suggest-item');
        await box.fill('WORDv2');
        await tab.locator('.rp-no-search-result').waitFor();
        expect(await results.count()).toBe(0);
        await box.fill('WORDv1');
        await expect
          .poll(() => results.allInnerTexts())
          .toEqual([expect.stringContaining('Start v1 en')]);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/overview-page#listed-pages', 'guide/default-theme/overview-page#filter'],
    "an overview in the second language takes its labels from that language's _meta.json and its texts from the language's defaults",
    async () => {
      const main = parseHtml(await site.read('zh/api/index.html')).querySelector(
        '.rp-overview',
      ) as Element;
      expect(textsOf(main, 'h2 > span')).toEqual(['钩子']);
      expect(textOf(main.querySelector('label'))).toBe('筛选');
      expect(main.querySelector('input')?.getAttribute('placeholder')).toBe('搜索 API');
      const tab = await open(browser, `${server.origin}/zh/api/`);
      try {
        await tab.locator('.rp-overview-search__input').fill('zzqq');
        await expect
          .poll(() => tab.locator('.rp-overview').innerText())
          .toContain('未找到匹配的 API');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/navbar#appearance',
    "darkMode: 'auto' follows the system like the default, and keeps the switch",
    async () => {
      for (const scheme of ['light', 'dark'] as const) {
        const tab = await open(browser, `${server.origin}/guide/start`, { colorScheme: scheme });
        try {
          expect(
            await tab.evaluate(() => document.documentElement.classList.contains('dark')),
            scheme,
          ).toBe(scheme === 'dark');
          expect(await tab.locator('.rp-nav__others .rp-switch-appearance:visible').count()).toBe(
            1,
          );
        } finally {
          await tab.context().close();
        }
      }
    },
  );
});

describe('versioned sites whose navbar is in the config', () => {
  let example: ScratchBuild;
  let bilingual: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const config = (await exampleFromPage(MULTI_VERSION, 'nav-sidebar', 'rspress.config.ts'))
      .replace('defineConfig({', "defineConfig({\n  root: 'docs',\n  search: { versioned: false },")
      .replace(
        "v1: [{ text: 'Guide', link: '/v1/guide/start' }],",
        "v1: [{ text: 'Guide', link: '/v1/guide/start' }, { text: 'Bare', link: '/guide/start' }],",
      );
    const files: Record<string, string> = { 'rspress.config.ts': config };
    for (const version of ['v1', 'v2']) {
      files[`docs/${version}/index.md`] = `# Home ${version}\n`;
      files[`docs/${version}/guide/start.md`] = `# Start ${version}\n\nWORD${version} here.\n`;
      files[`docs/${version}/_nav.json`] = JSON.stringify([{ text: 'From file', link: '/' }]);
    }
    example = await buildScratchSite(files);
    expect(example.ok, example.output).toBe(true);
    const twoLanguages: Record<string, string> = {
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  themeConfig: {
    localeRedirect: 'never',
    darkMode: 'force-auto',
    locales: [
      {
        lang: 'en',
        label: 'English',
        nav: { v1: [{ text: 'Guide', link: '/v1/guide/start' }], v2: [{ text: 'Guide', link: '/guide/start' }] },
      },
      {
        lang: 'zh',
        label: '简体中文',
        nav: {
          v1: [{ text: '指南', link: '/v1/zh/guide/start' }, { text: '无前缀', link: '/guide/start' }],
          v2: [{ text: '指南', link: '/zh/guide/start' }],
        },
      },
    ],
    sidebar: { '/': [{ text: 'Start', link: '/guide/start' }] },
  },
});
`,
    };
    for (const version of ['v1', 'v2']) {
      for (const lang of ['en', 'zh']) {
        twoLanguages[`docs/${version}/${lang}/index.md`] = `# Home ${version} ${lang}\n`;
        twoLanguages[`docs/${version}/${lang}/guide/start.md`] = `# Start ${version} ${lang}\n`;
      }
    }
    bilingual = await buildScratchSite(twoLanguages);
    expect(bilingual.ok, bilingual.output).toBe(true);
    [server, browser] = await Promise.all([bilingual.preview(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([example?.remove(), bilingual?.remove()]);
  });

  claim(
    'guide/default-theme/multi-version#nav-sidebar',
    "with the page's example, each version shows its own nav and sidebar; links of the config get no version prefix; _nav.json files are not read",
    async () => {
      const v1 = await example.read('v1/guide/start.html');
      const v2 = await example.read('guide/start.html');
      expect(navLinks(v1)).toEqual(['Guide /v1/guide/start.html', 'Bare /guide/start.html']);
      expect(navLinks(v2)).toEqual(['Guide /guide/start.html']);
      const sidebarLinks = (html: string) =>
        [...parseHtml(html).querySelectorAll('.rp-doc-layout__sidebar a')].map((link) =>
          link.getAttribute('href'),
        );
      expect(sidebarLinks(v1)).toContain('/v1/guide/start.html');
      expect(sidebarLinks(v2)).toContain('/guide/start.html');
      expect(v1 + v2).not.toContain('From file');
    },
  );

  claim(
    'guide/default-theme/multi-version#nav-sidebar',
    'with languages, the version-keyed nav of each themeConfig.locales entry is used, its links as written',
    async () => {
      expect(navLinks(await bilingual.read('v1/zh/guide/start.html'))).toEqual([
        '指南 /v1/zh/guide/start.html',
        '无前缀 /guide/start.html',
      ]);
      expect(navLinks(await bilingual.read('zh/guide/start.html'))).toEqual([
        '指南 /zh/guide/start.html',
      ]);
      expect(navLinks(await bilingual.read('v1/guide/start.html'))).toEqual([
        'Guide /v1/guide/start.html',
      ]);
    },
  );

  claim(
    'guide/default-theme/multi-version#search',
    'search.versioned: false builds one index per language that holds every version',
    async () => {
      const indexes = (await readdir(`${example.dir}/doc_build/static`)).filter((file) =>
        file.startsWith('search_index'),
      );
      expect(indexes).toHaveLength(1);
      const index = await example.read(`static/${indexes[0]}`);
      expect(index).toContain('WORDv1');
      expect(index).toContain('WORDv2');
    },
  );

  claim(
    'guide/default-theme/navbar#appearance',
    "darkMode: 'force-auto' follows the system and has no switch",
    async () => {
      for (const scheme of ['light', 'dark'] as const) {
        const tab = await open(browser, `${server.origin}/guide/start`, { colorScheme: scheme });
        try {
          expect(
            await tab.evaluate(() => document.documentElement.classList.contains('dark')),
            scheme,
          ).toBe(scheme === 'dark');
          expect(await tab.locator('.rp-switch-appearance:visible').count()).toBe(0);
        } finally {
          await tab.context().close();
        }
      }
    },
  );
});

describe('sites with one language and one version, a base and versions named 1.x and 2.x', () => {
  let single: ScratchBuild;
  let based: ScratchBuild;
  let singleServer: RunningServer;
  let basedServer: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    single = await buildScratchSite({
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  lang: 'en',
  locales: [{ lang: 'en', label: 'English' }],
  multiVersion: { default: 'v1', versions: ['v1'] },
  themeConfig: { darkMode: 'force-light' },
});
`,
      'docs/v1/en/index.md': '# Page\n\nText.\n',
    });
    expect(single.ok, single.output).toBe(true);
    based = await buildScratchSite({
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  base: '/docs/',
  multiVersion: { default: '2.x', versions: ['1.x', '2.x'] },
  themeConfig: { darkMode: false },
});
`,
      'docs/public/hero.svg': SVG,
      'docs/2.x/index.md': doc(
        `pageType: home
hero:
  name: Based
  image:
    src:
      light: /hero.svg
      dark: /hero.svg
    alt: Hero
    sizes: '(max-width: 600px) 100vw, 375px'
    srcset:
      - /hero.svg 1x
      - /hero@2x.svg 2x`,
        '',
      ),
      'docs/1.x/index.md': '# One\n',
      'docs/1.x/guide.md': '# Guide one\n',
      'docs/2.x/guide.md': '# Guide two\n',
    });
    expect(based.ok, based.output).toBe(true);
    [singleServer, basedServer, browser] = await Promise.all([
      single.preview(),
      based.preview(),
      launchChromium(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([single?.remove(), based?.remove()]);
  });

  claim(
    'guide/default-theme/navbar#anatomy',
    'one locale and one version show no language or version switcher',
    async () => {
      const nav = parseHtml(await single.read('index.html')).querySelector('.rp-nav__menus');
      expect(nav?.children).toHaveLength(0);
    },
  );

  claim(
    'guide/default-theme/home-page#hero-image',
    'src gets the base; srcset and sizes are copied as written to both images, so the dark image shows the srcset files too',
    async () => {
      const images = [
        ...parseHtml(await based.read('index.html')).querySelectorAll('.rp-home-hero__image img'),
      ];
      expect(images).toHaveLength(2);
      for (const img of images) {
        expect(img.getAttribute('src')).toBe('/docs/hero.svg');
        expect(img.getAttribute('srcset')).toBe('/hero.svg 1x, /hero@2x.svg 2x');
        expect(img.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 375px');
      }
    },
  );

  claim(
    'guide/default-theme/multi-version#config',
    'version names such as 1.x and 2.x are used as they are in the URL',
    async () => {
      expect(await based.read('1.x/guide.html')).toContain('Guide one');
      expect(await based.read('guide.html')).toContain('Guide two');
    },
  );

  claim(
    'guide/default-theme/navbar#appearance',
    "'force-light' and false keep the site light on a dark system, without a switch",
    async () => {
      for (const origin of [singleServer.origin, `${basedServer.origin}/docs`]) {
        const tab = await open(browser, `${origin}/`, { colorScheme: 'dark' });
        try {
          expect(
            await tab.evaluate(() => document.documentElement.classList.contains('dark')),
            origin,
          ).toBe(false);
          expect(await tab.locator('.rp-switch-appearance:visible').count(), origin).toBe(0);
        } finally {
          await tab.context().close();
        }
      }
    },
  );
});

describe('versioned sites without multiVersion.default', () => {
  claim(
    'guide/default-theme/multi-version#config',
    'without default and without themeConfig.nav, the build fails on every page, even with no link between them; with themeConfig.nav, v1/guide/start.md is a page at /v1/guide/start',
    async () => {
      const pages = {
        'docs/v1/index.md': '# v1\n',
        'docs/v2/index.md': '# v2\n',
        'docs/v1/guide/start.md': '# Start one\n',
        'docs/v2/guide/start.md': '# Start two\n',
      };
      const config = (theme: string) =>
        `import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', multiVersion: { versions: ['v1', 'v2'] } as never${theme} });\n`;
      const withoutNav = await buildScratchSite({ ...pages, 'rspress.config.ts': config('') });
      try {
        expect(withoutNav.ok).toBe(false);
        expect(withoutNav.output).toContain('nav[navKey] is not iterable');
        expect(withoutNav.output).not.toMatch(/dead link/i);
      } finally {
        await withoutNav.remove();
      }
      const withNav = await buildScratchSite({
        ...pages,
        'rspress.config.ts': config(
          ", themeConfig: { nav: [{ text: 'Start', link: '/v1/guide/start' }] }",
        ),
      });
      try {
        expect(withNav.ok, withNav.output).toBe(true);
        expect(await withNav.read('v1/guide/start.html')).toContain('Start one');
      } finally {
        await withNav.remove();
      }
    },
    240_000,
  );
});
