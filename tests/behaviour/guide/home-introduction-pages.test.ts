/**
 * The home page's hero and features (pinned as `index#hero` and `index#features`: a home page has
 * no headings), and the sentences of Introduction that the other claim files leave out or check
 * weakly. Two scratch sites, built one after the other: a single-language site with a home page,
 * `.md` and `.mdx` pages, a theme of its own and a local plugin; and a site with a folder per
 * language, built with `locales` (English, Chinese, Japanese, Korean, Russian and French) and again
 * with a config that has no `locales`. `rspress preview` and one Chromium show what a reader gets.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { openSearch, search } from '../../support/builtinSearch.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  rootDir,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textsOf } from '../theme/html.ts';

// ---------------------------------------------------------------------------------------------
// The single-language site.

const PLUGIN = `import type { RspressPlugin } from '@rspress/core';

export function pluginProof(): RspressPlugin {
  return {
    name: 'proof',
    addPages() {
      return [{ routePath: '/added', content: '# Added\\n\\nAddedword, a page from a plugin.\\n' }];
    },
    extendPageData(pageData) {
      Object.assign(pageData, { proof: 'page data from a plugin' });
    },
    builderConfig: {
      html: { tags: [{ tag: 'meta', attrs: { name: 'extended-by', content: 'a plugin' } }] },
    },
  };
}
`;

const THEME = `import { usePage } from '@rspress/core/runtime';
import { Layout as BasicLayout } from '@rspress/core/theme-original';

function Proof() {
  const { page } = usePage();
  return <p id="slot">Slot: {(page as { proof?: string }).proof}</p>;
}

export function Layout() {
  return <BasicLayout beforeDocFooter={<Proof />} />;
}

export function HomeFooter() {
  return <footer id="own-footer">A footer of our own</footer>;
}

export * from '@rspress/core/theme-original';
`;

const COUNTER = `import { useState } from 'react';

export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button id="counter" type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}
`;

const IMPORT_COUNTER = "import { Counter } from '../../components/Counter';";

const ONE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginProof } from './plugin-proof';

export default defineConfig({
  root: 'docs',
  title: 'Home site',
  plugins: [pluginProof()],
});
`,
  'plugin-proof.ts': PLUGIN,
  'theme/index.tsx': THEME,
  'components/Counter.tsx': COUNTER,
  'docs/index.md': `---
pageType: home
hero:
  name: Heroword site
  tagline: Taglineword for readers.
features:
  - title: Featureword
    details: Detailsword of a feature.
---
`,
  'docs/guide/mdx-page.mdx': `${IMPORT_COUNTER}

# Mdx page

Paragraphword in the text.

<Counter />

## Headingword section

More text.
`,
  'docs/guide/md-page.md': `${IMPORT_COUNTER}

# Md page

<Counter />
`,
  'docs/guide/callouts.md': `# Callouts

:::tip
A tip.
:::

:::note
A note.
:::

:::warning
A warning.
:::

:::danger
A danger.
:::

:::details
Folded details.
:::
`,
};

// ---------------------------------------------------------------------------------------------
// The site with a folder per language.

const LANGS = {
  en: { label: 'English', home: 'Home', a: 'English paragraph about widgets.' },
  zh: { label: '简体中文', home: '首页', a: '这是一个关于部署静态站点的段落。' },
  ja: { label: '日本語', home: 'ホーム', a: '日本語の段落。' },
  ko: { label: '한국어', home: '홈', a: '한국어 문단.' },
  ru: { label: 'Русский', home: 'Главная', a: 'Русский абзац.' },
  fr: { label: 'Français', home: 'Accueil', a: 'Un paragraphe en français.' },
} as const;
type Lang = keyof typeof LANGS;
const LANG_CODES = Object.keys(LANGS) as Lang[];

const MANY: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Languages',
  lang: 'en',
  locales: [
${LANG_CODES.map((lang) => `    { lang: '${lang}', label: '${LANGS[lang].label}' },`).join('\n')}
  ],
});
`,
  // The same folders, with no locales.
  'plain.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Languages',
  outDir: 'plain_build',
});
`,
};
for (const lang of LANG_CODES) {
  MANY[`docs/${lang}/index.md`] = `# ${LANGS[lang].home}\n`;
  MANY[`docs/${lang}/guide/a.md`] = `# Alpha ${lang}\n\n${LANGS[lang].a}\n`;
  MANY[`docs/${lang}/guide/b.md`] = `# Beta ${lang}\n\nText.\n`;
}

/** The prefix of a language's pages on the site with locales: none for the default language. */
const prefixOf = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

/** A file of a language's pages in the build with locales. */
const fileOf = (lang: Lang, file: string) => (lang === 'en' ? file : `${lang}/${file}`);

