/**
 * A second pass over the pages of the official plugin packages (RSS, llms, preview, API docgen,
 * Algolia): the sentences the first claims left unrun. Three sites: one with the RSS plugin, the
 * built-in llms option and the preview plugin; one with the llms plugin and the API docgen plugin;
 * one with the Algolia plugin under a base path, searched in Chromium with Algolia's answers given
 * by the browser. The playground plugin is not installed (it exists for Rspress 1 only) and the
 * TypeDoc page's sentences are run in typedoc.test.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';
import { answerAlgolia, searchDocSearch } from './algoliaAnswer.ts';

/** The same component parsed under several module names, each with other compiler settings. */
const OPTIONAL = `/** The props. */
export interface LabelProps {
  /** The text, optional. */
  text?: string;
  /** The size. */
  size?: 'small' | 'large';
}

/** A label. */
export function Label({ text, size }: LabelProps) {
  return <span className={size}>{text}</span>;
}
`;

const FEEDS_CONFIG = `import { appendFileSync } from 'node:fs';
import { defineConfig } from '@rspress/core';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';
import { pluginPreview } from '@rspress/plugin-preview';
import { pluginRss } from '@rspress/plugin-rss';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  description: 'Scratch description',
  siteOrigin: 'https://example.com',
  llms: {},
  builderConfig: {
    source: {
      define: {
        __SITE_ONLY__: JSON.stringify('from-the-site-config'),
        __BOTH__: JSON.stringify('site-config-value'),
      },
    },
  },
  plugins: [
    pluginApiDocgen({ entries: { label: './src/Label.tsx' } }),
    pluginPreview({
      iframeOptions: {
        builderConfig: { source: { define: { __BOTH__: JSON.stringify('demo-config-value') } } },
      },
    }),
    pluginRss({
      feed: [
        { id: 'blog', test: '/blog/' },
        {
          id: 'everything',
          language: 'fr',
          test: (page) => {
            appendFileSync(
              'test-pages.jsonl',
              JSON.stringify({
                title: page.title,
                routePath: page.routePath,
                frontmatter: page.frontmatter,
                lang: page.lang,
              }) + '\\n',
            );
            return page.routePath.startsWith('/blog/');
          },
          output: { type: 'json', dir: 'json' },
        },
        {
          id: 'news',
          test: '/blog/',
          language: 'de',
          output: { type: 'rss' },
          item: (item) => Promise.resolve({ ...item, title: 'Async ' + item.title }),
        },
      ],
      output: {
        transform: (content, { type, feed, channel }) =>
          type === 'json'
            ? content
            : content + '\\n<!-- transformed ' + type + ' ' + channel.id + ' ' + feed.items.length + ' -->\\n',
      },
    }),
  ],
});
`;

const FEEDS_SITE = {
  'rspress.config.ts': FEEDS_CONFIG,
  'src/Label.tsx': OPTIONAL,
  'docs/guide/label.mdx': '# Label\n\n<API moduleName="label" />\n',
  'docs/index.md': '# Home\n\nThe home page.\n',
  'docs/blog/first.md': `---
title: First post
date: 2025-01-01
description: The first post.
author:
  - Ann
  - name: Bob
    email: bob@example.com
---

# First post

First body.
`,
  'docs/blog/second.md': '---\ndate: 2025-03-01\n---\n\n# Second heading title\n\nSecond body.\n',
  'docs/guide/demo.mdx': `# Demo

\`\`\`tsx preview="iframe-follow"
export default function Demo() {
  return <p id="defines">{__SITE_ONLY__} {__BOTH__}</p>;
}
\`\`\`
`,
};

const SOURCES_CONFIG = `import { defineConfig } from '@rspress/core';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';
import { pluginLlms } from '@rspress/plugin-llms';

export default defineConfig({
  root: 'docs',
  title: 'Sources',
  plugins: [
    pluginLlms({ llmsTxt: false }),
    pluginApiDocgen({
      entries: {
        plain: './src/Label.tsx',
        strict: './src/Label.tsx',
        fromtsconfig: './src/Label.tsx',
        both: './src/Label.tsx',
      },
      parseToolOptions: {
        'react-docgen-typescript': {
          shouldExtractLiteralValuesFromEnum: true,
          compilerOptions: {
            strict: { strict: true, jsx: 4 },
            both: { strict: true, jsx: 4 },
          },
          tsconfigPath: {
            fromtsconfig: './tsconfig.strict.json',
            both: './tsconfig.loose.json',
          },
        },
      },
    }),
  ],
});
`;

/** Only one of the two keys of the per-parser form of entries. */
const ONE_KEY_CONFIG = `import { defineConfig } from '@rspress/core';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';

export default defineConfig({
  root: 'docs',
  outDir: 'one_key_build',
  plugins: [
    pluginApiDocgen({
      entries: { 'react-docgen-typescript': { label: './src/Label.tsx' } },
    }),
  ],
});
`;

