/**
 * Behaviours of Rspress that the guide pages state and that are easy to get wrong: each is pinned
 * with a scratch site built by the installed `@rspress/core`, so that an upgrade that changes one
 * fails here and tells us which page went stale.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { buildScratchSite, type ScratchBuild } from '../../../scripts/check-docs/scratchSite.ts';
import { claim } from '../../support/claims.ts';

const BUILD_TIMEOUT = 180_000;

/** A single-language site with `search: false`, an i18n key as a nav text and MDX without blank lines. */
const SINGLE_LANGUAGE_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  search: false,
  themeConfig: { nav: [{ text: 'navGuide', link: '/guide' }] },
});
`,
  'i18n.json': JSON.stringify({ navGuide: { en: 'Guide', zh: '指南' } }),
  'docs/index.md': '# Start\n\nThe first page, about apples.\n\n## Apples {#apples}\n\nRed ones.\n',
  'docs/guide.mdx': `import { Steps } from '@rspress/core/theme';

# Guide

Steps written without blank lines inside the component:

<Steps>
### First step {#first-step}
Some **bold** text and \`inline code\`.
\`\`\`js
const answer = 42;
\`\`\`
</Steps>
`,
};

const META = ['index', { type: 'file', name: 'guide', label: 'sidebarGuide' }];

/**
 * Two languages, a top-level title that differs from the locale titles, and the navbar from
 * `_nav.json` files (or, with `navInConfig`, from `themeConfig.nav`).
 */
