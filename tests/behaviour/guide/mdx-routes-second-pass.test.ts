/**
 * A second pass over Markdown and MDX and Conventional routing, for the sentences the first claims
 * checked only in part: what a .md page does with component tags, the features that work in both
 * formats, the front matter fields, notation comments in other languages, React pages of every
 * script extension, index folders in the sidebar, the search index of page types; on a two-language
 * site with clean URLs: links, the address rewrite, prefetching on touch, exclusion patterns and a
 * deleted page; and what the dev server does when a page file is deleted or added.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  codeBlocksUnder,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const TALL = Array.from({ length: 40 }, (_, i) => `const line${i} = ${i};`).join('\n');

/** The same Markdown features, written once in a .md page and once in an .mdx page. */
const FEATURES = `
\`\`\`ts title="named.ts"
const titled = 1;
\`\`\`

\`\`\`ts file="./_example.ts"
\`\`\`

:::warning Custom title here
Warning body.
:::

> [!NOTE]
> Alert body.

| a | b |
| --- | --- |
| 1 | 2 |

- [x] done task

~~struck~~ and a footnote[^1] and https://example.com/bare

[^1]: The footnote.

## Explicit {#explicit-id}
`;

/** The exclusion patterns of the page's example. */
const EXCLUDE = ['**/fragments/**', 'drafts/**', '**/components/**'];

const SINGLE = {
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

/** Inserts <Plugged> at the end of the .md page named inserted.md. */
function remarkInsert() {
  return (tree: { children: unknown[] }, file: { path?: string }) => {
    if (!file.path?.endsWith('inserted.md')) return;
    tree.children.push({ type: 'mdxJsxFlowElement', name: 'Plugged', attributes: [], children: [] });
  };
}

export default defineConfig({
  root: 'docs',
  title: 'Second',
  route: { exclude: ${JSON.stringify(EXCLUDE)} },
  markdown: {
    globalComponents: [path.join(import.meta.dirname, 'components/Note.tsx')],
  },
  plugins: [
    {
      name: 'plugged',
      markdown: {
        remarkPlugins: [remarkInsert],
        globalComponents: [path.join(import.meta.dirname, 'components/Plugged.tsx')],
      },
    },
  ],
});
`,
  'components/Note.tsx':
    'export default function Note({ children }: { children: React.ReactNode }) {\n  return <aside className="global-note">{children}</aside>;\n}\n',
  'components/Plugged.tsx':
    'export default function Plugged() {\n  return <p className="plugged">From the plugin.</p>;\n}\n',
  'docs/index.md': '---\npageType: home\nhero:\n  name: HOMEHERONAME\n---\n\nHOMEBODYWORD\n',
  'docs/guide/_example.ts': 'export const fromExample = 1;\n',
  'docs/guide/in-md.md':
    '# In md\n\n<Note>global in md</Note>\n\n<Badge text="x" />\n\n<div style="color: red" id="styled">styled</div>\n\nLine<br>break\n',
  'docs/guide/in-mdx.mdx': '# In mdx\n\n<Note>global in mdx</Note>\n',
  'docs/guide/inserted.md': '# Inserted\n\nText.\n',
  'docs/guide/features.md': `# Features\n${FEATURES}`,
  'docs/guide/features-mdx.mdx': `# Features\n${FEATURES}`,
  'docs/guide/untitled-mdx.mdx': '---\ntitle: Only A Title\n---\n\nBody without a heading.\n',
  'docs/guide/described-mdx.mdx':
    '# Described\n\nFirst words.\n\nSecond words.\n\n## Section\n\nLater.\n',
  'docs/guide/heading-title.md': '# Heading As Title\n\nText.\n',
  'docs/guide/matter-title.md': '---\ntitle: MATTERTITLE\n---\n\n# Other Heading\n\nText.\n',
  'docs/guide/hidden-parts.md': `---
sidebar: false
navbar: false
footer: false
search: false
head:
  - - meta
    - name: x-second-pass
      content: from-front-matter
---

# Hidden parts

UNSEARCHABLEWORD
`,
  'docs/guide/custom-type.mdx': '---\npageType: custom\n---\n\n# Custom\n\nCUSTOMTYPEWORD\n',
  'docs/guide/blank-type.mdx': '---\npageType: blank\n---\n\n# Blank\n\nBLANKTYPEWORD\n',
  'docs/guide/fold.md': `# Fold

\`\`\`js fold height=150
${TALL}
\`\`\`
`,
  'docs/guide/theme-components.mdx': `import { Steps, Tab, Tabs } from '@rspress/core/theme';

# Theme components

<Tabs>
  <Tab label="TabOne">Tab one body</Tab>
  <Tab label="TabTwo">Tab two body</Tab>
</Tabs>

<Steps>

### Step A

Do A.

### Step B

Do B.

</Steps>

export const Small = () => <span className="small-exported">small component</span>;

<Small />
`,
  'docs/guide/reuse.mdx': "import Shared from '../fragments/shared.md';\n\n# Reuse\n\n<Shared />\n",
  'docs/fragments/shared.md': 'Text from an excluded folder.\n',
  'docs/drafts/idea.md': '# Top draft\n',
  'docs/guide/drafts/deep.md': '# Deep draft\n',
  'docs/guide/js-page.js':
    "import React from 'react';\n\nexport default function Page() {\n  return React.createElement('p', { id: 'js-page' }, 'JS page');\n}\n",
  'docs/guide/jsx-page.jsx':
    'export default function Page() {\n  return <p id="jsx-page">JSX page</p>;\n}\n',
  'docs/guide/ts-page.ts':
    "import React from 'react';\n\nexport default function Page() {\n  return React.createElement('p', { id: 'ts-page' }, 'TS page');\n}\n",
  'docs/guide/nested/index.md': '# Nested index\n',
  'docs/guide/nested/child.md': '# Nested child\n',
  'docs/guide/public/nested-public.md': '# Nested public\n',
};

