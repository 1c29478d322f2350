/**
 * Custom search's DocSearch section, executed: the page's `Search` component and stylesheet in the
 * theme of a scratch site, in Chromium, with the Algolia-compatible endpoint played by Playwright's
 * routing (each test answers the queries as the case needs: the page's example response, a slow
 * answer, a server error). A second site gives DocSearch empty credentials.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page, Request, Route } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, waitForHydration } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  codeBlocksUnder,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const PAGE = 'guide/advanced/custom-search.md';
const QUERIES = '**/1/indexes/*/queries*';

const CONFIG = `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
});
`;

const PAGES = {
  'docs/en/index.md': '# Home\n\nThe home page.\n',
  'docs/en/guide/basic/auto-nav-sidebar.md':
    '# Navbar and sidebar\n\n## Collapsing groups {#collapse}\n\nText.\n',
  'docs/zh/index.md': '# 首页\n\n首页。\n',
};

let site: ScratchBuild;
let noCredentials: ScratchBuild;
let server: RunningServer;
let noCredentialsServer: RunningServer;
let browser: Browser;
let exampleResponse: string;

beforeAll(async () => {
  const theme = await exampleFromPage(PAGE, 'docsearch-component', 'theme/index.tsx');
  const styles = await exampleFromPage(PAGE, 'docsearch-styles', 'theme/docsearch.css');
  exampleResponse = await exampleFromPage(PAGE, 'docsearch-endpoint', 'response');
  // "Import it in theme/index.tsx after @docsearch/css."
  const styled = theme.replace(
    "import '@docsearch/css';",
    "import '@docsearch/css';\nimport './docsearch.css';",
  );
  expect(styled).toContain("import './docsearch.css';");
  [site, noCredentials] = await Promise.all([
    buildScratchSite({
      ...PAGES,
      'rspress.config.ts': CONFIG,
      'theme/index.tsx': styled,
      'theme/docsearch.css': styles,
    }),
    buildScratchSite({
      ...PAGES,
      'rspress.config.ts': CONFIG,
      'theme/index.tsx': theme.replace("const APP_ID = 'docs';", "const APP_ID = '';"),
    }),
  ]);
  expect(site.ok, site.output).toBe(true);
  expect(noCredentials.ok, noCredentials.output).toBe(true);
  [server, noCredentialsServer, browser] = await Promise.all([
    site.preview(),
    noCredentials.preview(),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.remove(), noCredentials?.remove()]);
});

interface Opened {
  tab: Page;
  queries: Request[];
  errors: string[];
}

/**
 * Opens a page whose search endpoint `answer` plays; every query request is recorded. A Chinese
 * page opens in a Chinese browser (the theme's first-visit redirect follows the browser).
 */
async function open(
  path: string,
  answer: (route: Route) => Promise<void>,
  options: { width?: number; origin?: string } = {},
): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    locale: path.startsWith('/zh/') ? 'zh-CN' : 'en-US',
  });
  const tab = await context.newPage();
  const queries: Request[] = [];
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.route(QUERIES, async (route) => {
    queries.push(route.request());
    await answer(route);
  });
  await tab.goto(`${options.origin ?? server.origin}${path}`);
  await waitForHydration(tab);
  return { tab, queries, errors };
}

/** Presses Ctrl+K until DocSearch's modal is open (the shortcut works once effects have run). */
async function openModal(tab: Page, key = 'Control+k'): Promise<void> {
  const input = tab.locator('.DocSearch-Input');
  for (let attempt = 0; attempt < 20; attempt++) {
    await tab.keyboard.press(key);
    try {
      await input.waitFor({ timeout: 1_000 });
      return;
    } catch {
      // Not interactive yet.
    }
  }
  await input.waitFor({ timeout: 1_000 });
}

const withExample = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: exampleResponse });

async function close(opened: Opened): Promise<void> {
  await opened.tab.context().close();
}

