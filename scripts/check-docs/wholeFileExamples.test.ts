import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocsContext } from './context.ts';
import { edit, fixtureContext, PROJECT_DIR, removeFixtures } from './fixture.ts';
import type { PageCodeBlock } from './pages.ts';
import {
  batchConfigs,
  configOptionPaths,
  extractWholeFileExamples,
  missingPackageProblems,
  missingPackages,
  neededPackages,
  stubsFor,
  themeReexportProblems,
  titleOf,
  type WholeFileExample,
  wholeFileKind,
} from './wholeFileExamples.ts';

function block(meta: string): PageCodeBlock {
  return { lang: 'ts', meta, value: '', line: 1, endLine: 3 };
}

function example(kind: WholeFileExample['kind'], title: string, code: string): WholeFileExample {
  return { kind, title, code, companions: {}, occurrences: [] };
}

describe('which blocks are whole files', () => {
  it('reads the title of a block', () => {
    expect(titleOf(block('title="rspress.config.ts"'))).toBe('rspress.config.ts');
    expect(titleOf(block("{2} title='theme/index.tsx'"))).toBe('theme/index.tsx');
    expect(titleOf(block('{2}'))).toBeUndefined();
  });

  it('takes the config, the theme entry and plugin modules, nothing else', () => {
    expect(wholeFileKind('rspress.config.ts')).toBe('config');
    expect(wholeFileKind('rspress.config.mjs')).toBe('config');
    expect(wholeFileKind('theme/index.tsx')).toBe('theme');
    expect(wholeFileKind('plugins/word-count.ts')).toBe('plugin');
    expect(wholeFileKind('rspress.config.ts (Rspress 1)')).toBeUndefined();
    expect(wholeFileKind('theme/components/Hero.tsx')).toBeUndefined();
    expect(wholeFileKind('docs/_meta.json')).toBeUndefined();
  });
});

describe('configOptionPaths', () => {
  it('lists the options a config literal sets, leaving out root, outDir and plugins', () => {
    const code = `import { defineConfig } from '@rspress/core';
export default defineConfig({
  root: 'docs',
  plugins: [],
  title: 'Site',
  themeConfig: { nav: [], 'footer': { message: 'hi' } },
});`;
    expect(configOptionPaths(code)).toEqual([
      'title',
      'themeConfig.nav',
      'themeConfig.footer.message',
    ]);
  });

  it('gives up on what cannot be read without running it', () => {
    expect(
      configOptionPaths('export default defineConfig({ ...base, title: "x" });'),
    ).toBeUndefined();
    expect(configOptionPaths('const config = {};\nexport default config;')).toBeUndefined();
  });
});

describe('batchConfigs', () => {
  it('puts examples that set different options together and the others apart', () => {
    const paths: Record<string, string[] | undefined> = {
      a: ['title'],
      b: ['themeConfig.nav'],
      c: ['themeConfig'],
      d: ['title', 'lang'],
      e: undefined,
    };
    expect(batchConfigs(Object.keys(paths), (key) => paths[key])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ]);
  });

  it('keeps batches under the size limit', () => {
    const batches = batchConfigs(['a', 'b', 'c'], (key) => [key], 2);
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });
});

describe('stubsFor', () => {
  it('stubs the files a config names by a path and the page does not show', () => {
    const config = example(
      'config',
      'rspress.config.ts',
      `export default defineConfig({
  icon: '/favicon.png',
  globalStyles: path.join(import.meta.dirname, 'styles', 'global.css'),
  search: { searchHooks: path.join(import.meta.dirname, 'search-hooks.tsx') },
});`,
    );
    config.companions['search-hooks.tsx'] = 'export {};';
    expect(stubsFor(config)).toEqual({
      'docs/public/favicon.png': '',
      'styles/global.css': '',
    });
  });

  it('stubs the modules a theme imports, with the names it imports', () => {
    const theme = example(
      'theme',
      'theme/index.tsx',
      `export * from '@rspress/core/theme-original';
import './index.css';
export { NavTitle } from './components/NavTitle';
import Hero, { HeroText as Text } from './components/Hero';
import { Shown } from './components/Shown';`,
    );
    theme.companions['theme/components/Shown.tsx'] = 'export const Shown = () => null;';
    const stubs = stubsFor(theme);
    expect(Object.keys(stubs).sort()).toEqual([
      'theme/components/Hero.tsx',
      'theme/components/NavTitle.tsx',
      'theme/index.css',
    ]);
    expect(stubs['theme/components/NavTitle.tsx']).toContain('export const NavTitle = Stub;');
    expect(stubs['theme/components/Hero.tsx']).toContain('export default Stub;');
    expect(stubs['theme/components/Hero.tsx']).toContain('export const HeroText = Stub;');
  });
});

