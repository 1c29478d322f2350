/**
 * More of what Extend the build, Custom theme, Custom pages and Write a plugin say, on scratch sites
 * built one after another: how the layers of the build config merge and what each option reaches,
 * the components a theme can replace and where the slots sit (Chromium for the mobile menus), the
 * page types and React pages of a site in two languages, and the page data of the reading-time plugin.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { rspressCli } from '../../../scripts/check-docs/scratchSite.ts';
import { runCollected } from '../../../scripts/runCollected.ts';
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
import { DOC_SLOTS, NAV_SLOTS } from '../theme/slots.ts';

/** The text of every CSS file the build wrote. */
async function stylesheets(site: ScratchBuild): Promise<string> {
  const dir = path.join(site.dir, 'doc_build', 'static', 'css');
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.css'));
  return (await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')))).join(
    '\n',
  );
}

/** Builds a site, removes it, and gives whether the build succeeded and what it printed. */
async function buildAndRemove(
  files: Record<string, string>,
): Promise<{ ok: boolean; output: string }> {
  const site = await buildScratchSite(files);
  try {
    return { ok: site.ok, output: site.output };
  } finally {
    await site.remove();
  }
}

/** A file of the Rsbuild and Rspack configurations that `DEBUG=rsbuild` writes. */
function debugConfig(site: ScratchBuild, file: string): Promise<string> {
  return readFile(path.join(site.dir, 'doc_build', '.rsbuild', file), 'utf8');
}