describe('the Search component of the page', () => {
  claim(
    [
      'guide/advanced/custom-search#docsearch-component',
      'guide/advanced/custom-search#docsearch-endpoint',
    ],
    'each keystroke sends one POST to the page origin: text/plain JSON, credentials as query parameters, the index of the language, 10-word snippets',
    async () => {
      const opened = await open('/guide/basic/auto-nav-sidebar.html', withExample);
      try {
        await openModal(opened.tab);
        await opened.tab.keyboard.type('sideb', { delay: 80 });
        await expect.poll(() => opened.queries.length).toBeGreaterThanOrEqual(5);
        const last = opened.queries.at(-1) as Request;
        const url = new URL(last.url());
        expect(last.method()).toBe('POST');
        expect(url.origin).toBe(server.origin);
        expect(url.pathname).toBe('/1/indexes/*/queries');
        expect(url.searchParams.get('x-algolia-api-key')).toBe('search-only');
        expect(url.searchParams.get('x-algolia-application-id')).toBe('docs');
        expect(url.searchParams.get('x-algolia-agent')).toBeTruthy();
        expect(last.headers()['content-type']).toMatch(/^text\/plain/);
        const body = JSON.parse(last.postData() ?? '{}');
        expect(body.requests).toHaveLength(1);
        expect(body.requests[0]).toMatchObject({
          query: 'sideb',
          indexName: 'docs_en',
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          clickAnalytics: false,
        });
        expect(body.requests[0].attributesToRetrieve).toContain('hierarchy.lvl0');
        expect(body.requests[0].attributesToSnippet).toContain('content:10');
      } finally {
        await close(opened);
      }
    },
  );

  claim(
    'guide/advanced/custom-search#docsearch-endpoint',
    'on a screen up to 768 pixels wide, snippets are 5 words long',
    async () => {
      const opened = await open('/guide/basic/auto-nav-sidebar.html', withExample, { width: 390 });
      try {
        await opened.tab.locator('.DocSearch-Button').click();
        await opened.tab.locator('.DocSearch-Input').fill('sideb');
        await expect.poll(() => opened.queries.length).toBeGreaterThan(0);
        const body = JSON.parse(opened.queries.at(-1)?.postData() ?? '{}');
        expect(body.requests[0].attributesToSnippet).toContain('content:5');
      } finally {
        await close(opened);
      }
    },
  );

  claim(
    [
      'guide/advanced/custom-search#docsearch-endpoint',
      'guide/advanced/custom-search#docsearch-component',
      'guide/advanced/custom-search#docsearch',
    ],
    "the page's example response shows its hit under its lvl0 group with the snippet's mark; a click opens it through the router, without a reload, and is remembered per index",
    async () => {
      const opened = await open('/index.html', withExample);
      try {
        await opened.tab.evaluate(() => {
          (window as unknown as { kept: boolean }).kept = true;
        });
        await openModal(opened.tab);
        await opened.tab.locator('.DocSearch-Input').fill('sideb');
        const hit = opened.tab.locator('.DocSearch-Hit a').first();
        await hit.waitFor();
        expect(await opened.tab.locator('.DocSearch-Hit-source').first().innerText()).toBe('Guide');
        expect(await hit.innerText()).toContain('Collapsing groups');
        expect(await opened.tab.locator('.DocSearch-Hit mark').first().innerText()).toBe('sideb');
        await hit.click();
        await opened.tab.waitForURL(
          (url) => url.pathname + url.hash === '/guide/basic/auto-nav-sidebar#collapse',
        );
        expect(await opened.tab.locator('.DocSearch-Modal').count()).toBe(0);
        expect(
          await opened.tab.evaluate(() => (window as unknown as { kept?: boolean }).kept),
        ).toBe(true);
        const keys = await opened.tab.evaluate(() => Object.keys(localStorage));
        expect(keys.some((key) => key.includes('docs_en'))).toBe(true);
      } finally {
        await close(opened);
      }
    },
  );

  claim(
    [
      'guide/advanced/custom-search#docsearch-component',
      'guide/advanced/custom-search#docsearch-pitfalls',
    ],
    'the texts follow the language; / opens the modal too and the built-in panel is gone; Escape closes it and it reopens empty; nothing is loaded from another origin',
    async () => {
      const zh = await open('/zh/index.html', withExample);
      try {
        expect(await zh.tab.locator('.DocSearch-Button').getAttribute('aria-label')).toMatch(
          /^搜索/,
        );
        expect(await zh.tab.locator('.DocSearch-Button-Placeholder').innerText()).toBe('搜索');
        await openModal(zh.tab);
        expect(await zh.tab.locator('.DocSearch-Input').getAttribute('placeholder')).toBe(
          '搜索文档',
        );
        await zh.tab.locator('.DocSearch-Input').fill('侧边栏');
        await expect.poll(() => zh.queries.length).toBeGreaterThan(0);
        expect(JSON.parse(zh.queries.at(-1)?.postData() ?? '{}').requests[0].indexName).toBe(
          'docs_zh',
        );
      } finally {
        await close(zh);
      }

      const opened = await open('/index.html', withExample);
      const foreign: string[] = [];
      opened.tab.on('request', (request) => {
        if (!request.url().startsWith(server.origin)) foreign.push(request.url());
      });
      try {
        expect(await opened.tab.locator('.rp-search-button').count()).toBe(0);
        await openModal(opened.tab, '/');
        expect(await opened.tab.locator('.DocSearch-Input').getAttribute('placeholder')).toBe(
          'Search docs',
        );
        await opened.tab.locator('.DocSearch-Input').fill('sideb');
        await opened.tab.locator('.DocSearch-Hit').first().waitFor();
        await opened.tab.keyboard.press('Escape');
        await opened.tab.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
        await openModal(opened.tab);
        expect(await opened.tab.locator('.DocSearch-Input').inputValue()).toBe('');
        expect(await opened.tab.locator('.rp-search-panel__input').count()).toBe(0);
        expect(foreign).toEqual([]);
      } finally {
        await close(opened);
      }
    },
  );
});

