/**
 * What Conventional routing says about files and routes, on one scratch site: the route of each
 * file, the output files, which files are not pages, the links between pages, and what a reader
 * gets for an address that matches no page.
 */
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Routes',
  // The patterns of the page's example, and one file.
  route: { exclude: ['**/fragments/**', 'drafts/**', '**/components/**', 'guide/hidden.md'] },
});
`,
  'docs/index.md': '# Home\n',
  'docs/guide/_meta.json': JSON.stringify([
    'index',
    'getting-started',
    'hidden',
    { type: 'dir', name: 'advanced', label: 'Advanced' },
  ]),
  'docs/guide/index.md': `# Guide index

[Absolute route](/guide/getting-started)
[Relative route](./getting-started)
[Relative file with extension](./getting-started.md)
[A section of another page](/guide/getting-started#install)
[Bare relative](getting-started)
`,
  'docs/guide/getting-started.md': '# Getting started\n\n## Install {#install}\n\nInstall text.\n',
  'docs/guide/hidden.md': '# Hidden page\n\nHidden words.\n',
  'docs/guide/advanced/plugins.mdx': `import Snippet from './_snippet.md';
import { Demo } from '../components/Demo';

# Plugins

<Snippet />

<Demo />

\`\`\`ts file="./_example.ts"
\`\`\`
`,
  'docs/guide/advanced/_snippet.md': 'Snippet text from an underscore file.\n',
  // No default export: as a page, it would fail the build.
  'docs/guide/components/Demo.tsx':
    'export function Demo() {\n  return <p id="demo">Demo from an excluded component file.</p>;\n}\n',
  'docs/drafts/idea.md': '# Idea\n\nDraft words.\n',
  'docs/guide/advanced/_example.ts': 'export const fromExampleFile = 1;\n',
  'docs/_partials/part.md': '# Partial\n',
  'docs/__init__.md': '# Double underscore\n',
  'docs/showcase.tsx':
    'export default function Showcase() {\n  return <p id="showcase">React page</p>;\n}\n',
  'docs/fragments/frag.md': '# Fragment\n\nFragment words.\n',
  'docs/public/page.md': '# Public markdown\n',
  'docs/node_modules/pkg/readme.md': '# Package readme\n',
  'docs/types.d.ts': 'export type A = string;\n',
};

