/**
 * The API docgen plugin page, executed: the props tables of react-docgen-typescript and the
 * Markdown of documentation.js in `<API moduleName="…" />`, their columns and rows, the languages of
 * the tables, the search index, the documentation.js workaround of the page, and the options.
 * Three sites: a site in English, Chinese and Russian with both parsers (the page's examples), a
 * French site with the parser options, and a site that parses with documentation.js only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import {
  buildScratchSite,
  exampleFromPage,
  rootDir,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';

const PAGE = 'plugin/official-plugins/api-docgen.md';

/** How many installed packages `name` brings, itself included (its dependencies, transitively). */
function dependencyClosure(name: string): number {
  const find = (dependency: string, from: string): string | undefined => {
    for (let dir = from; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', dependency, 'package.json');
      if (existsSync(candidate)) return candidate;
      if (path.dirname(dir) === dir) return undefined;
    }
  };
  const seen = new Set<string>();
  const queue = [find(name, rootDir)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys({
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
    })) {
      queue.push(find(dependency, path.dirname(file)));
    }
  }
  return seen.size;
}

/** Props that show each rule of the page: descriptions, the standard props, defaults, required. */
const RULES = `import type { ButtonHTMLAttributes, CSSProperties } from 'react';

export interface RulesProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Always given. */
  label: string;
  undocumented?: string;
  className?: string;
  style?: CSSProperties;
  /**
   * Whether it is small.
   * @default false
   */
  small?: boolean;
  /** How many times. */
  count?: number;
  /** The tone. */
  tone?: string;
}

/** Shows the rules. */
export function Rules({ label, small, count = 0, tone = 'calm' }: RulesProps) {
  return <span data-small={small} data-count={count} data-tone={tone}>{label}</span>;
}
`;

const MATH = `/**
 * Adds two numbers.
 * @param {number} a The first number.
 * @param {number} b The second number.
 * @returns {number} The sum of a and b.
 */
export function add(a, b) {
  return a + b;
}
`;

function apiPage(title: string, modules: string[]): string {
  return `# ${title}\n\n${modules.map((name) => `## Module ${name}\n\n<API moduleName="${name}" />\n`).join('\n')}`;
}

const LANGUAGES = ['en', 'zh', 'ru'] as const;

async function multilingual(): Promise<Record<string, string>> {
  const button = await exampleFromPage(PAGE, 'example', 'src/components/Button.tsx');
  const pages: Record<string, string> = {};
  for (const lang of LANGUAGES) {
    pages[`docs/${lang}/components/button.mdx`] = apiPage('Button page', [
      'button',
      'rules',
      'math',
      'mathbare',
    ]);
    pages[`docs/${lang}/index.md`] = '# Home\n';
  }
  return {
    'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';

export default defineConfig({
  root: 'docs',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
    { lang: 'ru', label: 'Русский' },
  ],
  plugins: [
    pluginApiDocgen({
      // Ignored: entries name a parser for each module.
      apiParseTool: 'documentation',
      entries: {
        documentation: {
          'math-en': './src/math.js',
          'math-zh': './src/math.js',
          mathbare: './src/math.js',
        },
        'react-docgen-typescript': {
          button: './src/components/Button.tsx',
          rules: './src/components/Rules.tsx',
        },
      },
    }),
  ],
});
`,
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        jsx: 'react-jsx',
        strict: true,
        moduleResolution: 'Bundler',
        module: 'ESNext',
      },
    }),
    'src/components/Button.tsx': button,
    'src/components/Rules.tsx': RULES,
    'src/math.js': MATH,
    ...pages,
  };
}

/** A French site: no table language of its own; a prop filter of its own; sources under lib/. */
const FRENCH = {
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';

export default defineConfig({
  root: 'docs',
  lang: 'fr',
  plugins: [
    pluginApiDocgen({
      appDir: path.join(import.meta.dirname, 'lib'),
      entries: { rules: './Rules.tsx' },
      parseToolOptions: {
        'react-docgen-typescript': {
          propFilter: (prop) => prop.name !== 'tone',
        },
      },
    }),
  ],
});
`,
  'lib/Rules.tsx': RULES,
  'docs/index.mdx': apiPage('Règles', ['rules']),
};

/** The simple form of entries, parsed with documentation.js. */
const DOCUMENTATION = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { pluginApiDocgen } from '@rspress/plugin-api-docgen';

