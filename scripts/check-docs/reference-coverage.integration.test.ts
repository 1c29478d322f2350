import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkReferenceCoverage,
  cliReferenceItems,
  findUndocumented,
  headingId,
  parseCommands,
  parseFlags,
  parseHeadings,
  parseRowHeadings,
  type ReferenceItem,
  readCli,
  typeReferenceItems,
} from './reference-coverage.ts';

const PROJECT_DIR = path.resolve(import.meta.dirname, '..', '..');
/** Running the installed CLI's help several times takes a few seconds on a busy machine. */
const SLOW = 120_000;

const tempRoots: string[] = [];

/** A temporary project with a copy of the real docs tree (and the real node_modules) after `edit`. */
async function docsCopy(edit: Record<string, (source: string) => string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'reference-coverage-'));
  tempRoots.push(root);
  await cp(path.join(PROJECT_DIR, 'docs'), path.join(root, 'docs'), { recursive: true });
  await symlink(
    path.join(PROJECT_DIR, 'node_modules'),
    path.join(root, 'node_modules'),
    'junction',
  );
  for (const [file, change] of Object.entries(edit)) {
    const absolute = path.join(root, file);
    const source = await readFile(absolute, 'utf8');
    const changed = change(source);
    expect(changed, `the edit of ${file} changed nothing`).not.toBe(source);
    await writeFile(absolute, changed);
  }
  return root;
}

/** Removes one whole line (a heading) from a page. */
const withoutLine = (line: string) => (source: string) =>
  source
    .split('\n')
    .filter((current) => current !== line)
    .join('\n');

afterAll(async () => {
  await Promise.all(tempRoots.map((root) => rm(root, { recursive: true, force: true })));
});

describe('checkReferenceCoverage', () => {
  it(
    'passes on the real docs',
    async () => {
      expect(await checkReferenceCoverage(PROJECT_DIR)).toEqual([]);
    },
    SLOW,
  );

  it(
    'fails, naming the option and the page, when a page lacks its heading',
    async () => {
      const file = 'docs/en/api/config/config-basic.md';
      const root = await docsCopy({ [file]: withoutLine('### base {#base}') });
      const problems = await checkReferenceCoverage(root);
      expect(problems).toHaveLength(1);
      expect(problems[0]?.file).toBe(file);
      expect(problems[0]?.message).toContain('UserConfig key `base`');
    },
    SLOW,
  );
});

