/**
 * Facts about the custom theme, front matter and config, page types, languages, the navbar and
 * the sidebar that several pages state, each run once with every sentence that states it pinned:
 * a bilingual site whose navigation comes from `_nav.json` and `_meta.json`, with a custom theme
 * that fills layout slots and replaces a component; a bilingual site whose navbar is set in the
 * config; and a theme whose entry exports only `Layout`.
 */
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';

function page(frontMatter: string, body: string): string {
  return `---\n${frontMatter}\n---\n\n${body}\n`;
}

const THEME = `import { Layout as BasicLayout } from '@rspress/core/theme-original';

function Layout() {
  return (
    <BasicLayout
      top={<div className="slot-top">top</div>}
      bottom={<div className="slot-bottom">bottom</div>}
      beforeNavTitle={<span className="slot-nav">nav</span>}
      beforeDoc={<div className="slot-doc">doc</div>}
      beforeDocFooter={<div className="slot-before-footer">before footer</div>}
      afterDocFooter={<div className="slot-after-footer">after footer</div>}
    />
  );
}

export function Badge({ text }: { text?: string }) {
  return <span className="theme-badge">theme {text}</span>;
}

export * from '@rspress/core/theme-original';
export { Layout };
`;

const HOME = (lang: 'en' | 'zh') =>
  page(
    [
      'pageType: home',
      `title: Home front matter title ${lang}`,
      'titleSuffix: Toolkit docs',
      'hero:',
      `  name: Acme ${lang}`,
      '  actions:',
      '    - theme: brand',
      `      text: Start ${lang}`,
      '      link: /guide/start',
    ].join('\n'),
    '# Home body\n\nNot shown.',
  );

/** The same tree in both languages, except `guide/only-en.md`, which has no Chinese twin. */
function languagePages(lang: 'en' | 'zh'): Record<string, string> {
  const prefix = `docs/${lang}`;
  return {
    [`${prefix}/index.md`]: HOME(lang),
    [`${prefix}/_nav.json`]: JSON.stringify([
      { text: 'Guide', link: '/guide/start' },
      { text: 'API', link: '/api/' },
      { text: 'Prefixed', link: lang === 'zh' ? '/zh/guide/start' : '/guide/start' },
    ]),
    [`${prefix}/guide/_meta.json`]: JSON.stringify([
      'start',
      'start-two',
      'other',
      'no-footer',
      'custom',
      'blank',
      'not-found',
      ...(lang === 'en' ? ['only-en'] : []),
      { type: 'dir', name: 'folded', label: 'Folded group', collapsed: true },
      { type: 'dir', name: 'open', label: 'Open group' },
      { type: 'custom-link', label: 'Commands link', link: '/api/commands' },
    ]),
    [`${prefix}/guide/start.md`]: page(
      'title: Start front matter title\ntitleSuffix: Start suffix',
      `# Start\n\n[Other page](/guide/other)\n\n## Section {#section}\n\nText.`,
    ),
    [`${prefix}/guide/start-two.md`]: '# Start two\n\n## Section {#section}\n\nText.\n',
    [`${prefix}/guide/other.md`]: '# Other\n\n## Section {#section}\n\nText.\n',
    [`${prefix}/guide/no-footer.md`]: page(
      'footer: false',
      '# No footer\n\n## Section {#section}\n\nText.',
    ),
    [`${prefix}/guide/custom.md`]: page(
      'pageType: custom\ntitle: Custom front matter title',
      '# Custom heading\n\nCustom body.',
    ),
    [`${prefix}/guide/blank.md`]: page(
      'pageType: blank\ntitle: Blank front matter title',
      '# Blank heading\n\nBlank body.',
    ),
    [`${prefix}/guide/not-found.md`]: page("pageType: '404'", '# Not found source\n\nHidden.'),
    [`${prefix}/guide/folded/index.md`]: '# Folded\n\nFolded index.\n',
    [`${prefix}/guide/folded/inner.md`]: '# Folded inner\n\n## Section {#section}\n\nText.\n',
    [`${prefix}/guide/open/index.md`]: '# Open\n\nOpen index.\n',
    [`${prefix}/guide/open/leaf.md`]: '# Open leaf\n\nText.\n',
    [`${prefix}/api/index.md`]: page('overview: true\ntitle: API overview', 'The API section.'),
    [`${prefix}/api/commands.md`]: '# Commands\n\n## dev {#dev}\n\nText.\n',
    [`${prefix}/api/badges.mdx`]: [
      "import { Badge } from '@rspress/core/theme';",
      "import { Badge as OriginalBadge } from '@rspress/core/theme-original';",
      '',
      '# Badges',
      '',
      '<Badge text="replaced" />',
      '',
      '<OriginalBadge text="original" />',
      '',
    ].join('\n'),
  };
}

