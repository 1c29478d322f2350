/**
 * Anchored table rows in a site built with the installed Rspress and the search plugin: the
 * element of the first cell keeps its id in the HTML (raw HTML in a `.md` table cell, JSX in an
 * `.mdx` one), the outline leaves the rows out, and each row is a search record of its own that
 * ranks first for its name.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildScratchSite,
  PROJECT_ROOT,
  type ScratchBuild,
} from '../../scripts/check-docs/scratchSite.ts';
import { SearchEngine } from '../engine/engine.ts';
import { unpackIndexFile } from '../engine/indexFile.ts';
import { answer as answerQuery } from '../protocol/answer.ts';
import { docsearchQuery } from '../protocol/docsearchRequest.ts';
import { parseSearchParams } from '../protocol/params.ts';

const BUILD_TIMEOUT = 240_000;

const config = `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { searchConfigFromEnv } from ${JSON.stringify(path.join(PROJECT_ROOT, 'search/config.ts'))};
import { searchPlugin } from ${JSON.stringify(path.join(PROJECT_ROOT, 'search/indexing/plugin.ts'))};

export default defineConfig({
  root: 'docs',
  lang: 'en',
  locales: [{ lang: 'en', label: 'English' }],
  plugins: [
    searchPlugin({
      docsRoot: path.join(import.meta.dirname, 'docs'),
      defaultLang: 'en',
      search: searchConfigFromEnv({}),
      referencePages: ['/api/'],
    }),
  ],
});
`;

const markdownPage = `# Runtime

## Links and paths {#links-and-paths}

Helpers for links: withBase and isDataUrl are used by the theme.

| Helper | Type |
| --- | --- |
| <span id="withbase"></span>\`withBase\` | \`(url = '/') => string\` |
| \`plainRow\` | \`string\` |
| <span id="isdataurl"></span>\`isDataUrl\` | \`(url?: string) => boolean\` |

## Environment {#environment}

Production or not.
`;

const mdxPage = `# Components

## Helpers {#helpers}

| Helper | Type |
| --- | --- |
| <span id="removebase" />\`removeBase\` | \`(url: string) => string\` |
`;

describe('anchored table rows built with the installed Rspress', () => {
  let site: ScratchBuild;
  let records: ReturnType<typeof unpackIndexFile>;

  beforeAll(async () => {
    site = await buildScratchSite({
      'rspress.config.ts': config,
      'docs/en/index.md': '# Home\n\nThe home page.\n',
      'docs/en/api/runtime.md': markdownPage,
      'docs/en/api/components.mdx': mdxPage,
      'docs/en/guide/links.md':
        '# Links\n\n## Base path {#base-path}\n\nCall withBase for links, isDataUrl for data URLs, removeBase to undo.\n',
    });
    if (site.code === 0) {
      const file = await site.read('doc_build/search/rspress_docs_en.json');
      records = unpackIndexFile(JSON.parse(file));
    }
  }, BUILD_TIMEOUT);

  afterAll(async () => {
    await site?.dispose();
  });

  it('keeps the id of the element that starts the first cell, in .md and in .mdx', async () => {
    expect(site.code, site.output).toBe(0);
    const runtime = await site.read('doc_build/api/runtime.html');
    expect(runtime).toContain('<td><span id="withbase"></span><code>withBase</code></td>');
    expect(runtime).toContain('<td><span id="isdataurl"></span><code>isDataUrl</code></td>');
    const components = await site.read('doc_build/api/components.html');
    expect(components).toContain('<td><span id="removebase"></span><code>removeBase</code></td>');
    // The outline lists the sections, not the rows.
    expect(runtime).toMatch(/href="#environment" class="rp-toc-item/);
    expect(runtime).toMatch(/href="#links-and-paths" class="rp-toc-item/);
    expect(runtime).not.toContain('href="#withbase"');
  });

  it('gives each row a record of its own, a heading below its section', () => {
    const rows = records.records
      .filter((record) => record.url_without_anchor === '/api/runtime')
      .map((record) => [record.type, record.anchor, record.hierarchy.lvl3, record.content]);
    expect(rows).toEqual([
      ['lvl1', null, null, null],
      ['lvl2', 'links-and-paths', null, null],
      [
        'content',
        'links-and-paths',
        null,
        'Helpers for links: withBase and isDataUrl are used by the theme.',
      ],
      ['content', 'links-and-paths', null, 'Helper Type'],
      ['lvl3', 'withbase', 'withBase', null],
      ['content', 'withbase', 'withBase', "(url = '/') => string"],
      ['content', 'links-and-paths', null, 'plainRow string'],
      ['lvl3', 'isdataurl', 'isDataUrl', null],
      ['content', 'isdataurl', 'isDataUrl', '(url?: string) => boolean'],
      ['lvl2', 'environment', null, null],
      ['content', 'environment', null, 'Production or not.'],
    ]);
  });

  it('puts the row first for a query that is its name', () => {
    const engine = new SearchEngine(records);
    const first = (query: string) =>
      answerQuery(engine, parseSearchParams(docsearchQuery(query, records.indexName))).hits[0]?.url;
    expect(first('withBase')).toBe('/api/runtime#withbase');
    expect(first('isDataUrl')).toBe('/api/runtime#isdataurl');
    expect(first('removeBase')).toBe('/api/components#removebase');
  });
});
