/**
 * Second pass over Introduction to plugins and Write a plugin, run where a reader sees the result:
 * the reading-time label in Chromium (without JavaScript, after a client-side navigation, in light
 * and dark mode, in Chinese), the pages the hook skips, a relative path in globalComponents, and the
 * inline build-report plugin of the introduction in `rspress dev` (with and without its isProd
 * check), with the restarts of the dev server when a page is saved or a file deleted.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { isShown, launchChromium, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml } from '../theme/html.ts';
import { exampleFiles } from './readingTimeExample.ts';

/** The plugin's own files (src/ and static/, its unit tests left out). */
async function pluginFiles(): Promise<Record<string, string>> {
  return Object.fromEntries(
    Object.entries(await exampleFiles()).filter(
      ([file]) =>
        /^(src|static)\//.test(file.split(path.sep).join('/')) && !file.endsWith('.test.ts'),
    ),
  );
}

const words = (count: number) => `${'word '.repeat(count).trim()}\n`;

describe('the reading-time plugin of "Write a plugin" where a reader sees it', () => {
  let site: ScratchBuild;
  let relative: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const plugin = await pluginFiles();
    [site, relative] = await Promise.all([
      buildScratchSite({
        ...plugin,
        'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import path from 'node:path';
import { pluginReadingTime } from './src/index.ts';

export default defineConfig({
  root: 'docs',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  route: { localeRedirect: 'never' },
  plugins: [
    pluginReadingTime(),
    {
      name: 'probes',
      globalUIComponents: [path.join(import.meta.dirname, 'probes/Banner.tsx')],
      addRuntimeModules: () => ({ 'virtual-probe-data': 'export default "from a runtime module";' }),
    },
  ],
});
`,
        'probes/Banner.tsx':
          'export default function Banner() {\n  return <div className="banner-probe">banner</div>;\n}\n',
        'docs/en/guide/runtime.mdx':
          'import data from \'virtual-probe-data\';\n\n# Runtime\n\n<p className="runtime-probe">{data}</p>\n',
        'docs/en/index.md': '# Home\n\nA few words.\n',
        // 450 words: 3 minutes at 200 a minute.
        'docs/en/guide/long.md': `# Long\n\n[Go to the short page](/guide/short)\n\n${words(450)}`,
        'docs/en/guide/short.md': '# Short\n\nFive words and no more.\n',
        'docs/en/guide/custom.md': `---\npageType: custom\n---\n\n# Custom\n\n${words(50)}`,
        'docs/en/guide/wide.md': `---\npageType: doc-wide\n---\n\n# Wide\n\n${words(50)}`,
        'docs/zh/index.md': '# 首页\n\n几个字。\n',
        'docs/zh/guide/long.md': `# 长\n\n${'字'.repeat(599)}\n`,
        'docs/zh/guide/short.md': '# 短\n\n短短几个字。\n',
      }),
      // The component given by a path relative to the site instead of an absolute one.
      buildScratchSite({
        'static/Hello.tsx': 'export default function Hello() {\n  return <b>hello</b>;\n}\n',
        'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  plugins: [{ name: 'relative', markdown: { globalComponents: ['static/Hello.tsx'] } }],
});
`,
        'docs/index.mdx': '# Home\n\n<Hello />\n',
      }),
    ]);
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.remove(), relative?.remove()]);
  });

  async function label(page: string): Promise<string | null> {
    return parseHtml(await site.read(page)).querySelector('.reading-time')?.textContent ?? null;
  }

  claim(
    'plugin/system/write-a-plugin#extend-page-data',
    'a custom page gets no label although its content is shown; a doc-wide page, documentation too, gets one',
    async () => {
      expect(await label('guide/custom.html')).toBeNull();
      expect(parseHtml(await site.read('guide/custom.html')).body.textContent).toContain(
        'word word',
      );
      expect(await label('guide/wide.html')).toBe('1 min read · 51 words');
    },
  );

  claim(
    ['plugin/system/write-a-plugin#show-it', 'plugin/system/write-a-plugin#use-it'],
    'with JavaScript off, Chromium shows the label under the title of the pre-rendered page',
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const tab = await context.newPage();
        await tab.goto(`${server.origin}/guide/long`);
        expect(await isShown(tab, '.reading-time')).toBe(true);
        expect(await tab.locator('.reading-time').textContent()).toBe('3 min read · 456 words');
        const [title, labelTop] = await Promise.all([
          tab.locator('h1').first().boundingBox(),
          tab.locator('.reading-time').boundingBox(),
        ]);
        expect(labelTop?.y).toBeGreaterThan(title?.y ?? Number.POSITIVE_INFINITY);
      } finally {
        await context.close();
      }
    },
  );

  claim(
    ['plugin/system/write-a-plugin#what-we-build', 'plugin/system/write-a-plugin#show-it'],
    'after a client-side navigation the component reads the new page’s data: one label, with its figures',
    async () => {
      await withHydrated(browser, `${server.origin}/guide/long`, async (tab) => {
        await tab.evaluate(() => {
          (window as unknown as { stayed: boolean }).stayed = true;
        });
        await tab.getByRole('link', { name: 'Go to the short page' }).click();
        await tab.waitForURL(/\/guide\/short(\.html)?$/);
        await expect
          .poll(() => tab.locator('.reading-time').textContent())
          .toBe('1 min read · 6 words');
        expect(await tab.locator('.reading-time').count()).toBe(1);
        // The page was not loaded again: the label comes from the data already in the browser.
        expect(await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
          true,
        );
      });
    },
  );

  claim(
    ['plugin/system/write-a-plugin#what-we-build', 'plugin/system/write-a-plugin#show-it'],
    'a reader of a Chinese page sees the Chinese label, with characters counted',
    async () => {
      await withHydrated(
        browser,
        `${server.origin}/zh/guide/long`,
        async (tab) => {
          expect(await tab.locator('.reading-time').textContent()).toBe('阅读约 2 分钟 · 600 字');
        },
        {
          locale: 'zh-CN',
        },
      );
    },
  );

  claim(
    'plugin/system/write-a-plugin#style-and-translate',
    'the label takes the theme’s secondary text colour, which changes between light and dark mode',
    async () => {
      const colours: Partial<Record<'light' | 'dark', { label: string; theme: string }>> = {};
      for (const colorScheme of ['light', 'dark'] as const) {
        colours[colorScheme] = await withHydrated(
          browser,
          `${server.origin}/guide/long`,
          (tab) =>
            tab.evaluate(() => {
              const probe = document.createElement('span');
              probe.style.color = 'var(--rp-c-text-2)';
              document.body.append(probe);
              const theme = getComputedStyle(probe).color;
              probe.remove();
              const label = document.querySelector('.reading-time');
              return { label: label ? getComputedStyle(label).color : '', theme };
            }),
          { colorScheme },
        );
      }
      expect(colours.light?.label).toBe(colours.light?.theme);
      expect(colours.dark?.label).toBe(colours.dark?.theme);
      expect(colours.dark?.label).not.toBe(colours.light?.label);
    },
  );

  claim(
    'plugin/system/write-a-plugin#show-it',
    'a globalUIComponents component renders once per page, outside the content, and stays one after a client-side navigation',
    async () => {
      await withHydrated(browser, `${server.origin}/guide/long`, async (tab) => {
        const count = () => tab.locator('.banner-probe').count();
        expect(await count()).toBe(1);
        expect(await tab.locator('.rspress-doc .banner-probe').count()).toBe(0);
        await tab.getByRole('link', { name: 'Go to the short page' }).click();
        await tab.waitForURL(/\/guide\/short(\.html)?$/);
        await expect.poll(() => tab.locator('.reading-time').textContent()).toContain('6 words');
        expect(await count()).toBe(1);
      });
    },
  );

  claim(
    'plugin/system/introduction#what-plugins-can-do',
    'addRuntimeModules, deprecated, still exposes generated data as a module that a page imports',
    async () => {
      expect(
        parseHtml(await site.read('guide/runtime.html')).querySelector('.runtime-probe')
          ?.textContent,
      ).toBe('from a runtime module');
    },
  );

  claim(
    'plugin/system/write-a-plugin#show-it',
    'globalComponents takes absolute paths: a path relative to the site stops the build',
    () => {
      expect(relative.ok).toBe(false);
      expect(relative.output).toContain("Can't resolve 'static/Hello.tsx'");
    },
  );
});

describe('the inline plugin of "Introduction to plugins" in rspress dev', () => {
  let site: ScratchBuild;
  let dev: RunningServer;
  /** Lines of the dev server's output that match `pattern`. */
  const lines = (pattern: RegExp) =>
    dev
      .output()
      .split('\n')
      .filter((line) => pattern.test(line));
  const CHECKED = /(^|\s)Built \d+ routes in \d+\.\d s/;
  const UNCHECKED = /Unchecked: built \d+ routes/;
  const CONFIG = /config hook ran/;

  beforeAll(async () => {
    const example = await exampleFromPage(
      'plugin/system/introduction.md',
      'inline-plugin',
      'rspress.config.ts',
    );
    const start = example.indexOf('function pluginBuildReport');
    const end = example.indexOf('export default');
    // The same plugin without its isProd check, under another name and message.
    const unchecked = example
      .slice(start, end)
      .replace('if (!isProd) return;', '')
      .replace('pluginBuildReport', 'pluginUnchecked')
      .replace("'build-report'", "'build-report-unchecked'")
      .replace('`Built ', '`Unchecked: built ');
    expect(unchecked).not.toContain('isProd) return');
    const config = example.replace('export default', `${unchecked}\nexport default`).replace(
      'plugins: [pluginBuildReport()]',
      `plugins: [
    pluginBuildReport(),
    pluginUnchecked(),
    { name: 'starts', config(config) { console.log('config hook ran'); return config; } },
  ]`,
    );
    expect(config).toContain('pluginUnchecked()');
    site = await buildScratchSite(
      {
        'rspress.config.ts': config,
        'docs/index.md': '# Home\n',
        'docs/guide.md': '# Guide\n\nFirst text.\n',
        'docs/extra.md': '# Extra\n',
      },
      { build: false },
    );
    dev = await site.dev();
    await fetch(`${dev.origin}/guide`);
    for (const deadline = Date.now() + 60_000; lines(UNCHECKED).length === 0; ) {
      if (Date.now() > deadline) throw new Error(`afterBuild did not run:\n${dev.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }, 180_000);
  afterAll(async () => {
    await dev?.stop();
    await site?.remove();
  });

  claim(
    ['plugin/system/introduction#inline-plugin', 'plugin/system/introduction#register-a-plugin'],
    'saving a page recompiles without a restart: afterBuild runs again, so the message repeats without the isProd check; the page’s plugin prints nothing in rspress dev',
    async () => {
      const before = lines(UNCHECKED).length;
      const configRuns = lines(CONFIG).length;
      await site.write('docs/guide.md', '# Guide\n\nSecond text.\n');
      await expect
        .poll(
          async () => {
            await fetch(`${dev.origin}/guide`).catch(() => undefined);
            return lines(UNCHECKED).length;
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toBeGreaterThan(before);
      expect(lines(CONFIG).length).toBe(configRuns);
      expect(lines(CHECKED)).toEqual([]);
    },
  );

  claim(
    'plugin/system/introduction#register-a-plugin',
    'deleting a file of the docs folder restarts rspress dev, which runs the config hook again',
    async () => {
      const configRuns = lines(CONFIG).length;
      await rm(path.join(site.dir, 'docs', 'extra.md'));
      await expect
        .poll(() => lines(CONFIG).length, { timeout: 60_000, interval: 500 })
        .toBeGreaterThan(configRuns);
      expect(lines(CHECKED)).toEqual([]);
    },
  );
});
