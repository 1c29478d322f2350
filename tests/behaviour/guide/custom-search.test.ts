/**
 * The built-in search panel of the default theme and its search hooks, as Custom search describes
 * them, in Chromium on three scratch sites: one with the page's complete hooks module and its own
 * search texts, one whose `beforeSearch` rewrites the query (and no texts of its own), and one whose
 * theme replaces `Search`.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { openSearch } from '../../support/builtinSearch.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, waitForHydration } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const PAGE = 'guide/advanced/custom-search.md';

const CONFIG = `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  search: { searchHooks: path.join(import.meta.dirname, 'search-hooks.tsx') },
});
`;

const PAGES: Record<string, string> = {
  'docs/en/index.md': '# Home\n',
  'docs/en/guide/start.md': `# Start

The sidebar lists the pages of the guide.

## Sidebar folding {#fold}

Groups fold and unfold. Боковая панель складывается. サイドバーを折りたたむ。
`,
  'docs/en/guide/other.md': '# Other\n\nNothing here but apples.\n',
  'docs/en/internal/secret.md': '# Secret\n\nThe sidebar of the internal pages.\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/zh/guide/start.md': '# 开始\n\n侧边栏列出指南的页面。\n',
};

/** `beforeSearch` returns another string for `sb` and nothing for any other query. */
const REWRITING_HOOKS = `import type { AfterSearch, BeforeSearch } from '@rspress/core/theme';

export const beforeSearch: BeforeSearch = (query) => (query === 'sb' ? 'sidebar' : undefined);

export const afterSearch: AfterSearch = (query, result) => {
  console.info('after ' + query + ' ' + JSON.stringify(result));
};
`;

const REPLACED_SEARCH = `export * from '@rspress/core/theme-original';

export function Search(props: Record<string, unknown>) {
  return <span className="my-search">{'props: ' + Object.keys(props).length}</span>;
}
`;

let hooked: ScratchBuild;
let rewriting: ScratchBuild;
let replaced: ScratchBuild;
let hookedServer: RunningServer;
let rewritingServer: RunningServer;
let replacedServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const hooks = await exampleFromPage(PAGE, 'hooks-example', 'search-hooks.tsx');
  [hooked, rewriting, replaced] = await Promise.all([
    buildScratchSite({
      ...PAGES,
      'rspress.config.ts': CONFIG,
      'search-hooks.tsx': hooks,
      'i18n.json': JSON.stringify({
        searchPlaceholderText: { en: 'Find a page', zh: '查找页面' },
        searchNoResultsText: { en: 'Nothing found', zh: '一无所获' },
      }),
    }),
    buildScratchSite({
      ...PAGES,
      'rspress.config.ts': CONFIG,
      'search-hooks.tsx': REWRITING_HOOKS,
    }),
    buildScratchSite({
      ...PAGES,
      'rspress.config.ts': CONFIG.replace(/\n {2}search: .*\n/, '\n'),
      'theme/index.tsx': REPLACED_SEARCH,
    }),
  ]);
  for (const site of [hooked, rewriting, replaced]) expect(site.ok, site.output).toBe(true);
  [hookedServer, rewritingServer, replacedServer, browser] = await Promise.all([
    hooked.preview(),
    rewriting.preview(),
    replaced.preview(),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([hooked?.remove(), rewriting?.remove(), replaced?.remove()]);
});

interface Opened {
  tab: Page;
  /** What the page printed to its console. */
  logs: string[];
  /** The paths the page requested, from before it loaded. */
  requested: string[];
}

/**
 * Opens `path` of `server` hydrated, watching its console and requests. A Chinese page opens in a
 * Chinese browser: the default theme sends a first visit to the page of the browser's language.
 */
async function open(server: RunningServer, path: string): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: path.startsWith('/zh/') ? 'zh-CN' : 'en-US',
  });
  const tab = await context.newPage();
  const logs: string[] = [];
  const requested: string[] = [];
  tab.on('console', (message) => logs.push(message.text()));
  tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await tab.goto(`${server.origin}${path}`);
  await waitForHydration(tab);
  return { tab, logs, requested };
}

