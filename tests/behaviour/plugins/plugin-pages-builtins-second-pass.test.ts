/**
 * Second audit pass of the official plugin pages (client redirects, and the former plugins now built
 * into the core: containers, last updated, image zoom, Shiki) and of the overview that sums them up:
 * the sentences no claim ran yet, on two scratch sites. The first site registers redirect rules,
 * Shiki's defaultLanguage and onError, leaves last updated out inside a Git repository and keeps the
 * default image zoom; the second registers the redirects plugin without options, an object for
 * mediumZoom, lastUpdated with author false, two Shiki themes with defaultColor dark, and a Chinese
 * locale. Chromium opens the pages where a sentence is about what the reader sees.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  commitFiles,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';

const AUTHOR = { name: 'Jane Doe', email: 'jane@example.com' };

const DIAGRAM =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="teal"/></svg>';

const RULES_CONFIG = `import { defineConfig } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';

export default defineConfig({
  root: 'docs',
  title: 'Rules',
  markdown: {
    shiki: {
      defaultLanguage: 'ts',
      onError: (error) => {
        console.log('SHIKI-ONERROR', String(error).split('\\n')[0]);
      },
    },
  },
  plugins: [
    pluginClientRedirects({
      redirects: [
        { from: '/moved', to: 'https://example.org/blog' },
        { from: '^/Case$', to: '/guide/start' },
        { from: '^/case$', to: '/guide/navbar' },
        { from: '^/旧页面$', to: '/guide/start' },
        { from: '^/%E6%97%A7%E9%A1%B5%E9%9D%A2$', to: '/guide/navbar' },
        { from: 'q=1', to: '/guide/navbar' },
        { from: '^/qs$', to: '/guide/start' },
      ],
    }),
  ],
});
`;

const EIGHT = ['tip', 'note', 'important', 'warning', 'caution', 'danger', 'info', 'details'];

const CONTAINERS = `# Containers

${EIGHT.map((type) => `::: ${type}\n${type} body.\n:::\n`).join('\n')}
:::tip
Tip with a [link](/guide/start), some \`code\` and a list:

- first item
- second item

\`\`\`js
const inside = true;
\`\`\`
:::
`;

const RULES_SITE = {
  'rspress.config.ts': RULES_CONFIG,
  'docs/index.md': '# Home\n\nThe home page.\n',
  'docs/guide/start.md':
    '# Start\n\n```\nconst answer = 42;\n```\n\n```notalanguage\nunknown language\n```\n\nInline `const a = 1{:ts}` here.\n',
  'docs/guide/navbar.md': '# Navbar\n\nThe navbar page.\n',
  'docs/guide/image.md': '# Image\n\n![A diagram](/diagram.svg)\n',
  'docs/guide/containers.md': CONTAINERS,
  'docs/guide/alerts.mdx':
    '# Alerts\n\n> [!TIP]\n> Tip alert in MDX.\n\n:::warning\nWarning in MDX.\n:::\n',
  'docs/public/diagram.svg': DIAGRAM,
};

const BARE_CONFIG = `import { defineConfig } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';

export default defineConfig({
  root: 'docs',
  title: 'Bare',
  lang: 'en',
  logo: '/diagram.svg',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: { lastUpdated: { author: false } },
  mediumZoom: {},
  markdown: {
    shiki: { themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'dark' },
  },
  plugins: [pluginClientRedirects()],
});
`;

const BARE_SITE = {
  'rspress.config.ts': BARE_CONFIG,
  'docs/en/index.md': '---\npageType: home\nhero:\n  name: Bare\n---\n',
  'docs/en/guide/start.md':
    '# Start\n\n![A diagram](/diagram.svg)\n\n```ts\nconst answer = 42;\n```\n',
  'docs/zh/index.md': '---\npageType: home\nhero:\n  name: Bare\n---\n',
  'docs/zh/guide/start.md': '# 开始\n\n::: tip\n中文页面的提示。\n:::\n',
  'docs/public/diagram.svg': DIAGRAM,
};

/** The page data of every route, as the build writes it into the site's scripts. */
async function scriptsOf(site: ScratchBuild): Promise<string> {
  const js = path.join(site.dir, 'doc_build', 'static', 'js');
  const files = (await readdir(js, { recursive: true })).filter((file) => file.endsWith('.js'));
  return (await Promise.all(files.map((file) => readFile(path.join(js, file), 'utf8')))).join('\n');
}