describe('the items read from the installed @rspress/core', () => {
  let items: ReferenceItem[] = [];

  beforeAll(async () => {
    items = [...typeReferenceItems(PROJECT_DIR), ...cliReferenceItems(await readCli(PROJECT_DIR))];
  }, SLOW);

  const names = (kind: string) =>
    items.filter((item) => item.kind === kind).map((item) => item.name);

  it('cover the config, theme config and front matter types', () => {
    expect(names('UserConfig key')).toEqual(
      expect.arrayContaining(['root', 'base', 'builderConfig', 'ssg']),
    );
    expect(names('ThemeConfig key')).toEqual(
      expect.arrayContaining(['nav', 'sidebar', 'darkMode', 'llmsUI']),
    );
    expect(names('FrontMatterMeta field')).toEqual(
      expect.arrayContaining(['pageType', 'hero', 'features']),
    );
    // The index signature of FrontMatterMeta is not a field.
    expect(names('FrontMatterMeta field')).not.toContain('__index');
  });

  it('cover the runtime exports, with react-router-dom as one item', () => {
    expect(names('runtime export')).toEqual(
      expect.arrayContaining(['usePage', 'withBase', 'NoSSR', 'Head']),
    );
    expect(names('runtime export')).not.toContain('useLocation');
    expect(names('runtime re-export of package')).toEqual(['react-router-dom']);
  });

  it('cover the theme components but not hooks, helpers, types or enums', () => {
    const components = names('theme component');
    expect(components).toEqual(expect.arrayContaining(['Badge', 'Layout', 'Tabs', 'IconGithub']));
    expect(components).not.toContain('useEditLink');
    expect(components).not.toContain('BadgeProps');
    expect(components).not.toContain('RenderType');
  });

  it('cover every command and flag of the CLI help', () => {
    const ids = items.filter((item) => item.kind.startsWith('CLI')).map((item) => item.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'dev',
        'dev-port',
        'dev-version',
        'build',
        'build-base',
        'preview',
        'preview-host',
      ]),
    );
    expect(ids).toEqual(expect.arrayContaining(['eject', 'eject-config', 'eject-help']));
  });

  it('report a missing CLI flag on the Chinese page', async () => {
    const file = 'docs/zh/api/commands.md';
    const root = await docsCopy({ [file]: withoutLine('#### --port {#preview-port}') });
    const problems = await findUndocumented(root, items);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toEqual({
      file,
      message: expect.stringContaining('CLI flag of rspress preview `--port`'),
    });
  });

  it('report the react-router-dom re-export when its section is gone', async () => {
    const file = 'docs/en/api/client-api/api-runtime.md';
    const root = await docsCopy({ [file]: withoutLine('## react-router-dom {#react-router-dom}') });
    const problems = await findUndocumented(root, items);
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('`react-router-dom`'),
    ]);
  });

  it('report an icon that the icons section does not name', async () => {
    const file = 'docs/en/api/client-api/api-components.md';
    const root = await docsCopy({ [file]: (source) => source.replaceAll('`IconOpenInChat`', '') });
    const problems = await findUndocumented(root, items);
    expect(problems).toEqual([
      {
        file,
        message: expect.stringContaining('theme component `IconOpenInChat` is not documented'),
      },
    ]);
  });

  it('accept a heading that carries the name instead of the id', async () => {
    const file = 'docs/en/api/client-api/api-components.md';
    const root = await docsCopy({
      [file]: (source) => source.replace('### Badge {#badge}', '### `Badge`'),
    });
    expect(await findUndocumented(root, items)).toEqual([]);
  });

  it('accept an anchored table row in place of a heading, by its id or its name', async () => {
    const file = 'docs/en/api/client-api/api-runtime.md';
    const runtime = names('runtime export');
    expect(runtime).toEqual(expect.arrayContaining(['withBase', 'isDataUrl']));
    // The real page documents them as rows of a table, not as headings.
    const source = await readFile(path.join(PROJECT_DIR, file), 'utf8');
    expect(source).toContain('| <span id="withbase"></span>`withBase` |');
    expect(source).not.toMatch(/^#+ withBase/m);
    const renamed = await docsCopy({
      [file]: (text) => text.replace('<span id="withbase">', '<span id="with-base">'),
    });
    expect(await findUndocumented(renamed, items)).toEqual([]);
  });

  it('report an item whose row has lost its anchor, in each language', async () => {
    const unanchor = (text: string) => text.replace('<span id="isdataurl"></span>', '');
    const root = await docsCopy({
      'docs/en/api/client-api/api-runtime.md': unanchor,
      'docs/zh/api/client-api/api-runtime.md': unanchor,
    });
    expect(await findUndocumented(root, items)).toEqual(
      ['en', 'zh'].map((lang) => ({
        file: `docs/${lang}/api/client-api/api-runtime.md`,
        message: expect.stringContaining(
          'runtime export `isDataUrl` is not documented: no heading or anchored table row `{#isdataurl}` or `isDataUrl`',
        ),
      })),
    );
  });

  it('report every item of a page that is missing', async () => {
    const root = await docsCopy({});
    await rm(path.join(root, 'docs/zh/api/config/config-theme.md'));
    const problems = await findUndocumented(root, items);
    expect(problems[0]).toEqual({
      file: 'docs/zh/api/config/config-theme.mdx',
      message: 'reference page is missing',
    });
    expect(problems).toHaveLength(1 + names('ThemeConfig key').length);
  });
});

describe('parsing', () => {
  it('turns names into heading ids', () => {
    expect(headingId('base')).toBe('base');
    expect(headingId('logoText')).toBe('logotext');
    expect(headingId('route.cleanUrls')).toBe('route-cleanurls');
    expect(headingId('react-router-dom')).toBe('react-router-dom');
    expect(headingId('@unhead/react')).toBe('unhead-react');
  });

  it('reads headings, their ids and plain text, outside code blocks only', () => {
    const source = [
      '# Title {#title}',
      '### `base` {#base}',
      '```md',
      '## not a heading {#nope}',
      '```',
      '#### --port {#dev-port}',
      '### Plain heading',
    ].join('\n');
    expect(parseHeadings(source)).toEqual([
      { id: 'title', text: 'Title' },
      { id: 'base', text: 'base' },
      { id: 'dev-port', text: '--port' },
      { id: undefined, text: 'Plain heading' },
    ]);
  });

  it('reads anchored table rows as headings, in Markdown and in MDX', () => {
    const table =
      '| Helper | Type |\n| --- | --- |\n| <span id="withbase"></span>`withBase` | `string` |\n| `plain` | `string` |\n';
    expect(parseRowHeadings(table, 'md')).toEqual([{ id: 'withbase', text: 'withBase' }]);
    expect(parseRowHeadings(table.replace('></span>', ' />'), 'mdx')).toEqual([
      { id: 'withbase', text: 'withBase' },
    ]);
  });

  it('reads commands and flags from cac help output', () => {
    const rootHelp = [
      'rspress/2.0.22',
      '',
      'Commands:',
      '  [root]             Start the dev server',
      '  build [root]       Build the documentation site for production',
      '',
      'Options:',
      '  --port <port>          Set the port number for the server ',
      '  -v, --version          Display version number ',
      '  -c, --config <config>  Set the configuration file ',
      '',
    ].join('\n');
    expect(parseCommands(rootHelp)).toEqual([
      { id: 'dev', name: '' },
      { id: 'build', name: 'build' },
    ]);
    expect(parseFlags(rootHelp)).toEqual(['port', 'version', 'config']);
  });
});
