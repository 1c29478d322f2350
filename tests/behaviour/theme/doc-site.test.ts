/**
 * What the default theme does without `themeConfig`, and what each front matter field does, on one
 * scratch site (tests/behaviour/theme/docSite.ts): navigation from `_nav.json` and `_meta.json`, the
 * doc layout, the home page, an overview page, custom pages and the built-in search index. The
 * pre-rendered HTML is read for what a page contains; Chromium for what moves, hides or reacts.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { isShown, launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  rootDir,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { DOC_SITE } from './docSite.ts';
import { parseHtml, textOf, textsOf } from './html.ts';

let site: ScratchBuild;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = await buildScratchSite(DOC_SITE);
  expect(site.ok, site.output).toBe(true);
  [server, browser] = await Promise.all([site.preview(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.remove();
});

async function page(file: string): Promise<Document> {
  return parseHtml(await site.read(file));
}

function sidebarTexts(doc: Document): string[] {
  return textsOf(doc, '.rp-doc-layout__sidebar .rp-sidebar-item__left, .rp-sidebar-section-header');
}

async function open(route: string, width = 1440): Promise<Page> {
  return openHydrated(browser, `${server.origin}${route}`, { viewport: { width, height: 900 } });
}

async function box(tab: Page, selector: string) {
  return tab
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, width: rect.width, visible: rect.width > 0 && rect.height > 0 };
    });
}

async function searchIndex(): Promise<string> {
  const files = await readdir(path.join(site.dir, 'doc_build', 'static'));
  const index = files.filter((file) => /^search_index\.en\.[0-9a-f]+\.json$/.test(file));
  expect(index).toHaveLength(1);
  return site.read(`static/${index[0]}`);
}

describe('navigation from _nav.json and _meta.json', () => {
  claim(
    [
      'api/config/config-theme#nav',
      'guide/basic/auto-nav-sidebar#how-it-works',
      'guide/basic/auto-nav-sidebar#nav-json',
    ],
    'without nav or sidebar in the config, the navbar holds the items of docs/_nav.json, a dropdown for items with items, external links in a new tab, on the right by default',
    async () => {
      const doc = await page('guide/start.html');
      const right = doc.querySelector('.rp-nav-menu--right');
      expect(
        textsOf(right as Element, ':scope > .rp-nav-menu__item > .rp-nav-menu__item__container'),
      ).toEqual(['Guide', 'API', 'Links']);
      expect(right?.querySelector('a[href="/guide/start.html"]')).not.toBeNull();
      const dropdown = right?.querySelector('.rp-hover-group');
      expect(textsOf(dropdown as Element, 'a')).toEqual(['Changelog', 'Commands']);
      expect(
        dropdown?.querySelector('a[href="https://example.com/changelog"]')?.getAttribute('target'),
      ).toBe('_blank');
      expect(
        dropdown?.querySelector('a[href="/api/commands.html"]')?.getAttribute('target'),
      ).toBeNull();
    },
  );

  claim(
    ['guide/default-theme/navbar#active-match', 'guide/basic/auto-nav-sidebar#nav-json'],
    'an item with activeMatch is highlighted on every page the pattern matches; without it, the link is the pattern, so /api/ lights up on pages whose path contains it',
    async () => {
      const active = async (file: string) =>
        textsOf(await page(file), '.rp-nav-menu__item--active > .rp-nav-menu__item__container');
      expect(await active('guide/start.html')).toEqual(['Guide']);
      expect(await active('guide/fm-title.html')).toEqual(['Guide']);
      expect(await active('api/commands.html')).toEqual(['API']);
      expect(await active('top.html')).toEqual([]);
    },
  );

  claim(
    [
      'api/config/config-theme#sidebar',
      'guide/basic/auto-nav-sidebar#meta-json',
      'guide/basic/auto-nav-sidebar#item-types',
    ],
    'without nav or sidebar in the config, the sidebar lists the entries of the folder’s _meta.json in order, with every item type',
    async () => {
      expect(sidebarTexts(await page('guide/start.html'))).toEqual([
        'Start',
        'Fallback Title',
        'Configuration',
        'Config advanced',
        'Config basic',
        'Flat header',
        'Flat index',
        'Flat zeta',
        'Basics header',
        'Front Title',
        'Described',
        'Suffixed',
        'Piped page',
        'Head page',
        'Unsearchable',
        'No navbar',
        'No sidebar',
        'Placeholder',
        'No outline',
        'No footer',
        'Line numbers',
        '🧪Entry',
        'No global',
        'Meta label',
        'External link',
        'To commands',
        'Link group',
        'Rsbuild',
        'nameonly',
        'Last page',
      ]);
    },
  );

  claim(
    ['guide/basic/auto-nav-sidebar#meta-json', 'guide/basic/auto-nav-sidebar#troubleshooting'],
    'a name written with its extension that matches no file is dropped; a page not listed is still built but not in the sidebar',
    async () => {
      const html = await site.read('guide/start.html');
      expect(html).not.toContain('ghost');
      expect(site.output).not.toMatch(/ghost/);
      expect(textOf((await page('guide/unlisted.html')).querySelector('h1'))).toContain(
        'Unlisted page',
      );
      expect(html).not.toContain('/guide/unlisted.html');
    },
  );

  claim(
    ['guide/basic/auto-nav-sidebar#sidebar-scope', 'guide/basic/auto-nav-sidebar#troubleshooting'],
    'with a _nav.json, each top-level folder has its own sidebar and top-level pages have none',
    async () => {
      expect(sidebarTexts(await page('api/commands.html'))).toContain('Commands');
      expect(sidebarTexts(await page('api/commands.html'))).not.toContain('Start');
      expect(sidebarTexts(await page('top.html'))).toEqual([]);
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#default-order',
    'a folder without _meta.json lists its pages alphabetically by name with index first, compared as text, and subfolders become groups',
    async () => {
      expect(sidebarTexts(await page('api/commands.html'))).toEqual([
        'API overview',
        'Ten',
        'Two',
        'Commands',
        'hooks',
        'useLang',
        'usePage',
      ]);
    },
  );

  claim(
    ['guide/basic/auto-nav-sidebar#type-file', 'guide/basic/auto-nav-sidebar#labels'],
    'label order: _meta.json label, front matter title, # heading, file name; front matter tag wins over _meta.json on a page, _meta.json wins on a dir group',
    async () => {
      const doc = await page('guide/start.html');
      const entry = (text: string) =>
        [...doc.querySelectorAll('.rp-doc-layout__sidebar .rp-sidebar-item')].find((item) =>
          textOf(item.querySelector('.rp-sidebar-item__left')).endsWith(text),
        );
      expect(entry('Meta label')?.getAttribute('href')).toBe('/guide/labelled.html');
      expect(textOf(entry('Meta label')?.querySelector('.rp-badge'))).toBe('deprecated');
      expect(entry('Front Title')?.getAttribute('href')).toBe('/guide/fm-title.html');
      expect(entry('nameonly')?.getAttribute('href')).toBe('/guide/nameonly.html');
      expect(textOf(entry('Configuration')?.querySelector('.rp-badge'))).toBe('new');
    },
  );

  claim(
    ['guide/basic/auto-nav-sidebar#type-dir', 'guide/basic/auto-nav-sidebar#collapsing'],
    'a dir group links its title to the index page without repeating it, starts folded with collapsed: true, and opens on its own pages',
    async () => {
      const start = await page('guide/start.html');
      const group = start.querySelector('a.rp-sidebar-group[href="/guide/config/index.html"]');
      expect(textOf(group)).toContain('Configuration');
      expect(
        start.querySelectorAll('.rp-doc-layout__sidebar a[href="/guide/config/index.html"]'),
      ).toHaveLength(1);
      expect(group?.nextElementSibling?.getAttribute('style')).toContain('grid-template-rows:0fr');
      const inside = await page('guide/config/basic.html');
      const open = inside.querySelector('a.rp-sidebar-group[href="/guide/config/index.html"]');
      expect(open?.nextElementSibling?.getAttribute('style')).toContain('grid-template-rows:1fr');
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#type-dir-section-header',
    'dir-section-header shows the folder’s pages flat under a header that links nowhere, the index page first',
    async () => {
      const doc = await page('guide/start.html');
      const header = [...doc.querySelectorAll('.rp-sidebar-section-header')].find(
        (element) => textOf(element) === 'Flat header',
      );
      expect(header?.querySelector('a')).toBeNull();
      expect(header?.tagName).not.toBe('A');
      expect(header?.nextElementSibling?.getAttribute('href')).toBe('/guide/flat/index.html');
      expect(header?.nextElementSibling?.getAttribute('data-depth')).toBe('0');
    },
  );

  claim(
    [
      'guide/basic/auto-nav-sidebar#type-custom-link',
      'guide/basic/auto-nav-sidebar#type-section-header',
      'guide/basic/auto-nav-sidebar#type-divider',
    ],
    'custom-link: external links in a new tab, internal links as written, items as a group; section-header has no link; divider dashed',
    async () => {
      const doc = await page('guide/start.html');
      const sidebar = doc.querySelector('.rp-doc-layout__sidebar') as Element;
      expect(
        sidebar.querySelector('a[href="https://example.com/ext"]')?.getAttribute('target'),
      ).toBe('_blank');
      expect(
        sidebar.querySelector('a[href="/api/commands.html"]')?.getAttribute('target'),
      ).toBeNull();
      expect(
        sidebar.querySelector('a[href="https://rsbuild.rs"]')?.getAttribute('data-depth'),
      ).toBe('1');
      expect(sidebar.querySelector('.rp-sidebar-divider--dashed')).not.toBeNull();
      const header = [...sidebar.querySelectorAll('.rp-sidebar-section-header')].find(
        (element) => textOf(element) === 'Basics header',
      );
      expect(header?.querySelector('a')).toBeNull();
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#json-schema',
    '@rspress/core ships the two JSON schemas',
    async () => {
      const files = await readdir(path.join(rootDir, 'node_modules', '@rspress', 'core'));
      expect(files).toEqual(
        expect.arrayContaining(['meta-json-schema.json', 'nav-json-schema.json']),
      );
    },
  );
});

describe('doc pages', () => {
  claim(
    ['guide/default-theme/doc-page#outline', 'guide/default-theme/doc-page#layout'],
    'a page without pageType has sidebar, content, outline and doc footer; the outline lists ## to #### indented by level, not ##### or ######',
    async () => {
      const doc = await page('guide/start.html');
      expect(doc.querySelector('.rp-doc-layout__sidebar')).not.toBeNull();
      expect(doc.querySelector('.rp-doc-footer')).not.toBeNull();
      const items = [...doc.querySelectorAll('.rp-outline__toc .rp-toc-item')];
      expect(items.map((item) => textOf(item))).toEqual([
        'Second level',
        'Third level',
        'Fourth level',
      ]);
      const indents = items.map((item) =>
        Number.parseInt((item as HTMLElement).style.paddingLeft || '0', 10),
      );
      const [second = 0, third = 0, fourth = 0] = indents;
      expect(second).toBeLessThan(third);
      expect(third).toBeLessThan(fourth);
    },
  );

  claim(
    ['api/config/config-theme#enablescrolltotop', 'guide/default-theme/doc-page#outline'],
    'by default the outline ends with a “Back to top” button',
    async () => {
      const tab = await open('/guide/start.html');
      try {
        // Scrolled on every try: the theme may put the page back at the top while it hydrates.
        await expect
          .poll(async () => {
            await tab.evaluate(() => window.scrollTo(0, 3000));
            return tab.locator('.rp-outline').getByText('Back to top').count();
          })
          .toBeGreaterThan(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/doc-page#layout',
    'below 1280 pixels the outline leaves its column for a bar whose ON THIS PAGE button opens it; the sidebar keeps its column down to 769 pixels and leaves at 768, for the Menu button of the bar',
    async () => {
      for (const [width, sidebar, outline, bar] of [
        [1440, true, true, false],
        [1200, true, false, true],
        [900, true, false, true],
        [768, false, false, true],
      ] as const) {
        const tab = await open('/guide/start.html', width);
        try {
          expect(await isShown(tab, '.rp-doc-layout__sidebar'), `sidebar at ${width}`).toBe(
            sidebar,
          );
          expect(await isShown(tab, '.rp-doc-layout__outline'), `outline at ${width}`).toBe(
            outline,
          );
          expect(await isShown(tab, '.rp-sidebar-menu'), `menu bar at ${width}`).toBe(bar);
          if (bar) {
            expect(await tab.locator('.rp-sidebar-menu__right').innerText()).toContain(
              'ON THIS PAGE',
            );
            await tab.locator('.rp-sidebar-menu__right').click();
            await expect
              .poll(() => isShown(tab, '.rp-doc-layout__outline'), {
                message: `outline opened at ${width}`,
              })
              .toBe(true);
          }
          if (!sidebar) {
            await tab.keyboard.press('Escape');
            expect(await tab.locator('.rp-sidebar-menu__left').innerText()).toContain('Menu');
            await tab.locator('.rp-sidebar-menu__left').click({ force: true });
            await expect
              .poll(() => isShown(tab, '.rp-doc-layout__sidebar'), {
                message: `sidebar opened at ${width}`,
              })
              .toBe(true);
          }
        } finally {
          await tab.context().close();
        }
      }
    },
  );

  claim(
    ['guide/default-theme/doc-page#sidebar', 'api/config/config-frontmatter#sidebar'],
    'the current page is highlighted; sidebar: false leaves a narrow margin; placeholder keeps the text where it starts beside a sidebar',
    async () => {
      const doc = await page('guide/start.html');
      expect(textsOf(doc, '.rp-sidebar-item--active .rp-sidebar-item__left')).toEqual(['Start']);
      expect(
        (await page('guide/fm-nosidebar.html')).querySelector(
          '.rp-doc-layout__sidebar .rp-sidebar-item',
        ),
      ).toBeNull();
      const left = async (route: string) => {
        const tab = await open(route);
        try {
          return (await box(tab, '.rspress-doc')).left;
        } finally {
          await tab.context().close();
        }
      };
      const normal = await left('/guide/start.html');
      expect(await left('/guide/fm-placeholder.html')).toBe(normal);
      expect(await left('/guide/fm-nosidebar.html')).toBeLessThan(normal);
    },
  );

  claim(
    ['api/config/config-frontmatter#outline', 'guide/default-theme/doc-page#outline'],
    'outline: false hides the outline and keeps its column empty: the content is as wide and as far left as beside an outline',
    async () => {
      expect((await page('guide/fm-nooutline.html')).querySelector('.rp-outline__toc')).toBeNull();
      const measure = async (route: string) => {
        const tab = await open(route);
        try {
          return await box(tab, '.rspress-doc');
        } finally {
          await tab.context().close();
        }
      };
      const [normal, hidden] = [
        await measure('/guide/start.html'),
        await measure('/guide/fm-nooutline.html'),
      ];
      expect(hidden.left).toBe(normal.left);
      expect(hidden.width).toBe(normal.width);
    },
  );

  claim(
    'guide/default-theme/doc-page#outline',
    'a page without headings of levels two to four shows an empty outline',
    async () => {
      const doc = await page('guide/fm-desc.html');
      expect(doc.querySelector('.rp-doc-layout__outline')).not.toBeNull();
      expect(doc.querySelectorAll('.rp-outline__toc .rp-toc-item')).toHaveLength(0);
    },
  );

  claim(
    'guide/default-theme/doc-page#prev-next',
    'previous and next follow the sidebar’s linked entries, group pages included; the first has no previous, the last no next; a page outside the sidebar gets the first entry as next',
    async () => {
      const links = async (file: string) => {
        const doc = await page(file);
        return {
          prev: doc.querySelector('.rp-prev-next-page__prev')?.getAttribute('href') ?? null,
          next: doc.querySelector('.rp-prev-next-page__next')?.getAttribute('href') ?? null,
          texts: textsOf(doc, '.rp-prev-next-page__item__desc'),
        };
      };
      expect(await links('guide/start.html')).toEqual({
        prev: null,
        next: '/guide/no-heading.html',
        texts: ['Next page'],
      });
      expect((await links('guide/no-heading.html')).next).toBe('/guide/config/index.html');
      expect((await links('guide/config/index.html')).next).toBe('/guide/config/advanced.html');
      const last = await links('guide/last.html');
      expect(last.next).toBeNull();
      expect(last.prev).toBe('/guide/nameonly.html');
      expect(await links('guide/unlisted.html')).toEqual({
        prev: null,
        next: '/guide/start.html',
        texts: ['Next page'],
      });
      expect((await links('guide/fm-title.html')).texts).toEqual(['Previous page', 'Next page']);
    },
  );

  claim(
    [
      'api/config/config-theme#fallbackheadingtitle',
      'api/config/config-frontmatter#title',
      'guide/default-theme/doc-page#title',
    ],
    'a page with a front matter title and no # heading shows the title as its h1, with an id and an anchor',
    async () => {
      const h1 = (await page('guide/no-heading.html')).querySelector('.rspress-doc h1');
      expect(textOf(h1)).toContain('Fallback Title');
      const id = h1?.getAttribute('id');
      expect(id).toBeTruthy();
      expect(h1?.querySelector(`a[href="#${id}"]`)).not.toBeNull();
    },
  );

  claim(
    ['api/config/config-frontmatter#title', 'guide/default-theme/doc-page#title'],
    'the front matter title is the HTML title, og:title and sidebar text; the drawn heading stays the # heading; without it the # heading is the title',
    async () => {
      const doc = await page('guide/fm-title.html');
      expect(doc.title).toBe('Front Title - Scratch');
      expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toContain(
        'Front Title',
      );
      expect(textOf(doc.querySelector('.rspress-doc h1'))).toContain('Written Heading');
      expect((await page('guide/start.html')).title).toBe('Start - Scratch');
      expect(await searchIndex()).toContain('Front Title');
    },
  );

  claim(
    ['api/config/config-frontmatter#description', 'guide/default-theme/doc-page#title'],
    'description: the front matter field, else the text between # and the first ##, else the site description',
    async () => {
      const description = async (file: string) =>
        (await page(file)).querySelector('meta[name="description"]')?.getAttribute('content');
      expect(await description('guide/fm-desc.html')).toBe('The front matter description');
      expect(
        (await page('guide/fm-desc.html'))
          .querySelector('meta[property="og:description"]')
          ?.getAttribute('content'),
      ).toBe('The front matter description');
      expect(await description('guide/start.html')).toBe(
        'The opening paragraph that describes the start page.',
      );
      expect(await description('api/hooks/use-page.html')).toBe('The site description');
    },
  );

  claim(
    [
      'api/config/config-frontmatter#titlesuffix',
      'guide/default-theme/doc-page#title',
      'guide/default-theme/home-page#page-type-home',
    ],
    'titleSuffix replaces the site title on doc pages and follows it on the home page; a suffix starting with | is added as it is',
    async () => {
      expect((await page('guide/fm-suffix.html')).title).toBe('Suffixed - Guide Suffix');
      expect((await page('guide/fm-pipe.html')).title).toBe('Piped page | Piped');
      expect((await page('index.html')).title).toBe('Scratch - Docs for Acme');
    },
  );

  claim(
    'api/config/config-frontmatter#head',
    'head tags are pre-rendered; a description meta replaces the one Rspress adds',
    async () => {
      const doc = await page('guide/fm-head.html');
      expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
        'https://example.com/cover.png',
      );
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://example.com/canonical',
      );
      const descriptions = [...doc.querySelectorAll('meta[name="description"]')].map((meta) =>
        meta.getAttribute('content'),
      );
      expect(descriptions).toEqual(['Description from head']);
    },
  );

  claim(
    [
      'api/config/config-frontmatter#search',
      'guide/advanced/custom-search#built-in-search',
      'guide/advanced/custom-search#exclude-page',
      'guide/default-theme/home-page#page-type-home',
    ],
    'the build writes one index per language into static/, code blocks included; pages with search: false and home pages are left out',
    async () => {
      const index = await searchIndex();
      expect(index).toContain('codeblockword');
      expect(index).toContain('Front Title');
      expect(index).not.toContain('UNSEARCHABLEWORD');
      expect(index).not.toContain('Acme name');
    },
  );

  claim(
    ['api/config/config-frontmatter#navbar', 'guide/default-theme/navbar#hiding'],
    'navbar: false and pageType: blank render no navbar',
    async () => {
      expect((await page('guide/start.html')).querySelector('.rp-nav')).not.toBeNull();
      expect((await page('guide/fm-nonav.html')).querySelector('.rp-nav')).toBeNull();
      expect((await page('blank.html')).querySelector('.rp-nav')).toBeNull();
    },
  );

  claim(
    ['api/config/config-frontmatter#footer', 'guide/default-theme/doc-page#frontmatter'],
    'footer: false removes the doc footer with the previous and next links',
    async () => {
      const doc = await page('guide/fm-nofooter.html');
      expect(doc.querySelector('.rp-prev-next-page__item')).toBeNull();
      expect(
        (await page('guide/fm-title.html')).querySelector('.rp-prev-next-page__item'),
      ).not.toBeNull();
    },
  );

  claim(
    'api/config/config-frontmatter#linenumbers',
    'lineNumbers in the front matter leaves the code blocks as they are; lineNumbers after the language numbers one block',
    async () => {
      const blocks = [
        ...(await page('guide/fm-linenumbers.html')).querySelectorAll('.rp-codeblock'),
      ];
      const [plain, numbered] = blocks;
      expect(blocks).toHaveLength(2);
      expect(plain?.outerHTML).not.toMatch(/line-number/);
      expect(numbered?.outerHTML).toMatch(/line-number/);
    },
  );

  claim(
    [
      'api/config/config-frontmatter#icon',
      'api/config/config-frontmatter#tag',
      'api/config/config-frontmatter#context',
      'guide/default-theme/doc-page#sidebar',
    ],
    'icon before the sidebar text, tag as a badge after it, context as data-context of the entry',
    async () => {
      const entry = (await page('guide/start.html')).querySelector(
        '.rp-doc-layout__sidebar a[href="/guide/fm-entry.html"]',
      );
      expect(textOf(entry?.querySelector('.rp-sidebar-item__icon'))).toBe('🧪');
      expect(textOf(entry?.querySelector('.rp-sidebar-item__right .rp-badge'))).toBe(
        'experimental',
      );
      expect(entry?.getAttribute('data-context')).toBe('pro-entry');
    },
  );

  claim(
    'api/config/config-frontmatter#globaluicomponents',
    'globalUIComponents: false leaves the global components out of the page',
    async () => {
      expect(await site.read('guide/start.html')).toContain('id="global-widget"');
      expect(await site.read('guide/fm-noglobal.html')).not.toContain('id="global-widget"');
    },
  );
});

describe('home page', () => {
  claim(
    ['api/config/config-frontmatter#pagetype', 'guide/default-theme/home-page#page-type-home'],
    'pageType: home draws hero and features with the navbar, without the Markdown, sidebar or outline',
    async () => {
      const doc = await page('index.html');
      expect(doc.querySelector('.rp-nav')).not.toBeNull();
      expect(doc.body.innerHTML).not.toContain('HOMEBODYTEXT');
      expect(doc.querySelector('.rp-doc-layout__sidebar')).toBeNull();
      expect(doc.querySelector('.rp-outline')).toBeNull();
      expect(doc.querySelector('.rp-home-hero')).not.toBeNull();
    },
  );

  claim(
    [
      'api/config/config-frontmatter#hero',
      'guide/default-theme/home-page#hero-fields',
      'guide/default-theme/home-page#hero-actions',
    ],
    'hero: badge as a link, name, text split at line breaks, tagline as HTML, brand and alt buttons, an external action in a new tab, links as written',
    async () => {
      const doc = await page('index.html');
      expect(doc.querySelector('a.rp-home-hero__badge')?.getAttribute('href')).toBe('/guide/start');
      expect(textOf(doc.querySelector('.rp-home-hero__title'))).toBe('Acme name');
      expect(textsOf(doc, '.rp-home-hero__subtitle')).toEqual(['First line', 'Second line']);
      expect(doc.querySelector('.rp-home-hero__tagline em')?.textContent).toBe('and');
      const brand = doc.querySelector('.rp-button--brand');
      const alt = doc.querySelector('.rp-button--alt');
      expect([textOf(brand), brand?.getAttribute('href'), brand?.getAttribute('target')]).toEqual([
        'Brand action',
        '/guide/start',
        null,
      ]);
      expect([textOf(alt), alt?.getAttribute('target')]).toEqual(['Alt action', '_blank']);
    },
  );

  claim(
    ['api/config/config-frontmatter#hero', 'guide/default-theme/home-page#hero-image'],
    'hero image: src and alt, srcset joined with commas, one img per appearance, 375 by 375',
    async () => {
      const images = [...(await page('index.html')).querySelectorAll('.rp-home-hero__image img')];
      expect(images).toHaveLength(2);
      for (const img of images) {
        expect(img.getAttribute('src')).toBe('/hero.svg');
        expect(img.getAttribute('alt')).toBe('Hero alt');
        expect(img.getAttribute('srcset')).toBe('/hero.svg 1x, /hero@2x.svg 2x');
        expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['375', '375']);
      }
    },
  );

  claim(
    ['api/config/config-frontmatter#features', 'guide/default-theme/home-page#features'],
    'feature cards: title, details as HTML, an emoji or image icon; a card with link is clickable but is not a link element, and opens the link in the same tab',
    async () => {
      const doc = await page('index.html');
      expect(textsOf(doc, '.rp-home-feature__title')).toEqual([
        'Wide card',
        'Quarter card one',
        'Quarter card two',
        'Linked card',
        'Default card',
      ]);
      expect(doc.querySelector('.rp-home-feature__detail code')?.textContent).toBe('code');
      expect(doc.querySelector('.rp-home-feature__icon img')?.getAttribute('src')).toBe(
        '/hero.svg',
      );
      expect(doc.querySelector('.rp-home-feature a')).toBeNull();
      const tab = await open('/');
      try {
        await tab.getByText('Linked card').click();
        await tab.waitForURL(/\/guide\/start/);
        expect(tab.context().pages()).toHaveLength(1);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['api/config/config-frontmatter#features', 'guide/default-theme/home-page#feature-span'],
    'span 6 is half a row, span 3 a quarter, the default 4 a third at 1280 pixels; one 6 and two 3 share a row',
    async () => {
      const tab = await open('/', 1280);
      try {
        const boxes = await tab.locator('.rp-home-feature__item').evaluateAll((items) =>
          items.map((item) => {
            const rect = item.getBoundingClientRect();
            return { top: Math.round(rect.top), width: rect.width };
          }),
        );
        const [wide, quarter, quarter2, third] = boxes;
        if (!wide || !quarter || !quarter2 || !third)
          throw new Error(`cards: ${JSON.stringify(boxes)}`);
        const row = wide.width + quarter.width + quarter2.width;
        expect(wide.top).toBe(quarter.top);
        expect(quarter.top).toBe(quarter2.top);
        expect(wide.width / row).toBeCloseTo(0.5, 1);
        expect(quarter.width / row).toBeCloseTo(0.25, 1);
        expect(third.width / row).toBeCloseTo(1 / 3, 1);
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('overview page', () => {
  claim(
    [
      'api/config/config-frontmatter#overview',
      'guide/default-theme/overview-page#what-it-shows',
      'guide/default-theme/overview-page#create',
    ],
    'overview: true draws the title, a filter box, the file’s own content, then a ## block per group; sidebar kept, no outline',
    async () => {
      const doc = await page('api/index.html');
      const main = doc.querySelector('.rp-overview') as Element;
      const order = [...main.children].map(
        (child) =>
          child.tagName.toLowerCase() + (child.className.includes('search') ? '.filter' : ''),
      );
      expect(order.slice(0, 3)).toEqual(['h1', 'div.filter', 'p']);
      expect(textOf(main.querySelector('h1'))).toContain('API overview');
      expect(textsOf(main, 'h2 > span')).toHaveLength(4);
      expect(doc.querySelector('.rp-doc-layout__sidebar .rp-sidebar-item')).not.toBeNull();
      expect(doc.querySelector('.rp-outline')).toBeNull();
    },
  );

  claim(
    ['guide/default-theme/overview-page#listed-pages'],
    'the overview lists the sidebar’s entries under its folder in sidebar order, without itself: single pages as blocks named after the page, groups as blocks named after the group',
    async () => {
      const main = (await page('api/index.html')).querySelector('.rp-overview') as Element;
      expect(textsOf(main, 'h2 > span')).toEqual(['Ten', 'Two', 'Commands', 'hooks']);
      expect(main.querySelector('.rp-overview-group a[href="/api/index.html"]')).toBeNull();
    },
  );

  claim(
    [
      'api/config/config-frontmatter#overviewheaders',
      'guide/default-theme/overview-page#overview-headers',
    ],
    'cards list ## headings by default, the levels of the page’s own overviewHeaders otherwise; pages without such headings are compact links',
    async () => {
      const main = (await page('api/index.html')).querySelector('.rp-overview') as Element;
      const card = (href: string) =>
        [...main.querySelectorAll('.rp-overview-group__item')].find((item) =>
          item.querySelector(`.rp-overview-group__item__title a[href="${href}"]`),
        );
      expect(textsOf(card('/api/commands.html') as Element, 'li')).toEqual(['build', 'dev']);
      expect(textsOf(card('/api/hooks/use-page.html') as Element, 'li')).toEqual([
        'Returns',
        'Page fields',
      ]);
      expect(
        main.querySelector('.rp-overview-group__grid a[href="/api/hooks/use-lang.html"]'),
      ).not.toBeNull();
    },
  );

  claim(
    'guide/default-theme/overview-page#filter',
    'the filter has the focus on load; a group name keeps the group, a heading keeps only that heading, no match shows a message with the query',
    async () => {
      const tab = await open('/api/index.html');
      try {
        const input = tab.locator('.rp-overview-search__input');
        await expect
          .poll(() => input.evaluate((element) => element === document.activeElement))
          .toBe(true);
        await input.fill('hooks');
        await expect
          .poll(() => tab.locator('.rp-overview h2 > span').allInnerTexts())
          .toEqual(['hooks']);
        await input.fill('DEV');
        await expect
          .poll(() => tab.locator('.rp-overview h2 > span').allInnerTexts())
          .toEqual(['Commands']);
        expect(await tab.locator('.rp-overview li').allInnerTexts()).toEqual(['dev']);
        await input.fill('zzqq');
        await expect
          .poll(() => tab.locator('.rp-overview').innerText())
          .toContain('No matching API found');
        expect(await tab.locator('.rp-overview').innerText()).toContain('zzqq');
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('overview pages as the tips describe them', () => {
  claim(
    ['guide/default-theme/overview-page#tips', 'guide/default-theme/overview-page#create'],
    'each overview lists only the pages under its folder, overview.md included; headings are links to page#id; the navbar entry /api/ leads to the overview and lights up on it and on its pages; overview and listed pages are in the search index',
    async () => {
      const links = async (file: string) =>
        [...((await page(file)).querySelector('.rp-overview')?.querySelectorAll('a') ?? [])].map(
          (link) => link.getAttribute('href'),
        );
      const recipes = await links('recipes/index.html');
      expect(recipes).toEqual(
        expect.arrayContaining([
          '/recipes/bake.html',
          '/recipes/bake.html#oven',
          '/recipes/quick/fry.html',
        ]),
      );
      expect(recipes.some((href) => href?.startsWith('/api/'))).toBe(false);
      const quick = await links('recipes/quick/overview.html');
      expect(quick).toEqual(expect.arrayContaining(['/recipes/quick/fry.html#pan']));
      expect(quick.some((href) => href?.startsWith('/recipes/bake'))).toBe(false);
      expect((await links('api/index.html')).some((href) => href?.startsWith('/recipes/'))).toBe(
        false,
      );
      for (const file of ['api/index.html', 'api/commands.html']) {
        const doc = await page(file);
        const active = doc.querySelector('.rp-nav-menu__item--active');
        expect(textOf(active?.querySelector('.rp-nav-menu__item__container')), file).toBe('API');
        expect(active?.querySelector('a')?.getAttribute('href'), file).toMatch(
          /^\/api\/(index\.html)?$/,
        );
      }
      const index = await searchIndex();
      for (const title of ['"API overview"', '"Commands"', '"Recipes overview"', '"Fry"'])
        expect(index).toContain(title);
    },
  );
});

describe('custom pages', () => {
  claim(
    ['api/config/config-frontmatter#pagetype', 'guide/basic/custom-page#page-types'],
    'custom: navbar and content only; blank: content only',
    async () => {
      const custom = await page('custom.html');
      expect(custom.querySelector('.rp-nav')).not.toBeNull();
      expect(
        custom.querySelector('.rp-doc-layout__sidebar, .rp-outline, .rp-doc-footer'),
      ).toBeNull();
      expect(custom.body.textContent).toContain('CUSTOMTEXT');
      const blank = await page('blank.html');
      expect(
        blank.querySelector('.rp-nav, .rp-doc-layout__sidebar, .rp-outline, .rp-doc-footer'),
      ).toBeNull();
      expect(blank.body.textContent).toContain('BLANKTEXT');
    },
  );

  claim(
    'guide/basic/custom-page#page-head',
    'on a custom page the browser title is the site title alone, even with a front matter title',
    async () => {
      expect((await page('custom.html')).title).toBe('Scratch');
    },
  );

  claim(
    'guide/basic/custom-page#mdx-custom-page',
    'on a custom page Markdown is plain HTML: no code block title bar or copy button; containers still render as callouts',
    async () => {
      const doc = await page('custom.html');
      expect(doc.querySelector('.rp-codeblock, .rp-code-copy-button')).toBeNull();
      expect(doc.querySelector('#__rspress_root')?.textContent).not.toContain('x.js');
      expect(textOf(doc.querySelector('.rp-callout, [class*="callout"]'))).toContain(
        'A tip on a custom page.',
      );
    },
  );

  claim(
    [
      'guide/basic/custom-page#react-page',
      'guide/basic/custom-page#set-page-type',
      'guide/basic/custom-page#page-head',
    ],
    'a .tsx file in the docs root is a page at its route; its frontmatter export sets the page type; Head sets the title in the pre-rendered HTML',
    async () => {
      const doc = await page('showcase/index.html');
      expect(textOf(doc.querySelector('#showcase'))).toContain('REACTPAGEWORD');
      expect(doc.querySelector('.rp-doc-layout__sidebar')).toBeNull();
      expect(doc.title).toBe('Showcase from Head');
      expect(
        doc.querySelector('meta[name="description"][content="Projects built with our tools."]'),
      ).not.toBeNull();
    },
  );

  claim(
    'guide/basic/custom-page#things-to-know',
    'the text of a React page is not in the search index',
    async () => {
      expect(await searchIndex()).not.toContain('REACTPAGEWORD');
    },
  );
});

describe('theme defaults in the browser', () => {
  claim(
    ['api/config/config-theme#darkmode', 'guide/default-theme/navbar#appearance'],
    'by default the site follows the system, the navbar switch toggles the mode and the choice is remembered',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/start.html`, {
        colorScheme: 'dark',
        viewport: { width: 1440, height: 900 },
      });
      try {
        const dark = () => tab.evaluate(() => document.documentElement.classList.contains('dark'));
        expect(await dark()).toBe(true);
        await tab.locator('.rp-nav__others .rp-switch-appearance').click();
        await expect.poll(dark).toBe(false);
        await tab.reload();
        expect(await dark()).toBe(false);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['api/config/config-theme#enableappearanceanimation'],
    'by default the switch does not use a view transition',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(() => {
        const original = document.startViewTransition?.bind(document);
        (window as unknown as { transitions: number }).transitions = 0;
        if (original) {
          document.startViewTransition = ((callback: () => void) => {
            (window as unknown as { transitions: number }).transitions++;
            return original(callback);
          }) as typeof document.startViewTransition;
        }
      });
      try {
        const tab = await context.newPage();
        await tab.goto(`${server.origin}/guide/start.html`);
        await tab.waitForLoadState('load');
        await tab.waitForTimeout(500);
        await tab.locator('.rp-nav__others .rp-switch-appearance').click();
        await tab.waitForTimeout(500);
        expect(
          await tab.evaluate(() => (window as unknown as { transitions: number }).transitions),
        ).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  claim(
    [
      'api/config/config-theme#editlink',
      'api/config/config-theme#lastupdated',
      'api/config/config-theme#llmsui',
      'api/config/config-theme#footer',
    ],
    'defaults: no edit link, no last-updated time, no language-model buttons, no home footer',
    async () => {
      const html = await site.read('guide/start.html');
      expect(html).not.toContain('Edit this page');
      expect(html).not.toContain('Last Updated');
      expect(html).not.toContain('Copy Markdown');
      expect((await page('index.html')).querySelector('.rp-home-footer')).toBeNull();
    },
  );
});
