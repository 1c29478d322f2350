/**
 * Second pass over the plugin API and Custom search: what the other claims check only in part —
 * the built-in plugins that come before the site's own, a `config` hook that returns nothing, a
 * relative `globalStyles`, `addPages` in a second language and from a `.tsx` file, components that
 * a remark plugin inserts into a `.md` page, props of global components that are not plain data,
 * `i18nSource` returning nothing, English fallbacks and placeholders, what `afterBuild` receives,
 * the dev server restarting when a file the config imports changes, and `codeBlocks: false` in the
 * search panel.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, expect } from 'vitest';
import { openSearch, search } from '../../support/builtinSearch.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const PLUGINS_CONFIG = `import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type RspressPlugin } from '@rspress/core';

const root = process.cwd();

// Inserts a <Badge /> element into the tree of pages that contain INSERT-BADGE.
function remarkInsertBadge() {
  return (tree: { children: unknown[] }) => {
    if (JSON.stringify(tree).includes('INSERT-BADGE')) {
      tree.children.push({ type: 'mdxJsxFlowElement', name: 'Badge', attributes: [], children: [] });
    }
  };
}

const texts: RspressPlugin = {
  name: 'probe-texts',
  i18nSource(source) {
    return {
      ...source,
      probeOnlyEn: { en: 'English only text' },
      probeGreeting: { en: 'Hello {{name}}', zh: '你好 {{name}}' },
    };
  },
};

const silent: RspressPlugin = {
  name: 'probe-silent',
  // Returns nothing: the table stays as the plugin before it left it.
  i18nSource() {},
};

const main: RspressPlugin = {
  name: 'probe-main',
  markdown: {
    remarkPlugins: [remarkInsertBadge],
    globalComponents: [path.join(root, 'components', 'Badge.tsx')],
  },
  globalUIComponents: [
    [
      path.join(root, 'components', 'Probe.tsx'),
      { label: 'plain', fn: () => 1, when: new Date(0), nested: { list: [1, 2] } },
    ],
  ],
  addPages() {
    return [
      { routePath: '/zh/changelog', content: '# 更新日志\\n\\nChangelogword 的说明。\\n' },
      { routePath: '/tsx-page', filepath: path.join(root, 'extra', 'TsxPage.tsx') },
    ];
  },
  modifySearchIndexData(pages) {
    for (const page of pages) page.content += ' Modifiedword';
    // Ignored: the pages stay in the index.
    return [] as never;
  },
  afterBuild(config, isProd) {
    writeFileSync(
      path.join(root, 'after.json'),
      JSON.stringify({ outDir: config.outDir ?? null, isProd }),
    );
  },
};

// Free to use because mediumZoom is false: the built-in plugin of that name is not registered.
const zoomNamed: RspressPlugin = { name: '@rspress/plugin-medium-zoom' };

export default defineConfig({
  root: 'docs',
  title: 'Probe',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  mediumZoom: false,
  plugins: [texts, silent, main, zoomNamed],
});
`;

const PLUGINS_SITE: Record<string, string> = {
  'rspress.config.ts': PLUGINS_CONFIG,
  'components/Badge.tsx':
    'export default function Badge() {\n  return <span className="badge-component">Badge component</span>;\n}\n',
  'components/Probe.tsx': `import { useI18n } from '@rspress/core/runtime';

export default function Probe(props: Record<string, unknown>) {
  const t = useI18n<{ probeOnlyEn: string; probeGreeting: string }>();
  return (
    <div
      id="probe-ui"
      data-label={String(props.label)}
      data-fn={typeof props.fn}
      data-when={typeof props.when}
      data-nested={JSON.stringify(props.nested)}
    >
      <span id="only-en">{t('probeOnlyEn')}</span>
      <span id="greeting">{t('probeGreeting', { name: 'Ada' })}</span>
    </div>
  );
}
`,
  'extra/TsxPage.tsx':
    'export default function TsxPage() {\n  return <h1 id="tsx-heading">Tsx page heading</h1>;\n}\n',
  'docs/en/index.md': '# Home\n\nHome text.\n',
  'docs/en/guide/written.md': '# Written\n\nBefore <Badge></Badge> after.\n',
  'docs/en/guide/inserted.md': '# Inserted\n\nINSERT-BADGE\n',
  'docs/en/guide/code.md':
    '# Code\n\nPlainword in the text.\n\n```js\nconst Zebracodeword = 1;\n```\n',
  'docs/zh/index.md': '# 首页\n\n首页文字。\n',
  'docs/zh/guide/written.md': '# 写入\n\n文字。\n',
};

const SEARCH_CONFIG = `import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { siteTitle } from './site-title';

export default defineConfig({
  root: 'docs',
  title: siteTitle,
  search: { codeBlocks: false },
  plugins: [
    {
      name: 'probe-log',
      config(config) {
        appendFileSync(path.join(process.cwd(), 'config.log'), config.title + '\\n');
        return config;
      },
    },
  ],
});
`;

const SEARCH_SITE: Record<string, string> = {
  'rspress.config.ts': SEARCH_CONFIG,
  'site-title.ts': "export const siteTitle = 'First title';\n",
  'docs/index.md': '# Home\n\nHome text.\n',
  'docs/guide/code.md':
    '# Code\n\nPlainword in the text.\n\n```js\nconst Zebracodeword = 1;\n```\n',
};

/** Sites whose build must stop: one config file each, with a page. */
const FAILING: Record<string, string> = {
  // A config hook that returns nothing.
  noConfig: `import { defineConfig } from '@rspress/core';
export default defineConfig({
  root: 'docs',
  plugins: [{ name: 'forgetful', config() {} } as never],
});
`,
  // mediumZoom left out: the built-in medium-zoom plugin is registered before this one.
  zoom: `import { defineConfig } from '@rspress/core';
export default defineConfig({
  root: 'docs',
  plugins: [{ name: '@rspress/plugin-medium-zoom' }],
});
`,
  // themeConfig.lastUpdated set: the built-in last-updated plugin is registered.
  lastUpdated: `import { defineConfig } from '@rspress/core';
export default defineConfig({
  root: 'docs',
  mediumZoom: false,
  themeConfig: { lastUpdated: true },
  plugins: [{ name: '@rspress/plugin-last-updated' }],
});
`,
  // A relative globalStyles path, although the file is next to the config.
  relativeStyles: `import { defineConfig } from '@rspress/core';
export default defineConfig({
  root: 'docs',
  plugins: [{ name: 'relative-styles', globalStyles: './styles.css' }],
});
`,
};

