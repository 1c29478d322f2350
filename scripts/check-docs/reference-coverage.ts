/**
 * Reference coverage: the API reference must document everything the installed `@rspress/core` offers.
 *
 * What is checked, and where (every language folder under `docs/` that has an `api/` folder):
 * - every top-level `UserConfig` key        -> `api/config/config-basic` or `api/config/config-build`
 * - every `ThemeConfig` key                 -> `api/config/config-theme`
 * - every `FrontMatterMeta` field           -> `api/config/config-frontmatter`
 * - every value export of `@rspress/core/runtime`            -> `api/client-api/api-runtime`
 * - every component exported by `@rspress/core/theme`        -> `api/client-api/api-components`
 *   (a component: a value export whose name starts with a capital letter and that is not an enum)
 * - every command and flag printed by `rspress --help` and `rspress <command> --help` -> `api/commands`
 *
 * The heading-id rule the reference pages follow (and this check relies on):
 * - Each documented item has its own heading with an explicit id: the item's name in lower case, with
 *   dots and slashes turned into dashes. `### base {#base}`, `### nav {#nav}` (config-theme),
 *   `### pageType {#pagetype}`, `### usePageData {#usepagedata}`, `### Badge {#badge}`.
 *   Nested options follow the same rule: `#### route.cleanUrls {#route-cleanurls}`.
 * - A package re-exported wholesale (`export * from 'react-router-dom'`) is one heading whose id is the
 *   package name (`## react-router-dom {#react-router-dom}`).
 * - A local module re-exported wholesale (the icons: `export * from './icons.js'`) is one section in
 *   which every exported name appears in backticks (`IconGithub`).
 * - Commands: `## rspress build {#build}`; the default command (`[root]` in the help, alias `dev`)
 *   uses the id `dev`. Flags: `#### --port {#dev-port}`: the command id, a dash, the long flag name.
 *
 * - A family of small items may be one table instead of a heading each: each item's row starts its
 *   first cell with an element carrying the id (`| <span id="withbase"></span>`withBase` | … |`, an
 *   anchored row: search/indexing/rowAnchors.ts). Such a row counts as the item's heading.
 *
 * An item counts as documented when the page has a heading or an anchored row with the expected id,
 * or one whose text (without backticks and the `{#id}` suffix; a row's first cell) is exactly the
 * item's name. Flags are matched by id only: the same flag (`--port`) is documented under several
 * commands of one page.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import { unified } from 'unified';
import { anchoredRows } from '../../search/indexing/rowAnchors.ts';
import type { Problem } from './types.ts';

const execFileAsync = promisify(execFile);

/** The id the default command (`[root]` in the help) is documented under; the CLI aliases it `dev`. */
export const DEFAULT_COMMAND_ID = 'dev';

/** One thing the reference must document. */
export interface ReferenceItem {
  /** What kind of thing it is, used in messages, e.g. `UserConfig key`. */
  kind: string;
  /** The name as the user sees it, e.g. `base`, `usePageData`, `--port`. */
  name: string;
  /** The heading id the rule gives it. */
  id: string;
  /** Pages (without language folder and extension) any of which may document it. */
  pages: string[];
  /**
   * `heading`: a heading with the id or the name; `heading-id`: a heading with the id;
   * `mention`: the name in backticks anywhere on the page.
   */
  match: 'heading' | 'heading-id' | 'mention';
}

/** The heading id of a name: lower case, dots and slashes turned into dashes, a leading `@` dropped. */
export function headingId(name: string): string {
  return name.replace(/^@/, '').toLowerCase().replace(/[./]/g, '-');
}

const PAGES = {
  config: ['api/config/config-basic', 'api/config/config-build'],
  theme: ['api/config/config-theme'],
  frontmatter: ['api/config/config-frontmatter'],
  runtime: ['api/client-api/api-runtime'],
  components: ['api/client-api/api-components'],
  commands: ['api/commands'],
};