const FILE_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Acme',
  locales: [
    { lang: 'en', label: 'English', title: 'Acme EN' },
    { lang: 'zh', label: '简体中文', title: 'Acme 中文' },
  ],
  themeConfig: {
    editLink: { docRepoBaseUrl: 'https://example.com/edit' },
    footer: { message: 'Home footer message' },
  },
});
`,
  'theme/index.tsx': THEME,
  ...languagePages('en'),
  ...languagePages('zh'),
  'docs/en/guide/only-en.md': '# Only English\n\nNo Chinese twin.\n',
};

/** Bilingual, with the navbar in the config and `_meta.json` files that must be ignored. */
const CONFIG_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Acme',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'Acme EN' },
    { lang: 'zh', label: '简体中文', title: 'Acme 中文' },
  ],
  themeConfig: {
    nav: [{ text: 'Guide', link: '/guide/start', activeMatch: '/guide/' }],
  },
});
`,
  'docs/en/_nav.json': JSON.stringify([{ text: 'From file', link: '/guide/start' }]),
  'docs/en/guide/_meta.json': JSON.stringify(['start', 'other']),
  'docs/en/guide/start.md': '# Start\n\nText.\n',
  'docs/en/guide/other.md': '# Other\n\nText.\n',
  'docs/zh/_nav.json': JSON.stringify([{ text: 'From file', link: '/guide/start' }]),
  'docs/zh/guide/_meta.json': JSON.stringify(['start', 'other']),
  'docs/zh/guide/start.md': '# 开始\n\nText.\n',
  'docs/zh/guide/other.md': '# 其他\n\nText.\n',
};

/** A theme entry that exports its own `Layout` and nothing else. */
const PARTIAL_THEME_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Partial' });
`,
  'theme/index.tsx': `import { Layout as BasicLayout } from '@rspress/core/theme-original';