// ---------------------------------------------------------------------------------------------

let one: ScratchBuild;
let many: ScratchBuild;
let plain: { code: number; output: string };
let oneServer: RunningServer;
let manyServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // One build at a time.
  one = await buildScratchSite(ONE);
  expect(one.ok, one.output).toBe(true);
  many = await buildScratchSite(MANY);
  expect(many.ok, many.output).toBe(true);
  plain = await many.rebuild({ args: ['--config', 'plain.config.ts'] });
  expect(plain.code, plain.output).toBe(0);
  [oneServer, manyServer, browser] = await Promise.all([
    one.preview(),
    many.preview(),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([one?.remove(), many?.remove()]);
});

/** A file of the build of the site without locales. */
const readPlain = (file: string) => readFile(path.join(many.dir, 'plain_build', file), 'utf8');

/** Opens `url`, searches for each query and gives the results per query. */
async function searchAll(
  url: string,
  queries: string[],
  // The first visit is redirected to the language of the browser: `options.locale` is the reader's.
  options: BrowserContextOptions = {},
): Promise<{ results: Record<string, string[]>; origins: string[]; scripts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const origins = new Set<string>();
  const scripts: Promise<string>[] = [];
  try {
    const tab = await context.newPage();
    tab.on('request', (request) => origins.add(new URL(request.url()).origin));
    tab.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) {
        scripts.push(response.text().catch(() => ''));
      }
    });
    await tab.goto(url);
    await tab.waitForFunction(() => {
      const root = document.getElementById('__rspress_root');
      return (
        document.readyState === 'complete' &&
        root !== null &&
        Object.keys(root).some((key) => key.startsWith('__reactContainer'))
      );
    });
    const pathOf = (address: string) => new URL(address).pathname.replace(/\.html$/, '');
    expect(pathOf(tab.url()), 'no redirect to another language').toBe(pathOf(url));
    await openSearch(tab);
    const results: Record<string, string[]> = {};
    for (const query of queries) results[query] = await search(tab, query);
    return { results, origins: [...origins], scripts: await Promise.all(scripts) };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