describe('second pass of the official plugin pages', () => {
  let rules: ScratchBuild;
  let bare: ScratchBuild;
  let rulesServer: RunningServer;
  let bareServer: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [rules, bare] = await Promise.all([
      buildScratchSite(RULES_SITE, {
        prepare: (root) => commitFiles(root, ['docs'], AUTHOR),
      }),
      buildScratchSite(BARE_SITE, {
        prepare: (root) => commitFiles(root, ['docs'], AUTHOR),
      }),
    ]);
    expect(rules.ok, rules.output).toBe(true);
    expect(bare.ok, bare.output).toBe(true);
    [rulesServer, bareServer, browser] = await Promise.all([
      rules.preview(),
      bare.preview(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([rules?.remove(), bare?.remove()]);
  });

  /** Opens `route` of the rules site and resolves with the path (or external URL) it lands on. */
  async function landing(route: string, expected: RegExp): Promise<string> {
    const context = await browser.newContext();
    try {
      await context.route('https://example.org/**', (request) =>
        request.fulfill({ contentType: 'text/html', body: '<p>elsewhere</p>' }),
      );
      const tab = await context.newPage();
      await tab.goto(`${rulesServer.origin}${route}`);
      await tab.waitForURL(
        (url) => expected.test(url.origin === rulesServer.origin ? url.pathname : url.href),
        { timeout: 10_000 },
      );
      const url = new URL(tab.url());
      return url.origin === rulesServer.origin ? `${url.pathname}${url.hash}` : url.href;
    } finally {
      await context.close();
    }
  }

  // Client redirects

  claim(
    'plugin/official-plugins/client-redirects#redirects-from',
    'the path is tested percent-encoded, as the address bar spells it: the address /旧页面 is matched by ^/%E6%97%A7%E9%A1%B5%E9%9D%A2$, not by ^/旧页面$',
    async () => {
      // ^/旧页面$ comes first and would send the reader to /guide/start if it matched.
      expect(await landing('/旧页面', /\/guide\/(start|navbar)/)).toMatch(
        /^\/guide\/navbar(\.html)?$/,
      );
    },
  );

  claim(
    'plugin/official-plugins/client-redirects#redirects-from',
    'a pattern is a RegExp without flags: it matches case-sensitively (^/Case$ takes /Case, not /case)',
    async () => {
      expect(await landing('/Case', /\/guide\//)).toMatch(/^\/guide\/start(\.html)?$/);
      // /case falls through ^/Case$ to the rule after it.
      expect(await landing('/case', /\/guide\//)).toMatch(/^\/guide\/navbar(\.html)?$/);
    },
  );

  claim(
    'plugin/official-plugins/client-redirects#redirects-from',
    'the query string and the hash are not part of the tested path: a pattern on them matches nothing',
    async () => {
      // q=1 comes first and would send the reader to /guide/navbar if it saw the query or the hash.
      expect(await landing('/qs?q=1#q=1', /\/guide\//)).toMatch(/^\/guide\/start(\.html)?#q=1$/);
    },
  );

  claim(
    'plugin/official-plugins/client-redirects#redirects-to',
    'an absolute URL is opened as it is: an unanchored pattern replaces nothing, and the old hash is not added',
    async () => {
      expect(await landing('/moved/deep#part', /^https:\/\/example\.org\//)).toBe(
        'https://example.org/blog',
      );
    },
  );

  claim(
    [
      'plugin/official-plugins/client-redirects#options',
      'plugin/official-plugins/client-redirects#redirects',
    ],
    'pluginClientRedirects() without options builds, and the reader stays on the page opened',
    async () => {
      const documents: string[] = [];
      await withHydrated(browser, `${bareServer.origin}/guide/start`, async (tab) => {
        tab.on('request', (request) => {
          if (request.resourceType() === 'document') documents.push(request.url());
        });
        // The zoom attaches 100 ms after the effects of the first render, the redirect's among them.
        await tab.waitForFunction(() =>
          document.querySelector('.rspress-doc img')?.classList.contains('medium-zoom-image'),
        );
        expect(new URL(tab.url()).pathname).toMatch(/^\/guide\/start(\.html)?$/);
        expect(documents).toEqual([]);
      });
    },
  );

  // Shiki

  claim(
    'plugin/official-plugins/shiki#option-defaultlanguage',
    'defaultLanguage: ts highlights a block that names no language as TypeScript',
    async () => {
      const page = parseHtml(await rules.read('guide/start.html'));
      const block = [...page.querySelectorAll('pre')].find((pre) =>
        pre.textContent?.includes('answer'),
      );
      expect(block?.getAttribute('data-lang')).toBe('ts');
      expect(block?.innerHTML).toContain('--shiki-token-keyword');
    },
  );

  claim(
    'plugin/official-plugins/shiki#markdown-shiki',
    'onError is passed to Shiki unchanged: it receives the unknown-language error, the build succeeds and the block stays unhighlighted',
    async () => {
      expect(rules.output).toMatch(
        /SHIKI-ONERROR ShikiError: Language `?notalanguage`? is not included in this bundle/,
      );
      const page = parseHtml(await rules.read('guide/start.html'));
      const block = [...page.querySelectorAll('pre')].find((pre) =>
        pre.textContent?.includes('unknown language'),
      );
      expect(block?.classList.contains('shiki')).toBe(false);
      expect(block?.querySelector('code')?.className).toBe('language-notalanguage');
    },
  );

  claim(
    'plugin/official-plugins/shiki#option-inline',
    'by default (false) inline code is not highlighted: {:ts} stays in its text',
    async () => {
      const page = parseHtml(await rules.read('guide/start.html'));
      const inline = [...page.querySelectorAll('.rspress-doc p code')].find((code) =>
        code.textContent?.includes('const a'),
      );
      expect(textOf(inline)).toBe('const a = 1{:ts}');
      expect(inline?.innerHTML).not.toContain('--shiki');
    },
  );

  claim(
    ['plugin/official-plugins/shiki#option-themes', 'plugin/official-plugins/overview#shiki'],
    'defaultColor: dark writes the dark theme’s colours inline and the light ones as --shiki-light variables',
    async () => {
      const page = parseHtml(await bare.read('guide/start.html'));
      const pre = page.querySelector('pre.shiki');
      expect(pre?.getAttribute('style')).toContain('background-color:#24292e');
      expect(pre?.getAttribute('style')).toContain('--shiki-light-bg:#fff');
      const keyword = [...(pre?.querySelectorAll('span[style]') ?? [])].find(
        (span) => span.textContent === 'const',
      );
      expect(keyword?.getAttribute('style')).toMatch(/^color:#F97583;--shiki-light:#D73A49$/i);
    },
  );

  claim(
    'plugin/official-plugins/shiki#defaults',
    'the token colours of the default css-variables theme change with the colour mode',
    async () => {
      const keywordColour = (colorScheme: 'light' | 'dark') =>
        withHydrated(
          browser,
          `${rulesServer.origin}/guide/start`,
          async (tab) => {
            await expect
              .poll(() =>
                tab.evaluate(() => document.documentElement.classList.contains('rp-dark')),
              )
              .toBe(colorScheme === 'dark');
            return tab
              .locator('pre.shiki span[style*="--shiki-token-keyword"]')
              .first()
              .evaluate((span) => getComputedStyle(span).color);
          },
          { colorScheme },
        );
      const [light, dark] = await Promise.all([keywordColour('light'), keywordColour('dark')]);
      expect(light).toMatch(/^rgb/);
      expect(dark).toMatch(/^rgb/);
      expect(dark).not.toBe(light);
    },
  );

  // Containers

  claim(
    [
      'plugin/official-plugins/container-syntax#titles',
      'plugin/official-plugins/container-syntax#types',
    ],
    'without a title each of the eight types shows its capitalised name',
    async () => {
      const page = parseHtml(await rules.read('guide/containers.html'));
      const titles = textsOf(page, '.rspress-doc .rp-callout__title');
      for (const title of ['Tip', 'Note', 'Important', 'Warning', 'Caution', 'Danger', 'Info']) {
        expect(titles).toContain(title);
      }
      expect(textOf(page.querySelector('.rspress-doc details summary'))).toBe('Details');
    },
  );

  claim(
    'plugin/official-plugins/container-syntax#titles',
    'the default title is not translated: a tip on a Chinese page is titled Tip too',
    async () => {
      const page = parseHtml(await bare.read('zh/guide/start.html'));
      const tip = page.querySelector('.rspress-doc .rp-callout--tip');
      expect(textOf(tip?.querySelector('.rp-callout__title'))).toBe('Tip');
      expect(textOf(tip?.querySelector('.rp-callout__content'))).toBe('中文页面的提示。');
    },
  );

  claim(
    'plugin/official-plugins/container-syntax#syntax',
    'any Markdown inside a container renders: a link, inline code, a list and a highlighted code block; :::tip works without the space',
    async () => {
      const page = parseHtml(await rules.read('guide/containers.html'));
      const tip = [...page.querySelectorAll('.rspress-doc .rp-callout--tip')].find((element) =>
        textOf(element).includes('Tip with a'),
      );
      expect(tip?.querySelector('a[href^="/guide/start"]')).not.toBeNull();
      expect(textOf(tip?.querySelector('p code'))).toBe('code');
      expect(textsOf(tip as Element, 'li')).toEqual(['first item', 'second item']);
      expect(tip?.querySelector('pre.shiki')?.innerHTML).toContain('--shiki-token-keyword');
    },
  );

  claim(
    [
      'plugin/official-plugins/container-syntax#github-alerts',
      'plugin/official-plugins/container-syntax#status',
      'plugin/official-plugins/overview#container-syntax',
    ],
    'GitHub alerts and ::: containers work in an .mdx page as in .md',
    async () => {
      const page = parseHtml(await rules.read('guide/alerts.html'));
      const tip = page.querySelector('.rspress-doc .rp-callout--tip');
      expect(textOf(tip?.querySelector('.rp-callout__title'))).toBe('TIP');
      expect(textOf(tip?.querySelector('.rp-callout__content'))).toBe('Tip alert in MDX.');
      expect(page.querySelector('.rspress-doc blockquote')).toBeNull();
      const warning = page.querySelector('.rspress-doc .rp-callout--warning');
      expect(textOf(warning?.querySelector('.rp-callout__title'))).toBe('Warning');
    },
  );

  // Last updated

  claim(
    'plugin/official-plugins/last-updated#lastupdated',
    'left out, the option shows nothing and no page gets a date, even in a Git repository',
    async () => {
      expect(await rules.read('guide/start.html')).not.toContain('rp-last-updated');
      expect(await scriptsOf(rules)).not.toMatch(/lastUpdatedTime:"/);
      // The bare site, with the option, holds dates in the same place.
      expect(await scriptsOf(bare)).toMatch(/lastUpdatedTime:"/);
    },
  );

  claim(
    [
      'plugin/official-plugins/last-updated#author',
      'plugin/official-plugins/last-updated#status',
      'plugin/official-plugins/last-updated#lastupdated',
      'plugin/official-plugins/last-updated#display',
    ],
    'an object with author false shows the date in the English format and no author; the home page shows no line',
    async () => {
      const page = parseHtml(await bare.read('guide/start.html'));
      const line = textOf(
        page.querySelector('.rspress-doc-footer .rp-last-updated, .rp-last-updated'),
      );
      expect(line).toMatch(/^Last Updated:? \d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/);
      expect(line).not.toContain('Jane Doe');
      expect(await scriptsOf(bare)).not.toContain('lastUpdatedAuthor:"');
      expect(await bare.read('index.html')).not.toContain('rp-last-updated');
    },
  );

  // Image zoom

  /** Waits until medium-zoom has attached to the first image matching `selector`. */
  function zoomable(tab: Page, selector: string) {
    return tab.waitForFunction(
      (target) => document.querySelector(target)?.classList.contains('medium-zoom-image'),
      selector,
      { timeout: 5_000 },
    );
  }

  claim(
    [
      'plugin/official-plugins/medium-zoom#mediumzoom',
      'plugin/official-plugins/medium-zoom#selector',
      'plugin/official-plugins/overview#medium-zoom',
    ],
    'mediumZoom: {} turns zoom on with the default selector: a content image zooms, the navbar logo does not',
    async () => {
      await withHydrated(browser, `${bareServer.origin}/guide/start`, async (tab) => {
        await zoomable(tab, '.rspress-doc img');
        const logo = tab.locator('.rp-nav img').first();
        expect(await logo.evaluate((image) => image.classList.contains('medium-zoom-image'))).toBe(
          false,
        );
        await tab.locator('.rspress-doc img').first().click();
        await expect.poll(() => tab.locator('.medium-zoom-image--opened').count()).toBe(1);
      });
    },
  );

  claim(
    'plugin/official-plugins/medium-zoom#options',
    'with the default options (margin 0, the whole window as container) the zoomed image reaches the edges of the window',
    async () => {
      await withHydrated(browser, `${rulesServer.origin}/guide/image`, async (tab) => {
        await zoomable(tab, '.rspress-doc img');
        await tab.locator('.rspress-doc img').first().click();
        const opened = tab.locator('.medium-zoom-image--opened');
        await expect
          .poll(
            () =>
              opened.evaluate((image) => {
                const rect = image.getBoundingClientRect();
                const width = document.documentElement.clientWidth;
                const height = document.documentElement.clientHeight;
                // The image fits the window: it touches both sides or both the top and bottom.
                const sides = Math.abs(rect.left) < 2 && Math.abs(rect.right - width) < 2;
                const ends = Math.abs(rect.top) < 2 && Math.abs(rect.bottom - height) < 2;
                return sides || ends;
              }),
            { timeout: 5_000 },
          )
          .toBe(true);
      });
    },
  );
});