function declarationFiles(rootDir: string) {
  const core = path.join(rootDir, 'node_modules', '@rspress', 'core', 'dist');
  return {
    shared: path.join(rootDir, 'node_modules', '@rspress', 'shared', 'dist', 'index.d.ts'),
    runtime: path.join(core, 'runtime', 'index.d.ts'),
    theme: path.join(core, 'theme', 'index.d.ts'),
    cli: path.join(rootDir, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js'),
  };
}

/**
 * A program over the entry declarations that follows relative imports only: the names we need are
 * declared in @rspress's own files, and leaving React, Rsbuild and the like unresolved keeps the
 * check fast (a package re-exported with `export *` is reported by its name, not its contents).
 */
function createProgram(files: string[]): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    noLib: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile, _redirect, compilerOptions) =>
    literals.map((literal) =>
      literal.text.startsWith('.')
        ? ts.resolveModuleName(literal.text, containingFile, compilerOptions, host)
        : { resolvedModule: undefined },
    );
  return ts.createProgram({ rootNames: files, options, host });
}

function sourceFileOf(program: ts.Program, file: string): ts.SourceFile {
  const sourceFile = program.getSourceFile(file);
  if (!sourceFile) throw new Error(`Cannot read type declarations: ${file}`);
  return sourceFile;
}

/** Property names of an interface or type alias declared at the top level of `sourceFile`. */
function propertiesOf(program: ts.Program, sourceFile: ts.SourceFile, typeName: string): string[] {
  const checker = program.getTypeChecker();
  const declaration = sourceFile.statements.find(
    (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
      (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
      statement.name.text === typeName,
  );
  if (!declaration) throw new Error(`Type ${typeName} not found in ${sourceFile.fileName}`);
  const type = checker.getTypeAtLocation(declaration.name);
  return checker.getPropertiesOfType(type).map((symbol) => symbol.getName());
}

interface ModuleExport {
  name: string;
  /** Set for `export * from '<bare package>'`. */
  starPackage?: string;
  /** Set for names that come from `export * from './local.js'`. */
  fromStar?: string;
  isEnum: boolean;
}

/** The value exports of an entry `.d.ts`, keeping `export *` of packages as one entry. */
function valueExportsOf(program: ts.Program, sourceFile: ts.SourceFile): ModuleExport[] {
  const checker = program.getTypeChecker();
  const result: ModuleExport[] = [];
  const resolve = (symbol: ts.Symbol | undefined): ts.Symbol | undefined =>
    symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  for (const statement of sourceFile.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier;
    if (!statement.exportClause) {
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      if (!specifier.text.startsWith('.')) {
        result.push({ name: specifier.text, starPackage: specifier.text, isEnum: false });
        continue;
      }
      const moduleSymbol = checker.getSymbolAtLocation(specifier);
      if (!moduleSymbol)
        throw new Error(`Cannot resolve ${specifier.text} in ${sourceFile.fileName}`);
      for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
        const target = resolve(symbol);
        if (!target || !(target.flags & ts.SymbolFlags.Value)) continue;
        result.push({
          name: symbol.getName(),
          fromStar: specifier.text,
          isEnum: Boolean(target.flags & ts.SymbolFlags.Enum),
        });
      }
      continue;
    }
    if (!ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements) {
      if (element.isTypeOnly) continue;
      const target = resolve(checker.getSymbolAtLocation(element.name));
      if (target && !(target.flags & ts.SymbolFlags.Value)) continue;
      result.push({
        name: element.name.text,
        isEnum: Boolean(target && target.flags & ts.SymbolFlags.Enum),
      });
    }
  }
  return result;
}

/** Everything the installed type declarations say the reference must document. */
export function typeReferenceItems(rootDir: string): ReferenceItem[] {
  const files = declarationFiles(rootDir);
  for (const file of [files.shared, files.runtime, files.theme]) {
    if (!existsSync(file)) throw new Error(`Missing type declarations: ${file}`);
  }
  const program = createProgram([files.shared, files.runtime, files.theme]);
  const shared = sourceFileOf(program, files.shared);
  const items: ReferenceItem[] = [];
  const add = (kind: string, names: string[], pages: string[]) => {
    for (const name of names)
      items.push({ kind, name, id: headingId(name), pages, match: 'heading' });
  };
  add('UserConfig key', propertiesOf(program, shared, 'UserConfig'), PAGES.config);
  add('ThemeConfig key', propertiesOf(program, shared, 'ThemeConfig'), PAGES.theme);
  add('FrontMatterMeta field', propertiesOf(program, shared, 'FrontMatterMeta'), PAGES.frontmatter);

  for (const entry of valueExportsOf(program, sourceFileOf(program, files.runtime))) {
    items.push({
      kind: entry.starPackage ? 'runtime re-export of package' : 'runtime export',
      name: entry.name,
      id: headingId(entry.name),
      pages: PAGES.runtime,
      match: entry.fromStar ? 'mention' : 'heading',
    });
  }
  for (const entry of valueExportsOf(program, sourceFileOf(program, files.theme))) {
    if (entry.starPackage) {
      items.push({
        kind: 'theme re-export of package',
        name: entry.name,
        id: headingId(entry.name),
        pages: PAGES.components,
        match: 'heading',
      });
      continue;
    }
    if (!/^[A-Z]/.test(entry.name) || entry.isEnum) continue;
    items.push({
      kind: 'theme component',
      name: entry.name,
      id: headingId(entry.name),
      pages: PAGES.components,
      match: entry.fromStar ? 'mention' : 'heading',
    });
  }
  return items;
}

/** A command and its flags as the CLI help prints them. */
export interface CliCommand {
  /** The command id: its name, or {@link DEFAULT_COMMAND_ID} for the default command. */
  id: string;
  /** The name typed after `rspress` (empty for the default command). */
  name: string;
  /** Long flag names without dashes, e.g. `port`, `config`. */
  flags: string[];
}

function section(help: string, title: string): string[] {
  const lines = help.split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === `${title}:`);
  if (start === -1) return [];
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '') break;
    body.push(line);
  }
  return body;
}