const TWO_LANGUAGES = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import {
  transformerNotationErrorLevel,
  transformerNotationHighlight,
} from '@shikijs/transformers';

export default defineConfig({
  root: 'docs',
  title: 'Two',
  markdown: {
    shiki: { transformers: [transformerNotationHighlight(), transformerNotationErrorLevel()] },
  },
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  route: { cleanUrls: true, excludeConvention: [], exclude: ['**/fragments/**', 'drafts/**'] },
});
`,
  'docs/en/index.md': '# Home en\n',
  'docs/zh/index.md': '# Home zh\n',
  'docs/en/guide/a.md': '# A\n\n[B route](/guide/b) [B file](./b.md) [B section](./b#sec)\n',
  'docs/zh/guide/a.md': '# A zh\n\n[B route](/guide/b) [B prefixed](/zh/guide/b)\n',
  'docs/en/guide/b.md': '# B\n\n## Section {#sec}\n',
  'docs/zh/guide/b.md': '# B zh\n\n## Section {#sec}\n',
  'docs/en/guide/_underscore.md': '# Underscore page\n',
  'docs/en/guide/gone.md': '# Gone page\n',
  'docs/en/fragments/f.md': '# Fragment en\n',
  'docs/zh/fragments/f.md': '# Fragment zh\n',
  'docs/en/guide/fragments/g.md': '# Fragment deep\n',
  'docs/en/drafts/idea.md': '# Draft in a language folder\n',
  // Blocks that no claim reads come first: in some builds Rspress misses a notation comment on
  // the first marked lines of an early block (Markdown and MDX, #code-notation).
  'docs/en/guide/notation.md': `# Notation

${[
  ['ts', 'const warm = 1; // [!code highlight]'],
  ['bash', 'echo warm # [!code highlight]'],
  ['yaml', 'warm: 1 # [!code highlight]'],
  ['html', '<p>warm</p> <!-- [!code highlight] -->'],
]
  .map(([lang, line]) => `\`\`\`${lang}\n${line}\n\`\`\`\n`)
  .join('\n')}
\`\`\`ts
const short = 1; // [!code hl]
const other = 2;
const warned = 3; // [!code warning]
const failed = 4; // [!code error]
\`\`\`

\`\`\`bash
echo one # [!code highlight]
echo two
\`\`\`

\`\`\`yaml
key: 1 # [!code highlight]
other: 2
\`\`\`

\`\`\`html
<p>one</p> <!-- [!code highlight] -->
<p>two</p>
\`\`\`
`,
};

/** The part of a page's HTML that holds its content, without React's text separators. */
const content = (html: string) =>
  html.slice(html.indexOf('rspress-doc'), html.indexOf('rp-doc-footer')).replaceAll('<!-- -->', '');

