/**
 * The preview plugin page, executed: code blocks marked with `preview` in the three modes, the
 * meta words, every option, the page's example config, and the demo files the build writes; in
 * Chromium, what the reader of a demo sees (the card and its code button, the phone frames and the
 * buttons under them, the fixed frame at the side, dark mode reaching the iframes).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Frame, Page } from '@playwright/test';
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
import { parseHtml, textOf } from '../theme/html.ts';

const PAGE = 'plugin/official-plugins/preview.md';

/** A demo block: a component that renders a button with `text`. */
function demo(meta: string, text: string, language = 'tsx'): string {
  return [
    `\`\`\`${language}${meta ? ` ${meta}` : ''}`,
    'export default function Demo() {',
    `  return <button type="button" className="demo">${text}</button>;`,
    '}',
    '```',
    '',
  ].join('\n');
}

/** `pluginPreview()` as the page registers it, with a stylesheet that marks the demo buttons. */
const DEFAULTS = {
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';

export default defineConfig({
  root: 'docs',
  globalStyles: path.join(import.meta.dirname, 'styles/page.css'),
  plugins: [pluginPreview()],
});
`,
  'styles/page.css': '.demo { letter-spacing: 3px; }\n',
  'docs/index.md': '# Home\n\nThe home page.\n',
  'docs/components/button.mdx': [
    '# Button',
    '',
    '```tsx preview',
    'export default function Demo() {',
    '  return <button type="button">Save</button>;',
    '}',
    '```',
    '',
  ].join('\n'),
  // The counter of the playground page's example, written with preview as that page says for Rspress 2.
  'docs/counter.mdx': [
    '# Counter',
    '',
    '```tsx preview',
    "import { useState } from 'react';",
    '',
    'export default function Counter() {',
    '  const [count, setCount] = useState(0);',
    '  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;',
    '}',
    '```',
    '',
  ].join('\n'),
  'docs/meta.mdx': [
    '# Meta',
    '',
    demo('preview="internal"', 'explicit-internal'),
    demo('pure', 'pure-block'),
    demo('', 'no-meta'),
    demo('title="demo.tsx"', 'title-only'),
    demo('preview', 'jsx-block', 'jsx'),
    demo('preview', 'js-block', 'js'),
    demo('iframe', 'old-iframe'),
  ].join('\n'),
  'docs/follow.mdx': [
    '# Follow',
    '',
    demo('preview="iframe-follow"', 'follow-one'),
    demo('preview="iframe-follow"', 'follow-two'),
  ].join('\n'),
  'docs/fixed.mdx': [
    '# Fixed',
    '',
    '## First {#first}',
    '',
    demo('preview="iframe-fixed"', 'fixed-one'),
    '## Second {#second}',
    '',
    demo('preview="iframe-fixed"', 'fixed-two'),
  ].join('\n'),
};

/** The other options, together: blocks without meta previewed in follow mode, tsx only, a custom entry. */
const OPTIONS = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginPreview } from '@rspress/plugin-preview';

