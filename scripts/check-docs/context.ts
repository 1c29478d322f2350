import path from 'node:path';
import { DEFAULT_LANG } from '../../common/site.ts';
import {
  LANGS,
  type Lang,
  listLanguageFiles,
  type Page,
  type PageFile,
  readPage,
} from './pages.ts';
import type { Problem } from './types.ts';

/** Everything the checks look at, read once. */
export interface DocsContext {
  /** The project root: the folder that contains `docs/`. Problem files are relative to it. */
  rootDir: string;
  /** Where `node_modules` (typescript, @rspress/core) is found; the same as rootDir in the project. */
  projectDir: string;
  /** Every .md/.mdx file of each language, parsed or not. */
  files: Record<Lang, PageFile[]>;
  /** The pages that parsed, per language. */
  pages: Record<Lang, Page[]>;
  /** `_meta.json`/`_nav.json` files of each language, relative to the language folder. */
  metaFiles: Record<Lang, string[]>;
  /** Pages that could not be parsed (invalid MDX): reported once, skipped by the other checks. */
  parseProblems: Problem[];
}

/** A check looks at the docs and returns what is wrong; an empty array means it passed. */
export type DocsCheck = (ctx: DocsContext) => Promise<Problem[]>;

export async function loadDocsContext(
  rootDir: string,
  options: { projectDir?: string } = {},
): Promise<DocsContext> {
  const ctx: DocsContext = {
    rootDir: path.resolve(rootDir),
    projectDir: path.resolve(options.projectDir ?? rootDir),
    files: { en: [], zh: [] },
    pages: { en: [], zh: [] },
    metaFiles: { en: [], zh: [] },
    parseProblems: [],
  };
  for (const lang of LANGS) {
    const { pages, metaFiles } = await listLanguageFiles(ctx.rootDir, lang);
    ctx.files[lang] = pages;
    ctx.metaFiles[lang] = metaFiles;
    for (const pageFile of pages) {
      try {
        ctx.pages[lang].push(await readPage(pageFile));
      } catch (error) {
        ctx.parseProblems.push({
          file: pageFile.file,
          message: `cannot be parsed: ${describeError(error)}`,
        });
      }
    }
  }
  return ctx;
}

/** All parsed pages of both languages. */
export function allPages(ctx: DocsContext): Page[] {
  return LANGS.flatMap((lang) => ctx.pages[lang]);
}

/** The page of the other language with the same path, if it exists and parsed. */
export function twinOf(ctx: DocsContext, page: Page): Page | undefined {
  // The first other language: with two languages, the other one.
  const other: Lang = LANGS.find((lang) => lang !== page.lang) ?? DEFAULT_LANG;
  return ctx.pages[other].find((candidate) => candidate.slug === page.slug);
}

/** The page itself followed by the fragments it imports (recursively), for anchors and word counts. */
export function withIncludedFragments(ctx: DocsContext, page: Page): Page[] {
  const byPath = new Map(allPages(ctx).map((candidate) => [candidate.absPath, candidate]));
  const result: Page[] = [];
  const seen = new Set<string>();
  const walk = (current: Page) => {
    if (seen.has(current.absPath)) return;
    seen.add(current.absPath);
    result.push(current);
    for (const include of current.includes) {
      const included = byPath.get(include);
      if (included) walk(included);
    }
  };
  walk(page);
  return result;
}

/** Prefix for messages about a position in a file. */
export function atLine(line: number): string {
  return line > 0 ? `line ${line}: ` : '';
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const place = 'line' in error && typeof error.line === 'number' ? ` (line ${error.line})` : '';
    return `${error.message.split('\n')[0]}${place}`;
  }
  return String(error);
}
