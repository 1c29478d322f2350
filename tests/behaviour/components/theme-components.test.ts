/**
 * What the layouts, navbar parts, doc and home page parts, the app shell and the language model
 * components of the default theme do, as the theme components reference states it: two scratch
 * sites (themeSite.ts), one whose custom theme fills every slot of `Layout` and replaces
 * `HomeLayout`, `NotFoundLayout` and `Root`, one whose theme assembles its own `Layout` from the
 * parts; the pre-rendered HTML and what a reader sees and does in Chromium.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { PARTS_SITE, THEME_SITE } from './themeSite.ts';

/** `expect.poll` with room for a busy machine (its default gives up after a second). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The path of a URL without the `.html` that Rspress may show in the address bar. */
const pathOf = (url: string) => new URL(url).pathname.replace(/\.html$/, '');

describe('a custom theme that fills the slots of Layout, and one assembled from the parts', () => {
  let site: ScratchBuild;
  let parts: ScratchBuild;
  let server: RunningServer;
  let partsServer: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [site, parts] = await Promise.all([buildScratchSite(THEME_SITE), buildScratchSite(PARTS_SITE)]);
    expect(site.ok, site.output).toBe(true);
    expect(parts.ok, parts.output).toBe(true);
    [server, partsServer, browser] = await Promise.all([
      site.preview(),
      parts.preview(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.remove(), parts?.remove()]);
  });

  async function withPage<T>(
    url: string,
    run: (tab: Page) => Promise<T>,
    options = {},
  ): Promise<T> {
    const tab = await openHydrated(browser, url, options);
    try {
      return await run(tab);
    } finally {
      await tab.context().close();
    }
  }
  const onSite = <T>(route: string, run: (tab: Page) => Promise<T>, options = {}) =>
    withPage(`${server.origin}${route}`, run, options);

  const shared = new Map<string, Promise<Page>>();
  /**
   * Runs `run` on the page of the first site at `route`, opened once and shared by the claims that
   * only look at it or act on parts no other claim reads (a page takes seconds to open).
   */
  async function onShared<T>(route: string, run: (tab: Page) => Promise<T>): Promise<T> {
    if (!shared.has(route)) {
      shared.set(
        route,
        openHydrated(browser, `${server.origin}${route}`, {
          permissions: ['clipboard-read', 'clipboard-write'],
        }),
      );
    }
    return run(await (shared.get(route) as Promise<Page>));
  }
  const onParts = <T>(route: string, run: (tab: Page) => Promise<T>, options = {}) =>
    withPage(`${partsServer.origin}${route}`, run, options);

  /** The marked slots and the named parts of the page, in document order. */
  const order = (tab: Page, parts: Record<string, string>) =>
    tab.evaluate((named) => {
      const marks = new Map<Element, string>();
      for (const element of document.querySelectorAll('[data-slot]')) {
        marks.set(element, (element as HTMLElement).dataset.slot as string);
      }
      for (const [name, selector] of Object.entries(named)) {
        const element = document.querySelector(selector);
        if (element) marks.set(element, name);
      }
      return [...marks.entries()]
        .sort(([a], [b]) =>
          a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        )
        .map(([, name]) => name);
    }, parts);

  // Importing, Layout, Root

  claim(
    [
      'api/client-api/api-components#importing',
      'api/client-api/api-components#layout',
      'api/client-api/api-components#doclayout',
      'api/client-api/api-components#nav',
    ],
    'a theme that re-exports the originals builds; the slots of Layout surround the navbar and the parts of the doc layout, afterNavTitle after the left menu',
    async () => {
      await onShared('/guide/a', async (tab) => {
        expect(
          await order(tab, {
            NAV: 'header.rp-nav',
            SIDEBAR: '.rp-doc-layout__sidebar > a',
            CONTENT: '.rspress-doc',
            FOOTER: 'footer.rp-doc-footer',
            OUTLINE: '.rp-outline',
          }),
        ).toEqual([
          'top',
          'beforeNav',
          'NAV',
          'beforeNavTitle',
          'beforeLeftNavItems',
          'afterNavTitle',
          'beforeNavMenu',
          'beforeRightNavItems',
          'afterRightNavItems',
          'afterNavMenu',
          'afterNav',
          'beforeDoc',
          'beforeSidebar',
          'SIDEBAR',
          'afterSidebar',
          'beforeDocContent',
          'CONTENT',
          'afterDocContent',
          'beforeDocFooter',
          'FOOTER',
          'afterDocFooter',
          'beforeOutline',
          'OUTLINE',
          'afterOutline',
          'afterDoc',
          'bottom',
        ]);
      });
    },
  );

  claim(
    'api/client-api/api-components#layout',
    'the home slots reach the home layout except beforeHeroActions and afterHeroActions; HomeLayout, NotFoundLayout and components replace theirs',
    async () => {
      const home = await site.read('index.html');
      expect(home).toContain('id="replaced-home"');
      expect(home).toContain(
        '<p id="home-props">afterFeatures,afterHero,beforeFeatures,beforeHero</p>',
      );
      expect(home).not.toContain('beforeHeroActions slot');
      expect(home).not.toContain('afterHeroActions slot');
      expect(await site.read('404.html')).toContain('Try the search box above.');
      expect(await site.read('guide/a.html')).toContain(
        '<p class="custom-p">First paragraph of page A.</p>',
      );
    },
  );

  claim(
    'api/client-api/api-components#root',
    'the Root a theme exports wraps the whole application, every page',
    async () => {
      for (const page of ['index.html', 'guide/a.html', '404.html']) {
        expect(await site.read(page)).toMatch(
          /<div id="__rspress_root">(<link[^>]*>)?<div class="app-root">/,
        );
      }
    },
  );

  // DocLayout assembled from the parts

  claim(
    'api/client-api/api-components#doclayout',
    'a Layout assembled from Nav, DocLayout and HomeLayout renders the doc layout with its slots, without the head tags and the 404 page',
    async () => {
      const page = await parts.read('guide/a.html');
      expect(page).toMatch(
        /<header class="rp-nav">.*rp-doc-layout__sidebar.*rspress-doc.*rp-doc-footer.*<aside class="rp-doc-layout__outline[^"]*"><a id="sponsor"/s,
      );
      expect(page).toContain('<title>Parts Site</title>');
      expect(await site.read('guide/a.html')).toContain('<title>Page A - Scratch Site</title>');
      expect(await parts.read('404.html')).not.toContain('Take me home');
      expect(await parts.read('index.html')).toContain('Parts Hero');
    },
  );

  claim(
    'api/client-api/api-components#doclayout',
    'the footer front matter field removes the doc footer',
    async () => {
      expect(await site.read('guide/a.html')).toContain('rp-doc-footer');
      expect(await site.read('guide/no-footer.html')).not.toContain('rp-doc-footer');
    },
  );

  // HomeLayout and its parts

  claim(
    [
      'api/client-api/api-components#homelayout',
      'api/client-api/api-components#homehero',
      'api/client-api/api-components#homebackground',
      'api/client-api/api-components#homefooter',
    ],
    'background, hero (name, text, tagline, actions, image), features and footer from the front matter, with the slots in their places',
    async () => {
      await onShared('/', async (tab) => {
        expect(
          await order(tab, {
            BACKGROUND: '#replaced-home .rp-home-background',
            NAME: '#replaced-home .rp-home-hero__title',
            TEXT: '#replaced-home .rp-home-hero__subtitle',
            TAGLINE: '#replaced-home .rp-home-hero__tagline',
            ACTIONS: '#replaced-home .rp-home-hero__actions',
            AFTER_ACTIONS: '#home-after-actions',
            IMAGE: '#replaced-home .rp-home-hero__image',
            FEATURES: '#replaced-home .rp-home-feature',
            FOOTER: '#replaced-home .rp-home-footer',
          }).then((names) => names.filter((name) => !/Nav|top|bottom/.test(name))),
        ).toEqual([
          'BACKGROUND',
          'beforeHero',
          'NAME',
          'TEXT',
          'TAGLINE',
          'ACTIONS',
          'AFTER_ACTIONS',
          'IMAGE',
          'afterHero',
          'beforeFeatures',
          'FEATURES',
          'afterFeatures',
          'FOOTER',
        ]);
        expect(await tab.locator('#replaced-home .rp-home-footer').textContent()).toBe(
          'Footer message of the site',
        );
      });
      expect(await parts.read('index.html')).not.toContain('rp-home-footer');
    },
  );

  claim(
    'api/client-api/api-components#homehero',
    'image replaces the front matter image',
    async () => {
      const home = await site.read('index.html');
      const hero = home.slice(home.indexOf('id="hero-with-image"'));
      expect(hero).toMatch(/Hero Name.*<span id="custom-image">custom image<\/span>/s);
      expect(hero.slice(0, hero.indexOf('custom-image'))).not.toContain('src="/logo.svg"');
    },
  );

  claim(
    ['api/client-api/api-components#homefeature', 'api/client-api/api-components#homebackground'],
    'HomeFeature draws the cards of its features prop; HomeBackground takes the props of a div',
    async () => {
      const page = await site.read('guide/parts.html');
      expect(page).toMatch(/id="part-feature">.*📴.*Offline.*Works without a network\./s);
      expect(page).toContain('class="rp-home-background landing-background"');
    },
  );

  // NotFoundLayout

  claim(
    'api/client-api/api-components#notfoundlayout',
    'the 404 page shows the error code, the notFoundText and a "Take me home" link to the home page',
    async () => {
      const page = await site.read('404.html');
      expect(page).toMatch(/>404<.*>PAGE NOT FOUND<.*<a href="\/"[^>]*>Take me home<\/a>/s);
      await onSite('/no/such/page', async (tab) => {
        await poll(() => tab.getByText('Take me home').isVisible()).toBe(true);
      });
    },
  );

  claim(
    'api/client-api/api-components#notfoundlayout',
    "a missing path under the default language's code redirects to the path without it, on a single-language site",
    async () => {
      // The move is the claim: opened with a reader's language, which openHydrated takes as a
      // visit that may land on another language's path.
      await onSite(
        '/en/guide/b',
        async (tab) => {
          await poll(() => pathOf(tab.url())).toBe('/guide/b');
          await poll(() => tab.locator('h1').first().textContent()).toContain('Page B');
        },
        { locale: 'en-US' },
      );
    },
  );

  // Navbar

  claim(
    ['api/client-api/api-components#nav', 'api/client-api/api-components#navtitle'],
    'navTitle replaces the title; NavTitle is the site title linking to the home page; the navbar has search, appearance switch and social links',
    async () => {
      const page = await site.read('guide/a.html');
      const nav = page.slice(page.indexOf('<header class="rp-nav"'), page.indexOf('</header>'));
      expect(nav.match(/rp-nav__title"/g)).toHaveLength(1);
      expect(nav).toMatch(
        /<div class="nav-title"><div class="rp-nav__title"><a href="\/"[^>]*><span>Scratch Site<\/span><\/a><\/div><span class="nav-title__tag">docs<\/span><\/div>/,
      );
      expect(nav).toContain('rp-search-button');
      expect(nav).toContain('rp-switch-appearance');
      expect(nav).toContain('rp-social-links');
    },
  );

  claim(
    ['api/client-api/api-components#navlist', 'api/client-api/api-components#navhamburger'],
    'NavList items look like menu items in the desktop navbar; on a small screen the hamburger opens a menu with the items, the appearance switch and the social links',
    async () => {
      const page = await site.read('guide/a.html');
      expect(page).toMatch(
        /<li class="rp-nav-menu__item"><a href="\/guide\/b"[^>]*>Blog<\/a><\/li>/,
      );
      await onSite(
        '/guide/a',
        async (tab) => {
          const hamburger = tab.locator('button.rp-nav-hamburger').filter({ visible: true });
          await poll(() => hamburger.count()).toBe(1);
          await hamburger.click();
          await poll(() => tab.getByText('Blog').filter({ visible: true }).count()).toBeGreaterThan(
            0,
          );
          const screen = tab.locator('.rp-nav-screen').filter({ visible: true });
          await poll(() => screen.count()).toBe(1);
          expect(await screen.locator('.rp-social-links').count()).toBe(1);
          expect(await screen.getByText('Theme').count()).toBeGreaterThan(0);
        },
        { viewport: { width: 375, height: 700 } },
      );
    },
  );

  claim(
    ['api/client-api/api-components#search', 'api/client-api/api-components#searchbutton'],
    'Ctrl + K opens the search panel; clicking SearchButton calls setFocused(true)',
    async () => {
      await onSite('/guide/parts', async (tab) => {
        await tab.keyboard.press('Control+k');
        await poll(() =>
          tab
            .locator('input[type="search"], .rp-search-panel input')
            .filter({ visible: true })
            .count(),
        ).toBeGreaterThan(0);
      });
      await onSite('/guide/parts', async (tab) => {
        await tab.locator('#my-search .rp-search-button').click();
        await poll(() => tab.locator('#my-search-state').textContent()).toBe('true');
      });
    },
  );

  claim(
    ['api/client-api/api-components#search', 'api/client-api/api-components#searchpanel'],
    'a theme exporting a Search that renders nothing has no search button; SearchPanel downloads the index when mounted, shows while focused and calls setFocused(false) when closed',
    async () => {
      expect(await parts.read('guide/a.html')).not.toContain('rp-search-button');
      const tab = await openHydrated(browser, `${partsServer.origin}/guide/a`);
      try {
        const requests: string[] = [];
        tab.on('request', (request) => requests.push(request.url()));
        await tab.goto(`${partsServer.origin}/guide/parts`);
        await poll(() => requests.some((url) => /search_index/.test(url))).toBe(true);
        await tab.locator('#find').click();
        const input = tab.locator('#__rspress_modal_container input').filter({ visible: true });
        await poll(() => input.count()).toBe(1);
        await tab.keyboard.press('Escape');
        await poll(() => tab.locator('#search-state').textContent()).toBe('false');
        await poll(() => input.count()).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/client-api/api-components#sociallinks',
    'the icons of themeConfig.socialLinks, more than five folding into a menu; the prop is used when the config has none',
    async () => {
      const page = await site.read('guide/parts.html');
      const social = page.slice(page.indexOf('id="part-social"'), page.indexOf('id="part-svg"'));
      const shown = social.slice(0, social.indexOf('rp-hover-group'));
      expect(shown.match(/rp-social-links__item/g)).toHaveLength(5);
      expect(social.slice(social.indexOf('rp-hover-group'))).toContain(
        'https://gitlab.com/example',
      );
      // The config's links win over the prop in 2.0.22 as installed; this project's patch reverses
      // that (patches/README.md), so only the prop of a site without the option is checked here.
      expect(await parts.read('guide/parts.html')).toMatch(
        /id="part-social"><div class="rp-social-links"><a href="https:\/\/github.com\/web-infra-dev\/rspress"/,
      );
    },
  );

  claim(
    'api/client-api/api-components#switchappearance',
    'toggles the colour mode and remembers it, calls onClick after the toggle; a forced darkMode hides it from the navbar',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/parts`);
      try {
        const dark = () => tab.evaluate(() => document.documentElement.classList.contains('dark'));
        const before = await dark();
        await tab.locator('#part-switch .rp-switch-appearance').click();
        await poll(dark).toBe(!before);
        expect(await tab.evaluate(() => (window as { __toggles?: boolean[] }).__toggles)).toEqual([
          !before,
        ]);
        await tab.reload();
        await poll(dark).toBe(!before);
      } finally {
        await tab.context().close();
      }
      expect(await parts.read('guide/a.html')).not.toContain('rp-switch-appearance');
    },
  );

  claim(
    'api/client-api/api-components#hovergroup',
    'the items are shown while isOpen is true, aligned by position',
    async () => {
      await onShared('/guide/parts', async (tab) => {
        const item = tab.locator('#more-menu').getByText('Hover item');
        expect(await item.isVisible()).toBe(false);
        await tab.locator('#more-menu > span').hover();
        await poll(() => item.isVisible()).toBe(true);
        expect(await tab.locator('#more-menu ul').getAttribute('class')).toContain('right');
        await tab.mouse.move(0, 0);
        await poll(() => item.isVisible()).toBe(false);
      });
    },
  );

  // Doc page parts

  claim(
    ['api/client-api/api-components#doccontent', 'api/client-api/api-components#docfooter'],
    'DocContent renders the page with components merged in, the fallback h1 and afterDocContent; DocFooter the prev and next links',
    async () => {
      const page = await parts.read('article.html');
      expect(page).toMatch(
        /<article id="article"><h1[^>]*id="article-title"><span>Article title<\/span>.*<p>Before the rule\.<\/p>\s*<hr class="fancy-rule"\/>\s*<p>After the rule\.<\/p>.*<p id="thanks">Thanks for reading\.<\/p><footer class="rp-doc-footer">.*Next page.*<\/footer><\/article>/s,
      );
    },
  );

  claim(
    [
      'api/client-api/api-components#docfooter',
      'api/client-api/api-components#editlink',
      'api/client-api/api-components#prevnextpage',
      'api/client-api/api-components#lastupdated',
    ],
    'the doc footer holds the edit link and the previous and next pages of the sidebar; the edit link and the date render nothing without their options or a Git history',
    async () => {
      const page = await site.read('guide/a.html');
      const footer = page.slice(
        page.indexOf('<footer class="rp-doc-footer"'),
        page.indexOf('</footer>'),
      );
      expect(footer).toMatch(
        /<a href="https:\/\/github.com\/example\/repo\/tree\/main\/docs\/guide\/a.md"[^>]*>Edit this page<\/a>.*Previous page.*index.*Next page.*Page B/s,
      );
      const partsPage = await site.read('guide/parts.html');
      expect(partsPage).toContain('<div id="part-updated"></div>');
      expect(partsPage).toMatch(
        /id="part-prevnext">.*Previous page.*Page B.*Next page.*Title from front matter/s,
      );
      const other = await parts.read('guide/parts.html');
      expect(other).toContain('<div id="part-edit"></div>');
      expect(other).toContain('<div id="part-updated"></div>');
    },
  );

  claim(
    'api/client-api/api-components#editlink',
    'isOutline gives the edit link the look of an outline row',
    async () => {
      const page = await site.read('guide/parts.html');
      expect(page).toMatch(/id="part-edit"><a [^>]*class="rp-outline__action-row rp-edit-link/);
    },
  );

  claim(
    ['api/client-api/api-components#outline', 'api/client-api/api-components#toc'],
    'the outline column: the title, the Toc of the page and the edit link row',
    async () => {
      await onShared('/guide/a', async (tab) => {
        const outline = tab.locator('.rp-outline');
        expect(await outline.locator('.rp-outline__title').textContent()).toBe('ON THIS PAGE');
        expect(await outline.locator('.rp-toc-item').allTextContents()).toEqual([
          'Section one',
          'Section two',
        ]);
        expect(await outline.getByText('Edit this page').count()).toBe(1);
      });
    },
  );

  claim(
    'api/client-api/api-components#readpercent',
    'the ring fills as the reader scrolls',
    async () => {
      await onShared('/guide/parts', async (tab) => {
        const offset = () =>
          tab
            .locator('#part-read circle')
            .last()
            .evaluate((circle) => Number(circle.getAttribute('stroke-dashoffset')));
        const top = await offset();
        await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
        await poll(offset).toBeLessThan(top);
        expect(await tab.locator('#part-read svg').first().getAttribute('width')).toBe('16');
      });
    },
  );

  claim(
    ['api/client-api/api-components#sidebar', 'api/client-api/api-components#sidebarlist'],
    'the sidebar of the page in _meta.json order with collapsible groups; SidebarList with useSidebarDynamic draws the same entries',
    async () => {
      await onShared('/guide/a', async (tab) => {
        const items = tab.locator('.rp-doc-layout__sidebar .rp-sidebar-item--group-item');
        expect(await items.allTextContents()).toEqual([
          'Page A',
          'Page Bnew', // its tag's badge follows the title
          'Parts',
          'Title from front matter',
          'No footer',
          'Default overview',
        ]);
        const shown = () =>
          items
            .first()
            .evaluate((item) => (item.parentElement as HTMLElement).getBoundingClientRect().height);
        expect(await shown()).toBeGreaterThan(0);
        await tab.locator('.rp-doc-layout__sidebar .rp-sidebar-group').click();
        await poll(shown).toBe(0);
      });
      await onShared('/guide/parts', async (tab) => {
        expect(
          await tab.locator('#part-sidebar-list .rp-sidebar-item--group-item').allTextContents(),
        ).toContain('Default overview');
      });
    },
  );

  claim(
    ['api/client-api/api-components#tag', 'guide/default-theme/components#tag'],
    "the sidebar draws a page's tag front matter field with Tag",
    async () => {
      const page = await site.read('guide/a.html');
      expect(page).toMatch(
        /<a href="\/guide\/b.html"[^>]*>.*?<span class="rp-badge rp-badge--tip">new<\/span>.*?<\/a>/s,
      );
    },
  );

  claim(
    'api/client-api/api-components#fallbackheading',
    'a heading with an anchor from title; the theme renders it as the h1 of a page with a front matter title and no # heading',
    async () => {
      const parts = await site.read('guide/parts.html');
      expect(parts).toMatch(
        /id="part-fallback"><h2[^>]*id="related-pages"><span>Related pages<\/span><a href="#related-pages"/,
      );
      const titled = await site.read('guide/titled.html');
      expect(titled).toMatch(
        /<h1[^>]*id="title-from-front-matter"><span>Title from front matter<\/span>/,
      );
    },
  );

  claim(
    ['api/client-api/api-components#overview', 'api/client-api/api-components#overviewgroup'],
    'Overview: the page title, a filter box, then content, then the groups; OverviewGroup: the name, then a card with links to the item and its headings',
    async () => {
      await onShared('/guide/parts', async (tab) => {
        expect(
          await order(tab, {
            TITLE: '#part-overview h1',
            FILTER: '#part-overview input',
            CONTENT: '#part-overview p.custom-p',
            GROUP: '#part-overview .rp-overview-group',
          }).then((names) => names.filter((name) => /^[A-Z]+$/.test(name))),
        ).toEqual(['TITLE', 'FILTER', 'CONTENT', 'GROUP']);
        expect(await tab.locator('#part-overview h2').textContent()).toContain('Config');
        const group = tab.locator('#part-group');
        expect(await group.locator('h2').textContent()).toContain('CLI');
        expect(await group.locator('a[href="/guide/a"]').textContent()).toBe('Commands');
        expect(await group.locator('a[href="/guide/a#one"]').textContent()).toBe('Section one');
      });
    },
  );

  claim(
    'api/client-api/api-components#overview',
    'without groups, the groups are the sidebar entries of the pages in the folder of the overview page',
    async () => {
      await onSite('/guide/overview', async (tab) => {
        const links = await tab.locator('#default-overview .rp-overview-group a').allTextContents();
        expect(links).toEqual(expect.arrayContaining(['Page A', 'Page B']));
      });
    },
  );

  // Banner

  claim(
    ['api/client-api/api-components#banner', 'guide/default-theme/components#banner'],
    'a bar above the navbar with a link and a close icon; closing stores true under storageKey and hides it before the first paint on later visits; the icon is not focusable',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/a`);
      try {
        const banner = tab.locator('.rp-banner');
        const bannerBox = await banner.boundingBox();
        const navBox = await tab.locator('header.rp-nav').boundingBox();
        expect(bannerBox && navBox && bannerBox.y < navBox.y).toBe(true);
        expect(await banner.locator('a').getAttribute('href')).toBe('/guide/a');
        const focusable = await banner.evaluate(
          (element) => element.querySelectorAll('button, [tabindex]').length,
        );
        expect(focusable).toBe(0);
        await banner.locator('svg').last().click();
        await poll(() => banner.isVisible()).toBe(false);
        expect(await tab.evaluate(() => localStorage.getItem('banner-v2'))).toBe('true');
        await tab.context().route('**/static/js/**', (route) => route.abort());
        await tab.goto(`${server.origin}/guide/b`);
        expect(await tab.locator('.rp-banner').isVisible()).toBe(false);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/default-theme/components#banner',
    'the bar sticks to the top of the window and moves the navbar down',
    async () => {
      await onShared('/guide/a', async (tab) => {
        const navTop = async () => (await tab.locator('header.rp-nav').boundingBox())?.y ?? -1;
        expect(await navTop()).toBeGreaterThan(0);
        await tab.evaluate(() => window.scrollTo(0, 600));
        await tab.waitForTimeout(200);
        expect((await tab.locator('.rp-banner').boundingBox())?.y).toBe(0);
      });
    },
  );

  // SvgWrapper and icons

  claim(
    ['api/client-api/api-components#svgwrapper', 'api/client-api/api-components#icons'],
    'renders a component, an SVG string, an image path or text; an icon a theme exports replaces the default one',
    async () => {
      const page = await site.read('guide/parts.html');
      expect(page).toMatch(
        /id="part-svg"><span>🚀<\/span><svg[^>]*width="16"[^>]*>.*<span><svg[^>]*><circle.*<img src="\/logo.svg"/s,
      );
      expect(await parts.read('guide/parts.html')).toMatch(
        /rp-source-code__icon"><svg id="replaced-github-icon"/,
      );
    },
  );

  // Language model components

  claim(
    [
      'api/client-api/api-components#llmscontainer',
      'api/client-api/api-components#llmscopybutton',
      'api/client-api/api-components#llmsviewoptions',
    ],
    'under the title: the copy button and the drop-down; the copy button copies the Markdown of the page; the drop-down has the Markdown link, ChatGPT and Claude',
    async () => {
      await onShared('/guide/a', async (tab) => {
        const container = tab.locator('.rspress-doc > .rp-llms-container');
        expect(await container.count()).toBe(1);
        await container.getByText('Copy Markdown').click();
        await poll(() => tab.evaluate(() => navigator.clipboard.readText())).toContain('# Page A');
        await container.locator('.rp-llms-view-options__trigger').click();
        const menu = container;
        await poll(() => menu.textContent()).toContain('ChatGPT');
        expect(await menu.textContent()).toContain('Claude');
        expect(await menu.textContent()).toMatch(/Markdown link/i);
      });
    },
  );

  claim(
    [
      'api/client-api/api-components#llmscopybutton',
      'api/client-api/api-components#llmsviewoptions',
    ],
    'text and textByLang do not change the label; the options prop sets the entries when llmsUI is not an object',
    async () => {
      await onSite('/guide/parts', async (tab) => {
        expect(await tab.locator('#part-copy button').textContent()).toBe('Copy Markdown');
        expect(await tab.locator('#part-copy button').getAttribute('title')).toBe(
          'Copy this page as Markdown',
        );
        await tab.locator('#part-view button').first().click();
        const menu = tab.locator('#part-view');
        await poll(() => menu.textContent()).toContain('Open in our assistant');
        expect(await menu.textContent()).not.toContain('ChatGPT');
      });
    },
  );

  claim(
    'api/client-api/api-components#llmshint',
    'the hidden note names llms.txt, llms-full.txt and the Markdown of the page, with a Markdown alternate link; on every page when enabled, only where a theme places it with injectLlmsHint false',
    async () => {
      for (const [page, md] of [
        ['index.html', '/index.md'],
        ['guide/a.html', '/guide/a.md'],
      ] as const) {
        const html = await site.read(page);
        expect(html).toMatch(
          new RegExp(`rp-llms-hint[^>]*>[^<]*/llms\\.txt[^<]*/llms-full\\.txt[^<]*${md}`),
        );
        expect(html).toContain(`<link rel="alternate" type="text/markdown" href="${md}">`);
      }
      expect(await parts.read('guide/a.html')).not.toContain('rp-llms-hint');
      expect(await parts.read('guide/parts.html')).toMatch(
        /id="part-hint"><div class="rp-llms-hint"/,
      );
    },
  );

  claim(
    [
      'api/client-api/api-components#llmscopyrow',
      'api/client-api/api-components#llmsopenrow',
      'guide/default-theme/components#llms-components',
    ],
    "LlmsCopyRow copies the page's Markdown; LlmsOpenRow opens a menu of the view options (default: Markdown link, ChatGPT, Claude); with placement 'outline' the outline has both",
    async () => {
      await onShared('/guide/parts', async (tab) => {
        const rows = tab.locator('#part-rows');
        await rows.getByText('Copy Markdown').click();
        await poll(() => tab.evaluate(() => navigator.clipboard.readText())).toContain('# Parts');
        await rows.getByText('Open in chat').click();
        await poll(() => rows.textContent()).toMatch(/ChatGPT/);
        expect(await rows.textContent()).toMatch(/Claude/);
        expect(await rows.textContent()).toMatch(/Markdown link/i);
      });
      await onParts('/guide/a', async (tab) => {
        const bottom = tab.locator('.rp-outline__bottom');
        expect(await bottom.getByText('Copy Markdown').count()).toBe(1);
        expect(await bottom.getByText('Open in chat').count()).toBe(1);
      });
    },
  );

  claim(
    'api/client-api/api-components#llmsviewoptions',
    'the viewOptions of an llmsUI object win over the options prop',
    async () => {
      await onParts('/guide/parts', async (tab) => {
        await tab.locator('#part-view button').first().click();
        await poll(() => tab.locator('#part-view').textContent()).toMatch(/ChatGPT/);
        expect(await tab.locator('#part-view').textContent()).not.toMatch(/Claude/);
        await tab.locator('.rp-outline__bottom').getByText('Open in chat').click();
        await poll(() => tab.locator('.rp-outline__bottom').textContent()).toMatch(/ChatGPT/);
        expect(await tab.locator('.rp-outline__bottom').textContent()).not.toMatch(/Claude/);
      });
    },
  );

  // Banner props

  claim(
    'api/client-api/api-components#banner',
    'storage={false} does not remember a close; display={false} renders nothing; customChildren replaces the link and the icon',
    async () => {
      const page = await parts.read('banners.html');
      expect(page).toContain('<div id="banner-hidden"></div>');
      expect(page).toMatch(
        /id="banner-custom">(?:(?!<\/div><\/div>).)*<span id="custom-banner-content">Custom banner<\/span>/s,
      );
      const custom = page.slice(page.indexOf('id="banner-custom"'));
      expect(custom.slice(0, custom.indexOf('custom-banner-content'))).not.toContain('<a ');
      await onParts('/banners', async (tab) => {
        const banner = tab.locator('#banner-session .rp-banner');
        await banner.locator('svg').last().click();
        await poll(() => banner.isVisible()).toBe(false);
        expect(
          await tab.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage })),
        ).not.toContain('banner-none');
        await tab.reload();
        await poll(() => tab.locator('#banner-session .rp-banner').isVisible()).toBe(true);
      });
    },
  );

  // DocContent without the fallback heading

  claim(
    'api/client-api/api-components#doccontent',
    'isOverviewPage leaves out the fallback h1',
    async () => {
      const page = await parts.read('article2.html');
      expect(page).toContain('No heading here.');
      expect(page).not.toContain('<h1');
    },
  );

  // A page in another language

  claim(
    'guide/default-theme/components#link',
    'a Markdown link gets the language prefix, the href of a JSX Link does not',
    async () => {
      const page = await parts.read('zh/guide/i18n.html');
      expect(page).toMatch(/id="md-link"><a href="\/zh\/guide\/a(\.html)?"/);
      expect(page).toMatch(/id="jsx-link"><a href="\/guide\/a"/);
    },
  );

  claim(
    ['guide/default-theme/components#source-code', 'guide/default-theme/components#prompt'],
    "SourceCode's text and Prompt's button labels follow the page's language; Prompt's default title and eyebrow stay English",
    async () => {
      // Read from the HTML: Chromium's English makes the site redirect to the English page.
      const page = await parts.read('zh/guide/i18n.html');
      expect(page).toMatch(/id="zh-source">.*<span class="rp-source-code__text">源码<\/span>/);
      const prompt = page.slice(page.indexOf('id="zh-prompt"'));
      expect(prompt).toMatch(
        /For your Agent<\/span>.*>Agent Prompt<.*<span>复制 Prompt<\/span>.*title="展开"/s,
      );
    },
  );
});
