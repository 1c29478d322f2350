/**
 * The playground page describes a package for Rspress 1 that this project cannot install: what the
 * page says of it is checked against what the registry gives npm, its install refused next to
 * Rspress 2 (`npm install --dry-run`) and the files of its last release (`npm pack`): the options,
 * their defaults and the markers its build looks for. Versions and peers: registry.test.ts.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { runCollected } from '../../../scripts/runCollected.ts';
import { claim } from '../../support/claims.ts';
import { rootDir } from '../../support/scratchSite.ts';

const RELEASE = '@rspress/plugin-playground@1.47.2';

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
    const [installed, packed] = await Promise.all([
      runCollected(
        'npm',
        ['install', '-D', RELEASE, '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
        {
          cwd: dir,
          env,
        },
      ),
      runCollected('npm', ['pack', RELEASE, '--pack-destination', dir], { cwd: dir, env }),
    ]);
    install = installed;
    expect(packed.code, packed.output).toBe(0);
    const tarball = packed.output.trim().split('\n').at(-1) ?? '';
    const untar = await runCollected('tar', ['-xzf', path.join(dir, tarball), '-C', dir], {
      cwd: dir,
    });
    expect(untar.code, untar.output).toBe(0);
    for (const name of [
      'dist/cli/esm/index.mjs',
      'dist/cli/esm/index.d.ts',
      'dist/web/esm/index.d.ts',
      'static/global-components/Playground.tsx',
    ]) {
      files.set(name, await readFile(path.join(dir, 'package', name), 'utf8'));
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
