/**
 * Examples presented as a whole file are built, not only type-checked: a reader who copies one
 * into a project must get a site that builds.
 *
 * The rule: a fenced code block is a whole-file example when its `title` is exactly
 * - `rspress.config.ts` (`.js`, `.mjs`): a complete config;
 * - `theme/index.tsx` (`.ts`, `.jsx`, `.js`): a complete theme entry;
 * - `plugins/<name>.ts` (`.js`): a complete plugin module whose exported functions return plugins.
 * A title with anything else (`rspress.config.ts (Rspress 1)`, `theme/components/X.tsx`) is not
 * one. The other titled blocks of the same page are written beside the example (a config that
 * names `search-hooks.tsx`, a theme that imports `./components/X`), so the page is built as a
 * reader who copied all of it would have it.
 *
 * A theme entry must re-export the default theme (`export * from '@rspress/core/theme-original'`):
 * Rspress imports every part of the theme (`Root`, `Layout`, `useThemeState`...) from the entry, so
 * one that leaves the line out fails to build. This is checked in the code of each theme example.
 *
 * Builds (each is `rspress build` in a scratch site, see scratchSite.ts; the same code on both
 * languages' pages is built once):
 * - theme entries together: the site's theme re-exports the default theme and each example as a
 *   namespace (`export * as example3 from ...`), so every example is compiled for the browser and
 *   for static generation, where its module runs;
 * - config examples together, in batches of examples that set different options: the batch's
 *   config deep-merges them (`plugins` lists are joined), with `root` and `outDir` pointing at the
 *   scratch site and a home page for each language and version the merged config declares (and for
 *   each folder its `languageParity.include` names);
 * - plugin modules together: every exported function that takes no argument is called and its
 *   plugin registered (the others, which need options only the reader knows, are loaded only).
 * When a batch fails, it is split in halves until the failing examples are alone; those are
 * reported. Config examples that import the same package (a plugin) go to different batches, since
 * a plugin registered twice stops the build. Every package an example imports (`@rsbuild/plugin-sass`,
 * which the page tells the reader to install) is a devDependency of the project, so that the example
 * is built: an example that imports a package the project does not have installed is reported, not
 * built (a type-only import, `import type { Root } from 'mdast'`, is satisfied by `@types/mdast`).
 *
 * A file that an example names by a relative path (`path.join(import.meta.dirname,
 * 'styles/global.css')`) and that the page does not show is the reader's own: the scratch site gets
 * a stub of it (an empty stylesheet, a module whose default export renders nothing, a page with a
 * title), so that the example is built, not the file it leaves to the reader.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { allPages, type DocsContext } from './context.ts';
import type { Page, PageCodeBlock } from './pages.ts';
import { buildScratchSite, PROJECT_ROOT } from './scratchSite.ts';
import type { Problem } from './types.ts';

export type ExampleKind = 'config' | 'theme' | 'plugin';

const WHOLE_FILE_TITLES: [ExampleKind, RegExp][] = [
  ['config', /^rspress\.config\.(?:ts|js|mjs)$/],
  ['theme', /^theme\/index\.(?:tsx|ts|jsx|js)$/],
  ['plugin', /^plugins\/[\w.-]+\.(?:ts|js)$/],
];
/** Titles that may be written as companion files: relative paths with a file extension. */
const COMPANION_TITLE = /^(?!\/)(?![\w-]+:)(?:[\w@.-]+\/)*[\w@-][\w@.-]*\.\w+$/;
/** What a theme entry must contain: Rspress imports every part of the theme from it. */
const REEXPORTS_THEME = /^export\s*\*\s*from\s*['"]@rspress\/core\/theme-original['"]/m;
/** Config examples built together at most. */
export const MAX_BATCH = 30;
/** Options every batch sets itself: examples that set them do not conflict. */
const FORCED_OPTIONS = new Set(['root', 'outDir']);
/** Options whose values are joined when configs are merged. */
const JOINED_OPTIONS = new Set(['plugins']);

export interface ExampleOccurrence {
  page: Page;
  block: PageCodeBlock;
  /** 1-based position of the block among the page's code blocks. */
  index: number;
}

export interface WholeFileExample {
  kind: ExampleKind;
  title: string;
  code: string;
  /** Other titled blocks of the page, by title. */
  companions: Record<string, string>;
  occurrences: ExampleOccurrence[];
}

export function titleOf(block: PageCodeBlock): string | undefined {
  return /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/
    .exec(block.meta ?? '')
    ?.slice(1)
    .find(Boolean);
}

export function wholeFileKind(title: string): ExampleKind | undefined {
  return WHOLE_FILE_TITLES.find(([, pattern]) => pattern.test(title))?.[0];
}

/** The whole-file examples of the docs, the same code (with the same companions) listed once. */
export function extractWholeFileExamples(ctx: DocsContext): WholeFileExample[] {
  const byKey = new Map<string, WholeFileExample>();
  for (const page of allPages(ctx)) {
    const companions: Record<string, string> = {};
    for (const block of page.codeBlocks) {
      const title = titleOf(block);
      if (title && COMPANION_TITLE.test(title) && !(title in companions)) {
        companions[title] = block.value;
      }
    }
    page.codeBlocks.forEach((block, position) => {
      const title = titleOf(block);
      const kind = title && wholeFileKind(title);
      if (!title || !kind) return;
      const others = Object.fromEntries(
        Object.entries(companions).filter(
          ([other]) => other !== title && wholeFileKind(other) !== kind,
        ),
      );
      const key = JSON.stringify([kind, title, block.value, others]);
      const example = byKey.get(key) ?? {
        kind,
        title,
        code: block.value,
        companions: others,
        occurrences: [],
      };
      example.occurrences.push({ page, block, index: position + 1 });
      byKey.set(key, example);
    });
  }
  return [...byKey.values()];
}

/**
 * The option paths a config example sets (`themeConfig.nav`, `markdown.showLineNumbers`), read
 * from the object literal it exports; `undefined` when the export is not a literal that can be
 * read (a spread, a variable), so the example is built alone.
 */
export function configOptionPaths(code: string): string[] | undefined {
  const source = ts.createSourceFile('rspress.config.ts', code, ts.ScriptTarget.Latest, true);
  let exported: ts.Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      exported = statement.expression;
    }
  }
  // `defineConfig({...})`, `{...} satisfies UserConfig`: the literal inside.
  let unwrapped: ts.Expression | undefined = exported;
  while (unwrapped && (ts.isCallExpression(unwrapped) || ts.isSatisfiesExpression(unwrapped))) {
    unwrapped = ts.isSatisfiesExpression(unwrapped) ? unwrapped.expression : unwrapped.arguments[0];
  }
  exported = unwrapped;
  if (!exported) return undefined;
  if (!ts.isObjectLiteralExpression(exported)) return undefined;
  const paths: string[] = [];
  const walk = (object: ts.ObjectLiteralExpression, prefix: string): boolean => {
    for (const property of object.properties) {
      if (ts.isSpreadAssignment(property) || !property.name) return false;
      const name =
        ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)
          ? property.name.text
          : undefined;
      if (name === undefined) return false;
      if (!prefix && (FORCED_OPTIONS.has(name) || JOINED_OPTIONS.has(name))) continue;
      const path = prefix ? `${prefix}.${name}` : name;
      if (ts.isPropertyAssignment(property) && ts.isObjectLiteralExpression(property.initializer)) {
        if (!walk(property.initializer, path)) return false;
      } else {
        paths.push(path);
      }
    }
    return true;
  };
  if (!walk(exported, '')) return undefined;
  // Two examples that use the same plugin package would register it twice: they conflict too.
  for (const module of packageImports(code)) paths.push(`import:${module}`);
  return paths;
}