/** Commands listed in the `Commands:` section of the top-level help. */
export function parseCommands(help: string): { id: string; name: string }[] {
  return section(help, 'Commands').map((line) => {
    const first = line.trim().split(/\s+/)[0] ?? '';
    const isDefault = first.startsWith('[') || first.startsWith('<');
    return isDefault ? { id: DEFAULT_COMMAND_ID, name: '' } : { id: first, name: first };
  });
}

/** Long flag names (without the dashes) in the `Options:` section of a help text. */
export function parseFlags(help: string): string[] {
  const flags: string[] = [];
  for (const line of section(help, 'Options')) {
    const match = /--([a-zA-Z][\w-]*)/.exec(line);
    if (match?.[1]) flags.push(match[1]);
  }
  return flags;
}

async function runHelp(rootDir: string, args: string[]): Promise<string> {
  const { cli } = declarationFiles(rootDir);
  const { stdout } = await execFileAsync(process.execPath, [cli, ...args, '--help'], {
    cwd: rootDir,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 1024 * 1024,
  });
  return stdout;
}

const cliByRoot = new Map<string, Promise<CliCommand[]>>();

/**
 * The installed CLI's help for the top level and every command, read once per project: the
 * reference coverage and the behaviour pins of one docs check both need it.
 */
export function readCli(rootDir: string): Promise<CliCommand[]> {
  let cli = cliByRoot.get(rootDir);
  if (!cli) {
    cli = runCli(rootDir);
    cliByRoot.set(rootDir, cli);
    cli.catch(() => cliByRoot.delete(rootDir));
  }
  return cli;
}

async function runCli(rootDir: string): Promise<CliCommand[]> {
  const rootHelp = await runHelp(rootDir, []);
  const commands = parseCommands(rootHelp);
  if (commands.length === 0) throw new Error('`rspress --help` lists no commands');
  return Promise.all(
    commands.map(async ({ id, name }) => ({
      id,
      name,
      // The default command's flags are the ones the top-level help prints.
      flags: parseFlags(name ? await runHelp(rootDir, [name]) : rootHelp),
    })),
  );
}

/** Everything the CLI help says the commands page must document. */
export function cliReferenceItems(commands: CliCommand[]): ReferenceItem[] {
  const items: ReferenceItem[] = [];
  for (const command of commands) {
    const label = command.name ? `rspress ${command.name}` : `rspress (${command.id})`;
    items.push({
      kind: 'CLI command',
      name: label,
      id: command.id,
      pages: PAGES.commands,
      match: 'heading',
    });
    for (const flag of command.flags) {
      items.push({
        kind: `CLI flag of ${label}`,
        name: `--${flag}`,
        id: `${command.id}-${headingId(flag)}`,
        pages: PAGES.commands,
        match: 'heading-id',
      });
    }
  }
  return items;
}

/** A heading of a Markdown page: its explicit id (if any) and its plain text. */
export interface PageHeading {
  id: string | undefined;
  text: string;
}

