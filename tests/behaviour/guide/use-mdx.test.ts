/**
 * What Markdown and MDX says pages can hold, on one site built from the page's examples: .md
 * against .mdx, front matter, headings, links, code block options and transformers (measured in
 * Chromium where the page says how lines look), containers, components, JavaScript and reused
 * content; and the builds that fail on a `file=` block.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const PAGE = 'guide/basic/use-mdx.mdx';
const TALL = Array.from({ length: 40 }, (_, i) => `const line${i} = ${i};`).join('\n');

const SITE = async () => ({
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
} from '@shikijs/transformers';

export default defineConfig({
  root: 'docs',
  title: 'MDX',
  markdown: {
    globalComponents: [path.join(import.meta.dirname, 'components/Note.tsx')],
    shiki: {
      transformers: [
        transformerCompatibleMetaHighlight(),
        transformerNotationHighlight(),
        transformerNotationDiff(),
        transformerNotationFocus(),
        transformerNotationErrorLevel(),
      ],
    },
  },
});
`,
  'components/Note.tsx':
    'export default function Note({ children }: { children: React.ReactNode }) {\n  return <aside className="global-note">{children}</aside>;\n}\n',
  'components/Greeting.tsx': await exampleFromPage(
    PAGE,
    'own-components',
    'components/Greeting.tsx',
  ),
  'docs/index.md': '# Home\n',
  'docs/guide/install.md': `---
title: Install Rspress
description: Add Rspress to a new or an existing project.
outline: false
---

# Installation

<div class="note">Raw HTML in md</div>

Braces {1 + 1} stay text.

## Section {#section}
`,
  'docs/guide/untitled.md': '---\ntitle: Only A Title\n---\n\nBody without a heading.\n',
  'docs/guide/headings.md': `# Headings

## Install the package {#install}

## Generated Id Heading

### Level three

#### Level four

##### Level five

[Deploy](/guide/install) [Deploy dot](./install) [Deploy md](./install.md) [Section](./install#section) [Outside](https://example.com/)
`,
  'docs/guide/components.mdx': await exampleFromPage(
    PAGE,
    'theme-components',
    'docs/guide/install.mdx',
  ),
  'docs/guide/welcome.mdx': await exampleFromPage(PAGE, 'own-components', 'docs/guide/welcome.mdx'),
  'docs/guide/global.mdx': '# Global\n\n<Note>Noted without import.</Note>\n',
  'docs/guide/versions.mdx': await exampleFromPage(PAGE, 'javascript', 'docs/guide/versions.mdx'),
  'docs/guide/reuse.mdx': await exampleFromPage(PAGE, 'reuse', 'docs/guide/install.mdx'),
  'docs/guide/_requirements.md': 'Node.js 20.19 or later is required.\n',
  'docs/guide/_examples/plugin.ts': 'export const fromPluginFile = true;\n',
  'docs/guide/code.md': `# Code

\`\`\`ts title="rspress.config.ts"
const titled = 1;
\`\`\`

\`\`\`
no language here
\`\`\`

\`\`\`js lineNumbers wrapCode
const message = '${'A long line that wraps instead of making the reader scroll sideways '.repeat(4)}';
\`\`\`

\`\`\`ts {1,3-4}
const a = 1;
const b = 2;
const sum = a + b;
console.log(sum);
\`\`\`

\`\`\`ts
const config = {
  title: 'My Docs', // [!code --]
  title: 'Acme Docs', // [!code ++]
  lang: 'en', // [!code highlight]
  base: '/docs/', // [!code warning]
  outDir: 42, // [!code error]
};
\`\`\`

\`\`\`ts
export default {
  // [!code focus:2]
  title: 'Acme Docs',
  description: 'Guides and API reference',
  lang: 'en',
};
\`\`\`

\`\`\`js height=200
${TALL}
\`\`\`

\`\`\`js fold
${TALL}
\`\`\`

\`\`\`ts file="./_examples/plugin.ts"
\`\`\`

:::tip
Run the build.
:::

:::warning Check your base path
A wrong base breaks every asset.
:::

:::details Show the full output
Hidden until opened.
:::

> [!NOTE]
> Read once at start.

| a | b |
| --- | --- |
| 1 | 2 |

- [x] done task

~~struck~~ and a footnote[^1] and https://example.com/bare

[^1]: The footnote.
`,
});

describe('a site built from the examples of Markdown and MDX', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await buildScratchSite(await SITE());
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  async function open(route: string, run: (tab: Page) => Promise<void>) {
    const tab = await openHydrated(browser, `${server.origin}${route}`, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      await run(tab);
    } finally {
      await tab.context().close();
    }
  }

  claim(
    'guide/basic/use-mdx#md-or-mdx',
    'a .md page renders HTML tags as written and shows braces as text',
    async () => {
      const html = (await site.read('guide/install.html')).replaceAll('<!-- -->', '');
      expect(html).toContain('<div class="note">Raw HTML in md</div>');
      expect(html).toContain('Braces {1 + 1} stay text.');
    },
  );

  claim(
    'guide/basic/use-mdx#front-matter',
    'title names the tab and the sidebar entry, description the meta tag, outline: false hides the outline; a title without a heading is the heading',
    async () => {
      const html = await site.read('guide/install.html');
      expect(html).toMatch(/<title[^>]*>Install Rspress - MDX<\/title>/);
      expect(html).toContain(
        '<meta name="description" content="Add Rspress to a new or an existing project."',
      );
      expect(html).not.toContain('rp-outline__toc');
      expect(await site.read('guide/code.html')).toContain('>Install Rspress</span>');
      expect(await site.read('guide/untitled.html')).toMatch(/<h1[^>]*>[\s\S]*?Only A Title/);
    },
  );

  claim(
    'guide/basic/use-mdx#headings',
    'headings get ids, explicit or generated; levels 2 to 4 are in the outline',
    async () => {
      const html = await site.read('guide/headings.html');
      expect(html).toMatch(/<h2[^>]*id="install"/);
      expect(html).not.toContain('{#install}');
      expect(html).toMatch(/<h2[^>]*id="generated-id-heading"/);
      const outline = html.slice(html.indexOf('rp-outline__toc'));
      for (const text of [
        'Install the package',
        'Generated Id Heading',
        'Level three',
        'Level four',
      ])
        expect(outline).toContain(text);
      expect(outline).not.toContain('Level five');
    },
  );

  claim(
    'guide/basic/use-mdx#links',
    'route paths, ./ paths and file paths lead to the page with .html; a #id jumps to the section; links to other sites open a new tab',
    async () => {
      const html = await site.read('guide/headings.html');
      const content = html.slice(html.indexOf('rspress-doc'));
      expect(content.match(/href="\/guide\/install\.html" class="rp-link">Deploy/g)?.length).toBe(
        3,
      );
      expect(content).toContain('href="/guide/install.html#section"');
      expect(content).toMatch(/<a href="https:\/\/example\.com\/"[^>]*target="_blank"/);
    },
  );

  claim(
    ['guide/basic/use-mdx#code-blocks', 'guide/basic/use-mdx#code-title'],
    'blocks are highlighted at build time, a block without language is text, each has copy and wrap buttons; title shows above',
    async () => {
      const html = await site.read('guide/code.html');
      expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*data-lang="ts"/);
      expect(html).toMatch(/data-lang="txt"/);
      expect(html).toMatch(/rp-codeblock__title[^>]*>rspress\.config\.ts</);
      const blocks = html.split('class="rp-codeblock ').length - 1;
      expect(html.match(/<button class="[^"]*rp-code-copy-button[" ]/g)?.length).toBe(blocks);
      expect(html.match(/<button class="[^"]*rp-code-wrap-button[" ]/g)?.length).toBe(blocks);
    },
  );

  claim(
    'guide/basic/use-mdx#line-numbers',
    'lineNumbers numbers the lines and wrapCode wraps them',
    async () => {
      await open('/guide/code', async (tab) => {
        const block = tab.locator('.rp-codeblock').nth(2);
        expect(await block.locator('.rp-codeblock__content--line-numbers').count()).toBe(1);
        const scroller = block.locator('.rp-codeblock__content__scroll-container');
        expect(
          await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth + 1),
        ).toBe(true);
      });
    },
  );

  /** Computed background colour of each line of the nth code block. */
  async function lineStyles(tab: Page, nth: number) {
    return tab
      .locator('.rp-codeblock')
      .nth(nth)
      .locator('.line')
      .evaluateAll((lines) =>
        lines.map((line) => ({
          className: line.className,
          background: getComputedStyle(line).backgroundColor,
          marker: getComputedStyle(line, '::after').content,
          opacity: getComputedStyle(line).opacity,
          filter: getComputedStyle(line).filter,
        })),
      );
  }

  claim(
    'guide/basic/use-mdx#highlight-lines',
    '{1,3-4} with the compatible transformer gives lines 1, 3 and 4 a highlight',
    async () => {
      await open('/guide/code', async (tab) => {
        const lines = await lineStyles(tab, 3);
        const backgrounds = lines.map((line) => line.background);
        expect(backgrounds[0]).toBe(backgrounds[2]);
        expect(backgrounds[2]).toBe(backgrounds[3]);
        expect(backgrounds[0]).not.toBe(backgrounds[1]);
      });
    },
  );

  claim(
    'guide/basic/use-mdx#code-notation',
    'notation comments are removed; the theme styles added, removed, highlighted, warning and error lines, and dims lines around a focus until hovered',
    async () => {
      const html = (await site.read('guide/code.html')).replaceAll('<!-- -->', '');
      expect(html).not.toContain('[!code');
      await open('/guide/code', async (tab) => {
        const [, removed, added, highlighted, warning, error] = await lineStyles(tab, 4);
        const plain = (await lineStyles(tab, 4))[0];
        expect(removed?.marker).toContain('-');
        expect(added?.marker).toContain('+');
        const backgrounds = [plain, removed, added, highlighted, warning, error].map(
          (line) => line?.background,
        );
        expect(new Set(backgrounds).size).toBe(6);
        const focusLines = await lineStyles(tab, 5);
        const dimmed = (line: { opacity: string; filter: string } | undefined) =>
          line !== undefined && (Number(line.opacity) < 1 || /blur\((?!0px\))/.test(line.filter));
        // The comment's own line is gone: lines 1 and 2 are the focused ones.
        expect(focusLines).toHaveLength(5);
        expect(dimmed(focusLines[1])).toBe(false);
        expect(dimmed(focusLines[2])).toBe(false);
        expect(dimmed(focusLines[3])).toBe(true);
        await tab.locator('.rp-codeblock').nth(5).locator('pre').hover();
        await tab.waitForTimeout(600);
        expect(dimmed((await lineStyles(tab, 5))[3])).toBe(false);
      });
    },
  );

  claim(
    ['guide/basic/use-mdx#code-fold', 'api/config/config-build#markdown-defaultcodeoverflow'],
    'height=200 limits a block with a scrollbar; fold limits it to 300 pixels with a button that expands it',
    async () => {
      await open('/guide/code', async (tab) => {
        const measure = (nth: number) =>
          tab
            .locator('.rp-codeblock')
            .nth(nth)
            .evaluate((block) => {
              const content = block.querySelector('.rp-codeblock__content') as HTMLElement;
              const scroller = block.querySelector(
                '.rp-codeblock__content__scroll-container',
              ) as HTMLElement;
              return {
                height: content.getBoundingClientRect().height,
                scrolls:
                  content.scrollHeight > content.clientHeight + 1 ||
                  scroller.scrollHeight > scroller.clientHeight + 1,
              };
            });
        const limited = await measure(6);
        expect(limited.height).toBeLessThanOrEqual(201);
        expect(limited.scrolls).toBe(true);
        const folded = await measure(7);
        expect(Math.round(folded.height)).toBe(300);
        await tab.locator('.rp-codeblock').nth(7).locator('.rp-codeblock__fold-btn').click();
        await tab.waitForTimeout(400);
        expect((await measure(7)).height).toBeGreaterThan(600);
      });
    },
  );

  claim(
    'guide/basic/use-mdx#code-from-file',
    'an empty block with file= shows the file',
    async () => {
      expect(await site.read('guide/code.html')).toContain('fromPluginFile');
    },
  );

  claim(
    ['guide/basic/use-mdx#containers', 'guide/basic/use-mdx#github-alerts'],
    'containers and GitHub alerts render callouts, with a custom title; details opens on click',
    async () => {
      const page = await site.read('guide/code.html');
      const html = page.slice(page.indexOf('rspress-doc'));
      expect(html).toContain('Check your base path');
      expect(html).not.toContain(':::');
      expect(html).not.toContain('[!NOTE]');
      await open('/guide/code', async (tab) => {
        const details = tab.locator('details', { hasText: 'Show the full output' });
        expect(await details.getAttribute('open')).toBeNull();
        await details.locator('summary').click();
        expect(await details.getAttribute('open')).not.toBeNull();
        expect(await tab.getByText('Read once at start.').isVisible()).toBe(true);
        const note = tab.locator('.rspress-doc').getByText('Read once at start.');
        expect(await note.evaluate((element) => element.closest('blockquote'))).toBeNull();
      });
    },
  );

  claim(
    [
      'guide/basic/use-mdx#components',
      'guide/basic/use-mdx#theme-components',
      'guide/basic/use-mdx#own-components',
    ],
    'theme components and your own render in MDX pages',
    async () => {
      const install = await site.read('guide/components.html');
      expect(install).toContain('v2');
      expect(install).toContain('install -D @rspress/core');
      expect((await site.read('guide/welcome.html')).replaceAll('<!-- -->', '')).toContain(
        '<p class="greeting">Hello, reader!</p>',
      );
    },
  );

  claim(
    'guide/basic/use-mdx#global-components',
    'a global component is used without an import',
    async () => {
      expect(await site.read('guide/global.html')).toContain(
        '<aside class="global-note">Noted without import.</aside>',
      );
    },
  );

  claim(
    'guide/basic/use-mdx#javascript',
    'an MDX page exports values and evaluates braces',
    async () => {
      expect((await site.read('guide/versions.html')).replaceAll('<!-- -->', '')).toContain(
        'The latest release is 2.0.22.',
      );
    },
  );

  claim(
    'guide/basic/use-mdx#reuse',
    'imported Markdown renders in place and is searchable',
    async () => {
      expect(await site.read('guide/reuse.html')).toContain('Node.js 20.19 or later is required.');
      expect(site.has('guide/_requirements.html')).toBe(false);
      const { readdir } = await import('node:fs/promises');
      const index = (await readdir(`${site.dir}/doc_build/static`)).find((file) =>
        file.startsWith('search_index'),
      );
      expect(await site.read(`static/${index}`)).toContain('Node.js 20.19 or later is required.');
    },
  );

  claim(
    'guide/basic/use-mdx#gfm',
    'tables, task lists, strikethrough, footnotes and bare URLs work',
    async () => {
      const html = await site.read('guide/code.html');
      expect(html).toContain('<table>');
      expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
      expect(html).toContain('<del>struck</del>');
      expect(html).toContain('The footnote.');
      expect(html).toMatch(/<a href="https:\/\/example\.com\/bare"/);
    },
  );
});

describe('builds Markdown and MDX says fail', () => {
  claim(
    'guide/basic/use-mdx#code-from-file',
    'a file= block fails when the file is missing or the block is not empty',
    async () => {
      const sites = await Promise.all([
        buildScratchSite({ 'docs/index.md': '# Home\n\n```ts file="./_missing.ts"\n```\n' }),
        buildScratchSite({
          'docs/index.md': '# Home\n\n```ts file="./_present.ts"\nconst inline = 1;\n```\n',
          'docs/_present.ts': 'export {};\n',
        }),
      ]);
      try {
        expect(sites[0]?.ok).toBe(false);
        expect(sites[0]?.output).toContain('_missing.ts');
        expect(sites[1]?.ok).toBe(false);
      } finally {
        await Promise.all(sites.map((site) => site.remove()));
      }
    },
  );
});