let plugins: ScratchBuild;
let searchSite: ScratchBuild;
const failingSites: Record<string, ScratchBuild> = {};
/** The failing site built from `FAILING[name]`. */
function failing(name: keyof typeof FAILING): ScratchBuild {
  const site = failingSites[name];
  if (!site) throw new Error(`the ${name} site was not built`);
  return site;
}
let pluginsServer: RunningServer;
let searchServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  plugins = await buildScratchSite(PLUGINS_SITE);
  expect(plugins.ok, plugins.output).toBe(true);
  searchSite = await buildScratchSite(SEARCH_SITE);
  expect(searchSite.ok, searchSite.output).toBe(true);
  for (const [name, config] of Object.entries(FAILING)) {
    failingSites[name] = await buildScratchSite({
      'rspress.config.ts': config,
      'styles.css': '.relative-style { color: red; }\n',
      'docs/index.md': '# Home\n',
    });
  }
  [pluginsServer, searchServer, browser] = await Promise.all([
    plugins.preview(),
    searchSite.preview(),
    launchChromium(),
  ]);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await plugins?.remove();
  await searchSite?.remove();
  await Promise.all(Object.values(failingSites).map((site) => site.remove()));
});

claim(
  'plugin/system/plugin-api#hook-order',
  'the built-in medium-zoom plugin is registered unless mediumZoom is false, and the last-updated plugin when themeConfig.lastUpdated is set',
  () => {
    expect(failing('zoom').ok).toBe(false);
    expect(failing('zoom').output).toContain(
      'The plugin "@rspress/plugin-medium-zoom" has been registered',
    );
    expect(failing('lastUpdated').ok).toBe(false);
    expect(failing('lastUpdated').output).toContain(
      'The plugin "@rspress/plugin-last-updated" has been registered',
    );
    // With mediumZoom: false, a plugin of that name is the only one.
    expect(plugins.ok).toBe(true);
  },
);

claim(
  'plugin/system/plugin-api#config',
  'a config hook that returns nothing stops the build',
  () => {
    expect(failing('noConfig').ok).toBe(false);
  },
);

claim(
  'plugin/system/plugin-api#globalstyles',
  'a relative globalStyles path fails the build even when the file sits next to the config',
  () => {
    expect(failing('relativeStyles').ok).toBe(false);
    expect(failing('relativeStyles').output).toContain('styles.css');
  },
);

claim(
  'plugin/system/plugin-api#addpages',
  'a page added at /zh/changelog is a page of the Chinese language; a .tsx filepath is rendered as a page',
  async () => {
    const changelog = await plugins.read('zh/changelog.html');
    expect(changelog).toContain('<html lang="zh"');
    expect(changelog).toContain('Changelogword');
    const tsx = await plugins.read('tsx-page.html');
    expect(tsx).toContain('Tsx page heading');
  },
);

claim(
  'plugin/system/plugin-api#markdown',
  'in a .md page a written <Badge> tag stays an HTML element, while one a remark plugin inserts is the global component',
  async () => {
    const written = await plugins.read('guide/written.html');
    expect(written).not.toContain('Badge component');
    const inserted = await plugins.read('guide/inserted.html');
    expect(inserted).toContain('<span class="badge-component">Badge component</span>');
  },
);

