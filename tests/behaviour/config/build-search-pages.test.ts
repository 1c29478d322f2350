/**
 * The sentences of Build config and Custom search that the other files do not run, on scratch sites
 * built side by side: one without options (the defaults), one that sets the output, build tool,
 * plugin, Markdown, llms and search hook options and is built from the folder above its config, a
 * bilingual site with two versions, a bilingual site with `search: false` whose theme puts the
 * default search button and panel together again, two sites whose build the pages say fails, and a
 * site with a dead link and a missing image that runs `rspress dev`.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { runCollected } from '../../../scripts/runCollected.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated, waitForHydration } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  rootDir,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const LONG_LINE = `const line = '${'a long line of code that does not fit '.repeat(6)}';`;
const TALL_BLOCK = Array.from({ length: 40 }, (_, i) => `const line${i} = ${i};`).join('\n');
const fence = (code: string) => `\`\`\`js\n${code}\n\`\`\`\n`;

/** Every option left out. */
const DEFAULT_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Plain' });
`,
  'docs/index.md': '# Home\n\nThe home page.\n',
  'docs/js-page.js': `import { createElement } from 'react';

export default function Page() {
  return createElement('p', { id: 'js-route' }, 'js route');
}
`,
  'docs/jsx-page.jsx': `export default function Page() {
  return <p id="jsx-route">jsx route</p>;
}
`,
  'docs/ts-page.ts': `import { createElement } from 'react';

export default function Page(): ReturnType<typeof createElement> {
  return createElement('p', { id: 'ts-route' }, 'ts route');
}
`,
  'docs/_components/inner.md': '# Inner\n',
  'docs/__double.md': '# Double\n',
  'docs/public/notroute.md': '# Not a route\n',
  'docs/public/pic.png': 'png',
  'docs/markdown.md': `# Markdown

import Nothing from './nothing';

| col a | col b |
| --- | --- |
| cell | cell |

~~struck~~ and a task list:

- [x] done

:::tip
Tip text.
:::

## A heading {#a-heading}

\`\`\`js title="titled.js"
const highlighted = 1;
\`\`\`

<span id="braces">{1 + 1}</span>

*中文。*的 and ~~中文。~~的
`,
  'docs/desc.md': `# Desc

Intro text.

${fence('const codeword = 1;')}
| head | x |
| --- | --- |
| tableword | x |

![imgalt](/pic.png)

<div>htmlword</div>

:::tip
tipword
:::

After text.

## Section

Not in the description.
`,
  'docs/code.md': `# Code\n\n${fence(LONG_LINE)}`,
  'docs/guide/start.md':
    '# Start\n\nThe sidebar lists the pages.\n\n## Folding {#fold}\n\nGroups fold.\n',
};

/** Imports every type the hooks module section names; trims the query; one custom group. */
const CUSTOM_HOOKS = `import type {
  AfterSearch,
  BeforeSearch,
  DefaultMatchResult,
  MatchResult,
  OnSearch,
  RenderSearchFunction,
} from '@rspress/core/theme';

interface Note {
  url: string;
  text: string;
}

export const beforeSearch: BeforeSearch = (query) => query.trim();

export const onSearch: OnSearch = (query, defaultResult: DefaultMatchResult[]) => {
  console.info('default groups ' + defaultResult.length);
  return query.includes('note') ? [{ group: 'Notes', result: [{ url: '/guide/start', text: 'A note' }] }] : undefined;
};

export const afterSearch: AfterSearch = (query, result: MatchResult) => {
  console.info('after ' + query + ' ' + result.length);
};

export const render: RenderSearchFunction<Note[]> = (notes) => (
  <ul className="note-results">
    {notes.map((note) => (
      <li key={note.url}>
        <a href={note.url}>{note.text}</a>
      </li>
    ))}
  </ul>
);
`;

/**
 * The site's files are under `site/`, and the build runs in the folder above with `-c`, so that
 * the working directory is not the config's folder.
 */
