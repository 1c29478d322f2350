/**
 * Facts about plugins and the plugin API, the build options shared with the guides, static assets
 * and the runtime API that several pages state in their own words, each run once on scratch sites:
 * a bilingual site under a base path with two probe plugins next to the same options in the config;
 * the same site with an `i18n.json` that overrides a plugin's text in Chinese only; and a site
 * under a base path with public files, bundled images and the experimental SSG options.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { HOOKS_IN_BUILD_ORDER } from '../plugins/hookSite.ts';
import { parseHtml, textOf } from '../theme/html.ts';

/** Two plugins that log every hook to hooks.log; the first also adds a page, styles, a UI component, Markdown plugins, constants and texts. */
const PLUGIN_CONFIG = `import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type RspressPlugin } from '@rspress/core';

const dir = import.meta.dirname;
const log = (entry: string) => appendFileSync(path.join(dir, 'hooks.log'), entry + '\\n');

/** Marks every <pre> with whether Shiki had highlighted it, and whether the config's probe had run. */
function rehypeProbe(name: string) {
  return () => (tree: any) => {
    const walk = (node: any) => {
      if (node.tagName === 'pre') {
        const classes = [].concat(node.properties?.className ?? []).join(' ');
        node.properties['data-' + name + '-after-config'] = String('data-config-saw' in node.properties);
        node.properties['data-' + name + '-saw'] = classes.includes('shiki') ? 'highlighted' : 'plain';
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}

function probe(name: string): RspressPlugin {
  return {
    name,
    config(config) { log(name + ':config'); return config; },
    addPages() {
      log(name + ':addPages');
      return name === 'probe-a' ? [{ routePath: '/added', content: '# Added page\\n\\naddedword\\n' }] : [];
    },
    routeGenerated(routes) { log(name + ':routeGenerated ' + routes.map((r) => r.routePath).sort().join(',')); },
    routeServiceGenerated() { log(name + ':routeServiceGenerated'); },
    beforeBuild() { log(name + ':beforeBuild'); },
    addRuntimeModules() { log(name + ':addRuntimeModules'); return {}; },
    modifySearchIndexData() { log(name + ':modifySearchIndexData'); },
    extendPageData(page: any) { log(name + ':extendPageData'); if (name === 'probe-a') page.probeWords = 42; },
    i18nSource(source) {
      log(name + ':i18nSource');
      return name === 'probe-a'
        ? { ...source, probeText: { en: 'plugin en', zh: 'plugin zh' }, probeOnlyEn: { en: 'only english' } }
        : source;
    },
    afterBuild() { log(name + ':afterBuild'); },
  };
}

export default defineConfig({
  root: 'docs',
  title: 'Probesite',
  base: '/base/',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  globalStyles: path.join(dir, 'styles', 'config.css'),
  globalUIComponents: [path.join(dir, 'components', 'ConfigUi.tsx')],
  builderConfig: { source: { define: { __PROBE_B__: JSON.stringify('user') } } },
  markdown: {
    rehypePlugins: [rehypeProbe('config')],
    globalComponents: [path.join(dir, 'components', 'Note.tsx')],
  },
  plugins: [
    {
      ...probe('probe-a'),
      globalStyles: path.join(dir, 'styles', 'plugin.css'),
      globalUIComponents: [path.join(dir, 'components', 'PluginUi.tsx')],
      builderConfig: {
        source: { define: { __PROBE_A__: JSON.stringify('plugin'), __PROBE_B__: JSON.stringify('plugin') } },
      },
      markdown: {
        rehypePlugins: [rehypeProbe('plugin')],
        globalComponents: [path.join(dir, 'plugin', 'Note.tsx')],
      },
    },
    probe('probe-b'),
  ],
});
`;