describe('a site with index files, underscore files, exclusions and links of every form', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await buildScratchSite(SITE);
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  claim(
    [
      'guide/basic/conventional-route#file-to-route',
      'guide/basic/conventional-route#output-files',
      'guide/basic/conventional-route#page-file-types',
      'guide/start/getting-started#docs-folder',
    ],
    'each page file is a route named after its path, written as an HTML file named after the route; a .tsx page renders its default export',
    async () => {
      const files = {
        'index.html': 'Home',
        'guide/index.html': 'Guide index',
        'guide/getting-started.html': 'Getting started',
        'guide/advanced/plugins.html': 'Plugins',
        'showcase.html': 'React page',
      };
      for (const [file, text] of Object.entries(files))
        expect(await site.read(file), file).toContain(text);
      expect(await site.read('404.html')).toBeTruthy();
    },
  );

  claim(
    ['guide/basic/conventional-route#output-files', 'guide/basic/deploy#preview'],
    'an address that matches no route shows the page-not-found screen',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/no/such/page`);
      try {
        await tab.waitForFunction(() => document.body.textContent?.includes('PAGE NOT FOUND'));
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/conventional-route#underscore-files',
    'underscore files and folders are not routes, double underscores are; an MDX page can import one, and a code block can load one',
    async () => {
      expect(site.has('guide/advanced/_snippet.html')).toBe(false);
      expect(site.has('_partials/part.html')).toBe(false);
      expect(await site.read('__init__.html')).toContain('Double underscore');
      const plugins = await site.read('guide/advanced/plugins.html');
      expect(plugins).toContain('Snippet text from an underscore file.');
      expect(plugins).toContain('fromExampleFile');
    },
  );

  claim(
    'guide/basic/conventional-route#excluded-files',
    'a snippet, a draft and a component file live in the docs tree without becoming routes; the page that imports the snippet and the component shows both',
    async () => {
      expect(site.has('guide/advanced/_snippet.html')).toBe(false);
      expect(site.has('drafts/idea.html')).toBe(false);
      expect(site.has('guide/components/Demo.html')).toBe(false);
      const plugins = (await site.read('guide/advanced/plugins.html')).replaceAll('<!-- -->', '');
      expect(plugins).toContain('Snippet text from an underscore file.');
      expect(plugins).toContain('<p id="demo">Demo from an excluded component file.</p>');
      expect(await site.read('guide/index.html')).not.toContain('Idea');
    },
  );

  claim(
    ['guide/basic/conventional-route#route-exclude', 'api/config/config-build#route-exclude'],
    'an excluded file gets no HTML, no search record, and its _meta.json entry is dropped',
    async () => {
      expect(site.has('fragments/frag.html')).toBe(false);
      expect(site.has('guide/hidden.html')).toBe(false);
      const { readdir } = await import('node:fs/promises');
      const index = (await readdir(`${site.dir}/doc_build/static`)).find((file) =>
        file.startsWith('search_index'),
      );
      const records = await site.read(`static/${index}`);
      expect(records).not.toContain('Fragment words');
      expect(records).not.toContain('Hidden words');
      expect(await site.read('guide/index.html')).not.toContain('Hidden page');
    },
  );

  claim(
    [
      'guide/basic/conventional-route#always-skipped',
      'guide/basic/static-assets#public-folder',
      'guide/start/getting-started#public-folder',
    ],
    'public, node_modules and .d.ts files are never routes; public files are copied as they are',
    async () => {
      expect(site.has('public/page.html')).toBe(false);
      expect(site.has('page.html')).toBe(false);
      expect(await site.read('page.md')).toBe('# Public markdown\n');
      expect(site.has('node_modules/pkg/readme.html')).toBe(false);
      expect(site.has('types.html')).toBe(false);
    },
  );

  claim(
    ['guide/basic/conventional-route#linking', 'guide/basic/conventional-route#clean-urls'],
    'route paths, relative paths, file paths and bare names all lead to the page, written with .html',
    async () => {
      const html = await site.read('guide/index.html');
      const content = html.slice(html.indexOf('rspress-doc'));
      const links = [
        ...content.matchAll(
          /<a href="([^"]+)"[^>]*>(Absolute route|Relative route|Relative file with extension|A section of another page|Bare relative)</g,
        ),
      ].map((match) => [match[2], match[1]]);
      expect(Object.fromEntries(links)).toEqual({
        'Absolute route': '/guide/getting-started.html',
        'Relative route': '/guide/getting-started.html',
        'Relative file with extension': '/guide/getting-started.html',
        'A section of another page': '/guide/getting-started.html#install',
        'Bare relative': '/guide/getting-started.html',
      });
      expect(html).toContain('href="/guide/index.html"');
    },
  );
});

describe('a helper module in the docs root', () => {
  claim(
    'guide/basic/conventional-route#page-file-types',
    'is a route, and fails the build',
    async () => {
      const helper = await buildScratchSite({
        'docs/index.md': '# Home\n',
        'docs/utils.ts': 'export const helper = 1;\n',
      });
      try {
        expect(helper.ok, helper.output).toBe(false);
      } finally {
        await helper.remove();
      }
    },
  );
});

describe('a site whose route options narrow and widen the scan', () => {
  let site: ScratchBuild;
  let unknownKind: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  const CONFIG = (include: string[]) => `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scan',
  route: {
    extensions: ['.md', '.mdx'],
    include: ${JSON.stringify(include)},
    exclude: ['**/fragments/**'],
    excludeConvention: ['**/*.draft.md'],
  },
});
`;

  beforeAll(async () => {
    [site, unknownKind] = await Promise.all([
      buildScratchSite({
        'rspress.config.ts': CONFIG(['generated/**/*', 'extra/*']),
        'docs/index.md': '# Home\n',
        'docs/guide/start.md': '# Start\n\nText.\n',
        'docs/guide/comp.tsx': 'export default function Comp() {\n  return <p>comp</p>;\n}\n',
        'docs/generated/made.md': '# Made\n',
        'docs/generated/made.draft.md': '# Draft\n',
        'docs/generated/fragments/piece.md': '# Piece\n',
        'docs/extra/page.tsx':
          'export default function Page() {\n  return <p id="included-tsx">tsx</p>;\n}\n',
      }),
      buildScratchSite({
        'rspress.config.ts': CONFIG(['extra/*']),
        'docs/index.md': '# Home\n',
        'docs/extra/notes.markdown': '# Notes\n\nA file of another kind.\n',
      }),
    ]);
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.remove(), unknownKind?.remove()]);
  });

  claim(
    [
      'guide/basic/conventional-route#route-extensions',
      'guide/basic/conventional-route#route-options',
    ],
    'a .tsx file outside extensions is no page and no entry of the automatic sidebar',
    async () => {
      expect(site.has('guide/comp.html')).toBe(false);
      const sidebar = [
        ...(await site.read('guide/start.html')).matchAll(/<span class="rp-doc">([^<]+)<\/span>/g),
      ].map((match) => match[1]);
      expect(sidebar).toContain('Start');
      expect(sidebar.join(' ')).not.toMatch(/comp/i);
    },
  );

  claim(
    'guide/basic/conventional-route#route-include',
    'include adds files to the scan; exclude and excludeConvention still win over it',
    async () => {
      expect(await site.read('generated/made.html')).toContain('Made');
      expect(site.has('generated/made.draft.html')).toBe(false);
      expect(site.has('generated/fragments/piece.html')).toBe(false);
    },
  );

  claim(
    'guide/basic/conventional-route#route-include',
    'an included file keeps an extension that extensions does not list in its route; a file Rspress cannot compile stops the build',
    async () => {
      expect(await site.read('extra/page.tsx.html')).toContain('id="included-tsx"');
      expect(site.has('extra/page.html')).toBe(false);
      expect(unknownKind.ok).toBe(false);
      expect(unknownKind.output).toContain('Module parse failed');
      expect(unknownKind.output).toContain('notes.markdown');
    },
  );

  claim(
    'guide/basic/conventional-route#naming-tips',
    'the browser finds the page whatever the case of the address',
    async () => {
      for (const address of ['/Guide/Start.html', '/GUIDE/start']) {
        const tab = await openHydrated(browser, `${server.origin}${address}`);
        try {
          await tab.waitForURL((url) => url.pathname === '/guide/start.html');
          expect(await tab.locator('h1').first().textContent()).toContain('Start');
        } finally {
          await tab.context().close();
        }
      }
    },
  );
});
