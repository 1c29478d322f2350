/**
 * A site in two languages and two versions, as Basic config (`lang`, `locales`, `multiVersion`,
 * `languageParity`), Internationalisation and Multiple versions describe it: the URLs of each
 * language and version, titles and descriptions per language, prefixes added to links, the two
 * switchers in Chromium, and the builds these pages say fail.
 */
import { readdir } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const CONFIG = `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'Acme Docs', description: 'Documentation of Acme' },
    { lang: 'zh', label: '简体中文', title: 'Acme 文档', description: 'Acme 的文档' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
});
`;

/** Shows what the runtime says about the page, and a text of i18n.json with a placeholder. */
const THEME = `import { useI18n, useLang, useVersion } from '@rspress/core/runtime';
import { Layout as BasicLayout } from '@rspress/core/theme-original';

function Probe() {
  const t = useI18n<{ supportText: Record<string, string> }>();
  return (
    <p id="probe">
      {useVersion()}|{useLang()}|{t('supportText', { channel: 'Discord' })}
    </p>
  );
}

export function Layout() {
  return <BasicLayout beforeDocContent={<Probe />} />;
}

export * from '@rspress/core/theme-original';
`;

const home = (name: string) => `---\npageType: home\nhero:\n  name: ${name}\n---\n`;

function versionFiles(version: 'v1' | 'v2'): Record<string, string> {
  const files: Record<string, string> = {
    [`docs/${version}/en/index.md`]: home(`Home ${version}`),
    [`docs/${version}/zh/index.md`]: home(`首页 ${version}`),
    [`docs/${version}/en/_nav.json`]: JSON.stringify([{ text: 'Guide', link: '/guide/start' }]),
    [`docs/${version}/zh/_nav.json`]: JSON.stringify([
      { text: '指南', link: '/guide/start' },
      { text: '更新日志', link: 'https://example.com/changelog' },
    ]),
    [`docs/${version}/en/guide/start.md`]: `# Start\n\nStart of ${version}.\n\n[Install](/guide/install)\n`,
    [`docs/${version}/zh/guide/start.md`]: `# 开始\n\n## 部分 {#part}\n\n${version} 的开始。\n\n[安装](/guide/install)\n`,
    [`docs/${version}/en/guide/install.md`]: `# Install\n\nInstall ${version}.\n`,
    [`docs/${version}/zh/guide/install.md`]: `# 安装\n\n安装 ${version}。\n`,
  };
  return files;
}

const SITE = {
  'rspress.config.ts': CONFIG,
  'theme/index.tsx': THEME,
  // No Chinese text for supportText: the English one is used, with a warning.
  'i18n.json': JSON.stringify({ supportText: { en: 'Questions? Ask on {{channel}}.' } }),
  ...versionFiles('v1'),
  ...versionFiles('v2'),
  // Only in v2, only in English: no languageParity, so no check.
  'docs/v2/en/guide/new.md': '# New\n\nAdded in v2.\n',
  'docs/v1/en/guide/old.md': '# Old\n\n[New in v2](/v2/guide/new)\n',
};

/** The navbar's title link of a built page. */
function navTitleLink(html: string): string {
  return /<a[^>]*class="rp-nav__title__link[^"]*"[\s\S]*?<\/a>/.exec(html)?.[0] ?? '';
}

/** Wide enough for the navbar to show its switchers rather than fold them into a menu. */
const WIDE = { viewport: { width: 1440, height: 900 } };

/** The HTML without React's text separators (\`<!-- -->\`). */
function text(html: string): string {
  return html.replaceAll('<!-- -->', '');
}

function titleOf(html: string): string | undefined {
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
}

