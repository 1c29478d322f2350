/**
 * The features that were plugins in Rspress 1 and are part of the core in Rspress 2, beyond their
 * defaults (official-plugins.test.ts): the Shiki example of the Shiki page, built as it is, and a
 * site that sets the other options of the four pages together, since they do not touch each other:
 * a single Shiki theme with inline code, the image zoom of the medium-zoom example, the last-updated
 * author function with a partial i18n.json and the badge component of the last-updated page, and a
 * custom theme's Callout. In Chromium: the code in dark mode, and the zoom.
 */
import type { Browser, Page } from '@playwright/test';
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
import { parseHtml, textOf, textsOf } from '../theme/html.ts';

const SHIKI = 'plugin/official-plugins/shiki.md';
const ZOOM = 'plugin/official-plugins/medium-zoom.md';
const LAST_UPDATED = 'plugin/official-plugins/last-updated.md';

const CODE_PAGE = [
  '# Code',
  '',
  '```conf',
  '[section]',
  'key = value',
  '```',
  '',
  '```ts {1}',
  "const first = 'highlighted';",
  'const second = 2;',
  '```',
  '',
  '```notalanguage',
  'kept as text',
  '```',
  '',
  '```python',
  'def greet():',
  '    return "hi"',
  '```',
  '',
].join('\n');

const SQUARE = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="${fill}"/></svg>`;

/** The options of the four pages that a site can set together. */
const OPTIONS_CONFIG = `import path from 'node:path';
import { defineConfig } from '@rspress/core';

const displayNames: Record<string, string> = {
  'jdoe@example.com': 'Jane Doe',
};

export default defineConfig({
  root: 'docs',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  globalStyles: path.join(import.meta.dirname, 'styles/zoom.css'),
  mediumZoom: {
    selector: '.rspress-doc img.zoomable',
    options: {
      margin: 24,
      scrollOffset: 0,
      container: { top: 64 },
      background: 'rgb(255, 0, 0)',
    },
  },
  markdown: {
    shiki: { theme: 'github-dark', langs: ['python'], inline: 'tailing-curly-colon' },
  },
  themeConfig: {
    lastUpdated: {
      author: ({ name, email }) => displayNames[email] ?? name,
    },
  },
});
`;

const THEME = `import type { ReactNode } from 'react';
import { Layout as BasicLayout } from '@rspress/core/theme-original';
import { UpdatedBadge } from './components/UpdatedBadge';

export function Callout({ type, title, children }: { type: string; title?: string; children?: ReactNode }) {
  return (
    <div className="my-callout" data-type={type}>
      <b>{title ?? type}</b>
      {children}
    </div>
  );
}

export function Layout() {
  return <BasicLayout beforeDocContent={<UpdatedBadge />} />;
}