const CUSTOM_SITE = {
  'site/rspress.config.ts': `import path from 'node:path';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineConfig, type RspressPlugin } from '@rspress/core';

const define = (value: string) => ({ source: { define: { 'process.env.SHARED': JSON.stringify(value) } } });

const first = (): RspressPlugin => ({
  name: 'plugin-first',
  builderConfig: define('from-plugin'),
  config(config) {
    return { ...config, description: 'set by plugin-first' };
  },
});

const second = (): RspressPlugin => ({
  name: 'plugin-second',
  config(config) {
    console.log('plugin-second sees: ' + config.description);
    return config;
  },
});

const remarkWord = (options: { word: string }) => (tree: any) => {
  const visit = (node: any) => {
    if (node.type === 'text') node.value = node.value.replace('REMARK_OPTION', options.word);
    node.children?.forEach(visit);
  };
  visit(tree);
};

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  title: 'Custom',
  outDir: 'dist/docs',
  replaceRules: [
    { search: /%V%/, replace: '2.0.22' },
    { search: 'MAKE_BOLD', replace: '**made bold**' },
  ],
  builderConfig: {
    ...define('from-config'),
    html: { tags: [{ tag: 'script', attrs: { src: '/from-tags.js', defer: true } }] },
    plugins: [pluginReact({ splitChunks: false })],
  },
  plugins: [first(), second()],
  markdown: {
    remarkPlugins: [[remarkWord, { word: 'option-reached' }]],
    defaultCodeOverflow: { height: 200 },
    link: {
      checkDeadLinks: { excludes: ['/playground/x'] },
      checkAnchors: { excludes: ['/guide/start#gone'] },
    },
  },
  llms: {
    remarkSplitMdxOptions: {
      includes: [[['Shout', 'Whisper'], '../components/Shout']],
      excludes: [[['Whisper'], '../components/Shout']],
    },
  },
  search: { searchHooks: path.join(import.meta.dirname, 'search-hooks.tsx') },
});
`,
  'site/search-hooks.tsx': CUSTOM_HOOKS,
  'site/components/Shout.tsx': `export function Shout() {
  return <strong>SHOUTED</strong>;
}

export function Whisper() {
  return <em>WHISPERED</em>;
}
`,
  'site/docs/index.md': '# Home\n\n[Playground](/playground/x) [Gone](/guide/start#gone)\n',
  'site/docs/public/from-tags.js': 'window.fromTags = true;\n',
  'site/docs/_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/start' }]),
  'site/docs/guide/_meta.json': JSON.stringify([
    { type: 'file', name: 'start', label: 'Sidebar %V%' },
  ]),
  'site/docs/guide/start.md':
    '# Start\n\nFirst %V% then %V%. MAKE_BOLD. REMARK_OPTION. Indexed words.\n\n## Notes {#notes}\n\nA note heading.\n',
  'site/docs/defines.mdx':
    '# Defines\n\n<p id="shared">{process.env.SHARED}</p>\n\n<p id="mdx-braces">{1 + 1} %V%</p>\n',
  'site/docs/code.md': `# Code\n\n${fence(TALL_BLOCK)}`,
  'site/docs/split.mdx': `import { Badge } from '@rspress/core/theme';
import { Shout, Whisper } from '../components/Shout';

# Split

<Badge text="badge-text" />

<Shout />

<Whisper />
`,
};

/** Two versions, two languages, llms with its own llms.txt and without the buttons. */
const VERSIONED_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Versioned',
  description: 'Versioned docs',
  siteOrigin: 'https://docs.example.com',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  llms: {
    llmsTxt: ({ sections, ...context }) =>
      JSON.stringify({
        ...context,
        sections: sections.map((section) => ({
          title: section.title,
          pages: section.pages.map((page) => ({ ...page, keys: Object.keys(page).sort() })),
        })),
      }),
  },
  themeConfig: { llmsUI: false },
  markdown: { defaultCodeOverflow: { behavior: 'fold' } },
  route: { localeRedirect: 'only-default-lang' },
});
`,
  'docs/v1/en/index.md': '# Home v1\n',
  'docs/v1/en/guide/start.md': '# Start v1\n\nOnly in v1: appleword.\n',
  'docs/v1/zh/index.md': '# 首页 v1\n',
  'docs/v1/zh/guide/start.md': '# 开始 v1\n\n苹果词。\n',
  'docs/v2/en/index.md': '# Home v2\n',
  'docs/v2/en/guide/start.md': '# Start v2\n\nOnly in v2: pearword.\n',
  'docs/v2/en/guide/code.md': `# Code\n\n${fence(TALL_BLOCK)}`,
  'docs/v2/zh/index.md': '# 首页 v2\n',
  'docs/v2/zh/guide/start.md': '# 开始 v2\n\n梨词。\n',
};

/** `search: false`, no locale redirect, and a theme that builds `Search` from the default parts. */
const SEARCH_OFF_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Off',
  search: false,
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  route: { localeRedirect: 'never' },
});
`,
  'theme/index.tsx': `import { SearchButton, SearchPanel } from '@rspress/core/theme-original';
