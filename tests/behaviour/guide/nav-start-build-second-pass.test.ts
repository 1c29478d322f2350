/**
 * Second pass over Auto nav and sidebar, Quick start and Extend the build: the sentences that other
 * claims check only in part — the one sidebar of a site without `_nav.json` (home page included,
 * `public` left out), `dir` groups linked by a page beside the folder or by nothing, empty groups,
 * `.tsx` names in `_meta.json`, custom links and translation keys on a multilingual site, the
 * Quick start's two-language example, and what the dev server does when a page is deleted or the
 * theme is edited.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import { buildScratchSite, exampleFromPage, type ScratchBuild } from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';

const START = 'guide/start/getting-started.mdx';

/** The texts of the sidebar entries and headers of a built page, in order. */
function sidebarTexts(doc: Document): string[] {
  return textsOf(doc, '.rp-doc-layout__sidebar .rp-sidebar-item__left, .rp-sidebar-section-header');
}

function sidebarOf(doc: Document): Element {
  const sidebar = doc.querySelector('.rp-doc-layout__sidebar');
  if (!sidebar) throw new Error('the page has no sidebar');
  return sidebar;
}

let plain: ScratchBuild;
let bilingual: ScratchBuild;

beforeAll(async () => {
  const languagesConfig = await exampleFromPage(START, 'languages', 'rspress.config.ts');
  const texts = JSON.parse(await exampleFromPage(START, 'languages', 'i18n.json')) as Record<
    string,
    { en: string; zh: string }
  >;
  texts.commandsLabel = { en: 'CLI commands', zh: '命令行参考' };
  const languageFiles: Record<string, string> = {};
  for (const lang of ['en', 'zh'] as const) {
    const dir = `docs/${lang}`;
    languageFiles[`${dir}/index.md`] = `# Home ${lang}\n`;
    languageFiles[`${dir}/_nav.json`] = JSON.stringify([
      { text: `Guide ${lang}`, link: '/guide/intro' },
    ]);
    languageFiles[`${dir}/guide/_meta.json`] = JSON.stringify([
      'intro',
      { type: 'custom-link', label: 'commandsLabel', link: '/api/commands' },
    ]);
    languageFiles[`${dir}/guide/intro.md`] =
      `# Intro ${lang}\n\n## First section\n\nText.\n\n## Second section\n\nText.\n`;
    languageFiles[`${dir}/api/commands.md`] = `# Commands ${lang}\n`;
  }
  [plain, bilingual] = await Promise.all([
    buildScratchSite({
      // The Quick start's configuration file, and no _nav.json: one sidebar for the whole site.
      'rspress.config.ts': await exampleFromPage(START, 'config-file', 'rspress.config.ts'),
      'docs/public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      'docs/js-page.js':
        "import { createElement } from 'react';\n\nexport default function JsPage() {\n  return createElement('p', { id: 'js-page' }, 'A JS page');\n}\n",
      'docs/ts-page.ts':
        "import { createElement } from 'react';\n\nexport default function TsPage() {\n  return createElement('p', { id: 'ts-page' }, 'A TS page');\n}\n",
      'docs/index.md': '# Welcome\n',
      'docs/about.md': '# About\n',
      'docs/public/robots.txt': 'User-agent: *\n',
      'docs/public/notes.md': '# Public note\n',
      'docs/api/commands.md': '# Commands\n',
      'docs/guide/_meta.json': JSON.stringify([
        'intro',
        { type: 'dir', name: 'config', label: 'Config group' },
        { type: 'dir', name: 'tools', label: 'Tools group' },
        { type: 'dir', name: 'empty', label: 'Empty group' },
        'widget',
        { type: 'custom-link', label: 'commandsLabel', link: '/api/commands' },
      ]),
      'i18n.json': JSON.stringify({ commandsLabel: { en: 'CLI commands', zh: '命令行参考' } }),
      'docs/guide/intro.md': '# Intro\n',
      // A page with the folder's name, beside the folder.
      'docs/guide/config.md': '# Config page\n',
      'docs/guide/config/basic.md': '# Basic\n',
      'docs/guide/config/advanced.md': '# Advanced\n',
      // The index listed explicitly.
      'docs/guide/tools/_meta.json': JSON.stringify(['index', 'hammer']),
      'docs/guide/tools/index.md': '# Tools index\n',
      'docs/guide/tools/hammer.md': '# Hammer\n',
      'docs/guide/empty/_meta.json': '[]\n',
      'docs/guide/widget.tsx':
        'export default function Widget() {\n  return <p id="widget">A widget page</p>;\n}\n',
    }),
    buildScratchSite({
      'rspress.config.ts': languagesConfig,
      'i18n.json': JSON.stringify(texts),
      ...languageFiles,
    }),
  ]);
  expect(plain.ok, plain.output).toBe(true);
  expect(bilingual.ok, bilingual.output).toBe(true);
}, 300_000);

afterAll(async () => {
  await plain?.remove();
  await bilingual?.remove();
});

