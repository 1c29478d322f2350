/**
 * The llms page, executed: the files the built-in `llms` option writes (layout of llms.txt, the
 * full file, the Markdown twins, languages and versions, links), the reader-facing buttons of
 * `themeConfig.llmsUI`, both examples of the page, and the options of `@rspress/plugin-llms`.
 */
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  commitFiles,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf } from '../theme/html.ts';

const PAGE = 'plugin/official-plugins/llms.md';

/** Pages for every rule of llms.txt: a home page, a navbar section, a page outside it, components. */
const PAGES = {
  'docs/index.md': '---\npageType: home\n---\n\n# Home\n\nThe home page.\n',
  'docs/_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/start/getting-started' }]),
  'docs/guide/_meta.json': JSON.stringify([{ type: 'dir', name: 'start', label: 'Start' }, 'tabs']),
  'docs/guide/start/_meta.json': JSON.stringify(['getting-started', 'install']),
  'docs/guide/start/getting-started.md':
    '---\ndescription: Start here\n---\n\n# Getting started\n\nRead [install](/guide/start/install).\n',
  'docs/guide/start/install.md': '# Install\n\nInstall it.\n',
  'docs/guide/tabs.mdx': `import { Tab, Tabs, Badge } from '@rspress/core/theme';

# Tabs

<Badge text="badge-text" />

<Tabs>
  <Tab label="npm">TEXT_IN_A_TAB</Tab>
</Tabs>
`,
  'docs/misc/about.md': '# About\n\nNot in the navbar.\n',
};

/** Commits the English guide of the default version (the site also sets themeConfig.lastUpdated). */
function commitGuide(root: string): void {
  commitFiles(root, ['docs/v2/en/guide.md'], { name: 'Jane Doe', email: 'jane@example.com' });
}

const CONFIG = (options: string, imports = '') => `import { defineConfig } from '@rspress/core';
${imports}
export default defineConfig({
  root: 'docs',
  title: 'My Docs',
${options}
});
`;

