/**
 * What Static site generation and Deployment say the pre-rendered pages hold and what the browser
 * does with them, on a two-language site with components that use the browser, measured in the
 * HTML and in Chromium; the build that fails when a page reads `window` while rendering; and a
 * site of a few hundred pages rendered in worker threads.
 */

import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const PAGE = 'guide/basic/ssg.md';

const SITE = async () => ({
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'SSG Site',
  siteOrigin: 'https://docs.example.com',
  head: ['<meta name="from-config" content="yes">'],
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});
`,
  'components/WindowWidth.tsx': await exampleFromPage(
    PAGE,
    'browser-apis',
    'components/WindowWidth.tsx',
  ),
  'components/Demo.tsx': await exampleFromPage(PAGE, 'nossr-browseronly', 'components/Demo.tsx'),
  'components/Where.tsx':
    "export function Where() {\n  return <p id=\"where\">{typeof window === 'undefined' ? 'rendered in node' : 'rendered in the browser'}</p>;\n}\n",
  'docs/en/index.md': '---\npageType: home\nhero:\n  name: SSG Home\n---\n',
  'docs/zh/index.md': '---\npageType: home\nhero:\n  name: SSG 首页\n---\n',
  'docs/en/guide/widgets.mdx': `---
head:
  - - meta
    - name: from-front-matter
      content: 'yes'
---

import { WindowWidth } from '../../../components/WindowWidth';
import { Demo } from '../../../components/Demo';
import { Where } from '../../../components/Where';

# Widgets

The widgets page.

[Other](/guide/other)

<WindowWidth />

<Demo />

<Where />

## Section {#section}