const SOURCES_SITE = {
  'rspress.config.ts': SOURCES_CONFIG,
  'one-key.config.ts': ONE_KEY_CONFIG,
  'src/Label.tsx': OPTIONAL,
  'tsconfig.strict.json': JSON.stringify({
    compilerOptions: { strict: true, jsx: 'react-jsx' },
    include: ['src'],
  }),
  'tsconfig.loose.json': JSON.stringify({
    compilerOptions: { strict: false, jsx: 'react-jsx' },
    include: ['src'],
  }),
  'docs/index.md': '# Home\n\nThe home page.\n',
  'docs/guide/links.md': `---
title: Links page
description: A page with front matter and links.
---

# Links page

Read [the other page](/guide/other) and [the API](./api).
`,
  'docs/guide/other.md': '# Other\n\nThe other page.\n',
  'docs/guide/api.mdx': `# API

## Plain {#plain}

<API moduleName="plain" />

## Strict {#strict}

<API moduleName="strict" />

## From tsconfig {#fromtsconfig}

<API moduleName="fromtsconfig" />

## Both {#both}

<API moduleName="both" />
`,
};

const ALGOLIA_PAGE = 'plugin/official-plugins/algolia.md';

describe('second pass over the pages of the official plugin packages', () => {
  let feeds: ScratchBuild;
  let sources: ScratchBuild;
  let algolia: ScratchBuild;
  let algoliaServer: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const theme = await exampleFromPage(ALGOLIA_PAGE, 'theme', 'theme/index.tsx');
    [feeds, sources, algolia] = await Promise.all([
      buildScratchSite(FEEDS_SITE),
      buildScratchSite(SOURCES_SITE),
      buildScratchSite({
        'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginAlgolia } from '@rspress/plugin-algolia';

export default defineConfig({
  root: 'docs',
  base: '/docs/',
  plugins: [pluginAlgolia()],
});
`,
        'theme/index.tsx': theme,
        'docs/index.md': '# Home\n\nThe home page.\n',
        'docs/guide/start.md': '# Start\n\n## Install {#install}\n\nInstall it.\n',
      }),
    ]);
    expect(feeds.ok, feeds.output).toBe(true);
    expect(sources.ok, sources.output).toBe(true);
    expect(algolia.ok, algolia.output).toBe(true);
    [algoliaServer, browser] = await Promise.all([algolia.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([feeds, sources, algolia].map((site) => site?.remove()));
  });

  // ---- RSS ----------------------------------------------------------------------------------

  claim(
    'plugin/official-plugins/rss#feed-options',
    'the channel title defaults to the site title',
    async () => {
      const atom = await feeds.read('rss/blog.xml');
      expect(atom).toMatch(/<feed[^>]*>\s*<id>[^<]*<\/id>\s*<title>Scratch<\/title>/);
    },
  );

  claim(
    'plugin/official-plugins/rss#feed-items',
    'an item takes the front matter title, else the page title',
    async () => {
      const atom = await feeds.read('rss/blog.xml');
      const titles = [
        ...atom.matchAll(/<entry>[\s\S]*?<title[^>]*>(?:<!\[CDATA\[)?([^<\]]*)/g),
      ].map((match) => match[1]);
      expect(titles).toEqual(['Second heading title', 'First post']);
    },
  );

  claim(
    'plugin/official-plugins/rss#feed-items',
    'author: a list of names and objects gives every author in Atom; a JSON feed keeps only the first',
    async () => {
      const atom = await feeds.read('rss/blog.xml');
      const first = atom.slice(atom.indexOf('First post'));
      expect(first).toContain('<name>Ann</name>');
      expect(first).toContain('<name>Bob</name>');
      expect(first).toContain('<email>bob@example.com</email>');
      const json = JSON.parse(await feeds.read('json/everything.json')) as {
        items: { title: string; author?: unknown; authors?: unknown }[];
      };
      const item = json.items.find((entry) => entry.title === 'First post');
      expect(item?.author).toEqual({ name: 'Ann' });
      expect(JSON.stringify(item)).not.toContain('Bob');
    },
  );

  claim(
    'plugin/official-plugins/rss#output',
    'type atom writes Atom 1.0, rss writes RSS 2.0, json writes JSON Feed version 1',
    async () => {
      expect(await feeds.read('rss/blog.xml')).toContain(
        '<feed xmlns="http://www.w3.org/2005/Atom"',
      );
      expect(await feeds.read('rss/news.rss')).toMatch(/<rss version="2\.0"/);
      const json = JSON.parse(await feeds.read('json/everything.json')) as { version: string };
      expect(json.version).toBe('https://jsonfeed.org/version/1');
    },
  );

  claim(
    ['plugin/official-plugins/rss#feed-output', 'plugin/official-plugins/rss#output'],
    'a feed’s own output (dir, type) takes precedence over the plugin-level output for that feed only',
    async () => {
      expect(feeds.has('json/everything.json')).toBe(true);
      expect(feeds.has('rss/everything.json')).toBe(false);
      expect(feeds.has('rss/blog.xml')).toBe(true);
      expect(feeds.has('json/blog.xml')).toBe(false);
    },
  );

  claim(
    'plugin/official-plugins/rss#output',
    'transform receives the content with a context of type, feed and channel, and its result is written',
    async () => {
      expect(await feeds.read('rss/blog.xml')).toMatch(/<!-- transformed atom blog 2 -->\s*$/);
      expect(await feeds.read('rss/news.rss')).toMatch(/<!-- transformed rss news 2 -->\s*$/);
      expect(await feeds.read('json/everything.json')).not.toContain('transformed');
    },
  );

  claim(
    'plugin/official-plugins/rss#feed-item',
    'item may return a promise: its item is the one written',
    async () => {
      const rss = await feeds.read('rss/news.rss');
      expect(rss).toContain('Async First post');
      expect(rss).toContain('Async Second heading title');
      expect(await feeds.read('rss/blog.xml')).not.toContain('Async ');
    },
  );

  claim(
    'plugin/official-plugins/rss#feed-test',
    'a test function receives the page data: title, route path, front matter and language',
    async () => {
      const lines = (await readFile(path.join(feeds.dir, 'test-pages.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .map(
          (line) =>
            JSON.parse(line) as {
              title: string;
              routePath: string;
              frontmatter: Record<string, unknown>;
              lang: string;
            },
        );
      const first = lines.find((page) => page.routePath === '/blog/first');
      expect(first?.title).toBe('First post');
      expect(first?.frontmatter.description).toBe('The first post.');
      expect(typeof first?.lang).toBe('string');
      expect(lines.map((page) => page.routePath)).toEqual(
        expect.arrayContaining(['/', '/guide/demo', '/blog/second']),
      );
    },
  );

  claim(
    ['plugin/official-plugins/rss#head-links', 'plugin/official-plugins/rss#feed-options'],
    'a page of three feeds of three languages announces each, with the type of its format and its URL',
    async () => {
      const doc = parseHtml(await feeds.read('blog/first.html'));
      const links = [...doc.querySelectorAll('head link[rel="alternate"]')].map((link) => ({
        href: link.getAttribute('href'),
        type: link.getAttribute('type'),
        lang: link.getAttribute('hreflang'),
      }));
      const feedLinks = links.filter((link) => /\/(rss|json)\//.test(link.href ?? ''));
      expect(feedLinks).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            href: 'https://example.com/rss/blog.xml',
            type: 'application/atom+xml',
          }),
          expect.objectContaining({ href: 'https://example.com/json/everything.json', lang: 'fr' }),
          expect.objectContaining({ href: 'https://example.com/rss/news.rss', lang: 'de' }),
        ]),
      );
      expect(feedLinks.find((link) => link.lang === 'fr')?.type).toMatch(/json/);
      expect(feedLinks.find((link) => link.lang === 'de')?.type).toMatch(/rss/);
      expect(feedLinks).toHaveLength(3);
    },
  );

  // ---- llms, built in -------------------------------------------------------------------------

  claim(
    'plugin/official-plugins/llms#enable',
    'an object turns the feature on like true: llms: {} writes llms.txt, llms-full.txt and a .md per page',
    async () => {
      const index = await feeds.read('llms.txt');
      expect(index.startsWith('# Scratch')).toBe(true);
      expect(index).toContain('/blog/first.md');
      expect(await feeds.read('llms-full.txt')).toContain('First body.');
      expect(await feeds.read('blog/first.md')).toContain('First body.');
    },
  );

  claim(
    'plugin/official-plugins/llms#llmsui',
    'the hint for agents names llms.txt, llms-full.txt and the page’s Markdown version, in the HTML and the .md',
    async () => {
      const md = await feeds.read('blog/first.md');
      const quote = md
        .split('\n')
        .filter((line) => line.startsWith('>'))
        .join(' ');
      expect(quote).toContain('llms.txt');
      expect(quote).toContain('llms-full.txt');
      const html = await feeds.read('blog/first.html');
      expect(html).toContain('llms.txt');
      expect(html).toContain('llms-full.txt');
      expect(html).toContain('first.md');
    },
  );

  // ---- preview ----------------------------------------------------------------------------

  claim(
    'plugin/official-plugins/preview#iframeoptions-builderconfig',
    'the demo build takes the site’s source settings, and iframeOptions.builderConfig is merged after them',
    async () => {
      const files = await readdir(path.join(feeds.dir, 'doc_build', '~demo'), { recursive: true });
      const scripts = await Promise.all(
        files
          .filter((file) => file.endsWith('.js'))
          .map((file) => readFile(path.join(feeds.dir, 'doc_build', '~demo', file), 'utf8')),
      );
      const code = scripts.join('\n');
      expect(code).toContain('from-the-site-config');
      expect(code).toContain('demo-config-value');
      expect(code).not.toContain('site-config-value');
    },
  );

  // ---- llms plugin ----------------------------------------------------------------------------

  claim(
    'plugin/official-plugins/llms#llmstxt',
    'llmsTxt false skips llms.txt; llms-full.txt and the .md files are still written',
    async () => {
      expect(sources.has('llms.txt')).toBe(false);
      expect(await sources.read('llms-full.txt')).toContain('The other page.');
      expect(await sources.read('guide/other.md')).toContain('The other page.');
    },
  );

  claim(
    'plugin/official-plugins/llms#register',
    'the plugin’s Markdown: front matter removed, links rewritten to point to .md files',
    async () => {
      const md = await sources.read('guide/links.md');
      expect(md).not.toContain('description: A page with front matter');
      expect(md).not.toMatch(/^---/);
      expect(md).toContain('](/guide/other.md)');
      expect(md).toMatch(/\]\(\.\/api\.md\)|\]\(\/guide\/api\.md\)/);
    },
  );

  // ---- API docgen -------------------------------------------------------------------------

  async function typeOfText(section: string): Promise<string> {
    const doc = parseHtml(await sources.read('guide/api.html'));
    const heading = doc.getElementById(section);
    let node = heading?.nextElementSibling ?? null;
    while (node && node.tagName !== 'H2') {
      const row = [...node.querySelectorAll('tr')].find((tr) => textOf(tr).startsWith('text'));
      if (row) return textsOf(row, 'td')[2] ?? '';
      node = node.nextElementSibling;
    }
    throw new Error(`no row of text under #${section}`);
  }

  claim(
    'plugin/official-plugins/api-docgen#parsetooloptions',
    'compilerOptions and tsconfigPath are keyed by module name; tsconfigPath wins over compilerOptions',
    async () => {
      const [plain, strict, fromTsconfig, both] = await Promise.all(
        ['plain', 'strict', 'fromtsconfig', 'both'].map(typeOfText),
      );
      expect(plain).toBe('string');
      expect(strict).toBe('string | undefined');
      expect(fromTsconfig).toBe('string | undefined');
      expect(both).toBe('string');
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#parsetooloptions',
    'the Type column shows the parser’s type name: a literal union by default, enum with shouldExtractLiteralValuesFromEnum',
    async () => {
      const sizeType = async (site: ScratchBuild, page: string) => {
        const doc = parseHtml(await site.read(page));
        const row = [...doc.querySelectorAll('tr')].find((tr) => textOf(tr).startsWith('size'));
        if (!row) throw new Error(`no row of size in ${page}`);
        return textsOf(row, 'td')[2];
      };
      expect(await sizeType(feeds, 'guide/label.html')).toBe('"small" | "large"');
      expect(await sizeType(sources, 'guide/api.html')).toBe('enum');
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#entries',
    'the per-parser form needs both keys: with only react-docgen-typescript the build stops',
    async () => {
      const { code, output } = await sources.rebuild({ args: ['-c', 'one-key.config.ts'] });
      expect(code, output).not.toBe(0);
      expect(output).toContain('Cannot convert undefined or null to object');
    },
  );

  // ---- Algolia ----------------------------------------------------------------------------

  claim(
    'plugin/official-plugins/algolia#docsearchprops',
    'with a base, a hit’s origin and base are removed and the Rspress link puts the base back: the reader lands on /docs/guide/start',
    async () => {
      await withHydrated(browser, `${algoliaServer.origin}/docs/`, async (tab) => {
        await answerAlgolia(tab, 3, 'https://crawled.example.com/docs/guide/start', () => {});
        await searchDocSearch(tab, 'install');
        const hits = tab.locator('.DocSearch-Hit a');
        await expect.poll(() => hits.count()).toBe(3);
        expect(await hits.first().getAttribute('href')).toMatch(
          /^\/docs\/guide\/start(\.html)?#install$/,
        );
        await hits.first().click();
        await tab.waitForURL(/\/docs\/guide\/start(\.html)?#install$/);
        await expect.poll(() => tab.locator('h1').first().textContent()).toContain('Start');
        expect(new URL(tab.url()).pathname).toMatch(/^\/docs\/guide\/start(\.html)?$/);
      });
    },
  );
});