describe('a site without _nav.json', () => {
  const page = async (file: string) => parseHtml(await plain.read(file));

  claim(
    'guide/basic/auto-nav-sidebar#sidebar-scope',
    'every page, the home page and top-level pages included, shows the one sidebar built from the root folder',
    async () => {
      const expected = sidebarTexts(await page('guide/intro.html'));
      expect(expected).toEqual(expect.arrayContaining(['Welcome', 'About', 'Commands', 'Intro']));
      for (const file of ['index.html', 'about.html', 'api/commands.html']) {
        expect(sidebarTexts(await page(file)), file).toEqual(expected);
      }
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#default-order',
    'the public folder is left out of the sidebar; a Markdown file in it is not a page',
    async () => {
      const sidebar = sidebarOf(await page('about.html'));
      expect(textOf(sidebar)).not.toMatch(/public|Public note|robots/i);
      expect(plain.has('notes.html')).toBe(false);
      expect(plain.has('public/notes.html')).toBe(false);
      expect(await plain.read('robots.txt')).toContain('User-agent');
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#type-dir',
    'a page beside the folder with its name links the group title and is not repeated; an index listed in the folder’s _meta.json is an ordinary entry and the title links nowhere; an empty group is left out',
    async () => {
      const sidebar = sidebarOf(await page('guide/intro.html'));
      const configLinks = sidebar.querySelectorAll('a[href="/guide/config.html"]');
      expect(configLinks).toHaveLength(1);
      expect(textOf(configLinks[0])).toContain('Config group');
      expect(configLinks[0]?.classList.contains('rp-sidebar-group')).toBe(true);
      const texts = sidebarTexts(await page('guide/intro.html'));
      expect(texts).not.toContain('Config page');
      expect(texts.slice(texts.indexOf('Config group'))).toEqual(
        expect.arrayContaining(['Basic', 'Advanced']),
      );
      const toolsTitle = [...sidebar.querySelectorAll('.rp-sidebar-item__left')].find(
        (element) => textOf(element) === 'Tools group',
      );
      expect(toolsTitle?.closest('a')).toBeNull();
      const at = texts.indexOf('Tools group');
      expect(texts.slice(at + 1, at + 3)).toEqual(['Tools index', 'Hammer']);
      expect(sidebar.querySelectorAll('a[href="/guide/tools/index.html"]')).toHaveLength(1);
      expect(texts).not.toContain('Empty group');
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#collapsing',
    'a dir group without collapsible or collapsed has the folding arrow and starts open on a page outside it',
    async () => {
      const sidebar = sidebarOf(await page('about.html'));
      const group = sidebar.querySelector('a.rp-sidebar-group[href="/guide/config.html"]');
      expect(group?.querySelector('svg')).not.toBeNull();
      expect(group?.nextElementSibling?.getAttribute('style')).toContain('grid-template-rows:1fr');
    },
  );

  claim(
    'guide/start/getting-started#config-file',
    'icon is the favicon and logo the navbar image, both from docs/public; with a logo the navbar shows no title text',
    async () => {
      const doc = await page('about.html');
      expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/logo.svg');
      const header = doc.querySelector('header, .rp-nav');
      expect(header?.querySelector('img[src="/logo.svg"]')).not.toBeNull();
      expect(textOf(header)).not.toContain('My Docs');
      expect(await plain.read('logo.svg')).toContain('<svg');
    },
  );

  claim(
    'guide/start/getting-started#docs-folder',
    'a .js or .ts file under docs that exports a React component is a page',
    async () => {
      expect(await plain.read('js-page.html')).toContain('<p id="js-page">A JS page</p>');
      expect(await plain.read('ts-page.html')).toContain('<p id="ts-page">A TS page</p>');
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#labels',
    'on a single-language site, a label that is an i18n.json key shows the key as written',
    async () => {
      const texts = sidebarTexts(await page('guide/intro.html'));
      expect(texts).toContain('commandsLabel');
      expect(texts).not.toContain('CLI commands');
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#meta-json',
    'a _meta.json name matches a .tsx page file too',
    async () => {
      const sidebar = sidebarOf(await page('guide/intro.html'));
      expect(sidebar.querySelectorAll('a[href="/guide/widget.html"]')).toHaveLength(1);
      expect(await plain.read('guide/widget.html')).toContain('A widget page');
    },
  );
});

describe('the Quick start’s two languages, with _nav.json and _meta.json per language', () => {
  const page = async (file: string) => parseHtml(await bilingual.read(file));

  claim(
    'guide/basic/auto-nav-sidebar#type-custom-link',
    'an internal custom link gets the language prefix of its folder',
    async () => {
      const zh = sidebarOf(await page('zh/guide/intro.html'));
      expect(zh.querySelectorAll('a[href="/zh/api/commands.html"]')).toHaveLength(1);
      const en = sidebarOf(await page('guide/intro.html'));
      expect(en.querySelectorAll('a[href="/api/commands.html"]')).toHaveLength(1);
    },
  );

  claim(
    'guide/basic/auto-nav-sidebar#labels',
    'on a site with locales, a label that is an i18n.json key shows the text of the page’s language',
    async () => {
      expect(sidebarTexts(await page('guide/intro.html'))).toEqual(['Intro en', 'CLI commands']);
      expect(sidebarTexts(await page('zh/guide/intro.html'))).toEqual(['Intro zh', '命令行参考']);
    },
  );

  claim(
    'guide/start/getting-started#languages',
    'docs/en is served without a prefix and docs/zh under /zh/, each with the title of its locale; the outline title of i18n.json shows in each language',
    async () => {
      expect(bilingual.has('guide/intro.html')).toBe(true);
      expect(bilingual.has('en/guide/intro.html')).toBe(false);
      expect(bilingual.has('zh/guide/intro.html')).toBe(true);
      const en = await bilingual.read('guide/intro.html');
      const zh = await bilingual.read('zh/guide/intro.html');
      expect(en).toMatch(/<title>Intro en - My Docs<\/title>/);
      expect(zh).toMatch(/<title>Intro zh - 我的文档<\/title>/);
      expect(zh).toContain('本页目录');
      expect(en).toContain('On this page');
    },
  );
});

describe('a reader of the two languages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  claim(
    'guide/start/getting-started#languages',
    'a language switcher in the navbar leads from an English page to its Chinese twin',
    async () => {
      const server = await bilingual.preview();
      const tab = await openHydrated(browser, `${server.origin}/guide/intro`, {
        viewport: { width: 1440, height: 900 },
      });
      try {
        const switcher = tab.locator('.rp-nav').getByText('English', { exact: true }).first();
        await switcher.hover();
        await tab.locator('.rp-nav').getByRole('link', { name: '简体中文' }).first().click();
        await tab.waitForURL((url) => url.pathname.replace(/\.html$/, '') === '/zh/guide/intro');
        await expect.poll(() => tab.locator('h1').first().innerText()).toContain('Intro zh');
      } finally {
        await tab.context().close();
        await server.stop();
      }
    },
  );
});

describe('the dev server of the Quick start', () => {
  let site: ScratchBuild;
  let browser: Browser;
  beforeAll(async () => {
    const theme = await exampleFromPage(START, 'theme-folder', 'theme/index.tsx');
    [site, browser] = await Promise.all([
      buildScratchSite(
        {
          'rspress.config.ts': "export default { root: 'docs', title: 'Dev' };\n",
          'docs/index.md': '# Home\n',
          'docs/guide/a.md': '# Page A\n\nText of A.\n',
          'docs/guide/b.md': '# Page B\n\nText of B.\n',
          'theme/index.tsx': theme,
        },
        { build: false },
      ),
      launchChromium(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  claim(
    ['guide/start/getting-started#dev-server', 'api/commands#dev'],
    'a saved theme file shows in the open page by itself, by reloading it; a deleted page leaves the sidebar and its address shows the 404 page',
    async () => {
      const dev = await site.dev();
      const tab = await openHydrated(browser, `${dev.origin}/guide/a`);
      try {
        await expect
          .poll(() => tab.locator('body').innerText(), { timeout: 60_000 })
          .toContain('Found a mistake? Open an issue.');
        await tab.evaluate(() => {
          (window as unknown as { marker?: string }).marker = 'before the edit';
        });
        const theme = await exampleFromPage(START, 'theme-folder', 'theme/index.tsx');
        await site.write(
          'theme/index.tsx',
          theme.replace('Found a mistake? Open an issue.', 'Edited theme line.'),
        );
        // The page updates by itself: nothing here reloads it. The theme's entry re-exports the
        // whole default theme, so the dev server reloads the page (the marker is gone), where an
        // edit of a component a page imports is swapped in place (config-commands-pages.test.ts).
        await tab.waitForFunction(
          () => document.body.textContent?.includes('Edited theme line.'),
          undefined,
          { timeout: 60_000 },
        );
        expect(await tab.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
          undefined,
        );

        expect(await tab.locator('.rp-doc-layout__sidebar').innerText()).toContain('Page B');
        await rm(path.join(site.dir, 'docs/guide/b.md'));
        await expect
          .poll(
            async () => {
              await tab.goto(`${dev.origin}/guide/a`).catch(() => undefined);
              return (
                (await tab
                  .locator('.rp-doc-layout__sidebar')
                  .textContent({ timeout: 5_000 })
                  .catch(() => 'unread')) ?? 'unread'
              );
            },
            { timeout: 90_000, interval: 2_000 },
          )
          .toMatch(/^(?![\s\S]*Page B)(?![\s\S]*unread)[\s\S]*Page A/);
        await tab.goto(`${dev.origin}/guide/b`);
        await expect
          .poll(() => tab.locator('body').innerText(), { timeout: 30_000 })
          .toMatch(/404/);
        expect(await tab.locator('body').innerText()).not.toContain('Text of B.');
      } finally {
        await tab.context().close();
        await dev.stop();
      }
    },
    240_000,
  );
});
