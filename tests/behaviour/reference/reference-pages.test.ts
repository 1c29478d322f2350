/**
 * Behaviours the API reference and plugin pages state that a reader would not guess, pinned with tiny
 * scratch-site builds of the installed Rspress: when an upgrade changes one of them, the page that
 * states it has gone stale.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import {
  buildScratchSite,
  exampleFromPage,
  rootDir,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const BUILD_TIMEOUT = 180_000;

const themeExample = await exampleFromPage(
  'api/client-api/api-runtime.md',
  'content',
  'theme/index.tsx',
);

/**
 * Two plugins that return the same runtime module name (plugin-api, addRuntimeModules), and
 * Shiki's own meta highlight transformer (plugin shiki, transformers).
 */
const configWithTwoModules = `import { defineConfig, type RspressPlugin } from '@rspress/core';
import { transformerMetaHighlight } from '@shikijs/transformers';

const first: RspressPlugin = {
  name: 'first',
  addRuntimeModules: () => ({ 'virtual-same-name': 'export default "from first";' }),
};
const second: RspressPlugin = {
  name: 'second',
  addRuntimeModules: () => ({ 'virtual-same-name': 'export default "from second";' }),
};

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  plugins: [first, second],
  markdown: { shiki: { fallbackLanguage: 'txt', transformers: [transformerMetaHighlight()] } },
});
`;

const descriptionComponent = `import { usePage } from '@rspress/core/runtime';

export function Description() {
  const { page } = usePage();
  return <p id="description">{page.description}</p>;
}
`;

/** A page whose text before the first `##` mixes paragraphs with a code block and a table. */
const indexPage = `import { Description } from '../components/Description';

# Home

First paragraph.

\`\`\`js
const skipped = true;
\`\`\`

Second paragraph **bold**.

| skipped | table |
| --- | --- |
| 1 | 2 |

## Section

<Description />
`;

/** A home page whose feature card has a link (config-frontmatter, features). */
const homePage = `---
pageType: home
features:
  - title: Linked card
    details: Opens the modules page.
    link: /modules
---
`;

const unknownLanguagePage = '# Unknown\n\n```foo\nnot a language Shiki knows\n```\n';

const metaHighlightPage = '# Highlight\n\n```ts {2}\nconst a = 1;\nconst b = 2;\n```\n';

describe('what the reference pages state, built with the installed Rspress', () => {
  let site: ScratchBuild;

  beforeAll(async () => {
    site = await buildScratchSite({
      'rspress.config.ts': configWithTwoModules,
      'theme/index.tsx': themeExample,
      'components/Description.tsx': descriptionComponent,
      'docs/index.mdx': indexPage,
      'docs/modules.mdx': `import value from 'virtual-same-name';\n\n# Modules\n\n<p id="module">{value}</p>\n`,
      'docs/unknown.md': unknownLanguagePage,
      'docs/highlight.md': metaHighlightPage,
    });
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    await site?.remove();
  });

  claim(
    'api/client-api/api-runtime#content',
    'builds the custom theme example of the runtime API page',
    async () => {
      expect(site.ok, site.output).toBe(true);
      expect(await site.read('index.html')).toContain('class="my-layout"');
    },
  );

  claim(
    'plugin/system/plugin-api#addruntimemodules',
    'lets the later plugin win when two plugins return the same runtime module',
    async () => {
      expect(site.ok, site.output).toBe(true);
      expect(site.output).not.toMatch(/duplicated/);
      expect(await site.read('modules.html')).toContain('<p id="module">from second</p>');
    },
  );

  claim(
    'api/config/config-build#markdown-extractdescription',
    'takes the description from all the text before the first ## heading',
    async () => {
      expect(await site.read('index.html')).toContain(
        '<p id="description">First paragraph. Second paragraph bold.</p>',
      );
    },
  );

  claim(
    [
      'api/config/config-build#markdown-shiki',
      'plugin/official-plugins/shiki#option-fallbacklanguage',
    ],
    'renders a block of an unknown language as text with fallbackLanguage',
    async () => {
      expect(await site.read('unknown.html')).toContain('not a language Shiki knows');
    },
  );

  claim(
    'plugin/official-plugins/shiki#option-transformers',
    'marks meta-highlighted lines without the has-highlighted class the theme styles',
    async () => {
      const pre = /<pre class="shiki[^"]*"[\s\S]*?<\/pre>/.exec(
        await site.read('highlight.html'),
      )?.[0];
      expect(pre).toMatch(/<span class="line highlighted">/);
      expect(pre).not.toContain('has-highlighted');
      const themeCss = await readFile(
        path.join(rootDir, 'node_modules/@rspress/core/dist/theme/styles/shiki.css'),
        'utf8',
      );
      const selectors = [...themeCss.matchAll(/([^{}]+)\{/g)].flatMap((rule) =>
        (rule[1] ?? '').split(','),
      );
      const highlightedLine = selectors.filter((selector) =>
        selector.includes('.line.highlighted'),
      );
      expect(highlightedLine.length).toBeGreaterThan(0);
      for (const selector of highlightedLine) expect(selector).toContain('.has-highlighted');
    },
  );
});

