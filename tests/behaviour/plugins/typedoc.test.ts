/**
 * The TypeDoc plugin page, executed: the Markdown pages and `_meta.json` it writes into the docs
 * folder, how they become part of the site (sidebar, search, links), its two options, a bilingual
 * site, and what happens when TypeDoc cannot read the sources. The page's example is built as it is.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf } from '../theme/html.ts';

const PAGE = 'plugin/official-plugins/typedoc.md';

const LIBRARY = `/** Options of {@link greet}. */
export interface GreetOptions {
  /** Ends the greeting with an exclamation mark. */
  loud?: boolean;
}

/**
 * Greets someone.
 * @param name - Who to greet.
 * @param options - How to greet.
 * @returns The greeting.
 * @example
 * greet('Ada');
 */
export function greet(name: string, options: GreetOptions = {}): string {
  return \`Hello, \${name}\${options.loud ? '!' : '.'}\`;
}

/** Counts up. */
export class Counter {
  /** The current count. */
  value = 0;

  /** Adds one and returns the new count. */
  increment(): number {
    this.value += 1;
    return this.value;
  }
}
`;

function config(body: string): string {
  return `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginTypeDoc } from '@rspress/plugin-typedoc';

export default defineConfig({
  root: path.join(import.meta.dirname, 'docs'),
${body}
});
`;
}

const COMPILER_OPTIONS = {
  strict: true,
  target: 'ES2020',
  module: 'ESNext',
  moduleResolution: 'Bundler',
};
/** No declarations of node_modules/@types: TypeDoc has less to read (the example's skipLibCheck works too). */
const TSCONFIG = JSON.stringify({
  compilerOptions: { ...COMPILER_OPTIONS, types: [] },
  include: ['src'],
});

describe('sites with the TypeDoc plugin', () => {
  let server: RunningServer;
  let browser: Browser;
  let sites: Record<'example' | 'bilingual' | 'defaults' | 'modern' | 'outside', ScratchBuild>;

  beforeAll(async () => {
    const [exampleConfig, exampleTsconfig, nav, ignore] = await Promise.all([
      exampleFromPage(PAGE, 'example', 'rspress.config.ts'),
      exampleFromPage(PAGE, 'example', 'tsconfig.json'),
      exampleFromPage(PAGE, 'example', 'docs/_nav.json'),
      exampleFromPage(PAGE, 'example', '.gitignore'),
    ]);
    const built = await Promise.all([
      buildScratchSite({
        'rspress.config.ts': exampleConfig,
        'tsconfig.json': exampleTsconfig,
        'docs/_nav.json': nav,
        '.gitignore': ignore,
        'src/index.ts': LIBRARY,
        'docs/index.md': '# my-lib\n\nThe home page.\n',
        'docs/guide.md': '# Guide\n\nCall [greet](/reference/functions/greet) to greet.\n',
        // Left over from an earlier run: the folder is rewritten.
        'docs/reference/stale.md': '# Stale\n',
      }),
      buildScratchSite({
        'rspress.config.ts': config(`  title: 'Bilingual',
  themeConfig: { nav: [{ text: 'API', link: '/api/' }] },
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  plugins: [
    pluginTypeDoc({
      entryPoints: ['src/greet.ts', 'src/counter.ts'],
      outDir: 'en/api',
    }),
  ],`),
        'tsconfig.json': TSCONFIG,
        'src/greet.ts': LIBRARY.slice(0, LIBRARY.indexOf('/** Counts up. */')),
        'src/counter.ts': LIBRARY.slice(LIBRARY.indexOf('/** Counts up. */')),
        'docs/en/index.md': '# Home\n',
        'docs/zh/index.md': '# 首页\n',
      }),
      buildScratchSite({
        'rspress.config.ts': config(`  title: 'Defaults',
  plugins: [pluginTypeDoc({ entryPoints: [path.join(import.meta.dirname, 'src/index.ts')] })],`),
        'tsconfig.json': TSCONFIG,
        'src/index.ts': LIBRARY,
        'docs/index.md': '# Home\n',
      }),
      buildScratchSite({
        'rspress.config.ts': config(
          `  plugins: [pluginTypeDoc({ entryPoints: ['src/index.ts'] })],`,
        ),
        // Without skipLibCheck TypeDoc checks the declarations it reads from node_modules/@types
        // (all of them without a types list; only the one of the MDX compiler here, to keep it short).
        'tsconfig.json': JSON.stringify({
          compilerOptions: { ...COMPILER_OPTIONS, types: ['mdx'] },
          include: ['src'],
        }),
        'src/index.ts': `${LIBRARY}
/** Uses a declaration of TypeScript 5.2. */
export function scoped(): number {
  using handle = { [Symbol.dispose]() {} };
  return handle ? 1 : 0;
}
`,
        'docs/index.md': '# Home\n',
      }),
      buildScratchSite({
        'rspress.config.ts': config(
          `  plugins: [pluginTypeDoc({ entryPoints: ['lib/index.ts'] })],`,
        ),
        'tsconfig.json': TSCONFIG,
        'lib/index.ts': LIBRARY,
        'docs/index.md': '# Home\n',
      }),
    ]);
    const [example, bilingual, defaults, modern, outside] = built;
    sites = { example, bilingual, defaults, modern, outside } as typeof sites;
    expect(example.ok, example.output).toBe(true);
    expect(bilingual.ok, bilingual.output).toBe(true);
    [server, browser] = await Promise.all([example.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(sites ?? {}).map((site) => site.remove()));
  });

  /** The sidebar's text on a page, once React has drawn it. */
  async function sidebar(route: string): Promise<string> {
    const tab = await openHydrated(browser, `${server.origin}${route}`, {
      viewport: { width: 1440, height: 900 },
    });
    try {
      const aside = tab.locator('.rp-doc-layout__sidebar');
      await expect.poll(() => aside.count()).toBe(1);
      return (await aside.innerText()).replace(/\s+/g, ' ');
    } finally {
      await tab.context().close();
    }
  }

  const source = (site: ScratchBuild, file: string) => readFile(path.join(site.dir, file), 'utf8');
  const html = async (site: ScratchBuild, file: string) => parseHtml(await site.read(file));

  claim(
    ['plugin/official-plugins/typedoc#how-it-works', 'plugin/official-plugins/typedoc#example'],
    'the plugin writes index.md, one folder per kind with a page per item, and a _meta.json: index first, then a group per folder',
    async () => {
      const folder = path.join(sites.example.dir, 'docs', 'reference');
      const files = (await readdir(folder, { recursive: true })).map((file) =>
        file.split(path.sep).join('/'),
      );
      expect(files).toEqual(
        expect.arrayContaining([
          'index.md',
          '_meta.json',
          'classes/Counter.md',
          'interfaces/GreetOptions.md',
          'functions/greet.md',
        ]),
      );
      const meta = JSON.parse(
        await source(sites.example, 'docs/reference/_meta.json'),
      ) as unknown[];
      expect(meta[0]).toBe('index');
      const labels = meta
        .slice(1)
        .map((entry) => (entry as { label?: string }).label)
        .sort();
      expect(labels).toEqual(['Classes', 'Functions', 'Interfaces']);
      const index = await source(sites.example, 'docs/reference/index.md');
      for (const name of ['Counter', 'GreetOptions', 'greet']) expect(index).toContain(name);
    },
  );

  claim(
    'plugin/official-plugins/typedoc#how-it-works',
    'fixed settings: the project name is the site title, no source links, no README, no breadcrumbs; links between the pages are relative',
    async () => {
      const index = await source(sites.example, 'docs/reference/index.md');
      expect(index).toMatch(/^# my-lib/m);
      const greet = await source(sites.example, 'docs/reference/functions/greet.md');
      expect(greet).not.toMatch(/Defined in/);
      expect(greet).not.toMatch(/github\.com|src\/index\.ts/);
      expect(greet).toContain('../interfaces/GreetOptions');
      expect(greet).not.toMatch(/\]\(\/|\]\(https?:/);
      expect(existsSync(path.join(sites.example.dir, 'docs', 'reference', 'README.md'))).toBe(
        false,
      );
      // A breadcrumb would be a first line of links back to the index.
      expect(greet.split('\n')[0]).not.toMatch(/\]\(/);
    },
  );

  claim(
    [
      'plugin/official-plugins/typedoc#how-it-works',
      'plugin/official-plugins/typedoc#outdir',
      'plugin/official-plugins/typedoc#example',
    ],
    'the generated pages are ordinary pages under /<outDir>/: in the sidebar, in the search index, reachable by links from other pages and from the navbar',
    async () => {
      expect(sites.example.has('reference/index.html')).toBe(true);
      const greet = await html(sites.example, 'reference/functions/greet.html');
      expect(textOf(greet.querySelector('.rspress-doc h1'))).toContain('greet');
      const items = await sidebar('/reference/functions/greet');
      expect(items).toContain('Classes');
      expect(items).toContain('Counter');
      expect(items).toContain('Functions');
      const guide = await html(sites.example, 'guide.html');
      const link = guide.querySelector('.rspress-doc a[href*="greet"]');
      expect(link?.getAttribute('href')).toMatch(/^\/reference\/functions\/greet(\.html)?$/);
      const tab = await openHydrated(browser, `${server.origin}/guide`);
      try {
        await tab.getByRole('link', { name: 'Reference' }).first().click();
        await tab.waitForURL(/\/reference\/(index\.html)?$/);
        await tab.getByRole('heading', { level: 1, name: /my-lib/ }).waitFor();
      } finally {
        await tab.context().close();
      }
      const staticDir = path.join(sites.example.dir, 'doc_build', 'static');
      const index = (await readdir(staticDir)).find((file) => file.startsWith('search_index'));
      expect(await readFile(path.join(staticDir, index ?? 'none'), 'utf8')).toContain('Counts up.');
    },
  );

  claim(
    'plugin/official-plugins/typedoc#how-it-works',
    'the folder is rewritten on every run: a file left in it is gone',
    () => {
      expect(existsSync(path.join(sites.example.dir, 'docs', 'reference', 'stale.md'))).toBe(false);
      expect(sites.example.has('reference/stale.html')).toBe(false);
    },
  );

  claim(
    'plugin/official-plugins/typedoc#example',
    'TSDoc comments become the descriptions and the parameter tables of the pages',
    async () => {
      const greet = textOf(
        (await html(sites.example, 'reference/functions/greet.html')).querySelector('.rspress-doc'),
      );
      expect(greet).toContain('Greets someone.');
      expect(greet).toContain('Who to greet.');
      expect(greet).toContain('The greeting.');
      expect(greet).toContain("greet('Ada');");
    },
  );

  claim(
    [
      'plugin/official-plugins/typedoc#outdir',
      'plugin/official-plugins/typedoc#entrypoints',
      'plugin/official-plugins/typedoc#options',
    ],
    'by default the pages go to docs/api and the overview is at /api/; an absolute entry point works',
    async () => {
      expect(sites.defaults.ok, sites.defaults.output).toBe(true);
      expect(existsSync(path.join(sites.defaults.dir, 'docs', 'api', 'index.md'))).toBe(true);
      expect(sites.defaults.has('api/index.html')).toBe(true);
      expect(sites.defaults.has('api/functions/greet.html')).toBe(true);
    },
  );

  claim(
    ['plugin/official-plugins/typedoc#version', 'plugin/official-plugins/typedoc#register'],
    'TypeDoc stops at any error of the program: a using declaration (TypeScript 5.2) and, without skipLibCheck, the @types/mdx that Rspress installs; no pages, the build carries on',
    () => {
      expect(sites.modern.ok, sites.modern.output).toBe(true);
      expect(sites.modern.output).toContain('TS1434');
      // TypeDoc colours its messages.
      const output = stripVTControlCharacters(sites.modern.output);
      expect(output).toMatch(/@types\/mdx\/types\.d\.ts:\d+:\d+ - error/);
      expect(existsSync(path.join(sites.modern.dir, 'docs', 'api'))).toBe(false);
    },
  );

  claim(
    ['plugin/official-plugins/typedoc#register', 'plugin/official-plugins/typedoc#entrypoints'],
    'an entry point outside the tsconfig program: Unable to find any entry points, no pages, the build carries on; a path relative to the folder rspress runs in',
    () => {
      expect(sites.outside.ok, sites.outside.output).toBe(true);
      expect(sites.outside.output).toContain('Unable to find any entry points');
      expect(existsSync(path.join(sites.outside.dir, 'docs', 'api'))).toBe(false);
    },
  );

  claim(
    ['plugin/official-plugins/typedoc#i18n', 'plugin/official-plugins/typedoc#entrypoints'],
    'outDir en/api puts the English reference in the English tree; several entry points become modules',
    async () => {
      const folder = path.join(sites.bilingual.dir, 'docs', 'en', 'api');
      const files = (await readdir(folder, { recursive: true })).map((file) =>
        file.split(path.sep).join('/'),
      );
      expect(files.some((file) => file.startsWith('modules/'))).toBe(true);
      expect(sites.bilingual.has('api/index.html')).toBe(true);
      expect(sites.bilingual.has('zh/api/index.html')).toBe(false);
      const overview = textOf(
        (await html(sites.bilingual, 'api/index.html')).querySelector('.rspress-doc'),
      );
      expect(overview).toMatch(/greet/);
      expect(overview).toMatch(/counter/);
    },
  );

  claim(
    ['plugin/official-plugins/typedoc#example', 'plugin/official-plugins/typedoc#how-it-works'],
    'with themeConfig.nav in the config, the generated _meta.json is ignored and the reference pages have no sidebar',
    async () => {
      // The sidebars the theme draws are part of the site data in the entry script.
      const js = path.join(sites.bilingual.dir, 'doc_build', 'static', 'js');
      const entry = (await readdir(js)).find((file) => /^index\.\w+\.js$/.test(file));
      const data = await readFile(path.join(js, entry ?? 'none'), 'utf8');
      expect(data).toMatch(/sidebar:\{\}/);
      expect(data).not.toMatch(/sidebar:\{"\//);
    },
  );

  claim(
    'plugin/official-plugins/typedoc#i18n',
    'every call of pluginTypeDoc returns a plugin of the same name (that Rspress rejects a second one is pinned in plugin-api.test.ts)',
    async () => {
      const { pluginTypeDoc } = await import('@rspress/plugin-typedoc');
      const english = pluginTypeDoc({ entryPoints: ['src/index.ts'], outDir: 'en/api' });
      const chinese = pluginTypeDoc({ entryPoints: ['src/index.ts'], outDir: 'zh/api' });
      expect(english.name).toBe(chinese.name);
    },
  );
});
