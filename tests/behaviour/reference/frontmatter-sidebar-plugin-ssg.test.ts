/**
 * What the front matter reference, Auto nav and sidebar, the Plugin API and Static site generation
 * say beyond the doc site of tests/behaviour/theme: the `'404'` page type, the doc footer beside the
 * outline's edit link, the badges of `tag`, every `_meta.json` item type on one folder, what a
 * `themeConfig.nav` or `themeConfig.sidebar` in the config does to the files, the pages that
 * `experimentalExcludeRoutePaths` leaves unrendered, and plugin fields whose misuse stops the build.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  commitFiles,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';

const fm = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}\n`;

const STAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>';

/** One folder with every `_meta.json` item type, and pages for the front matter fields. */
const FILES_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Ref',
  description: 'Site description',
  llms: true,
  route: { exclude: ['api/excluded.md', 'guide/excluded.md'] },
  themeConfig: { editLink: { docRepoBaseUrl: 'https://example.com/repo' }, lastUpdated: true },
});
`,
  'docs/_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/intro' }]),
  'docs/index.md': '# Home\n',
  'docs/guide/_meta.json': JSON.stringify([
    'intro.md',
    { type: 'file', name: 'fileopts', icon: '⭐', context: 'ctx-file' },
    { type: 'dir', name: 'withpage' },
    { type: 'dir', name: 'explicit' },
    { type: 'dir', name: 'emptydir', label: 'Empty group' },
    { type: 'dir', name: 'fixed', label: 'Fixed group', collapsible: false },
    { type: 'dir-section-header', name: 'sect', label: 'Sect header' },
    { type: 'dir-section-header', name: 'sect2', label: 'Sect2 header' },
    { type: 'custom-link', link: '/guide/intro' },
    {
      type: 'custom-link',
      label: 'Link group',
      collapsed: true,
      items: [{ label: 'Item without type', link: '/guide/intro' }],
    },
    { type: 'section-header', label: 'Header with extras', tag: 'new', icon: '🔥' },
    { type: 'divider' },
    'excluded',
    '_underscore',
    'tags',
    'icons',
    'imagetag',
    'quoted404',
    'bare404',
    'suffix',
    'headrepl',
    'nofooter',
  ]),
  'docs/guide/intro.md': fm('description: Intro description', '# Intro\n\nIntro text.'),
  'docs/guide/fileopts.md': '# File opts\n',
  'docs/guide/withpage.md': '# Withpage page\n',
  'docs/guide/withpage/one.md': '# Withpage one\n',
  'docs/guide/explicit/_meta.json': JSON.stringify(['index', 'two']),
  'docs/guide/explicit/index.md': '# Explicit index\n',
  'docs/guide/explicit/two.md': '# Explicit two\n',
  'docs/guide/emptydir/_meta.json': '[]',
  'docs/guide/emptydir/hidden.md': '# Hidden in empty\n',
  'docs/guide/fixed/a.md': '# Fixed a\n',
  'docs/guide/sect/_meta.json': JSON.stringify(['b', 'index']),
  'docs/guide/sect/b.md': '# Sect b\n',
  'docs/guide/sect/index.md': '# Sect index\n',
  'docs/guide/sect2/z.md': '# Sect2 z\n',
  'docs/guide/sect2/index.md': '# Sect2 index\n',
  'docs/guide/sect2/a.md': '# Sect2 a\n',
  'docs/guide/excluded.md': '# Excluded page\n',
  'docs/guide/_underscore.md': '# Underscore page\n',
  'docs/guide/tags.md': fm(
    "tag: 'new,experimental,deprecated,tip,info,warning,danger,other'",
    '# Tags page',
  ),
  'docs/guide/icons.md': fm(`icon: /icons/star.svg\ntag: '${STAR_SVG}'`, '# Icons page'),
  'docs/guide/imagetag.md': fm('tag: /icons/star.svg', '# Image tag page'),
  'docs/public/icons/star.svg': STAR_SVG,
  'docs/guide/quoted404.md': fm("pageType: '404'", '# Quoted\n\nQUOTEDTEXT'),
  'docs/guide/bare404.md': fm('pageType: 404', '# Bare\n\nBARETEXT'),
  'docs/guide/suffix.md': fm("titleSuffix: '- Dash suffix'", '# Suffix page'),
  'docs/guide/headrepl.md': fm(
    `head:
  - - meta
    - property: og:title
      content: OG title from head
  - - meta
    - property: og:description
      content: OG description from head
  - - meta
    - property: og:type
      content: article
  - - meta
    - name: head-marker
      content: present`,
    '# Head page\n\nText.',
  ),
  'docs/guide/nofooter.md': fm('footer: false', '# No footer'),
  'docs/api/_partial.md': '# Partial\n',
  'docs/api/index.md': '# Api index\n',
  'docs/api/b.md': '# Api b\n',
  'docs/api/a.md': '# Api a\n',
  'docs/api/excluded.md': '# Api excluded\n',
  'docs/ref/index.md': fm(
    'overview: true\noverviewHeaders: [3]\ntitle: Ref overview',
    'Overview text.',
  ),
  'docs/ref/p1.md': '# P1\n\n## H2one {#h2one}\n\nx\n\n### H3one {#h3one}\n\ny\n',
  'docs/ref/p2.md': fm(
    'overviewHeaders: [2]',
    '# P2\n\n## H2two {#h2two}\n\nx\n\n### H3two {#h3two}\n\ny\n',
  ),
};

/** Pages and a `_meta.json`, for sites whose config sets the navigation or whose root has a `_meta.json`. */
const PAGES = {
  'docs/index.md': '# Home\n',
  'docs/guide/_meta.json': JSON.stringify(['b', 'a']),
  'docs/guide/a.md': fm('tag: new\nicon: 🧪', '# Page A'),
  'docs/guide/b.md': '# Page B\n',
  'docs/api/x.md': '# Api X\n',
};

const NAV_PAGES = {
  ...PAGES,
  'docs/_nav.json': JSON.stringify([{ text: 'Nav from file', link: '/guide/a' }]),
};

function configWith(fields: string): string {
  return `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Nav', search: false, ${fields} });
