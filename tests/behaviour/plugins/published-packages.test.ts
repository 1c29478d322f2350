/**
 * Packages the plugin pages describe and this project does not install, read from the registry:
 * the playground plugin for Rspress 1 (its install refused next to Rspress 2 with
 * `npm install --dry-run`, and the files of its last release from `npm pack`: the options, their
 * defaults and the markers its build looks for), and the community plugins whose options and hooks
 * the community page names. Versions, licenses and peers: registry.test.ts.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { runCollected } from '../../../scripts/runCollected.ts';
import { claim } from '../../support/claims.ts';
import { rootDir } from '../../support/scratchSite.ts';

const RELEASE = '@rspress/plugin-playground@1.47.2';

/** `npm pack <spec>` into `dir`, unpacked into `dir/<name>/package`; returns that folder. */
async function unpack(spec: string, dir: string): Promise<string> {
  const env = { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' };
  const packed = await runCollected('npm', ['pack', spec, '--pack-destination', dir], {
    cwd: dir,
    env,
  });
  if (packed.code !== 0) throw new Error(`npm pack ${spec} failed:\n${packed.output}`);
  const tarball = packed.output.trim().split('\n').at(-1) ?? '';
  const target = path.join(dir, tarball.replace(/\.tgz$/, ''));
  await mkdir(target, { recursive: true });
  const untar = await runCollected('tar', ['-xzf', path.join(dir, tarball), '-C', target], {
    cwd: dir,
  });
  if (untar.code !== 0) throw new Error(untar.output);
  return path.join(target, 'package');
}

describe(`${RELEASE} from the registry`, () => {
  let dir: string;
  let install: { code: number; output: string };
  /** The package's files by path inside the tarball (`dist/...`, `static/...`). */
  const files = new Map<string, string>();
  const file = (name: string): string => {
    const text = files.get(name);
    if (text === undefined) throw new Error(`${name} is not in the package`);
    return text;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'playground-'));
    const env = { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' };
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: 'rspress-2-site',
        private: true,
        devDependencies: { '@rspress/core': '2.0.22' },
      }),
    );
    const [installed, unpacked] = await Promise.all([
      runCollected(
        'npm',
        ['install', '-D', RELEASE, '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
        { cwd: dir, env },
      ),
      unpack(RELEASE, dir),
    ]);
    install = installed;
    for (const name of [
      'dist/cli/esm/index.mjs',
      'dist/cli/esm/index.d.ts',
      'dist/web/esm/index.d.ts',
      'static/global-components/Playground.tsx',
    ]) {
      files.set(name, await readFile(path.join(unpacked, name), 'utf8'));
    }
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  claim(
    'plugin/official-plugins/playground#version',
    'next to @rspress/core 2.0.22 npm refuses the install with ERESOLVE: the peer range ^1.47.2 does not accept 2.0.22',
    () => {
      expect(install.code).not.toBe(0);
      expect(install.output).toContain('ERESOLVE unable to resolve dependency tree');
      expect(install.output).toContain('peer @rspress/core@"^1.47.2"');
      expect(install.output).toContain('Found: @rspress/core@2.0.22');
    },
  );

  claim(
    'plugin/official-plugins/playground#version',
    'its config hook sets markdown.mdxRs, an option Rspress 2 does not have',
    async () => {
      expect(file('dist/cli/esm/index.mjs')).toMatch(/config\.markdown\.mdxRs = false/);
      // The markdown options of Rspress 2, as its types declare them: no mdxRs among them.
      const types = await readFile(
        // UserConfig, which @rspress/core re-exports.
        path.join(rootDir, 'node_modules', '@rspress', 'shared', 'dist', 'index.d.ts'),
        'utf8',
      );
      expect(types).toContain('showLineNumbers');
      expect(types).not.toContain('mdxRs');
    },
  );

  claim(
    ['plugin/official-plugins/playground#options', 'plugin/official-plugins/playground#include'],
    'pluginPlayground takes one optional object whose fields are all optional; include is a list of names or [name, source] pairs',
    () => {
      const types = file('dist/cli/esm/index.d.ts');
      expect(types).toContain('pluginPlayground(options?: Partial<PlaygroundOptions>)');
      expect(types).toContain('include: Array<string | [string, string]>;');
    },
  );

  claim(
    [
      'plugin/official-plugins/playground#render',
      'plugin/official-plugins/playground#defaultdirection',
      'plugin/official-plugins/playground#editorposition',
      'plugin/official-plugins/playground#babelurl',
      'plugin/official-plugins/playground#monacoloader',
      'plugin/official-plugins/playground#monacooptions',
      'plugin/official-plugins/playground#defaultrendermode',
    ],
    'the defaults of the options, as the plugin reads them',
    () => {
      const code = file('dist/cli/esm/index.mjs');
      const defaults = code.split('\n').find((line) => line.includes('const { render = ')) ?? '';
      expect(defaults).toContain("render = ''");
      expect(defaults).toContain("defaultDirection = 'horizontal'");
      expect(defaults).toContain("editorPosition = 'left'");
      expect(defaults).toContain('babelUrl = DEFAULT_BABEL_URL');
      expect(defaults).toContain('monacoLoader = {}');
      expect(defaults).toContain('monacoOptions = {}');
      expect(defaults).toContain("defaultRenderMode = 'playground'");
      expect(code).toContain(
        "const DEFAULT_BABEL_URL = 'https://cdnjs.cloudflare.com/ajax/libs/babel-standalone/7.22.20/babel.min.js';",
      );
      expect(code).toContain(
        "const DEFAULT_MONACO_URL = 'https://cdnjs.cloudflare.com/ajax/libs/monaco-editor/0.43.0/min/vs';",
      );
      // Preload links for the loader and the main editor script.
      expect(code).toMatch(/preloads\.push\(`\$\{monacoPrefix\}\/loader\.js`\);/);
      expect(code).toMatch(/preloads\.push\(`\$\{monacoPrefix\}\/editor\/editor\.main\.js`\);/);
    },
  );

  claim(
    'plugin/official-plugins/playground#render',
    'a render path not ending in Playground.jsx, .tsx, .js or .ts throws; the web entry exports Editor, Runner, MonacoEditor and MonacoEditorLoader',
    () => {
      const code = file('dist/cli/esm/index.mjs');
      expect(code).toContain(
        "if (render && !/Playground\\.(jsx?|tsx?)$/.test(render)) throw new Error('[Playground]: render should ends with Playground.(jsx?|tsx?)');",
      );
      const web = file('dist/web/esm/index.d.ts');
      for (const name of ['Editor', 'Runner', 'MonacoEditor', 'MonacoEditorLoader']) {
        expect(web).toMatch(
          new RegExp(`export (declare (function|class) ${name}\\b|\\{ ${name} \\})`),
        );
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/playground#how-it-works',
      'plugin/official-plugins/playground#include',
    ],
    'code blocks and <code src> become playgrounds; pure and playground in the meta, direction per block and playgroundDirection per page; react is always importable, include adds modules',
    () => {
      const code = file('dist/cli/esm/index.mjs');
      expect(code).toContain("if ('code' === node.name) {");
      expect(code).toContain("meta.includes('pure')");
      expect(code).toContain("meta.includes('playground')");
      expect(code).toContain("getNodeMeta(node, 'direction')");
      expect(code).toContain("if (!('react' in imports)) imports.react = 'react';");
      expect(code).toContain('if (include) include.forEach(');
      expect(file('static/global-components/Playground.tsx')).toContain(
        'const { playgroundDirection } = frontmatter;',
      );
    },
  );
});