describe('The home page and Introduction on a single-language site', () => {
  claim(
    ['index#features', 'guide/start/introduction#what-is-rspress'],
    'the Rspack that Rsbuild runs is Rust: its binding, built with napi-rs, is a native .node binary for this platform',
    async () => {
      const rsbuild = path.join(rootDir, 'node_modules', '@rsbuild', 'core', 'package.json');
      const rspack = createRequire(rsbuild).resolve('@rspack/core/package.json');
      const bindingManifest = createRequire(rspack).resolve('@rspack/binding/package.json');
      const binding = JSON.parse(await readFile(bindingManifest, 'utf8')) as {
        devDependencies: Record<string, string>;
      };
      expect(Object.keys(binding.devDependencies)).toContain('@napi-rs/cli');
      const scope = path.dirname(path.dirname(bindingManifest));
      const native = (await readdir(scope)).filter((name) =>
        name.startsWith(`binding-${process.platform}-${process.arch}`),
      );
      expect(native).toHaveLength(1);
      const files = await readdir(path.join(scope, native[0] ?? ''));
      expect(files.filter((file) => file.endsWith('.node'))).toHaveLength(1);
    },
  );

  claim(
    [
      'index#hero',
      'index#features',
      'guide/start/introduction#react-all-the-way',
      'guide/start/introduction#in-the-box',
    ],
    'an .mdx page imports a React component and it works once the page is hydrated; a .md page shows the import line as text and renders no component',
    async () => {
      const mdx = (await one.read('guide/mdx-page.html')).replaceAll('<!-- -->', '');
      expect(mdx).toContain('<button id="counter" type="button">Clicked 0</button>');
      const tab = await openHydrated(browser, `${oneServer.origin}/guide/mdx-page`);
      try {
        await tab.locator('#counter').click();
        await tab.locator('#counter').click();
        await expect.poll(() => tab.locator('#counter').textContent()).toBe('Clicked 2');
      } finally {
        await tab.context().close();
      }
      const md = await one.read('guide/md-page.html');
      expect(md).toContain('<p>import { Counter } from &#x27;../../components/Counter&#x27;;</p>');
      expect(md).not.toContain('id="counter"');
    },
  );

  claim(
    ['index#hero', 'index#features', 'guide/start/introduction#in-the-box'],
    'the search index is written at build time from every page but the home page; in the browser FlexSearch finds a paragraph and a heading, not the home page’s texts, and nothing is asked of another server',
    async () => {
      const [indexFile, ...others] = (
        await readdir(path.join(one.dir, 'doc_build', 'static'))
      ).filter((file) => file.startsWith('search_index.'));
      expect(others).toEqual([]);
      const entries = JSON.parse(await one.read(`static/${indexFile}`)) as { routePath: string }[];
      expect(entries.map((entry) => entry.routePath).sort()).toEqual([
        '/added',
        '/guide/callouts',
        '/guide/md-page',
        '/guide/mdx-page',
      ]);

      const { results, origins, scripts } = await searchAll(`${oneServer.origin}/guide/callouts`, [
        'paragraphword',
        'headingword',
        'heroword',
        'detailsword',
      ]);
      expect(results.paragraphword).toEqual(['/guide/mdx-page']);
      expect(results.headingword).toContain('/guide/mdx-page#headingword-section');
      expect(results.heroword).toEqual([]);
      expect(results.detailsword).toEqual([]);
      expect(origins).toEqual([oneServer.origin]);
      expect(scripts.some((script) => script.includes('FlexSearch'))).toBe(true);
    },
  );

  claim(
    'index#features',
    'every route, the home page and a route added by a plugin included, is an HTML file; with JavaScript off the home page shows its hero and features, and the other pages their text and title',
    async () => {
      for (const file of ['index.html', 'guide/mdx-page.html', 'added.html', '404.html']) {
        expect(one.has(file), file).toBe(true);
      }
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const tab = await context.newPage();
        await tab.goto(`${oneServer.origin}/`);
        const home = await tab.locator('body').innerText();
        for (const text of ['Heroword site', 'Taglineword for readers.', 'Featureword']) {
          expect(home).toContain(text);
        }
        expect(home).toContain('Detailsword of a feature.');
        for (const [route, text, title] of [
          ['/guide/mdx-page', 'Paragraphword in the text.', 'Mdx page - Home site'],
          ['/added', 'Addedword, a page from a plugin.', 'Added - Home site'],
        ] as const) {
          await tab.goto(`${oneServer.origin}${route}`);
          expect(await tab.locator('body').innerText(), route).toContain(text);
          expect(await tab.title(), route).toBe(title);
        }
      } finally {
        await context.close();
      }
    },
  );

  claim(
    'index#features',
    'a theme fills a layout slot and replaces a theme component; a plugin extends the build (a tag in every page’s head), the routes and the page data',
    async () => {
      const doc = (await one.read('guide/mdx-page.html')).replaceAll('<!-- -->', '');
      expect(doc).toContain('<p id="slot">Slot: page data from a plugin</p>');
      const home = await one.read('index.html');
      expect(home).toContain('<footer id="own-footer">A footer of our own</footer>');
      expect(home).not.toContain('rp-home-footer');
      expect(await one.read('added.html')).toContain('Addedword, a page from a plugin.');
      for (const file of ['index.html', 'guide/md-page.html', 'added.html']) {
        const html = await one.read(file);
        expect(html.slice(0, html.indexOf('</head>')), file).toContain(
          '<meta name="extended-by" content="a plugin">',
        );
      }
    },
  );

  claim(
    'guide/start/introduction#what-is-rspress',
    'the home page is the index.md whose front matter sets pageType: home (an index.md without it is a documentation page, and no index.md, no page at the root); the appearance switch turns dark mode on and off',
    async () => {
      const home = parseHtml(await one.read('index.html'));
      expect(home.querySelector('.rp-home-hero')).not.toBeNull();
      expect(home.querySelector('.rspress-doc')).toBeNull();
      const plainHome = parseHtml(await readPlain('en/index.html'));
      expect(plainHome.querySelector('.rp-home-hero')).toBeNull();
      expect(plainHome.querySelector('.rspress-doc h1')?.textContent).toContain('Home');
      expect(await readdir(path.join(many.dir, 'plain_build'))).not.toContain('index.html');

      // Wider than 1280 pixels: narrower, the switch moves into the navbar's menu.
      const tab = await openHydrated(browser, `${oneServer.origin}/guide/mdx-page`, {
        colorScheme: 'light',
        viewport: { width: 1440, height: 900 },
      });
      try {
        const dark = () => tab.evaluate(() => document.documentElement.classList.contains('dark'));
        expect(await dark()).toBe(false);
        const background = () =>
          tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
        const light = await background();
        const appearance = tab.locator('.rp-nav__others .rp-switch-appearance');
        await appearance.click();
        await expect.poll(dark).toBe(true);
        await expect.poll(background).not.toBe(light);
        await appearance.click();
        await expect.poll(dark).toBe(false);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/start/introduction#in-the-box',
    'with no _nav.json the navbar has no menu items (its title still leads home); :::tip, :::note, :::warning, :::danger and a folded :::details work with no configuration',
    async () => {
      const doc = parseHtml(await one.read('guide/callouts.html'));
      expect(doc.querySelectorAll('.rp-nav-menu__item')).toHaveLength(0);
      expect(doc.querySelector('.rp-nav__title__link')?.getAttribute('href')).toBe('/');
      for (const [type, text] of [
        ['tip', 'A tip.'],
        ['note', 'A note.'],
        ['warning', 'A warning.'],
        ['danger', 'A danger.'],
        ['details', 'Folded details.'],
      ]) {
        expect(
          textsOf(doc, `.rspress-doc .rp-callout--${type} .rp-callout__content`),
          type,
        ).toEqual([text]);
      }
      const details = doc.querySelector('.rspress-doc .rp-callout--details');
      expect(details?.tagName).toBe('DETAILS');
      expect(details?.hasAttribute('open')).toBe(false);
    },
  );
});

describe('The home page on a site with a folder per language', () => {
  claim(
    ['index#hero', 'index#features'],
    'with locales, each page’s language switcher and hreflang links lead to its twins, and the theme texts are shipped in English, Chinese, Japanese, Korean and Russian; French, not shipped, falls back to English with a warning; without locales the folders are plain folders: no switcher, no hreflang, the theme in English',
    async () => {
      const previous: Record<Lang, string> = {
        en: 'Previous page',
        zh: '上一页',
        ja: '前のページ',
        ko: '이전 페이지',
        ru: 'Предыдущая страница',
        fr: 'Previous page',
      };
      for (const lang of LANG_CODES) {
        const doc = parseHtml(await many.read(fileOf(lang, 'guide/a.html')));
        expect(doc.documentElement.getAttribute('lang'), lang).toBe(lang);
        for (const other of LANG_CODES) {
          const twin = `${prefixOf(other)}/guide/a.html`;
          expect(
            doc
              .querySelector(`head link[rel="alternate"][hreflang="${other}"]`)
              ?.getAttribute('href'),
            `${lang} → ${other}`,
          ).toBe(twin);
          if (other === lang) continue;
          const link = doc.querySelector(`.rp-nav a[hreflang="${other}"]`);
          expect(link?.getAttribute('href'), `${lang} → ${other}`).toBe(twin);
          expect(link?.textContent, `${lang} → ${other}`).toBe(LANGS[other].label);
        }
        expect(textsOf(doc, '.rp-prev-next-page__item__desc'), lang).toContain(previous[lang]);
      }
      expect(many.output).toMatch(
        /i18n keys are missing for some languages and have fallen back to 'en'/,
      );

      // In the browser, the switcher of the hydrated page opens the twin.
      const tab = await openHydrated(browser, `${manyServer.origin}/guide/a`);
      try {
        await tab
          .locator('.rp-nav a[hreflang="ja"]')
          .first()
          .evaluate((link: HTMLElement) => link.click());
        await expect.poll(() => new URL(tab.url()).pathname).toMatch(/^\/ja\/guide\/a(\.html)?$/);
        await expect.poll(() => tab.locator('.rspress-doc h1').textContent()).toContain('Alpha ja');
      } finally {
        await tab.context().close();
      }

      for (const lang of ['en', 'zh'] as const) {
        const doc = parseHtml(await readPlain(`${lang}/guide/a.html`));
        expect(doc.documentElement.getAttribute('lang'), lang).toBe('en');
        expect(doc.querySelector('link[hreflang]'), lang).toBeNull();
        expect(doc.querySelector('.rp-nav a[hreflang]'), lang).toBeNull();
        expect(textsOf(doc, '.rp-prev-next-page__item__desc'), lang).toContain('Previous page');
      }
    },
  );

  claim(
    ['index#hero', 'index#features', 'guide/start/introduction#in-the-box'],
    'each language has its own search index: a reader of a Chinese page finds a word inside a Chinese paragraph and no English page, a reader of an English page the reverse',
    async () => {
      const indexes = (await readdir(path.join(many.dir, 'doc_build', 'static')))
        .filter((file) => file.startsWith('search_index.'))
        .map((file) => file.split('.')[1])
        .sort();
      expect(indexes).toEqual([...LANG_CODES].sort());
      const zh = await searchAll(
        `${manyServer.origin}/zh/guide/b`,
        ['部署', '静态站点', 'widgets'],
        {
          locale: 'zh-CN',
        },
      );
      expect(zh.results.部署).toEqual(['/zh/guide/a']);
      expect(zh.results.静态站点).toEqual(['/zh/guide/a']);
      expect(zh.results.widgets).toEqual([]);
      const en = await searchAll(`${manyServer.origin}/guide/b`, ['widgets', '部署'], {
        locale: 'en-US',
      });
      expect(en.results.widgets).toEqual(['/guide/a']);
      expect(en.results.部署).toEqual([]);
    },
  );
});