import { useState } from 'react';

export * from '@rspress/core/theme-original';

export function Search() {
  const [focused, setFocused] = useState(false);
  return (
    <div className="my-search">
      <SearchButton setFocused={setFocused} />
      <SearchPanel focused={focused} setFocused={setFocused} />
    </div>
  );
}
`,
  'docs/en/index.md': '---\npageType: home\nhero:\n  name: Off home\n---\n',
  'docs/en/guide/start.md':
    '# Start\n\nBodyword in the text.\n\n## Headingword section {#hw}\n\nMore text.\n',
  'docs/en/guide/site.mdx': `import { useSite } from '@rspress/core/runtime';

export function SearchConfig() {
  return <code id="search-config">{JSON.stringify(useSite().site.search)}</code>;
}

# Site

<SearchConfig />
`,
  'docs/zh/index.md': '# 首页\n',
  'docs/zh/guide/start.md': '# 开始\n',
};

/** A hooks module that reads `window` at its top level. */
const WINDOW_HOOKS_SITE = {
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', search: { searchHooks: path.join(import.meta.dirname, 'search-hooks.ts') } });
`,
  'search-hooks.ts': `const origin = window.location.origin;

export const afterSearch = () => {
  console.info(origin);
};
`,
  'docs/index.md': '# Home\n',
};

/** A theme `Search` that reads `window` while rendering. */
const WINDOW_SEARCH_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs' });
`,
  'theme/index.tsx': `export * from '@rspress/core/theme-original';

export function Search() {
  return <span>{window.location.pathname}</span>;
}
`,
  'docs/index.md': '# Home\n',
};

const DEAD_LINK_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs' });
`,
  'docs/index.md':
    '# Home\n\n[Old](/guide/old-name)\n\n![Missing](/images/missing.png)\n\nHome text.\n',
};

const CUSTOM_ARGS = ['-c', 'site/rspress.config.ts'];

let plain: ScratchBuild;
let custom: ScratchBuild;
let versioned: ScratchBuild;
let off: ScratchBuild;
let windowHooks: ScratchBuild;
let windowSearch: ScratchBuild;
let deadLinks: ScratchBuild;
let plainServer: RunningServer;
let customServer: RunningServer;
let versionedServer: RunningServer;
let offServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [plain, custom, versioned, off, windowHooks, windowSearch, deadLinks] = await Promise.all([
    buildScratchSite(DEFAULT_SITE),
    buildScratchSite(CUSTOM_SITE, { args: CUSTOM_ARGS, outDir: 'dist/docs' }),
    buildScratchSite(VERSIONED_SITE),
    buildScratchSite(SEARCH_OFF_SITE),
    buildScratchSite(WINDOW_HOOKS_SITE),
    buildScratchSite(WINDOW_SEARCH_SITE),
    buildScratchSite(DEAD_LINK_SITE, { build: false }),
  ]);
  for (const site of [plain, custom, versioned, off]) expect(site.ok, site.output).toBe(true);
  [plainServer, customServer, versionedServer, offServer, browser] = await Promise.all([
    plain.preview(),
    custom.preview(CUSTOM_ARGS),
    versioned.preview(),
    off.preview(),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(
    [plain, custom, versioned, off, windowHooks, windowSearch, deadLinks].map((site) =>
      site?.remove(),
    ),
  );
});

/** The files of a site's output folder, as paths relative to it. */
async function outputFiles(site: ScratchBuild, outDir = 'doc_build'): Promise<string[]> {
  return (await readdir(path.join(site.dir, outDir), { recursive: true })).map(String);
}

/** The `content` of the `<meta name="description">` of a built page. */
function description(html: string): string | undefined {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
}

interface Opened {
  tab: Page;
  /** The paths the page requested, from before it loaded. */
  requested: string[];
}

/** Opens `route` of `server` hydrated in a browser of `locale`, watching its requests. */
async function open(server: RunningServer, route: string, locale = 'en-US'): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  const tab = await context.newPage();
  const requested: string[] = [];
  tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await tab.goto(`${server.origin}${route}`);
  await waitForHydration(tab);
  return { tab, requested };
}

async function close(opened: Opened | Page): Promise<void> {
  await ('tab' in opened ? opened.tab : opened).context().close();
}

/**
 * Presses `key` until the search panel is open (the shortcut works once the page's effects have
 * run, a little after hydration on a busy machine); false when it never opens.
 */