describe('a site whose config, plugin and tsconfig use every layer of the build', () => {
  const CONFIG = `import path from 'node:path';
import { pluginSass } from '@rsbuild/plugin-sass';
import { defineConfig, type RspressPlugin } from '@rspress/core';

function logger(label: string) {
  return () => (_tree: unknown, file: { path: string }) => {
    console.log(\`order \${label} \${path.basename(String(file.path))}\`);
  };
}

interface TextNode { type: string; value?: string; children?: TextNode[] }

function remarkMark() {
  return (tree: TextNode) => {
    const walk = (node: TextNode) => {
      if (node.type === 'text' && node.value) node.value = node.value.replace('MARKME', 'REMARKED');
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}

function pluginProbe(): RspressPlugin {
  return {
    name: 'probe',
    globalUIComponents: [path.join(import.meta.dirname, 'components/PluginWidget.tsx')],
    markdown: {
      remarkPlugins: [logger('remark-plugin')],
      rehypePlugins: [logger('rehype-plugin')],
      globalComponents: [path.join(import.meta.dirname, 'components/note.tsx')],
    },
    builderConfig: {
      source: { include: [/plugin-include/] },
      tools: {
        rspack: (_config, { environment }) => {
          console.log(\`order rspack-plugin \${environment.name}\`);
        },
      },
    },
  };
}

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  title: 'Layers',
  llms: true,
  plugins: [pluginProbe()],
  globalStyles: path.join(import.meta.dirname, 'styles/global.scss'),
  globalUIComponents: [path.join(import.meta.dirname, 'components/CookieNotice.tsx')],
  markdown: {
    remarkPlugins: [logger('remark-user'), remarkMark],
    rehypePlugins: [logger('rehype-user')],
  },
  builderConfig: {
    plugins: [pluginSass()],
    output: { assetPrefix: 'https://cdn.example.com/' },
    source: {
      include: [/user-include/],
      define: { 'process.env.MY_CONSTANT': JSON.stringify('v1') },
    },
    resolve: { alias: { '@lib': path.join(import.meta.dirname, 'lib-alias') } },
    tools: {
      rspack: (_config, utils) => {
        console.log(\`order rspack-user \${utils.environment.name}\`);
        console.log(\`helpers \${Object.keys(utils).sort().join(',')}\`);
      },
      bundlerChain: (chain) => {
        // user-bundler-chain
        chain.module.rule('csv').test(/\\.csv$/).type('asset/source');
      },
    },
  },
});
`;

  let site: ScratchBuild;

  beforeAll(async () => {
    site = await buildScratchSite(
      {
        'rspress.config.ts': CONFIG,
        'tsconfig.json': JSON.stringify({
          compilerOptions: { jsx: 'react-jsx', paths: { '@lib/*': ['./lib-tsconfig/*'] } },
        }),
        'lib-alias/which.ts': "export const which = 'from-resolve-alias';\n",
        'lib-tsconfig/which.ts': "export const which = 'from-tsconfig-paths';\n",
        'components/note.tsx':
          'import type { ReactNode } from "react";\n\nexport default function Note({ children }: { children: ReactNode }) {\n  return <aside className="note-box">{children}</aside>;\n}\n',
        'components/PluginWidget.tsx':
          'export default function PluginWidget() {\n  return <div className="plugin-widget">Widget</div>;\n}\n',
        'components/CookieNotice.tsx':
          'export default function CookieNotice() {\n  return <div className="cookie-notice">Cookies</div>;\n}\n',
        'styles/global.scss': '$probe: rgb(1, 2, 3);\n.scss-probe { color: $probe; }\n',
        'data/table.csv': 'a,b\n1,2\n',
        'docs/index.md': '---\npageType: home\nhero:\n  name: Home\n---\n',
        'docs/page.mdx': `import { which } from '@lib/which';
import table from '../data/table.csv';

# Page

<p id="which">{which}</p>

<p id="csv">{table}</p>

<p id="constant">{process.env.MY_CONSTANT}</p>

<Note>A component of the plugin</Note>

Text MARKME here.
`,
        'docs/custom.md': '---\npageType: custom\n---\n\n# Custom\n',
        'docs/blank.md': '---\npageType: blank\n---\n\n# Blank\n',
      },
      { env: { DEBUG: 'rsbuild' } },
    );
    expect(site.ok, site.output).toBe(true);
  });
  afterAll(async () => {
    await site?.remove();
  });

  /** The labels the config's loggers printed for `file`, in the order they ran. */
  function order(kind: string, file: string): string[] {
    return [...site.output.matchAll(new RegExp(`^order (${kind}-\\w+) ${file}$`, 'gm'))].map(
      (match) => match[1] as string,
    );
  }

  claim(
    'guide/advanced/extend-build#how-the-build-works',
    "define adds to Rspress's constants; arrays such as source.include are concatenated, Rspress's, the plugin's, then yours; tools functions of several layers all run, Rspress's first",
    async () => {
      const web = await debugConfig(site, 'rsbuild.config.web.mjs');
      const include = web.slice(
        web.indexOf('include: ['),
        web.indexOf(']', web.indexOf('include: [')),
      );
      expect(include.indexOf('@rspress/core')).toBeGreaterThan(0);
      expect(include.indexOf('@rspress/core')).toBeLessThan(include.indexOf('/plugin-include/'));
      expect(include.indexOf('/plugin-include/')).toBeLessThan(include.indexOf('/user-include/'));
      // Rspress's own bundlerChain function comes before yours, and both are kept.
      const chain = web.slice(web.indexOf('bundlerChain: ['));
      expect(chain.indexOf('CHAIN_ID')).toBeGreaterThan(0);
      expect(chain.indexOf('CHAIN_ID')).toBeLessThan(chain.indexOf('user-bundler-chain'));
      for (const environment of ['web', 'node']) {
        expect(site.output).toContain(
          `order rspack-plugin ${environment}\norder rspack-user ${environment}`,
        );
      }
      const rspack = await debugConfig(site, 'rspack.config.web.mjs');
      expect(rspack).toContain('process.env.MY_CONSTANT');
      expect(rspack).toContain('process.env.__SSR__');
      expect(rspack).toContain('import.meta.env.SSG_MD');
      expect((await site.read('page.html')).replaceAll('<!-- -->', '')).toContain(
        '<p id="constant">v1</p>',
      );
    },
  );

  claim(
    'guide/advanced/extend-build#alias',
    'the paths of tsconfig.json win over resolve.alias for the same prefix',
    async () => {
      expect(await site.read('page.html')).toContain('<p id="which">from-tsconfig-paths</p>');
    },
  );

  claim(
    'guide/advanced/extend-build#tools-rspack',
    'the tools.rspack function gets appendRules, addRules, appendPlugins, prependPlugins, mergeConfig, rspack and environment; tools.bundlerChain adds a rule too',
    async () => {
      const helpers = site.output.match(/^helpers (.+)$/m)?.[1]?.split(',') ?? [];
      expect(helpers).toEqual(
        expect.arrayContaining([
          'appendRules',
          'addRules',
          'appendPlugins',
          'prependPlugins',
          'mergeConfig',
          'rspack',
          'environment',
        ]),
      );
      expect(await site.read('page.html')).toContain('<p id="csv">a,b\n1,2\n</p>');
    },
  );

  claim(
    'guide/advanced/extend-build#combined-example',
    'output.assetPrefix prefixes the stylesheets as well as the scripts',
    async () => {
      const html = await site.read('page.html');
      expect(html).toMatch(/<link[^>]*href="https:\/\/cdn\.example\.com\/static\/css\/[^"]+\.css"/);
      expect(html).toMatch(/<script[^>]*src="https:\/\/cdn\.example\.com\/static\/js\//);
    },
  );

  claim(
    'guide/advanced/extend-build#plugin-order',
    'markdown.remarkPlugins and rehypePlugins run before the Markdown plugins of Rspress plugins',
    async () => {
      for (const file of ['page.mdx', 'custom.md']) {
        expect(order('remark', file.replace('.', '\\.'))).toEqual(['remark-user', 'remark-plugin']);
        expect(order('rehype', file.replace('.', '\\.'))).toEqual(['rehype-user', 'rehype-plugin']);
      }
    },
  );

  claim(
    'guide/advanced/extend-build#register-markdown-plugins',
    'the Markdown copy that llms writes of a page is not changed by your remark plugins',
    async () => {
      expect(await site.read('page.html')).toContain('Text REMARKED here.');
      const copy = await site.read('page.md');
      expect(copy).toContain('Text MARKME here.');
      expect(copy).not.toContain('REMARKED');
    },
  );

  claim(
    'guide/advanced/extend-build#global-styles',
    'globalStyles may be a Sass file when the Sass plugin is installed',
    async () => {
      expect(await stylesheets(site)).toContain('.scss-probe{color:#010203}');
    },
  );

  claim(
    'guide/advanced/extend-build#global-ui-components',
    'a plain path entry renders on pages of every type, 404 included, after the layout',
    async () => {
      for (const file of ['index.html', 'page.html', 'custom.html', 'blank.html', '404.html']) {
        const html = await site.read(file);
        const notice = html.indexOf('<div class="cookie-notice">Cookies</div>');
        expect(notice, file).toBeGreaterThan(0);
        // Nothing of the layout follows it.
        expect(html.slice(notice), file).not.toMatch(/class="rp-/);
      }
    },
  );

  claim(
    'guide/advanced/extend-build#as-a-plugin',
    "a plugin's remark and rehype plugins, global components and global UI components work as the config's do",
    async () => {
      expect(order('remark', 'page\\.mdx')).toContain('remark-plugin');
      expect(order('rehype', 'page\\.mdx')).toContain('rehype-plugin');
      const html = await site.read('page.html');
      expect(html).toContain('<aside class="note-box">A component of the plugin</aside>');
      expect(html).toContain('<div class="plugin-widget">Widget</div>');
    },
  );

  claim(
    'guide/advanced/extend-build#how-the-build-works',
    'Rspress 2.0.22 depends on @rsbuild/core ^2.2.5',
    async () => {
      const manifest = JSON.parse(
        await readFile(path.join(rootDir, 'node_modules/@rspress/core/package.json'), 'utf8'),
      ) as { version: string; dependencies: Record<string, string> };
      expect(manifest.version).toBe('2.0.22');
      expect(manifest.dependencies['@rsbuild/core']).toBe('^2.2.5');
    },
  );
});

describe('builds that show what the build does without llms, with your React plugin, or with a bare constant', () => {
  claim(
    [
      'guide/advanced/extend-build#rsbuild-plugins',
      'guide/advanced/extend-build#how-the-build-works',
    ],
    'your own pluginReact takes the place of Rspress’s: the config has one rsbuild:react, yours; without llms there is no node_md environment',
    async () => {
      const site = await buildScratchSite(
        {
          'rspress.config.ts': `import { pluginReact } from '@rsbuild/plugin-react';
import { pluginSass } from '@rsbuild/plugin-sass';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  builderConfig: { plugins: [pluginSass(), pluginReact({ swcReactOptions: { development: false } })] },
});
`,
          'docs/index.md': '# Home\n',
        },
        { env: { DEBUG: 'rsbuild' } },
      );
      try {
        expect(site.ok, site.output).toBe(true);
        const web = await debugConfig(site, 'rsbuild.config.web.mjs');
        const names = [...web.matchAll(/name: '(rsbuild:(?:react|sass))'/g)].map((m) => m[1]);
        // Rspress puts its React plugin before the user's plugins; yours comes after Sass.
        expect(names).toEqual(['rsbuild:sass', 'rsbuild:react']);
        expect((await readdir(path.join(site.dir, 'doc_build', '.rsbuild'))).sort()).toEqual([
          'rsbuild.config.node.mjs',
          'rsbuild.config.web.mjs',
          'rspack.config.node.mjs',
          'rspack.config.web.mjs',
        ]);
      } finally {
        await site.remove();
      }
    },
    240_000,
  );

  claim(
    ['guide/advanced/extend-build#define', 'guide/advanced/extend-build#troubleshooting'],
    'a define value not wrapped in JSON.stringify is inserted as code: the build stops with "is not defined" or a JavaScript parse error',
    async () => {
      const files = (value: string) => ({
        'rspress.config.ts': `export default { root: 'docs', builderConfig: { source: { define: { 'process.env.CHANNEL': ${JSON.stringify(value)} } } } };\n`,
        'docs/index.mdx': '# Home\n\n<p>{process.env.CHANNEL}</p>\n',
      });
      const [bare, spaced] = await Promise.all([
        buildAndRemove(files('stable')),
        buildAndRemove(files('My docs')),
      ]);
      expect(bare.ok).toBe(false);
      expect(bare.output).toContain('ReferenceError: stable is not defined');
      expect(spaced.ok).toBe(false);
      expect(spaced.output).toContain('JavaScript parse error');
    },
    240_000,
  );
});

describe("a theme built from Custom theme's examples that replaces every component it names", () => {
  const WRAPPED = [
    'NavTitle',
    'Search',
    'SocialLinks',
    'SwitchAppearance',
    'NavHamburger',
    'HomeHero',
    'HomeFeature',
    'HomeBackground',
    'Sidebar',
    'Outline',
    'DocContent',
    'DocFooter',
    'Overview',
    'DocLayout',
    'HomeLayout',
    'Nav',
  ];
  let site: ScratchBuild;

  beforeAll(async () => {
    const page = 'guide/advanced/custom-theme.md';
    const withoutReexport = (code: string) =>
      code.replace("export * from '@rspress/core/theme-original';\n", '');
    const wrap = withoutReexport(await exampleFromPage(page, 'wrap-layout', 'theme/index.tsx'));
    const replace = withoutReexport(
      await exampleFromPage(page, 'replace-component', 'theme/index.tsx'),
    );
    const root = withoutReexport(await exampleFromPage(page, 'root', 'theme/index.tsx'));
    // Each other named component renders a marker before the original, which it wraps.
    const wrappers = WRAPPED.map(
      (name) =>
        `export function ${name}(props: Record<string, unknown>) {\n  const Original = (OriginalTheme as unknown as Record<string, ComponentType<Record<string, unknown>>>).${name};\n  return <><i data-replaced="${name}" /><Original {...props} /></>;\n}`,
    ).join('\n\n');
    site = await buildScratchSite({
      'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Replaced',
  globalUIComponents: [path.join(import.meta.dirname, 'Widget.tsx')],
  themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/x/y' }] },
});
`,
      'Widget.tsx': `import { FeatureFlags } from '@rspress/core/theme';
import { type Context, useContext } from 'react';

export default function Widget() {
  const flags = useContext(FeatureFlags as Context<{ newSearch: boolean }>);
      return <div id="widget">newSearch: {String(flags.newSearch)}</div>;
}
`,
      'theme/index.tsx': `import * as OriginalTheme from '@rspress/core/theme-original';
import type { ComponentType } from 'react';
${wrap}
${replace}
${root}
${wrappers}

export * from '@rspress/core/theme-original';
`,
      'docs/index.md':
        '---\npageType: home\nhero:\n  name: Home\nfeatures:\n  - title: One\n    details: One\n---\n',
      'docs/guide/index.md': '---\noverview: true\n---\n\n# Overview\n',
      'docs/guide/a.md': '# A\n\nText.\n\n## Part {#part}\n\nMore.\n',
      'docs/guide/b.md': '# B\n\nText.\n',
    });
    expect(site.ok, site.output).toBe(true);
  });
  afterAll(async () => {
    await site?.remove();
  });

  async function replacedOn(file: string): Promise<string[]> {
    const doc = parseHtml(await site.read(file));
    return [...doc.querySelectorAll('[data-replaced]')].map(
      (element) => element.getAttribute('data-replaced') as string,
    );
  }

  claim(
    [
      'guide/advanced/custom-theme#replace-component',
      'guide/advanced/custom-theme#theme-resolution',
    ],
    'every component the page names is rendered from the theme: navbar, home page, doc page and overview parts, and the layouts',
    async () => {
      const seen = new Set([
        ...(await replacedOn('index.html')),
        ...(await replacedOn('guide/a.html')),
        ...(await replacedOn('guide/index.html')),
      ]);
      expect([...seen].sort()).toEqual([...WRAPPED].sort());
      const notFound = parseHtml(await site.read('404.html'));
      const notFoundText = textOf(notFound.querySelector('main.not-found'));
      for (const part of ['404', 'This page does not exist.', 'Back to the home page']) {
        expect(notFoundText).toContain(part);
      }
      expect(textOf(parseHtml(await site.read('index.html')).querySelector('.home-footer'))).toBe(
        'Released under the MIT License. Built with Rspress.',
      );
    },
  );

  claim(
    'guide/advanced/custom-theme#wrap-layout',
    'the announcement sits above the navbar on every page with one, the feedback line under the previous/next links of doc pages',
    async () => {
      for (const file of ['index.html', 'guide/a.html', '404.html']) {
        const html = await site.read(file);
        expect(html.indexOf('class="announcement"'), file).toBeGreaterThan(0);
        expect(html.indexOf('class="announcement"'), file).toBeLessThan(
          html.indexOf('class="rp-nav"'),
        );
      }
      const doc = await site.read('guide/a.html');
      expect(doc.indexOf('rp-prev-next-page')).toBeGreaterThan(0);
      expect(doc.indexOf('class="doc-feedback"')).toBeGreaterThan(
        doc.lastIndexOf('rp-prev-next-page'),
      );
      expect(await site.read('index.html')).not.toContain('doc-feedback');
    },
  );

  claim(
    'guide/advanced/custom-theme#slot-reference',
    'an overview page has no doc footer, and the doc-footer slots do not render on it',
    async () => {
      const overview = await site.read('guide/index.html');
      expect(overview).toContain('class="announcement"');
      expect(overview).not.toContain('rp-prev-next-page');
      expect(overview).not.toContain('doc-feedback');
    },
  );

  claim(
    'guide/advanced/custom-theme#root',
    'Root encloses the global UI components too: they read its context',
    async () => {
      for (const file of ['index.html', 'guide/a.html']) {
        expect(await site.read(file)).toContain('<div id="widget">newSearch: <!-- -->true</div>');
      }
    },
  );
});

describe('a theme that fills the slots of Layout and gives it its own home and 404 layouts', () => {
  // Every slot but navTitle, which would replace the navbar's title that the claims look for.
  const SLOTS = ['top', ...NAV_SLOTS.filter((name) => name !== 'navTitle'), ...DOC_SLOTS, 'bottom'];
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await buildScratchSite({
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Slots',
  themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/x/y' }] },
});
`,
      'theme/index.tsx': `import { Layout as BasicLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

const SLOTS = ${JSON.stringify(SLOTS)};

function Hr(props: ComponentProps<'hr'>) {
  return <hr {...props} className="fancy-rule" />;
}

function MyHome() {
  return <main id="my-home">My home layout</main>;
}

function MyNotFound() {
  return <main id="my-404">My 404 layout</main>;
}

export function Layout() {
  const slots = Object.fromEntries(SLOTS.map((name) => [name, <i data-slot={name}>{\`[\${name}]\`}</i>]));
  return <BasicLayout {...slots} components={{ hr: Hr }} HomeLayout={MyHome} NotFoundLayout={MyNotFound} />;
}

export * from '@rspress/core/theme-original';
`,
      'docs/index.md': '---\npageType: home\nhero:\n  name: Home\n---\n',
      'docs/guide/a.md': '# A\n\nText.\n\n## Part {#part}\n\nMore.\n\n---\n\nEnd.\n',
      'docs/guide/b.md': '# B\n\nText.\n',
    });
    expect(site.ok, site.output).toBe(true);
    server = await site.preview();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  async function onPhone(run: (tab: Page) => Promise<void>) {
    const tab = await openHydrated(browser, `${server.origin}/guide/a`, {
      viewport: { width: 375, height: 800 },
    });
    try {
      await run(tab);
    } finally {
      await tab.context().close();
    }
  }

  /** Whether a marker of `slot` (the mobile menu renders a copy) has a box inside the viewport. */
  function onScreen(tab: Page, slot: string): Promise<boolean> {
    return tab.locator(`[data-slot="${slot}"]`).evaluateAll((elements) =>
      elements.some((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.right > 0 &&
          box.left < window.innerWidth &&
          getComputedStyle(element).visibility !== 'hidden'
        );
      }),
    );
  }

  claim(
    'guide/advanced/custom-theme#slot-reference',
    'each slot sits where the table says: search button, social links, menu button, sidebar, content, footer and outline',
    async () => {
      const html = await site.read('guide/a.html');
      const at = (needle: string) => {
        const index = html.indexOf(needle);
        expect(index, needle).toBeGreaterThan(0);
        return index;
      };
      const slot = (name: string) => at(`data-slot="${name}"`);
      expect(slot('beforeNavTitle')).toBeLessThan(at('class="rp-nav__title"'));
      expect(slot('beforeNavMenu')).toBeGreaterThan(at('class="rp-nav__right"'));
      expect(slot('beforeNavMenu')).toBeLessThan(at('rp-search-button'));
      expect(slot('afterNavMenu')).toBeGreaterThan(html.lastIndexOf('rp-social-links'));
      expect(slot('afterNavMenu')).toBeGreaterThan(html.lastIndexOf('rp-nav-hamburger'));
      expect(slot('beforeSidebar')).toBeGreaterThan(at('<aside class="rp-doc-layout__sidebar'));
      expect(slot('afterSidebar')).toBeLessThan(at('class="rp-doc-layout__doc"'));
      expect(slot('beforeDocContent')).toBeLessThan(at('class="rp-doc rspress-doc"'));
      expect(slot('afterDocContent')).toBeGreaterThan(at('<h2'));
      expect(slot('beforeDocFooter')).toBeLessThan(at('<footer class="rp-doc-footer"'));
      expect(slot('afterDocFooter')).toBeGreaterThan(html.lastIndexOf('rp-prev-next-page'));
      expect(slot('beforeOutline')).toBeGreaterThan(at('<aside class="rp-doc-layout__outline'));
      expect(slot('beforeOutline')).toBeLessThan(at('class="rp-outline"'));
      expect(slot('afterOutline')).toBeGreaterThan(at('rp-outline__bottom'));
      expect(slot('afterDoc')).toBeGreaterThan(slot('afterOutline'));
    },
  );

  claim(
    'guide/advanced/custom-theme#slot-reference',
    'on a phone the nav item slots show in the menu the navbar button opens, the outline slots in the outline menu',
    async () => {
      await onPhone(async (tab) => {
        expect(await onScreen(tab, 'beforeLeftNavItems')).toBe(false);
        expect(await onScreen(tab, 'afterRightNavItems')).toBe(false);
        await tab.locator('.rp-nav-hamburger').filter({ visible: true }).first().click();
        for (const slot of [
          'beforeLeftNavItems',
          'afterLeftNavItems',
          'beforeRightNavItems',
          'afterRightNavItems',
        ]) {
          await expect.poll(() => onScreen(tab, slot), { message: slot }).toBe(true);
        }
      });
      await onPhone(async (tab) => {
        await tab.locator('.rp-sidebar-menu__right').click();
        for (const slot of ['beforeOutline', 'afterOutline']) {
          await expect.poll(() => onScreen(tab, slot), { message: slot }).toBe(true);
          expect(
            await tab.locator(`.rp-doc-layout__outline--open [data-slot="${slot}"]`).count(),
          ).toBe(1);
        }
      });
    },
  );

  claim(
    'guide/advanced/custom-theme#slot-reference',
    "Layout's HomeLayout and NotFoundLayout props replace the layouts of the home page and the 404 page",
    async () => {
      const home = parseHtml(await site.read('index.html'));
      expect(textOf(home.querySelector('#my-home'))).toBe('My home layout');
      expect(home.querySelector('.rp-home-hero')).toBeNull();
      const notFound = parseHtml(await site.read('404.html'));
      expect(textOf(notFound.querySelector('#my-404'))).toBe('My 404 layout');
    },
  );

  claim(
    'guide/advanced/custom-theme#mdx-components',
    "components merges over the theme's own: hr is yours, links and headings keep the theme's components",
    async () => {
      const doc = parseHtml(await site.read('guide/a.html'));
      expect(doc.querySelector('.rspress-doc hr.fancy-rule')).not.toBeNull();
      // The theme's `a` adds rp-link to the heading anchor; Markdown alone does not.
      expect(doc.querySelector('.rspress-doc h2 a.rp-header-anchor.rp-link')).not.toBeNull();
    },
  );
});

describe('theme entry files, ejecting, and the CSS of the default theme', () => {
  let tsSite: ScratchBuild;
  let jsxSite: ScratchBuild;

  beforeAll(async () => {
    const base = {
      'rspress.config.ts':
        "export default { root: 'docs', title: 'Entry', themeConfig: { footer: { message: 'Footer text' } } };\n",
      'docs/index.md': '---\npageType: home\nhero:\n  name: Home\n---\n',
      'docs/guide/a.md': '# A\n\nText.\n',
    };
    tsSite = await buildScratchSite({
      ...base,
      'theme/index.ts': `import { createElement, type ReactNode } from 'react';

export * from '@rspress/core/theme-original';

export function Root({ children }: { children: ReactNode }) {
  return createElement('div', { id: 'ts-root' }, children);
}
`,
    });
    expect(tsSite.ok, tsSite.output).toBe(true);
    jsxSite = await buildScratchSite({
      ...base,
      'theme/index.jsx': `export * from '@rspress/core/theme-original';

export function Root({ children }) {
  return <div id="jsx-root">{children}</div>;
}
`,
    });
    expect(jsxSite.ok, jsxSite.output).toBe(true);
  });
  afterAll(async () => {
    await Promise.all([tsSite?.remove(), jsxSite?.remove()]);
  });

  claim(
    'guide/advanced/custom-theme#theme-resolution',
    'theme/index.ts and theme/index.jsx are entry files too',
    async () => {
      expect(await tsSite.read('guide/a.html')).toContain('<div id="ts-root">');
      expect(await jsxSite.read('guide/a.html')).toContain('<div id="jsx-root">');
    },
  );

  claim(
    'guide/advanced/custom-theme#eject',
    'Search and Nav, not in the suggested list, can be ejected too',
    async () => {
      for (const name of ['Search', 'Nav']) {
        const run = await runCollected(process.execPath, [rspressCli(), 'eject', name], {
          cwd: tsSite.dir,
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
        });
        expect(run.code, run.output).toBe(0);
        expect(await readdir(path.join(tsSite.dir, 'theme', 'components', name)), name).toContain(
          'index.tsx',
        );
      }
    },
  );

  claim(
    'guide/advanced/custom-theme#css-variables',
    'the variables of the table are declared inside :where() selectors, the fonts on :root, the dark values under html.rp-dark',
    async () => {
      const css = await stylesheets(tsSite);
      const selectorsOf = (variable: string) =>
        [...css.matchAll(new RegExp(`([^{}]*)\\{[^{}]*${variable}:`, 'g'))].map((match) =>
          (match[1] as string).trim(),
        );
      const table = [
        '--rp-c-brand',
        '--rp-c-brand-light',
        '--rp-c-brand-lighter',
        '--rp-c-brand-dark',
        '--rp-c-brand-darker',
        '--rp-c-brand-tint',
        '--rp-c-bg',
        '--rp-c-bg-soft',
        '--rp-c-bg-mute',
        '--rp-c-bg-alt',
        '--rp-c-text-0',
        '--rp-c-text-1',
        '--rp-c-text-2',
        '--rp-c-text-3',
        '--rp-c-text-4',
        '--rp-c-link',
        '--rp-c-divider',
        '--rp-c-divider-light',
        '--rp-radius',
        '--rp-radius-small',
        '--rp-radius-large',
        '--rp-code-font-size',
        '--rp-code-block-bg',
        '--rp-code-title-bg',
        '--rp-home-hero-title-bg',
        '--rp-home-hero-secondary-color',
        '--rp-home-background-bg',
        '--rp-home-feature-bg',
      ];
      for (const variable of table) {
        const selectors = selectorsOf(variable);
        expect(selectors.length, variable).toBeGreaterThan(0);
        for (const selector of selectors) expect(selector, variable).toMatch(/^:where\(/);
      }
      expect(selectorsOf('--rp-c-bg')).toContain(':where(html.rp-dark)');
      for (const variable of ['--rp-font-family-base', '--rp-font-family-mono']) {
        expect(selectorsOf(variable), variable).toEqual([':root']);
      }
    },
  );

  claim(
    'guide/advanced/custom-theme#load-styles',
    'the class names the page quotes are on the built pages',
    async () => {
      const doc = await tsSite.read('guide/a.html');
      for (const name of ['rp-nav', 'rp-doc', 'rp-doc-layout__sidebar']) {
        expect(doc, name).toMatch(new RegExp(`class="(?:[^"]* )?${name}(?: [^"]*)?"`));
      }
      expect(await tsSite.read('index.html')).toMatch(/class="(?:[^"]* )?rp-home-footer(?: |")/);
    },
  );
});

describe('custom pages in a site in two languages', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const landing = await exampleFromPage(
      'guide/basic/custom-page.md',
      'mdx-custom-page',
      'docs/landing.mdx',
    );
    site = await buildScratchSite({
      'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Site',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  globalStyles: path.join(import.meta.dirname, 'global.css'),
});
`,
      'global.css': '.global-probe { color: rgb(9, 8, 7); }\n',
      'components/Hero.tsx':
        'export function Hero() {\n  return <section className="hero-section">Our hero</section>;\n}\n',
      // The page's example one folder deeper, under docs/en.
      'docs/en/landing.mdx': `${landing.replace("'../components/Hero'", "'../../components/Hero'")}\nLANDINGWORD\n`,
      'docs/en/hidden.mdx': '---\npageType: custom\nsearch: false\n---\n\n# Hidden\n\nHIDDENWORD\n',
      'docs/en/custom.md':
        '---\npageType: custom\ntitle: Front\n---\n\n# Custom\n\n<p className="global-probe">Styled</p>\n\n## Sub {#sub}\n\nText.\n',
      'docs/en/blank.md': '---\npageType: blank\ntitle: Front\n---\n\n# Blank\n',
      'docs/en/not-found-type.md': "---\npageType: '404'\n---\n\n# Typed 404\n\nNOTFOUNDTYPETEXT\n",
      'docs/en/head.mdx':
        'import { Head } from \'@rspress/core/runtime\';\n\n# Doc\n\n<Head>\n  <title>From Head in MDX</title>\n  <meta name="description" content="Set in MDX." />\n</Head>\n',
      'docs/en/jsx-page.jsx':
        'export default function Page() {\n  return <main id="jsx-page">A JSX page</main>;\n}\n',
      'docs/en/_private.tsx':
        'export default function Page() {\n  return <main>Private</main>;\n}\n',
      'docs/en/guide/a.md': '# A\n\n## Part {#part}\n\nText.\n',
      'docs/en/guide/react-page.tsx':
        'export default function Page() {\n  return <main>React page</main>;\n}\n',
      'docs/en/guide/labeled.tsx':
        'export default function Page() {\n  return <main>Labeled</main>;\n}\n',
      'docs/en/guide/_meta.json': JSON.stringify([
        'a',
        'react-page',
        { type: 'file', name: 'labeled', label: 'My label' },
      ]),
      'docs/en/_nav.json': JSON.stringify([{ text: 'NavGuide', link: '/guide/a' }]),
      'docs/en/index.md': '# Home\n',
      'docs/zh/index.md': '# 首页\n',
    });
    expect(site.ok, site.output).toBe(true);
    server = await site.preview();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  async function open(route: string, run: (tab: Page) => Promise<void>, dark = false) {
    const tab = await openHydrated(browser, `${server.origin}${route}`, {
      colorScheme: dark ? 'dark' : 'light',
    });
    try {
      await run(tab);
    } finally {
      await tab.context().close();
    }
  }

  claim(
    'guide/basic/custom-page#page-types',
    'on a custom page the navbar keeps its links, search and language switcher; global styles and the dark mode apply',
    async () => {
      const nav = parseHtml(await site.read('custom.html')).querySelector('.rp-nav');
      expect(textOf(nav)).toContain('NavGuide');
      expect(nav?.querySelector('.rp-search-button')).not.toBeNull();
      expect(textOf(nav)).toContain('简体中文');
      await open(
        '/custom',
        async (tab) => {
          expect(
            await tab
              .locator('.global-probe')
              .evaluate((element) => getComputedStyle(element).color),
          ).toBe('rgb(9, 8, 7)');
          expect(
            await tab.evaluate(() => document.documentElement.classList.contains('rp-dark')),
          ).toBe(true);
        },
        true,
      );
    },
  );

  claim(
    'guide/basic/custom-page#page-types',
    "a page of type '404' shows the not-found screen below the navbar instead of its content, as an address without a page does",
    async () => {
      await open('/not-found-type', async (tab) => {
        const text = await tab.locator('#__rspress_root').innerText();
        expect(text).toMatch(/PAGE NOT FOUND/i);
        expect(text).not.toContain('NOTFOUNDTYPETEXT');
        expect(await tab.locator('.rp-nav').count()).toBe(1);
        expect(await tab.locator('.rp-doc-layout__sidebar').count()).toBe(0);
      });
      await open('/does-not-exist', async (tab) => {
        await expect
          .poll(() => tab.locator('#__rspress_root').innerText())
          .toMatch(/PAGE NOT FOUND/i);
      });
    },
  );

  claim(
    'guide/basic/custom-page#page-head',
    'a blank page also has the site title alone; Head sets the title and meta tags of an MDX page',
    async () => {
      expect(parseHtml(await site.read('blank.html')).title).toBe('Site');
      const head = parseHtml(await site.read('head.html'));
      expect(head.title).toBe('From Head in MDX');
      expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'Set in MDX.',
      );
    },
  );

  claim(
    'guide/basic/custom-page#react-page',
    'a .jsx file in the docs root is a page too',
    async () => {
      expect(await site.read('jsx-page.html')).toContain('<main id="jsx-page">A JSX page</main>');
    },
  );

  claim(
    'guide/basic/custom-page#mdx-custom-page',
    "the page's blank MDX example renders its component; its headings get no documentation typography",
    async () => {
      expect(await site.read('landing.html')).toContain(
        '<section class="hero-section">Our hero</section>',
      );
      const h2 = async (route: string) => {
        let style: { size: string; weight: string } = { size: '', weight: '' };
        await open(route, async (tab) => {
          style = await tab
            .locator('h2')
            .first()
            .evaluate((element) => {
              const computed = getComputedStyle(element);
              return { size: computed.fontSize, weight: computed.fontWeight };
            });
        });
        return style;
      };
      const doc = await h2('/guide/a');
      for (const route of ['/landing', '/custom']) {
        const plain = await h2(route);
        expect(plain.size, route).not.toBe(doc.size);
        expect(plain.weight, route).not.toBe(doc.weight);
      }
    },
  );

  claim(
    'guide/basic/custom-page#things-to-know',
    'an MDX page with a custom layout is in the search index, unless search: false; a React page in _meta.json shows its label, else its file name; _ files are not pages',
    async () => {
      const index = (await readdir(path.join(site.dir, 'doc_build', 'static'))).find((file) =>
        /^search_index\.en\.[0-9a-f]+\.json$/.test(file),
      );
      const text = await site.read(`static/${index}`);
      expect(text).toContain('LANDINGWORD');
      expect(text).not.toContain('HIDDENWORD');
      expect(site.has('_private.html')).toBe(false);
      await open('/guide/a', async (tab) => {
        const sidebar = tab.locator('.rp-doc-layout__sidebar');
        await expect.poll(() => sidebar.innerText()).toContain('My label');
        expect(await sidebar.innerText()).toContain('react-page');
      });
    },
  );

  claim(
    'guide/basic/custom-page#things-to-know',
    'a .ts helper file in the docs root is a page: without a component to render, it fails the build',
    async () => {
      const helper = await buildAndRemove({
        'rspress.config.ts': "export default { root: 'docs' };\n",
        'docs/index.md': '# Home\n',
        'docs/helper.ts': 'export const answer = 42;\n',
      });
      expect(helper.ok).toBe(false);
      expect(helper.output).toContain('Page "/helper" SSG rendering failed');
    },
    240_000,
  );
});

describe('the reading-time plugin of Write a plugin, with a plugin before it and a spy after it', () => {
  let site: ScratchBuild;

  beforeAll(async () => {
    const exampleDir = path.join(rootDir, 'examples', 'plugin-reading-time');
    const files: Record<string, string> = {};
    for (const file of await readdir(exampleDir, { recursive: true })) {
      if (/^(src|static)\/.+\.\w+$/.test(file.split(path.sep).join('/'))) {
        files[file] = await readFile(path.join(exampleDir, file), 'utf8');
      }
    }
    site = await buildScratchSite({
      ...files,
      'rspress.config.ts': `import { defineConfig, type RspressPlugin } from '@rspress/core';
import { pluginReadingTime } from './src/index.ts';

const earlier: RspressPlugin = {
  name: 'earlier',
  i18nSource(source) {
    return { ...source, readingTime: { en: 'Earlier text: {{minutes}} / {{words}}' } };
  },
};

const spy: RspressPlugin = {
  name: 'spy',
  extendPageData(pageData) {
    const content = (pageData as { _flattenContent?: string })._flattenContent;
    console.log(\`extendPageData \${pageData.routePath} \${JSON.stringify(content ?? null)}\`);
  },
};

export default defineConfig({ root: 'docs', plugins: [earlier, pluginReadingTime(), spy] });
`,
      'docs/index.md': `---\ndescription: ${'front '.repeat(100)}\n---\n\n# Title\n\none two three\n`,
      'docs/other.md': '# Other\n\nfour five\n',
      'docs/react.tsx':
        'export default function Page() {\n  return <main><h1>React title</h1>Words of a React page</main>;\n}\n',
    });
    expect(site.ok, site.output).toBe(true);
  });
  afterAll(async () => {
    await site?.remove();
  });

  const label = async (file: string) =>
    parseHtml(await site.read(file)).querySelector('.reading-time')?.textContent ?? null;

  claim(
    'plugin/system/write-a-plugin#extend-page-data',
    'extendPageData runs once per page; the Markdown it reads has no front matter; a React page has no text and gets no label',
    async () => {
      const calls = [...site.output.matchAll(/^extendPageData (\S+) (.*)$/gm)].map((match) => [
        match[1],
        JSON.parse(match[2] as string) as string | null,
      ]);
      expect(calls.map(([route]) => route).sort()).toEqual(['/', '/other', '/react']);
      expect(calls.find(([route]) => route === '/')?.[1]).not.toContain('front');
      expect(calls.find(([route]) => route === '/react')?.[1]).toBe('');
      // "Title one two three": four words, none of the front matter.
      expect(await label('index.html')).toBe('Earlier text: 1 / 4');
      expect(await label('react.html')).toBeNull();
    },
  );

  claim(
    'plugin/system/write-a-plugin#extend-page-data',
    'what the hook adds to every page is in the JavaScript sent to the browser',
    async () => {
      const dir = path.join(site.dir, 'doc_build', 'static', 'js');
      const scripts = (await readdir(dir, { recursive: true })).filter((file) =>
        file.endsWith('.js'),
      );
      const code = (
        await Promise.all(scripts.map((file) => readFile(path.join(dir, file), 'utf8')))
      ).join('\n');
      expect(code).toContain('readingTime:{words:4,minutes:1}');
      expect(code).toContain('readingTime:{words:3,minutes:1}');
    },
  );

  claim(
    'plugin/system/write-a-plugin#style-and-translate',
    'a readingTime text set by a plugin that runs before it is kept',
    async () => {
      expect(await label('other.html')).toBe('Earlier text: 1 / 3');
    },
  );
});