describe('a site with the default theme, the Algolia plugin and a home page', () => {
  let site: ScratchBuild;

  beforeAll(async () => {
    site = await buildScratchSite({
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginAlgolia } from '@rspress/plugin-algolia';

export default defineConfig({ root: 'docs', title: 'Scratch', plugins: [pluginAlgolia()] });
`,
      'docs/index.md': homePage,
      'docs/guide.md': '# Guide\n\nA page.\n',
    });
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    await site?.remove();
  });

  claim(
    'plugin/official-plugins/algolia#register',
    'keeps the built-in search button when the Algolia plugin sets search: false',
    async () => {
      expect(site.ok, site.output).toBe(true);
      expect(await site.read('guide.html')).toContain('class="rp-search-button"');
    },
  );

  claim(
    'api/config/config-frontmatter#features',
    'makes a feature card with a link clickable without an <a> element',
    async () => {
      const html = await site.read('index.html');
      const card =
        /<article class="rp-home-feature__card[^"]*"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
      expect(card).toContain('rp-home-feature__card--clickable');
      expect(card).toContain('Linked card');
      expect(card).not.toMatch(/<a[\s>]/);
    },
  );
});

describe('builds the reference pages say fail', () => {
  claim(
    ['api/client-api/api-runtime#content', 'api/config/config-basic#themedir'],
    'fails when a theme/index.tsx does not re-export the default theme',
    async () => {
      const withoutReexport = themeExample.replace(
        "export * from '@rspress/core/theme-original';",
        '',
      );
      expect(withoutReexport).not.toBe(themeExample);
      const site = await buildScratchSite({
        'rspress.config.ts': `import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', title: 'Scratch' });\n`,
        'theme/index.tsx': withoutReexport,
        'docs/index.md': '# Home\n',
      });
      try {
        expect(site.ok).toBe(false);
        expect(site.output).toMatch(/export 'Root' \(imported as 'Root'\) was not found/);
      } finally {
        await site.remove();
      }
    },
    BUILD_TIMEOUT,
  );

  claim(
    'api/config/config-basic#globalstyles',
    'fails on a globalStyles file in SCSS without the Sass plugin',
    async () => {
      const site = await buildScratchSite({
        'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  globalStyles: path.join(import.meta.dirname, 'styles', 'global.scss'),
});
`,
        'styles/global.scss': '$brand: #0b7;\n.rspress-doc { color: $brand; }\n',
        'docs/index.md': '# Home\n',
      });
      try {
        expect(site.ok, site.output).toBe(false);
        expect(site.output).toMatch(/global\.scss/);
      } finally {
        await site.remove();
      }
    },
    BUILD_TIMEOUT,
  );

  /** Builds a one-page site with `markdown.shiki` set to `shiki` and checks that it fails with `error`. */
  async function expectShikiFailure(shiki: string, page: string, error: string) {
    const site = await buildScratchSite({
      'rspress.config.ts': `import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({ root: 'docs', title: 'Scratch', markdown: { shiki: ${shiki} } });\n`,
      'docs/index.md': page,
    });
    try {
      expect(site.ok).toBe(false);
      expect(site.output).toContain(error);
    } finally {
      await site.remove();
    }
  }

  claim(
    [
      'plugin/official-plugins/shiki#option-fallbacklanguage',
      'api/config/config-build#markdown-shiki',
    ],
    'fails on a code block of an unknown language without fallbackLanguage',
    () =>
      expectShikiFailure(
        '{}',
        unknownLanguagePage,
        'Language `foo` is not included in this bundle',
      ),
    BUILD_TIMEOUT,
  );

  claim(
    ['plugin/official-plugins/shiki#option-langalias', 'api/config/config-build#markdown-shiki'],
    'fails on an alias whose target language is not preloaded',
    () =>
      expectShikiFailure(
        "{ langAlias: { jsonc: 'json' } }",
        '# Alias\n\n```jsonc\n{ "a": 1 }\n```\n',
        'Language `jsonc` not found',
      ),
    BUILD_TIMEOUT,
  );
});