function twoLanguageSite(navInConfig: boolean): Record<string, string> {
  const nav = [{ text: 'navGuide', link: '/guide' }];
  return {
    'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Top Title',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'English Title' },
    { lang: 'zh', label: '简体中文', title: '中文标题' },
  ],${navInConfig ? `\n  themeConfig: { nav: ${JSON.stringify(nav)} },` : ''}
});
`,
    'i18n.json': JSON.stringify({
      navGuide: { en: 'Guide', zh: '指南' },
      sidebarGuide: { en: 'The guide', zh: '指南章节' },
    }),
    'docs/en/index.md': '# Start\n\nEnglish text.\n',
    'docs/en/guide.md': '# Guide\n\nEnglish guide.\n',
    'docs/zh/index.md': '# 开始\n\n中文。\n',
    'docs/zh/guide.md': '# 指南\n\n中文指南。\n',
    ...(navInConfig
      ? {}
      : {
          'docs/en/_nav.json': JSON.stringify(nav),
          // The same _meta.json in both languages: a page by file name, a page with a key as label.
          'docs/en/_meta.json': JSON.stringify(META),
          'docs/zh/_meta.json': JSON.stringify(META),
          // Written without the language prefix, as the pages say; the second item has it.
          'docs/zh/_nav.json': JSON.stringify([
            { text: 'navGuide', link: '/guide' },
            { text: 'Prefixed', link: '/zh/guide' },
          ]),
        }),
  };
}

/** The text of the navbar title link of a built page. */
function navTitle(html: string): string | undefined {
  return /class="rp-nav__title__link[^"]*"[^>]*><span>([^<]*)<\/span>/.exec(html)?.[1];
}

describe('a single-language site with search: false', () => {
  let site: ScratchBuild;
  beforeAll(async () => {
    site = await buildScratchSite(SINGLE_LANGUAGE_SITE);
    expect(site.code, site.output).toBe(0);
  }, BUILD_TIMEOUT);
  afterAll(() => site?.dispose());

  claim(
    ['guide/advanced/custom-search#disable-search', 'api/config/config-basic#search'],
    'still writes a search index, with titles and headings but no text',
    async () => {
      const files = await readdir(path.join(site.root, 'doc_build', 'static'));
      const indexFile = files.find((file) => /^search_index\.en\.[0-9a-f]+\.json$/.test(file));
      expect(indexFile, files.join(', ')).toBeDefined();
      const records = JSON.parse(await site.read(`doc_build/static/${indexFile}`)) as {
        title: string;
        content: string;
        toc: { id: string }[];
      }[];
      const start = records.find((record) => record.title === 'Start');
      expect(start?.content).toBe('');
      expect(start?.toc.map((heading) => heading.id)).toEqual(['apples']);
    },
  );

  // The search button stays.
  claim(
    ['guide/advanced/custom-search#disable-search', 'api/config/config-basic#search'],
    'still renders the search button',
    async () => {
      expect(await site.read('doc_build/guide.html')).toContain('class="rp-search-button"');
    },
  );

  // i18n keys need `locales`.
  claim(
    ['guide/basic/auto-nav-sidebar#labels', 'api/config/config-basic#i18nsourcepath'],
    'shows an i18n.json key used as a nav text as written',
    async () => {
      const html = await site.read('doc_build/guide.html');
      expect(html).toContain('>navGuide<');
      expect(html).not.toContain('>Guide</a>');
    },
  );

  // MDX 3 parses Markdown inside a component without blank lines.
  claim(
    'guide/default-theme/components#usage',
    'parses Markdown inside a component written without blank lines',
    async () => {
      const html = await site.read('doc_build/guide.html');
      expect(html).toContain('<strong>bold</strong>');
      expect(html).toContain('<code>inline code</code>');
      expect(html).toMatch(/<h3[^>]* id="first-step"/);
      expect(html).toContain('answer');
      expect(html).toMatch(/<pre[^>]*>/);
    },
  );
});

describe('a two-language site with a top-level title, locale titles and _nav.json files', () => {
  let site: ScratchBuild;
  beforeAll(async () => {
    site = await buildScratchSite(twoLanguageSite(false));
    expect(site.code, site.output).toBe(0);
  }, BUILD_TIMEOUT);
  afterAll(() => site?.dispose());

  // The navbar shows the locale title, <title> the top-level one.
  claim(
    ['guide/default-theme/i18n#config', 'api/config/config-basic#locales'],
    'shows the locale title in the navbar and the top-level title in <title>',
    async () => {
      const zh = await site.read('doc_build/zh/guide.html');
      expect(zh).toMatch(/<title[^>]*>指南 - Top Title<\/title>/);
      expect(navTitle(zh)).toBe('中文标题');
      expect(navTitle(await site.read('doc_build/guide.html'))).toBe('English Title');
    },
  );

  // With locales, the key is translated per language.
  claim(
    'guide/default-theme/i18n#translation-keys',
    'translates an i18n.json key used as a nav text',
    async () => {
      expect(await site.read('doc_build/zh/guide.html')).toContain('>指南</a>');
      expect(await site.read('doc_build/guide.html')).toContain('>Guide</a>');
    },
  );

  claim(
    [
      'guide/default-theme/i18n#nav-sidebar',
      'guide/default-theme/i18n#per-language-files',
      'guide/default-theme/i18n#translation-keys',
    ],
    "each language's _nav.json and _meta.json, with keys of i18n.json: the navbar and sidebar in that language, page titles as labels, keys translated",
    async () => {
      const sidebar = (html: string) =>
        [
          ...html
            .slice(html.indexOf('rp-doc-layout__sidebar'))
            .matchAll(/<span class="rp-doc">([^<]+)<\/span>/g),
        ].map((match) => match[1]);
      const nav = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      const zh = await site.read('doc_build/zh/guide.html');
      const en = await site.read('doc_build/guide.html');
      expect(sidebar(zh)).toEqual(['开始', '指南章节']);
      expect(sidebar(en)).toEqual(['Start', 'The guide']);
      expect(nav(zh)).toMatch(/href="\/zh\/guide\.html"[^>]*>指南</);
      expect(nav(en)).toMatch(/href="\/guide\.html"[^>]*>Guide</);
    },
  );

  // Rspress prefixes _nav.json links itself, even those that already carry the prefix.
  claim(
    'guide/default-theme/i18n#per-language-files',
    'adds the language prefix to _nav.json links, a second time to a prefixed one',
    async () => {
      const zh = await site.read('doc_build/zh/guide.html');
      expect(zh).toContain('href="/zh/guide.html"');
      expect(zh).toContain('href="/zh/zh/guide.html"');
    },
  );
});

describe('the same site with the navbar in themeConfig.nav', () => {
  let site: ScratchBuild;
  beforeAll(async () => {
    site = await buildScratchSite(twoLanguageSite(true));
    expect(site.code, site.output).toBe(0);
  }, BUILD_TIMEOUT);
  afterAll(() => site?.dispose());

  // Without files, the theme's locale list has no titles.
  claim(
    ['guide/default-theme/i18n#config', 'api/config/config-basic#locales'],
    'shows the top-level title in the navbar',
    async () => {
      expect(navTitle(await site.read('doc_build/zh/guide.html'))).toBe('Top Title');
    },
  );

  claim(
    'guide/default-theme/i18n#translation-keys',
    'still translates an i18n.json key used as a nav text',
    async () => {
      expect(await site.read('doc_build/zh/guide.html')).toContain('>指南</a>');
    },
  );
});

describe('languageParity without enabled', () => {
  // Setting the object turns the check on.
  claim(
    ['guide/default-theme/i18n#language-switcher', 'api/config/config-basic#languageparity'],

    'stops the build when a page has no twin',
    async () => {
      const site = await buildScratchSite({
        'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  languageParity: { exclude: [] },
});
`,
        'docs/en/index.md': '# Start\n',
        'docs/en/only-english.md': '# Only in English\n',
        'docs/en/install.md': '# Install\n',
        'docs/zh/index.md': '# 开始\n',
        'docs/zh/install.mdx': '# 安装\n',
      });
      try {
        expect(site.code).not.toBe(0);
        expect(site.output).toContain('Check language parity failed');
        expect(site.output).toContain('zh/only-english.md');
        // The extension is part of the compared path.
        expect(site.output).toContain('zh/install.md');
        expect(site.output).toContain('en/install.mdx');
      } finally {
        await site.dispose();
      }
    },
    BUILD_TIMEOUT,
  );
});