export default defineConfig({
  root: 'docs',
  plugins: [
    pluginApiDocgen({
      apiParseTool: 'documentation',
      entries: { 'math-en': './src/math.js' },
    }),
  ],
});
`,
  'src/math.js': MATH,
  'docs/index.mdx': apiPage('Math', ['math']),
};

describe('sites with the API docgen plugin', () => {
  let sites: Record<'multilingual' | 'french' | 'documentation', ScratchBuild>;

  beforeAll(async () => {
    const [a, b, c] = await Promise.all([
      buildScratchSite(await multilingual()),
      buildScratchSite(FRENCH),
      buildScratchSite(DOCUMENTATION),
    ]);
    sites = { multilingual: a, french: b, documentation: c };
    for (const site of [a, b, c]) expect(site.ok, site.output).toBe(true);
  });
  afterAll(async () => {
    await Promise.all(Object.values(sites ?? {}).map((site) => site.remove()));
  });

  /** The part of a page under `## Module <name>`, up to the next module. */
  async function moduleSection(site: ScratchBuild, file: string, name: string): Promise<Element[]> {
    const document = parseHtml(await site.read(file));
    // The plugin's output sits in a <div class="rspress-plugin-api-docgen"> after the heading.
    const children = [...(document.querySelector('.rspress-doc')?.children ?? [])].flatMap(
      (element) =>
        element.classList.contains('rspress-plugin-api-docgen') ? [...element.children] : [element],
    );
    const start = children.findIndex((element) => textOf(element).endsWith(`Module ${name}`));
    if (start < 0) throw new Error(`no section for ${name} in ${file}`);
    const rest = children.slice(start + 1);
    const end = rest.findIndex((element) => /^#?Module /.test(textOf(element)));
    return end < 0 ? rest : rest.slice(0, end);
  }

  function table(section: Element[]): { headers: string[]; rows: Record<string, string>[] } {
    const found = section
      .map((element) => (element.matches('table') ? element : element.querySelector('table')))
      .find((element) => element !== null);
    if (!found) throw new Error('no table');
    const headers = textsOf(found, 'thead th');
    const rows = [...found.querySelectorAll('tbody tr')].map((row) =>
      Object.fromEntries(textsOf(row, 'td').map((cell, i) => [headers[i] ?? String(i), cell])),
    );
    return { headers, rows };
  }

  const sectionText = (section: Element[]) => section.map((element) => textOf(element)).join('\n');

  claim(
    [
      'plugin/official-plugins/api-docgen#register',
      'plugin/official-plugins/api-docgen#example',
      'plugin/official-plugins/api-docgen#how-it-works',
      'plugin/official-plugins/api-docgen#entries',
      'plugin/official-plugins/api-docgen#options',
    ],
    'the Button of the example in <API moduleName="button" />, without an import: a ### heading, the doc comment in bold, and a table of its three props; with entries per parser, apiParseTool is ignored',
    async () => {
      const section = await moduleSection(sites.multilingual, 'components/button.html', 'button');
      const heading = section.find((element) => element.tagName === 'H3');
      expect(textOf(heading).replace(/^#/, '')).toBe('Button');
      expect(heading?.id).toBe('button');
      expect(textOf(section[0])).not.toContain('Generated by documentation.js');
      const bold = section.flatMap((element) => [...element.querySelectorAll('strong')]);
      expect(bold.map((element) => textOf(element))).toContain('A button that starts an action.');
      const { headers, rows } = table(section);
      expect(headers).toEqual(['Property', 'Description', 'Type', 'Default Value']);
      expect(rows.map((row) => row.Property)).toEqual(['children', 'disabled', 'kind']);
      expect(rows[0]?.Type).toBe('ReactNode');
      expect(rows[1]?.Type).toBe('boolean');
      expect(rows[2]?.Type).toBe('"primary" | "secondary"');
      expect(rows[2]?.['Default Value']).toBe('primary');
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#how-it-works',
    'rows: props with a description, plus className and style with a standard one; a required prop marked in Type; a default from the props or @default; 0 in the props shown as -, @default false as false',
    async () => {
      const section = await moduleSection(sites.multilingual, 'components/button.html', 'rules');
      const { rows } = table(section);
      const byName = Object.fromEntries(rows.map((row) => [row.Property, row]));
      expect(Object.keys(byName).sort()).toEqual(
        ['className', 'count', 'label', 'small', 'style', 'tone'].sort(),
      );
      expect(byName.className?.Description).not.toBe('');
      expect(byName.style?.Description).not.toBe('');
      expect(byName.label?.Type).toMatch(/required/i);
      expect(byName.tone?.Type).not.toMatch(/required/i);
      expect(byName.tone?.['Default Value']).toBe('calm');
      expect(byName.small?.['Default Value']).toBe('false');
      expect(byName.count?.['Default Value']).toBe('-');
    },
  );

  claim(
    [
      'plugin/official-plugins/api-docgen#how-it-works',
      'plugin/official-plugins/api-docgen#example',
    ],
    'one table per language of the site: the column titles in English, Chinese and Russian; the descriptions in the language of the comments',
    async () => {
      const headers: Record<string, string[]> = {};
      for (const [lang, file] of [
        ['en', 'components/button.html'],
        ['zh', 'zh/components/button.html'],
        ['ru', 'ru/components/button.html'],
      ] as const) {
        const section = await moduleSection(sites.multilingual, file, 'button');
        const found = table(section);
        headers[lang] = found.headers;
        expect(found.rows[1]?.Description ?? Object.values(found.rows[1] ?? {})[1]).toBe(
          'Whether the button ignores clicks.',
        );
      }
      expect(headers.zh).not.toEqual(headers.en);
      expect(headers.ru).not.toEqual(headers.en);
      expect(headers.zh?.join(' ')).toMatch(/[\u4e00-\u9fff]/);
      expect(headers.ru?.join(' ')).toMatch(/[\u0400-\u04ff]/);
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#how-it-works',
    'a site whose language is none of en, zh and ru gets one table labelled in English',
    async () => {
      const section = await moduleSection(sites.french, 'index.html', 'rules');
      expect(table(section).headers).toEqual(['Property', 'Description', 'Type', 'Default Value']);
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#how-it-works',
    'the generated Markdown is in the search index in place of the tag: prop names can be searched',
    async () => {
      const folder = path.join(sites.multilingual.dir, 'doc_build', 'static');
      const index = (await readdir(folder)).find((file) =>
        /^search_index\.en\..*\.json$/.test(file),
      );
      if (!index) throw new Error('no English search index');
      const text = await readFile(path.join(folder, index), 'utf8');
      expect(text).toContain('Whether the button ignores clicks.');
      expect(text).not.toContain('moduleName');
    },
  );

  claim(
    [
      'plugin/official-plugins/api-docgen#documentation-limit',
      'plugin/official-plugins/api-docgen#entries',
    ],
    'documentation.js entries: a bare module name renders an empty block; math-en and math-zh show the functions on the English and the Chinese page',
    async () => {
      const bare = await moduleSection(sites.multilingual, 'components/button.html', 'mathbare');
      expect(sectionText(bare)).not.toContain('Adds two numbers');
      for (const file of ['components/button.html', 'zh/components/button.html']) {
        const math = await moduleSection(sites.multilingual, file, 'math');
        expect(sectionText(math), file).toContain('Adds two numbers.');
        expect(sectionText(math), file).toMatch(/\badd\b/);
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/api-docgen#apiparsetool',
      'plugin/official-plugins/api-docgen#entries',
    ],
    'apiParseTool documentation parses the simple form of entries with documentation.js',
    async () => {
      const math = await moduleSection(sites.documentation, 'index.html', 'math');
      expect(sectionText(math)).toContain('Adds two numbers.');
      expect(sectionText(math)).toContain('The sum of a and b.');
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#parsetooloptions',
    'by default props declared only in node_modules are left out; a propFilter of your own replaces that filter',
    async () => {
      const own = table(await moduleSection(sites.multilingual, 'components/button.html', 'rules'));
      expect(own.rows.map((row) => row.Property)).not.toContain('aria-label');
      const filtered = table(await moduleSection(sites.french, 'index.html', 'rules'));
      const names = filtered.rows.map((row) => row.Property);
      expect(names).not.toContain('tone');
      // Documented attributes that the component inherits from @types/react.
      expect(names).toContain('aria-label');
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#appdir',
    'the paths of entries are resolved against appDir',
    async () => {
      const rules = table(await moduleSection(sites.french, 'index.html', 'rules'));
      expect(rules.rows.map((row) => row.Property)).toContain('label');
    },
  );

  claim(
    'plugin/official-plugins/api-docgen#install',
    'documentation.js pulls in a few hundred packages; the parsers stay out of the pages’ JavaScript, which gets the generated Markdown of every entry in every language and a Markdown renderer',
    async () => {
      expect(dependencyClosure('documentation')).toBeGreaterThan(200);
      const folder = path.join(sites.multilingual.dir, 'doc_build', 'static', 'js');
      const files = (await readdir(folder, { recursive: true })).filter((file) =>
        file.endsWith('.js'),
      );
      const code = await Promise.all(
        files.map((file) => readFile(path.join(folder, file), 'utf8')),
      );
      const all = code.join('\n');
      expect(all).not.toMatch(/createProgram|getTypeChecker|react-docgen-typescript/);
      // The Markdown of the entries, keyed by module and language, and a GFM Markdown parser.
      expect(all).toContain('"math-zh"');
      expect(all).toContain('Generated by documentation.js');
      expect(all).toContain('gfmFootnoteDefinition');
    },
  );
});