export * from '@rspress/core/theme-original';
`;

function commitPages(root: string): void {
  commitFiles(root, ['docs/en/dated.md', 'docs/zh/dated.md'], {
    name: 'jdoe',
    email: 'jdoe@example.com',
  });
}

describe('sites with the built-in features configured', () => {
  let example: ScratchBuild;
  let options: ScratchBuild;
  let servers: { example: RunningServer; options: RunningServer };
  let browser: Browser;

  beforeAll(async () => {
    const [shikiConfig, shikiCss, zoomCss, badge] = await Promise.all([
      exampleFromPage(SHIKI, 'example', 'rspress.config.ts'),
      exampleFromPage(SHIKI, 'example', 'styles/code.css'),
      exampleFromPage(ZOOM, 'example', 'styles/zoom.css'),
      exampleFromPage(LAST_UPDATED, 'page-data', 'theme/components/UpdatedBadge.tsx'),
    ]);
    [example, options] = await Promise.all([
      buildScratchSite({
        'rspress.config.ts': shikiConfig,
        'styles/code.css': shikiCss,
        'docs/index.md': '# Home\n',
        'docs/code.md': CODE_PAGE,
      }),
      buildScratchSite(
        {
          'rspress.config.ts': OPTIONS_CONFIG,
          'styles/zoom.css': zoomCss,
          'theme/index.tsx': THEME,
          'theme/components/UpdatedBadge.tsx': badge,
          'i18n.json': JSON.stringify({ lastUpdatedText: { en: 'Updated' } }),
          'docs/public/zoomable.svg': SQUARE('teal'),
          'docs/public/plain.svg': SQUARE('orange'),
          'docs/en/index.md': '# Home\n',
          'docs/en/dated.md': '# Dated\n\nA committed page.\n',
          'docs/zh/index.md': '# 首页\n',
          'docs/zh/dated.md': '# 有日期\n\n已提交的页面。\n',
          'docs/en/undated.md': '# Undated\n\nNever committed.\n',
          'docs/en/code.md': [
            '# Code',
            '',
            'Inline: `const a = 1{:ts}` and `plain`.',
            '',
            '```ts',
            'const answer = 42;',
            '```',
            '',
            '```python',
            'print("hi")',
            '```',
            '',
          ].join('\n'),
          'docs/en/zoom.mdx': [
            '# Zoom',
            '',
            '<img src="/zoomable.svg" alt="Zoomable" className="zoomable" />',
            '',
            '![Plain](/plain.svg)',
            '',
            ...Array.from({ length: 40 }, (_, i) => `Filler line ${i}.\n`),
          ].join('\n'),
          'docs/en/containers.md':
            '# Containers\n\n::: tip My tip\nTip body.\n:::\n\n> [!NOTE]\n> Note body.\n',
        },
        { prepare: commitPages },
      ),
    ]);
    expect(example.ok, example.output).toBe(true);
    expect(options.ok, options.output).toBe(true);
    const [a, b, chromium] = await Promise.all([
      example.preview(),
      options.preview(),
      launchChromium(),
    ]);
    servers = { example: a, options: b };
    browser = chromium;
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([example, options].map((site) => site?.remove()));
  });

  const page = async (site: ScratchBuild, file: string) => parseHtml(await site.read(file));
  const blocks = (document: Document) => [...document.querySelectorAll('.rspress-doc pre.shiki')];
  const blockWith = (document: Document, text: string) => {
    const block = blocks(document).find((pre) => pre.textContent?.includes(text));
    if (!block) throw new Error(`no block with ${text}`);
    return block;
  };
  /** Whether the block has tokens of more than one colour: it was highlighted. */
  const coloured = (block: Element) =>
    new Set([...block.querySelectorAll('span[style]')].map((span) => span.getAttribute('style')))
      .size > 1;

  claim(
    [
      'plugin/official-plugins/shiki#example',
      'plugin/official-plugins/shiki#option-themes',
      'plugin/official-plugins/shiki#markdown-shiki',
      'plugin/system/introduction#plugins-config-and-themes',
    ],
    'themes: the light colours inline and the dark ones as --shiki-dark variables; the transformers of the example run after the built-in ones',
    async () => {
      const code = await page(example, 'code.html');
      const ts = blockWith(code, 'highlighted');
      const styled = ts.querySelector('span[style*="--shiki-dark"]');
      expect(styled?.getAttribute('style')).toMatch(/^color:#[0-9A-Fa-f]{6};--shiki-dark:#/);
      expect(ts.innerHTML).not.toContain('--shiki-token-');
      expect(ts.getAttribute('data-language')).toBe('ts');
      // Built-in transformers ran too: the title-less block still has its language class and numbers.
      expect(ts.closest('.rp-codeblock')?.className).toContain('language-ts');
    },
  );

  claim(
    [
      'plugin/official-plugins/shiki#example',
      'plugin/official-plugins/shiki#option-langalias',
      'plugin/official-plugins/shiki#option-langs',
      'plugin/official-plugins/shiki#option-fallbacklanguage',
    ],
    'the alias conf highlights as its target ini; a language left out of langs loads on demand; an unknown one falls back to text',
    async () => {
      const code = await page(example, 'code.html');
      expect(coloured(blockWith(code, 'key = value'))).toBe(true);
      expect(coloured(blockWith(code, 'def greet'))).toBe(true);
      expect(coloured(blockWith(code, 'kept as text'))).toBe(false);
    },
  );

  claim(
    [
      'plugin/official-plugins/shiki#option-transformers',
      'plugin/official-plugins/shiki#related-options',
      'plugin/official-plugins/shiki#migrate',
    ],
    'transformerCompatibleMetaHighlight marks the lines of {1}; showLineNumbers numbers every block',
    async () => {
      const code = await page(example, 'code.html');
      const ts = blockWith(code, 'highlighted');
      const lines = [...ts.querySelectorAll('.line')];
      expect(lines[0]?.className).toContain('highlighted');
      expect(lines[1]?.className).not.toContain('highlighted');
      for (const block of blocks(code)) {
        expect(block.closest('.rp-codeblock')?.innerHTML, block.textContent ?? '').toMatch(
          /line-number|lineNumber|rp-codeblock__line-number/i,
        );
      }
    },
  );

  claim(
    ['plugin/official-plugins/shiki#example', 'plugin/official-plugins/shiki#option-themes'],
    'the example’s stylesheet switches the code to the dark colours when the site is in dark mode (rp-dark on <html>)',
    async () => {
      const tab = await openHydrated(browser, `${servers.example.origin}/code`);
      try {
        const token = tab.locator('pre.shiki span[style*="--shiki-dark"]').first();
        const light = await token.evaluate((span) => getComputedStyle(span).color);
        const dark = await token.evaluate((span) => {
          const value = (span as HTMLElement).style.getPropertyValue('--shiki-dark').trim();
          const probe = document.createElement('i');
          probe.style.color = value;
          document.body.append(probe);
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        });
        expect(dark).not.toBe(light);
        // The reader's system switches to dark: the default appearance follows it.
        await tab.emulateMedia({ colorScheme: 'dark' });
        await expect
          .poll(() => tab.evaluate(() => document.documentElement.classList.contains('rp-dark')))
          .toBe(true);
        await expect.poll(() => token.evaluate((span) => getComputedStyle(span).color)).toBe(dark);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/shiki#option-theme',
      'plugin/official-plugins/shiki#option-inline',
      'plugin/official-plugins/shiki#option-langs',
    ],
    'a named theme writes fixed colours that stay the same in dark mode; tailing-curly-colon highlights inline code; with langs set, other languages still load on demand',
    async () => {
      const code = await page(options, 'code.html');
      const ts = blockWith(code, 'answer');
      expect(ts.innerHTML).not.toContain('--shiki-');
      expect(ts.getAttribute('style')).toMatch(/background-color:#/);
      expect(coloured(ts)).toBe(true);
      expect(coloured(blockWith(code, 'print'))).toBe(true);
      const inline = [...code.querySelectorAll('.rspress-doc code')].find(
        (element) => element.textContent === 'const a = 1',
      );
      expect(inline?.querySelector('span[style]')).not.toBeNull();
      const plainInline = [...code.querySelectorAll('.rspress-doc p code')].find(
        (element) => element.textContent === 'plain',
      );
      expect(plainInline?.querySelector('span[style]')).toBeNull();
      const tab = await openHydrated(browser, `${servers.options.origin}/code`);
      try {
        const token = tab.locator('pre.shiki span[style]').first();
        const before = await token.evaluate((span) => getComputedStyle(span).color);
        // The reader's system switches to dark: the default appearance follows it.
        await tab.emulateMedia({ colorScheme: 'dark' });
        await expect
          .poll(() => tab.evaluate(() => document.documentElement.classList.contains('rp-dark')))
          .toBe(true);
        expect(await token.evaluate((span) => getComputedStyle(span).color)).toBe(before);
      } finally {
        await tab.context().close();
      }
    },
  );

  /** Opens the zoom page of the options site and clicks an image; returns the tab. */
  async function zoomIn(selector: string): Promise<Page> {
    const tab = await openHydrated(browser, `${servers.options.origin}/zoom`, {
      viewport: { width: 1280, height: 800 },
    });
    await tab.waitForFunction(
      () =>
        document
          .querySelector('.rspress-doc img.zoomable')
          ?.classList.contains('medium-zoom-image'),
      undefined,
      { timeout: 10_000 },
    );
    await tab.locator(selector).click();
    return tab;
  }

  claim(
    [
      'plugin/official-plugins/medium-zoom#selector',
      'plugin/official-plugins/medium-zoom#example',
      'plugin/official-plugins/medium-zoom#mediumzoom',
      'plugin/official-plugins/medium-zoom#migrate',
    ],
    'with the selector of the example only an image with the class zoomable zooms; a Markdown image does not',
    async () => {
      const tab = await zoomIn('.rspress-doc img[alt="Plain"]');
      try {
        expect(await tab.locator('.medium-zoom-image--opened').count()).toBe(0);
        await tab.locator('.rspress-doc img.zoomable').click();
        await expect.poll(() => tab.locator('.medium-zoom-image--opened').count()).toBe(1);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['plugin/official-plugins/medium-zoom#options', 'plugin/official-plugins/medium-zoom#example'],
    'margin and container: the zoomed image keeps 24 px from the area below the 64 px top; scrollOffset 0 closes it at the first scroll',
    async () => {
      const tab = await zoomIn('.rspress-doc img.zoomable');
      try {
        const opened = tab.locator('.medium-zoom-image--opened');
        await expect.poll(() => opened.count()).toBe(1);
        // The image grows to fit the area: wait until its transition has ended.
        let box = await opened.boundingBox();
        await expect
          .poll(async () => {
            const next = await opened.boundingBox();
            const settled = JSON.stringify(next) === JSON.stringify(box);
            box = next;
            return settled;
          })
          .toBe(true);
        if (!box) throw new Error('no zoomed image');
        expect(box.y).toBeGreaterThanOrEqual(64 + 24 - 1);
        expect(box.x).toBeGreaterThanOrEqual(24 - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(1280 - 24 + 1);
        expect(box.y + box.height).toBeLessThanOrEqual(800 - 24 + 1);
        await tab.mouse.wheel(0, 20);
        await expect.poll(() => tab.locator('.medium-zoom-image--opened').count()).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['plugin/official-plugins/medium-zoom#options', 'plugin/official-plugins/medium-zoom#example'],
    'the background option has no effect: the overlay is var(--rp-c-bg), and the stylesheet of the example makes it dark',
    async () => {
      const tab = await zoomIn('.rspress-doc img.zoomable');
      try {
        const overlay = tab.locator('.medium-zoom-overlay');
        await expect.poll(() => overlay.count()).toBe(1);
        expect(await overlay.evaluate((element) => (element as HTMLElement).style.background)).toBe(
          'var(--rp-c-bg)',
        );
        expect(await overlay.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
          'rgba(0, 0, 0, 0.8)',
        );
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['plugin/official-plugins/last-updated#author', 'plugin/official-plugins/last-updated#display'],
    'an author function maps the commit’s e-mail to the name shown; i18n.json replaces a label in one language, the other keeps the built-in one; Chinese dates read 年/月/日 order with a 24-hour time',
    async () => {
      // Rspress prints a colon after the label; this project's install patches it out (patches/README.md).
      const english = textOf((await page(options, 'dated.html')).querySelector('.rp-last-updated'));
      expect(english).toMatch(
        /^Updated:? \d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M by Jane Doe$/,
      );
      const chinese = textOf(
        (await page(options, 'zh/dated.html')).querySelector('.rp-last-updated'),
      );
      expect(chinese).toMatch(
        /^最后更新于:? \d{4}\/\d{1,2}\/\d{1,2} \d{1,2}:\d{2}:\d{2} 作者 Jane Doe$/,
      );
      expect(await options.read('undated.html')).not.toContain('rp-last-updated');
    },
  );

  claim(
    [
      'plugin/official-plugins/last-updated#page-data',
      'plugin/system/introduction#what-plugins-can-do',
    ],
    'usePage gives a theme component lastUpdatedTime: the badge of the page shows it on committed pages only',
    async () => {
      const dated = await page(options, 'dated.html');
      const badge = [...dated.querySelectorAll('small')].find((element) =>
        element.textContent?.startsWith('Updated '),
      );
      const line = textOf(dated.querySelector('.rp-last-updated'));
      expect(badge).toBeDefined();
      expect(line).toContain(textOf(badge).replace(/^Updated /, ''));
      const undated = await page(options, 'undated.html');
      expect(
        [...undated.querySelectorAll('small')].some((element) =>
          element.textContent?.startsWith('Updated '),
        ),
      ).toBe(false);
    },
  );

  claim(
    [
      'plugin/official-plugins/container-syntax#customise',
      'plugin/official-plugins/container-syntax#callout-component',
    ],
    'a custom theme that exports Callout renders every container and GitHub alert',
    async () => {
      const containers = await page(options, 'containers.html');
      const callouts = [...containers.querySelectorAll('.rspress-doc .my-callout')];
      expect(callouts.map((element) => element.getAttribute('data-type'))).toEqual(['tip', 'note']);
      expect(textsOf(containers, '.rspress-doc .my-callout b')[0]).toBe('My tip');
      expect(containers.querySelector('.rspress-doc .rp-callout')).toBeNull();
    },
  );
});