Text.
`,
  'docs/zh/guide/widgets.mdx': '# 组件\n\n组件页。\n',
  'docs/en/guide/other.md': '# Other\n\nThe other page.\n',
  'docs/zh/guide/other.md': '# 其他\n',
  'docs/en/guide/react.tsx':
    'export default function Page() {\n  return <p id="react-page">A React page</p>;\n}\n',
  'docs/zh/guide/react.tsx': 'export default function Page() {\n  return <p>React 页面</p>;\n}\n',
  'docs/zh/404.md': "---\npageType: '404'\n---\n",
});

describe('a pre-rendered site in two languages with browser-only components', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await buildScratchSite(await SITE());
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  claim(
    ['guide/basic/ssg#what-it-does', 'guide/basic/ssg#what-is-prerendered'],
    'every route, the home page and React pages included, is HTML with the text, the layout and the head tags',
    async () => {
      expect(await site.read('index.html')).toContain('SSG Home');
      expect(await site.read('zh/index.html')).toContain('SSG 首页');
      expect(await site.read('guide/react.html')).toContain('<p id="react-page">A React page</p>');
      expect(site.has('404.html')).toBe(true);
      const html = await site.read('guide/widgets.html');
      expect(html).toContain('The widgets page.');
      expect(html).toContain('class="rp-nav"');
      expect(html).toMatch(
        /rp-sidebar-item--active[^>]*href="\/guide\/widgets\.html"|href="\/guide\/widgets\.html"[^>]*rp-sidebar-item--active/,
      );
      expect(html).toContain('rp-outline');
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<title[^>]*>Widgets - SSG Site<\/title>/);
      expect(head).toContain('<meta name="description" content="The widgets page.');
      expect(head).toContain('<meta property="og:description"');
      expect(head).toMatch(/<link rel="alternate" hreflang="zh"/);
      expect(head).toContain('<meta name="from-config" content="yes">');
      expect(head).toMatch(/<meta name="from-front-matter" content="yes"/);
      expect(head).toMatch(/<link rel="preload" href="\/static\/js\/async\/[^"]+" as="script">/);
    },
  );

  claim(
    ['guide/start/introduction#readers-and-tools', 'guide/basic/ssg#what-it-does'],
    'with JavaScript off, every route, the home page included, shows its text, title and description',
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const tab = await context.newPage();
        for (const [route, text] of [
          ['/', 'SSG Home'],
          ['/guide/widgets', 'The widgets page.'],
          ['/guide/other', 'The other page.'],
          ['/zh/guide/other', '其他'],
        ] as const) {
          await tab.goto(`${server.origin}${route}`);
          expect(await tab.locator('body').innerText(), route).toContain(text);
        }
        await tab.goto(`${server.origin}/guide/widgets`);
        expect(await tab.title()).toBe('Widgets - SSG Site');
        expect(await tab.locator('meta[name="description"]').getAttribute('content')).toContain(
          'The widgets page.',
        );
      } finally {
        await context.close();
      }
    },
  );

  claim(
    'guide/basic/deploy#other-hosts',
    'with siteOrigin the hreflang links are full URLs',
    async () => {
      const head = await site.read('guide/widgets.html');
      expect(head).toMatch(
        /<link rel="alternate" hreflang="zh" href="https:\/\/docs\.example\.com\/zh\/guide\/widgets/,
      );
    },
  );

  claim(
    'guide/basic/ssg#what-is-prerendered',
    'pages are rendered light; the inline script applies a dark preference before the first paint',
    async () => {
      expect(await site.read('guide/widgets.html')).not.toMatch(/<html[^>]*class="[^"]*dark/);
      const tab = await openHydrated(browser, `${server.origin}/guide/widgets`, {
        colorScheme: 'dark',
      });
      try {
        expect(await tab.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          true,
        );
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/basic/ssg#what-is-prerendered', 'guide/advanced/custom-search#built-in-search'],
    'the search index is a JSON file under static/ that a page downloads once it has loaded',
    async () => {
      expect(await site.read('guide/widgets.html')).not.toContain('search_index');
      const context = await browser.newContext();
      const tab = await context.newPage();
      try {
        const requested: string[] = [];
        tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
        await tab.goto(`${server.origin}/guide/widgets`);
        await tab.waitForLoadState('networkidle');
        await tab.waitForTimeout(1500);
        expect(
          requested.filter((path) => /^\/static\/search_index\.en\.[^/]+\.json$/.test(path)).length,
        ).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    },
  );

  claim(
    [
      'guide/basic/ssg#hydration',
      'guide/basic/ssg#browser-apis',
      'guide/basic/ssg#nossr-browseronly',
    ],
    'the HTML holds the first render; after hydration effects, NoSSR and BrowserOnly fill in, and a link swaps the page without a reload',
    async () => {
      const html = (await site.read('guide/widgets.html')).replaceAll('<!-- -->', '');
      expect(html).toContain('Window width: unknown');
      expect(html).not.toContain('You are reading');
      expect(html).toContain('Checking your language...');
      expect(html).toContain('<p id="where">rendered in node</p>');
      const tab = await openHydrated(browser, `${server.origin}/guide/widgets`, {
        viewport: { width: 1280, height: 800 },
        locale: 'en-US',
      });
      try {
        await tab.waitForFunction(() =>
          document.body.textContent?.includes('Window width: 1280px'),
        );
        await tab.waitForFunction(() =>
          document.body.textContent?.includes('You are reading http'),
        );
        await tab.waitForFunction(() =>
          document.body.textContent?.includes('Your browser prefers en-US.'),
        );
        await tab.evaluate(() => {
          (window as unknown as { marker: string }).marker = 'kept';
        });
        await tab.locator('.rspress-doc').getByRole('link', { name: 'Other' }).click();
        await tab.waitForFunction(() => document.body.textContent?.includes('The other page.'));
        expect(await tab.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
          'kept',
        );
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/ssg#hydration',
    'markup that differs in the browser is logged as a recoverable error, a warning, and rendered again',
    async () => {
      const warnings: string[] = [];
      const context = await browser.newContext();
      const tab = await context.newPage();
      tab.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      try {
        await tab.goto(`${server.origin}/guide/widgets`);
        await tab.waitForFunction(
          () => document.getElementById('where')?.textContent === 'rendered in the browser',
        );
        await tab.waitForTimeout(500);
        expect(warnings.join('\n')).toContain('hydrateRoot recoverable error');
        expect(await tab.locator('.rspress-doc h1').textContent()).toContain('Widgets');
      } finally {
        await context.close();
      }
    },
  );

  claim(
    'guide/basic/deploy#localized-404',
    "a language's 404 page is written to its folder, with the theme's texts in that language, and the auto sidebar lists it",
    async () => {
      const zh404 = await site.read('zh/404.html');
      expect(zh404).toMatch(/<html lang="zh"/);
      expect(zh404).toContain('搜索');
      expect(await site.read('zh/guide/other.html')).toMatch(/href="\/zh\/404(\.html)?"/);
    },
  );

  claim(
    'guide/basic/deploy#preview',
    'preview answers an address that matches no file with the home page, and the browser shows page not found',
    async () => {
      const response = await fetch(`${server.origin}/no/such/file`);
      const body = await response.text();
      expect(body).toContain('SSG Home');
      const tab = await openHydrated(browser, `${server.origin}/no/such/file`);
      try {
        await tab.waitForFunction(() => document.body.textContent?.includes('PAGE NOT FOUND'));
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('a page that reads window while rendering', () => {
  claim(
    ['guide/basic/ssg#ssr-safe-code', 'guide/basic/ssg#build-errors', 'guide/basic/deploy#build'],
    'fails the build, naming the route, the file and the error',
    async () => {
      const site = await buildScratchSite({
        'docs/index.md': '# Home\n',
        'docs/guide/charts.mdx': '# Charts\n\n<p>{window.location.href}</p>\n',
      });
      try {
        expect(site.ok).toBe(false);
        expect(site.output).toContain('Page "/guide/charts" SSG rendering failed');
        expect(site.output).toMatch(/File: .*docs\/guide\/charts\.mdx/);
        expect(site.output).toContain('window is not defined');
      } finally {
        await site.remove();
      }
    },
  );
});

/** Shows, in the pre-rendered HTML, whether the page was rendered off the main thread. */
const THREAD_PAGE = `# Thread