claim(
  'plugin/system/plugin-api#globaluicomponents',
  'props that are not plain data do not survive: a function is lost, a Date becomes a string, nested data stays',
  async () => {
    await withHydrated(browser, `${pluginsServer.origin}/guide/written`, async (tab) => {
      const probe = tab.locator('#probe-ui');
      expect(await probe.getAttribute('data-label')).toBe('plain');
      expect(await probe.getAttribute('data-fn')).toBe('undefined');
      expect(await probe.getAttribute('data-when')).toBe('string');
      expect(await probe.getAttribute('data-nested')).toBe('{"list":[1,2]}');
    });
  },
);

claim(
  'plugin/system/plugin-api#i18nsource',
  'an i18nSource that returns nothing keeps the table; a language a key lacks shows the English text; useI18n fills {{name}}',
  async () => {
    const en = await openHydrated(browser, `${pluginsServer.origin}/guide/written.html`);
    // A Chinese browser, so that the theme does not redirect to the English page.
    const zh = await openHydrated(browser, `${pluginsServer.origin}/zh/guide/written.html`, {
      locale: 'zh-CN',
    });
    try {
      expect(await en.locator('#only-en').textContent()).toBe('English only text');
      expect(await en.locator('#greeting').textContent()).toBe('Hello Ada');
      expect(await zh.locator('#only-en').textContent()).toBe('English only text');
      expect(await zh.locator('#greeting').textContent()).toBe('你好 Ada');
    } finally {
      await en.context().close();
      await zh.context().close();
    }
    expect(plugins.output).toContain("have fallen back to 'en'");
    expect(plugins.output).toContain('"probeOnlyEn"');
    expect(plugins.output).not.toContain('"probeGreeting"');
  },
);

claim(
  'plugin/system/plugin-api#modifysearchindexdata',
  'the return value is ignored: a hook that returns an empty array leaves every page in the search, with its changes',
  async () => {
    await withHydrated(browser, `${pluginsServer.origin}/guide/written`, async (tab) => {
      await openSearch(tab);
      const links = await search(tab, 'Modifiedword');
      expect(links).toContain('/guide/code');
      expect(links).toContain('/guide/written');
    });
  },
);

claim(
  'plugin/system/plugin-api#afterbuild',
  'receives the final config, whose outDir is not set when the site leaves it out (the output is doc_build)',
  async () => {
    const after = JSON.parse(await readFile(path.join(plugins.dir, 'after.json'), 'utf8'));
    expect(after).toEqual({ outDir: null, isProd: true });
    expect(plugins.has('index.html')).toBe(true);
    expect(existsSync(path.join(plugins.dir, 'doc_build'))).toBe(true);
  },
);

claim(
  ['guide/advanced/custom-search#search-options', 'guide/advanced/custom-search#built-in-search'],
  'in the panel, a word only in a code block is found by default and not with codeBlocks: false; the text is found in both',
  async () => {
    const find = async (origin: string, query: string) => {
      const tab = await openHydrated(browser, `${origin}/`);
      try {
        await openSearch(tab);
        return await search(tab, query);
      } finally {
        await tab.context().close();
      }
    };
    expect(await find(pluginsServer.origin, 'Zebracodeword')).toContain('/guide/code');
    expect(await find(searchServer.origin, 'Zebracodeword')).toEqual([]);
    expect(await find(searchServer.origin, 'Plainword')).toContain('/guide/code');
  },
);

claim(
  'plugin/system/plugin-api#hook-order',
  'rspress dev starts over, config hook included, when rspress.config.ts changes, and then reads the files it imports; a change to an imported file alone does not restart it',
  async () => {
    const log = path.join(searchSite.dir, 'config.log');
    const dev = await searchSite.dev();
    try {
      const before = await readFile(log, 'utf8');
      expect(before.trim().split('\n').at(-1)).toBe('First title');
      await searchSite.write('site-title.ts', "export const siteTitle = 'Second title';\n");
      // Time for a restart that the change would cause, before the config itself changes.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      await searchSite.write('rspress.config.ts', `${SEARCH_CONFIG}// edited\n`);
      const added = () => readFile(log, 'utf8').then((text) => text.slice(before.length));
      await expect.poll(added, { timeout: 90_000, interval: 500 }).toContain('Second title');
      // One start only: the one the edit of rspress.config.ts caused.
      expect((await added()).trim().split('\n')).toEqual(['Second title']);
      await expect
        .poll(() => dev.output(), { timeout: 30_000 })
        .toContain('restarting server as rspress.config.ts changed');
    } finally {
      await dev.stop();
    }
  },
);

claim(
  ['guide/advanced/custom-search#built-in-search', 'plugin/system/plugin-api#addpages'],
  'a page that addPages adds under /zh/ is in the Chinese index only: the panel of a Chinese page finds it, that of an English page does not',
  async () => {
    const find = async (url: string, locale: string) => {
      const tab = await openHydrated(browser, `${pluginsServer.origin}${url}`, { locale });
      try {
        await openSearch(tab);
        return await search(tab, 'Changelogword');
      } finally {
        await tab.context().close();
      }
    };
    expect(await find('/zh/guide/written.html', 'zh-CN')).toEqual(['/zh/changelog']);
    expect(await find('/guide/written.html', 'en-US')).toEqual([]);
  },
);