const CONFIG_UI = `import { useDark, useI18n, useLang, useLocation, useNavigate, usePage } from '@rspress/core/runtime';

export default function ConfigUi() {
  const { page } = usePage() as any;
  const t = useI18n<any>();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div
      id="ui-config"
      data-words={String(page.probeWords)}
      data-has-content={String('content' in page)}
      data-has-flatten={String('_flattenContent' in page)}
      data-lang={useLang()}
      data-dark={String(useDark())}
      data-pathname={pathname}
    >
      <span className="t-probe">{t('probeText')}</span>
      <span className="t-only-en">{t('probeOnlyEn')}</span>
      <span className="defines">{String(typeof __PROBE_A__ === 'undefined' ? 'none' : __PROBE_A__)}/{String(__PROBE_B__)}</span>
      <button type="button" id="go-added" onClick={() => navigate('/added')}>go</button>
    </div>
  );
}
`;

const PLUGIN_SITE = {
  'rspress.config.ts': PLUGIN_CONFIG,
  'i18n.json': JSON.stringify({ probeText: { en: 'site en', zh: 'site zh' } }),
  'styles/config.css': '.order-probe{color:#111111}\n',
  'styles/plugin.css': '.order-probe{color:#222222}\n',
  'components/Note.tsx':
    'export default function Note() {\n  return <aside className="note-config">config note</aside>;\n}\n',
  'plugin/Note.tsx':
    'export default function Note() {\n  return <aside className="note-plugin">plugin note</aside>;\n}\n',
  'components/ConfigUi.tsx': CONFIG_UI,
  'components/PluginUi.tsx':
    'export default function PluginUi() {\n  return <div id="ui-plugin">plugin ui</div>;\n}\n',
  'docs/en/index.md': '# Home\n\nhome text.\n',
  'docs/en/guide/start.mdx': '# Start\n\nstart text.\n\n<Note />\n\n```js\nconst a = 1;\n```\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/zh/guide/start.mdx': '# 开始\n\n中文。\n',
};

/** The same site, whose i18n.json overrides the plugin's text in Chinese only. */
const ZH_ONLY_SITE = {
  ...PLUGIN_SITE,
  'i18n.json': JSON.stringify({ probeText: { zh: 'site zh' } }),
};

const svg = (pad: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'a'.repeat(pad)}</desc></svg>`;

/** Under base /docs/, a logo without logoText, public files, bundled images of both sizes, and the experimental SSG options. */
const ASSET_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Assetsite',
  base: '/docs/',
  icon: '/favicon.svg',
  logo: '/logo.svg',
  ssg: { experimentalWorker: true, experimentalExcludeRoutePaths: ['/guide/excluded'] },
});
`,
  'docs/public/favicon.svg': svg(10),
  'docs/public/logo.svg': svg(10),
  'docs/public/images/welcome.png': 'PNG-welcome',
  'docs/public/notes.md': '# Public notes\n\npublicword\n',
  'docs/guide/images/small.png': 's'.repeat(1000),
  'docs/guide/images/big.png': 'b'.repeat(6000),
  'docs/guide/images/big.svg': svg(6000),
  'docs/index.md': '# Home\n',
  'docs/guide/install.md':
    '# Install\n\n![w](/images/welcome.png)\n\n![s](./images/small.png)\n\n![b](./images/big.png)\n\n' +
    '![v](./images/big.svg)\n\n[anchor](/guide/other#nowhere)\n\n```js\nconst a = 1;\n```\n',
  'docs/guide/jsx.mdx':
    '# Jsx\n\n<img src="/images/welcome.png" alt="abs" />\n\n<img src="./images/big.png" alt="rel" />\n',
  'docs/guide/excluded.md': '# Excluded\n\nexcludedword\n',
  'docs/guide/other.md': '# Other\n\notherword\n',
};

/** The documented order, with i18nSource where it runs: after extendPageData, before afterBuild. */
const HOOK_ORDER = [
  ...HOOKS_IN_BUILD_ORDER.filter((hook) => hook !== 'afterBuild'),
  'i18nSource',
  'afterBuild',
];

