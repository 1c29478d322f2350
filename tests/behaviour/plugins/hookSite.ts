/**
 * A scratch site whose config registers recording plugins: every hook of every plugin appends what
 * it received to `hooks.log` (one JSON line per call, at its start and at its end), and the plugins
 * also use each static field, so that one build shows when each hook runs, in which order, what it
 * receives and what its return value does. Plugin `slow` waits 300 ms in every hook and comes before
 * plugin `fast`, so that the log tells hooks run one plugin after another from hooks run at once.
 */
/**
 * The hooks `rspress build` calls, in the order Plugin API's "When hooks run" gives them
 * (`i18nSource` aside: it runs while the bundles compile, after `extendPageData`).
 */
export const HOOKS_IN_BUILD_ORDER = [
  'config',
  'addPages',
  'routeGenerated',
  'routeServiceGenerated',
  'beforeBuild',
  'addRuntimeModules',
  'modifySearchIndexData',
  'extendPageData',
  'afterBuild',
];

export const HOOK_CONFIG = `import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type RspressPlugin } from '@rspress/core';

const root = process.cwd();
const log = (entry: Record<string, unknown>) =>
  appendFileSync(path.join(root, 'hooks.log'), JSON.stringify({ ...entry, at: Date.now() }) + '\\n');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function remarkMark(mark: string) {
  return () => (tree: { children?: unknown[] }) => {
    log({ plugin: mark, hook: 'remark' });
    const visit = (node: { type?: string; value?: string; children?: unknown[] }) => {
      if (node.type === 'text' && node.value?.includes('MARKS:')) node.value += ' ' + mark;
      for (const child of node.children ?? []) visit(child as typeof node);
    };
    visit(tree);
  };
}

function recorder(id: string, delay: number): RspressPlugin {
  const timed = async (hook: string, data: Record<string, unknown>, work?: () => unknown) => {
    log({ plugin: id, hook, phase: 'start', ...data });
    await sleep(delay);
    const result = work?.();
    log({ plugin: id, hook, phase: 'end' });
    return result;
  };
  return {
    name: 'recorder-' + id,
    globalStyles: path.join(root, 'styles', id + '.css'),
    markdown: {
      remarkPlugins: [remarkMark('plugin-' + id)],
      globalComponents: [path.join(root, 'components', 'Alert' + id.toUpperCase() + '.tsx')],
    },
    builderConfig: {
      source: { define: { BUILDER_WINNER: JSON.stringify('plugin-' + id) } },
      html: { tags: [{ tag: 'meta', attrs: { name: 'from-plugin-' + id, content: id } }] },
    },
    globalUIComponents: [[path.join(root, 'components', 'Global.tsx'), { label: 'plugin-' + id }]],
    async config(config, utils, isProd) {
      return timed(
        'config',
        {
          isProd,
          title: config.title,
          base: config.base,
          lang: config.lang,
          root: config.root,
          ssg: config.ssg,
        },
        () => {
          if (id === 'slow') {
            utils.addPlugin({
              name: 'child',
              globalUIComponents: [[path.join(root, 'components', 'Global.tsx'), { label: 'child' }]],
              config(childConfig) {
                log({ plugin: 'child', hook: 'config', phase: 'start', title: childConfig.title });
                return childConfig;
              },
              beforeBuild() {
                log({ plugin: 'child', hook: 'beforeBuild', phase: 'start' });
              },
            });
            return { ...config, title: 'Title from slow' };
          }
          utils.removePlugin('victim');
          return config;
        },
      );
    },
    async addPages(config, isProd) {
      return timed('addPages', { isProd }, () =>
        id === 'slow'
          ? [{ routePath: '/added', content: '# Added page\\n\\nAddedpageword in an added page.\\n' }]
          : [{ routePath: '/from-file', filepath: path.join(root, 'extra', 'page.mdx') }],
      );
    },
    async routeGenerated(routes, isProd) {
      return timed('routeGenerated', {
        isProd,
        routes: routes.map((route) => ({
          routePath: route.routePath,
          pureRoutePath: route.pureRoutePath,
          relativePath: route.relativePath,
          absolutePath: route.absolutePath,
          pageName: route.pageName,
          lang: route.lang,
          version: route.version,
        })),
      });
    },
    async routeServiceGenerated(routeService, isProd) {
      return timed('routeServiceGenerated', {
        isProd,
        existsGuide: routeService.isExistRoute('/guide/start'),
        existsMissing: routeService.isExistRoute('/missing'),
        langs: routeService.getLangs(),
        defaultLang: routeService.getDefaultLang(),
        versions: routeService.getVersions(),
        page: Boolean(routeService.getRoutePageByRoutePath('/guide/start')),
      });
    },
    async beforeBuild(config, isProd) {
      return timed('beforeBuild', { isProd, title: config.title });
    },
    async addRuntimeModules(config, isProd) {
      return timed('addRuntimeModules', { isProd }, () => ({
        'virtual-probe': 'export default ' + JSON.stringify({ from: id, isProd }) + ';',
      }));
    },
    async modifySearchIndexData(pages, isProd) {
      return timed(
        'modifySearchIndexData',
        { isProd, routes: pages.map((page) => page.routePath) },
        () => {
          if (id !== 'slow') return;
          for (const page of pages) {
            page.content += ' Searchkeywordfromplugin';
            (page as unknown as Record<string, unknown>)._secretField = 'Underscorefieldvalue';
            (page as unknown as Record<string, unknown>).publicField = 'Publicfieldvalue';
          }
        },
      );
    },
    async extendPageData(pageData, isProd) {
      const data = pageData as unknown as Record<string, unknown>;
      return timed(
        'extendPageData',
        {
          isProd,
          route: pageData.routePath,
          hasFilepath: typeof data._filepath === 'string',
          flatten: typeof data._flattenContent === 'string' ? data._flattenContent : null,
          keys: Object.keys(pageData),
        },
        () => {
          data['added_' + id] = 'extended-by-' + id;
          data.sharedField = 'extended-by-' + id;
        },
      );
    },
    async i18nSource(source) {
      return timed('i18nSource', { has: Object.keys(source).length > 0 }, () => {
        if (id === 'slow') {
          return { ...source, probeText: { en: 'Probe from slow', zh: '来自 slow' }, ownedText: { en: 'Owned by slow' }, overriddenText: { en: 'Overridden from slow' } };
        }
        return { ...source, probeText: { ...source.probeText, en: 'Probe from fast after ' + (source.probeText?.en ?? 'nothing') } };
      });
    },
    async afterBuild(config, isProd) {
      return timed('afterBuild', {
        isProd,
        title: config.title,
        outputComplete: existsSync(path.join(root, 'doc_build', 'index.html')) &&
          existsSync(path.join(root, 'doc_build', 'guide', 'start.html')),
      });
    },
  };
}

export default defineConfig({
  root: 'docs',
  title: 'User title',
  llms: true,
  globalStyles: path.join(root, 'styles', 'config.css'),
  globalUIComponents: [[path.join(root, 'components', 'Global.tsx'), { label: 'config' }]],
  markdown: { remarkPlugins: [remarkMark('config')] },
  builderConfig: { source: { define: { BUILDER_WINNER: JSON.stringify('config') } } },
  plugins: [
    recorder('slow', 300),
    recorder('fast', 0),
    { name: 'victim', beforeBuild: () => log({ plugin: 'victim', hook: 'beforeBuild' }) },
  ],
});
`;