<p id="thread">{typeof window === 'undefined' ? (process.getBuiltinModule('node:worker_threads').isMainThread ? 'main thread' : 'worker thread') : ''}</p>
`;

describe('a site of 260 pages with ssg.experimentalWorker', () => {
  const PAGES = 260;
  let site: ScratchBuild;

  beforeAll(async () => {
    const files: Record<string, string> = {
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', ssg: { experimentalWorker: true } });
`,
      'docs/index.md': '# Home\n',
      'docs/thread.mdx': THREAD_PAGE,
    };
    for (let i = 0; i < PAGES - 2; i++) files[`docs/many/page-${i}.md`] = `# Page ${i}\n`;
    site = await buildScratchSite(files);
    expect(site.ok, site.output).toBe(true);
  });
  afterAll(async () => {
    await site?.remove();
  });

  claim(
    'guide/basic/ssg#experimental-worker',
    'pages are rendered in worker threads, one per 100 pages and no more than the cores',
    async () => {
      expect((await site.read('thread.html')).replaceAll('<!-- -->', '')).toContain(
        '<p id="thread">worker thread</p>',
      );
      expect(site.has('many/page-257.html')).toBe(true);
      const threads = Math.min(Math.ceil(PAGES / 100), availableParallelism());
      expect(site.output).toContain(
        `Rendering pages with experimental SSG worker (${threads} threads)`,
      );
    },
  );

  claim(
    'guide/basic/ssg#experimental-worker',
    'RSPRESS_SSG_WORKER_THREAD_COUNT sets the number of threads, whatever the number of pages and cores',
    async () => {
      // A small site now: one thread without the variable.
      await rm(path.join(site.dir, 'docs', 'many'), { recursive: true });
      const chosen = availableParallelism() + 1;
      const build = await site.rebuild({
        env: { RSPRESS_SSG_WORKER_THREAD_COUNT: String(chosen) },
      });
      expect(build.code, build.output).toBe(0);
      expect(build.output).toContain(
        `Rendering pages with experimental SSG worker (${chosen} threads)`,
      );
      expect((await site.read('thread.html')).replaceAll('<!-- -->', '')).toContain(
        '<p id="thread">worker thread</p>',
      );
    },
  );
});