describe('facts stated on several pages: plugins, build options, static assets, runtime API', () => {
  let plugins: ScratchBuild;
  let zhOnly: ScratchBuild;
  let assets: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [plugins, zhOnly, assets] = await Promise.all([
      buildScratchSite(PLUGIN_SITE),
      buildScratchSite(ZH_ONLY_SITE),
      buildScratchSite(ASSET_SITE),
    ]);
    expect(plugins.ok, plugins.output).toBe(true);
    expect(assets.ok, assets.output).toBe(true);
    [server, browser] = await Promise.all([plugins.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([plugins, zhOnly, assets].map((site) => site?.remove()));
  });

  /** The hooks that plugin `name` logged, in order. */
  async function hooksOf(site: ScratchBuild, name: string): Promise<string[]> {
    const log = await readFile(path.join(site.dir, 'hooks.log'), 'utf8');
    const entries = log
      .split('\n')
      .filter((line) => line.startsWith(`${name}:`))
      .map((line) => line.slice(name.length + 1));
    // `rspress preview` calls config (and addRuntimeModules) again: keep the build's entries.
    const preview = entries.indexOf('config', 1);
    return preview === -1 ? entries : entries.slice(0, preview);
  }

  claim(
    [
      'plugin/system/plugin-api#hook-order',
      'plugin/system/plugin-api#hooks',
      'plugin/system/plugin-api#at-a-glance',
      'plugin/system/plugin-api#routegenerated',
      'plugin/system/plugin-api#i18nsource',
    ],
    'rspress build calls the hooks in the documented order, extendPageData once per page and i18nSource more than once; routeGenerated sees the pages of addPages',
    async () => {
      for (const name of ['probe-a', 'probe-b']) {
        const hooks = (await hooksOf(plugins, name)).map((entry) => entry.split(' ')[0]);
        const firsts = HOOK_ORDER.map((hook) => hooks.indexOf(hook));
        expect(
          firsts.every((index) => index >= 0),
          hooks.join(),
        ).toBe(true);
        expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
        expect(hooks.at(-1)).toBe('afterBuild');
        expect(hooks.filter((hook) => hook === 'extendPageData')).toHaveLength(5);
        expect(hooks.filter((hook) => hook === 'i18nSource').length).toBeGreaterThan(1);
        for (const hook of HOOK_ORDER.filter(
          (h) => !['extendPageData', 'i18nSource'].includes(h),
        )) {
          expect(
            hooks.filter((entry) => entry === hook),
            hook,
          ).toHaveLength(1);
        }
      }
      const [routes] = (await hooksOf(plugins, 'probe-b')).filter((entry) =>
        entry.startsWith('routeGenerated'),
      );
      expect(routes).toBe('routeGenerated /,/added,/guide/start,/zh/,/zh/guide/start');
      expect(plugins.has('added.html')).toBe(true);
    },
  );

  claim(
    [
      'plugin/system/plugin-api#markdown',
      'guide/advanced/extend-build#plugin-order',
      'api/config/config-build#markdown-rehypeplugins',
    ],
    "a plugin's rehype plugins run after those of the config and, like them, before Shiki: they see code blocks as plain <pre>",
    async () => {
      const pre = parseHtml(await plugins.read('guide/start.html')).querySelector(
        '.rspress-doc pre',
      );
      expect(pre?.className).toContain('shiki');
      expect(pre?.getAttribute('data-config-saw')).toBe('plain');
      expect(pre?.getAttribute('data-plugin-saw')).toBe('plain');
      expect(pre?.getAttribute('data-plugin-after-config')).toBe('true');
      expect(pre?.getAttribute('data-config-after-config')).toBe('false');
    },
  );

  claim(
    ['plugin/system/plugin-api#markdown', 'api/config/config-build#markdown-globalcomponents'],
    "a plugin's and the config's globalComponents of the same name: pages get the config's component",
    async () => {
      const doc = parseHtml(await plugins.read('guide/start.html'));
      expect(textOf(doc.querySelector('.rspress-doc .note-config'))).toBe('config note');
      expect(doc.querySelector('.note-plugin')).toBeNull();
    },
  );

  claim(
    [
      'plugin/system/plugin-api#globaluicomponents',
      'plugin/system/introduction#plugin-order',
      'api/config/config-basic#globaluicomponents',
      'guide/advanced/extend-build#global-ui-components',
    ],
    "global UI components render on every page, the home page and a page of addPages included, the config's before the plugin's",
    async () => {
      for (const file of [
        'index.html',
        'added.html',
        'guide/start.html',
        'zh/index.html',
        '404.html',
      ]) {
        const html = await plugins.read(file);
        const [config, plugin] = [html.indexOf('id="ui-config"'), html.indexOf('id="ui-plugin"')];
        expect(config, file).toBeGreaterThan(0);
        expect(plugin, file).toBeGreaterThan(config);
      }
    },
  );

  claim(
    [
      'plugin/system/plugin-api#globalstyles',
      'plugin/system/introduction#plugin-order',
      'api/config/config-basic#globalstyles',
      'guide/advanced/extend-build#as-a-plugin',
    ],
    "the plugin's stylesheet comes after the config's globalStyles, so its rule wins",
    async () => {
      await withHydrated(browser, `${server.origin}/base/guide/start.html`, async (tab) => {
        const color = await tab.evaluate(() => {
          const probe = document.createElement('p');
          probe.className = 'order-probe';
          document.body.append(probe);
          return getComputedStyle(probe).color;
        });
        expect(color).toBe('rgb(34, 34, 34)');
      });
    },
  );

  claim(
    [
      'plugin/system/plugin-api#builderconfig',
      'plugin/system/introduction#plugin-order',
      'api/config/config-build#builderconfig',
      'guide/advanced/extend-build#how-the-build-works',
    ],
    "builderConfig of a plugin and of the config are merged key by key, the config's value winning",
    async () => {
      const doc = parseHtml((await plugins.read('guide/start.html')).replaceAll('<!-- -->', ''));
      expect(textOf(doc.querySelector('#ui-config .defines'))).toBe('plugin/user');
    },
  );

  claim(
    [
      'plugin/system/plugin-api#extendpagedata',
      'plugin/system/introduction#what-plugins-can-do',
      'plugin/system/write-a-plugin#what-we-build',
      'api/client-api/api-runtime#usepage',
    ],
    'a field added by extendPageData is read with usePage() in the pre-rendered page and in the browser; content and _flattenContent are not shipped',
    async () => {
      const ssg = parseHtml(await plugins.read('guide/start.html')).querySelector('#ui-config');
      expect(ssg?.getAttribute('data-words')).toBe('42');
      await withHydrated(browser, `${server.origin}/base/guide/start.html`, async (tab) => {
        const probe = tab.locator('#ui-config');
        await expect.poll(() => probe.getAttribute('data-words')).toBe('42');
        expect(await probe.getAttribute('data-has-content')).toBe('false');
        expect(await probe.getAttribute('data-has-flatten')).toBe('false');
      });
    },
  );

  claim(
    [
      'plugin/system/plugin-api#i18nsource',
      'api/config/config-basic#i18nsource',
      'plugin/system/write-a-plugin#style-and-translate',
      'guide/default-theme/i18n#i18n-source',
      'api/client-api/api-runtime#usei18n',
    ],
    "i18n.json overrides a plugin's text; a language the plugin left out falls back to English, in the HTML and in the browser",
    async () => {
      const expected: [string, string][] = [
        ['guide/start.html', 'site en'],
        ['zh/guide/start.html', 'site zh'],
      ];
      for (const [file, text] of expected) {
        const doc = parseHtml(await plugins.read(file));
        expect(textOf(doc.querySelector('#ui-config .t-probe')), file).toBe(text);
        expect(textOf(doc.querySelector('#ui-config .t-only-en')), file).toBe('only english');
      }
      expect(plugins.output).toMatch(/probeOnlyEn/);
      await withHydrated(
        browser,
        `${server.origin}/base/zh/guide/start.html`,
        async (tab) => {
          await expect.poll(() => tab.locator('#ui-config .t-probe').textContent()).toBe('site zh');
          expect(await tab.locator('#ui-config .t-only-en').textContent()).toBe('only english');
        },
        { locale: 'zh-CN' },
      );
    },
  );

  claim(
    [
      'plugin/system/write-a-plugin#style-and-translate',
      'plugin/system/plugin-api#i18nsource',
      'api/config/config-basic#i18nsource',
    ],
    "an i18n.json entry that overrides a plugin's text in Chinese only stops the build, although the plugin gives the English text",
    async () => {
      expect(zhOnly.ok).toBe(false);
      expect(zhOnly.output).toContain('i18n text missing for probeText');
    },
  );

  claim(
    ['plugin/system/plugin-api#afterbuild', 'plugin/system/plugin-api#hook-order'],
    'when the build fails, the earlier hooks have run but afterBuild does not',
    async () => {
      expect(zhOnly.ok).toBe(false);
      const hooks = await hooksOf(zhOnly, 'probe-a');
      expect(hooks).toContain('beforeBuild');
      expect(hooks).not.toContain('afterBuild');
    },
  );

  claim(
    [
      'api/client-api/api-runtime#uselang',
      'api/client-api/api-runtime#react-router-dom',
      'guide/default-theme/i18n#use-i18n',
    ],
    'useLang gives the language of the page and useLocation a pathname without the base; useNavigate moves to another page without a reload',
    async () => {
      await withHydrated(
        browser,
        `${server.origin}/base/zh/guide/start.html`,
        async (tab) => {
          const probe = tab.locator('#ui-config');
          await expect.poll(() => probe.getAttribute('data-lang')).toBe('zh');
          expect(await probe.getAttribute('data-pathname')).toMatch(
            /^\/zh\/guide\/start(\.html)?$/,
          );
          await tab.evaluate(() => {
            (window as unknown as { marker: number }).marker = 1;
          });
          await tab.locator('#go-added').click();
          await expect
            .poll(() => tab.locator('.rspress-doc h1').textContent())
            .toContain('Added page');
          expect(new URL(tab.url()).pathname).toMatch(/^\/base\/added/);
          expect(await probe.getAttribute('data-pathname')).toBe('/added');
          expect(await probe.getAttribute('data-lang')).toBe('en');
          expect(await tab.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
            1,
          );
        },
        { locale: 'zh-CN' },
      );
    },
  );

  claim(
    [
      'api/client-api/api-runtime#usedark',
      'guide/default-theme/navbar#appearance',
      'guide/advanced/custom-theme#css-variables',
    ],
    'a reader whose system is dark sees the site dark (<html> has dark and rp-dark), yet useDark() stays false, as in the pre-rendered page',
    async () => {
      const ssg = parseHtml(await plugins.read('guide/start.html')).querySelector('#ui-config');
      expect(ssg?.getAttribute('data-dark')).toBe('false');
      await withHydrated(
        browser,
        `${server.origin}/base/guide/start.html`,
        async (tab) => {
          const classes = await tab.evaluate(() => [...document.documentElement.classList]);
          expect(classes).toEqual(expect.arrayContaining(['dark', 'rp-dark']));
          await expect.poll(() => tab.locator('#ui-config').getAttribute('data-words')).toBe('42');
          expect(await tab.locator('#ui-config').getAttribute('data-dark')).toBe('false');
        },
        { colorScheme: 'dark' },
      );
    },
  );

  claim(
    [
      'guide/basic/static-assets#public-folder',
      'guide/basic/static-assets#two-kinds',
      'guide/basic/conventional-route#always-skipped',
      'api/config/config-build#route-exclude',
      'guide/basic/deploy#output',
    ],
    'public files are copied to the output root under their own names, and a Markdown file in public is no page',
    async () => {
      expect(await assets.read('images/welcome.png')).toBe('PNG-welcome');
      expect(await assets.read('notes.md')).toBe('# Public notes\n\npublicword\n');
      expect(assets.has('favicon.svg')).toBe(true);
      expect(assets.has('notes.html')).toBe(false);
      expect(assets.has('public/notes.html')).toBe(false);
    },
  );

  claim(
    [
      'guide/basic/static-assets#relative-images',
      'guide/basic/static-assets#two-kinds',
      'guide/basic/deploy#output',
      'guide/basic/use-mdx#images',
    ],
    'relative images are bundled: above 4 KB into static/image/ (SVG into static/svg/) with a hash, 4 KB or less inlined as a data URL',
    async () => {
      const imgs = [
        ...parseHtml(await assets.read('guide/install.html')).querySelectorAll('.rspress-doc img'),
      ];
      const src = (alt: string) =>
        imgs.find((img) => img.getAttribute('alt') === alt)?.getAttribute('src');
      expect(src('s')).toMatch(/^data:image\/png;base64,/);
      const big = src('b') ?? '';
      expect(big).toMatch(/^\/docs\/static\/image\/big\.[0-9a-f]+\.png$/);
      expect(assets.has(big.replace('/docs/', ''))).toBe(true);
      const vector = src('v') ?? '';
      expect(vector).toMatch(/^\/docs\/static\/svg\/big\.[0-9a-f]+\.svg$/);
      expect(assets.has(vector.replace('/docs/', ''))).toBe(true);
    },
  );

  claim(
    [
      'guide/basic/static-assets#absolute-images',
      'guide/basic/static-assets#images-in-components',
      'guide/basic/static-assets#base-path',
      'guide/basic/use-mdx#images',
    ],
    'a Markdown image path into public gets the base; an absolute <img src> in MDX is written as it is, a relative one is bundled',
    async () => {
      const md = parseHtml(await assets.read('guide/install.html'));
      expect(md.querySelector('.rspress-doc img[alt="w"]')?.getAttribute('src')).toBe(
        '/docs/images/welcome.png',
      );
      const mdx = parseHtml(await assets.read('guide/jsx.html'));
      expect(mdx.querySelector('.rspress-doc img[alt="abs"]')?.getAttribute('src')).toBe(
        '/images/welcome.png',
      );
      expect(mdx.querySelector('.rspress-doc img[alt="rel"]')?.getAttribute('src')).toMatch(
        /^\/docs\/static\/image\/big\.[0-9a-f]+\.png$/,
      );
    },
  );

  claim(
    [
      'api/config/config-basic#logotext',
      'api/config/config-basic#logo',
      'guide/default-theme/navbar#logo',
      'guide/default-theme/navbar#anatomy',
      'guide/basic/static-assets#icon-logo',
    ],
    'the navbar shows the site title only when neither logo nor logoText is set: a logo alone shows no title text; the logo path gets the base',
    async () => {
      const withLogo = parseHtml(await assets.read('guide/other.html'));
      const title = withLogo.querySelector('.rp-nav__title__link');
      expect(title?.querySelector('img')?.getAttribute('src')).toBe('/docs/logo.svg');
      expect(textOf(title)).toBe('');
      const without = parseHtml(await plugins.read('guide/start.html'));
      const plain = without.querySelector('.rp-nav__title__link');
      expect(plain?.querySelector('img')).toBeNull();
      expect(textOf(plain)).toBe('Probesite');
    },
  );

  claim(
    [
      'guide/basic/ssg#exclude-route-paths',
      'api/config/config-build#ssg-experimentalexcluderoutepaths',
      'guide/basic/ssg#options',
      'api/config/config-build#ssg',
    ],
    'an ssg object keeps pre-rendering on; an excluded route gets the empty shell and is named in the log',
    async () => {
      expect(await assets.read('guide/other.html')).toContain('otherword');
      const excluded = await assets.read('guide/excluded.html');
      expect(excluded).not.toContain('excludedword');
      expect(excluded).not.toContain('rp-nav');
      expect(assets.output).toMatch(/experimentalExcludeRoutePaths.*\/guide\/excluded/);
    },
  );

  claim(
    ['guide/basic/ssg#experimental-worker', 'api/config/config-build#ssg-experimentalworker'],
    'with experimentalWorker the log names the number of threads: one per 100 pages',
    async () => {
      expect(assets.output).toContain(
        'Rendering pages with experimental SSG worker (1 threads)...',
      );
    },
  );

  claim(
    [
      'guide/basic/conventional-route#linking',
      'api/config/config-build#markdown-link',
      'api/config/config-build#markdown-showlinenumbers',
      'guide/basic/use-mdx#line-numbers',
    ],
    'by default a link to a missing heading does not fail the build, and code blocks have no line numbers',
    async () => {
      const html = await assets.read('guide/install.html');
      expect(html).toContain('href="/docs/guide/other.html#nowhere"');
      const pre = parseHtml(html).querySelector('.rspress-doc pre');
      expect(pre?.className).toContain('shiki');
      expect(html).not.toMatch(/line-number|lineNumbers/i);
    },
  );
});
