/**
 * The sentences of the Algolia, API docgen and TypeDoc plugin pages that the files of each plugin
 * leave out: the DocSearch props a site overrides or adds (`indexName`, `maxResultsPerGroup`,
 * `transformItems`, `placeholder`, an index with search parameters), the texts per language, the
 * credentials in the pages' JavaScript; the API tables in a Chinese site, in a `.md` page and next to
 * a heading of the same name; the TypeDoc pages in a site with `themeConfig.sidebar`. Three sites,
 * built side by side; the Algolia one is served and opened in Chromium, whose requests to Algolia
 * are answered by the browser with hits shaped as Algolia answers them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';
import { answerAlgolia, searchDocSearch } from './algoliaAnswer.ts';

const API_KEY = 'audit-search-only-key-7f3a';

/** One Search per page: the props of each case of the page, chosen by the route. */
const ALGOLIA_THEME = `import { useLang, usePage } from '@rspress/core/runtime';
import { Search as AlgoliaSearch, RU_LOCALES, ZH_LOCALES } from '@rspress/plugin-algolia/runtime';

const credentials = { appId: 'AUDIT_APP', apiKey: '${API_KEY}' };

function Search() {
  const lang = useLang();
  const { page } = usePage();
  const route = page.routePath;
  if (route.endsWith('/legacy')) {
    return <AlgoliaSearch docSearchProps={{ ...credentials, indexName: 'legacy_index' }} />;
  }
  if (route.endsWith('/override')) {
    return (
      <AlgoliaSearch
        docSearchProps={{
          ...credentials,
          indices: ['my_docs'],
          maxResultsPerGroup: 3,
          transformItems: (items) => items,
          placeholder: 'Find in the docs',
        }}
      />
    );
  }
  if (route.endsWith('/facet')) {
    return (
      <AlgoliaSearch
        docSearchProps={{
          ...credentials,
          indices: [{ name: 'my_docs', searchParameters: { facetFilters: ['lang:' + lang] } }],
        }}
      />
    );
  }
  if (route.endsWith('/plain')) {
    return <AlgoliaSearch docSearchProps={{ ...credentials, indices: ['my_docs'] }} />;
  }
  return (
    <AlgoliaSearch
      docSearchProps={{ ...credentials, indices: ['my_docs'] }}
      locales={{ ...ZH_LOCALES, ...RU_LOCALES }}
    />
  );
}

export * from '@rspress/core/theme-original';
export { Search };
`;

const ALGOLIA_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginAlgolia } from '@rspress/plugin-algolia';

export default defineConfig({
  root: 'docs',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
    { lang: 'ru', label: 'Русский' },
  ],
  plugins: [pluginAlgolia()],
});
`,
  'theme/index.tsx': ALGOLIA_THEME,
  'docs/en/index.md': '# Home\n',
  'docs/en/legacy.md': '# Legacy\n',
  'docs/en/override.md': '# Override\n',
  'docs/en/facet.md': '# Facet\n',
  'docs/en/guide/start.md': '# Start\n\n## Install {#install}\n\nInstall it.\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/zh/plain.md': '# 默认\n',
  'docs/ru/index.md': '# Главная\n',
};

/** Props of each rule: children and disabled without a description, falsy defaults. */
const EXTRA = `import type { ReactNode } from 'react';

export interface ExtraProps {
  children?: ReactNode;
  disabled?: boolean;
  /** Whether it is on. */
  on?: boolean;
  /** The label. */
  label?: string;
}

/** Shows the extra rules. */
export function Extra({ children, disabled, on = false, label = '' }: ExtraProps) {
  return <button type="button" disabled={disabled} data-on={on} title={label}>{children}</button>;
}
`;

/** Two documented functions, one of them named as private by a leading underscore. */
const MATH = `/**
 * Adds two numbers.
 * @param {number} a The first number.
 * @param {number} b The second number.
 * @returns {number} The sum.
 */
export function add(a, b) {
  return a + b;
}

/**
 * Helps add.
 * @returns {number} Nothing useful.
 */