/** A site for the basic guide: routes, _meta.json names, SSG exclusions and the 404 page type. */
const BASIC_GUIDE_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  ssg: { experimentalExcludeRoutePaths: ['/guide/excluded'] },
});
`,
  'docs/index.md': '# Start\n',
  'docs/api.md': '# Api file {#api-file}\n',
  'docs/api/index.md': '# Api index {#api-index}\n',
  'docs/guide/_meta.json': JSON.stringify(['intro', 'missing.md', 'excluded', 'not-found']),
  'docs/guide/intro.md': '# Intro\n',
  'docs/guide/excluded.md': '# Excluded {#excluded}\n\nText of the excluded page.\n',
  'docs/guide/not-found.md': '---\npageType: 404\n---\n\n# Unquoted 404\n',
};

describe('a site with api.md beside api/index.md, a _meta.json naming a missing .md file and an SSG exclusion', () => {
  let site: ScratchBuild;
  beforeAll(async () => {
    site = await buildScratchSite(BASIC_GUIDE_SITE);
    expect(site.code, site.output).toBe(0);
  }, BUILD_TIMEOUT);
  afterAll(() => site?.dispose());

  // The router ignores the trailing slash.
  claim(
    'guide/basic/conventional-route#index-files',
    'writes two HTML files for /api and /api/ that both show api/index.md',
    async () => {
      for (const file of ['doc_build/api.html', 'doc_build/api/index.html']) {
        const html = await site.read(file);
        expect(html, file).toContain('id="api-index"');
        expect(html, file).not.toContain('id="api-file"');
      }
    },
  );

  // Only a name without extension stops the build.
  claim(
    'guide/basic/auto-nav-sidebar#meta-json',
    'drops a _meta.json name with an extension that matches no file, without failing',
    async () => {
      const html = await site.read('doc_build/guide/intro.html');
      expect(html).toContain('href="/guide/intro.html"');
      expect(html).not.toContain('missing');
    },
  );

  // An excluded route gets the empty shell, navbar included.
  claim(
    [
      'guide/basic/ssg#exclude-route-paths',
      'api/config/config-build#ssg-experimentalexcluderoutepaths',
    ],
    'writes an excluded route as an empty shell',
    async () => {
      const html = await site.read('doc_build/guide/excluded.html');
      expect(html).toMatch(/<div id="__rspress_root"><\/div>/);
      expect(html).not.toContain('Text of the excluded page');
      expect(html).not.toContain('rp-nav');
      expect(site.output).toContain('/guide/excluded');
    },
  );

  // `pageType: 404` unquoted is a number, the page a doc page.
  claim(
    'guide/basic/deploy#localized-404',
    'renders a page with an unquoted pageType 404 as a doc page',
    async () => {
      const html = await site.read('doc_build/guide/not-found.html');
      expect(html).toContain('Unquoted 404');
      expect(html).not.toContain('rp-not-found');
    },
  );
});

describe('a _meta.json naming a missing page without extension', () => {
  claim(
    ['guide/basic/auto-nav-sidebar#meta-json', 'guide/basic/auto-nav-sidebar#troubleshooting'],
    'stops the build with "Missing page file"',
    async () => {
      const site = await buildScratchSite({
        'docs/index.md': '# Start\n',
        'docs/guide/_meta.json': JSON.stringify(['intro', 'missing']),
        'docs/guide/intro.md': '# Intro\n',
      });
      try {
        expect(site.code).not.toBe(0);
        expect(site.output).toContain('Missing page file');
      } finally {
        await site.dispose();
      }
    },
    BUILD_TIMEOUT,
  );
});

describe('a section whose sidebar lists two of its three pages, one with a front matter title', () => {
  let site: ScratchBuild;
  beforeAll(async () => {
    site = await buildScratchSite({
      'docs/index.md': '# Start\n',
      'docs/_nav.json': JSON.stringify([{ text: 'Guide', link: '/guide/a' }]),
      'docs/guide/_meta.json': JSON.stringify(['a', 'b']),
      'docs/guide/a.md': '---\ntitle: Front Title\n---\n\n# Heading Title\n',
      'docs/guide/b.md': '# B\n',
      'docs/guide/unlisted.md': '# Unlisted\n',
    });
    expect(site.code, site.output).toBe(0);
  }, BUILD_TIMEOUT);
  afterAll(() => site?.dispose());

  // The front matter title wins over the # heading, except for the heading drawn on the page.
  claim(
    'guide/default-theme/doc-page#title',
    'uses the front matter title in <title> and the sidebar, the # heading on the page',
    async () => {
      const a = await site.read('doc_build/guide/a.html');
      expect(a).toMatch(/<title[^>]*>Front Title<\/title>/);
      expect(a).toMatch(/<h1[^>]*id="heading-title"/);
      expect(await site.read('doc_build/guide/b.html')).toContain('Front Title');
    },
  );

  // A page missing from its sidebar gets the first entry as its next page and no previous page.
  claim(
    'guide/default-theme/doc-page#prev-next',
    'gives a page that is not in the sidebar the first entry as next page',
    async () => {
      const html = await site.read('doc_build/guide/unlisted.html');
      expect(html).toMatch(/<a href="\/guide\/a\.html" class="[^"]*rp-prev-next-page__next/);
      expect(html).not.toContain('rp-prev-next-page__prev');
    },
  );
});

describe('one site built for two base paths with --base', () => {
  // The persistent build cache keeps the previous base in the links of the pre-rendered pages;
  // without the cache they get the new one.
  claim(
    ['guide/basic/deploy#base-path', 'api/commands#build-base'],

    'keeps the old base in the page links when the build cache is on',
    async () => {
      const site = await buildScratchSite(
        {
          'docs/index.md': '# Start\n\n[Guide](/guide)\n',
          'docs/guide.md': '# Guide\n',
        },
        { persistentCache: true },
      );
      try {
        expect(site.code, site.output).toBe(0);
        expect(await site.read('doc_build/index.html')).toContain('href="/guide.html"');

        const cached = await site.rebuild({ args: ['--base', '/my-docs/'], persistentCache: true });
        expect(cached.code, cached.output).toBe(0);
        const stale = await site.read('doc_build/index.html');
        expect(stale).toMatch(/src="\/my-docs\/static\/js\//);
        expect(stale).toContain('href="/guide.html"');
        expect(stale).not.toContain('href="/my-docs/guide.html"');

        const uncached = await site.rebuild({ args: ['--base', '/my-docs/'] });
        expect(uncached.code, uncached.output).toBe(0);
        expect(await site.read('doc_build/index.html')).toContain('href="/my-docs/guide.html"');
      } finally {
        await site.dispose();
      }
    },
    3 * BUILD_TIMEOUT,
  );
});
