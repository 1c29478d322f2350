/**
 * A two-language scratch site (English by default, Chinese under /zh/) with a navbar per language in
 * `themeConfig.locales`, `themeConfig.localeRedirect: 'never'`, `darkMode: 'force-dark'` and
 * `search: false`: what each language's pages link to, what a Chinese-speaking reader's browser does
 * at `/`, the fixed colour mode, and what the search still does when it is "off".
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from './html.ts';

const SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Bilingual',
  lang: 'en',
  search: false,
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    darkMode: 'force-dark',
    localeRedirect: 'never',
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/start' }] },
      { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/guide/start' }] },
    ],
  },
});
`,
  'docs/en/index.md':
    '---\npageType: home\nhero:\n  name: Home\n  actions:\n    - theme: brand\n      text: Start\n      link: /guide/start\n---\n',
  'docs/zh/index.md':
    '---\npageType: home\nhero:\n  name: 首页\n  actions:\n    - theme: brand\n      text: 开始\n      link: /guide/start\n---\n',
  'docs/en/guide/start.md':
    '# Start page\n\nBODYWORDEN in the text.\n\n## Section heading {#section}\n\nText.\n',
  'docs/zh/guide/start.md': '# 开始\n\nBODYWORDZH 正文。\n\n## 小节 {#section}\n\n正文。\n',
};

let site: ScratchBuild;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = await buildScratchSite(SITE);
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

describe('languages', () => {
  claim(
    'api/config/config-theme#locales',
    'each language shows the nav of its locales entry, with the language prefix added to its links',
    async () => {
      const nav = (doc: Document) =>
        [...doc.querySelectorAll('.rp-nav-menu--right > .rp-nav-menu__item > a')].map((link) => [
          textOf(link),
          link.getAttribute('href'),
        ]);
      expect(nav(await page('guide/start.html'))).toEqual([['Guide', '/guide/start.html']]);
      expect(nav(await page('zh/guide/start.html'))).toEqual([['指南', '/zh/guide/start.html']]);
    },
  );

  claim(
    'guide/default-theme/navbar#logo',
    'without logo or logoText the title is the site title, linking to / in the default language and /zh/ in the other',
    async () => {
      const title = (doc: Document) => doc.querySelector('.rp-nav__title a');
      expect(textOf(title(await page('guide/start.html')))).toBe('Bilingual');
      expect(title(await page('guide/start.html'))?.getAttribute('href')).toBe('/');
      expect(title(await page('zh/guide/start.html'))?.getAttribute('href')).toBe('/zh/');
    },
  );

  claim(
    ['guide/default-theme/home-page#hero', 'guide/default-theme/home-page#per-language'],
    'each language has its own home page; a hero of a name and a button draws those and nothing of the fields left out',
    async () => {
      for (const [file, name, button] of [
        ['index.html', 'Home', 'Start'],
        ['zh/index.html', '首页', '开始'],
      ] as const) {
        const doc = await page(file);
        expect(textOf(doc.querySelector('.rp-home-hero__title')), file).toBe(name);
        expect(textOf(doc.querySelector('.rp-button--brand')), file).toBe(button);
        for (const part of [
          '.rp-home-hero__badge',
          '.rp-home-hero__subtitle',
          '.rp-home-hero__tagline',
          '.rp-home-hero__image',
          '.rp-button--alt',
          '.rp-home-feature__title',
        ]) {
          expect(doc.querySelector(part)?.outerHTML ?? null, `${file} ${part}`).toBeNull();
        }
      }
    },
  );

  claim(
    'guide/default-theme/home-page#hero-actions',
    'front matter links get no language prefix',
    async () => {
      expect(
        (await page('zh/index.html')).querySelector('.rp-button--brand')?.getAttribute('href'),
      ).toBe('/guide/start');
    },
  );

  claim(
    'api/config/config-theme#localeredirect',
    "localeRedirect: 'never' keeps a Chinese browser on /",
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/`, { locale: 'zh-CN' });
      try {
        await tab.waitForTimeout(1000);
        expect(['/', '/index.html']).toContain(new URL(tab.url()).pathname);
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('colour mode and search', () => {
  claim(
    ['api/config/config-theme#darkmode', 'guide/default-theme/navbar#appearance'],
    'force-dark: dark on a light system, no switch, nothing remembered',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/start.html`, {
        colorScheme: 'light',
        viewport: { width: 1440, height: 900 },
      });
      try {
        expect(await tab.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          true,
        );
        expect(await tab.locator('.rp-switch-appearance:visible').count()).toBe(0);
        expect(await tab.evaluate(() => Object.keys(localStorage))).not.toContain(
          'rspress-theme-appearance',
        );
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/advanced/custom-search#disable-search', 'guide/advanced/custom-search#search-options'],
    'search: false still writes an index per language with titles and headings but no text, and the button stays',
    async () => {
      const files = await readdir(path.join(site.dir, 'doc_build', 'static'));
      const indexes = files.filter((file) => file.startsWith('search_index.'));
      expect(indexes.map((file) => file.split('.')[1]).sort()).toEqual(['en', 'zh']);
      const en = await site.read(`static/${indexes.find((file) => file.includes('.en.'))}`);
      const records = JSON.parse(en) as {
        title: string;
        content: string;
        toc: { text: string }[];
      }[];
      const start = records.find((record) => record.title === 'Start page');
      expect(start?.toc.map((heading) => heading.text)).toEqual(['Section heading']);
      expect(records.every((record) => record.content === '')).toBe(true);
      expect((await page('guide/start.html')).querySelector('.rp-search-button')).not.toBeNull();
      expect(textsOf(await page('guide/start.html'), '.rp-search-button__word')).toEqual([
        'Search',
      ]);
    },
  );
});
