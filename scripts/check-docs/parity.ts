import { atLine, type DocsContext, twinOf } from './context.ts';
import type { Page, PageCodeBlock, PageHeading } from './pages.ts';
import type { Problem } from './types.ts';

/**
 * Every page (fragments included) and every `_meta.json`/`_nav.json` exists in both languages,
 * with the same extension.
 */
export async function checkPageParity(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  const enBySlug = new Map(ctx.files.en.map((file) => [file.slug, file]));
  const zhBySlug = new Map(ctx.files.zh.map((file) => [file.slug, file]));
  for (const en of ctx.files.en) {
    const zh = zhBySlug.get(en.slug);
    if (!zh) {
      problems.push({
        file: `docs/zh/${en.relPath}`,
        message: `missing: the English page ${en.file} has no Chinese twin`,
      });
    } else if (zh.relPath !== en.relPath) {
      problems.push({
        file: zh.file,
        message: `its English twin is ${en.file}; use the same extension in both languages`,
      });
    }
  }
  for (const zh of ctx.files.zh) {
    if (!enBySlug.has(zh.slug)) {
      problems.push({
        file: `docs/en/${zh.relPath}`,
        message: `missing: the Chinese page ${zh.file} has no English twin`,
      });
    }
  }
  for (const [lang, other] of [
    ['en', 'zh'],
    ['zh', 'en'],
  ] as const) {
    for (const meta of ctx.metaFiles[lang]) {
      if (!ctx.metaFiles[other].includes(meta)) {
        problems.push({
          file: `docs/${other}/${meta}`,
          message: `missing: docs/${lang}/${meta} exists, so the ${other === 'en' ? 'English' : 'Chinese'} tree needs it too`,
        });
      }
    }
  }
  return problems;
}

/**
 * A Chinese page has the same sequence of `##`–`######` headings (level and explicit id) as its
 * English twin. Reported on the Chinese page, at the first place where the two differ.
 */
export async function checkHeadingParity(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const zh of ctx.pages.zh) {
    const en = twinOf(ctx, zh);
    if (!en) continue;
    const enHeadings = sectionHeadings(en);
    const zhHeadings = sectionHeadings(zh);
    const index = firstDifference(
      enHeadings,
      zhHeadings,
      (a, b) => headingKey(a) === headingKey(b),
    );
    if (index === -1) continue;
    const enHeading = enHeadings[index];
    const zhHeading = zhHeadings[index];
    problems.push({
      file: zh.file,
      message:
        `${atLine(zhHeading?.line ?? 0)}headings differ from ${en.file} ` +
        `(${enHeadings.length} there, ${zhHeadings.length} here); first difference at heading ${index + 1}: ` +
        `English ${describeHeading(enHeading)}, Chinese ${describeHeading(zhHeading)}`,
    });
  }
  return problems;
}

/**
 * A Chinese page has the same anchored table rows (their ids, in order) as its English twin, so
 * that a link to a row lands on it in both languages. Reported on the Chinese page, at the first
 * difference.
 */
export async function checkRowAnchorParity(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const zh of ctx.pages.zh) {
    const en = twinOf(ctx, zh);
    if (!en) continue;
    const index = firstDifference(en.rowAnchors, zh.rowAnchors, (a, b) => a.id === b.id);
    if (index === -1) continue;
    const enRow = en.rowAnchors[index];
    const zhRow = zh.rowAnchors[index];
    const describe = (row: typeof enRow) =>
      row ? `"${row.id}" (${row.name}, line ${row.line})` : '(none)';
    problems.push({
      file: zh.file,
      message:
        `${atLine(zhRow?.line ?? 0)}anchored table rows differ from ${en.file} ` +
        `(${en.rowAnchors.length} there, ${zh.rowAnchors.length} here); first difference at row ${index + 1}: ` +
        `English ${describe(enRow)}, Chinese ${describe(zhRow)}`,
    });
  }
  return problems;
}

/** A Chinese page has the same code blocks as its English twin: same count, language, meta and code. */
export async function checkCodeBlockParity(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const zh of ctx.pages.zh) {
    const en = twinOf(ctx, zh);
    if (!en) continue;
    if (en.codeBlocks.length !== zh.codeBlocks.length) {
      problems.push({
        file: zh.file,
        message: `has ${zh.codeBlocks.length} code blocks but ${en.file} has ${en.codeBlocks.length}`,
      });
    }
    const length = Math.min(en.codeBlocks.length, zh.codeBlocks.length);
    for (let index = 0; index < length; index++) {
      const enBlock = en.codeBlocks[index] as PageCodeBlock;
      const zhBlock = zh.codeBlocks[index] as PageCodeBlock;
      const differences = [
        enBlock.lang !== zhBlock.lang &&
          `language ${show(zhBlock.lang)} (English: ${show(enBlock.lang)})`,
        enBlock.meta !== zhBlock.meta &&
          `meta ${show(zhBlock.meta)} (English: ${show(enBlock.meta)})`,
        enBlock.value !== zhBlock.value &&
          `code ${firstDifferentLine(zhBlock.value, enBlock.value)}`,
      ].filter(Boolean);
      if (differences.length > 0) {
        problems.push({
          file: zh.file,
          message:
            `${atLine(zhBlock.line)}code block ${index + 1} differs from the one in ${en.file} ` +
            `(line ${enBlock.line}): ${differences.join('; ')}`,
        });
      }
    }
  }
  return problems;
}

function sectionHeadings(page: Page): PageHeading[] {
  return page.headings.filter((heading) => heading.depth >= 2);
}

function headingKey(heading: PageHeading): string {
  return `${heading.depth}:${heading.id ?? ''}`;
}

function describeHeading(heading: PageHeading | undefined): string {
  if (!heading) return '(none)';
  const id = heading.id === undefined ? '(no id)' : `{#${heading.id}}`;
  return `"${'#'.repeat(heading.depth)} ${heading.text} ${id}" (line ${heading.line})`;
}

function show(value: string | null): string {
  return value === null ? '(none)' : JSON.stringify(value);
}

function firstDifferentLine(actual: string, expected: string): string {
  const actualLines = actual.split('\n');
  const expectedLines = expected.split('\n');
  const index = firstDifference(actualLines, expectedLines, (a, b) => a === b);
  if (index === -1) return 'differs';
  return `line ${index + 1} of the block is ${show(actualLines[index] ?? null)}, English has ${show(expectedLines[index] ?? null)}`;
}

/**
 * Where two sequences of a page and its twin first differ: the index of the first pair that is
 * not `same`, or of the first item one of them lacks; -1 when they are alike.
 */
export function firstDifference<T>(
  a: readonly T[],
  b: readonly T[],
  same: (a: T, b: T) => boolean,
): number {
  const length = Math.max(a.length, b.length);
  for (let index = 0; index < length; index++) {
    if (index >= a.length || index >= b.length || !same(a[index] as T, b[index] as T)) {
      return index;
    }
  }
  return -1;
}
