import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runCollected } from '../runCollected.ts';
import { allPages, type DocsContext } from './context.ts';
import type { Page, PageCodeBlock } from './pages.ts';
import type { Problem } from './types.ts';

/** A ts/tsx block that imports from `@rspress/core` or one of its subpaths is a real example. */
const IMPORTS_RSPRESS_CORE = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]@rspress\/core(?:\/[^'"]*)?['"]/;
const CHECKED_LANGUAGES = new Set(['ts', 'tsx']);
/** Where the temporary project goes: inside node_modules, so that imports resolve to the installed packages. */
const CACHE_DIR = path.join('node_modules', '.cache', 'check-docs');

const COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  isolatedModules: true,
  types: ['node'],
};

/** Assets a page example may import the way Rspress (Rsbuild) allows. */
const ASSET_SHIMS = `${['css', 'scss', 'less', 'svg', 'png', 'jpg', 'jpeg', 'gif', 'webp']
  .map((ext) => `declare module '*.${ext}';`)
  .join('\n')}\n`;

interface ExtractedBlock {
  page: Page;
  block: PageCodeBlock;
  /** 1-based position of the block among the page's code blocks. */
  index: number;
}

/**
 * Every fenced ts/tsx block that imports from `@rspress/core` type-checks against the installed
 * types: the blocks go into a temporary project (one file per block, strict mode) and `tsc` runs
 * once over all of them; each error is reported on the page, at the line inside the block.
 */
export async function checkTypeScriptBlocks(ctx: DocsContext): Promise<Problem[]> {
  const blocks = extractCheckedBlocks(ctx);
  if (blocks.length === 0) return [];

  const cacheDir = path.join(ctx.projectDir, CACHE_DIR);
  await mkdir(cacheDir, { recursive: true });
  const projectDir = await mkdtemp(path.join(cacheDir, 'run-'));
  try {
    const byFileName = new Map<string, ExtractedBlock>();
    for (const extracted of blocks) {
      const fileName = blockFileName(extracted);
      byFileName.set(fileName, extracted);
      await writeFile(path.join(projectDir, fileName), extracted.block.value);
    }
    await writeFile(path.join(projectDir, 'assets.d.ts'), ASSET_SHIMS);
    await writeFile(
      path.join(projectDir, 'tsconfig.json'),
      JSON.stringify(
        { compilerOptions: COMPILER_OPTIONS, files: ['assets.d.ts', ...byFileName.keys()] },
        null,
        2,
      ),
    );
    const { code, output } = await runTsc(ctx.projectDir, projectDir);
    const problems = mapErrors(output, byFileName);
    if (code !== 0 && problems.length === 0) {
      problems.push({
        file: 'docs',
        message: `tsc failed on the extracted code blocks:\n${output}`,
      });
    }
    return problems;
  } finally {
    await rm(projectDir, { recursive: true, force: true });
  }
}

export function extractCheckedBlocks(ctx: DocsContext): ExtractedBlock[] {
  return allPages(ctx).flatMap((page) =>
    page.codeBlocks
      .map((block, position) => ({ page, block, index: position + 1 }))
      .filter(
        ({ block }) =>
          CHECKED_LANGUAGES.has(block.lang ?? '') && IMPORTS_RSPRESS_CORE.test(block.value),
      ),
  );
}

/** `docs/en/guide/basic/ssg.mdx`, block 2 → `en__guide__basic__ssg__block-2.ts`. */
function blockFileName({ page, block, index }: ExtractedBlock): string {
  const name = `${page.lang}/${page.slug}`.replace(/[^\w-]+/g, '__');
  return `${name}__block-${index}.${block.lang === 'tsx' ? 'tsx' : 'ts'}`;
}

function runTsc(
  projectRoot: string,
  tempProject: string,
): Promise<{ code: number; output: string }> {
  const tsc = createRequire(path.join(projectRoot, 'package.json')).resolve('typescript/bin/tsc');
  return runCollected(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], {
    cwd: tempProject,
  });
}

/** Turns `file(line,col): error TS1234: message` lines (and their indented continuations) into problems. */
function mapErrors(output: string, byFileName: Map<string, ExtractedBlock>): Problem[] {
  const problems: Problem[] = [];
  let current: Problem | undefined;
  for (const text of output.split(/\r?\n/)) {
    const match = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(text);
    if (match) {
      const [, fileName = '', line = '0', , code = '', message = ''] = match;
      const extracted = byFileName.get(path.basename(fileName));
      current = extracted
        ? {
            file: extracted.page.file,
            message: `line ${extracted.block.line + Number(line)}: code block ${extracted.index} does not type-check: ${code}: ${message}`,
          }
        : { file: 'docs', message: `${text} (while type-checking the code blocks)` };
      problems.push(current);
    } else if (current && /^\s+\S/.test(text)) {
      current.message += ` ${text.trim()}`;
    }
  }
  return problems;
}