describe('a site in English and Chinese, in versions v1 and v2 (default v2)', () => {
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

  claim(
    [
      'api/config/config-basic#lang',
      'api/config/config-basic#multiversion',
      'guide/default-theme/multi-version#urls',
      'guide/default-theme/i18n#how-it-works',
      'guide/basic/conventional-route#prefixes',
    ],
    'the default language and version have no prefix; the others come first the version, then the language',
    async () => {
      const pages = {
        'guide/start.html': ['en', 'Start of v2.'],
        'zh/guide/start.html': ['zh', 'v2 的开始。'],
        'v1/guide/start.html': ['en', 'Start of v1.'],
        'v1/zh/guide/start.html': ['zh', 'v1 的开始。'],
      };
      for (const [file, [lang, text]] of Object.entries(pages)) {
        const html = await site.read(file);
        expect(html, file).toContain(`<html lang="${lang}"`);
        expect(html, file).toContain(text);
      }
    },
  );

  claim(
    'guide/default-theme/multi-version#when',
    'a page exists once per version: only the versions whose folder holds it have it, each with its own text',
    async () => {
      expect(site.has('guide/new.html')).toBe(true);
      expect(site.has('v1/guide/new.html')).toBe(false);
      expect(site.has('v1/guide/old.html')).toBe(true);
      expect(site.has('guide/old.html')).toBe(false);
      expect(await site.read('guide/start.html')).not.toContain('Start of v1.');
      expect(await site.read('v1/guide/start.html')).not.toContain('Start of v2.');
    },
  );

  claim(
    ['api/config/config-basic#locales', 'guide/default-theme/i18n#config'],
    "without a top-level title and description, a language's HTML title, description and navbar title are its locale's",
    async () => {
      const zh = await site.read('zh/guide/start.html');
      expect(titleOf(zh)).toBe('开始 - Acme 文档');
      expect(zh).toContain('<meta name="description" content="Acme 的文档"');
      expect(navTitleLink(zh)).toContain('Acme 文档');
      expect(navTitleLink(await site.read('guide/start.html'))).toContain('Acme Docs');
    },
  );

  claim(
    [
      'guide/default-theme/i18n#links',
      'guide/default-theme/multi-version#links',
      'api/config/config-build#markdown-link',
    ],
    'a root-relative Markdown link gets the language and version prefixes of its file',
    async () => {
      expect(await site.read('zh/guide/start.html')).toMatch(
        /href="\/zh\/guide\/install(\.html)?"/,
      );
      expect(await site.read('v1/zh/guide/start.html')).toMatch(
        /href="\/v1\/zh\/guide\/install(\.html)?"/,
      );
      expect(await site.read('v1/guide/start.html')).toMatch(
        /href="\/v1\/guide\/install(\.html)?"/,
      );
    },
  );

  claim(
    'guide/default-theme/multi-version#links',
    "a link to the default version from an older one is written with the default version's prefix",
    async () => {
      expect(await site.read('v1/guide/old.html')).toMatch(/href="\/(v2\/)?guide\/new(\.html)?"/);
      const tab = await openHydrated(browser, `${server.origin}/v1/guide/old`);
      try {
        await tab.getByRole('link', { name: 'New in v2' }).click();
        await tab.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('New'));
        expect(await tab.locator('.rspress-doc').textContent()).toContain('Added in v2.');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'guide/default-theme/multi-version#nav-sidebar',
      'guide/default-theme/i18n#per-language-files',
      'guide/default-theme/navbar#nav-json',
      'guide/basic/auto-nav-sidebar#languages',
    ],
    '_nav.json links get the version and language prefixes of their folder; external links stay as written',
    async () => {
      const html = await site.read('v1/zh/guide/start.html');
      const nav = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      expect(nav).toMatch(/href="\/v1\/zh\/guide\/start(\.html)?"/);
      expect(nav).toContain('href="https://example.com/changelog"');
    },
  );

  claim(
    'guide/default-theme/multi-version#version-switcher',
    'the logo leads to the home page of the default version in the current language',
    async () => {
      expect(navTitleLink(await site.read('v1/zh/guide/start.html'))).toMatch(
        /href="\/zh\/(index(\.html)?)?"/,
      );
    },
  );

  claim(
    ['guide/default-theme/multi-version#version-switcher', 'api/config/config-basic#multiversion'],
    'the version switcher shows the version read, lists the versions in order and opens the same page in the other version, in the same language',
    async () => {
      // A Chinese browser, so that the first visit of a Chinese page is not redirected.
      const tab = await openHydrated(browser, `${server.origin}/v1/zh/guide/start`, {
        ...WIDE,
        locale: 'zh-CN',
      });
      try {
        await tab
          .locator('.rp-nav__menus .rp-nav-menu__item__container', { hasText: /^v1$/ })
          .hover();
        const entries = tab.locator('.rp-nav__menus').getByRole('link', { name: /^v[12]$/ });
        expect(await entries.allTextContents()).toEqual(['v1', 'v2']);
        await entries.filter({ hasText: 'v2' }).click();
        await tab.waitForURL((url) => url.pathname.replace(/\.html$/, '') === '/zh/guide/start');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/i18n#language-switcher', 'api/config/config-basic#locales'],
    'the language switcher lists the labels, keeps the query string, and links carry hreflang and rel=alternate',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/install?from=switcher`, WIDE);
      try {
        await tab
          .locator('.rp-nav__menus .rp-nav-menu__item__container', { hasText: /^English$/ })
          .hover();
        const zh = tab.locator('.rp-nav__menus').getByRole('link', { name: '简体中文' });
        expect(await zh.getAttribute('hreflang')).toBe('zh');
        expect(await zh.getAttribute('rel')).toBe('alternate');
        await zh.click();
        await tab.waitForURL((url) => url.pathname.replace(/\.html$/, '') === '/zh/guide/install');
        expect(new URL(tab.url()).search).toBe('?from=switcher');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'api/config/config-build#route-localeredirect',
      'guide/default-theme/i18n#locale-redirect',
      'guide/basic/conventional-route#other-route-options',
    ],
    "by default the first visit goes to the page in the browser's language, once, and never for a crawler",
    async () => {
      const path = (url: string) => new URL(url).pathname.replace(/\.html$/, '');
      const tab = await openHydrated(browser, `${server.origin}/guide/install`, {
        locale: 'zh-CN',
      });
      try {
        await tab.waitForURL((url) => path(url.href) === '/zh/guide/install');
        await tab.goto(`${server.origin}/guide/install`);
        await tab.waitForLoadState('load');
        expect(path(tab.url())).toBe('/guide/install');
      } finally {
        await tab.context().close();
      }
      const crawler = await openHydrated(browser, `${server.origin}/guide/install`, {
        locale: 'zh-CN',
        userAgent: 'Mozilla/5.0 (compatible; Examplebot/1.0)',
      });
      try {
        expect(path(crawler.url())).toBe('/guide/install');
      } finally {
        await crawler.context().close();
      }
    },
  );

  claim(
    ['guide/default-theme/i18n#language-switcher', 'api/config/config-basic#languageparity'],
    'without languageParity a page with no twin builds, and the switcher still links to the missing twin',
    async () => {
      const html = await site.read('guide/new.html');
      expect(html).toContain('Added in v2.');
      expect(site.has('zh/guide/new.html')).toBe(false);
      expect(html).toMatch(/href="\/zh\/guide\/new(\.html)?"[^>]*hrefLang="zh"/);
    },
  );

  claim(
    'guide/default-theme/multi-version#use-version',
    'useVersion returns the version of the page, the default version name on default pages; useLang the language',
    async () => {
      expect(text(await site.read('guide/start.html'))).toMatch(/<p id="probe">v2\|en\|/);
      expect(text(await site.read('v1/zh/guide/start.html'))).toMatch(/<p id="probe">v1\|zh\|/);
    },
  );

  claim(
    [
      'guide/default-theme/i18n#use-i18n',
      'guide/default-theme/i18n#i18n-json',
      'api/config/config-basic#i18nsource',
    ],
    'useI18n fills {{placeholders}}; a text missing for a language falls back to English, with a warning',
    async () => {
      expect(await site.read('guide/start.html')).toContain('Questions? Ask on Discord.');
      expect(await site.read('zh/guide/start.html')).toContain('Questions? Ask on Discord.');
      expect(site.output).toMatch(/supportText/);
    },
  );

  claim(
    [
      'api/config/config-basic#search',
      'guide/default-theme/multi-version#search',
      'guide/default-theme/i18n#search',
    ],
    'one search index per language and version',
    async () => {
      const files = (await readdir(`${site.dir}/doc_build/static`)).filter((file) =>
        file.startsWith('search_index'),
      );
      const indexes = await Promise.all(files.map((file) => site.read(`static/${file}`)));
      expect(files.length, files.join(', ')).toBe(4);
      const holding = (text: string) => indexes.filter((index) => index.includes(text)).length;
      expect(holding('Start of v1.')).toBe(1);
      expect(holding('Start of v2.')).toBe(1);
      expect(holding('v1 的开始')).toBe(1);
      expect(indexes.find((index) => index.includes('Start of v1.'))).not.toContain('Start of v2.');
    },
  );
});

describe('builds the language and version pages say fail', () => {
  claim(
    'guide/default-theme/multi-version#links',
    'a link without prefix from an older version to a page only the default version has is dead',
    async () => {
      const site = await buildScratchSite({
        'rspress.config.ts': `import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } });\n`,
        'docs/v1/index.md': '# v1\n',
        'docs/v2/index.md': '# v2\n',
        'docs/v2/guide/newpage.md': '# New page\n',
        'docs/v1/guide/old.md': '# Old\n\n[New page](/guide/newpage)\n',
      });
      try {
        expect(site.ok).toBe(false);
        expect(site.output).toMatch(/dead link/i);
        expect(site.output).toContain('/v1/guide/newpage');
      } finally {
        await site.remove();
      }
    },
  );

  claim(
    'guide/default-theme/multi-version#config',
    'without default, the version folders are not versions and the links between their pages are dead',
    async () => {
      const site = await buildScratchSite({
        'rspress.config.ts': `import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', multiVersion: { versions: ['v1', 'v2'] } as never });\n`,
        'docs/v1/index.md': '# v1\n',
        'docs/v2/index.md': '# v2\n',
        'docs/v1/guide/start.md': '# Start\n\n[Install](/guide/install)\n',
        'docs/v1/guide/install.md': '# Install\n',
      });
      try {
        expect(site.ok).toBe(false);
        expect(site.output).toMatch(/dead link/i);
      } finally {
        await site.remove();
      }
    },
  );
});
