/**
 * Every field and hook of the plugin API, executed: a site whose plugins record each hook call into
 * `hooks.log` (tests/behaviour/plugins/hookSite.ts) is built, served with `rspress preview` and run
 * with `rspress dev`; small sites whose plugins break a rule show the build's error.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import { buildScratchSite, type ScratchBuild } from '../../support/scratchSite.ts';
import { parseHtml } from '../theme/html.ts';
import { HOOK_SITE, HOOKS_IN_BUILD_ORDER, type HookEntry, parseLog } from './hookSite.ts';

function starts(log: HookEntry[], hook: string, plugin?: string): HookEntry[] {
  return log.filter(
    (entry) =>
      entry.hook === hook &&
      entry.phase !== 'end' &&
      (plugin === undefined || entry.plugin === plugin),
  );
}

function first(log: HookEntry[], hook: string, plugin?: string): HookEntry {
  const entry = starts(log, hook, plugin)[0];
  if (!entry) throw new Error(`no ${hook} of ${plugin ?? 'any plugin'} in the log`);
  return entry;
}

function indexOf(log: HookEntry[], hook: string, plugin: string, phase: 'start' | 'end'): number {
  return log.findIndex(
    (entry) => entry.hook === hook && entry.plugin === plugin && entry.phase === phase,
  );
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

describe('a site whose plugins record every hook', () => {
  let site: ScratchBuild;
  let browser: Browser;
  let origin: string;
  let build: HookEntry[];
  let preview: HookEntry[];
  let start: Document;
  let probe: Record<string, unknown>;
  const logFile = () => path.join(site.dir, 'hooks.log');
  const readLog = async () => parseLog(await readFile(logFile(), 'utf8').catch(() => ''));

  beforeAll(async () => {
    site = await buildScratchSite(HOOK_SITE);
    expect(site.ok, site.output).toBe(true);
    build = await readLog();
    await writeFile(logFile(), '');
    const [server, chromium] = await Promise.all([site.preview(), launchChromium()]);
    browser = chromium;
    origin = server.origin;
    preview = await readLog();
    start = parseHtml(await site.read('guide/start.html'));
    probe = JSON.parse(start.querySelector('#probe')?.textContent ?? '{}');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  claim(
    [
      'plugin/system/plugin-api#hook-order',
      'plugin/system/introduction#plugin-order',
      'plugin/system/introduction#what-a-plugin-is',
      'plugin/system/introduction#what-plugins-can-do',
    ],
    'rspress build calls the hooks in the documented order and afterBuild once the output is complete',
    () => {
      const firstStart = HOOKS_IN_BUILD_ORDER.map((hook) =>
        build.findIndex((entry) => entry.hook === hook),
      );
      const lastEnd = HOOKS_IN_BUILD_ORDER.map((hook) =>
        build.findLastIndex((entry) => entry.hook === hook),
      );
      for (let i = 1; i < HOOKS_IN_BUILD_ORDER.length; i++) {
        expect(
          firstStart[i],
          `${HOOKS_IN_BUILD_ORDER[i]} after ${HOOKS_IN_BUILD_ORDER[i - 1]}`,
        ).toBeGreaterThan(lastEnd[i - 1] ?? Number.POSITIVE_INFINITY);
      }
      // The markdown plugins and i18nSource run while the bundles compile: after extendPageData.
      expect(build.findIndex((entry) => entry.hook === 'remark')).toBeGreaterThan(
        build.findIndex((entry) => entry.hook === 'extendPageData'),
      );
      expect(build.findIndex((entry) => entry.hook === 'i18nSource')).toBeGreaterThan(
        build.findIndex((entry) => entry.hook === 'extendPageData'),
      );
      expect(starts(build, 'afterBuild').every((entry) => entry.outputComplete === true)).toBe(
        true,
      );
      for (const hook of HOOKS_IN_BUILD_ORDER.filter((name) => name !== 'extendPageData')) {
        expect(starts(build, hook, 'slow'), hook).toHaveLength(1);
      }
    },
  );

  claim(
    ['plugin/system/plugin-api#hook-order', 'plugin/system/introduction#plugin-order'],
    'config and i18nSource run one plugin after another; every other hook runs for all plugins at once',
    () => {
      for (const hook of ['config', 'i18nSource']) {
        expect(indexOf(build, hook, 'slow', 'end'), hook).toBeLessThan(
          indexOf(build, hook, 'fast', 'start'),
        );
      }
      for (const hook of HOOKS_IN_BUILD_ORDER.filter((name) => name !== 'config')) {
        const slowEnd = indexOf(build, hook, 'slow', 'end');
        const fastStart = indexOf(build, hook, 'fast', 'start');
        expect(fastStart, hook).toBeGreaterThan(-1);
        // extendPageData runs per page; for every other hook fast starts before slow has finished.
        expect(fastStart, hook).toBeLessThan(slowEnd);
      }
    },
  );

  claim(
    'plugin/system/plugin-api#at-a-glance',
    'every hook may be async: Rspress awaits the promise before using its result',
    () => {
      expect(first(build, 'config', 'fast').title).toBe('Title from slow');
      expect(first(build, 'beforeBuild', 'fast').title).toBe('Title from slow');
      expect(site.has('added.html')).toBe(true);
    },
  );

  claim(
    ['plugin/system/plugin-api#hooks', 'plugin/system/introduction#options-and-conditions'],
    'every hook but i18nSource receives isProd, true in rspress build',
    () => {
      for (const hook of HOOKS_IN_BUILD_ORDER) {
        expect(first(build, hook, 'slow').isProd, hook).toBe(true);
      }
    },
  );

  claim(
    'plugin/system/plugin-api#hook-order',
    'rspress preview calls config and addRuntimeModules and no other hook',
    () => {
      const hooks = new Set(preview.map((entry) => entry.hook));
      expect([...hooks].sort()).toEqual(['addRuntimeModules', 'config']);
    },
  );

  claim(
    [
      'plugin/system/introduction#what-a-plugin-is',
      'plugin/community-plugins/overview#judge-a-plugin',
      'plugin/community-plugins/overview#cost',
    ],
    'plugins run in the rspress process: their hook code is not in the scripts the pages load, the components they name are',
    async () => {
      const js = path.join(site.dir, 'doc_build', 'static', 'js');
      const files = (await readdir(js, { recursive: true })).filter((file) => file.endsWith('.js'));
      const code = (
        await Promise.all(files.map((file) => readFile(path.join(js, file), 'utf8')))
      ).join('\n');
      expect(code).not.toContain('hooks.log');
      expect(code).toContain('global component of slow');
    },
  );

  claim(
    'plugin/system/introduction#what-plugins-can-do',
    'the client redirects plugin is one component registered through globalUIComponents and nothing else',
    async () => {
      const { pluginClientRedirects } = await import('@rspress/plugin-client-redirects');
      const plugin = pluginClientRedirects({ redirects: [{ from: '^/a$', to: '/b' }] });
      expect(Object.keys(plugin).sort()).toEqual(['globalUIComponents', 'name']);
      expect(plugin.globalUIComponents).toHaveLength(1);
    },
  );

  claim(
    'plugin/system/plugin-api#static-fields',
    'a plugin added from another plugin’s config hook contributes its static fields',
    () => {
      expect(
        [...start.querySelectorAll('.global-probe')].map((element) =>
          element.getAttribute('data-label'),
        ),
      ).toContain('child');
    },
  );

  claim(
    'plugin/system/plugin-api#globalstyles',
    'the style sheet is bundled into every page after the globalStyles of the config',
    async () => {
      const html = await site.read('guide/start.html');
      const cssFiles = [...html.matchAll(/href="([^"]+\.css)"/g)].map((match) => match[1]);
      let css = '';
      for (const file of cssFiles) css += await site.read((file ?? '').replace(/^\//, ''));
      const config = css.indexOf('--from-config');
      const slow = css.indexOf('--from-plugin-slow');
      const fast = css.indexOf('--from-plugin-fast');
      expect(config).toBeGreaterThan(-1);
      expect(slow).toBeGreaterThan(config);
      expect(fast).toBeGreaterThan(slow);
    },
  );

  claim(
    'plugin/system/plugin-api#markdown',
    'remark plugins run after those of the config, in plugin order, and not on the llms Markdown copies',
    async () => {
      expect(start.querySelector('.rspress-doc')?.textContent).toContain(
        'MARKS: config plugin-slow plugin-fast',
      );
      const copy = await site.read('guide/start.md');
      expect(copy).toContain('MARKS:');
      expect(copy).not.toContain('plugin-slow');
    },
  );

  claim(
    'plugin/system/plugin-api#markdown',
    'globalComponents are usable in every .mdx page without an import, named after the file',
    () => {
      expect(start.querySelector('.alert-slow')?.textContent).toBe('global component of slow');
      expect(start.querySelector('.alert-fast')?.textContent).toBe('global component of fast');
    },
  );

  claim(
    'plugin/system/plugin-api#builderconfig',
    'every plugin’s builderConfig is merged, and the config’s own builderConfig wins',
    () => {
      expect(start.querySelector('meta[name="from-plugin-slow"]')).not.toBeNull();
      expect(start.querySelector('meta[name="from-plugin-fast"]')).not.toBeNull();
      expect(probe.builder).toBe('config');
    },
  );

  claim(
    [
      'plugin/system/plugin-api#globaluicomponents',
      'plugin/system/introduction#what-plugins-can-do',
    ],
    'global components render on every page, after the layout, the config’s first, with their props',
    () => {
      expect(
        [...start.querySelectorAll('.global-probe')].map((element) =>
          element.getAttribute('data-label'),
        ),
      ).toEqual(['config', 'plugin-slow', 'plugin-fast', 'child']);
      const layout = start.querySelector('.rspress-doc');
      const global = start.querySelector('.global-probe');
      expect(
        layout && global && layout.compareDocumentPosition(global) & 4 /* FOLLOWING */,
      ).toBeTruthy();
    },
  );

  claim(
    'plugin/system/plugin-api#globaluicomponents',
    'globalUIComponents: false in the front matter hides them on that page',
    async () => {
      const hidden = parseHtml(await site.read('guide/hidden.html'));
      expect(hidden.querySelectorAll('.global-probe')).toHaveLength(0);
      const tab = await openHydrated(browser, `${origin}/guide/hidden`);
      try {
        expect(await tab.locator('.global-probe').count()).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/system/plugin-api#globaluicomponents',
    'with ?globalUIComponents=0 in the URL a pre-rendered page still shows them after hydration',
    async () => {
      const tab = await openHydrated(browser, `${origin}/guide/start?globalUIComponents=0`);
      try {
        await tab.waitForTimeout(500);
        expect(await tab.locator('.global-probe').count()).toBe(4);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['plugin/system/plugin-api#config', 'plugin/community-plugins/overview#deployment'],
    'receives the user config with defaults filled in and passes what it returns to the next plugin',
    () => {
      const slow = first(build, 'config', 'slow');
      expect(slow.title).toBe('User title');
      expect(slow.base).toBe('/');
      // Left out of the config: the hook sees the default, SSG on.
      expect(slow.ssg).toBe(true);
      expect(first(build, 'config', 'fast').title).toBe('Title from slow');
    },
  );

  claim(
    'plugin/system/plugin-api#config',
    'addPlugin registers a plugin whose config hook runs in the same pass; removePlugin removes one by name',
    () => {
      expect(starts(build, 'config', 'child')).toHaveLength(1);
      expect(starts(build, 'beforeBuild', 'child')).toHaveLength(1);
      expect(build.some((entry) => entry.plugin === 'victim')).toBe(false);
    },
  );

  claim(
    'plugin/system/plugin-api#addpages',
    'pages from content and from a file are pre-rendered, searchable and can be linked',
    async () => {
      expect(parseHtml(await site.read('added.html')).querySelector('h1')?.textContent).toContain(
        'Added page',
      );
      expect(
        parseHtml(await site.read('from-file.html')).querySelector('h1')?.textContent,
      ).toContain('From a file');
      const index = await searchIndex(site);
      expect(index).toContain('Addedpageword');
      expect(index).toContain('Fromfileword');
      expect(start.querySelector('a[href^="/added"]')).not.toBeNull();
      expect(start.querySelector('a[href^="/from-file"]')).not.toBeNull();
    },
  );

  claim(
    'plugin/system/plugin-api#routegenerated',
    'receives the complete route table, pages of addPages included, with the documented fields',
    () => {
      const routes = first(build, 'routeGenerated', 'slow').routes as Record<string, unknown>[];
      expect(routes.map((route) => route.routePath).sort()).toEqual(
        ['/', '/added', '/from-file', '/guide/hidden', '/guide/start'].sort(),
      );
      const guide = routes.find((route) => route.routePath === '/guide/start');
      expect(guide).toMatchObject({
        pureRoutePath: '/guide/start',
        relativePath: 'guide/start.mdx',
        absolutePath: path.join(site.dir, 'docs', 'guide', 'start.mdx'),
      });
      expect(guide).toHaveProperty('pageName');
      expect(guide).toHaveProperty('lang');
      expect(guide).toHaveProperty('version');
    },
  );

  claim(
    'plugin/system/plugin-api#routeservicegenerated',
    'receives the route service, whose lookups answer for the site’s routes',
    () => {
      expect(first(build, 'routeServiceGenerated', 'slow')).toMatchObject({
        existsGuide: true,
        existsMissing: false,
        page: true,
      });
    },
  );

  claim(
    'plugin/system/plugin-api#beforebuild',
    'receives the config the config hooks returned, once per build',
    () => {
      expect(first(build, 'beforeBuild', 'slow').title).toBe('Title from slow');
      expect(starts(build, 'beforeBuild', 'slow')).toHaveLength(1);
    },
  );

  claim(
    'plugin/system/plugin-api#addruntimemodules',
    'pages import the returned modules; when two plugins return the same name, the later plugin wins',
    () => {
      expect(probe.module).toEqual({ from: 'fast', isProd: true });
    },
  );

  claim(
    'plugin/system/plugin-api#modifysearchindexdata',
    'changes made in place reach the search index, except fields starting with _; home pages are not indexed',
    async () => {
      const index = await searchIndex(site);
      expect(index).toContain('Searchkeywordfromplugin');
      expect(index).not.toContain('Underscorefieldvalue');
      expect(index).not.toContain('Homepageword');
      expect(starts(build, 'modifySearchIndexData', 'slow')).toHaveLength(1);
    },
  );

  claim(
    'plugin/system/plugin-api#extendpagedata',
    'fields added reach usePage(); _filepath, _flattenContent and content do not reach the browser',
    () => {
      expect(probe.added_slow).toBe('extended-by-slow');
      expect(probe.added_fast).toBe('extended-by-fast');
      const keys = probe.keys as string[];
      expect(keys).not.toContain('_filepath');
      expect(keys).not.toContain('_flattenContent');
      expect(keys).not.toContain('content');
      const guide = starts(build, 'extendPageData', 'slow').find(
        (entry) => entry.route === '/guide/start',
      );
      expect(guide?.hasFilepath).toBe(true);
      expect(guide?.flatten).toContain('MARKS:');
      expect(guide?.flatten).not.toContain('pageType');
      expect(starts(build, 'extendPageData', 'slow').length).toBeGreaterThanOrEqual(4);
    },
  );

  claim(
    'plugin/system/plugin-api#i18nsource',
    'texts returned pass from plugin to plugin in order, and the site’s i18n.json overrides them',
    () => {
      expect(probe.i18n).toBe('Probe from fast after Probe from slow');
      expect(probe.owned).toBe('Owned by slow');
      expect(probe.overridden).toBe('Overridden from i18n.json');
    },
  );

  claim(
    'plugin/system/plugin-api#afterbuild',
    'runs once per build, when every HTML file of the output folder is written',
    () => {
      expect(starts(build, 'afterBuild', 'slow')).toHaveLength(1);
      expect(first(build, 'afterBuild', 'slow')).toMatchObject({
        outputComplete: true,
        title: 'Title from slow',
      });
    },
  );

  describe('under rspress dev', () => {
    let dev: HookEntry[] = [];

    beforeAll(async () => {
      await writeFile(logFile(), '');
      const server = await site.dev();
      await fetch(`${server.origin}/guide/start`);
      await waitFor('the first afterBuild', async () =>
        starts(await readLog(), 'afterBuild', 'slow').length > 0 ? true : undefined,
      );
      await site.write('docs/guide/hidden.md', '# Hidden\n\nEdited.\n');
      await waitFor('a second afterBuild', async () =>
        starts(await readLog(), 'afterBuild', 'slow').length > 1 ? true : undefined,
      );
      await site.write('docs/guide/new.md', '# New\n\nA new page.\n');
      dev = await waitFor('config after a new docs file', async () => {
        const log = await readLog();
        return starts(log, 'config', 'slow').length > 1 ? log : undefined;
      });
    });

    claim(
      ['plugin/system/plugin-api#afterbuild', 'plugin/system/introduction#inline-plugin'],
      'rspress dev calls afterBuild after every compilation, with isProd false',
      () => {
        const calls = starts(dev, 'afterBuild', 'slow');
        expect(calls.length).toBeGreaterThanOrEqual(2);
        expect(calls.every((entry) => entry.isProd === false)).toBe(true);
      },
    );

    claim(
      ['plugin/system/plugin-api#hook-order', 'plugin/system/introduction#register-a-plugin'],
      'rspress dev starts over with every hook when a file is added to the docs folder',
      () => {
        const secondConfig = dev.findLastIndex(
          (entry) => entry.hook === 'config' && entry.plugin === 'slow',
        );
        expect(secondConfig).toBeGreaterThan(0);
        expect(first(dev, 'config', 'slow').isProd).toBe(false);
        expect(first(dev, 'beforeBuild', 'slow').isProd).toBe(false);
      },
    );
  });
});

async function searchIndex(site: ScratchBuild): Promise<string> {
  const { readdir } = await import('node:fs/promises');
  const files = await readdir(path.join(site.dir, 'doc_build', 'static'), { recursive: true });
  let text = '';
  for (const file of files.filter((name) => /search_index.*\.json$/.test(name))) {
    text += await site.read(path.join('static', file));
  }
  if (!text) throw new Error(`no search index in doc_build/static: ${files.join(', ')}`);
  return text;
}

describe('plugins that break a rule', () => {
  const config = (plugins: string) => `import { defineConfig } from '@rspress/core';
import { appendFileSync } from 'node:fs';

export default defineConfig({ root: 'docs', plugins: [${plugins}] });
`;
  const sites: Record<string, ScratchBuild> = {};
  const site = (name: string): ScratchBuild => {
    const built = sites[name];
    if (!built) throw new Error(`no site ${name}`);
    return built;
  };

  beforeAll(async () => {
    const cases: Record<string, string> = {
      duplicate: `{ name: 'twice' }, { name: 'twice' }`,
      route: `{ name: 'pages', addPages: () => [{ routePath: '/guide/start', content: '# Again' }] }`,
      throws: `{ name: 'thrower', beforeBuild() { throw new Error('Stopped by beforeBuild'); }, afterBuild() { appendFileSync('after.log', 'ran'); } }`,
      i18n: `{ name: 'texts', i18nSource: (source) => ({ ...source, noText: { fr: 'Rien' } }) }`,
    };
    const entries = await Promise.all(
      Object.entries(cases).map(async ([name, plugins]) => {
        const built = await buildScratchSite({
          'rspress.config.ts': config(plugins),
          'docs/index.md': '# Home\n',
          'docs/guide/start.md': '# Start\n',
        });
        return [name, built] as const;
      }),
    );
    Object.assign(sites, Object.fromEntries(entries));
  });
  afterAll(async () => {
    await Promise.all(Object.values(sites).map((site) => site.remove()));
  });

  claim(
    [
      'plugin/system/plugin-api#name',
      'plugin/system/introduction#plugin-order',
      'plugin/official-plugins/typedoc#i18n',
    ],
    'two plugins with the same name stop Rspress with "has been registered"',
    () => {
      expect(site('duplicate').ok).toBe(false);
      expect(site('duplicate').output).toContain('The plugin "twice" has been registered');
    },
  );

  claim(
    'plugin/system/plugin-api#addpages',
    'a route path that already exists stops the build',
    () => {
      expect(site('route').ok).toBe(false);
      expect(site('route').output).toContain('routePath /guide/start has already been added');
    },
  );

  claim(
    ['plugin/system/plugin-api#beforebuild', 'plugin/system/plugin-api#afterbuild'],
    'an error thrown by beforeBuild stops the build with that error, and afterBuild does not run',
    async () => {
      expect(site('throws').ok).toBe(false);
      expect(site('throws').output).toContain('Stopped by beforeBuild');
      const { existsSync } = await import('node:fs');
      expect(existsSync(path.join(site('throws').dir, 'after.log'))).toBe(false);
    },
  );

  claim(
    'plugin/system/plugin-api#i18nsource',
    'a key with neither the language’s text nor English stops the build',
    () => {
      expect(site('i18n').ok).toBe(false);
      expect(site('i18n').output).toContain('i18n text missing for noText');
    },
  );
});