`;
}

async function page(site: ScratchBuild, file: string): Promise<Document> {
  return parseHtml(await site.read(file));
}

function navTexts(doc: Document): string[] {
  return textsOf(doc, '.rp-nav-menu__item__container');
}

function sidebarTexts(doc: Document): string[] {
  const sidebar = doc.querySelector('.rp-doc-layout__sidebar');
  return sidebar
    ? textsOf(sidebar, '.rp-sidebar-item__left, .rp-sidebar-section-header__left')
    : [];
}

describe('a site with every _meta.json item type and front matter fields', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await buildScratchSite(FILES_SITE, {
      prepare: (root) => commitFiles(root, ['docs'], { name: 'Ann', email: 'ann@example.com' }),
    });
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  async function open(route: string): Promise<Page> {
    return openHydrated(browser, `${server.origin}${route}`, {
      viewport: { width: 1440, height: 900 },
    });
  }

  async function entry(text: string): Promise<Element | undefined> {
    const doc = await page(site, 'guide/intro.html');
    return [...doc.querySelectorAll('.rp-doc-layout__sidebar .rp-sidebar-item')].find(
      (item) => textOf(item.querySelector('.rp-sidebar-item__left')) === text,
    );
  }

  claim(
    'api/config/config-frontmatter#pagetype',
    "pageType: '404' shows the not-found screen with the navbar in place of the page's content and sidebar; the bare number 404 is shown like a doc page",
    async () => {
      const quoted = await page(site, 'guide/quoted404.html');
      expect(quoted.body.textContent).toContain('PAGE NOT FOUND');
      expect(quoted.body.textContent).not.toContain('QUOTEDTEXT');
      expect(quoted.querySelector('.rp-nav')).not.toBeNull();
      expect(quoted.querySelector('.rp-doc-layout__sidebar .rp-sidebar-item')).toBeNull();
      const bare = await page(site, 'guide/bare404.html');
      expect(bare.body.textContent).not.toContain('PAGE NOT FOUND');
      expect(bare.querySelector('.rspress-doc')?.textContent).toContain('BARETEXT');
      expect(bare.querySelector('.rp-doc-layout__sidebar .rp-sidebar-item')).not.toBeNull();
      expect(bare.querySelector('.rp-prev-next-page__item')).not.toBeNull();
      for (const [route, shown, hidden] of [
        ['/guide/quoted404', 'PAGE NOT FOUND', 'QUOTEDTEXT'],
        ['/guide/bare404', 'BARETEXT', 'PAGE NOT FOUND'],
      ] as const) {
        const tab = await open(route);
        try {
          const text = await tab.locator('body').innerText();
          expect(text, route).toContain(shown);
          expect(text, route).not.toContain(hidden);
        } finally {
          await tab.context().close();
        }
      }
    },
  );

  claim(
    'api/config/config-frontmatter#footer',
    'footer: false removes the edit link, the last-updated time and the previous and next links of the footer; the edit link of the outline stays',
    async () => {
      const normal = await page(site, 'guide/intro.html');
      expect(normal.querySelector('.rp-doc-footer .rp-edit-link')).not.toBeNull();
      expect(normal.querySelector('.rp-last-updated')).not.toBeNull();
      expect(normal.querySelector('.rp-outline .rp-edit-link')).not.toBeNull();
      const bare = await page(site, 'guide/nofooter.html');
      expect(bare.querySelector('.rp-doc-footer')).toBeNull();
      expect(bare.querySelector('.rp-last-updated')).toBeNull();
      expect(bare.querySelector('.rp-prev-next-page__item')).toBeNull();
      expect(bare.querySelectorAll('.rp-edit-link')).toHaveLength(1);
      expect(bare.querySelector('.rp-outline .rp-edit-link')).not.toBeNull();
    },
  );

  claim(
    'api/config/config-frontmatter#tag',
    'tags split at commas; tip, info, warning, danger badges of that colour; new a tip badge; experimental and deprecated warning and danger badges with an icon; other words info; an SVG string or image path is an icon',
    async () => {
      const tags = await entry('Tags page');
      const badges = [...(tags?.querySelectorAll('.rp-badge') ?? [])].map((badge) => [
        textOf(badge),
        badge.className.replace('rp-badge ', ''),
        badge.querySelector('svg') !== null,
      ]);
      expect(badges).toEqual([
        ['new', 'rp-badge--tip', false],
        ['experimental', 'rp-badge--warning', true],
        ['deprecated', 'rp-badge--danger', true],
        ['tip', 'rp-badge--tip', false],
        ['info', 'rp-badge--info', false],
        ['warning', 'rp-badge--warning', false],
        ['danger', 'rp-badge--danger', false],
        ['other', 'rp-badge--info', false],
      ]);
      const tab = await open('/guide/intro');
      try {
        const colours = await tab
          .locator('.rp-doc-layout__sidebar a[href="/guide/tags.html"] .rp-badge')
          .evaluateAll((elements) =>
            elements.map((element) => getComputedStyle(element).backgroundColor),
          );
        const [fresh, experimental, deprecated, tip, info, warning, danger, other] = colours;
        expect(fresh).toBe(tip);
        expect(experimental).toBe(warning);
        expect(deprecated).toBe(danger);
        expect(other).toBe(info);
        expect(new Set([tip, info, warning, danger]).size).toBe(4);
      } finally {
        await tab.context().close();
      }
      const icons = await entry('Icons page');
      expect(icons?.querySelector('.rp-sidebar-item__right svg circle')).not.toBeNull();
      expect(icons?.querySelector('.rp-sidebar-item__right .rp-badge')).toBeNull();
      const image = await entry('Image tag page');
      expect(image?.querySelector('.rp-sidebar-item__right img')?.getAttribute('src')).toBe(
        '/icons/star.svg',
      );
    },
  );

  claim(
    ['api/config/config-frontmatter#icon', 'guide/basic/auto-nav-sidebar#type-file'],
    'an image path as icon is an image before the text; a _meta.json file entry with icon and context passes them to the sidebar item',
    async () => {
      const icons = await entry('Icons page');
      expect(icons?.querySelector('img.rp-sidebar-item__icon')?.getAttribute('src')).toBe(
        '/icons/star.svg',
      );
      const file = (await page(site, 'guide/intro.html')).querySelector(
        '.rp-doc-layout__sidebar a[href="/guide/fileopts.html"]',
      );
      expect(textOf(file?.querySelector('.rp-sidebar-item__icon'))).toBe('⭐');
      expect(file?.getAttribute('data-context')).toBe('ctx-file');
    },
  );

  claim(
    'api/config/config-frontmatter#titlesuffix',
    'a suffix starting with - is added as it is',
    async () => {
      expect((await page(site, 'guide/suffix.html')).title).toBe('Suffix page - Dash suffix');
    },
  );

  claim(
    'api/config/config-frontmatter#head',
    'og:title, og:description and og:type meta tags replace the ones Rspress adds; the tags are rendered in the browser after a client-side navigation',
    async () => {
      const doc = await page(site, 'guide/headrepl.html');
      const content = (selector: string) =>
        [...doc.querySelectorAll(selector)].map((meta) => meta.getAttribute('content'));
      expect(content('meta[property="og:title"]')).toEqual(['OG title from head']);
      expect(content('meta[property="og:description"]')).toEqual(['OG description from head']);
      expect(content('meta[property="og:type"]')).toEqual(['article']);
      const tab = await open('/guide/intro');
      try {
        await tab.evaluate(() => {
          (window as unknown as { sameDocument: boolean }).sameDocument = true;
        });
        await tab.locator('.rp-doc-layout__sidebar a[href="/guide/headrepl.html"]').click();
        await tab.waitForURL(/headrepl/);
        await expect
          .poll(() =>
            tab.evaluate(() =>
              document.querySelector('meta[name="head-marker"]')?.getAttribute('content'),
            ),
          )
          .toBe('present');
        expect(
          await tab.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
        ).toBe(true);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/config/config-frontmatter#description',
    'the description is used in llms.txt',
    async () => {
      expect(await site.read('llms.txt')).toContain('[Intro](/guide/intro.md): Intro description');
    },
  );

  claim(
    'api/config/config-frontmatter#overviewheaders',
    'the overview page’s overviewHeaders sets the levels of every listed page that does not choose its own',
    async () => {
      const overview = (await page(site, 'ref/index.html')).querySelector(
        '.rp-overview',
      ) as Element;
      const items = textsOf(overview, 'li');
      expect(items).toEqual(expect.arrayContaining(['H3one', 'H2two']));
      expect(items).not.toContain('H2one');
      expect(items).not.toContain('H3two');
    },
  );

  claim(
    [
      'guide/basic/auto-nav-sidebar#meta-json',
      'guide/basic/auto-nav-sidebar#type-dir',
      'guide/basic/auto-nav-sidebar#type-dir-section-header',
      'guide/basic/auto-nav-sidebar#type-custom-link',
      'guide/basic/auto-nav-sidebar#type-section-header',
      'guide/basic/auto-nav-sidebar#type-divider',
      'guide/basic/auto-nav-sidebar#troubleshooting',
    ],
    'a name with its extension, dir groups, section headers with their folder’s order, a custom link without label, items without type, header tag and icon, a solid divider; excluded and underscore pages listed are dropped without a warning',
    async () => {
      const doc = await page(site, 'guide/intro.html');
      expect(sidebarTexts(doc)).toEqual([
        'Intro',
        '⭐File opts',
        'Withpage page',
        'Withpage one',
        'explicit',
        'Explicit index',
        'Explicit two',
        'Fixed group',
        'Fixed a',
        'Sect header',
        'Sect b',
        'Sect index',
        'Sect2 header',
        'Sect2 index',
        'Sect2 a',
        'Sect2 z',
        '/guide/intro',
        'Link group',
        'Item without type',
        '🔥Header with extras',
        'Tags page',
        'Icons page',
        'Image tag page',
        'Quoted',
        'Bare',
        'Suffix page',
        'Head page',
        'No footer',
      ]);
      const sidebar = doc.querySelector('.rp-doc-layout__sidebar') as Element;
      // A page beside its folder is the group's link; an index listed in the folder's
      // _meta.json is an entry, and the group title links nowhere.
      expect(sidebar.querySelector('a.rp-sidebar-group')?.getAttribute('href')).toBe(
        '/guide/withpage.html',
      );
      const explicit = [...sidebar.querySelectorAll('.rp-sidebar-group')].find(
        (group) => textOf(group) === 'explicit',
      );
      expect(explicit?.tagName).toBe('DIV');
      const header = [...sidebar.querySelectorAll('.rp-sidebar-section-header')].find((element) =>
        textOf(element).includes('Header with extras'),
      );
      expect(textOf(header?.querySelector('.rp-badge'))).toBe('new');
      expect(textOf(header?.querySelector('.rp-sidebar-section-header__icon'))).toBe('🔥');
      expect(sidebar.querySelector('.rp-sidebar-divider')).not.toBeNull();
      expect(sidebar.querySelector('.rp-sidebar-divider--dashed')).toBeNull();
      expect(sidebar.textContent).not.toMatch(/Empty group|Excluded page|Underscore page/);
      expect(site.output).not.toMatch(/excluded|_underscore/);
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#collapsing',
    'collapsible: false draws no arrow; a collapsed group of links that holds the current page starts open',
    async () => {
      const sidebar = (await page(site, 'guide/intro.html')).querySelector(
        '.rp-doc-layout__sidebar',
      ) as Element;
      const group = (text: string) =>
        [...sidebar.querySelectorAll('.rp-sidebar-group')].find(
          (element) => textOf(element) === text,
        );
      expect(group('Fixed group')?.querySelector('svg')).toBeNull();
      expect(group('explicit')?.querySelector('svg')).not.toBeNull();
      expect(group('Link group')?.nextElementSibling?.getAttribute('style')).toContain(
        'grid-template-rows:1fr',
      );
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#default-order',
    'a folder without _meta.json leaves out underscore files and excluded files',
    async () => {
      expect(sidebarTexts(await page(site, 'api/a.html'))).toEqual(['Api index', 'Api a', 'Api b']);
      expect(site.has('api/excluded.html')).toBe(false);
    },
  );
});

describe('sites whose config sets the navigation, or whose root holds a _meta.json', () => {
  const sites: Record<string, ScratchBuild> = {};

  beforeAll(async () => {
    const cases: Record<string, Record<string, string>> = {
      navOnly: {
        ...NAV_PAGES,
        'rspress.config.ts': configWith(
          `themeConfig: { nav: [{ text: 'Nav from config', link: '/guide/a' }] }`,
        ),
      },
      navEmpty: { ...NAV_PAGES, 'rspress.config.ts': configWith('themeConfig: { nav: [] }') },
      handSidebar: {
        ...NAV_PAGES,
        'rspress.config.ts': configWith(
          `mediumZoom: false,
  plugins: [{ name: '@rspress/plugin-medium-zoom' }],
  themeConfig: { sidebar: { '/guide/': [{ text: 'Hand A', link: '/guide/a' }, { text: 'Hand B', link: '/guide/b', tag: 'tip' }] } }`,
        ),
      },
      rootMeta: {
        ...NAV_PAGES,
        'docs/_meta.json': JSON.stringify([
          'index',
          { type: 'dir', name: 'guide', label: 'Guide group' },
          { type: 'dir', name: 'api', label: 'Api group' },
        ]),
        'rspress.config.ts': configWith(''),
      },
      rootMetaNav: {
        ...PAGES,
        'docs/_meta.json': JSON.stringify([{ text: 'Guide', link: '/guide/a' }]),
        'rspress.config.ts': configWith(''),
      },
      zoomClash: {
        'docs/index.md': '# Home\n',
        'rspress.config.ts': configWith(`plugins: [{ name: '@rspress/plugin-medium-zoom' }]`),
      },
    };
    for (const [name, files] of Object.entries(cases)) sites[name] = await buildScratchSite(files);
  });
  afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.remove()));
  });

  claim(
    [
      'api/config/config-theme#nav',
      'api/config/config-theme#sidebar',
      'guide/basic/auto-nav-sidebar#how-it-works',
      'guide/basic/auto-nav-sidebar#troubleshooting',
    ],
    'a config that sets only nav, even to an empty array, ignores _nav.json and _meta.json: every page has an empty sidebar',
    async () => {
      for (const name of ['navOnly', 'navEmpty']) {
        const site = sites[name] as ScratchBuild;
        expect(site.ok, site.output).toBe(true);
        for (const file of ['guide/a.html', 'api/x.html']) {
          const doc = await page(site, file);
          expect(navTexts(doc), `${name} ${file}`).toEqual(
            name === 'navOnly' ? ['Nav from config'] : [],
          );
          expect(doc.querySelector('.rp-doc-layout__sidebar'), `${name} ${file}`).not.toBeNull();
          expect(sidebarTexts(doc), `${name} ${file}`).toEqual([]);
        }
      }
    },
  );

  claim(
    ['api/config/config-frontmatter#sidebar-entry', 'api/config/config-theme#sidebar'],
    'a sidebar written in the config shows its own items’ tags, not the tag and icon of the pages’ front matter',
    async () => {
      const site = sites.handSidebar as ScratchBuild;
      expect(site.ok, site.output).toBe(true);
      const sidebar = (await page(site, 'guide/a.html')).querySelector(
        '.rp-doc-layout__sidebar',
      ) as Element;
      expect(textsOf(sidebar, '.rp-sidebar-item__left')).toEqual(['Hand A', 'Hand B']);
      expect(textsOf(sidebar, '.rp-badge')).toEqual(['tip']);
      expect(sidebar.textContent).not.toContain('🧪');
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#sidebar-scope',
    'with both a _nav.json and a root _meta.json, every page shows the one sidebar of the root; navbar items in a root _meta.json stop the build asking to rename it to _nav.json',
    async () => {
      const site = sites.rootMeta as ScratchBuild;
      expect(site.ok, site.output).toBe(true);
      const full = ['Home', 'Guide group', 'Page B', '🧪Page A', 'Api group', 'Api X'];
      for (const file of ['guide/a.html', 'api/x.html']) {
        const doc = await page(site, file);
        expect(navTexts(doc), file).toEqual(['Nav from file']);
        expect(sidebarTexts(doc), file).toEqual(full);
      }
      const wrong = sites.rootMetaNav as ScratchBuild;
      expect(wrong.ok).toBe(false);
      expect(wrong.output).toMatch(/rename the top level `_meta.json` to `_nav.json`/);
    },
  );

  claim(
    'plugin/system/plugin-api#hook-order',
    'the medium-zoom plugin is registered before the site’s plugins unless mediumZoom is false',
    async () => {
      const clash = sites.zoomClash as ScratchBuild;
      expect(clash.ok).toBe(false);
      expect(clash.output).toContain(
        'The plugin "@rspress/plugin-medium-zoom" has been registered',
      );
      expect((sites.handSidebar as ScratchBuild).ok).toBe(true);
    },
  );
});

describe('a two-language site under a base with excluded routes and plugins', () => {
  let site: ScratchBuild;
  let relativeStyles: ScratchBuild;
  let noConfig: ScratchBuild;

  beforeAll(async () => {
    site = await buildScratchSite({
      'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Two',
  base: '/docs/',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '中文' },
  ],
  themeConfig: {
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'Nav from locales', link: '/guide/keep' }] },
      { lang: 'zh', label: '中文' },
    ],
  },
  ssg: {
    experimentalExcludeRoutePaths: ['/guide/', '/guide/charts', '/zh/guide/charts', '/guide/exact', /^\\/guide\\/re-/],
  },
  plugins: [
    {
      name: 'pages-and-widget',
      addPages: () => [{ routePath: '/zh/changelog', content: '# 更新日志\\n\\nZHCHANGELOG\\n' }],
      globalUIComponents: [[path.join(process.cwd(), 'Widget.tsx'), { label: 'Prop label', fn: () => 1 }]],
      i18nSource: () => undefined,
    },
    {
      name: 'english-only-text',
      i18nSource: (source) => ({ ...source, onlyEnglish: { en: 'Only English' } }),
    },
  ],
});
`,
      'Widget.tsx': `export default function Widget(props: { label: string; fn?: unknown }) {
  return <p id="widget">{props.label}|{typeof props.fn}|{Object.keys(props).join(',')}</p>;
}
`,
      'docs/en/index.md': '# Home\n',
      'docs/zh/index.md': '# 首页\n',
      'docs/en/_nav.json': JSON.stringify([{ text: 'Nav from file', link: '/guide/keep' }]),
      'docs/en/guide/_meta.json': JSON.stringify(['keep', 'charts']),
      'docs/zh/_nav.json': JSON.stringify([{ text: 'Zh nav from file', link: '/guide/charts' }]),
      'docs/en/guide/index.md': '# Guide index\n\nGUIDEINDEX\n',
      'docs/en/guide/charts.md': '# Charts\n\nCHARTS\n',
      'docs/zh/guide/charts.md': '# 图表\n\nZHCHARTS\n',
      'docs/en/guide/exact.md': '# Exact\n\nEXACTONLY\n',
      'docs/en/guide/exact-more.md': '# Exact more\n\nEXACTMORE\n',
      'docs/en/guide/re-one.md': '# Re one\n\nREONE\n',
      'docs/en/guide/keep.md': '# Keep\n\nKEEP\n',
    });
    expect(site.ok, site.output).toBe(true);
    relativeStyles = await buildScratchSite({
      'rspress.config.ts': configWith(
        `plugins: [{ name: 'relative', globalStyles: './styles.css' }]`,
      ),
      'styles.css': '.marker { color: red; }\n',
      'docs/index.md': '# Home\n',
    });
    noConfig = await buildScratchSite({
      'rspress.config.ts': `import { defineConfig, type RspressPlugin } from '@rspress/core';

const plugin = { name: 'returns-nothing', config() {} } as unknown as RspressPlugin;

export default defineConfig({ root: 'docs', plugins: [plugin] });
`,
      'docs/index.md': '# Home\n',
    });
  });
  afterAll(async () => {
    await Promise.all([site?.remove(), relativeStyles?.remove(), noConfig?.remove()]);
  });

  claim(
    [
      'guide/basic/ssg#exclude-route-paths',
      'api/config/config-build#ssg-experimentalexcluderoutepaths',
    ],
    'routes written without the base, with the language prefix, /guide/ for the folder index; strings match exactly, expressions any route; the log lists the routes',
    async () => {
      const shell = /<div id="__rspress_root"><\/div>/;
      for (const [file, text, excluded] of [
        ['guide/index.html', 'GUIDEINDEX', true],
        ['guide/charts.html', 'CHARTS', true],
        ['zh/guide/charts.html', 'ZHCHARTS', true],
        ['guide/exact.html', 'EXACTONLY', true],
        ['guide/exact-more.html', 'EXACTMORE', false],
        ['guide/re-one.html', 'REONE', true],
        ['guide/keep.html', 'KEEP', false],
      ] as const) {
        const html = await site.read(file);
        expect(shell.test(html), file).toBe(excluded);
        expect(html.includes(text), file).toBe(!excluded);
      }
      const log = site.output
        .split('\n')
        .find((line) => line.includes('experimentalExcludeRoutePaths'));
      for (const route of [
        '/guide/charts',
        '/guide/exact',
        '/guide/',
        '/guide/re-one',
        '/zh/guide/charts',
      ])
        expect(log, route).toContain(route);
      expect(log).not.toContain('exact-more');
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#how-it-works',
    'nav in the first entry of themeConfig.locales makes every language ignore _nav.json and _meta.json',
    async () => {
      const en = await page(site, 'guide/keep.html');
      expect(navTexts(en)).toContain('Nav from locales');
      expect(sidebarTexts(en)).toEqual([]);
      const zh = await page(site, 'zh/index.html');
      expect(zh.body.textContent).toContain('首页');
      expect(zh.body.textContent).not.toContain('Zh nav from file');
    },
  );

  claim(
    'plugin/system/plugin-api#addpages',
    'a route path with the language prefix makes a page of that language',
    async () => {
      const html = await site.read('zh/changelog.html');
      expect(html).toContain('ZHCHANGELOG');
      expect(html).toMatch(/<html[^>]*lang="zh"/);
    },
  );

  claim(
    'plugin/system/plugin-api#globaluicomponents',
    'props are passed as JSON: plain values arrive, functions are lost',
    async () => {
      const widget = (await page(site, 'guide/keep.html')).querySelector('#widget');
      expect(textOf(widget)).toBe('Prop label|undefined|label');
    },
  );

  claim(
    'plugin/system/plugin-api#i18nsource',
    'a hook that returns nothing keeps the texts; a key without the language’s text falls back to English with a warning',
    async () => {
      expect(await site.read('404.html')).toContain('PAGE NOT FOUND');
      expect(site.output).toMatch(
        /i18n keys are missing for some languages and have fallen back to 'en'[\s\S]*onlyEnglish/,
      );
    },
  );

  claim(
    'plugin/system/plugin-api#globalstyles',
    'a relative path is resolved from a generated folder and fails the build',
    async () => {
      expect(relativeStyles.ok).toBe(false);
      expect(relativeStyles.output).toMatch(/Can't resolve '\.\/styles\.css'/);
    },
  );

  claim(
    'plugin/system/plugin-api#config',
    'a config hook that returns nothing stops Rspress',
    async () => {
      expect(noConfig.ok).toBe(false);
      expect(noConfig.output).toMatch(/Cannot read properties of undefined/);
    },
  );
});
