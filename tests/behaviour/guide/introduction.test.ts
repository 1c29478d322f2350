/**
 * What Introduction says a bare folder of Markdown already gives, on a scratch site with no
 * configuration file: the parts of the site, the Markdown features and callouts in the core, the
 * defaults of the table "What is in the box", and the package that holds it all.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { buildScratchSite, rootDir, type ScratchBuild } from '../../support/scratchSite.ts';
import { parseHtml, textsOf } from '../theme/html.ts';

const MARKDOWN = `# Features

## Lists {#lists}

- [x] Done task
- [ ] Open task

~~struck~~ and a bare address: https://example.com/autolink

| a | b |
| - | - |
| 1 | 2 |

:::note
A note.
:::

:::danger
A danger.
:::

> [!NOTE]
> A GitHub note.

**中文。**的
`;

let site: ScratchBuild;

beforeAll(async () => {
  site = await buildScratchSite({
    'docs/index.md': '---\npageType: home\nhero:\n  name: Bare site\n---\n',
    'docs/guide/features.md': MARKDOWN,
    'docs/guide/react.mdx':
      'import { version } from \'react\';\n\n# React\n\n<p id="react">{version}</p>\n',
  });
  expect(site.ok, site.output).toBe(true);
});
afterAll(async () => {
  await site?.remove();
});

claim(
  [
    'guide/start/introduction#what-is-rspress',
    'guide/start/introduction#why-rspress',
    'guide/start/introduction#content-first',
  ],
  'a folder of Markdown, with no configuration and no plugin, is a site: home page, pages with navbar, sidebar from the folder tree, outline, search index and appearance switch',
  async () => {
    const home = parseHtml(await site.read('index.html'));
    expect(home.querySelector('.rp-home-hero__title')?.textContent).toBe('Bare site');
    const page = parseHtml(await site.read('guide/features.html'));
    expect(page.querySelector('.rp-nav')).not.toBeNull();
    expect(textsOf(page, '.rp-doc-layout__sidebar .rp-doc')).toEqual(
      expect.arrayContaining(['guide', 'Features', 'React']),
    );
    expect(page.querySelector('.rp-doc-layout__outline')).not.toBeNull();
    expect(page.querySelector('.rp-switch-appearance')).not.toBeNull();
    const files = await readdir(path.join(site.dir, 'doc_build', 'static'));
    expect(files.some((file) => file.startsWith('search_index.'))).toBe(true);
  },
);

claim(
  ['guide/start/introduction#what-is-rspress', 'guide/start/introduction#react-all-the-way'],
  'pages are React 19 and a page imports React like any module',
  async () => {
    const html = (await site.read('guide/react.html')).replaceAll('<!-- -->', '');
    expect(html).toMatch(/<p id="react">19\.\d+\.\d+<\/p>/);
  },
);

claim(
  'guide/start/introduction#what-is-rspress',
  '@rspress/core is MIT licensed and holds the command, the runtime and the theme',
  async () => {
    const manifest = JSON.parse(
      await readFile(
        path.join(rootDir, 'node_modules', '@rspress', 'core', 'package.json'),
        'utf8',
      ),
    ) as { license: string; bin: Record<string, string>; exports: Record<string, unknown> };
    expect(manifest.license).toBe('MIT');
    expect(Object.keys(manifest.bin)).toContain('rspress');
    expect(Object.keys(manifest.exports)).toEqual(
      expect.arrayContaining(['.', './runtime', './theme', './shiki-transformers']),
    );
  },
);

claim(
  'guide/start/introduction#in-the-box',
  'GitHub-flavoured Markdown, CJK-friendly emphasis, every callout and GitHub alerts work with no configuration',
  async () => {
    const doc = parseHtml(await site.read('guide/features.html'));
    expect(doc.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    expect(doc.querySelector('del')?.textContent).toBe('struck');
    expect(doc.querySelector('a[href="https://example.com/autolink"]')).not.toBeNull();
    expect(doc.querySelector('.rspress-doc table')).not.toBeNull();
    const callouts = [
      ...doc.querySelectorAll('.rspress-doc [class*="callout"], .rspress-doc [class*="directive"]'),
    ]
      .map((element) => element.textContent ?? '')
      .join(' ');
    for (const text of ['A note.', 'A danger.', 'A GitHub note.']) expect(callouts).toContain(text);
    expect(doc.querySelector('strong')?.textContent).toBe('中文。');
  },
);

claim(
  'guide/start/introduction#in-the-box',
  'off by default: llms.txt and last-updated; with no _nav.json the navbar has no links',
  async () => {
    expect(site.has('llms.txt')).toBe(false);
    expect(site.has('guide/features.md')).toBe(false);
    const doc = parseHtml(await site.read('guide/features.html'));
    expect(doc.querySelector('.rp-last-updated')).toBeNull();
    expect(doc.querySelectorAll('.rp-nav-menu__item a')).toHaveLength(0);
  },
);