describe('sites with llms output', () => {
  let server: RunningServer;
  let browser: Browser;
  let sites: Record<
    'builtIn' | 'languages' | 'example' | 'pluginExample' | 'options',
    ScratchBuild
  >;

  beforeAll(async () => {
    const [enable, example, pluginExample] = await Promise.all([
      exampleFromPage(PAGE, 'enable', 'rspress.config.ts'),
      exampleFromPage(PAGE, 'example', 'rspress.config.ts'),
      exampleFromPage(PAGE, 'example', 'rspress.config.ts', 1),
    ]);
    const built = await Promise.all([
      buildScratchSite({ 'rspress.config.ts': enable, ...PAGES }),
      buildScratchSite(
        {
          'rspress.config.ts': CONFIG(`  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  llms: true,
  themeConfig: { llmsUI: false, lastUpdated: true },`),
          'docs/v2/en/index.md': '# Home\n',
          'docs/v2/en/guide.md': '# Guide v2\n',
          'docs/v2/zh/index.md': '# 首页\n',
          'docs/v2/zh/guide.md': '# 指南 v2\n',
          'docs/v1/en/index.md': '# Home\n',
          'docs/v1/en/guide.md': '# Guide v1\n',
          'docs/v1/zh/index.md': '# 首页\n',
          'docs/v1/zh/guide.md': '# 指南 v1\n',
        },
        { prepare: commitGuide },
      ),
      buildScratchSite({ 'rspress.config.ts': example, ...PAGES }),
      buildScratchSite({ 'rspress.config.ts': pluginExample, ...PAGES }),
      buildScratchSite({
        'rspress.config.ts': CONFIG(
          `  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  plugins: [
    pluginLlms({
      llmsTxt: {
        name: 'llms.txt',
        onTitleGenerate: ({ title }) => \`# TITLE \${title}\`,
        onLineGenerate: (page) => \`* \${page.title} <\${page.routePath}>\`,
        onAfterLlmsTxtGenerate: (content) => \`\${content}\\nAFTER\\n\`,
      },
      llmsFullTxt: false,
      mdFiles: {
        mdxToMd: true,
        remarkPlugins: [
          () => (tree) => {
            tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'REMARKED' }] });
          },
        ],
      },
      exclude: ({ page }) => page.routePath === '/misc/about',
    }),
  ],`,
          "import { pluginLlms } from '@rspress/plugin-llms';",
        ),
        'docs/en/index.md': '# Home\n',
        'docs/en/guide/start.md': '# Start\n\nStart here.\n',
        'docs/en/misc/about.md': '# About\n',
        'docs/en/guide/tabs.mdx': PAGES['docs/guide/tabs.mdx'],
        'docs/zh/index.md': '# 首页\n',
        'docs/zh/guide/start.md': '# 开始\n',
      }),
    ]);
    const [builtIn, languages, exampleSite, pluginSite, options] = built;
    sites = {
      builtIn,
      languages,
      example: exampleSite,
      pluginExample: pluginSite,
      options,
    } as typeof sites;
    for (const [name, site] of Object.entries(sites)) {
      expect(site.ok, `${name}\n${site.output}`).toBe(true);
    }
    [server, browser] = await Promise.all([sites.example.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(sites ?? {}).map((site) => site.remove()));
  });

  claim(
    [
      'plugin/official-plugins/llms#enable',
      'plugin/official-plugins/llms#built-in-output',
      'plugin/official-plugins/llms#built-in',
    ],
    'llms.txt: the title, the description as a quote, a section per navbar item with its pages in sidebar order, Others for the rest, no home page; absolute links under siteOrigin',
    async () => {
      const llms = await sites.builtIn.read('llms.txt');
      const lines = llms.split('\n').filter((line) => line.trim() !== '');
      expect(lines[0]).toBe('# My Docs');
      expect(lines[1]).toBe('> Guides and reference for My Library');
      const guide = llms.indexOf('## Guide');
      const others = llms.indexOf('## Others');
      expect(guide).toBeGreaterThan(0);
      expect(others).toBeGreaterThan(guide);
      const start = llms.indexOf(
        '- [Getting started](https://docs.example.com/guide/start/getting-started.md): Start here',
      );
      const install = llms.indexOf('- [Install](https://docs.example.com/guide/start/install.md)');
      expect(start).toBeGreaterThan(guide);
      expect(install).toBeGreaterThan(start);
      expect(llms.indexOf('[About]')).toBeGreaterThan(others);
      expect(llms).not.toMatch(/\[Home\]/);
    },
  );

  claim(
    'plugin/official-plugins/llms#built-in-output',
    'llms-full.txt holds every page, each after a front matter block with its url; a .md file sits next to every .html file',
    async () => {
      const full = await sites.builtIn.read('llms-full.txt');
      expect(full).toMatch(/---\nurl: \S*\/guide\/start\/install\.md\n---/);
      expect(full).toContain('Install it.');
      expect(full).toContain('Not in the navbar.');
      expect(sites.builtIn.has('guide/start/getting-started.md')).toBe(true);
      expect(sites.builtIn.has('misc/about.md')).toBe(true);
    },
  );

  claim(
    ['plugin/official-plugins/llms#choose', 'plugin/official-plugins/llms#built-in-output'],
    'the built-in option renders the page, so text produced by components is in the Markdown',
    async () => {
      const tabs = await sites.builtIn.read('guide/tabs.md');
      expect(tabs).toContain('TEXT_IN_A_TAB');
      expect(tabs).not.toContain('<Tabs>');
    },
  );

  claim(
    ['plugin/official-plugins/llms#llmsui', 'plugin/official-plugins/llms#choose'],
    'llmsUI follows llms: the copy button and the menu under the title; the hint for agents, hidden in the HTML, quoted at the top of each .md',
    async () => {
      const html = parseHtml(await sites.builtIn.read('guide/start/install.html'));
      const title = html.querySelector('.rspress-doc h1');
      const container = html.querySelector('.rspress-doc .rp-llms-container');
      expect(container).not.toBeNull();
      expect(
        title !== null &&
          container !== null &&
          (title.compareDocumentPosition(container) & 4) !== 0,
      ).toBe(true);
      expect(container?.querySelector('.rp-llms-copy-button')).not.toBeNull();
      expect(
        container?.querySelector('.rp-llms-view-options__trigger, [class*="view-options"]'),
      ).not.toBeNull();
      const hint = html.querySelector('.rp-llms-hint');
      expect(hint?.textContent).toContain('llms.txt');
      expect(hint?.textContent).toContain('llms-full.txt');
      const markdown = await sites.builtIn.read('guide/start/install.md');
      expect(markdown.trimStart().startsWith('>')).toBe(true);
      expect(markdown.split('\n\n')[0]).toContain('llms.txt');
    },
  );

  claim(
    ['plugin/official-plugins/llms#built-in-output', 'plugin/official-plugins/llms#enable'],
    'one pair of files per language and version: default language at the root, others under their prefix, other versions in their folder; root-relative links without siteOrigin',
    async () => {
      const site = sites.languages;
      for (const file of ['llms.txt', 'zh/llms.txt', 'v1/llms.txt', 'v1/zh/llms.txt']) {
        expect(site.has(file), file).toBe(true);
        expect(site.has(file.replace('llms.txt', 'llms-full.txt')), file).toBe(true);
      }
      expect(await site.read('llms.txt')).toContain('](/guide.md)');
      expect(await site.read('zh/llms.txt')).toContain('](/zh/guide.md)');
      expect(await site.read('v1/llms.txt')).toContain('](/v1/guide.md)');
      expect(await site.read('v1/zh/llms.txt')).toContain('指南 v1');
    },
  );

  claim(
    'plugin/official-plugins/llms#llmsui',
    'llmsUI false: the files are written and the pages show no buttons',
    async () => {
      const html = await sites.languages.read('guide.html');
      expect(html).not.toContain('rp-llms-copy-button');
      expect(sites.languages.has('guide.md')).toBe(true);
    },
  );

  claim(
    [
      'plugin/official-plugins/last-updated#migrate',
      'plugin/official-plugins/last-updated#lastupdated',
    ],
    'themeConfig.lastUpdated: true shows the date of the last commit, without an author (the languages site sets it)',
    async () => {
      // Rspress prints a colon after the label; this project's install patches it out (patches/README.md).
      const line = textOf(
        parseHtml(await sites.languages.read('guide.html')).querySelector('.rp-last-updated'),
      );
      expect(line).toMatch(/^Last Updated:? \d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/);
      expect(await sites.languages.read('v1/guide.html')).not.toContain('rp-last-updated');
    },
  );

  claim(
    [
      'plugin/official-plugins/llms#example',
      'plugin/official-plugins/llms#llms-llmstxt',
      'plugin/official-plugins/llms#llms-remarksplitmdxoptions',
    ],
    'the built-in example: llms.txt from renderLlmsTxt, Badge kept as source, other components rendered, the outline’s menu with only the entry that copies the .md address',
    async () => {
      const site = sites.example;
      const llms = await site.read('llms.txt');
      expect(llms.startsWith('# My Docs (en)\n')).toBe(true);
      expect(llms).toContain('## Guide');
      expect(llms).toContain(
        '- [Getting started](https://docs.example.com/guide/start/getting-started.md)\n',
      );
      const tabs = await site.read('guide/tabs.md');
      expect(tabs).toContain('<Badge text="badge-text" />');
      expect(tabs).toContain('TEXT_IN_A_TAB');
      const html = parseHtml(await site.read('guide/start/install.html'));
      expect(html.querySelector('.rspress-doc .rp-llms-container')).toBeNull();
      const tab = await openHydrated(browser, `${server.origin}/guide/start/install`, {
        viewport: { width: 1440, height: 900 },
      });
      try {
        const outline = tab.locator('.rp-doc-layout__outline');
        await outline.getByText('Copy Markdown').waitFor();
        await outline.getByRole('button', { name: /Open in/ }).click();
        const entries = outline.locator('.rp-llms-view-options__menu-item');
        await expect.poll(() => entries.count()).toBe(1);
        // markdownLink: a button that copies the address of the page's .md file.
        expect((await entries.first().innerText()).trim()).toBe('Copy Markdown link');
        expect(await entries.first().evaluate((element) => element.tagName)).toBe('BUTTON');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['plugin/official-plugins/llms#example', 'plugin/official-plugins/llms#include'],
    'the plugin example: the usual files from the empty object, and guide/llms.txt and guide/llms-full.txt of the /guide/ pages only',
    async () => {
      const site = sites.pluginExample;
      expect(site.has('llms.txt')).toBe(true);
      expect(site.has('llms-full.txt')).toBe(true);
      expect(site.has('guide/start/install.md')).toBe(true);
      const guide = await site.read('guide/llms.txt');
      expect(guide).toContain('Install');
      expect(guide).not.toContain('About');
      const guideFull = await site.read('guide/llms-full.txt');
      expect(guideFull).toContain('Install it.');
      expect(guideFull).not.toContain('Not in the navbar.');
    },
  );

  claim(
    ['plugin/official-plugins/llms#register', 'plugin/official-plugins/llms#choose'],
    'the plugin works on the source: its llms.txt is laid out like the built-in one with Other as the catch-all; component tags stay in the Markdown',
    async () => {
      const llms = await sites.pluginExample.read('llms.txt');
      expect(llms).toContain('## Guide');
      expect(llms).toContain('## Other\n');
      expect(llms).not.toContain('## Others');
      const tabs = await sites.pluginExample.read('guide/tabs.md');
      expect(tabs).toContain('<Tabs>');
    },
  );

  claim(
    [
      'plugin/official-plugins/llms#llmstxt',
      'plugin/official-plugins/llms#llmsfulltxt',
      'plugin/official-plugins/llms#plugin-options',
    ],
    'llmsTxt callbacks replace the title block and each line and post-process the text; llmsFullTxt false skips the full file',
    async () => {
      const llms = await sites.options.read('llms.txt');
      expect(llms.startsWith('# TITLE My Docs')).toBe(true);
      expect(llms).toContain('* Start </guide/start>');
      expect(llms.trimEnd().endsWith('AFTER')).toBe(true);
      expect(sites.options.has('llms-full.txt')).toBe(false);
    },
  );

  claim(
    ['plugin/official-plugins/llms#mdfiles', 'plugin/official-plugins/llms#exclude'],
    'mdxToMd removes imports and unwraps component tags; remarkPlugins run over every page; exclude leaves a page out',
    async () => {
      const tabs = await sites.options.read('guide/tabs.md');
      expect(tabs).not.toContain('import ');
      expect(tabs).not.toContain('<Tabs>');
      expect(tabs).toContain('TEXT_IN_A_TAB');
      expect(await sites.options.read('guide/start.md')).toContain('REMARKED');
      expect(await sites.options.read('llms.txt')).not.toContain('About');
      expect(sites.options.has('misc/about.md')).toBe(false);
    },
  );

  claim(
    'plugin/official-plugins/llms#include',
    'an options object without include uses the pages of the default language only',
    async () => {
      expect(await sites.options.read('llms.txt')).not.toContain('开始');
      expect(sites.options.has('zh/llms.txt')).toBe(false);
      expect(sites.options.has('zh/guide/start.md')).toBe(false);
    },
  );
});