export function Layout() {
  return <BasicLayout top={<div className="slot-top">top</div>} />;
}
`,
  'docs/index.md': '# Home\n\nText.\n',
};

describe('theme, front matter, page types, languages, navbar and sidebar across pages', () => {
  let site: ScratchBuild;
  let configSite: ScratchBuild;
  let partial: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [site, configSite, partial] = await Promise.all([
      buildScratchSite(FILE_SITE),
      buildScratchSite(CONFIG_SITE),
      buildScratchSite(PARTIAL_THEME_SITE),
    ]);
    expect(site.ok, site.output).toBe(true);
    expect(configSite.ok, configSite.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([site, configSite, partial].map((built) => built?.remove()));
  });

  const doc = async (built: ScratchBuild, file: string) => parseHtml(await built.read(file));
  const shows = (document: Document, selector: string) => document.querySelector(selector) !== null;

  claim(
    [
      'guide/advanced/custom-theme#theme-resolution',
      'api/config/config-basic#themedir',
      'api/client-api/api-components#importing',
    ],
    'the theme entry is the whole theme: an entry that exports only Layout fails the build, one that re-exports theme-original builds',
    async () => {
      expect(partial.ok).toBe(false);
      expect(partial.output).toMatch(
        /export '\w+' \(imported as '\w+'\) was not found in '@rspress\/core\/theme'/,
      );
      expect(site.ok).toBe(true);
      expect(shows(await doc(site, 'guide/start.html'), '.slot-top')).toBe(true);
    },
  );

  claim(
    [
      'guide/advanced/custom-theme#theme-resolution',
      'guide/advanced/custom-theme#replace-component',
      'api/client-api/api-components#importing',
    ],
    'a page that imports from @rspress/core/theme gets the component the theme replaced; @rspress/core/theme-original gives the original',
    async () => {
      const badges = await doc(site, 'api/badges.html');
      expect(textsOf(badges, '.theme-badge')).toEqual(['theme replaced']);
      expect(textsOf(badges, '.rp-badge')).toContain('original');
      expect(textOf(badges.querySelector('.rp-doc'))).not.toContain('theme original');
    },
  );

  claim(
    [
      'api/config/config-frontmatter#title',
      'api/config/config-frontmatter#titlesuffix',
      'api/config/config-basic#title',
      'guide/basic/custom-page#page-head',
      'guide/default-theme/home-page#page-type-home',
      'guide/default-theme/doc-page#title',
    ],
    'the front matter title makes the HTML title of doc pages only; home, custom and blank pages take the site title',
    async () => {
      const title = async (file: string) => {
        const document = await doc(site, file);
        return [
          textOf(document.querySelector('title')),
          document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
        ];
      };
      expect(await title('guide/start.html')).toEqual([
        'Start front matter title - Start suffix',
        'Start front matter title - Start suffix',
      ]);
      expect(await title('guide/other.html')).toEqual(['Other - Acme', 'Other - Acme']);
      expect(await title('index.html')).toEqual(['Acme - Toolkit docs', 'Acme - Toolkit docs']);
      expect(await title('guide/custom.html')).toEqual(['Acme', 'Acme']);
      expect(await title('guide/blank.html')).toEqual(['Acme', 'Acme']);
    },
  );

  claim(
    [
      'api/config/config-frontmatter#pagetype',
      'guide/basic/custom-page#page-types',
      'guide/default-theme/navbar#hiding',
      'guide/advanced/custom-theme#slot-reference',
      'api/client-api/api-components#layout',
    ],
    'doc: navbar, sidebar, outline and doc footer; custom: navbar and content; blank: content alone; 404: the not-found screen under the navbar, without a sidebar',
    async () => {
      const parts = async (file: string) => {
        const document = await doc(site, file);
        return {
          navbar: shows(document, '.rp-nav'),
          navSlot: shows(document, '.slot-nav'),
          sidebar: shows(document, '.rp-doc-layout__sidebar'),
          outline: shows(document, '.rp-doc-layout__outline'),
          docFooter: shows(document, '.slot-before-footer'),
          docSlot: shows(document, '.slot-doc'),
          topAndBottom: shows(document, '.slot-top') && shows(document, '.slot-bottom'),
          docStyles: shows(document, '.rp-doc'),
        };
      };
      expect(await parts('guide/other.html')).toEqual({
        navbar: true,
        navSlot: true,
        sidebar: true,
        outline: true,
        docFooter: true,
        docSlot: true,
        topAndBottom: true,
        docStyles: true,
      });
      expect(await parts('guide/custom.html')).toEqual({
        navbar: true,
        navSlot: true,
        sidebar: false,
        outline: false,
        docFooter: false,
        docSlot: false,
        topAndBottom: true,
        docStyles: false,
      });
      expect(await parts('guide/blank.html')).toEqual({
        navbar: false,
        navSlot: false,
        sidebar: false,
        outline: false,
        docFooter: false,
        docSlot: false,
        topAndBottom: true,
        docStyles: false,
      });
      const notFound = await doc(site, 'guide/not-found.html');
      expect(shows(notFound, '.rp-nav')).toBe(true);
      expect(shows(notFound, '.rp-doc-layout__sidebar')).toBe(false);
      expect(textOf(notFound.body)).toContain('PAGE NOT FOUND');
      expect(textOf(notFound.body)).not.toContain('Not found source');
      expect(textOf((await doc(site, 'guide/custom.html')).body)).toContain('Custom body.');
      expect(textOf((await doc(site, 'guide/blank.html')).body)).toContain('Blank body.');
    },
  );
  claim(
    [
      'api/config/config-frontmatter#footer',
      'api/config/config-theme#editlink',
      'guide/default-theme/doc-page#edit-link',
      'api/client-api/api-components#docfooter',
      'guide/advanced/custom-theme#slot-reference',
    ],
    'footer: false removes the doc footer and its edit link, the edit link of the outline stays, and the doc-footer slots still render',
    async () => {
      const edit = (document: Document, where: string) =>
        document.querySelectorAll(
          `${where} a[href="https://example.com/edit/en/guide/no-footer.md"]`,
        ).length;
      const withFooter = await doc(site, 'guide/other.html');
      expect(
        withFooter.querySelectorAll('a[href="https://example.com/edit/en/guide/other.md"]'),
      ).toHaveLength(2);
      expect(
        withFooter.querySelectorAll(
          '.rp-doc-layout__outline a[href="https://example.com/edit/en/guide/other.md"]',
        ),
      ).toHaveLength(1);
      expect(shows(withFooter, '.rp-doc-footer')).toBe(true);
      const noFooter = await doc(site, 'guide/no-footer.html');
      expect(shows(noFooter, '.rp-doc-footer')).toBe(false);
      expect(edit(noFooter, '.rp-doc-layout__outline')).toBe(1);
      expect(edit(noFooter, 'main')).toBe(0);
      expect(shows(noFooter, '.slot-before-footer') && shows(noFooter, '.slot-after-footer')).toBe(
        true,
      );
    },
  );

  claim(
    [
      'guide/advanced/custom-theme#slot-reference',
      'guide/default-theme/overview-page#what-it-shows',
    ],
    'an overview page keeps the sidebar but has no outline and no doc footer, so the doc-footer slots do not render there',
    async () => {
      const overview = await doc(site, 'api/index.html');
      expect(textsOf(overview, '.rp-doc-layout__sidebar .rp-sidebar-item__left')).toContain(
        'Commands',
      );
      expect(shows(overview, '.rp-doc-layout__outline')).toBe(false);
      expect(shows(overview, '.rp-doc-footer')).toBe(false);
      expect(shows(overview, '.slot-before-footer') || shows(overview, '.slot-after-footer')).toBe(
        false,
      );
      expect(shows(overview, '.slot-doc')).toBe(true);
    },
  );

  claim(
    ['api/config/config-theme#footer', 'guide/default-theme/home-page#footer'],
    'the footer message of themeConfig.footer is drawn on the home page of every language and on no doc page',
    async () => {
      for (const file of ['index.html', 'zh/index.html']) {
        expect(textOf((await doc(site, file)).querySelector('.rp-home-footer'))).toBe(
          'Home footer message',
        );
      }
      for (const file of ['guide/other.html', 'zh/guide/other.html', 'guide/custom.html']) {
        expect(await site.read(file)).not.toContain('Home footer message');
      }
    },
  );

  claim(
    [
      'api/config/config-theme#nav',
      'guide/basic/auto-nav-sidebar#nav-json',
      'guide/default-theme/navbar#active-match',
    ],
    'without activeMatch the link is the pattern: /guide/start lights up on /guide/start and /guide/start-two, whose path contains it, and not on /guide/other',
    async () => {
      const active = async (file: string) =>
        textsOf(
          await doc(site, file),
          '.rp-nav-menu__item--active > .rp-nav-menu__item__container',
        );
      expect(await active('guide/start.html')).toContain('Guide');
      expect(await active('guide/start-two.html')).toContain('Guide');
      expect(await active('guide/other.html')).toEqual([]);
      expect(await active('api/commands.html')).toEqual(['API']);
    },
  );

  claim(
    [
      'guide/basic/auto-nav-sidebar#collapsing',
      'guide/default-theme/doc-page#sidebar',
      'api/config/config-theme#sidebar',
    ],
    'a group is expanded unless collapsed: true; a collapsed group starts folded and is opened on its own pages, whose entry is highlighted',
    async () => {
      const rows = (document: Document, href: string) =>
        document
          .querySelector(`a.rp-sidebar-group[href="${href}"]`)
          ?.nextElementSibling?.getAttribute('style');
      const other = await doc(site, 'guide/other.html');
      expect(rows(other, '/guide/folded/index.html')).toContain('grid-template-rows:0fr');
      expect(rows(other, '/guide/open/index.html')).toContain('grid-template-rows:1fr');
      const inner = await doc(site, 'guide/folded/inner.html');
      expect(rows(inner, '/guide/folded/index.html')).toContain('grid-template-rows:1fr');
      expect(textsOf(inner, '.rp-sidebar-item--active .rp-sidebar-item__left')).toEqual([
        'Folded inner',
      ]);
    },
  );

  claim(
    [
      'guide/default-theme/i18n#per-language-files',
      'guide/basic/auto-nav-sidebar#languages',
      'guide/default-theme/navbar#nav-json',
      'guide/basic/auto-nav-sidebar#type-custom-link',
    ],
    'links of the Chinese _nav.json and _meta.json get /zh/, even one that already starts with /zh/',
    async () => {
      const zh = await doc(site, 'zh/guide/other.html');
      const navHrefs = [...zh.querySelectorAll('.rp-nav-menu--right a')].map((a) =>
        a.getAttribute('href'),
      );
      expect(navHrefs).toEqual(
        expect.arrayContaining([
          '/zh/guide/start.html',
          '/zh/api/index.html',
          '/zh/zh/guide/start.html',
        ]),
      );
      const link = [...zh.querySelectorAll('.rp-doc-layout__sidebar a')].find(
        (a) => textOf(a) === 'Commands link',
      );
      expect(link?.getAttribute('href')).toBe('/zh/api/commands.html');
    },
  );

  claim(
    ['guide/default-theme/i18n#links', 'guide/default-theme/home-page#hero-actions'],
    'a root-relative Markdown link on a Chinese page gets /zh/, a link in the front matter of the Chinese home page is used as written',
    async () => {
      const zhStart = await doc(site, 'zh/guide/start.html');
      const markdownLink = [...zhStart.querySelectorAll('.rp-doc a')].find(
        (a) => textOf(a) === 'Other page',
      );
      expect(markdownLink?.getAttribute('href')).toBe('/zh/guide/other.html');
      const zhHome = await doc(site, 'zh/index.html');
      expect(zhHome.querySelector('.rp-home-hero__action')?.getAttribute('href')).toMatch(
        /^\/guide\/start(\.html)?$/,
      );
    },
  );

  claim(
    [
      'guide/default-theme/i18n#config',
      'api/config/config-basic#title',
      'api/config/config-basic#locales',
    ],
    'with _nav.json files each navbar shows its locale title though a top-level title is set, while the HTML titles keep the top-level one; with themeConfig.nav the navbar shows the top-level title',
    async () => {
      const navTitle = async (built: ScratchBuild, file: string) =>
        textOf((await doc(built, file)).querySelector('.rp-nav__title'));
      expect(await navTitle(site, 'guide/other.html')).toBe('Acme EN');
      expect(await navTitle(site, 'zh/guide/other.html')).toBe('Acme 中文');
      expect(textOf((await doc(site, 'zh/guide/other.html')).querySelector('title'))).toBe(
        'Other - Acme',
      );
      expect(await navTitle(configSite, 'guide/other.html')).toBe('Acme');
      expect(await navTitle(configSite, 'zh/guide/other.html')).toBe('Acme');
    },
  );

  claim(
    [
      'api/config/config-theme#nav',
      'guide/basic/auto-nav-sidebar#how-it-works',
      'guide/default-theme/navbar#nav-config',
      'guide/basic/auto-nav-sidebar#troubleshooting',
    ],
    'a site that sets only themeConfig.nav ignores _nav.json and _meta.json: its navbar is the config, its sidebars are empty on every page',
    async () => {
      for (const file of ['guide/start.html', 'guide/other.html', 'zh/guide/other.html']) {
        const document = await doc(configSite, file);
        expect(textsOf(document, '.rp-nav-menu__item__container')).not.toContain('From file');
        expect(document.querySelectorAll('.rp-doc-layout__sidebar .rp-sidebar-item')).toHaveLength(
          0,
        );
      }
      expect(
        textsOf(await doc(configSite, 'guide/other.html'), '.rp-nav-menu__item__container'),
      ).toContain('Guide');
    },
  );

  claim(
    [
      'api/config/config-basic#lang',
      'guide/default-theme/i18n#config',
      'guide/basic/conventional-route#prefixes',
    ],
    'without lang the default language is en: docs/en is served without a prefix with <html lang="en">, docs/zh under /zh/ with lang="zh"',
    async () => {
      expect(site.has('guide/other.html') && site.has('zh/guide/other.html')).toBe(true);
      expect(site.has('en/guide/other.html')).toBe(false);
      expect(parseHtml(await site.read('guide/other.html')).documentElement.lang).toBe('en');
      expect(parseHtml(await site.read('zh/guide/other.html')).documentElement.lang).toBe('zh');
    },
  );

  claim(
    [
      'guide/default-theme/i18n#language-switcher',
      'guide/default-theme/navbar#anatomy',
      'guide/basic/custom-page#page-types',
    ],
    'the language switcher, on doc and custom pages alike, leads to the same path in the other language; for a page without a twin that is the 404 page',
    async () => {
      await withHydrated(browser, `${server.origin}/guide/only-en.html`, async (tab) => {
        const zhLink = tab.locator('a[hreflang="zh"]').first();
        expect(await zhLink.getAttribute('href')).toBe('/zh/guide/only-en.html');
        expect(await zhLink.getAttribute('rel')).toBe('alternate');
      });
      await withHydrated(
        browser,
        `${server.origin}/zh/guide/only-en.html`,
        async (tab) => {
          await expect.poll(() => tab.locator('.rp-not-found').innerText()).toContain('页面未找到');
          expect(await tab.locator('body').innerText()).not.toContain('Only English');
          expect(await tab.locator('.rp-doc-layout__sidebar').count()).toBe(0);
        },
        {
          locale: 'zh-CN',
        },
      );
      const custom = await doc(site, 'guide/custom.html');
      expect(custom.querySelector('a[hreflang="zh"]')?.getAttribute('href')).toBe(
        '/zh/guide/custom.html',
      );
    },
  );

  claim(
    [
      'guide/default-theme/i18n#locale-redirect',
      'api/config/config-build#route-localeredirect',
      'guide/basic/conventional-route#other-route-options',
    ],
    "by default ('auto') a first visit is sent to the page of the browser's language, and only once",
    async () => {
      const context = await browser.newContext({ locale: 'zh-CN' });
      try {
        const tab = await context.newPage();
        await tab.goto(`${server.origin}/guide/other.html`);
        await expect.poll(() => new URL(tab.url()).pathname).toBe('/zh/guide/other.html');
        await tab.goto(`${server.origin}/guide/other.html`);
        await tab.waitForLoadState('load');
        expect(new URL(tab.url()).pathname).toBe('/guide/other.html');
      } finally {
        await context.close();
      }
    },
  );
});