async function searchIndex(site: ScratchBuild, lang = 'en') {
  const file = (await readdir(path.join(site.dir, 'doc_build', 'static'))).find((name) =>
    name.startsWith(`search_index.${lang}.`),
  );
  return JSON.parse(await site.read(`static/${file}`)) as {
    routePath: string;
    title: string;
    content: string;
  }[];
}

describe('a site of .md and .mdx pages, page types and React pages, and a two-language site with clean URLs', () => {
  let single: ScratchBuild;
  let two: ScratchBuild;
  let singleServer: RunningServer;
  let twoServer: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    // One build at a time.
    single = await buildScratchSite(SINGLE);
    expect(single.ok, single.output).toBe(true);
    two = await buildScratchSite(TWO_LANGUAGES);
    expect(two.ok, two.output).toBe(true);
    [singleServer, twoServer, browser] = await Promise.all([
      single.preview(),
      two.preview(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([single?.remove(), two?.remove()]);
  });

  const open = (server: RunningServer, route: string, run: (tab: Page) => Promise<void>) =>
    withHydrated(browser, `${server.origin}${route}`, run);

  claim(
    ['guide/basic/use-mdx#md-or-mdx', 'guide/default-theme/components#usage'],
    'in a .md page a component tag is an unknown HTML element; a string style and an unclosed <br> are rendered as written',
    async () => {
      const md = content(await single.read('guide/in-md.html'));
      // An element HTML does not know: the / of <Badge /> does not close it.
      expect(md).toContain('<badge text="x">');
      expect(md).not.toContain('rp-badge');
      expect(md).toContain('<div style="color:red" id="styled">styled</div>');
      expect(md).toContain('Line<br/>break');
    },
  );

  claim(
    [
      'guide/basic/use-mdx#global-components',
      'plugin/system/plugin-api#markdown',
      'plugin/system/introduction#what-plugins-can-do',
      'guide/advanced/extend-build#global-components',
      'guide/default-theme/components#usage',
    ],
    'a global component renders in an .mdx page; in a .md page its written tag stays an HTML element, and an element a remark plugin inserts is the component',
    async () => {
      expect(content(await single.read('guide/in-mdx.html'))).toContain(
        '<aside class="global-note">global in mdx</aside>',
      );
      const md = content(await single.read('guide/in-md.html'));
      expect(md).toContain('<note>global in md</note>');
      expect(md).not.toContain('global-note');
      const inserted = content(await single.read('guide/inserted.html'));
      expect(inserted).toContain('<p class="plugged">From the plugin.</p>');
    },
  );

  claim(
    'guide/basic/use-mdx#md-or-mdx',
    'code titles, file= blocks, callouts, GitHub alerts, GFM and explicit ids render the same in .md and .mdx; a title without a heading and the description work in .mdx',
    async () => {
      // Footnote attributes are serialised differently ("" in .md, "true" in .mdx).
      const normalise = (html: string) => content(html).replaceAll('="true"', '=""');
      const md = normalise(await single.read('guide/features.html'));
      const mdx = normalise(await single.read('guide/features-mdx.html'));
      expect(mdx).toBe(md);
      for (const part of [
        'rp-codeblock__title">named.ts<',
        'fromExample',
        'rp-callout--warning',
        'Custom title here',
        'rp-callout--note',
        '<table>',
        'type="checkbox"',
        '<del>struck</del>',
        'The footnote.',
        'href="https://example.com/bare"',
        'id="explicit-id"',
      ])
        expect(mdx, part).toContain(part);
      expect(await single.read('guide/untitled-mdx.html')).toMatch(/<h1[^>]*>[\s\S]*?Only A Title/);
      expect(await single.read('guide/described-mdx.html')).toContain(
        '<meta name="description" content="First words. Second words."',
      );
    },
  );

  claim(
    ['guide/basic/use-mdx#front-matter', 'guide/basic/conventional-route#naming-tips'],
    'without a title the first # heading names the tab and the sidebar entry; a title names the sidebar entry and the search result',
    async () => {
      const heading = await single.read('guide/heading-title.html');
      expect(heading).toContain('<title>Heading As Title - Second</title>');
      expect(heading).toContain('<span class="rp-doc">Heading As Title</span>');
      expect(heading).toContain('<span class="rp-doc">MATTERTITLE</span>');
      expect(heading).not.toContain('<span class="rp-doc">Other Heading</span>');
      const record = (await searchIndex(single)).find(
        (page) => page.routePath === '/guide/matter-title',
      );
      expect(record?.title).toBe('MATTERTITLE');
    },
  );

  claim(
    'guide/basic/use-mdx#front-matter',
    'sidebar, navbar and footer false hide their parts, head adds its tag, search: false leaves the page out of the index',
    async () => {
      const hidden = await single.read('guide/hidden-parts.html');
      const shown = await single.read('guide/heading-title.html');
      for (const part of ['class="rp-sidebar-item', 'class="rp-nav', 'rp-prev-next-page__item']) {
        expect(shown, part).toContain(part);
        expect(hidden, part).not.toContain(part);
      }
      expect(hidden).toMatch(/<meta name="x-second-pass" content="from-front-matter"/);
      expect(JSON.stringify(await searchIndex(single))).not.toContain('UNSEARCHABLEWORD');
    },
  );

  claim(
    ['guide/basic/custom-page#things-to-know', 'guide/basic/use-mdx#front-matter'],
    'MDX pages of the custom and blank page types are in the search index; the home page is not',
    async () => {
      const index = JSON.stringify(await searchIndex(single));
      expect(index).toContain('CUSTOMTYPEWORD');
      expect(index).toContain('BLANKTYPEWORD');
      expect(index).not.toContain('HOMEBODYWORD');
      expect(index).not.toContain('HOMEHERONAME');
    },
  );

  claim(
    'guide/basic/use-mdx#code-blocks',
    'the browser gets no highlighter: no script of the output holds Shiki, its grammars or its regex engine',
    async () => {
      const dir = path.join(single.dir, 'doc_build', 'static');
      const files = (await readdir(dir, { recursive: true })).map(String);
      expect(files.some((file) => file.endsWith('.wasm'))).toBe(false);
      const scripts = files.filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts)
        expect(await single.read(`static/${script}`), script).not.toMatch(
          /createHighlighter|oniguruma|scopeName|tmLanguage/i,
        );
    },
  );

  /** The lines of each code block of a page of the two-language site, with whether each is marked. */
  async function blockLines(file: string) {
    const html = await two.read(file);
    return html
      .split('<pre class="shiki')
      .slice(1)
      .map((block) =>
        [
          ...(block.split('</pre>')[0] ?? '').matchAll(
            /<span class="line([^"]*)">(.*?)(?=<span class="line|$)/gs,
          ),
        ].map((match) => ({
          highlighted: (match[1] ?? '').includes('highlighted'),
          text: (match[2] ?? '').replace(/<[^>]+>/g, '').trim(),
        })),
      );
  }

  claim(
    'guide/basic/use-mdx#code-notation',
    '[!code hl] highlights; # comments in shell and YAML and <!-- --> in HTML work and are removed; a warning line is yellow and an error line red',
    async () => {
      const [ts, bash, yaml, html] = (await blockLines('guide/notation.html')).slice(4);
      expect(ts?.map((line) => line.highlighted)).toEqual([true, false, true, true]);
      for (const block of [ts, bash, yaml, html])
        for (const line of block ?? []) expect(line.text).not.toContain('[!code');
      for (const block of [bash, yaml, html])
        expect(block?.map((line) => line.highlighted)).toEqual([true, false]);
      await open(twoServer, '/guide/notation', async (tab) => {
        const colours = await tab
          .locator('.rp-codeblock')
          .nth(4)
          .locator('.line')
          .evaluateAll((lines) =>
            lines.map((line) => {
              const [r = 0, g = 0, b = 0] = (
                getComputedStyle(line).backgroundColor.match(/\d+(\.\d+)?/g) ?? []
              ).map(Number);
              return { r, g, b };
            }),
          );
        const warning = colours[2];
        const error = colours[3];
        // Yellow: much red and green, little blue. Red: much red, little green and blue.
        expect(warning && warning.r > 200 && warning.g > 150 && warning.b < 100).toBe(true);
        expect(error && error.r > 200 && error.g < 100 && error.b < 120).toBe(true);
      });
    },
  );

  claim(
    'guide/basic/use-mdx#code-fold',
    'fold with height=150 limits the block to 150 pixels, with the button that expands it',
    async () => {
      await open(singleServer, '/guide/fold', async (tab) => {
        const block = tab.locator('.rp-codeblock').first();
        const height = await block
          .locator('.rp-codeblock__content')
          .evaluate((element) => element.getBoundingClientRect().height);
        expect(Math.round(height)).toBe(150);
        expect(await block.locator('.rp-codeblock__fold-btn').count()).toBe(1);
      });
    },
  );

  claim(
    'guide/basic/use-mdx#theme-components',
    'Tabs with Tab, and Steps, imported from @rspress/core/theme render',
    async () => {
      const html = content(await single.read('guide/theme-components.html'));
      expect(html).toMatch(/class="rp-tabs"[\s\S]*TabOne[\s\S]*TabTwo[\s\S]*Tab one body/);
      expect(html).toMatch(/class="rp-steps"[\s\S]*Step A[\s\S]*Step B/);
    },
  );

  claim(
    'guide/basic/use-mdx#javascript',
    'a small component exported by an .mdx page renders where its tag is',
    async () => {
      expect(content(await single.read('guide/theme-components.html'))).toContain(
        '<span class="small-exported">small component</span>',
      );
    },
  );

  claim(
    ['guide/basic/use-mdx#reuse', 'guide/basic/conventional-route#route-exclude'],
    'an .mdx page imports a Markdown file of a folder route.exclude leaves out; **/ patterns match at any depth, drafts/** only at the top',
    async () => {
      const example = (await codeBlocksUnder('guide/basic/conventional-route.md', 'route-exclude'))
        .map((block) => block.value)
        .join('\n');
      for (const pattern of EXCLUDE) expect(example).toContain(`'${pattern}'`);
      expect(await single.read('guide/reuse.html')).toContain('Text from an excluded folder.');
      expect(single.has('fragments/shared.html')).toBe(false);
      expect(single.has('drafts/idea.html')).toBe(false);
      expect(await single.read('guide/drafts/deep.html')).toContain('Deep draft');
      // In every language folder at once, and below it.
      for (const file of ['fragments/f.html', 'zh/fragments/f.html', 'guide/fragments/g.html'])
        expect(two.has(file), file).toBe(false);
      expect(await two.read('drafts/idea.html')).toContain('Draft in a language folder');
    },
  );

  claim(
    [
      'guide/basic/conventional-route#page-file-types',
      'guide/basic/conventional-route#route-extensions',
    ],
    '.js, .jsx and .ts files whose default export is a component are pages too',
    async () => {
      expect(await single.read('guide/js-page.html')).toContain('<p id="js-page">JS page</p>');
      expect(await single.read('guide/jsx-page.html')).toContain('<p id="jsx-page">JSX page</p>');
      expect(await single.read('guide/ts-page.html')).toContain('<p id="ts-page">TS page</p>');
    },
  );

  claim(
    'guide/basic/conventional-route#index-files',
    'in the automatic sidebar, a folder with an index file is a group whose title links to the index page',
    async () => {
      const html = await single.read('guide/nested/child.html');
      expect(html).toMatch(
        /<a href="\/guide\/nested\/index\.html" class="rp-sidebar-item rp-sidebar-group[^"]*"[^>]*><div class="rp-sidebar-item__left"><span class="rp-doc">Nested index<\/span>/,
      );
      const group = html.slice(html.indexOf('>Nested index<'));
      expect(group).toMatch(
        /^[\s\S]{0,1500}href="\/guide\/nested\/child\.html"[^>]*data-depth="2"/,
      );
    },
  );

  claim(
    'guide/basic/conventional-route#always-skipped',
    'only the public folder at the top of the docs root is skipped: a public folder further down holds pages',
    async () => {
      expect(await single.read('guide/public/nested-public.html')).toContain('Nested public');
    },
  );

  claim(
    ['guide/basic/conventional-route#linking', 'guide/basic/use-mdx#links'],
    'with cleanUrls, Markdown links have no .html; a / link already prefixed with /zh/ keeps one prefix',
    async () => {
      const links = (html: string) =>
        [...content(html).matchAll(/<a href="([^"]*)"[^>]*>(B [a-z]+)</g)].map((match) => [
          match[2],
          match[1],
        ]);
      expect(Object.fromEntries(links(await two.read('guide/a.html')))).toEqual({
        'B route': '/guide/b',
        'B file': '/guide/b',
        'B section': '/guide/b#sec',
      });
      expect(Object.fromEntries(links(await two.read('zh/guide/a.html')))).toEqual({
        'B route': '/zh/guide/b',
        'B prefixed': '/zh/guide/b',
      });
    },
  );

  claim(
    [
      'guide/basic/conventional-route#clean-urls',
      'guide/basic/conventional-route#other-route-options',
    ],
    'cleanUrlsRedirect rewrites the address to the clean form without loading the page again',
    async () => {
      const context = await browser.newContext();
      try {
        await context.addInitScript(() => {
          const loads = Number(sessionStorage.getItem('loads') ?? 0) + 1;
          sessionStorage.setItem('loads', String(loads));
          // The length of the history when the document starts loading, before any script.
          if (loads === 1) sessionStorage.setItem('history', String(history.length));
        });
        const tab = await context.newPage();
        await tab.goto(`${twoServer.origin}/guide/b.html`);
        await tab.waitForURL((url) => url.pathname === '/guide/b');
        await tab.waitForTimeout(500);
        expect(await tab.evaluate(() => sessionStorage.getItem('loads'))).toBe('1');
        // Replaced, not pushed.
        expect(String(await tab.evaluate(() => history.length))).toBe(
          await tab.evaluate(() => sessionStorage.getItem('history')),
        );
      } finally {
        await context.close();
      }
    },
  );

  claim(
    'guide/basic/conventional-route#other-route-options',
    "a finger touching a link starts loading the target page's code",
    async () => {
      const tab = await openHydrated(browser, `${twoServer.origin}/guide/a`, { hasTouch: true });
      try {
        await tab.waitForLoadState('networkidle');
        const requests: string[] = [];
        tab.on('request', (request) => requests.push(request.url()));
        await tab.locator('.rspress-doc a', { hasText: 'B route' }).dispatchEvent('touchstart');
        await expect
          .poll(() => requests.filter((url) => url.endsWith('.js')).length)
          .toBeGreaterThan(0);
        expect(new URL(tab.url()).pathname).toBe('/guide/a');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/conventional-route#route-excludeconvention',
    'an empty excludeConvention makes underscore files pages again',
    async () => {
      expect(await two.read('guide/_underscore.html')).toContain('Underscore page');
    },
  );

  // Last: it rebuilds the two-language site.
  claim(
    ['guide/basic/conventional-route#file-to-route', 'guide/basic/conventional-route#naming-tips'],
    'after a page file is deleted, the next build has no HTML for it and its old address shows the page-not-found screen',
    async () => {
      expect(two.has('guide/gone.html')).toBe(true);
      await rm(path.join(two.dir, 'docs/en/guide/gone.md'));
      const rebuilt = await two.rebuild();
      expect(rebuilt.code, rebuilt.output).toBe(0);
      expect(two.has('guide/gone.html')).toBe(false);
      expect(two.has('guide/b.html')).toBe(true);
      await open(twoServer, '/guide/gone', async (tab) => {
        await tab.waitForFunction(() => document.body.textContent?.includes('PAGE NOT FOUND'));
      });
    },
    180_000,
  );
});

