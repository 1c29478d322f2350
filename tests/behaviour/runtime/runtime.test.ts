/**
 * Every export of `@rspress/core/runtime`, executed by a page component of a scratch site
 * (tests/behaviour/runtime/runtimeSite.ts) with `base: '/docs/'`: what the hooks and helpers return
 * during static generation is read from the pre-rendered HTML; what reacts to the reader (dark mode,
 * the window size, navigation, browser-only rendering) is checked in Chromium.
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
import { parseHtml } from '../theme/html.ts';
import { RUNTIME_SITE } from './runtimeSite.ts';

// biome-ignore lint/suspicious/noExplicitAny: the probe's JSON
type Results = Record<string, any>;

let site: ScratchBuild;
let server: RunningServer;
let browser: Browser;
let ssg: Results;
let html: Document;

beforeAll(async () => {
  site = await buildScratchSite(RUNTIME_SITE);
  expect(site.ok, site.output).toBe(true);
  html = parseHtml(await site.read('guide/probe.html'));
  ssg = JSON.parse(html.getElementById('ssg')?.textContent ?? '{}');
  [server, browser] = await Promise.all([site.preview(['--base', '/docs/']), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.remove();
});

async function open(width = 1440): Promise<Page> {
  return openHydrated(browser, `${server.origin}/docs/guide/probe.html`, {
    viewport: { width, height: 900 },
  });
}

async function inBrowser(tab: Page): Promise<Results> {
  await tab.locator('#browser').waitFor();
  return JSON.parse((await tab.locator('#browser').textContent()) ?? '{}');
}

describe('page and site data', () => {
  claim(
    'api/client-api/api-runtime#usepage',
    'usePage gives the title, route, language, page type, front matter, headings and description',
    () => {
      expect(ssg.page).toEqual({
        title: 'Probe page',
        routePath: '/guide/probe',
        lang: 'en',
        pageType: 'doc',
        toc: [
          ['section', 'Section', 2],
          ['sub', 'Sub', 3],
        ],
        description: 'PROBEBODYWORD is the description.',
        frontmatter: { title: 'Probe page', custom: 'own field' },
      });
    },
  );

  claim('api/client-api/api-runtime#usepages', 'usePages lists every page without its text', () => {
    expect(ssg.pages).toEqual(['/', '/guide/other', '/guide/probe']);
    expect(ssg.pageContent).toBe(false);
  });

  claim(
    'api/client-api/api-runtime#usepagedata',
    'usePageData gives the page and the site with its pages',
    () => {
      expect(ssg.pageData).toEqual(['Probe page', true]);
    },
  );

  claim('api/client-api/api-runtime#usesite', 'useSite gives the site data from the config', () => {
    expect(ssg.site).toEqual(['Runtime', 'Runtime site', '/docs/', 'en', 'https://example.com']);
  });

  claim(
    'api/client-api/api-runtime#usefrontmatter',
    'useFrontmatter gives the front matter, own fields included',
    () => {
      expect(ssg.frontmatter).toEqual({ title: 'Probe page', custom: 'own field' });
    },
  );

  claim(
    ['api/client-api/api-runtime#uselang', 'api/client-api/api-runtime#useversion'],
    'useLang is the site lang on a one-language site; useVersion is empty without multiVersion',
    () => {
      expect(ssg.lang).toBe('en');
      expect(ssg.version).toBe('');
    },
  );

  claim(
    'api/client-api/api-runtime#uselocalesitedata',
    'without locales, useLocaleSiteData holds only nav and sidebar',
    () => {
      expect(ssg.localeSiteData).toEqual(['nav', 'sidebar']);
    },
  );

  claim(
    'api/client-api/api-runtime#usei18n',
    'useI18n fills {{name}} placeholders and throws for a key without text',
    () => {
      expect(ssg.greet).toBe('Hello Ada');
      expect(ssg.missingKey).toContain('noSuchKey');
    },
  );

  claim(
    ['api/client-api/api-runtime#usedark', 'api/client-api/api-runtime#themecontext'],
    'useDark is false in light mode and re-renders when ThemeContext.setTheme switches to dark',
    async () => {
      expect(ssg.dark).toBe(false);
      expect(ssg.themeContext[0]).toBe('light');
      const tab = await open();
      try {
        expect(await tab.locator('#dark').textContent()).toBe('false');
        await tab.locator('#set-dark').click();
        await expect.poll(() => tab.locator('#dark').textContent()).toBe('true');
        expect(await tab.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          true,
        );
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/client-api/api-runtime#pagecontext',
    'PageContext holds the page data; its setter exists in the browser',
    async () => {
      expect(ssg.pageContext[0]).toBe('Probe page');
      const tab = await open();
      try {
        expect((await inBrowser(tab)).pageContext).toEqual(['Probe page', 'function']);
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('navigation data', () => {
  claim(
    'api/client-api/api-runtime#usenav',
    'useNav gives the navbar items as links are written on the site',
    () => {
      expect(ssg.nav).toEqual([['Guide', '/guide/probe.html']]);
    },
  );

  claim(
    ['api/client-api/api-runtime#usesidebar', 'api/client-api/api-runtime#getsidebardatagroup'],
    'the sidebar of the longest matching key; no match gives []',
    () => {
      expect(ssg.sidebar).toEqual(['Probe', 'Group']);
      expect(ssg.group).toEqual(['Probe', 'Group']);
      expect(ssg.groupNone).toEqual([]);
    },
  );

  claim(
    'api/client-api/api-runtime#usesidebardynamic',
    'useSidebarDynamic expands the group that holds the current page',
    async () => {
      expect(ssg.dynamic).toEqual([
        ['Probe', null],
        ['Group', true],
      ]);
      const tab = await openHydrated(browser, `${server.origin}/docs/guide/other.html`, {
        viewport: { width: 1440, height: 900 },
      });
      try {
        const group = tab.locator('.rp-sidebar-group', { hasText: 'Group' });
        await expect
          .poll(() =>
            group.evaluate((element) => element.nextElementSibling?.getAttribute('style') ?? ''),
          )
          .toContain('1fr');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'api/client-api/api-runtime#useactivematcher',
      'api/client-api/api-runtime#isactive',
      'api/client-api/api-runtime#matchnavbar',
      'api/client-api/api-runtime#matchsidebar',
    ],
    'isActive ignores query, hash, .html, index, trailing slash and case; matchNavbar tests activeMatch or the link; matchSidebar tests the prefix',
    () => {
      expect(ssg.activeHere).toEqual([true, false]);
      expect(ssg.isActive).toEqual([true, true, true, false]);
      expect(ssg.matchNavbar).toEqual([true, true, false]);
      expect(ssg.matchSidebar).toEqual([true, false]);
    },
  );

  claim(
    'api/client-api/api-runtime#pathnametorouteservice',
    'the route of a path with its path, file, language, element and preload; none for an unknown path',
    () => {
      expect(ssg.route).toEqual(['/guide/probe', 'en', 'function', 'object', true]);
      expect(ssg.noRoute).toBeNull();
    },
  );

  claim(
    'api/client-api/api-runtime#preloadlink',
    'preloadLink loads the code of the target page',
    async () => {
      const tab = await open();
      try {
        const scripts: string[] = [];
        tab.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        await tab.locator('#preload').click();
        await expect.poll(() => scripts.length).toBeGreaterThan(0);
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('rendering', () => {
  claim(
    'api/client-api/api-runtime#nossr',
    'NoSSR renders nothing in the pre-rendered HTML and its children after hydration',
    async () => {
      expect(html.getElementById('nossr')).toBeNull();
      const tab = await open();
      try {
        await expect.poll(() => tab.locator('#nossr').count()).toBe(1);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/client-api/api-runtime#browseronly',
    'BrowserOnly shows the fallback in the HTML and what the function resolves to in the browser',
    async () => {
      expect(html.getElementById('fallback')?.textContent).toBe('fallback');
      expect(html.getElementById('browser-only')).toBeNull();
      const tab = await open();
      try {
        await expect.poll(() => tab.locator('#browser-only').textContent()).toBe('object');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['api/client-api/api-runtime#head', 'api/client-api/api-runtime#usehead'],
    'Head and useHead write their tags into the pre-rendered head',
    () => {
      expect(html.title).toBe('Title from useHead');
      expect(html.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex',
      );
      expect(html.head.querySelector('meta[name="from-head"]')?.getAttribute('content')).toBe(
        'head component',
      );
    },
  );

  claim(
    'api/client-api/api-runtime#usewindowsize',
    'useWindowSize gives the initial values (Infinity without) until mounted, then the window size, updated after a resize',
    async () => {
      expect(ssg.windowSize).toEqual([null, null]);
      expect(ssg.initialSize).toEqual({ width: 1280, height: 800 });
      expect(html.getElementById('width')?.textContent).toBe('Infinity');
      const tab = await open(1400);
      try {
        await expect.poll(() => tab.locator('#width').textContent()).toBe('1400');
        await tab.setViewportSize({ width: 1100, height: 900 });
        await expect.poll(() => tab.locator('#width').textContent()).toBe('1100');
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('page data loading and the router', () => {
  claim(
    'api/client-api/api-runtime#initpagedata',
    'initPageData loads the data of a route, and the 404 page’s for a path without one',
    async () => {
      const tab = await open();
      try {
        await tab.locator('#load').click();
        await expect.poll(() => tab.locator('#loaded').textContent()).toBe('Other page');
        await expect.poll(() => tab.locator('#missing-page').textContent()).toBe('404');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['api/client-api/api-runtime#react-router-dom', 'api/client-api/api-runtime#usepage'],
    'useNavigate moves without a reload; the router paths have no base; useParams is empty; usePage changes on navigation',
    async () => {
      expect(ssg.router).toEqual(['/guide/probe', null, '{}']);
      const tab = await open();
      try {
        await tab.evaluate(() => {
          (window as unknown as { marker: boolean }).marker = true;
        });
        await tab.locator('#go').click();
        await tab.waitForURL(/\/docs\/guide\/other/);
        await expect.poll(() => tab.title()).toContain('Other page');
        expect(await tab.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
          true,
        );
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/client-api/api-runtime#warmpagedata',
    'after warmPageData, the next navigation to the route uses the data handed over',
    async () => {
      const tab = await open();
      try {
        await tab.locator('#warm').click();
        await expect.poll(() => tab.locator('#missing-page').textContent()).toBe('warmed');
        await tab.locator('#go').click();
        await tab.waitForURL(/\/docs\/guide\/other/);
        await expect.poll(() => tab.title()).toContain('Warmed title');
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('links, paths and environment', () => {
  claim(
    [
      'api/client-api/api-runtime#withbase',
      'api/client-api/api-runtime#removebase',
      'api/client-api/api-runtime#withsiteorigin',
      'api/client-api/api-runtime#normalizeimagepath',
      'api/client-api/api-runtime#routepathtomdpath',
    ],
    'with base /docs/: withBase, removeBase, withSiteOrigin, normalizeImagePath and routePathToMdPath as the table says',
    async () => {
      const h = ssg.helpers;
      expect(h.withBase).toEqual(['/docs/logo.png', '/docs/logo.png', '/docs/logo.png', '/docs/']);
      expect(h.removeBase).toBe('/guide/');
      expect(h.withSiteOrigin).toEqual([
        'https://example.com/docs/guide/',
        'https://other.example/x',
      ]);
      expect(h.normalizeImagePath).toEqual([
        '/docs/hero.png',
        'https://cdn.example/x.png',
        'data:image/png;base64,AA',
        './x.png',
      ]);
      expect(h.routePathToMdPath).toEqual(['/docs/guide/start.md', '/docs/guide/index.md']);
      expect(site.has('guide/probe.md')).toBe(true);
    },
  );

  claim(
    [
      'api/client-api/api-runtime#normalizehref',
      'api/client-api/api-runtime#normalizehrefinruntime',
      'api/client-api/api-runtime#cleanurlbyconfig',
    ],
    'normalizeHref adds .html or cleans it; the runtime forms follow the site’s cleanUrls (off here)',
    () => {
      const h = ssg.helpers;
      expect(h.normalizeHref).toEqual([
        '/guide/start.html',
        '/guide/index.html',
        '/guide/start',
        '/guide/',
        '/guide/start',
        '/file.pdf',
        'https://example.com/x',
        '#anchor',
        './relative',
        '/',
      ]);
      expect(h.normalizeHrefInRuntime).toBe('/guide/start.html');
      expect(h.cleanUrlByConfig).toBe('/guide/index.html');
    },
  );

  claim(
    [
      'api/client-api/api-runtime#isequalpath',
      'api/client-api/api-runtime#addleadingslash',
      'api/client-api/api-runtime#addtrailingslash',
      'api/client-api/api-runtime#removetrailingslash',
      'api/client-api/api-runtime#isexternalurl',
      'api/client-api/api-runtime#isdataurl',
    ],
    'the path predicates and slash helpers as the table says',
    () => {
      const h = ssg.helpers;
      expect(h.isEqualPath).toEqual([true, true, false]);
      expect(h.addLeadingSlash).toEqual(['/guide', '/guide', 'https://example.com']);
      expect(h.addTrailingSlash).toEqual(['/guide/', '/guide/']);
      expect(h.removeTrailingSlash).toEqual(['/docs', '/docs']);
      expect(h.isExternalUrl).toEqual([true, true, false, false, false, false, false]);
      expect(h.isDataUrl).toEqual([true, false]);
    },
  );

  claim(
    [
      'api/client-api/api-runtime#isproduction',
      'api/client-api/api-runtime#safepreconnect',
      'api/client-api/api-runtime#safepreload',
    ],
    'isProduction is true in the build; safePreconnect and safePreload are React DOM’s functions',
    () => {
      expect(ssg.isProduction).toBe(true);
      expect(ssg.safe).toEqual(['function', 'function']);
    },
  );
});