const PROBE_PAGE = `import { usePage, useI18n } from '@rspress/core/runtime';
import probe from 'virtual-probe';

declare const BUILDER_WINNER: string;

export function Probe() {
  const { page } = usePage();
  const t = useI18n();
  const data = page as unknown as Record<string, unknown>;
  return (
    <pre id="probe">
      {JSON.stringify({
        added_slow: data.added_slow,
        added_fast: data.added_fast,
        sharedField: data.sharedField,
        keys: Object.keys(page),
        i18n: t('probeText' as never),
        owned: t('ownedText' as never),
        overridden: t('overriddenText' as never),
        module: probe,
        builder: BUILDER_WINNER,
      })}
    </pre>
  );
}
`;

export const HOOK_SITE: Record<string, string> = {
  'rspress.config.ts': HOOK_CONFIG,
  'virtual.d.ts':
    "declare module 'virtual-probe' { const value: unknown; export default value; }\n",
  'i18n.json': JSON.stringify({ overriddenText: { en: 'Overridden from i18n.json' } }),
  'styles/config.css': '.style-probe { --from-config: 1; }\n',
  'styles/slow.css': '.style-probe { --from-plugin-slow: 1; }\n',
  'styles/fast.css': '.style-probe { --from-plugin-fast: 1; }\n',
  'components/Global.tsx': `export default function Global({ label }: { label: string }) {
  return <div className="global-probe" data-label={label}>{label}</div>;
}
`,
  'components/AlertSLOW.tsx': `export default function AlertSLOW() {
  return <aside className="alert-slow">global component of slow</aside>;
}
`,
  'components/AlertFAST.tsx': `export default function AlertFAST() {
  return <aside className="alert-fast">global component of fast</aside>;
}
`,
  'components/Probe.tsx': PROBE_PAGE,
  'extra/page.mdx': '# From a file\n\nFromfileword on a page added from a file.\n',
  'docs/index.md': '---\npageType: home\n---\n\n# Home\n\nHomepageword on the home page.\n',
  'docs/guide/start.mdx': `import { Probe } from '../../components/Probe';

# Start

MARKS:

Links to [the added page](/added) and [the page from a file](/from-file).

<AlertSLOW />

<AlertFAST />

<Probe />
`,
  'docs/guide/hidden.md':
    '---\nglobalUIComponents: false\n---\n\n# Hidden\n\nNo global components here.\n',
};

/** One line of `hooks.log`. */
export interface HookEntry {
  plugin: string;
  hook: string;
  phase?: 'start' | 'end';
  at: number;
  [key: string]: unknown;
}

export function parseLog(text: string): HookEntry[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as HookEntry);
}