/** Headings of a Markdown/MDX source, skipping fenced code blocks. */
export function parseHeadings(source: string): PageHeading[] {
  const headings: PageHeading[] = [];
  let fence: string | undefined;
  for (const line of source.split(/\r?\n/)) {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1];
      if (!fence) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence) continue;
    const match = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    const idMatch = /\s*\{#([^}\s]+)\}\s*$/.exec(match[1]);
    const text = (idMatch ? match[1].slice(0, idMatch.index) : match[1]).replace(/`/g, '').trim();
    headings.push({ id: idMatch?.[1], text });
  }
  return headings;
}

/**
 * The anchored table rows of a Markdown/MDX source (search/indexing/rowAnchors.ts) as headings: the
 * row's id and the text of its first cell.
 */
export function parseRowHeadings(source: string, format: 'md' | 'mdx'): PageHeading[] {
  const parser = unified().use(remarkParse).use(remarkGfm);
  const tree = (format === 'mdx' ? parser.use(remarkMdx) : parser).parse(source) as Root;
  return anchoredRows(tree).map((row) => ({ id: row.id, text: row.name }));
}

interface LoadedPage {
  /** Path relative to the root, with the extension found (or `.mdx` when the page is missing). */
  file: string;
  exists: boolean;
  source: string;
  /** Its headings, then its anchored table rows, which stand for headings. */
  headings: PageHeading[];
}

async function loadPage(rootDir: string, lang: string, page: string): Promise<LoadedPage> {
  for (const ext of ['.mdx', '.md']) {
    const file = path.posix.join('docs', lang, `${page}${ext}`);
    const absolute = path.join(rootDir, file);
    if (existsSync(absolute)) {
      const source = await readFile(absolute, 'utf8');
      const format = ext === '.mdx' ? 'mdx' : 'md';
      const headings = [...parseHeadings(source), ...parseRowHeadings(source, format)];
      return { file, exists: true, source, headings };
    }
  }
  return {
    file: path.posix.join('docs', lang, `${page}.mdx`),
    exists: false,
    source: '',
    headings: [],
  };
}

function isDocumented(item: ReferenceItem, page: LoadedPage): boolean {
  if (item.match === 'mention') return page.source.includes(`\`${item.name}\``);
  return page.headings.some(
    (heading) => heading.id === item.id || (item.match === 'heading' && heading.text === item.name),
  );
}

/** Language folders under `docs/` that hold an API reference. */
async function languages(rootDir: string): Promise<string[]> {
  const docs = path.join(rootDir, 'docs');
  const entries = await readdir(docs, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && existsSync(path.join(docs, entry.name, 'api')))
    .map((entry) => entry.name)
    .sort();
}

/** Compares the items with the reference pages of every language: one problem per missing item. */
export async function findUndocumented(
  rootDir: string,
  items: ReferenceItem[],
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const cache = new Map<string, LoadedPage>();
  const load = async (lang: string, page: string) => {
    const key = `${lang}/${page}`;
    let loaded = cache.get(key);
    if (!loaded) {
      loaded = await loadPage(rootDir, lang, page);
      cache.set(key, loaded);
      if (!loaded.exists) {
        problems.push({ file: loaded.file, message: 'reference page is missing' });
      }
    }
    return loaded;
  };
  for (const lang of await languages(rootDir)) {
    for (const item of items) {
      const pages = await Promise.all(item.pages.map((page) => load(lang, page)));
      if (pages.some((page) => isDocumented(item, page))) continue;
      const where = pages.map((page) => page.file).join(' or ');
      const how =
        item.match === 'mention'
          ? `\`${item.name}\` does not appear`
          : item.match === 'heading-id'
            ? `no heading or anchored table row \`{#${item.id}}\``
            : `no heading or anchored table row \`{#${item.id}}\` or \`${item.name}\``;
      problems.push({
        file: pages[0]?.file ?? `docs/${lang}`,
        message: `${item.kind} \`${item.name}\` is not documented: ${how} in ${where}`,
      });
    }
  }
  return problems;
}

/**
 * Reads the installed type declarations and CLI help and returns one problem per option, export,
 * command or flag that the reference pages (in every language) do not document.
 */
export async function checkReferenceCoverage(rootDir: string): Promise<Problem[]> {
  const cli = await readCli(rootDir);
  const items = [...typeReferenceItems(rootDir), ...cliReferenceItems(cli)];
  return findUndocumented(rootDir, items);
}