export function _helper() {
  return 0;
}
`;

/** A Chinese site without locales; the tag in an .mdx page under a heading of the same text, and in a .md page. */
const DOCGEN_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';

export default defineConfig({
  root: 'docs',
  lang: 'zh',
  plugins: [
    pluginApiDocgen({
      entries: {
        documentation: { 'math-zh': './src/math.js' },
        'react-docgen-typescript': { extra: './src/Extra.tsx' },
      },
    }),
  ],
});
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      jsx: 'react-jsx',
      strict: true,
      moduleResolution: 'Bundler',
      module: 'ESNext',
    },
  }),
  'src/Extra.tsx': EXTRA,
  'src/math.js': MATH,
  'docs/math.mdx': '# 数学\n\n<API moduleName="math" />\n',
  'docs/index.mdx': '# 组件\n\n## Extra\n\n正文。\n\n<API moduleName="extra" />\n',
  'docs/plain.md': '# Plain\n\nBefore the tag.\n\n<API moduleName="extra" />\n\nAfter the tag.\n',
};

const LIBRARY = `/**
 * Greets someone.
 * @param name - Who to greet.
 * @returns The greeting.
 */
export function greet(name: string): string {
  return \`Hello, \${name}.\`;
}
`;

/** A Chinese site whose config sets themeConfig.sidebar. */
const TYPEDOC_SITE = {
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginTypeDoc } from '@rspress/plugin-typedoc';

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
  title: 'zh-lib',
  lang: 'zh',
  themeConfig: {
    sidebar: { '/guide/': [{ text: '指南', items: [{ text: '开始', link: '/guide/start' }] }] },
  },
  plugins: [pluginTypeDoc({ entryPoints: [path.join(import.meta.dirname, 'src/index.ts')] })],
});
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      strict: true,
      target: 'ES2020',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      types: [],
    },
    include: ['src'],
  }),
  'src/index.ts': LIBRARY,
  'docs/index.md': '# 首页\n',
  'docs/guide/start.md': '# 开始\n',
};

/** Parser options of the site's own; TypeDoc without entry points. */
const EXTRAS_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';
import { pluginTypeDoc } from '@rspress/plugin-typedoc';