/** Opens the search panel of `path` with Ctrl+K and types `query`; resolves when the panel settled. */
async function search(server: RunningServer, path: string, query: string): Promise<Opened> {
  const opened = await open(server, path);
  await openSearch(opened.tab);
  await opened.tab.keyboard.type(query);
  await opened.tab
    .locator('.rp-suggest-item, .rp-no-search-result')
    .first()
    .waitFor({ timeout: 10_000 });
  // Results follow the typing after a short pause; let the last keystroke's search land.
  await opened.tab.waitForTimeout(600);
  return opened;
}

/** The links of the results shown (in the selected tab when there are tabs). */
async function resultLinks(tab: Page): Promise<string[]> {
  const tabs = (await tab.locator('.rp-search-panel__tabs').count()) > 0;
  const scope = tabs ? '.rp-tabs__content__item--active ' : '.rp-search-panel__results ';
  return tab
    .locator(`${scope}.rp-suggest-item a`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The groups `afterSearch` of the rewriting hooks logged for `query`. */
async function loggedGroups(
  logs: string[],
  query: string,
): Promise<{ group: string; result: Record<string, unknown>[] }[]> {
  const prefix = `after ${query} `;
  await expect.poll(() => logs.some((line) => line.startsWith(prefix))).toBe(true);
  return JSON.parse((logs.find((line) => line.startsWith(prefix)) ?? '').slice(prefix.length));
}

async function close(...opened: Opened[]): Promise<void> {
  await Promise.all(opened.map(({ tab }) => tab.context().close()));
}

describe('the built-in search panel', () => {
  claim(
    'guide/advanced/custom-search#built-in-search',
    'a page downloads the index of its language as it loads, before the panel is opened; Ctrl+K opens the panel with the focus in its box',
    async () => {
      const zh = await open(rewritingServer, '/zh/guide/start.html');
      try {
        await expect
          .poll(() => zh.requested.filter((file) => file.includes('search_index')).length)
          .toBeGreaterThan(0);
        const indexes = zh.requested.filter((file) => file.includes('search_index'));
        expect(
          indexes.every((file) => /^\/static\/search_index\.zh\.[0-9a-f]+\.json$/.test(file)),
        ).toBe(true);
        expect(await zh.tab.locator('.rp-search-panel__input').count()).toBe(0);
        await openSearch(zh.tab);
        expect(await zh.tab.evaluate(() => document.activeElement?.className)).toBe(
          'rp-search-panel__input',
        );
      } finally {
        await close(zh);
      }
    },
  );

  claim(
    'guide/advanced/custom-search#built-in-search',
    'results show the page title, the heading path and the matching text with the match highlighted; the arrow keys and Enter open one',
    async () => {
      const found = await search(rewritingServer, '/guide/other.html', 'sidebar');
      try {
        const texts = (await found.tab.locator('.rp-suggest-item').allInnerTexts()).join('\n');
        expect(texts).toContain('Start > Sidebar folding');
        expect(texts).toContain('The sidebar lists the pages of the guide.');
        const marks = await found.tab.locator('.rp-suggest-item__mark').allInnerTexts();
        expect(marks.length).toBeGreaterThan(0);
        expect(marks.every((mark) => mark.toLowerCase() === 'sidebar')).toBe(true);
        const hrefs = await resultLinks(found.tab);
        expect(hrefs.length).toBeGreaterThan(1);
        await found.tab.keyboard.press('ArrowDown');
        await found.tab.keyboard.press('Enter');
        await found.tab.waitForURL((url) => url.pathname + url.hash === hrefs[1]);
      } finally {
        await close(found);
      }
    },
  );

  claim(
    'guide/advanced/custom-search#built-in-search',
    'the search finds Chinese, Cyrillic and Japanese words',
    async () => {
      for (const [path, query, expected] of [
        ['/zh/guide/start.html', '侧边栏', '/zh/guide/start'],
        ['/guide/other.html', 'панель', '/guide/start#fold'],
        ['/guide/other.html', 'サイドバー', '/guide/start#fold'],
      ] as const) {
        const found = await search(rewritingServer, path, query);
        try {
          expect(await resultLinks(found.tab), query).toContain(expected);
        } finally {
          await close(found);
        }
      }
    },
  );

  claim(
    'guide/advanced/custom-search#search-texts',
    'the texts of the button and the panel are the defaults of the table in each language, and i18n.json replaces them',
    async () => {
      for (const [server, path, placeholder, cancel, noResults, suggestion] of [
        [
          rewritingServer,
          '/guide/start.html',
          'Search',
          'Cancel',
          'No matching results',
          'Try searching for different keywords',
        ],
        [
          rewritingServer,
          '/zh/guide/start.html',
          '搜索',
          '取消',
          '未找到与之匹配的结果',
          '试试搜索不同关键词',
        ],
        [
          hookedServer,
          '/guide/start.html',
          'Find a page',
          'Cancel',
          'Nothing found',
          'Try searching for different keywords',
        ],
        [
          hookedServer,
          '/zh/guide/start.html',
          '查找页面',
          '取消',
          '一无所获',
          '试试搜索不同关键词',
        ],
      ] as const) {
        const found = await search(server, path, 'qqqzzz');
        const { tab } = found;
        try {
          expect(await tab.locator('.rp-search-button__word').innerText()).toBe(placeholder);
          expect(await tab.locator('.rp-search-panel__input').getAttribute('placeholder')).toBe(
            placeholder,
          );
          expect(await tab.locator('.rp-search-panel__cancel').innerText()).toBe(cancel);
          expect(await tab.locator('.rp-no-search-result__text').innerText()).toContain(noResults);
          expect(await tab.locator('.rp-no-search-result__suggestion').innerText()).toBe(
            suggestion,
          );
        } finally {
          await close(found);
        }
      }
    },
  );
});

describe('search hooks', () => {
  claim(
    ['guide/advanced/custom-search#hooks-example', 'guide/advanced/custom-search#on-search'],
    "the page's hooks module hides the /internal/ pages that the default results hold without it",
    async () => {
      const plain = await search(rewritingServer, '/guide/other.html', 'sidebar');
      const filtered = await search(hookedServer, '/guide/other.html', 'sidebar');
      try {
        expect(await resultLinks(plain.tab)).toContain('/internal/secret');
        const links = await resultLinks(filtered.tab);
        expect(links).toContain('/guide/start');
        expect(links.some((link) => link.startsWith('/internal/'))).toBe(false);
      } finally {
        await close(plain, filtered);
      }
    },
  );

  claim(
    [
      'guide/advanced/custom-search#hooks-example',
      'guide/advanced/custom-search#on-search',
      'guide/advanced/custom-search#render',
    ],
    'a group returned by onSearch is a tab after the site title, drawn by render when selected; without it no tabs',
    async () => {
      const notes = await search(hookedServer, '/guide/other.html', '2.0');
      const none = await search(hookedServer, '/guide/other.html', 'sidebar');
      try {
        const tabs = notes.tab.locator('.rp-search-panel__tabs .rp-tabs__label__item');
        expect(await tabs.allInnerTexts()).toEqual(['Scratch', 'Release notes']);
        await tabs.nth(1).click();
        expect(await notes.tab.locator('.release-note-results li a').allInnerTexts()).toEqual([
          '2.0.22: Search panel fixes',
          '2.0.0: New theme and named theme exports',
        ]);
        expect(await none.tab.locator('.rp-search-panel__tabs').count()).toBe(0);
      } finally {
        await close(notes, none);
      }
    },
  );

  claim(
    [
      'guide/advanced/custom-search#hooks-example',
      'guide/advanced/custom-search#after-search',
      'guide/advanced/custom-search#before-search',
    ],
    'afterSearch sees every group the panel shows, custom ones included, and beforeSearch ran before it',
    async () => {
      const found = await search(hookedServer, '/guide/other.html', '2.0');
      try {
        // No page holds "2.0", two release notes do; the timer beforeSearch started gives a duration.
        await expect
          .poll(() => found.logs.find((line) => line.startsWith('search "2.0"')))
          .toMatch(/^search "2\.0": 2 results in \d+ ms$/);
      } finally {
        await close(found);
      }
    },
  );

  claim(
    [
      'guide/advanced/custom-search#before-search',
      'guide/advanced/custom-search#hooks-module',
      'guide/advanced/custom-search#search-hooks',
    ],
    'a module of two hooks works (every export is optional); a beforeSearch that returns another string leaves the panel without results; one that returns nothing leaves the search as typed',
    async () => {
      const rewritten = await open(rewritingServer, '/guide/other.html');
      try {
        await openSearch(rewritten.tab);
        // One input event: typed key by key, a busy machine can search "s" alone (and show its
        // results) before the "b" arrives.
        await rewritten.tab.locator('.rp-search-panel__input').fill('sb');
        // The search ran with the returned string…
        const groups = await loggedGroups(rewritten.logs, 'sidebar');
        expect(groups[0]?.result.map((item) => item.link)).toContain('/guide/start');
        // …but the panel shows nothing for it: no results, not even the no-results screen.
        await rewritten.tab.waitForTimeout(800);
        expect(await rewritten.tab.locator('.rp-suggest-item, .rp-no-search-result').count()).toBe(
          0,
        );
        await rewritten.tab.locator('.rp-search-panel__input').fill('sidebar');
        await rewritten.tab.locator('.rp-suggest-item').first().waitFor();
        expect(await resultLinks(rewritten.tab)).toContain('/guide/start');
      } finally {
        await close(rewritten);
      }
    },
  );

  claim(
    'guide/advanced/custom-search#on-search',
    'the default results are one group named after the site title; a match carries its type, the page title, the header path, the link, and for text the statement',
    async () => {
      const found = await search(rewritingServer, '/guide/other.html', 'folding');
      try {
        const headers = await loggedGroups(found.logs, 'folding');
        expect(headers.map((group) => group.group)).toEqual(['Scratch']);
        expect(headers[0]?.result).toContainEqual(
          expect.objectContaining({
            type: 'header',
            title: 'Start',
            header: 'Start > Sidebar folding',
            link: '/guide/start#fold',
          }),
        );
        await found.tab.locator('.rp-search-panel__input').fill('unfold');
        const texts = await loggedGroups(found.logs, 'unfold');
        const content = texts[0]?.result.find((item) => item.type === 'content');
        expect(content).toMatchObject({ title: 'Start', link: '/guide/start#fold' });
        expect(String(content?.statement)).toContain('Groups fold and unfold.');
        const types = texts
          .concat(headers)
          .flatMap((group) => group.result.map((item) => item.type));
        expect(types.every((type) => ['title', 'header', 'content'].includes(String(type)))).toBe(
          true,
        );
      } finally {
        await close(found);
      }
    },
  );
});

describe('a theme that replaces Search', () => {
  claim(
    ['guide/advanced/custom-search#replace-search', 'guide/advanced/custom-search#disable-search'],
    "the navbar renders the theme's Search first in its right-hand part, with no props; no built-in button, panel or index download",
    async () => {
      const opened = await open(replacedServer, '/guide/start.html');
      try {
        await opened.tab.waitForLoadState('networkidle');
        const first = opened.tab.locator('.rp-nav__right > :first-child');
        expect(await first.getAttribute('class')).toBe('my-search');
        expect(await first.innerText()).toBe('props: 0');
        expect(await opened.tab.locator('.rp-search-button').count()).toBe(0);
        await opened.tab.keyboard.press('Control+k');
        await opened.tab.waitForTimeout(300);
        expect(await opened.tab.locator('.rp-search-panel__input').count()).toBe(0);
        expect(opened.requested.filter((file) => file.includes('search_index'))).toEqual([]);
      } finally {
        await close(opened);
      }
    },
  );
});