describe('community plugins from the registry', () => {
  let dir: string;
  const folders: Record<string, string> = {};
  const read = (name: string, file: string) =>
    readFile(path.join(folders[name] ?? '', file), 'utf8');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'community-'));
    const names = [
      'rspress-plugin-mermaid@1.0.1',
      '@soonit/rspress-plugin-og@0.1.2',
      'zephyr-rspress-plugin@1.0.1',
    ];
    const unpacked = await Promise.all(names.map((name) => unpack(name, dir)));
    names.forEach((name, i) => {
      folders[name] = unpacked[i] ?? '';
    });
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  claim(
    'plugin/community-plugins/overview#diagrams-and-file-trees',
    'the mermaid plugin has one option, mermaidConfig, handed to Mermaid',
    async () => {
      const types = await read('rspress-plugin-mermaid@1.0.1', 'dist/index.d.ts');
      const options = types.slice(types.indexOf('interface RspressPluginMermaidOptions'));
      expect(options.slice(0, options.indexOf('}'))).toMatch(
        /\{\s*mermaidConfig\?: MermaidConfig;\s*$/,
      );
    },
  );

  claim(
    'plugin/community-plugins/overview#social-images',
    'the Open Graph plugin requires a domain option for the image URLs',
    async () => {
      const types = await read(
        '@soonit/rspress-plugin-og@0.1.2',
        'dist/types-7FdncbbI.d.mts',
      ).catch(() => '');
      expect(types).toMatch(
        /The domain to use for the generated OG image URLs\.[\s\S]*?\n\s*domain: string;/,
      );
    },
  );

  claim(
    'plugin/community-plugins/overview#deployment',
    'with SSG on the Zephyr plugin adds a plugin whose afterBuild hook uploads the output (that a config hook sees ssg: true by default is pinned in plugin-api.test.ts)',
    async () => {
      const plugin = await read('zephyr-rspress-plugin@1.0.1', 'dist/with-zephyr.js');
      expect(plugin).toMatch(/if \(isSsgEnabled\(ssg\)\) \{\s*addPlugin\(/);
      const ssg = await read('zephyr-rspress-plugin@1.0.1', 'dist/zephyrRspressSSGPlugin.js');
      expect(ssg).toContain('async afterBuild()');
    },
  );
});