async function openPanel(tab: Page, key = 'Control+k'): Promise<boolean> {
  const input = tab.locator('.rp-search-panel__input');
  for (let attempt = 0; attempt < 20; attempt++) {
    await tab.keyboard.press(key);
    try {
      await input.waitFor({ timeout: 1_000 });
      return true;
    } catch {
      // Not interactive yet.
    }
  }
  return false;
}

/** Puts `query` in the open panel's box and waits until results or the no-results screen show. */
async function searchFor(tab: Page, query: string): Promise<void> {
  await tab.locator('.rp-search-panel__input').fill(query);
  await tab.locator('.rp-suggest-item, .rp-no-search-result').first().waitFor({ timeout: 10_000 });
  // The last input's search lands a little after the box changes.
  await tab.waitForTimeout(600);
}

/** The links of the default results shown. */
function resultLinks(tab: Page): Promise<string[]> {
  return tab
    .locator('.rp-suggest-item a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

describe('Build config', () => {
  claim(
    'api/config/config-build#outdir',
    'outDir is relative to the working directory, not to the config; the JavaScript and CSS under static/ and the search index go there',
    async () => {
      expect(existsSync(path.join(custom.dir, 'site', 'dist'))).toBe(false);
      const files = await outputFiles(custom, 'dist/docs');
      expect(files).toContain('guide/start.html');
      expect(files.some((file) => /^static\/js\/index\.[0-9a-f]+\.js$/.test(file))).toBe(true);
      expect(files.some((file) => /^static\/css\/.+\.css$/.test(file))).toBe(true);
      expect(files.some((file) => /^static\/search_index\.en\.[0-9a-f]+\.json$/.test(file))).toBe(
        true,
      );
    },
  );

  claim(
    'api/config/config-build#replacerules',
    'replaces before the Markdown is compiled, in .md and .mdx pages, the search content and the sidebar; a regular expression without g replaces the first match only',
    async () => {
      const html = (await custom.read('guide/start.html')).replaceAll('<!-- -->', '');
      expect(html).toContain('First 2.0.22 then %V%.');
      expect(html).toContain('<strong>made bold</strong>');
      expect(html).toMatch(/class="rp-sidebar-item[^"]*"[^>]*>.*?Sidebar 2\.0\.22/);
      expect((await custom.read('defines.html')).replaceAll('<!-- -->', '')).toContain(
        '<p id="mdx-braces">2 2.0.22</p>',
      );
      const index = (await outputFiles(custom, 'dist/docs')).find((file) =>
        file.startsWith('static/search_index.'),
      );
      expect(await custom.read(index as string)).toContain('First 2.0.22 then %V%. made bold.');
    },
  );

  claim(
    'api/config/config-build#builderconfig',
    "builderConfig wins over a plugin's builderConfig; html.tags reach every page; an own @rsbuild/plugin-react replaces Rspress's copy",
    async () => {
      expect(await custom.read('defines.html')).toContain('<p id="shared">from-config</p>');
      for (const page of ['index.html', 'guide/start.html']) {
        expect(await custom.read(page)).toContain('<script src="/from-tags.js" defer>');
      }
      // splitChunks: false of the site's own plugin: no React and router chunks, which the
      // default plugin-react writes.
      const libs = (files: string[]) => files.filter((file) => /static\/js\/lib-/.test(file));
      expect(libs(await outputFiles(plain)).length).toBeGreaterThan(0);
      expect(libs(await outputFiles(custom, 'dist/docs'))).toEqual([]);
    },
  );

  claim(
    'api/config/config-build#plugins',
    'the plugins of the array are applied in its order: the second sees what the first changed',
    () => {
      expect(custom.output).toContain('plugin-second sees: set by plugin-first');
    },
  );

  claim(
    'api/config/config-build#markdown',
    'tables, strikethrough, task lists, containers, heading anchors, code titles and Shiki work without options; .mdx evaluates {…} expressions, .md shows them and import lines as text and keeps HTML tags',
    async () => {
      const html = await plain.read('markdown.html');
      expect(html).toContain('<table>');
      expect(html).toContain('<del>struck</del>');
      expect(html).toContain('class="task-list-item"');
      expect(html).toContain('rp-callout--tip');
      expect(html).toMatch(/<h2[^>]*id="a-heading"><a href="#a-heading" class="rp-header-anchor/);
      expect(html).toContain('<div class="rp-codeblock__title">titled.js</div>');
      expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*data-lang="js"/);
      expect(html).toContain('<span id="braces">{1 + 1}</span>');
      expect(html).toContain('<p>import Nothing from &#x27;./nothing&#x27;;</p>');
      expect((await custom.read('defines.html')).replaceAll('<!-- -->', '')).toContain(
        '<p id="mdx-braces">2 ',
      );
    },
  );

  claim(
    'api/config/config-build#markdown-remarkplugins',
    'a [plugin, options] tuple gives the plugin its options',
    async () => {
      const page = (await custom.read('guide/start.html')).split('<div id="__rspress_root">')[1];
      expect(page).toContain('option-reached');
      expect(page).not.toContain('REMARK_OPTION');
    },
  );

  claim(
    'api/config/config-build#markdown-link',
    'checkDeadLinks and checkAnchors take a list of excluded URLs: the build passes with those links',
    async () => {
      const home = await custom.read('index.html');
      expect(home).toMatch(/href="\/playground\/x"/);
      expect(home).toMatch(/href="\/guide\/start(\.html)?#gone"/);
    },
  );

  claim(
    ['api/config/config-build#markdown-link', 'api/config/config-build#markdown-image'],
    'the dev server logs dead links and missing images and still serves the page',
    async () => {
      const dev = await deadLinks.dev();
      try {
        const tab = await openHydrated(browser, `${dev.origin}/`);
        try {
          expect(await tab.locator('.rspress-doc').innerText()).toContain('Home text.');
          await expect.poll(() => dev.output()).toContain('Dead links found');
          await expect.poll(() => dev.output()).toContain('Dead images found');
          expect(dev.output()).toContain('/guide/old-name');
          expect(dev.output()).toContain('missing.png');
        } finally {
          await close(tab);
        }
      } finally {
        await dev.stop();
      }
    },
    180_000,
  );

  claim(
    'api/config/config-build#markdown-defaultwrapcode',
    'the wrap button of a block toggles the wrapping of its long lines',
    async () => {
      const tab = await openHydrated(browser, `${plainServer.origin}/code`);
      try {
        const overflows = () =>
          tab
            .locator('.rspress-doc .rp-codeblock__content__scroll-container')
            .first()
            .evaluate((scroller) => scroller.scrollWidth > scroller.clientWidth + 1);
        const wrap = tab.locator('.rspress-doc .rp-code-wrap-button').first();
        expect(await overflows()).toBe(true);
        await wrap.click();
        await expect.poll(overflows).toBe(false);
        await wrap.click();
        await expect.poll(overflows).toBe(true);
      } finally {
        await close(tab);
      }
    },
  );

  claim(
    'api/config/config-build#markdown-defaultcodeoverflow',
    'a height without behavior scrolls the taller blocks at that height, with no fold button; a behavior without height changes nothing',
    async () => {
      const measure = async (server: RunningServer, route: string) => {
        const tab = await openHydrated(browser, `${server.origin}${route}`);
        try {
          // Folding is decided after hydration, once the block is measured.
          await tab.waitForTimeout(500);
          return await tab
            .locator('.rspress-doc .rp-codeblock')
            .first()
            .evaluate((block) => {
              const content = block.querySelector('.rp-codeblock__content') as HTMLElement;
              const scroller = block.querySelector(
                '.rp-codeblock__content__scroll-container',
              ) as HTMLElement;
              return {
                height: Math.round(content.getBoundingClientRect().height),
                scrolls:
                  content.scrollHeight > content.clientHeight + 1 ||
                  scroller.scrollHeight > scroller.clientHeight + 1,
                foldButton: block.querySelector('.rp-codeblock__fold-btn') !== null,
              };
            });
        } finally {
          await close(tab);
        }
      };
      expect(await measure(customServer, '/code')).toEqual({
        height: 200,
        scrolls: true,
        foldButton: false,
      });
      const unlimited = await measure(versionedServer, '/guide/code');
      expect(unlimited.height).toBeGreaterThan(600);
      expect(unlimited.foldButton).toBe(false);
    },
  );

  claim(
    'api/config/config-build#markdown-cjkfriendlyemphasis',
    'emphasis and strikethrough next to Chinese punctuation work by default',
    async () => {
      const html = await plain.read('markdown.html');
      expect(html).toContain('<em>中文。</em>的');
      expect(html).toContain('<del>中文。</del>的');
    },
  );

  claim(
    'api/config/config-build#markdown-extractdescription',
    'code blocks, tables, images, HTML and whole containers are left out of the description, which llms.txt lists',
    async () => {
      expect(description(await plain.read('desc.html'))).toBe('Intro text. After text.');
      expect(await custom.read('llms.txt')).toContain(
        '- [Start](/guide/start.md): First 2.0.22 then %V%. made bold.',
      );
    },
  );

  claim(
    'api/config/config-build#route-extensions',
    'by default .js, .jsx and .ts files are routes too',
    async () => {
      expect(await plain.read('js-page.html')).toContain('<p id="js-route">js route</p>');
      expect(await plain.read('jsx-page.html')).toContain('<p id="jsx-route">jsx route</p>');
      expect(await plain.read('ts-page.html')).toContain('<p id="ts-route">ts route</p>');
    },
  );

  claim(
    'api/config/config-build#route-exclude',
    'a Markdown file in public/ is copied as it is, not made a route',
    () => {
      expect(plain.has('notroute.md')).toBe(true);
      expect(plain.has('notroute.html')).toBe(false);
      expect(plain.has('public/notroute.html')).toBe(false);
    },
  );

  claim(
    'api/config/config-build#route-excludeconvention',
    'a folder whose name starts with one underscore is not a route; a name with two underscores is',
    () => {
      expect(plain.has('_components/inner.html')).toBe(false);
      expect(plain.has('__double.html')).toBe(true);
    },
  );

  claim(
    'api/config/config-build#route-localeredirect',
    "'only-default-lang' sends a first visit of the default language to the browser's and leaves an explicit /zh/ page, remembering the visit in rspress-visited; 'never' writes no script",
    async () => {
      const fromDefault = await open(versionedServer, '/guide/start', 'zh-CN');
      try {
        await fromDefault.tab.waitForURL((url) => url.pathname.startsWith('/zh/guide/start'));
        expect(await fromDefault.tab.evaluate(() => Object.keys(localStorage))).toContain(
          'rspress-visited',
        );
      } finally {
        await close(fromDefault);
      }
      const explicit = await open(versionedServer, '/zh/guide/start', 'en-US');
      try {
        await explicit.tab.waitForTimeout(500);
        expect(new URL(explicit.tab.url()).pathname).toMatch(/^\/zh\/guide\/start/);
      } finally {
        await close(explicit);
      }
      const head = async (site: ScratchBuild) =>
        (await site.read('guide/start.html')).split('</head>')[0] ?? '';
      expect(await head(versioned)).toContain('rspress-visited');
      expect(await head(off)).not.toContain('rspress-visited');
      const never = await open(offServer, '/guide/start', 'zh-CN');
      try {
        await never.tab.waitForTimeout(500);
        expect(new URL(never.tab.url()).pathname).toMatch(/^\/guide\/start/);
      } finally {
        await close(never);
      }
    },
  );

  claim(
    'api/config/config-build#llms',
    'the copy button and the menu beside it come with llms, and not when llmsUI is false; llms.txt and llms-full.txt per language and version; llms.txt grouped by navbar section',
    async () => {
      const page = await custom.read('guide/start.html');
      expect(page).toContain('rp-llms-copy-button');
      expect(page).toContain('rp-llms-view-options');
      expect(await versioned.read('guide/start.html')).not.toContain('rp-llms-');
      for (const prefix of ['', 'zh/', 'v1/', 'v1/zh/']) {
        expect(versioned.has(`${prefix}llms.txt`), prefix).toBe(true);
        expect(versioned.has(`${prefix}llms-full.txt`), prefix).toBe(true);
      }
      const llms = await custom.read('llms.txt');
      expect(llms).toMatch(/## Guide\n\n- \[Start\]\(\/guide\/start\.md\)/);
    },
  );

  claim(
    'api/config/config-build#llms-llmstxt',
    "the context has the site's title, description, lang, version, base and siteOrigin, and sections of pages with their fields, per language and version",
    async () => {
      const context = JSON.parse(await versioned.read('v1/zh/llms.txt'));
      expect(context).toMatchObject({
        title: 'Versioned',
        description: 'Versioned docs',
        lang: 'zh',
        version: 'v1',
        base: '/',
        siteOrigin: 'https://docs.example.com',
      });
      const pages = context.sections.flatMap((section: { pages: unknown[] }) => section.pages);
      expect(pages).toContainEqual(
        expect.objectContaining({ title: '开始 v1', lang: 'zh', version: 'v1' }),
      );
      for (const key of ['routePath', 'link', 'title', 'description', 'frontmatter', 'lang']) {
        expect(pages[0].keys, key).toContain(key);
      }
      expect(JSON.parse(await versioned.read('llms.txt'))).toMatchObject({
        lang: 'en',
        version: 'v2',
      });
    },
  );

  claim(
    'api/config/config-build#llms-remarksplitmdxoptions',
    'includes keeps only the listed components rendered; excludes wins over includes',
    async () => {
      const md = await custom.read('split.md');
      expect(md).toContain('<Badge text="badge-text" />');
      expect(md).toContain('SHOUTED');
      expect(md).toContain('<Whisper />');
      expect(md).not.toContain('WHISPERED');
    },
  );
});

describe('Custom search', () => {
  claim(
    'guide/advanced/custom-search#built-in-search',
    'one index per language and version, named search_index.<version>.<lang>.<hash>.json',
    async () => {
      const indexes = (await outputFiles(versioned))
        .filter((file) => file.startsWith('static/search_index'))
        .map((file) => file.replace(/\.[0-9a-f]+\.json$/, '.<hash>.json'))
        .sort();
      expect(indexes).toEqual([
        'static/search_index.v1.en.<hash>.json',
        'static/search_index.v1.zh.<hash>.json',
        'static/search_index.v2.en.<hash>.json',
        'static/search_index.v2.zh.<hash>.json',
      ]);
    },
  );

  claim(
    'guide/advanced/custom-search#built-in-search',
    'the search button is in the navbar; Ctrl+K and ⌘ (Meta)+K open the panel; results show as the reader types, without Enter',
    async () => {
      const opened = await open(plainServer, '/index');
      try {
        expect(await opened.tab.locator('.rp-nav .rp-search-button').count()).toBe(1);
        expect(await openPanel(opened.tab)).toBe(true);
        await opened.tab.keyboard.press('Escape');
        await opened.tab.locator('.rp-search-panel__input').waitFor({ state: 'detached' });
        expect(await openPanel(opened.tab, 'Meta+k')).toBe(true);
        await opened.tab.keyboard.type('fold');
        await expect.poll(() => resultLinks(opened.tab)).toContain('/guide/start#fold');
      } finally {
        await close(opened);
      }
    },
  );

  claim(
    ['guide/advanced/custom-search#search-options', 'guide/advanced/custom-search#built-in-search'],
    'by default a page of an older version downloads the index of its version and language only, and finds the words of that version only',
    async () => {
      const opened = await open(versionedServer, '/v1/guide/start');
      try {
        await openPanel(opened.tab);
        await searchFor(opened.tab, 'appleword');
        expect(await resultLinks(opened.tab)).toEqual(['/v1/guide/start']);
        await searchFor(opened.tab, 'pearword');
        expect(await resultLinks(opened.tab)).toEqual([]);
        expect(await opened.tab.locator('.rp-no-search-result').count()).toBe(1);
        const indexes = new Set(opened.requested.filter((file) => file.includes('search_index')));
        expect([...indexes].map((file) => file.replace(/\.[0-9a-f]+\.json$/, ''))).toEqual([
          '/static/search_index.v1.en',
        ]);
      } finally {
        await close(opened);
      }
    },
  );

  claim(
    'guide/advanced/custom-search#hooks-module',
    'the six types the section names are exported by @rspress/core/theme',
    async () => {
      const tsc = path.join(rootDir, 'node_modules', 'typescript', 'bin', 'tsc');
      const run = await runCollected(
        process.execPath,
        [
          tsc,
          '--noEmit',
          '--strict',
          '--skipLibCheck',
          '--jsx',
          'react-jsx',
          '--module',
          'esnext',
          '--moduleResolution',
          'bundler',
          '--types',
          'node',
          'site/search-hooks.tsx',
        ],
        { cwd: custom.dir },
      );
      expect(run.code, run.output).toBe(0);
      expect(CUSTOM_HOOKS).toContain('DefaultMatchResult,\n  MatchResult,');
    },
  );

  claim(
    'guide/advanced/custom-search#hooks-module',
    'a hooks module that reads window at its top level fails the build',
    () => {
      expect(windowHooks.ok).toBe(false);
      expect(windowHooks.output).toContain('window is not defined');
    },
  );

  claim(
    'guide/advanced/custom-search#before-search',
    'a beforeSearch that returns the query trimmed shows nothing for a query with a space: an empty panel on a first search, the results of the query before it otherwise; the same text without a space shows its results',
    async () => {
      for (const [query, expected] of [
        [' words', []],
        ['words ', []],
        ['words', ['/guide/start']],
      ] as const) {
        const opened = await open(customServer, '/index');
        try {
          await openPanel(opened.tab);
          await opened.tab.locator('.rp-search-panel__input').fill(query);
          if (expected.length > 0) await opened.tab.locator('.rp-suggest-item').first().waitFor();
          else await opened.tab.waitForTimeout(1_500);
          expect(await resultLinks(opened.tab), JSON.stringify(query)).toEqual(expected);
          expect(await opened.tab.locator('.rp-no-search-result').count()).toBe(0);
        } finally {
          await close(opened);
        }
      }
      const after = await open(customServer, '/index');
      try {
        await openPanel(after.tab);
        await searchFor(after.tab, 'heading');
        const shown = await resultLinks(after.tab);
        expect(shown).toContain('/guide/start#notes');
        await after.tab.locator('.rp-search-panel__input').fill(' words');
        await after.tab.waitForTimeout(1_500);
        expect(await resultLinks(after.tab)).toEqual(shown);
      } finally {
        await close(after);
      }
    },
  );

  claim(
    ['guide/advanced/custom-search#on-search', 'guide/advanced/custom-search#render'],
    "an onSearch that returns nothing adds no tab; in a custom group's tab the arrow keys and Enter open nothing",
    async () => {
      const opened = await open(customServer, '/index');
      try {
        await openPanel(opened.tab);
        await searchFor(opened.tab, 'words');
        expect(await resultLinks(opened.tab)).toEqual(['/guide/start']);
        expect(await opened.tab.locator('.rp-search-panel__tabs').count()).toBe(0);
        await searchFor(opened.tab, 'note');
        const tabs = opened.tab.locator('.rp-search-panel__tabs .rp-tabs__label__item');
        expect(await tabs.allInnerTexts()).toEqual(['Custom', 'Notes']);
        await tabs.nth(1).click();
        expect(await opened.tab.locator('.note-results').innerText()).toBe('A note');
        const before = opened.tab.url();
        await opened.tab.locator('.rp-search-panel__input').focus();
        await opened.tab.keyboard.press('ArrowDown');
        await opened.tab.keyboard.press('Enter');
        await opened.tab.waitForTimeout(1_000);
        expect(opened.tab.url()).toBe(before);
        expect(await opened.tab.locator('.rp-search-panel__input').count()).toBe(1);
      } finally {
        await close(opened);
      }
    },
  );

  claim(
    'guide/advanced/custom-search#disable-search',
    'with search: false the theme gets search {}, every page downloads the index, and the panel finds headings but not the text',
    async () => {
      expect(await off.read('guide/site.html')).toContain('<code id="search-config">{}</code>');
      const opened = await open(offServer, '/guide/start');
      try {
        await expect
          .poll(() => opened.requested.filter((file) => file.includes('search_index.en.')).length)
          .toBeGreaterThan(0);
        await opened.tab.locator('.my-search .rp-search-button').click();
        await opened.tab.locator('.rp-search-panel__input').waitFor();
        await searchFor(opened.tab, 'headingword');
        expect(await resultLinks(opened.tab)).toEqual(['/guide/start#hw']);
        await searchFor(opened.tab, 'bodyword');
        expect(await resultLinks(opened.tab)).toEqual([]);
        expect(await opened.tab.locator('.rp-no-search-result').count()).toBe(1);
      } finally {
        await close(opened);
      }
    },
  );

  claim(
    'guide/advanced/custom-search#replace-search',
    "the default SearchButton and SearchPanel reused in the theme's Search open and search; the Search is in the navbar of the home page too",
    async () => {
      const home = await open(offServer, '/');
      try {
        expect(await home.tab.locator('h1').first().innerText()).toBe('Off home');
        expect(await home.tab.locator('.rp-nav .my-search').count()).toBe(1);
        await home.tab.locator('.my-search .rp-search-button').click();
        await home.tab.locator('.rp-search-panel__input').waitFor();
        await searchFor(home.tab, 'start');
        expect(await resultLinks(home.tab)).toContain('/guide/start');
      } finally {
        await close(home);
      }
    },
  );

  claim(
    'guide/advanced/custom-search#replace-search',
    'a Search that reads window while rendering fails the build',
    () => {
      expect(windowSearch.ok).toBe(false);
      expect(windowSearch.output).toMatch(/SSG rendering failed[\s\S]*window is not defined/);
    },
  );
});