function isPackageModule(module: string): boolean {
  return !module.startsWith('node:') && !/^@rspress\/core(?:\/|$)/.test(module);
}

/** The packages a module imports, other than Node.js built-ins and `@rspress/core`. */
export function packageImports(code: string): string[] {
  const modules = [...code.matchAll(/\bfrom\s*['"]([^'"./][^'"]*)['"]/g)].map(
    ([, module = '']) => module,
  );
  return [...new Set(modules.filter(isPackageModule))];
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageName(module: string): string {
  const parts = module.split('/');
  return (module.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** `mdast` → `@types/mdast`; `@scope/name` → `@types/scope__name`. */
function typesPackage(name: string): string {
  return `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
}

/**
 * The packages a module needs, by name, and whether it imports only types from them
 * (`import type { Root } from 'mdast'`, erased by the build). Read from the module's import and
 * export declarations, not from strings that look like one.
 */
export function neededPackages(code: string): Map<string, { typeOnly: boolean }> {
  const needed = new Map<string, { typeOnly: boolean }>();
  const source = ts.createSourceFile('example.tsx', code, ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    let module: ts.Expression | undefined;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      module = statement.moduleSpecifier;
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.length > 0 &&
            bindings.elements.every((element) => element.isTypeOnly)));
    } else if (ts.isExportDeclaration(statement)) {
      module = statement.moduleSpecifier;
      typeOnly = statement.isTypeOnly;
    }
    if (!module || !ts.isStringLiteral(module)) continue;
    if (/^\.{0,2}\//.test(module.text) || !isPackageModule(module.text)) continue;
    const name = packageName(module.text);
    needed.set(name, { typeOnly: typeOnly && (needed.get(name)?.typeOnly ?? true) });
  }
  return needed;
}

/**
 * Packages an example (or a file it comes with) imports that the project does not have installed.
 * A package imported for its types only is installed when it or its `@types/` package is.
 */
export function missingPackages(example: WholeFileExample, projectDir: string): string[] {
  // Companions that are whole files of their own (a config beside a theme entry) are built apart.
  const companions = Object.entries(example.companions)
    .filter(([title]) => !wholeFileKind(title))
    .map(([, code]) => code);
  const code = [example.code, ...companions].join('\n');
  const installed = (name: string) =>
    existsSync(path.join(projectDir, 'node_modules', name, 'package.json'));
  return [...neededPackages(code)]
    .filter(
      ([name, { typeOnly }]) => !installed(name) && !(typeOnly && installed(typesPackage(name))),
    )
    .map(([name]) => name);
}

/**
 * Examples that import a package the project does not have installed: they cannot be built, so
 * each is reported on every page that shows it, with the packages to install.
 */
export function missingPackageProblems(
  examples: WholeFileExample[],
  projectDir: string,
): { problems: Problem[]; buildable: WholeFileExample[] } {
  const problems: Problem[] = [];
  const buildable: WholeFileExample[] = [];
  for (const example of examples) {
    const missing = missingPackages(example, projectDir);
    if (missing.length === 0) {
      buildable.push(example);
      continue;
    }
    const names = missing.map((name) => `\`${name}\``).join(', ');
    for (const { page, block, index } of example.occurrences) {
      problems.push({
        file: page.file,
        message: `line ${block.line}: code block ${index} ("${example.title}", a whole file) imports ${names}, which the project does not have installed, so it cannot be built: add ${missing.length === 1 ? 'it' : 'them'} to the devDependencies (\`npm install --save-exact -D ${missing.join(' ')}\`)`,
      });
    }
  }
  return { problems, buildable };
}

function conflicts(a: string[], b: Set<string>): boolean {
  return a.some((path) => {
    for (const other of b) {
      if (path === other || path.startsWith(`${other}.`) || other.startsWith(`${path}.`)) {
        return true;
      }
    }
    return false;
  });
}

/** Packs config examples into batches whose members set different options (first fit). */
export function batchConfigs<T>(
  examples: T[],
  pathsOf: (example: T) => string[] | undefined,
  maxBatch = MAX_BATCH,
): T[][] {
  const batches: { members: T[]; paths: Set<string> }[] = [];
  const alone: T[][] = [];
  for (const example of examples) {
    const paths = pathsOf(example);
    if (!paths) {
      alone.push([example]);
      continue;
    }
    let batch = batches.find(
      (candidate) => candidate.members.length < maxBatch && !conflicts(paths, candidate.paths),
    );
    if (!batch) {
      batch = { members: [], paths: new Set() };
      batches.push(batch);
    }
    batch.members.push(example);
    for (const path of paths) batch.paths.add(path);
  }
  return [...batches.map((batch) => batch.members), ...alone];
}

/** A relative path with a file extension, written as a string literal in an example. */
const RELATIVE_FILE_LITERAL = /['"`](?:\.\/)?((?:[\w@-][\w@.-]*\/)*[\w@-][\w@.-]*\.(\w+))['"`]/g;
const PATH_CALL = /\b(?:join|resolve)\(([^()]*)\)/g;
const STUBS: Record<string, string> = {
  css: '',
  scss: '',
  less: '',
  ts: 'export default function Stub() {\n  return null;\n}\n',
  tsx: 'export default function Stub() {\n  return null;\n}\n',
  js: 'export default function Stub() {\n  return null;\n}\n',
  jsx: 'export default function Stub() {\n  return null;\n}\n',
  mjs: 'export default function Stub() {\n  return null;\n}\n',
  md: '# Stub\n',
  mdx: '# Stub\n',
  json: '{}\n',
  svg: '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
};

/** A root-relative URL of a file in `docs/public`, such as an `icon` or `logo`. */
const PUBLIC_FILE_LITERAL =
  /['"`]\/((?:[\w@-][\w@.-]*\/)*[\w@-][\w@.-]*\.(?:svg|png|ico|jpe?g|webp|gif))['"`]/g;
/** `import { A, B as C } from './x'`, `import D from './x'`, `export { E } from './x'`, `import './x.css'`. */
const RELATIVE_IMPORT =
  /\b(?:import|export)\s+(?:type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}\s*)?(?:from\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;
const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs'];

/** A module whose every named export (and default export) is a component that renders nothing. */
function stubModule(names: string[]): string {
  const lines = ['function Stub() {', '  return null;', '}', 'export default Stub;'];
  for (const name of new Set(names)) {
    if (name !== 'default') lines.push(`export const ${name} = Stub;`);
  }
  return `${lines.join('\n')}\n`;
}

/** `theme/index.tsx` + `./components/X` → `theme/components/X`; `undefined` when it leaves the example. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const parts = fromFile.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join('/');
}

/**
 * Stubs of the files an example refers to and the page does not show, by path inside the example:
 * files named by a path string (`path.join(import.meta.dirname, 'styles', 'global.css')`), modules
 * and stylesheets it imports by a relative path, and `docs/public` files it names by a
 * root-relative URL (`icon: '/favicon.svg'`, keyed `docs/public/...`).
 */
export function stubsFor(example: WholeFileExample): Record<string, string> {
  const stubs: Record<string, string> = {};
  const shown = (file: string) =>
    file === example.title ||
    file in example.companions ||
    ['', ...MODULE_EXTENSIONS.map((ext) => ext), ...MODULE_EXTENSIONS.map((ext) => `/index${ext}`)]
      .map((suffix) => `${file}${suffix}`)
      .some((candidate) => candidate in example.companions || candidate === example.title);
  for (const [, file = ''] of example.code.matchAll(PUBLIC_FILE_LITERAL)) {
    stubs[`docs/public/${file}`] = file.endsWith('.svg') ? (STUBS.svg ?? '') : '';
  }
  // Path strings: `'styles/global.css'`, or the parts of a `join`/`resolve` call.
  const joined = [...example.code.matchAll(PATH_CALL)].map(([, args = '']) =>
    [...args.matchAll(/['"`]([^'"`]+)['"`]/g)].map(([, part]) => part).join('/'),
  );
  const paths = [
    ...[...example.code.replace(PATH_CALL, '').matchAll(RELATIVE_FILE_LITERAL)].map(
      ([, file = '']) => file,
    ),
    ...joined,
  ];
  for (const written of paths) {
    const file = resolveRelative(example.title, written.startsWith('.') ? written : `./${written}`);
    const stub = STUBS[/\.(\w+)$/.exec(written)?.[1] ?? ''];
    if (!file || stub === undefined || file.startsWith('docs/') || shown(file)) continue;
    stubs[file] ??= stub;
  }
  // Relative imports: a stylesheet, or a module exporting the names imported from it.
  for (const [, defaultName, named = '', specifier = ''] of example.code.matchAll(
    RELATIVE_IMPORT,
  )) {
    const file = resolveRelative(example.title, specifier);
    if (!file || file.startsWith('docs/') || shown(file)) continue;
    const ext = /\.(\w+)$/.exec(file)?.[1];
    if (ext && STUBS[ext] !== undefined && !MODULE_EXTENSIONS.includes(`.${ext}`)) {
      stubs[file] ??= STUBS[ext] ?? '';
      continue;
    }
    const names = named
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      )
      .filter((name) => /^[\w$]+$/.test(name));
    const target = ext ? file : `${file}.tsx`;
    const previous = stubs[target];
    const known = previous
      ? [...previous.matchAll(/export const ([\w$]+)/g)].map(([, n = '']) => n)
      : [];
    stubs[target] = stubModule([...known, ...names, ...(defaultName ? ['default'] : [])]);
  }
  return stubs;
}

const HOME_PAGE = '# Home\n\nA page of the scratch site.\n';
const MINIMAL_CONFIG = `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs' });
`;

/** Merges the config examples of a batch and gives the site the pages the merged config needs. */
const MERGE_MODULE = `import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const isPlainObject = (value) =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (key === 'plugins' && Array.isArray(value)) {
      target.plugins = [...(target.plugins ?? []), ...value];
    } else if (isPlainObject(value) && isPlainObject(target[key])) {
      merge(target[key], value);
    } else {
      target[key] = isPlainObject(value) ? merge({}, value) : value;
    }
  }
  return target;
}

export function mergeExamples(configs, siteRoot) {
  const config = {};
  for (const example of configs) merge(config, example);
  config.root = path.join(siteRoot, 'docs');
  config.outDir = path.join(siteRoot, 'doc_build');
  const langs = (config.locales ?? config.themeConfig?.locales ?? []).map((locale) => locale.lang);
  const versions = config.multiVersion?.versions ?? [];
  // The folders the language parity check is told to compare must exist.
  const folders = ['', ...(config.languageParity?.include ?? [])];
  for (const version of versions.length > 0 ? versions : ['']) {
    for (const lang of langs.length > 0 ? langs : ['']) {
      for (const folder of folders) {
        const dir = path.join(config.root, version, lang, folder);
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, 'index.md'), ${JSON.stringify(HOME_PAGE)});
      }
    }
  }
  return config;
}
`;

/** The files of a scratch site that builds `examples` (all of one kind; themes one at a time). */
export function siteFor(examples: WholeFileExample[]): Record<string, string> {
  const [first] = examples;
  if (!first) throw new Error('siteFor needs at least one example');
  // A config batch writes its pages itself: their folders depend on the merged locales and versions.
  const files: Record<string, string> =
    first.kind === 'config' ? {} : { 'docs/index.md': HOME_PAGE };
  const imports: string[] = [];
  examples.forEach((example, position) => {
    const dir = `examples/${position}`;
    for (const [file, stub] of Object.entries(stubsFor(example))) {
      files[file.startsWith('docs/public/') ? file : `${dir}/${file}`] = stub;
    }
    for (const [title, code] of Object.entries(example.companions)) {
      files[`${dir}/${title}`] = code;
    }
    files[`${dir}/${example.title}`] = example.code;
    const module = `./${dir}/${example.title.replace(/\.(?:tsx|ts|jsx|js|mjs)$/, '')}`;
    imports.push(
      example.kind === 'config'
        ? `import example${position} from '${module}';`
        : example.kind === 'theme'
          ? `export * as example${position} from '.${module}';`
          : `import * as example${position} from '${module}';`,
    );
  });
  if (first.kind === 'theme') {
    // The site's theme is the default one; every example is bundled (both for the browser and for
    // static generation, where its module runs) as a namespace of it.
    files['rspress.config.ts'] = MINIMAL_CONFIG;
    files['theme/index.tsx'] =
      `export * from '@rspress/core/theme-original';\n${imports.join('\n')}\n`;
    return files;
  }
  const names = examples.map((_, position) => `example${position}`);
  files['rspress.config.ts'] =
    first.kind === 'config'
      ? `${imports.join('\n')}
import { mergeExamples } from './merge-examples.mjs';

export default mergeExamples([${names.join(', ')}], import.meta.dirname);
`
      : `import { defineConfig, type RspressPlugin } from '@rspress/core';
${imports.join('\n')}

// Factories that need no argument are registered; the others are loaded only.
const factories = [${names.join(', ')}].flatMap((module) =>
  Object.values(module).filter((value) => typeof value === 'function' && value.length === 0),
) as (() => RspressPlugin)[];

export default defineConfig({ root: 'docs', plugins: factories.map((factory) => factory()) });
`;
  if (first.kind === 'config') files['merge-examples.mjs'] = MERGE_MODULE;
  return files;
}

export interface ExampleBuildResult {
  examples: WholeFileExample[];
  code: number;
  output: string;
}

export type SiteBuilder = (
  files: Record<string, string>,
) => Promise<{ code: number; output: string }>;

const defaultBuilder: SiteBuilder = async (files) => {
  const site = await buildScratchSite(files);
  try {
    return { code: site.code, output: site.output };
  } finally {
    await site.dispose();
  }
};

/** Builds the examples as planned; a failing batch is split into single builds. */
export async function buildExamples(
  examples: WholeFileExample[],
  build: SiteBuilder = defaultBuilder,
): Promise<ExampleBuildResult[]> {
  const plan: WholeFileExample[][] = [
    ...batchConfigs(
      examples.filter((example) => example.kind === 'config'),
      (example) => configOptionPaths(example.code),
    ),
  ];
  for (const kind of ['theme', 'plugin'] as const) {
    const ofKind = examples.filter((example) => example.kind === kind);
    if (ofKind.length > 0) plan.push(ofKind);
  }

  const results: ExampleBuildResult[] = [];
  // A failing group is split in halves until the failing examples are alone.
  const run = async (group: WholeFileExample[]): Promise<void> => {
    const result = await build(siteFor(group));
    if (result.code === 0 || group.length === 1) {
      results.push({ examples: group, ...result });
      return;
    }
    const middle = Math.ceil(group.length / 2);
    await run(group.slice(0, middle));
    await run(group.slice(middle));
  };
  for (const group of plan) await run(group);
  return results;
}

/** The lines of a build's output that say what went wrong, shortened for a problem message. */
export function buildErrorSummary(output: string): string {
  const lines = output
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /error|failed|not found|cannot|unable/i.test(line));
  const summary = [...new Set(lines.length > 0 ? lines : output.trim().split(/\r?\n/).slice(-5))]
    .slice(0, 6)
    .join(' | ');
  return summary.length > 700 ? `${summary.slice(0, 700)}…` : summary;
}

/**
 * Theme entries that leave out `export * from '@rspress/core/theme-original'`. The builds below
 * cannot catch it (they re-export the default theme beside each example), so it is read in the code.
 */
export function themeReexportProblems(examples: WholeFileExample[]): Problem[] {
  const problems: Problem[] = [];
  for (const example of examples) {
    if (example.kind !== 'theme' || REEXPORTS_THEME.test(example.code)) continue;
    for (const { page, block, index } of example.occurrences) {
      problems.push({
        file: page.file,
        message: `line ${block.line}: code block ${index} ("${example.title}", a whole file) does not re-export the default theme: without \`export * from '@rspress/core/theme-original';\` the build cannot find the theme's components (Root, Layout, useThemeState...)`,
      });
    }
  }
  return problems;
}

export async function checkWholeFileExamples(
  ctx: DocsContext,
  build: SiteBuilder = defaultBuilder,
): Promise<Problem[]> {
  const { problems, buildable: examples } = missingPackageProblems(
    extractWholeFileExamples(ctx),
    ctx.projectDir ?? PROJECT_ROOT,
  );
  problems.push(...themeReexportProblems(examples));
  for (const result of await buildExamples(examples, build)) {
    if (result.code === 0) continue;
    const [example] = result.examples;
    if (!example) continue;
    const reason = buildErrorSummary(result.output);
    for (const { page, block, index } of example.occurrences) {
      problems.push({
        file: page.file,
        message: `line ${block.line}: code block ${index} ("${example.title}", a whole file) does not build in a scratch site: ${reason}`,
      });
    }
  }
  return problems;
}