describe('themeReexportProblems', () => {
  const page = 'api/client-api/api-runtime.md';
  const reexport = "export * from '@rspress/core/theme-original';\n";
  let root = '';

  beforeAll(async () => {
    // The runtime API pages as written, and the same pages without the re-export of their
    // `Content` example: the theme entry a reader copies into a project.
    root = await mkdtemp(path.join(tmpdir(), 'theme-reexport-'));
    for (const lang of ['en', 'zh'] as const) {
      const source = await readFile(path.join(PROJECT_DIR, 'docs', lang, page), 'utf8');
      for (const [variant, text] of [
        ['as-written', source],
        ['without-reexport', source.replace(reexport, '')],
      ] as const) {
        const file = path.join(root, variant, 'docs', lang, page);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, text);
      }
    }
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const problemsOf = async (variant: string) =>
    themeReexportProblems(
      extractWholeFileExamples(
        await loadDocsContext(path.join(root, variant), { projectDir: PROJECT_DIR }),
      ),
    );

  it('passes the Content example of the runtime API page as written', async () => {
    expect(await problemsOf('as-written')).toEqual([]);
  });

  it('reports the Content example on both pages when the re-export is missing', async () => {
    const problems = await problemsOf('without-reexport');
    expect(problems.map((problem) => problem.file).sort()).toEqual([
      `docs/en/${page}`,
      `docs/zh/${page}`,
    ]);
    expect(problems[0]?.message).toMatch(
      /\("theme\/index\.tsx", a whole file\) does not re-export the default theme/,
    );
  });
});

describe('packages an example imports', () => {
  const code = `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import type { Root } from 'mdast';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string/lib';
import type { VFile } from 'vfile';
import { VFileMessage } from 'vfile';
import { type Plugin } from 'unified';
import '@scope/styles/index.css';
import './local.css';
export { Badge } from '@rspress/core/theme';
const transform = ({ code }) => \`import 'my-ui/styles.css';\\n\${code}\`;`;

  it('names each package once and tells type-only imports apart', () => {
    expect(Object.fromEntries(neededPackages(code))).toEqual({
      mdast: { typeOnly: true },
      hast: { typeOnly: true },
      'hast-util-to-string': { typeOnly: false },
      vfile: { typeOnly: false },
      unified: { typeOnly: true },
      '@scope/styles': { typeOnly: false },
    });
  });

  it('takes a type-only import as installed when its @types package is', async () => {
    const projectDir = await mkdtemp(path.join(tmpdir(), 'missing-packages-'));
    try {
      for (const name of ['@types/mdast', 'vfile', '@types/hast-util-to-string', 'unified']) {
        await mkdir(path.join(projectDir, 'node_modules', name), { recursive: true });
        await writeFile(path.join(projectDir, 'node_modules', name, 'package.json'), '{}');
      }
      expect(missingPackages(example('config', 'rspress.config.ts', code), projectDir)).toEqual([
        'hast',
        'hast-util-to-string',
        '@scope/styles',
      ]);
    } finally {
      await rm(projectDir, { recursive: true, force: true });
    }
  });
});

describe('missingPackageProblems', () => {
  const EN_INTRO = 'docs/en/guide/start/intro.mdx';
  const ZH_INTRO = 'docs/zh/guide/start/intro.mdx';
  afterAll(removeFixtures);

  it('builds every example of the clean fixture', async () => {
    const examples = extractWholeFileExamples(await fixtureContext());
    const { problems, buildable } = missingPackageProblems(examples, PROJECT_DIR);
    expect(problems).toEqual([]);
    expect(buildable).toEqual(examples);
  });

  it('reports an example that imports a package the project lacks, on both pages, and does not build it', async () => {
    const ctx = await fixtureContext((files) => {
      for (const file of [EN_INTRO, ZH_INTRO]) {
        edit(
          files,
          file,
          "import { defineConfig } from '@rspress/core';",
          "import { defineConfig } from '@rspress/core';\nimport { pluginNothing } from 'rsbuild-plugin-not-installed';",
        );
      }
    });
    const { problems, buildable } = missingPackageProblems(
      extractWholeFileExamples(ctx),
      PROJECT_DIR,
    );
    expect(problems.map((problem) => problem.file).sort()).toEqual([EN_INTRO, ZH_INTRO]);
    expect(problems[0]?.message).toMatch(
      /code block 2 \("rspress\.config\.ts", a whole file\) imports `rsbuild-plugin-not-installed`, which the project does not have installed, so it cannot be built: add it to the devDependencies \(`npm install --save-exact -D rsbuild-plugin-not-installed`\)/,
    );
    expect(buildable.map((example) => example.kind)).toEqual(['theme']);
  });
});
