/**
 * What Build config says each option does: a site without options (the defaults), a site that sets
 * the output, Markdown, routing, SSG and llms options (their effects), a client-rendered site with
 * the navigation options of `route` for what only Chromium shows, and the builds the page says fail.
 */

import { readdir } from 'node:fs/promises';
import pathModule from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { buildScratchSite as buildWithExitCode } from '../../../scripts/check-docs/scratchSite.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const LONG_LINE = `const line = '${'a long line of code that does not fit '.repeat(6)}';`;
const TALL_BLOCK = Array.from({ length: 40 }, (_, i) => `const line${i} = ${i};`).join('\n');

/** Code blocks, CJK emphasis and a description, the same on both sites. */
const CODE_PAGE = `# Code

The text before the first section.

\`\`\`js
${LONG_LINE}
\`\`\`

\`\`\`js lineNumbers
const numbered = 1;
\`\`\`

\`\`\`js lineNumbers=false
const unnumbered = 1;
\`\`\`

\`\`\`js wrapCode=false
${LONG_LINE}
\`\`\`

\`\`\`js
${TALL_BLOCK}
\`\`\`

**中文**的 and **中文。**的

## Section {#section}

Text.
`;

const DEFAULT_SITE = {
  // Only a remark plugin that logs, for the default of markdown.crossCompilerCache.
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  markdown: { remarkPlugins: [() => (_tree: unknown, file: { path?: string }) => console.log(\`remark-compiling \${file.path}\`)] },
});
`,
  'docs/index.md':
    '# Home\n\n[Start](/guide/start) [Guide](/guide/) [Anchor](/guide/start#no-such-anchor)\n',
  'docs/guide/index.md': '# Guide index\n',
  'docs/guide/start.md': '# Start\n\nStart text.\n',
  'docs/code.md': CODE_PAGE,
  'docs/comp.tsx': 'export default function Page() {\n  return <p id="tsx-route">tsx</p>;\n}\n',
  'docs/_partial.md': '# Partial\n',
  'docs/types.d.ts': 'export type A = string;\n',
};

const REMARK = `() => (tree: any, file: { path?: string }) => {
  console.log(\`remark-compiling \${file.path}\`);
  const visit = (node: any) => {
    if (node.type === 'text') node.value = node.value.replace('REMARK_ME', 'remarked');
    node.children?.forEach(visit);
  };
  visit(tree);
}`;

const REHYPE = `() => (tree: any) => {
  const visit = (node: any) => {
    if (node.type === 'element' && node.tagName === 'h2') {
      const anchored = node.children.some((child: any) => String(child.properties?.className ?? '').includes('header-anchor'));
      node.properties['data-saw-anchor'] = String(anchored);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
}`;

const CUSTOM_SITE = {
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig, type RspressPlugin } from '@rspress/core';

const buildInfo = (): RspressPlugin => ({
  name: 'plugin-build-info',
  builderConfig: { source: { define: { 'process.env.FROM_PLUGIN': JSON.stringify('plugin-define') } } },
  afterBuild(config, isProd) {
    if (isProd) console.log(\`\${config.title ?? 'site'} built by the plugin\`);
  },
});

export default defineConfig({
  root: 'docs',
  title: 'Custom',
  outDir: 'dist/docs',
  replaceRules: [
    { search: /__VERSION__/g, replace: '2.0.22' },
    { search: 'ACME Corp', replace: 'Acme' },
  ],
  builderConfig: { source: { define: { 'process.env.DOCS_VERSION': JSON.stringify('docs-define') } } },
  plugins: [buildInfo()],
  markdown: {
    remarkPlugins: [${REMARK}],
    rehypePlugins: [[${REHYPE}, {}]],
    link: { checkDeadLinks: { excludes: (url) => url.startsWith('/playground') } },
    image: { checkDeadImages: { excludes: ['/generated/chart.png'] } },
    showLineNumbers: true,
    defaultWrapCode: true,
    defaultCodeOverflow: { height: 200, behavior: 'fold' },
    globalComponents: [path.join(import.meta.dirname, 'components', 'alert.tsx')],
    crossCompilerCache: false,
    extractDescription: false,
    cjkFriendlyEmphasis: false,
  },
  route: {
    extensions: ['.md', '.mdx'],
    include: ['generated/**/*.md'],
    exclude: ['**/fragments/**'],
    excludeConvention: ['**/*.draft.md'],
    cleanUrls: true,
  },
  ssg: { experimentalWorker: true, experimentalExcludeRoutePaths: [/^\\/demos\\//] },
  llms: {
    llmsTxt: ({ title, sections }) =>
      [\`# Custom llms for \${title}\`, ...sections.flatMap((s) => s.pages.map((p) => \`- [\${p.title}](\${p.link})\`))].join('\\n'),
    remarkSplitMdxOptions: { excludes: [[['Badge'], '@rspress/core/theme']] },
  },
});
`,
  'components/alert.tsx':
    'export default function Alert() {\n  return <div id="global-alert">alert</div>;\n}\n',
  'components/Shout.tsx': 'export function Shout() {\n  return <strong>SHOUTED</strong>;\n}\n',
  'docs/index.md':
    '# Home\n\n[Start](/guide/start) [Guide](/guide/) [Playground](/playground/x)\n\n![Chart](/generated/chart.png)\n',
  'docs/_nav.json': JSON.stringify([{ text: 'Nav __VERSION__', link: '/guide/start' }]),
  'docs/guide/index.md': '# Guide index\n',
  'docs/guide/start.md':
    '---\ntitle: Start __VERSION__\n---\n\n# Start\n\nVersion __VERSION__ and __VERSION__; ACME Corp and ACME Corp. REMARK_ME\n\n## Section {#section}\n\nText.\n',
  'docs/defines.mdx':
    '# Defines\n\n<p id="defines">{process.env.DOCS_VERSION} {process.env.FROM_PLUGIN}</p>\n',
  'docs/code.md': CODE_PAGE,
  'docs/global.mdx': '# Global\n\n<Alert />\n',
  'docs/split.mdx': `import { Badge } from '@rspress/core/theme';
import { Shout } from '../components/Shout';

# Split

<Badge text="badge-text" />

<Shout />
`,
  'docs/comp.tsx': 'export default function Page() {\n  return <p>tsx</p>;\n}\n',
  'docs/fragments/piece.md': '# Piece\n',
  'docs/_underscore.md': '# Underscore\n',
  'docs/notes.draft.md': '# Draft\n',
  'docs/generated/made.md': '# Made\n',
  'docs/demos/demo.md': '# Demo\n\nDemo text.\n',
};

/** Client-rendered, clean URLs without the browser-side rewrite, navigation options off. */
const ROUTE_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Route Site',
  ssg: false,
  route: { cleanUrls: true, cleanUrlsRedirect: false, useTransitions: false, prefetchLink: false },
});
`,
  'docs/index.md': '# Home\n\n[Start](/guide/start)\n',
  'docs/guide/start.md': '# Start\n\nStart text.\n',
  // Reads window while rendering: fails a pre-rendering build, not this one.
  'docs/window.mdx': '# Window\n\n<p id="href">{window.location.pathname}</p>\n',
};

function path(url: string): string {
  return new URL(url).pathname;
}

describe('a site without build options, one with each of them, and one with the route options', () => {
  let plain: ScratchBuild;
  let custom: ScratchBuild;
  let routes: ScratchBuild;
  let plainServer: RunningServer;
  let customServer: RunningServer;
  let routeServer: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    plain = await buildScratchSite(DEFAULT_SITE);
    expect(plain.ok, plain.output).toBe(true);
    custom = await buildScratchSite(CUSTOM_SITE, { outDir: 'dist/docs' });
    expect(custom.ok, custom.output).toBe(true);
    routes = await buildScratchSite(ROUTE_SITE);
    expect(routes.ok, routes.output).toBe(true);
    [plainServer, customServer, routeServer, browser] = await Promise.all([
      plain.preview(),
      custom.preview(),
      routes.preview(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([plain?.remove(), custom?.remove(), routes?.remove()]);
  });

  const open = (server: RunningServer, route: string, run: (tab: Page) => Promise<void>) =>
    withHydrated(browser, `${server.origin}${route}`, run);

  claim(
    ['api/config/config-build#outdir', 'guide/basic/deploy#build'],
    'the build goes to doc_build by default, to outDir when set, and preview serves it',
    async () => {
      expect(plain.has('guide/start.html')).toBe(true);
      expect(custom.has('guide/start.html')).toBe(true);
      expect((await fetch(`${customServer.origin}/guide/start`)).status).toBe(200);
    },
  );

  claim(
    'api/config/config-build#replacerules',
    'replaces in text, front matter and the navbar; a string only the first match',
    async () => {
      const html = (await custom.read('guide/start.html')).replaceAll('<!-- -->', '');
      expect(html).toContain('Version 2.0.22 and 2.0.22');
      expect(html).toContain('Acme and ACME Corp.');
      expect(html).toMatch(/<title[^>]*>Start 2\.0\.22 - Custom<\/title>/);
      expect(html).toContain('Nav 2.0.22');
    },
  );

  claim(
    ['api/config/config-build#builderconfig', 'api/config/config-build#plugins'],
    "builderConfig and a plugin's builderConfig reach the bundle; the plugin's afterBuild runs",
    async () => {
      expect(await custom.read('defines.html')).toMatch(
        /<p id="defines">docs-define(<!-- -->)? (<!-- -->)?plugin-define<\/p>/,
      );
      expect(custom.output).toContain('Custom built by the plugin');
    },
  );

  claim(
    [
      'api/config/config-build#markdown-remarkplugins',
      'api/config/config-build#markdown-rehypeplugins',
      'api/config/config-build#markdown',
    ],
    'remark plugins change the Markdown; rehype plugins run after the heading anchors are added',
    async () => {
      const html = await custom.read('guide/start.html');
      expect(html).toContain('remarked');
      expect(html).toMatch(/<h2[^>]*data-saw-anchor="true"/);
    },
  );

  claim(
    'api/config/config-build#markdown-link',
    'a link to a missing anchor builds by default; excluded dead links build',
    async () => {
      expect(await plain.read('index.html')).toMatch(
        /href="\/guide\/start(\.html)?#no-such-anchor"/,
      );
      expect(await custom.read('index.html')).toMatch(/href="\/playground\/x"/);
    },
  );

  claim('api/config/config-build#markdown-image', 'an excluded missing image builds', async () => {
    expect(await custom.read('index.html')).toContain('src="/generated/chart.png"');
  });

  /** Per code block of /code: line numbers, wrapped, horizontally scrollable, height, fold button. */
  async function codeBlocks(server: RunningServer, { folds = false } = {}) {
    const tab = await openHydrated(browser, `${server.origin}/code`, {
      viewport: { width: 1280, height: 900 },
    });
    try {
      // A tall block is folded by the theme once it has measured it, after hydration.
      if (folds) await tab.locator('.rspress-doc .rp-codeblock__fold-btn').first().waitFor();
      return await tab.locator('.rspress-doc .rp-codeblock').evaluateAll((blocks) =>
        blocks.map((block) => {
          const scroller = block.querySelector('.rp-codeblock__content__scroll-container') ?? block;
          return {
            lineNumbers: block.querySelector('.rp-codeblock__content--line-numbers') !== null,
            overflowsSideways: scroller.scrollWidth > scroller.clientWidth + 1,
            height: block.getBoundingClientRect().height,
            foldButton: block.querySelector('.rp-codeblock__fold-btn') !== null,
          };
        }),
      );
    } finally {
      await tab.context().close();
    }
  }

  claim(
    [
      'api/config/config-build#markdown-showlinenumbers',
      'api/config/config-build#markdown-defaultwrapcode',
      'api/config/config-build#markdown-defaultcodeoverflow',
    ],
    'line numbers, wrapping and overflow of code blocks: off by default, on for every block when set, a block overriding them',
    async () => {
      const [long, numbered, unnumbered, noWrap, tall] = await codeBlocks(plainServer);
      expect([long?.lineNumbers, numbered?.lineNumbers, unnumbered?.lineNumbers]).toEqual([
        false,
        true,
        false,
      ]);
      expect(long?.overflowsSideways).toBe(true);
      expect(tall?.height).toBeGreaterThan(600);
      expect(tall?.foldButton).toBe(false);
      const custom_ = await codeBlocks(customServer, { folds: true });
      const [cLong, cNumbered, cUnnumbered, cNoWrap, cTall] = custom_;
      expect([cLong?.lineNumbers, cNumbered?.lineNumbers, cUnnumbered?.lineNumbers]).toEqual([
        true,
        true,
        false,
      ]);
      expect(cLong?.overflowsSideways).toBe(false);
      expect(cNoWrap?.overflowsSideways).toBe(true);
      expect(noWrap?.overflowsSideways).toBe(true);
      expect(cTall?.height).toBeLessThan(300);
      expect(cTall?.foldButton).toBe(true);
    },
  );

  claim(
    'api/config/config-build#markdown-globalcomponents',
    'a global component is used in MDX without an import, named after its file',
    async () => {
      expect(await custom.read('global.html')).toContain('<div id="global-alert">alert</div>');
    },
  );

  claim(
    'api/config/config-build#markdown-extractdescription',
    'off, a page without a description front matter field has no description',
    async () => {
      expect(await plain.read('code.html')).toContain(
        '<meta name="description" content="The text before the first section.',
      );
      expect(await custom.read('code.html')).not.toMatch(/<meta name="description" content="[^"]/);
    },
  );

  claim(
    'api/config/config-build#markdown-cjkfriendlyemphasis',
    'bold next to Chinese punctuation works by default and not when off',
    async () => {
      const plainHtml = await plain.read('code.html');
      expect(plainHtml).toContain('<strong>中文</strong>的');
      expect(plainHtml).toContain('<strong>中文。</strong>的');
      const customHtml = await custom.read('code.html');
      expect(customHtml).toContain('<strong>中文</strong>的');
      expect(customHtml).toContain('**中文。**的');
    },
  );

  claim(
    [
      'api/config/config-build#route-extensions',
      'api/config/config-build#route-exclude',
      'api/config/config-build#route',
    ],
    'every page extension is a route by default; extensions limits them; exclude leaves files out; .d.ts files never are routes',
    async () => {
      expect(await plain.read('comp.html')).toContain('<p id="tsx-route">tsx</p>');
      expect(plain.has('types.html')).toBe(false);
      expect(custom.has('comp.html')).toBe(false);
      expect(custom.has('fragments/piece.html')).toBe(false);
    },
  );

  claim(
    'api/config/config-build#route-include',
    'the other pages stay routes beside the included ones',
    async () => {
      expect(custom.has('generated/made.html')).toBe(true);
      expect(custom.has('guide/start.html')).toBe(true);
    },
  );

  claim(
    [
      'api/config/config-build#route-excludeconvention',
      'guide/basic/conventional-route#route-excludeconvention',
    ],
    'underscore files are not routes by default; setting the option replaces that rule',
    async () => {
      expect(plain.has('_partial.html')).toBe(false);
      expect(custom.has('_underscore.html')).toBe(true);
      expect(custom.has('notes.draft.html')).toBe(false);
    },
  );

  claim(
    ['api/config/config-build#route-cleanurls', 'guide/basic/deploy#vercel'],
    'links end in .html by default; with cleanUrls they do not, and the files are still .html',
    async () => {
      const plainHome = await plain.read('index.html');
      expect(plainHome).toContain('href="/guide/start.html"');
      expect(plainHome).toContain('href="/guide/index.html"');
      const home = await custom.read('index.html');
      expect(home).toContain('href="/guide/start"');
      expect(home).toContain('href="/guide/"');
      expect(custom.has('guide/start.html')).toBe(true);
    },
  );

  claim(
    [
      'api/config/config-build#route-cleanurlsredirect',
      'guide/basic/conventional-route#other-route-options',
    ],
    'the browser rewrites the other format in the address bar, keeping query and hash; not when off',
    async () => {
      await open(customServer, '/guide/start.html?q=1#section', async (tab) => {
        await tab.waitForURL((url) => url.pathname === '/guide/start');
        expect(new URL(tab.url()).search).toBe('?q=1');
        expect(new URL(tab.url()).hash).toBe('#section');
      });
      await open(plainServer, '/guide/start', async (tab) => {
        await tab.waitForURL((url) => url.pathname === '/guide/start.html');
      });
      await open(routeServer, '/guide/start.html', async (tab) => {
        await tab.waitForTimeout(500);
        expect(path(tab.url())).toBe('/guide/start.html');
      });
    },
  );

  claim(
    [
      'api/config/config-build#route-prefetchlink',
      'guide/basic/conventional-route#other-route-options',
    ],
    "resting the pointer on a link loads the target page's code; not when off",
    async () => {
      const requestsOnHover = async (server: RunningServer) => {
        const tab = await openHydrated(browser, `${server.origin}/`);
        try {
          await tab.waitForLoadState('networkidle');
          const requests: string[] = [];
          tab.on('request', (request) => requests.push(request.url()));
          await tab
            .locator('.rspress-doc')
            .getByRole('link', { name: 'Start', exact: true })
            .hover();
          await tab.waitForTimeout(1000);
          return requests.filter((url) => url.endsWith('.js'));
        } finally {
          await tab.context().close();
        }
      };
      expect((await requestsOnHover(plainServer)).length).toBeGreaterThan(0);
      expect(await requestsOnHover(routeServer)).toEqual([]);
    },
  );

  claim(
    [
      'api/config/config-build#route-usetransitions',
      'guide/basic/conventional-route#other-route-options',
    ],
    'with or without transitions the current page stays, under a progress bar, while the next loads',
    async () => {
      const whileLoading = async (server: RunningServer) => {
        const tab = await openHydrated(browser, `${server.origin}/`);
        try {
          await tab.waitForLoadState('networkidle');
          let release = () => {};
          const held = new Promise<void>((resolve) => {
            release = resolve;
          });
          await tab.route('**/static/js/async/**', async (route) => {
            await held;
            await route.continue();
          });
          await tab
            .locator('.rspress-doc')
            .getByRole('link', { name: 'Start', exact: true })
            .click();
          await tab.waitForTimeout(800);
          const stillHome =
            (await tab.locator('h1').first().textContent())?.includes('Home') ?? false;
          const progressBar = await tab.locator('#nprogress').count();
          release();
          await tab.waitForFunction(() =>
            document.querySelector('h1')?.textContent?.includes('Start'),
          );
          return { stillHome, progressBar };
        } finally {
          await tab.context().close();
        }
      };
      expect(await whileLoading(plainServer)).toEqual({ stillHome: true, progressBar: 1 });
      expect(await whileLoading(routeServer)).toEqual({ stillHome: true, progressBar: 1 });
    },
  );

  claim(
    ['api/config/config-build#ssg', 'guide/basic/ssg#disable-ssg'],
    'pages are pre-rendered by default; ssg: false writes an empty root that renders in the browser',
    async () => {
      expect(await plain.read('guide/start.html')).toContain('Start text.');
      const csr = await routes.read('guide/start.html');
      expect(csr).toMatch(/<div id="__rspress_root"><\/div>/);
      expect(csr).toMatch(/<title[^>]*>Route Site<\/title>/);
      expect(routes.has('window.html')).toBe(true);
      await open(routeServer, '/guide/start', async (tab) => {
        expect(await tab.locator('.rspress-doc').textContent()).toContain('Start text.');
      });
    },
  );

  claim(
    [
      'api/config/config-build#ssg-experimentalworker',
      'guide/basic/ssg#options',
      'guide/basic/ssg#experimental-worker',
    ],
    'an ssg object keeps pre-rendering on: rendering in worker threads writes the same pre-rendered pages; a site of fewer than 100 pages gets one thread',
    async () => {
      expect(await custom.read('guide/start.html')).toContain('Acme and ACME Corp.');
      expect(custom.output).toContain('Rendering pages with experimental SSG worker (1 threads)');
      expect(plain.output).not.toContain('SSG worker');
    },
  );

  claim(
    'api/config/config-build#ssg-experimentalexcluderoutepaths',
    'a regular expression leaves the routes it matches unrendered',
    async () => {
      const demo = await custom.read('demos/demo.html');
      expect(demo).toMatch(/<div id="__rspress_root"><\/div>/);
      expect(demo).not.toContain('Demo text.');
    },
  );

  claim(
    [
      'api/config/config-build#llms',
      'api/config/config-build#llms-llmstxt',
      'guide/start/introduction#readers-and-tools',
    ],
    'off by default; on, a .md beside each .html, llms-full.txt, and llms.txt from llmsTxt',
    async () => {
      expect(plain.has('llms.txt')).toBe(false);
      expect(plain.has('guide/start.md')).toBe(false);
      const pages = (await readdir(pathModule.join(custom.dir, 'dist/docs'), { recursive: true }))
        .filter((file) => file.endsWith('.html') && file !== '404.html')
        .map((file) => file.replace(/\.html$/, ''));
      expect(pages).toContain('guide/start');
      expect(pages.filter((page) => !custom.has(`${page}.md`))).toEqual([]);
      expect(custom.has('llms-full.txt')).toBe(true);
      const llms = await custom.read('llms.txt');
      expect(llms).toMatch(/^# Custom llms for Custom\n/);
      expect(llms).toContain('- [Start 2.0.22](');
      // The copy button of themeConfig.llmsUI comes with llms.
      expect(await custom.read('guide/start.html')).toContain('rp-llms-copy-button');
      expect(await plain.read('guide/start.html')).not.toContain('rp-llms-copy-button');
    },
  );

  claim(
    'api/config/config-build#llms-remarksplitmdxoptions',
    'an excluded component is written as its MDX source; the others are rendered',
    async () => {
      const md = await custom.read('split.md');
      expect(md).toContain('<Badge');
      expect(md).toContain('SHOUTED');
    },
  );

  claim(
    ['api/config/config-build#markdown-crosscompilercache', 'guide/start/introduction#fast-builds'],
    'with the cache (the default) each page is compiled once in a build, for the browser and the pre-rendering bundles; without it twice',
    async () => {
      const count = (output: string) =>
        output
          .split('\n')
          .filter((line) => line.includes('remark-compiling') && line.includes('start.md')).length;
      expect(count(custom.output)).toBe(2);
      expect(count(plain.output)).toBe(1);
    },
  );

  claim(
    [
      'index#features',
      'guide/start/introduction#fast-builds',
      'guide/start/getting-started#dev-server',
      'api/commands#dev',
    ],
    'the dev server compiles no page when it starts, and a page when it is first opened',
    async () => {
      const dev = await plain.dev();
      const compiled = () =>
        dev
          .output()
          .split('\n')
          .filter((line) => line.includes('remark-compiling'))
          .map((line) => line.slice(line.indexOf('/docs/') + '/docs/'.length).trim());
      try {
        expect(compiled()).toEqual([]);
        const tab = await openHydrated(browser, `${dev.origin}/guide/start`);
        try {
          expect(await tab.locator('.rspress-doc').textContent()).toContain('Start text.');
          expect(compiled()).toContain('guide/start.md');
          expect(compiled()).not.toContain('code.md');
          await tab.goto(`${dev.origin}/code`);
          await expect.poll(compiled).toContain('code.md');
        } finally {
          await tab.context().close();
        }
      } finally {
        await dev.stop();
      }
    },
    180_000,
  );
});

describe('builds the Build config page says fail', () => {
  // One build reports every dead link and image of the site at once.
  claim(
    [
      'api/config/config-build#markdown-link',
      'api/config/config-build#markdown-image',
      'api/commands#build',
      'guide/basic/conventional-route#linking',
      'guide/basic/static-assets#absolute-images',
      'guide/basic/static-assets#relative-images',
      'guide/basic/static-assets#linking-files',
    ],
    'dead links, missing anchors with checkAnchors, missing images and links to public files fail the build with exit code 1',
    async () => {
      const site = await buildWithExitCode({
        'rspress.config.ts': `import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', markdown: { link: { checkAnchors: true } } });\n`,
        'docs/index.md': '# Home\n',
        'docs/other.md': '# Other\n',
        'docs/guide/link.md': '# Link\n\n[Old name](/guide/old-name)\n',
        'docs/anchor.md': '# Anchor\n\n[Missing anchor](/other#no-such-anchor)\n',
        'docs/image.md': '# Image\n\n![Missing](/images/welcome.png)\n',
        'docs/relative.md': '# Relative\n\n![Missing](./images/missing.png)\n',
        'docs/file.md': '# File\n\n[Download the guide](/files/guide.pdf)\n',
        'docs/public/files/guide.pdf': 'pdf',
      });
      try {
        expect(site.code).toBe(1);
        expect(site.output).toContain('Dead links found');
        expect(site.output).toContain('/guide/old-name');
        expect(site.output).toContain('link.md');
        expect(site.output).toContain('no-such-anchor');
        expect(site.output).toContain('/files/guide.pdf');
        expect(site.output).toContain('Dead images found');
        expect(site.output).toContain('/images/welcome.png');
        expect(site.output).toContain('missing.png');
      } finally {
        await site.dispose();
      }
    },
  );

  claim(
    'api/config/config-build#plugins',
    'two plugins with the same name stop the build',
    async () => {
      const site = await buildScratchSite({
        'rspress.config.ts': `import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', plugins: [{ name: 'twin' }, { name: 'twin' }] });\n`,
        'docs/index.md': '# Home\n',
      });
      try {
        expect(site.ok, site.output).toBe(false);
        expect(site.output).toContain('twin');
      } finally {
        await site.remove();
      }
    },
  );
});