export default defineConfig({
  root: 'docs',
  lang: 'zh',
  plugins: [
    pluginApiDocgen({
      entries: {
        documentation: { 'math-zh': './src/math.js' },
        'react-docgen-typescript': { extra: './src/Extra.tsx' },
      },
      parseToolOptions: {
        'react-docgen-typescript': { skipChildrenPropWithoutDoc: false },
        documentation: { inferPrivate: '^_' },
      },
    }),
    pluginTypeDoc({} as never),
  ],
});
`,
  'tsconfig.json': DOCGEN_SITE['tsconfig.json'],
  'src/Extra.tsx': EXTRA,
  'src/math.js': MATH,
  'docs/math.mdx': '# 数学\n\n<API moduleName="math" />\n',
  'docs/index.mdx': '# 组件\n\n<API moduleName="extra" />\n',
};

interface AlgoliaRequest {
  indexName: string;
  params?: string;
  facetFilters?: unknown;
  [key: string]: unknown;
}

describe('Algolia, API docgen and TypeDoc sites', () => {
  let algolia: ScratchBuild;
  let docgen: ScratchBuild;
  let typedoc: ScratchBuild;
  let extras: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [algolia, docgen, typedoc, extras] = await Promise.all([
      buildScratchSite(ALGOLIA_SITE),
      buildScratchSite(DOCGEN_SITE),
      buildScratchSite(TYPEDOC_SITE),
      buildScratchSite(EXTRAS_SITE),
    ]);
    for (const site of [algolia, docgen, typedoc, extras]) expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([algolia.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([algolia, docgen, typedoc, extras].map((site) => site?.remove()));
  });

  /** Opens `route` with Algolia answered by the browser: `count` hits pointing at `hitUrl`. */
  async function openWithAlgolia(
    route: string,
    count = 10,
    hitUrl = 'https://crawled.example.com/guide/start',
  ): Promise<{ tab: Page; requests: AlgoliaRequest[] }> {
    const requests: AlgoliaRequest[] = [];
    const locale = route.startsWith('/zh/')
      ? 'zh-CN'
      : route.startsWith('/ru/')
        ? 'ru-RU'
        : 'en-US';
    const tab = await openHydrated(browser, `${server.origin}${route}`, { locale });
    await answerAlgolia(tab, count, hitUrl, (_route, body) => {
      requests.push(...((JSON.parse(body) as { requests?: AlgoliaRequest[] }).requests ?? []));
    });
    return { tab, requests };
  }

  claim(
    'plugin/official-plugins/algolia#theme',
    'the credentials given to Search are in the JavaScript every reader downloads',
    async () => {
      const folder = path.join(algolia.dir, 'doc_build', 'static', 'js');
      const files = (await readdir(folder, { recursive: true })).filter((file) =>
        file.endsWith('.js'),
      );
      const withKey = [];
      for (const file of files) {
        if ((await readFile(path.join(folder, file), 'utf8')).includes(API_KEY)) withKey.push(file);
      }
      expect(withKey.length).toBeGreaterThan(0);
    },
  );

  claim(
    'plugin/official-plugins/algolia#docsearchprops',
    'the older indexName prop still names the index searched',
    async () => {
      const { tab, requests } = await openWithAlgolia('/legacy');
      try {
        await searchDocSearch(tab, 'install');
        await expect.poll(() => requests.length).toBeGreaterThan(0);
        expect(requests.map((request) => request.indexName)).toContain('legacy_index');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/algolia#docsearchprops',
    'props of the site override the presets (maxResultsPerGroup, transformItems, which then keeps the crawled origin) and other DocSearch props such as placeholder apply',
    async () => {
      const { tab } = await openWithAlgolia('/override', 10);
      try {
        await searchDocSearch(tab, 'install');
        expect(await tab.locator('.DocSearch-Input').getAttribute('placeholder')).toBe(
          'Find in the docs',
        );
        const hits = tab.locator('.DocSearch-Hit a');
        await expect.poll(() => hits.count()).toBe(3);
        expect(await hits.first().getAttribute('href')).toMatch(
          /^https:\/\/crawled\.example\.com\/guide\/start#install$/,
        );
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/algolia#example',
    'an index given as { name, searchParameters } is searched with those parameters: facetFilters of the page language',
    async () => {
      const { tab, requests } = await openWithAlgolia('/facet');
      try {
        await searchDocSearch(tab, 'install');
        await expect.poll(() => requests.length).toBeGreaterThan(0);
        const request = requests.at(-1);
        expect(request?.indexName).toBe('my_docs');
        expect(JSON.stringify(request)).toContain('lang:en');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/algolia#locales',
    'without locales a Chinese page shows DocSearch’s English texts; with { ...ZH_LOCALES, ...RU_LOCALES } a Russian page shows Russian ones',
    async () => {
      const chinese = await openWithAlgolia('/zh/plain');
      try {
        const button = chinese.tab.locator('.DocSearch-Button').first();
        expect(await button.innerText()).toMatch(/Search/);
        expect(await button.innerText()).not.toMatch(/[\u4e00-\u9fff]/);
      } finally {
        await chinese.tab.context().close();
      }
      const russian = await openWithAlgolia('/ru/');
      try {
        expect(await russian.tab.locator('.DocSearch-Button').first().innerText()).toMatch(
          /[\u0400-\u04ff]/,
        );
        await searchDocSearch(russian.tab, 'install');
        expect(await russian.tab.locator('.DocSearch-Input').getAttribute('placeholder')).toMatch(
          /[\u0400-\u04ff]/,
        );
      } finally {
        await russian.tab.context().close();
      }
    },
  );

  const docgenPage = async (file: string) => parseHtml(await docgen.read(file));

  /** The rows of the API table of a page, each as its cells. */
  async function rows(
    site: ScratchBuild,
    file: string,
  ): Promise<{ headers: string[]; rows: string[][] }> {
    const table = parseHtml(await site.read(file)).querySelector(
      '.rspress-plugin-api-docgen table',
    );
    if (!table) throw new Error(`no API table in ${file}`);
    return {
      headers: textsOf(table, 'thead th'),
      rows: [...table.querySelectorAll('tbody tr')].map((row) => textsOf(row, 'td')),
    };
  }

  claim(
    'plugin/official-plugins/api-docgen#how-it-works',
    'a zh site without locales gets Chinese column titles; disabled without a description gets the standard one, children without one is left out; false and an empty string in the props show as -',
    async () => {
      const table = await rows(docgen, 'index.html');
      expect(table.headers).toEqual(['属性', '说明', '类型', '默认值']);
      const row = (name: string) => table.rows.find((cells) => cells[0] === name);
      expect(row('disabled')?.[1]).toBe('是否禁用');
      expect(row('children')).toBeUndefined();
      expect(row('on')?.[3]).toBe('-');
      expect(row('label')?.[3]).toBe('-');
    },
  );

  claim(
    [
      'plugin/official-plugins/api-docgen#how-it-works',
      'plugin/official-plugins/api-docgen#parsetooloptions',
    ],
    'with skipChildrenPropWithoutDoc: false under parseToolOptions, children without a description is listed with the standard one',
    async () => {
      const table = await rows(extras, 'index.html');
      expect(table.rows.find((cells) => cells[0] === 'children')?.slice(0, 3)).toEqual([
        'children',
        '子节点',
        'ReactNode',
      ]);
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#parsetooloptions',
    'options under documentation go to documentation.js: inferPrivate ^_ hides the _helper it documents by default',
    async () => {
      const text = async (site: ScratchBuild) =>
        textOf(parseHtml(await site.read('math.html')).querySelector('.rspress-doc'));
      const byDefault = await text(docgen);
      expect(byDefault).toContain('Adds two numbers.');
      expect(byDefault).toContain('_helper');
      const withOption = await text(extras);
      expect(withOption).toContain('Adds two numbers.');
      expect(withOption).not.toContain('_helper');
    },
  );

  claim(
    'plugin/official-plugins/typedoc#entrypoints',
    'without entry points TypeDoc documents nothing: the folder gets an index.md with only a heading and the _meta.json, no item pages; the build carries on',
    async () => {
      const folder = path.join(extras.dir, 'docs', 'api');
      expect((await readdir(folder, { recursive: true })).sort()).toEqual([
        '_meta.json',
        'index.md',
      ]);
      const overview = (await readFile(path.join(folder, 'index.md'), 'utf8')).trim();
      expect(overview).toMatch(/^# [^\n]+$/);
      expect(extras.has('api/index.html')).toBe(true);
      expect(extras.has('index.html')).toBe(true);
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#register',
    'in a .md page the API tag renders no table',
    async () => {
      const document = await docgenPage('plain.html');
      const doc = document.querySelector('.rspress-doc');
      expect(textOf(doc)).toContain('After the tag.');
      expect(doc?.querySelector('table')).toBeNull();
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#example',
    'the generated ### heading takes the component name as its anchor, the same as a heading of the page with that text',
    async () => {
      const document = await docgenPage('index.html');
      const h2 = document.querySelector('.rspress-doc h2');
      const h3 = document.querySelector('.rspress-plugin-api-docgen h3');
      expect(textOf(h3)).toMatch(/Extra/);
      expect(h2?.id).toBe('extra');
      expect(h3?.id).toBe('extra');
    },
  );

  claim(
    ['plugin/official-plugins/typedoc#i18n', 'plugin/official-plugins/typedoc#how-it-works'],
    'in a Chinese site the generated pages are in English; with themeConfig.sidebar the generated _meta.json gives the reference no sidebar',
    async () => {
      const greet = await readFile(
        path.join(typedoc.dir, 'docs', 'api', 'functions', 'greet.md'),
        'utf8',
      );
      expect(greet).toMatch(/#+ Parameters/);
      expect(greet).toMatch(/#+ Returns/);
      const js = path.join(typedoc.dir, 'doc_build', 'static', 'js');
      const entry = (await readdir(js)).find((file) => /^index\.\w+\.js$/.test(file));
      const data = await readFile(path.join(js, entry ?? 'none'), 'utf8');
      // The sidebars the theme draws: the config's, up to the nav that follows them.
      const start = data.indexOf('themeConfig:{sidebar:');
      expect(start).toBeGreaterThan(-1);
      const sidebars = data.slice(start, data.indexOf(',nav:', start));
      expect(sidebars).toContain('"/guide/"');
      expect(sidebars).not.toContain('/api');
    },
  );
});