describe('the dev server when page files come and go', () => {
  let site: ScratchBuild;
  let browser: Browser;

  beforeAll(async () => {
    [site, browser] = await Promise.all([
      buildScratchSite(
        {
          'docs/index.md': '# Home\n',
          'docs/guide/a.md': '# A page\n',
          'docs/guide/gone.md': '# Gone page\n',
        },
        { build: false },
      ),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  claim(
    'guide/basic/conventional-route#file-to-route',
    'restarts when a page file is deleted or added: the deleted page leaves the sidebar and its address shows page not found; the new page joins the sidebar',
    async () => {
      const dev = await site.dev();
      const sidebar = async () => {
        const tab = await openHydrated(browser, `${dev.origin}/guide/a`);
        try {
          return (await tab.locator('.rp-doc-layout__sidebar').textContent()) ?? '';
        } finally {
          await tab.context().close();
        }
      };
      const poll = { timeout: 90_000, interval: 2_000 };
      expect(await sidebar()).toContain('Gone page');
      await rm(path.join(site.dir, 'docs/guide/gone.md'));
      await expect.poll(() => dev.output(), poll).toMatch(/restarting server as gone\.md changed/);
      await expect.poll(() => sidebar().catch(() => 'Gone page'), poll).not.toContain('Gone page');
      const tab = await openHydrated(browser, `${dev.origin}/guide/gone`);
      try {
        await tab.waitForFunction(() => document.body.textContent?.includes('PAGE NOT FOUND'));
      } finally {
        await tab.context().close();
      }
      await site.write('docs/guide/added.md', '# Added page\n');
      await expect.poll(() => dev.output(), poll).toMatch(/restarting server as added\.md changed/);
      await expect.poll(() => sidebar().catch(() => ''), poll).toContain('Added page');
    },
    240_000,
  );
});
