/**
 * The Algolia plugin page, executed: what the config plugin does to the site (search off, the
 * verification tag), and, in Chromium, the DocSearch box of the page's bilingual example: the
 * button in the navbar, the index and the texts of each language, the preconnection, what becomes
 * of the hits. Algolia itself is not reached: the browser answers the search requests with hits of
 * our own, shaped as Algolia answers them. The crawler that fills an index is a hosted service and
 * is not run here.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  rootDir,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml } from '../theme/html.ts';
import { answerAlgolia, searchDocSearch } from './algoliaAnswer.ts';

const PAGE = 'plugin/official-plugins/algolia.md';
const ALGOLIA_HOST = 'https://your_app_id-dsn.algolia.net';

function pages(lang: 'en' | 'zh'): Record<string, string> {
  const prefix = `docs/${lang}`;
  return {
    [`${prefix}/index.md`]: lang === 'en' ? '# Home\n\nThe home page.\n' : '# 首页\n\n首页。\n',
    [`${prefix}/guide/start.md`]:
      lang === 'en'
        ? '# Start\n\nA sentence only the body has: quokka.\n\n## Install {#install}\n\nInstall it.\n'
        : '# 开始\n\n正文。\n\n## 安装 {#install}\n\n安装。\n',
  };
}

describe('sites with the Algolia plugin', () => {
  let example: ScratchBuild;
  let plain: ScratchBuild;
  let server: RunningServer;
  let plainServer: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const [theme, config] = await Promise.all([
      exampleFromPage(PAGE, 'example', 'theme/index.tsx'),
      exampleFromPage(PAGE, 'example', 'rspress.config.ts'),
    ]);
    [example, plain] = await Promise.all([
      buildScratchSite({
        'rspress.config.ts': config,
        'theme/index.tsx': theme,
        ...pages('en'),
        ...pages('zh'),
      }),
      buildScratchSite({
        'rspress.config.ts': await exampleFromPage(PAGE, 'register', 'rspress.config.ts'),
        'docs/index.md': '# Home\n\nThe home page.\n',
        'docs/guide/start.md':
          '# Start\n\nA sentence only the body has: quokka.\n\nA second paragraph: wombat.\n\n## Install {#install}\n\nInstall it.\n',
      }),
    ]);
    expect(example.ok, example.output).toBe(true);
    expect(plain.ok, plain.output).toBe(true);
    [server, plainServer, browser] = await Promise.all([
      example.preview(),
      plain.preview(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([example, plain].map((site) => site?.remove()));
  });

  /**
   * Opens `route` with the Algolia host answered by the browser: each search request is recorded
   * and answered with `count` hits pointing at `hitUrl`.
   */
  async function openWithAlgolia(
    route: string,
    count: number,
    hitUrl: string,
  ): Promise<{ tab: Page; requests: { url: string; indexes: string[] }[] }> {
    const requests: { url: string; indexes: string[] }[] = [];
    // A reader whose browser speaks the page's language: Rspress sends the others to theirs.
    const tab = await openHydrated(browser, `${server.origin}${route}`, {
      viewport: { width: 1280, height: 800 },
      locale: route.startsWith('/zh/') ? 'zh-CN' : 'en-US',
    });
    await answerAlgolia(tab, count, hitUrl, (route, body) => {
      const parsed = JSON.parse(body) as { requests?: { indexName: string }[] };
      requests.push({
        url: route.request().url(),
        indexes: (parsed.requests ?? []).map((request) => request.indexName),
      });
    });
    return { tab, requests };
  }

  claim(
    ['plugin/official-plugins/algolia#register', 'plugin/official-plugins/overview#algolia'],
    'pluginAlgolia() sets search to false: the navbar keeps the built-in search button, and its index holds titles and headings, not the text',
    async () => {
      const tab = await openHydrated(browser, `${plainServer.origin}/`);
      try {
        await tab.locator('.rp-search-button').click();
        const input = tab.getByRole('textbox').or(tab.locator('.rp-search-panel input')).first();
        const found = async (query: string) => {
          await input.fill(query);
          const results = tab.locator('[class*="search-panel"]').first();
          await expect.poll(async () => (await results.innerText()).includes(query)).toBe(true);
          return !(await results.innerText()).includes('No matching results');
        };
        expect(await found('Install')).toBe(true);
        expect(await found('Start')).toBe(true);
        expect(await found('quokka')).toBe(false);
        expect(await found('wombat')).toBe(false);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/algolia#plugin-options',
      'plugin/official-plugins/algolia#verificationcontent',
      'plugin/official-plugins/algolia#example',
    ],
    'verificationContent puts the algolia-site-verification meta tag in the head of every page; without it there is none',
    async () => {
      for (const file of ['index.html', 'guide/start.html', 'zh/guide/start.html']) {
        const meta = parseHtml(await example.read(file)).head.querySelector(
          'meta[name="algolia-site-verification"]',
        );
        expect(meta?.getAttribute('content'), file).toBe('ABC123');
      }
      expect(await plain.read('guide/start.html')).not.toContain('algolia-site-verification');
    },
  );

  claim(
    [
      'plugin/official-plugins/algolia#theme',
      'plugin/official-plugins/algolia#example',
      'plugin/official-plugins/algolia#docsearchprops',
      'plugin/official-plugins/algolia#locales',
      'plugin/official-plugins/overview#algolia',
    ],
    'the theme’s Search is the navbar’s: the DocSearch button opens the modal, which asks the index of the page’s language; Chinese texts with ZH_LOCALES on Chinese pages, English ones elsewhere',
    async () => {
      const english = await openWithAlgolia('/guide/start', 1, '/guide/start');
      try {
        await searchDocSearch(english.tab, 'install');
        await expect.poll(() => english.requests.length).toBeGreaterThan(0);
        expect(english.requests.at(-1)?.url.startsWith(ALGOLIA_HOST)).toBe(true);
        expect(english.requests.at(-1)?.indexes).toEqual(['my_docs_en']);
        const placeholder = await english.tab
          .locator('.DocSearch-Input')
          .getAttribute('placeholder');
        expect(placeholder).toMatch(/^Search/);
      } finally {
        await english.tab.context().close();
      }
      const chinese = await openWithAlgolia('/zh/guide/start', 1, '/zh/guide/start');
      try {
        const button = await chinese.tab.locator('.DocSearch-Button').first().innerText();
        expect(button).toMatch(/[\u4e00-\u9fff]/);
        await searchDocSearch(chinese.tab, 'install');
        await expect.poll(() => chinese.requests.length).toBeGreaterThan(0);
        expect(chinese.requests.at(-1)?.indexes).toEqual(['my_docs_zh']);
        const placeholder = await chinese.tab
          .locator('.DocSearch-Input')
          .getAttribute('placeholder');
        expect(placeholder).toMatch(/[\u4e00-\u9fff]/);
      } finally {
        await chinese.tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/algolia#docsearchprops',
    'presets: hits point to this site whatever origin the crawler indexed, at most 20 per group, and choosing one navigates without reloading the page',
    async () => {
      const { tab } = await openWithAlgolia('/', 25, 'https://crawled.example.com/guide/start');
      try {
        await tab.evaluate(() => {
          (window as unknown as { marker: string }).marker = 'same document';
        });
        await searchDocSearch(tab, 'install');
        const hits = tab.locator('.DocSearch-Hit a');
        await expect.poll(() => hits.count()).toBe(20);
        const href = await hits.first().getAttribute('href');
        expect(href).toMatch(/^\/guide\/start(\.html)?#install$/);
        await hits.first().click();
        await tab.waitForURL(/\/guide\/start(\.html)?#install$/);
        expect(await tab.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
          'same document',
        );
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/algolia#docsearchprops',
    'a preconnection to https://<appId>-dsn.algolia.net is opened',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/start`);
      try {
        const hrefs = await tab
          .locator('link[rel="preconnect"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs.map((href) => href?.toLowerCase())).toContain(ALGOLIA_HOST);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['plugin/official-plugins/algolia#locales', 'plugin/official-plugins/algolia#search-props'],
    'the runtime entry exports Search and the Chinese, Russian and Tamil sets keyed zh, ru and ta',
    async () => {
      // The runtime entry imports a stylesheet, which Node cannot load: its module of texts is read
      // on its own, and the entry's declarations say what it exports.
      const runtimeDir = path.join(
        rootDir,
        'node_modules',
        '@rspress',
        'plugin-algolia',
        'dist',
        'runtime',
      );
      const declarations = await readFile(path.join(runtimeDir, 'index.d.ts'), 'utf8');
      for (const name of ['Search', 'SearchProps', 'ZH_LOCALES', 'RU_LOCALES', 'TA_LOCALES']) {
        expect(declarations).toMatch(new RegExp(`\\b${name}\\b`));
      }
      const locales = (await import(
        pathToFileURL(path.join(runtimeDir, 'locales.js')).href
      )) as Record<string, Record<string, { placeholder: string; translations: unknown }>>;
      expect(Object.keys(locales.ZH_LOCALES ?? {})).toEqual(['zh']);
      expect(Object.keys(locales.RU_LOCALES ?? {})).toEqual(['ru']);
      expect(Object.keys(locales.TA_LOCALES ?? {})).toEqual(['ta']);
      expect(locales.ZH_LOCALES?.zh?.placeholder).toMatch(/[\u4e00-\u9fff]/);
    },
  );
});
