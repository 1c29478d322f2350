/**
 * What Extend the build says about builderConfig, Markdown plugins, global styles and components
 * and plugins that carry them, on one site built from the page's examples (Chromium for styles and
 * the global UI components), and the builds it says fail.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
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

const PAGE = 'guide/advanced/extend-build.md';

/** The config of the combined example, with the page's Markdown plugins, global parts and plugin added. */
async function config(): Promise<string> {
  const markdownExample = await exampleFromPage(
    PAGE,
    'register-markdown-plugins',
    'rspress.config.ts',
  );
  const [imports, rest] = [
    markdownExample.slice(0, markdownExample.indexOf('function remarkSingleTitle')),
    markdownExample.slice(
      markdownExample.indexOf('function remarkSingleTitle'),
      markdownExample.indexOf('export default'),
    ),
  ];
  return `import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
${imports}
${rest}
function remarkProbe() {
  return (tree: MdastRoot) => {
    const raw = JSON.stringify(tree).includes(':::tip');
    console.log(\`remark-probe raw-container=\${raw}\`);
  };
}

function rehypeProbe() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'a' && String(node.properties.href).startsWith('https:')) {
        node.properties['data-seen-target'] = String(node.properties.target);
      }
      if (node.tagName === 'h2') {
        node.properties['data-seen-anchor'] = String(JSON.stringify(node).includes('header-anchor'));
      }
      if (node.tagName !== 'pre') return;
      node.properties['data-seen-shiki'] = String(String(node.properties.className ?? '').includes('shiki'));
      let lines = 0;
      visit(node, 'element', (child) => {
        if (String(child.properties.className ?? '').split(/[ ,]/).includes('line')) lines += 1;
      });
      node.properties['data-seen-lines'] = String(lines);
    });
  };
}

function pluginCompanyBrand(): RspressPlugin {
  return {
    name: 'company-brand',
    globalStyles: path.join(import.meta.dirname, 'brand/brand.css'),
    builderConfig: {
      source: {
        define: { 'process.env.COMPANY_NAME': JSON.stringify('Acme'), 'process.env.ORDER': JSON.stringify('plugin') },
      },
    },
  };
}

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  plugins: [pluginCompanyBrand()],
  globalStyles: path.join(import.meta.dirname, 'styles/global.css'),
  globalUIComponents: [
    [path.join(import.meta.dirname, 'components/BackToTop.tsx'), { label: 'Top' }],
  ],
  markdown: {
    remarkPlugins: [remarkSingleTitle, remarkProbe],
    rehypePlugins: [[rehypeLazyImages, { decoding: 'async' }], rehypeProbe],
    globalComponents: [path.join(import.meta.dirname, 'components/alert.tsx')],
  },
  builderConfig: {
    source: {
      define: {
        'process.env.DOCS_CHANNEL': JSON.stringify('stable'),
        'process.env.ORDER': JSON.stringify('user'),
        __BUILD_YEAR__: JSON.stringify(2026),
      },
    },
    resolve: {
      alias: {
        '@components': path.join(import.meta.dirname, 'components'),
      },
    },
    tools: {
      rspack: (config, { appendRules, environment }) => {
        appendRules({ test: /\\.txt$/, type: 'asset/source' });
        if (environment.name === 'web') {
          config.performance = { ...config.performance, hints: false };
        }
      },
    },
  },
});
`;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';

async function site(): Promise<Record<string, string>> {
  return {
    'rspress.config.ts': await config(),
    'components/alert.tsx': await exampleFromPage(
      PAGE,
      'global-components',
      'components/alert.tsx',
    ),
    'components/BackToTop.tsx': await exampleFromPage(
      PAGE,
      'global-ui-components',
      'components/BackToTop.tsx',
    ),
    'components/Version.tsx':
      'declare const __BUILD_YEAR__: number;\n\nexport function Version() {\n  return <p id="version">{process.env.DOCS_CHANNEL} {__BUILD_YEAR__} {process.env.COMPANY_NAME} {process.env.ORDER}</p>;\n}\n',
    'components/notice.txt': 'Text of the notice file.',
    'styles/global.css': ':root { --rp-c-brand: #e8590c; }\n.probe { color: rgb(1, 0, 0); }\n',
    'brand/brand.css': '.brand-probe { color: rgb(0, 128, 0); }\n',
    'theme/index.tsx': "import './theme.css';\n\nexport * from '@rspress/core/theme-original';\n",
    'theme/theme.css': '.probe { color: rgb(0, 0, 1); }\n',
    'docs/index.md': '# Home\n',
    'docs/build.mdx': `import { Version } from '@components/Version';
import notice from '../components/notice.txt';

# Build

<Version />

<p id="notice">{notice}</p>

<p className="probe">Probe</p>

<p className="brand-probe">Brand</p>

<Alert>Read this first.</Alert>

![Picture](/pic.svg)

\`\`\`js
const highlighted = true;
\`\`\`

[Outside](https://example.com/)

## Section {#section}

:::tip
A container.
:::
`,
    'docs/titles.md': '# One\n\n# Two\n',
    'docs/no-widgets.md': '---\nglobalUIComponents: false\n---\n\n# No widgets\n',
    'docs/public/pic.svg': SVG,
  };
}

describe('a site built from the examples of Extend the build', () => {
  let built: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    built = await buildScratchSite(await site());
    expect(built.ok, built.output).toBe(true);
    [server, browser] = await Promise.all([built.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await built?.remove();
  });

  async function open(route: string, run: (tab: Page) => Promise<void>) {
    const tab = await openHydrated(browser, `${server.origin}${route}`);
    try {
      await run(tab);
    } finally {
      await tab.context().close();
    }
  }

  claim(
    [
      'guide/advanced/extend-build#define',
      'guide/advanced/extend-build#alias',
      'guide/advanced/extend-build#tools-rspack',
      'guide/advanced/extend-build#combined-example',
      'guide/advanced/extend-build#how-the-build-works',
      'guide/advanced/extend-build#as-a-plugin',
      'guide/advanced/extend-build#builder-config',
    ],
    "constants, an alias and an Rspack rule reach the page; a plugin's constants merge with yours, yours winning",
    async () => {
      const html = (await built.read('build.html')).replaceAll('<!-- -->', '');
      expect(html).toContain('<p id="version">stable 2026 Acme user</p>');
      expect(html).toContain('<p id="notice">Text of the notice file.</p>');
    },
  );

  claim(
    [
      'guide/advanced/extend-build#register-markdown-plugins',
      'guide/advanced/extend-build#plugin-order',
      'guide/advanced/extend-build#markdown-plugins',
      'guide/basic/use-mdx#plugins',
      'api/config/config-build#markdown-rehypeplugins',
    ],
    'the remark example warns about two titles; the rehype example makes images lazy; your plugins see converted containers, anchors and link attributes, and code before Shiki highlights it',
    async () => {
      expect(built.output).toMatch(/titles\.md: 2 level-1 headings, expected one/);
      const html = await built.read('build.html');
      expect(html).toMatch(
        /<img[^>]*loading="lazy"[^>]*decoding="async"|<img[^>]*decoding="async"[^>]*loading="lazy"/,
      );
      // Heading anchors and external link attributes come before your rehype plugins, Shiki after them.
      expect(html).toMatch(/<h2[^>]*data-seen-anchor="true"/);
      expect(html).toMatch(/<a[^>]*data-seen-target="_blank"/);
      expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*data-seen-shiki="false"/);
      expect(html).toMatch(/<pre[^>]*data-seen-lines="0"/);
      expect(built.output).toContain('remark-probe raw-container=false');
      expect(built.output).not.toContain('remark-probe raw-container=true');
    },
  );

  claim(
    'guide/advanced/extend-build#global-components',
    'the global component renders without an import',
    async () => {
      expect(await built.read('build.html')).toContain(
        '<div class="alert" role="note">Read this first.</div>',
      );
    },
  );

  claim(
    ['guide/advanced/extend-build#global-styles', 'guide/advanced/extend-build#as-a-plugin'],
    "the global stylesheet overrides the theme's variables, comes before the custom theme's styles; a plugin's stylesheet applies too",
    async () => {
      await open('/build', async (tab) => {
        expect(
          await tab.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--rp-c-brand').trim(),
          ),
        ).toBe('#e8590c');
        expect(
          await tab.locator('p.probe').evaluate((element) => getComputedStyle(element).color),
        ).toBe('rgb(0, 0, 1)');
        expect(
          await tab.locator('p.brand-probe').evaluate((element) => getComputedStyle(element).color),
        ).toBe('rgb(0, 128, 0)');
      });
    },
  );

  claim(
    'guide/advanced/extend-build#global-ui-components',
    'global UI components are pre-rendered on every page; front matter hides them; ?globalUIComponents=0 does not on a built site',
    async () => {
      expect(await built.read('index.html')).toContain('class="back-to-top"');
      expect(await built.read('no-widgets.html')).not.toContain('class="back-to-top"');
      await open('/build', async (tab) => {
        expect(await tab.locator('button.back-to-top').textContent()).toBe('Top');
      });
      await open('/build?globalUIComponents=0', async (tab) => {
        // Hydration runs in a transition: give it time to render the page's own state.
        await tab.waitForLoadState('networkidle');
        await tab.waitForTimeout(2_000);
        expect(await tab.locator('button.back-to-top').count()).toBe(1);
      });
    },
  );

  // Last: it rebuilds the site.
  claim(
    [
      'guide/advanced/extend-build#troubleshooting',
      'guide/advanced/extend-build#how-the-build-works',
      'guide/advanced/extend-build#combined-example',
    ],
    'DEBUG=rsbuild writes the configurations per environment into .rsbuild/ of the output, node_md with llms; output.assetPrefix prefixes scripts',
    async () => {
      const withLlms = (await config())
        .replace(
          '  plugins: [pluginCompanyBrand()],',
          '  plugins: [pluginCompanyBrand()],\n  llms: true,',
        )
        .replace(
          '    resolve: {\n',
          "    output: { assetPrefix: 'https://cdn.example.com/' },\n    resolve: {\n",
        );
      await built.write('rspress.config.ts', withLlms);
      const previous = process.env.DEBUG;
      process.env.DEBUG = 'rsbuild';
      try {
        const rebuilt = await built.rebuild();
        expect(rebuilt.code, rebuilt.output).toBe(0);
      } finally {
        if (previous === undefined) delete process.env.DEBUG;
        else process.env.DEBUG = previous;
      }
      const debugDir = `${built.dir}/doc_build/.rsbuild`;
      expect(existsSync(debugDir)).toBe(true);
      const files = await readdir(debugDir);
      for (const environment of ['web', 'node', 'node_md']) {
        expect(files, files.join(', ')).toContain(`rsbuild.config.${environment}.mjs`);
        expect(files).toContain(`rspack.config.${environment}.mjs`);
      }
      expect(await built.read('build.html')).toMatch(
        /<script[^>]*src="https:\/\/cdn\.example\.com\/static\/js\//,
      );
    },
  );
});

describe('builds Extend the build says fail', () => {
  claim(
    ['guide/advanced/extend-build#rsbuild-plugins', 'guide/advanced/extend-build#troubleshooting'],
    'a .scss import without the Sass plugin fails with "Module parse failed"; builderPlugins makes Rspress exit pointing to builderConfig.plugins',
    async () => {
      const [sass, legacy] = await Promise.all([
        buildScratchSite({
          'docs/index.mdx': "import '../styles/site.scss';\n\n# Home\n",
          'styles/site.scss': '$brand: #0b7;\n.x { color: $brand; }\n',
        }),
        buildScratchSite({
          'rspress.config.ts':
            "export default { root: 'docs', builderPlugins: [{ name: 'legacy', setup() {} }] };\n",
          'docs/index.md': '# Home\n',
        }),
      ]);
      try {
        expect(sass.ok).toBe(false);
        expect(sass.output).toContain('Module parse failed');
        expect(legacy.ok).toBe(false);
        expect(legacy.output).toContain('builderConfig.plugins');
      } finally {
        await Promise.all([sass.remove(), legacy.remove()]);
      }
    },
  );
});