export default defineConfig({
  root: 'docs',
  plugins: [
    pluginPreview({
      defaultRenderMode: 'preview',
      defaultPreviewMode: 'iframe-follow',
      previewLanguages: ['tsx'],
      iframeOptions: {
        customEntry: ({ demoPath }) => \`
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import Demo from \${JSON.stringify(demoPath)};
createRoot(document.getElementById('root')).render(
  createElement('section', { id: 'custom-entry' }, createElement(Demo)),
);
\`,
      },
    }),
  ],
});
`,
  'docs/index.mdx': [
    '# Options',
    '',
    demo('', 'no-meta'),
    demo('pure', 'pure-block'),
    demo('preview', 'jsx-block', 'jsx'),
    demo('preview="internal"', 'explicit-internal'),
  ].join('\n'),
};

/** A demo that imports a file next to the page. */
const RELATIVE_IMPORT = {
  'rspress.config.ts': DEFAULTS['rspress.config.ts'],
  'styles/page.css': '',
  'docs/index.mdx': [
    '# Relative',
    '',
    '```tsx preview',
    "import { Button } from './Button';",
    '',
    'export default function Demo() {',
    '  return <Button />;',
    '}',
    '```',
    '',
  ].join('\n'),
  'docs/Button.tsx':
    'export function Button() {\n  return <button type="button">local</button>;\n}\n',
};

describe('sites with the preview plugin', () => {
  let defaults: ScratchBuild;
  let example: ScratchBuild;
  let options: ScratchBuild;
  let relative: ScratchBuild;
  let servers: Record<'defaults' | 'example', RunningServer>;
  /** Pages opened once and read by several claims (the claims that click or resize open their own). */
  const shared = new Map<string, Promise<Page>>();
  let browser: Browser;

  beforeAll(async () => {
    const exampleConfig = await exampleFromPage(PAGE, 'example', 'rspress.config.ts');
    [defaults, example, options, relative] = await Promise.all([
      buildScratchSite(DEFAULTS),
      buildScratchSite({
        'rspress.config.ts': exampleConfig,
        'src/index.ts': `import { createElement } from 'react';

export function Badge() {
  return createElement('span', { className: 'my-badge' }, 'Badge from the library');
}
`,
        'src/styles.css': '.my-badge { color: rgb(200, 0, 0); }\n',
        'docs/index.mdx': [
          '# Mobile',
          '',
          '## Bare {#bare}',
          '',
          '```tsx preview',
          "import { Badge } from 'my-mobile-ui';",
          '',
          'export default function Demo() {',
          '  return <Badge />;',
          '}',
          '```',
          '',
          '## Internal {#internal}',
          '',
          '```tsx preview="internal"',
          "import { Badge } from 'my-mobile-ui';",
          '',
          'export default function Demo() {',
          '  return <p className="in-text"><Badge /></p>;',
          '}',
          '```',
          '',
        ].join('\n'),
      }),
      buildScratchSite(OPTIONS),
      buildScratchSite(RELATIVE_IMPORT),
    ]);
    for (const site of [defaults, example, options]) expect(site.ok, site.output).toBe(true);
    const [a, b, chromium] = await Promise.all([
      defaults.preview(),
      example.preview(),
      launchChromium(),
    ]);
    servers = { defaults: a, example: b };
    browser = chromium;
  });
  afterAll(async () => {
    await Promise.all([...shared.values()].map(async (tab) => (await tab).context().close()));
    await browser?.close();
    await Promise.all([defaults, example, options, relative].map((site) => site?.remove()));
  });

  async function open(site: keyof typeof servers, route: string, width = 1280): Promise<Page> {
    return openHydrated(browser, `${servers[site].origin}${route}`, {
      viewport: { width, height: 900 },
    });
  }

  /** The page at `route` of `site`, opened once for the claims that only read it. */
  function view(site: keyof typeof servers, route: string, width = 1440): Promise<Page> {
    const key = `${site} ${route} ${width}`;
    let tab = shared.get(key);
    if (!tab) {
      tab = open(site, route, width);
      shared.set(key, tab);
    }
    return tab;
  }

  /** The frame of the iframe matched by `selector`, once its demo has rendered `text`. */
  async function demoFrame(tab: Page, selector: string, text: string): Promise<Frame> {
    const handle = await tab.locator(selector).elementHandle();
    const frame = await handle?.contentFrame();
    if (!frame) throw new Error(`no frame for ${selector}`);
    await frame.getByText(text).first().waitFor({ timeout: 20_000 });
    return frame;
  }

  async function page(site: ScratchBuild, file: string): Promise<Document> {
    return parseHtml(await site.read(file));
  }

  /** The element that holds the demo or code block whose code contains `text`. */
  function blockOf(document: Document, text: string): Element {
    const block = [...document.querySelectorAll('.rspress-doc > *')].find((element) =>
      element.textContent?.includes(`>${text}<`),
    );
    if (!block) throw new Error(`no block with ${text}`);
    return block;
  }

  claim(
    [
      'plugin/official-plugins/preview#register',
      'plugin/official-plugins/preview#options',
      'plugin/official-plugins/preview#defaultrendermode',
    ],
    'with the defaults a tsx block without meta, or with a title only, stays a code block',
    async () => {
      const meta = await page(defaults, 'meta.html');
      for (const text of ['no-meta', 'title-only']) {
        const block = blockOf(meta, text);
        expect(block.classList.contains('rp-codeblock'), text).toBe(true);
        expect(block.querySelector('button.demo'), text).toBeNull();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/preview#write-a-demo',
      'plugin/official-plugins/preview#defaultpreviewmode',
    ],
    'a tsx or jsx block marked preview renders its default export in the page, in the internal mode by default; pure, js and the old iframe meta stay code',
    async () => {
      const button = await page(defaults, 'components/button.html');
      const save = button.querySelector('.rp-preview--internal button[type="button"]:not([class])');
      expect(textOf(save)).toBe('Save');
      const meta = await page(defaults, 'meta.html');
      for (const text of ['explicit-internal', 'jsx-block']) {
        expect(blockOf(meta, text).classList.contains('rp-preview--internal'), text).toBe(true);
        expect(textOf(blockOf(meta, text).querySelector('button.demo')), text).toBe(text);
      }
      for (const text of ['pure-block', 'js-block', 'old-iframe']) {
        expect(blockOf(meta, text).classList.contains('rp-codeblock'), text).toBe(true);
      }
    },
  );

  claim(
    'plugin/official-plugins/preview#write-a-demo',
    'the old iframe meta makes the build warn and ask for preview="iframe-fixed" or preview="iframe-follow"',
    () => {
      const warning = defaults.output.split('\n').find((line) => line.includes('"iframe" meta'));
      expect(warning).toContain('warn');
      expect(warning).toContain('preview="iframe-fixed"');
      expect(warning).toContain('preview="iframe-follow"');
    },
  );

  claim(
    [
      'plugin/official-plugins/preview#write-a-demo',
      'plugin/official-plugins/preview#mode-internal',
    ],
    'in the internal mode the demo sits in a card with the code hidden; a button under it shows the code and hides it again',
    async () => {
      const tab = await open('defaults', '/components/button');
      try {
        const card = tab.locator('.rp-preview--internal').first();
        await expect.poll(() => card.getByRole('button', { name: 'Save' }).isVisible()).toBe(true);
        // The code is folded to no height and transparent until the button opens it.
        const wrapper = card.locator('.rp-preview--internal__code-wrapper');
        const shown = async () => {
          const box = await wrapper.boundingBox();
          const opacity = await wrapper.evaluate((element) => getComputedStyle(element).opacity);
          return (box?.height ?? 0) > 20 && opacity === '1';
        };
        expect(await shown()).toBe(false);
        const toggle = card.locator('.rp-preview-operations button');
        await toggle.click();
        await expect.poll(shown).toBe(true);
        const demoBox = await card.getByRole('button', { name: 'Save' }).boundingBox();
        const codeBox = await wrapper.locator('pre').boundingBox();
        expect(codeBox?.y ?? 0).toBeGreaterThan(demoBox?.y ?? 0);
        await toggle.click();
        await expect.poll(shown).toBe(false);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/preview#mode-internal',
    'an internal demo takes the page’s styles; an iframe demo does not',
    async () => {
      const meta = await view('defaults', '/meta');
      const spacing = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((element) => getComputedStyle(element).letterSpacing);
      expect(await spacing(meta.locator('button.demo', { hasText: 'explicit-internal' }))).toBe(
        '3px',
      );
      const follow = await view('defaults', '/follow');
      const frame = await demoFrame(follow, '.rp-preview iframe >> nth=0', 'follow-one');
      expect(await spacing(frame.locator('button.demo'))).toBe('normal');
    },
  );

  claim(
    [
      'plugin/official-plugins/preview#mode-iframe-follow',
      'plugin/official-plugins/overview#preview',
      'plugin/official-plugins/preview#iframeoptions-customentry',
      'plugin/official-plugins/preview#modes',
    ],
    'iframe-follow: each block’s demo runs in an iframe of its own (300 × 150 px, rendered into #root by default), right of the code from 960 px up and under it below that',
    async () => {
      const tab = await view('defaults', '/follow');
      try {
        const previews = tab.locator('.rp-preview');
        expect(await previews.count()).toBe(2);
        const frames = tab.locator('.rp-preview iframe');
        const sources = await frames.evaluateAll((elements) =>
          elements.map((element) => element.getAttribute('src')),
        );
        expect(sources.length).toBe(2);
        expect(new Set(sources).size).toBe(2);
        const first = await demoFrame(tab, '.rp-preview iframe >> nth=0', 'follow-one');
        await demoFrame(tab, '.rp-preview iframe >> nth=1', 'follow-two');
        expect(await first.locator('#root button.demo').count()).toBe(1);
        const boxes = async () => {
          const first = previews.first();
          const code = await first.locator('.rp-preview--iframe-follow__code').boundingBox();
          const frame = await first.locator('iframe').boundingBox();
          if (!code || !frame) throw new Error('no boxes');
          return { code, frame };
        };
        const wide = await boxes();
        expect(wide.code.x + wide.code.width).toBeLessThanOrEqual(wide.frame.x + 1);
        // The browser's default iframe size, 300 × 150 px (plus a border).
        expect(Math.round(wide.frame.width)).toBe(300);
        expect(wide.frame.height).toBeLessThan(160);
        expect(Math.abs(wide.code.y - wide.frame.y)).toBeLessThan(2);
        await tab.setViewportSize({ width: 800, height: 900 });
        await expect
          .poll(async () => {
            const narrow = await boxes();
            return narrow.frame.y >= narrow.code.y + narrow.code.height - 1;
          })
          .toBe(true);
      } finally {
        await tab.setViewportSize({ width: 1440, height: 900 });
      }
    },
  );

  claim(
    'plugin/official-plugins/preview#mode-iframe-follow',
    'under the frame: a button that reloads the demo, one that opens it in a new tab and one that shows a QR code of its address',
    async () => {
      const tab = await open('defaults', '/follow', 1440);
      try {
        const first = tab.locator('.rp-preview').first();
        await demoFrame(tab, '.rp-preview iframe >> nth=0', 'follow-one');
        const frameBox = await first.locator('iframe').boundingBox();
        const buttons = first.locator('.rp-preview-operations button');
        expect(await buttons.count()).toBe(3);
        for (let i = 0; i < 3; i++) {
          const box = await buttons.nth(i).boundingBox();
          expect(box?.y ?? 0).toBeGreaterThan((frameBox?.y ?? 0) + (frameBox?.height ?? 0) - 1);
        }

        const before = await first.locator('iframe').elementHandle();
        await first.getByRole('button', { name: 'Refresh' }).click();
        await expect
          .poll(async () => (await first.locator('iframe').elementHandle()) !== before)
          .toBe(true);

        await first.locator('.rp-preview-operations__qrcode button').click();
        await expect
          .poll(() => first.locator('.rp-preview-operations__qrcode-popup svg').count())
          .toBe(1);

        const src = await first.locator('iframe').getAttribute('src');
        const [opened] = await Promise.all([
          tab.context().waitForEvent('page'),
          first.getByRole('button', { name: 'Open in new page' }).click(),
        ]);
        await opened.getByText('follow-one').waitFor();
        expect(new URL(opened.url()).pathname).toBe(src);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/preview#mode-iframe-fixed',
    'iframe-fixed: the demos of a page run in one phone-sized frame fixed at the right edge of the window; the code blocks stay in the text',
    async () => {
      const fixed = await page(defaults, 'fixed.html');
      expect(fixed.querySelectorAll('.rspress-doc .rp-codeblock').length).toBe(2);
      expect(fixed.querySelectorAll('.rspress-doc iframe').length).toBe(0);
      const tab = await view('defaults', '/fixed', 1920);
      {
        const frames = tab.locator('iframe');
        expect(await frames.count()).toBe(1);
        const frame = await demoFrame(tab, 'iframe', 'fixed-one');
        await frame.getByText('fixed-two').waitFor();
        const box = await frames.boundingBox();
        if (!box) throw new Error('no frame');
        expect(box.height).toBeGreaterThan(box.width);
        const position = await tab
          .locator('.rp-fixed-device')
          .evaluate((element) => getComputedStyle(element).position);
        expect(position).toBe('fixed');
        await tab.mouse.wheel(0, 400);
        await expect.poll(async () => (await frames.boundingBox())?.y).toBe(box.y);
      }
    },
  );

  claim(
    'plugin/official-plugins/preview#mode-iframe-fixed',
    'the fixed frame by window width: hidden below 960 px; beside the text up to 1279 px; from 1280 px it takes the place of the outline, and at 1440 px it covers the right edge of the text',
    async () => {
      const tab = await open('defaults', '/fixed', 800);
      try {
        const device = tab.locator('.rp-fixed-device');
        const outline = tab.locator('.rp-doc-layout__outline');
        const layout = async (width: number) => {
          await tab.setViewportSize({ width, height: 900 });
          const frame = await device.locator('iframe').boundingBox();
          const text = await tab.locator('.rspress-doc').boundingBox();
          return {
            shown: await device.isVisible(),
            outline: await outline.isVisible(),
            atRightEdge: frame !== null && Math.abs(frame.x + frame.width - width) < 2,
            overlapsText: frame !== null && text !== null && frame.x < text.x + text.width - 1,
          };
        };
        expect((await layout(800)).shown).toBe(false);
        expect(await layout(1100)).toMatchObject({
          shown: true,
          atRightEdge: true,
          overlapsText: false,
        });
        expect(await layout(1440)).toEqual({
          shown: true,
          outline: false,
          atRightEdge: true,
          overlapsText: true,
        });
        expect(await layout(1920)).toMatchObject({
          shown: true,
          outline: false,
          overlapsText: false,
        });
        // A page without fixed demos keeps its outline at that width.
        await tab.goto(`${servers.defaults.origin}/follow`);
        await expect.poll(() => outline.isVisible()).toBe(true);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/preview#mode-iframe-fixed',
    'rspress build writes ~demo/ with one HTML file per iframe-follow demo and one per page with iframe-fixed demos',
    async () => {
      const files = (await readdir(path.join(defaults.dir, 'doc_build', '~demo'))).filter((file) =>
        file.endsWith('.html'),
      );
      expect(files.sort()).toEqual(['_fixed.html', '_follow_1.html', '_follow_2.html']);
    },
  );

  claim(
    'plugin/official-plugins/preview#imports',
    'the code of each block is written to node_modules/.rspress/virtual-demo/, and a relative import in it fails the build with Module not found',
    async () => {
      const folder = path.join(defaults.dir, 'node_modules', '.rspress', 'virtual-demo');
      const files = await readdir(folder);
      const sources = await Promise.all(
        files.map((file) => readFile(path.join(folder, file), 'utf8')),
      );
      expect(sources.some((source) => source.includes('>Save<'))).toBe(true);
      expect(relative.ok).toBe(false);
      expect(relative.output).toContain('Module not found');
      expect(relative.output).toContain("'./Button'");
    },
  );

  claim(
    ['plugin/official-plugins/preview#imports', 'plugin/official-plugins/preview#example'],
    'the example: a package-like alias resolves in the iframe, the bare preview block runs in the fixed frame and preview="internal" renders in the text',
    async () => {
      const html = await page(example, 'index.html');
      expect(
        html.querySelector('.rspress-doc .rp-preview--internal .in-text .my-badge'),
      ).not.toBeNull();
      expect(html.querySelectorAll('.rspress-doc iframe').length).toBe(0);
      const tab = await view('example', '/');
      {
        expect(await tab.locator('.rp-fixed-device iframe').count()).toBe(1);
        const frame = await demoFrame(tab, '.rp-fixed-device iframe', 'Badge from the library');
        expect(await frame.locator('.in-text').count()).toBe(0);
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/preview#previewcodetransform',
      'plugin/official-plugins/preview#example',
    ],
    'previewCodeTransform adds the stylesheet import to every demo, in the frame and in the text, while the code shown stays as written',
    async () => {
      const html = await page(example, 'index.html');
      expect(textOf(html.querySelector('.rspress-doc'))).not.toContain('styles.css');
      const tab = await view('example', '/');
      {
        const colour = (locator: ReturnType<Page['locator']>) =>
          locator.evaluate((element) => getComputedStyle(element).color);
        expect(await colour(tab.locator('.in-text .my-badge'))).toBe('rgb(200, 0, 0)');
        const frame = await demoFrame(tab, '.rp-fixed-device iframe', 'Badge from the library');
        expect(await colour(frame.locator('.my-badge'))).toBe('rgb(200, 0, 0)');
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/preview#iframeoptions-builderconfig',
      'plugin/official-plugins/preview#example',
    ],
    'iframeOptions.builderConfig goes into the demo build: the demo page gets the html.title of the example',
    async () => {
      const demoPage = parseHtml(await example.read('~demo/_index.html'));
      expect(demoPage.title).toBe('my-mobile-ui demo');
      expect(parseHtml(await example.read('index.html')).title).not.toBe('my-mobile-ui demo');
    },
  );

  claim(
    [
      'plugin/official-plugins/preview#defaultrendermode',
      'plugin/official-plugins/preview#defaultpreviewmode',
      'plugin/official-plugins/preview#previewlanguages',
    ],
    'defaultRenderMode preview makes a block without meta a demo in the defaultPreviewMode; pure stays code; a language left out of previewLanguages is never touched',
    async () => {
      const html = await page(options, 'index.html');
      expect(blockOf(html, 'no-meta').classList.contains('rp-preview--iframe-follow')).toBe(true);
      expect(blockOf(html, 'explicit-internal').classList.contains('rp-preview--internal')).toBe(
        true,
      );
      expect(blockOf(html, 'pure-block').classList.contains('rp-codeblock')).toBe(true);
      expect(blockOf(html, 'jsx-block').classList.contains('rp-codeblock')).toBe(true);
    },
  );

  claim(
    [
      'plugin/official-plugins/preview#iframeoptions',
      'plugin/official-plugins/preview#iframeoptions-customentry',
    ],
    'customEntry gives the source of each iframe page’s entry module: the demo page runs the entry it returns',
    async () => {
      const demoPage = parseHtml(await options.read('~demo/_index_1.html'));
      const scripts = [...demoPage.querySelectorAll('script[src]')].map(
        (script) => script.getAttribute('src') ?? '',
      );
      const code = await Promise.all(scripts.map((src) => options.read(src.replace(/^\//, ''))));
      expect(code.join('\n')).toContain('custom-entry');
    },
  );

  claim(
    [
      'plugin/official-plugins/playground#example',
      'plugin/official-plugins/playground#alternatives',
    ],
    'the counter of the playground example, marked preview: it runs in the page and counts clicks; its code is shown, not editable',
    async () => {
      const tab = await open('defaults', '/counter');
      try {
        const counter = tab.getByRole('button', { name: /Clicked \d+ times/ });
        await expect.poll(() => counter.innerText()).toBe('Clicked 0 times');
        await counter.click();
        await counter.click();
        await expect.poll(() => counter.innerText()).toBe('Clicked 2 times');
        expect(
          await tab.locator('.rp-preview textarea, .rp-preview [contenteditable="true"]').count(),
        ).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/preview#iframeoptions-framework',
    'framework is typed as react only, defaults to react and is marked deprecated',
    async () => {
      const types = await readFile(
        path.join(rootDir, 'node_modules', '@rspress', 'plugin-preview', 'dist', 'index.d.ts'),
        'utf8',
      );
      const framework = types.slice(
        types.indexOf('declare type IframeOptions'),
        types.indexOf('devPort?:'),
      );
      expect(framework).toContain("framework?: 'react';");
      expect(framework).toContain("@default 'react'");
      expect(framework).toContain('@deprecated');
    },
  );

  // Last: it switches the shared follow page to dark mode.
  claim(
    'plugin/official-plugins/preview#mode-iframe-fixed',
    'switching the page to dark mode switches the iframe demos too',
    async () => {
      const tab = await view('defaults', '/follow');
      const frame = await demoFrame(tab, '.rp-preview iframe >> nth=0', 'follow-one');
      const dark = () => frame.evaluate(() => document.documentElement.classList.contains('dark'));
      expect(await dark()).toBe(false);
      await tab.locator('.rp-switch-appearance').first().click();
      await expect.poll(dark).toBe(true);
    },
  );
});
