/**
 * What the plugin pages say about published packages: the newest version of each official plugin,
 * its peer range and what it depends on, the install commands, the Rspress 1 packages whose
 * features are now in the core, and the community packages the community page quotes. Asked of
 * the registry npm is configured with (`npm view`), as a reader's `npm install` would, and checked
 * against the versions this project installs. A new release makes these claims fail: the pages
 * then name a version that is no longer the newest.
 */
import path from 'node:path';
import { beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import {
  installedPackage,
  isPrerelease,
  newest,
  npmView,
  type Packument,
  satisfies,
} from '../../support/registry.ts';
import { rootDir } from '../../support/scratchSite.ts';

/**
 * What to ask the registry: the latest version of a package, or the versions listed after `@`
 * (one npm process per package; npm takes seconds to start on a busy machine).
 */
const QUERIES = [
  '@rspress/core',
  '@rspress/plugin-preview',
  '@rspress/plugin-api-docgen',
  '@rspress/plugin-typedoc@1.47.2 || 2.0.0-beta.34',
  '@rspress/plugin-llms',
  '@rspress/plugin-algolia',
  '@rspress/plugin-rss',
  '@rspress/plugin-client-redirects',
  '@rspress/plugin-shiki@1.47.1 || 2.0.0-beta.8',
  '@rspress/plugin-medium-zoom@1.47.2 || 2.0.0-beta.4 || 2.0.0-beta.8',
  '@rspress/plugin-last-updated',
  '@rspress/plugin-container-syntax',
  '@rspress/plugin-playground',
  '@rspress/plugin-sitemap',
  '@rspress/plugin-twoslash',
  '@rspress/plugin-auto-nav-sidebar',
  '@rspress/runtime',
  'rspress-plugin-mermaid',
  'rspress-plugin-file-tree',
  '@soonit/rspress-plugin-og',
  'zephyr-rspress-plugin',
  'rspress-plugin-devkit',
  'rspress-plugin-sitemap',
  'vitest@5.1.1',
];

/** A package (its latest version) or `name@version`, one of those the queries ask for. */
type Spec =
  | '@rspress/core'
  | '@rspress/plugin-preview'
  | '@rspress/plugin-api-docgen'
  | '@rspress/plugin-typedoc'
  | '@rspress/plugin-typedoc@2.0.0-beta.34'
  | '@rspress/plugin-llms'
  | '@rspress/plugin-algolia'
  | '@rspress/plugin-rss'
  | '@rspress/plugin-client-redirects'
  | '@rspress/plugin-shiki'
  | '@rspress/plugin-shiki@2.0.0-beta.8'
  | '@rspress/plugin-medium-zoom'
  | '@rspress/plugin-medium-zoom@2.0.0-beta.4'
  | '@rspress/plugin-medium-zoom@2.0.0-beta.8'
  | '@rspress/plugin-last-updated'
  | '@rspress/plugin-container-syntax'
  | '@rspress/plugin-playground'
  | '@rspress/plugin-sitemap'
  | '@rspress/plugin-twoslash'
  | '@rspress/plugin-auto-nav-sidebar'
  | '@rspress/runtime'
  | 'rspress-plugin-mermaid'
  | 'rspress-plugin-file-tree'
  | '@soonit/rspress-plugin-og'
  | 'zephyr-rspress-plugin'
  | 'rspress-plugin-devkit'
  | 'rspress-plugin-sitemap'
  | 'vitest@5.1.1';

const CORE_VERSION = '2.0.22';
const NODE_ENGINES = '^20.19.0 || >=22.12.0';

describe('the registry and the installed packages', () => {
  const views = new Map<string, Packument>();
  const view = (spec: Spec): Packument => {
    const found = views.get(spec);
    if (!found) throw new Error(`no view of ${spec}`);
    return found;
  };
  /** The versions of a package whose major is 2, releases and prereleases. */
  const twoX = (spec: Spec) => view(spec).versions.filter((version) => version.startsWith('2.'));
  const stableTwoX = (spec: Spec) => twoX(spec).filter((version) => !isPrerelease(version));

  /** The page's "newest version in the npm registry": the latest tag, and no newer release. */
  function expectNewest(spec: Spec, version: string) {
    const packument = view(spec);
    expect(packument['dist-tags'].latest, spec).toBe(version);
    expect(newest(packument.versions.filter((v) => !isPrerelease(v))), spec).toBe(version);
  }

  beforeAll(async () => {
    const queue = [...QUERIES];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let query = queue.shift(); query; query = queue.shift()) {
          for (const packument of await npmView(query)) {
            views.set(`${packument.name}@${packument.version}`, packument);
            if (packument['dist-tags'].latest === packument.version) {
              views.set(packument.name, packument);
            }
          }
        }
      }),
    );
  }, 120_000);

  claim(
    'plugin/official-plugins/overview#at-a-glance',
    'Rspress 2.0.22 is the newest @rspress/core, the version the pages document and the project installs',
    async () => {
      expectNewest('@rspress/core', CORE_VERSION);
      expect((await installedPackage('@rspress/core')).version).toBe(CORE_VERSION);
    },
  );

  claim(
    ['plugin/official-plugins/preview#version', 'plugin/official-plugins/preview#install'],
    'plugin-preview 2.0.21 is the newest, with the peers, dependencies and engines the page lists',
    async () => {
      expectNewest('@rspress/plugin-preview', '2.0.21');
      const preview = view('@rspress/plugin-preview');
      expect(preview.peerDependencies).toEqual({
        '@rspress/core': '^2.0.10',
        react: '>=18.0.0',
        'react-dom': '>=18.0.0',
      });
      expect(satisfies(CORE_VERSION, '^2.0.10')).toBe(true);
      const react = (await installedPackage('react')).version;
      expect(react.startsWith('19.')).toBe(true);
      expect(satisfies(react, '>=18.0.0')).toBe(true);
      const dependencies = preview.dependencies ?? {};
      expect(dependencies['@rsbuild/core']).toMatch(/^\^2\./);
      expect(Object.keys(dependencies)).toEqual(
        expect.arrayContaining(['@rsbuild/core', '@rsbuild/plugin-react', 'qrcode.react']),
      );
      expect(preview.engines?.node).toBe(NODE_ENGINES);
      expect((await installedPackage('@rspress/plugin-preview')).version).toBe('2.0.21');
    },
  );

  claim(
    [
      'plugin/official-plugins/api-docgen#version',
      'plugin/official-plugins/api-docgen#install',
      'plugin/official-plugins/overview#api-docgen',
    ],
    'plugin-api-docgen 2.0.11 is the newest; TypeScript ^5.8.2 is an optional peer; it brings react-docgen-typescript 2.4.0 and documentation 14.0.3',
    async () => {
      expectNewest('@rspress/plugin-api-docgen', '2.0.11');
      const docgen = view('@rspress/plugin-api-docgen');
      expect(docgen.peerDependencies).toEqual({
        '@rspress/core': '^2.0.10',
        typescript: '^5.8.2',
      });
      expect(docgen.peerDependenciesMeta?.typescript?.optional).toBe(true);
      expect(docgen.engines?.node).toBe(NODE_ENGINES);
      const dependencies = docgen.dependencies ?? {};
      expect(satisfies('2.4.0', dependencies['react-docgen-typescript'] ?? 'none')).toBe(true);
      expect(satisfies('14.0.3', dependencies.documentation ?? 'none')).toBe(true);
      expect((await installedPackage('react-docgen-typescript')).version).toBe('2.4.0');
      expect((await installedPackage('documentation')).version).toBe('14.0.3');
    },
  );

  claim(
    [
      'plugin/official-plugins/typedoc#version',
      'plugin/official-plugins/typedoc#install',
      'plugin/official-plugins/overview#typedoc',
    ],
    'plugin-typedoc: latest is the Rspress 1 release 1.47.2; the only 2.x versions are three prereleases, the newest 2.0.0-beta.34 with a peer range that 2.0.22 meets',
    async () => {
      const latest = view('@rspress/plugin-typedoc');
      expect(latest['dist-tags'].latest).toBe('1.47.2');
      expect(latest.peerDependencies).toEqual({ rspress: '^1.47.2' });
      expect(twoX('@rspress/plugin-typedoc')).toEqual([
        '2.0.0-beta.21',
        '2.0.0-beta.32',
        '2.0.0-beta.34',
      ]);
      const beta = view('@rspress/plugin-typedoc@2.0.0-beta.34');
      expect(beta.peerDependencies).toEqual({ '@rspress/core': '^2.0.0-beta.34' });
      expect(satisfies(CORE_VERSION, '^2.0.0-beta.34')).toBe(true);
      expect(beta.dependencies?.typedoc).toBe('0.24.8');
      expect(beta.dependencies?.['typedoc-plugin-markdown']).toBe('3.17.1');
      expect((await installedPackage('@rspress/plugin-typedoc')).version).toBe('2.0.0-beta.34');
    },
  );

  claim(
    'plugin/official-plugins/typedoc#version',
    'TypeDoc 0.24.8 accepts TypeScript 4.6 to 5.1 only, so it gets a TypeScript 5.1 of its own next to the project’s',
    async () => {
      const typedocModules = path.join(
        rootDir,
        'node_modules',
        '@rspress',
        'plugin-typedoc',
        'node_modules',
      );
      const typedoc = await installedPackage('typedoc', typedocModules);
      expect(typedoc.version).toBe('0.24.8');
      const range = typedoc.peerDependencies?.typescript ?? '';
      expect(range).toContain('4.6.x');
      expect(range).toContain('5.1.x');
      expect(range).not.toContain('5.2');
      expect((await installedPackage('typescript', typedocModules)).version).toMatch(/^5\.1\./);
      expect((await installedPackage('typescript')).version).not.toMatch(/^5\.1\./);
    },
  );

  claim(
    [
      'plugin/official-plugins/llms#version',
      'plugin/official-plugins/llms#install',
      'plugin/official-plugins/overview#llms',
    ],
    'plugin-llms 2.0.21 is the newest, with the peer range @rspress/core ^2.0.10',
    async () => {
      expectNewest('@rspress/plugin-llms', '2.0.21');
      expect(view('@rspress/plugin-llms').peerDependencies).toEqual({
        '@rspress/core': '^2.0.10',
      });
      expect((await installedPackage('@rspress/plugin-llms')).version).toBe('2.0.21');
    },
  );

  claim(
    ['plugin/official-plugins/algolia#version', 'plugin/official-plugins/algolia#install'],
    'plugin-algolia 2.0.22 is the newest, with React peers and DocSearch 4 (^4.7.0)',
    async () => {
      expectNewest('@rspress/plugin-algolia', '2.0.22');
      const algolia = view('@rspress/plugin-algolia');
      expect(algolia.peerDependencies).toEqual({
        '@rspress/core': '^2.0.10',
        react: '>=18.0.0',
        'react-dom': '>=18.0.0',
      });
      expect(algolia.dependencies?.['@docsearch/react']).toBe('^4.7.0');
      expect(algolia.dependencies?.['@docsearch/css']).toBe('^4.7.0');
      expect(algolia.engines?.node).toBe(NODE_ENGINES);
    },
  );

  claim(
    ['plugin/official-plugins/rss#version', 'plugin/official-plugins/rss#install'],
    'plugin-rss 2.0.22 is the newest; it writes the feeds with the feed library, 5.2.1 installed',
    async () => {
      expectNewest('@rspress/plugin-rss', '2.0.22');
      const rss = view('@rspress/plugin-rss');
      expect(rss.peerDependencies).toEqual({ '@rspress/core': '^2.0.10' });
      expect(satisfies('5.2.1', rss.dependencies?.feed ?? 'none')).toBe(true);
      expect((await installedPackage('feed')).version).toBe('5.2.1');
      expect(rss.engines?.node).toBe(NODE_ENGINES);
    },
  );

  claim(
    [
      'plugin/official-plugins/client-redirects#version',
      'plugin/official-plugins/client-redirects#install',
      'plugin/system/introduction#register-a-plugin',
      'plugin/official-plugins/overview#client-redirects',
    ],
    'plugin-client-redirects 2.0.22 is the newest, with no dependencies of its own',
    async () => {
      expectNewest('@rspress/plugin-client-redirects', '2.0.22');
      const redirects = view('@rspress/plugin-client-redirects');
      expect(redirects.peerDependencies).toEqual({ '@rspress/core': '^2.0.10' });
      expect(Object.keys(redirects.dependencies ?? {})).toEqual([]);
      expect(redirects.engines?.node).toBe(NODE_ENGINES);
    },
  );

  claim(
    'plugin/official-plugins/shiki#status',
    'the core highlights with @shikijs/rehype and shiki ^4.2.0 (4.6.0 installed); plugin-shiki 1.47.1 is for Rspress 1 and its only 2.x is the prerelease 2.0.0-beta.8',
    async () => {
      const core = view('@rspress/core');
      expect(core.dependencies?.['@shikijs/rehype']).toBe('^4.2.0');
      expect(core.dependencies?.shiki).toBe('^4.2.0');
      expect((await installedPackage('@shikijs/rehype')).version).toBe('4.6.0');
      expect((await installedPackage('shiki')).version).toBe('4.6.0');
      expectNewest('@rspress/plugin-shiki', '1.47.1');
      const shiki = view('@rspress/plugin-shiki');
      expect(shiki.peerDependencies).toEqual({ rspress: '^1.47.1' });
      expect(shiki.dependencies?.shiki).toMatch(/^\D*0\.14/);
      expect(twoX('@rspress/plugin-shiki')).toEqual(['2.0.0-beta.8']);
      expect(view('@rspress/plugin-shiki@2.0.0-beta.8').dependencies?.['@rspress/shared']).toBe(
        '2.0.0-beta.8',
      );
    },
  );

  claim(
    'plugin/official-plugins/medium-zoom#status',
    'the core depends on medium-zoom 1.1.0; plugin-medium-zoom 1.47.2 needs @rspress/runtime 1, its 2.x are two prereleases, and there is no stable @rspress/runtime 2',
    async () => {
      expect(view('@rspress/core').dependencies?.['medium-zoom']).toBe('1.1.0');
      expect(view('@rspress/core').dependencies?.['@rspress/runtime']).toBeUndefined();
      expectNewest('@rspress/plugin-medium-zoom', '1.47.2');
      expect(view('@rspress/plugin-medium-zoom').peerDependencies).toEqual({
        '@rspress/runtime': '^1.47.2',
      });
      expect(twoX('@rspress/plugin-medium-zoom')).toEqual(['2.0.0-beta.4', '2.0.0-beta.8']);
      for (const beta of [
        '@rspress/plugin-medium-zoom@2.0.0-beta.4',
        '@rspress/plugin-medium-zoom@2.0.0-beta.8',
      ] as const) {
        expect(view(beta).peerDependencies, beta).toEqual({
          '@rspress/runtime': `^${beta.split('@').at(-1)}`,
        });
      }
      expect(stableTwoX('@rspress/runtime')).toEqual([]);
    },
  );

  claim(
    'plugin/official-plugins/last-updated#status',
    'plugin-last-updated 1.47.2 is the newest and depends on @rspress/shared 1.47.2; no stable 2.x',
    () => {
      expectNewest('@rspress/plugin-last-updated', '1.47.2');
      expect(view('@rspress/plugin-last-updated').dependencies?.['@rspress/shared']).toBe('1.47.2');
      expect(stableTwoX('@rspress/plugin-last-updated')).toEqual([]);
    },
  );

  claim(
    'plugin/official-plugins/container-syntax#status',
    'plugin-container-syntax 1.47.2 is the newest and depends on @rspress/shared 1.47.2; no stable 2.x',
    () => {
      expectNewest('@rspress/plugin-container-syntax', '1.47.2');
      expect(view('@rspress/plugin-container-syntax').dependencies?.['@rspress/shared']).toBe(
        '1.47.2',
      );
      expect(stableTwoX('@rspress/plugin-container-syntax')).toEqual([]);
    },
  );

  claim(
    [
      'plugin/official-plugins/playground#version',
      'plugin/official-plugins/overview#playground',
      'plugin/official-plugins/overview#rspress-1-only',
    ],
    'plugin-playground 1.47.2 is the newest and latest, for Rspress 1, and the registry has no 2.x of it at all',
    () => {
      expectNewest('@rspress/plugin-playground', '1.47.2');
      const playground = view('@rspress/plugin-playground');
      expect(twoX('@rspress/plugin-playground')).toEqual([]);
      expect(playground.peerDependencies).toEqual({
        '@rspress/core': '^1.47.2',
        react: '>=17.0.0',
        'react-router-dom': '^6.8.1',
      });
      expect(satisfies(CORE_VERSION, '^1.47.2')).toBe(false);
      expect(playground.dependencies).toMatchObject({
        '@rspress/shared': '1.47.2',
        '@mdx-js/mdx': '2.3.0',
        'rspack-plugin-virtual-module': '0.1.13',
      });
    },
  );

  claim(
    'plugin/official-plugins/overview#at-a-glance',
    'each row of the table: the newest stable release and the peer range of that release',
    () => {
      const rows: [Spec, string, Record<string, string> | undefined][] = [
        ['@rspress/plugin-api-docgen', '2.0.11', { '@rspress/core': '^2.0.10' }],
        ['@rspress/plugin-client-redirects', '2.0.22', { '@rspress/core': '^2.0.10' }],
        ['@rspress/plugin-llms', '2.0.21', { '@rspress/core': '^2.0.10' }],
        ['@rspress/plugin-preview', '2.0.21', { '@rspress/core': '^2.0.10' }],
        ['@rspress/plugin-rss', '2.0.22', { '@rspress/core': '^2.0.10' }],
        ['@rspress/plugin-algolia', '2.0.22', { '@rspress/core': '^2.0.10' }],
        ['@rspress/plugin-container-syntax', '1.47.2', undefined],
        ['@rspress/plugin-last-updated', '1.47.2', undefined],
        ['@rspress/plugin-shiki', '1.47.1', { rspress: '^1.47.1' }],
        ['@rspress/plugin-medium-zoom', '1.47.2', { '@rspress/runtime': '^1.47.2' }],
        ['@rspress/plugin-playground', '1.47.2', { '@rspress/core': '^1.47.2' }],
        ['@rspress/plugin-typedoc', '1.47.2', { rspress: '^1.47.2' }],
      ];
      for (const [spec, version, peers] of rows) {
        expectNewest(spec, version);
        const rspressPeers = Object.fromEntries(
          Object.entries(view(spec).peerDependencies ?? {}).filter(([name]) =>
            name.includes('rspress'),
          ),
        );
        expect(Object.keys(rspressPeers).length > 0 ? rspressPeers : undefined, spec).toEqual(
          peers,
        );
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/overview#at-a-glance',
      'plugin/official-plugins/overview#rspress-2-plugins',
    ],
    'the official plugins come from the core’s repository, and the 2.x ones accept @rspress/core 2.0.22',
    () => {
      const coreRepository = view('@rspress/core').repository?.url;
      for (const spec of [
        '@rspress/plugin-api-docgen',
        '@rspress/plugin-client-redirects',
        '@rspress/plugin-llms',
        '@rspress/plugin-preview',
        '@rspress/plugin-rss',
        '@rspress/plugin-algolia',
      ] as const) {
        expect(view(spec).repository?.url, spec).toBe(coreRepository);
        expect(
          satisfies(CORE_VERSION, view(spec).peerDependencies?.['@rspress/core'] ?? 'none'),
        ).toBe(true);
      }
    },
  );

  claim(
    'plugin/official-plugins/overview#other-packages',
    'plugin-sitemap 2.0.22 and plugin-twoslash 2.0.8 are for Rspress 2; plugin-auto-nav-sidebar 1.47.2 for Rspress 1',
    () => {
      expectNewest('@rspress/plugin-sitemap', '2.0.22');
      expectNewest('@rspress/plugin-twoslash', '2.0.8');
      expectNewest('@rspress/plugin-auto-nav-sidebar', '1.47.2');
      for (const spec of ['@rspress/plugin-sitemap', '@rspress/plugin-twoslash'] as const) {
        expect(
          satisfies(CORE_VERSION, view(spec).peerDependencies?.['@rspress/core'] ?? 'none'),
        ).toBe(true);
      }
      const autoNav = view('@rspress/plugin-auto-nav-sidebar');
      expect(
        Object.values({ ...autoNav.dependencies, ...autoNav.peerDependencies }).some((range) =>
          /^\D*1\./.test(range),
        ),
      ).toBe(true);
    },
  );

  claim(
    'plugin/system/introduction#rspress-1-plugins',
    'Rspress 2 ships the runtime and the theme as @rspress/core/runtime and @rspress/core/theme, not as packages of their own',
    async () => {
      const core = await installedPackage('@rspress/core');
      const exports = Object.keys(
        (core as unknown as { exports: Record<string, unknown> }).exports,
      );
      expect(exports).toEqual(expect.arrayContaining(['./runtime', './theme']));
      const dependencies = Object.keys(core.dependencies ?? {});
      expect(dependencies).not.toContain('@rspress/runtime');
      expect(dependencies).not.toContain('@rspress/theme-default');
    },
  );

  claim(
    [
      'plugin/community-plugins/overview#examples',
      'plugin/community-plugins/overview#find-plugins',
    ],
    'each row of the table: version, license and peer range of the newest release',
    () => {
      const rows: [Spec, string, string, string | undefined][] = [
        ['rspress-plugin-mermaid', '1.0.1', 'MIT', '^2.0.0-rc.4 || ^2.0.0'],
        ['rspress-plugin-file-tree', '1.0.5', 'MIT', '^2.0.0-rc.4 || ^2.0.0'],
        ['@soonit/rspress-plugin-og', '0.1.2', 'MIT', '^2.0.0-rc.1 || ^2.0.0'],
        ['zephyr-rspress-plugin', '1.0.1', 'Apache-2.0', '^2.0.0'],
        ['rspress-plugin-devkit', '1.0.0', 'MIT', '^2.0.0-rc.4 || ^2.0.0'],
        ['rspress-plugin-sitemap', '1.2.1', 'MIT', undefined],
      ];
      for (const [spec, version, license, peer] of rows) {
        const packument = view(spec);
        expect(packument['dist-tags'].latest, spec).toBe(version);
        expect(packument.license, spec).toBe(license);
        expect(packument.peerDependencies?.['@rspress/core'], spec).toBe(peer);
        expect(packument.keywords ?? [], spec).not.toContain('rspress-plugin');
      }
    },
  );

  claim(
    ['plugin/community-plugins/overview#maintenance', 'plugin/community-plugins/overview#license'],
    'npm view gives the date of every release and the license; Rspress itself is MIT, like most plugins of the table',
    () => {
      const mermaid = view('rspress-plugin-mermaid');
      expect(Object.keys(mermaid.time ?? {})).toEqual(expect.arrayContaining(mermaid.versions));
      expect(view('@rspress/core').license).toBe('MIT');
    },
  );

  claim(
    'plugin/community-plugins/overview#compatibility',
    'ranges from the release candidates such as ^2.0.0-rc.4 || ^2.0.0 include 2.0.22',
    () => {
      expect(satisfies(CORE_VERSION, '^2.0.0-rc.4 || ^2.0.0')).toBe(true);
      expect(satisfies(CORE_VERSION, '^2.0.0')).toBe(true);
    },
  );

  claim(
    'plugin/community-plugins/overview#diagrams-and-file-trees',
    'the mermaid and file-tree plugins come from one author and are built on rspress-plugin-devkit',
    () => {
      const mermaid = view('rspress-plugin-mermaid');
      const fileTree = view('rspress-plugin-file-tree');
      expect(mermaid.dependencies?.['rspress-plugin-devkit']).toBeDefined();
      expect(fileTree.dependencies?.['rspress-plugin-devkit']).toBeDefined();
      expect(mermaid.repository?.url?.split('/').slice(0, -1)).toEqual(
        fileTree.repository?.url?.split('/').slice(0, -1),
      );
    },
  );

  claim(
    'plugin/community-plugins/overview#social-images',
    'the Open Graph plugin depends on sharp and @resvg/resvg-js',
    () => {
      const og = view('@soonit/rspress-plugin-og');
      expect(Object.keys(og.dependencies ?? {})).toEqual(
        expect.arrayContaining(['sharp', '@resvg/resvg-js']),
      );
    },
  );

  claim(
    'plugin/community-plugins/overview#rspress-1-example',
    'rspress-plugin-sitemap declares no peer and depends on @rspress/shared 1.x; the official sitemap plugin 2.0.22 accepts @rspress/core ^2.0.10',
    () => {
      const sitemap = view('rspress-plugin-sitemap');
      expect(sitemap.peerDependencies).toBeUndefined();
      expect(sitemap.devDependencies?.['@rspress/shared']).toMatch(/^\D*1\./);
      expect(view('@rspress/plugin-sitemap').peerDependencies).toEqual({
        '@rspress/core': '^2.0.10',
      });
    },
  );

  claim(
    'plugin/system/write-a-plugin#set-up',
    'the versions of the install command exist: the project installs the first three, the registry has vitest 5.1.1',
    async () => {
      expect((await installedPackage('@rspress/core')).version).toBe('2.0.22');
      expect((await installedPackage('@types/node')).version).toBe('22.20.5');
      expect((await installedPackage('typescript')).version).toBe('5.9.3');
      expect(view('vitest@5.1.1').version).toBe('5.1.1');
    },
  );
});