describe('pitfalls', () => {
  claim(
    'guide/advanced/custom-search#docsearch-pitfalls',
    'an answer slower than the timeout, or a 5xx, shows "No results for" and puts the host aside in localStorage; a 4xx is not retried',
    async () => {
      for (const [name, answer] of [
        [
          'slow',
          async (route: Route) => {
            await new Promise((resolve) => setTimeout(resolve, 3_000));
            await withExample(route).catch(() => {});
          },
        ],
        [
          '5xx',
          (route: Route) => route.fulfill({ status: 503, body: '{"message":"down","status":503}' }),
        ],
      ] as const) {
        const opened = await open('/index.html', answer);
        try {
          await openModal(opened.tab);
          await opened.tab.locator('.DocSearch-Input').fill('sideb');
          await opened.tab
            .locator('.DocSearch-NoResults, .DocSearch-ErrorScreen')
            .first()
            .waitFor({ timeout: 15_000 });
          expect(await opened.tab.locator('.DocSearch-Title').first().innerText(), name).toContain(
            'No results for',
          );
          const stored = await opened.tab.evaluate(() =>
            localStorage.getItem('algolia-client-js-5.19.0-docs'),
          );
          expect(stored, name).toContain(new URL(server.origin).host);
        } finally {
          await close(opened);
        }
      }
      const refused = await open('/index.html', (route) =>
        route.fulfill({ status: 400, body: '{"message":"bad request","status":400}' }),
      );
      try {
        await openModal(refused.tab);
        await refused.tab.locator('.DocSearch-Input').fill('s');
        await refused.tab.waitForTimeout(1_500);
        expect(refused.queries).toHaveLength(1);
      } finally {
        await close(refused);
      }
    },
    120_000,
  );

  claim(
    'guide/advanced/custom-search#docsearch-pitfalls',
    'with an empty appId, opening the modal throws "`appId` is missing." and takes the page down',
    async () => {
      const opened = await open('/index.html', withExample, { origin: noCredentialsServer.origin });
      try {
        expect(await opened.tab.locator('.rspress-doc').count()).toBeGreaterThan(0);
        await opened.tab.locator('.DocSearch-Button').click();
        await expect.poll(() => opened.errors.join('\n')).toContain('`appId` is missing.');
        await expect.poll(() => opened.tab.locator('.rspress-doc').count()).toBe(0);
      } finally {
        await close(opened);
      }
    },
  );
});

claim(
  'guide/advanced/custom-search#docsearch-styles',
  "the modal takes the theme's colours: the brand colour, and the dark backgrounds under html.rp-dark",
  async () => {
    const read = async (dark: boolean) => {
      const context = await browser.newContext({ colorScheme: dark ? 'dark' : 'light' });
      const tab = await context.newPage();
      await tab.route(QUERIES, withExample);
      try {
        await tab.goto(`${server.origin}/index.html`);
        await waitForHydration(tab);
        return await tab.evaluate(() => {
          const style = getComputedStyle(document.documentElement);
          const read = (name: string) => style.getPropertyValue(name).trim();
          return {
            primary: read('--docsearch-primary-color'),
            brand: read('--rp-c-brand'),
            modal: read('--docsearch-modal-background'),
            softBg: read('--rp-c-bg-soft'),
          };
        });
      } finally {
        await context.close();
      }
    };
    const light = await read(false);
    expect(light.primary).toBe(light.brand);
    const dark = await read(true);
    expect(dark.primary).toBe(dark.brand);
    expect(dark.modal).toBe(dark.softBg);
    expect(light.modal).not.toBe(light.softBg);
  },
);

claim(
  'guide/advanced/custom-search#docsearch-install',
  'the versions the install command names are the ones installed with the site',
  async () => {
    const [install] = (await codeBlocksUnder(PAGE, 'docsearch-install')).map(
      (block) => block.value,
    );
    const pinned = [...(install ?? '').matchAll(/(@?[a-z/-]+)@(\d+\.\d+\.\d+)/g)];
    expect(pinned).toHaveLength(3);
    for (const [, name, version] of pinned) {
      const manifest = await readFile(
        path.join(site.dir, 'node_modules', name as string, 'package.json'),
        'utf8',
      );
      expect((JSON.parse(manifest) as { version: string }).version, name).toBe(version);
    }
  },
);
