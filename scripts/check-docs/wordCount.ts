import type { Nodes } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { type DocsContext, twinOf, withIncludedFragments } from './context.ts';
import type { Page } from './pages.ts';
import type { Problem } from './types.ts';

/** Guide and plugin pages teach; below this many English words of prose they cannot. */
export const MIN_ENGLISH_WORDS = 400;
/** A Chinese page needs at least this many Han characters per English word of its twin. */
export const MIN_HAN_PER_ENGLISH_WORD = 1 / 3;

const MEASURED_SECTIONS = ['guide/', 'plugin/'];
const ENGLISH_WORD = /[\p{Script=Latin}\p{N}]+(?:['’.-][\p{Script=Latin}\p{N}]+)*/gu;
const HAN_CHARACTER = /\p{Script=Han}/gu;
/** Node types that are not prose: code (fenced and inline), HTML, imports/exports, JS expressions. */
export const NOT_PROSE = new Set([
  'code',
  'inlineCode',
  'html',
  'yaml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'definition',
]);

/**
 * Guide and plugin pages have at least 400 English words of prose; the Chinese twin has at least a
 * third as many Han characters as the English page has words. Prose is the text of the page and of
 * the fragments it imports: code blocks, inline code, front matter, import/export lines, JSX tags
 * and their attributes, and HTML are not counted (text inside JSX elements is).
 */
export async function checkWordCount(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const en of ctx.pages.en) {
    if (en.isFragment || !MEASURED_SECTIONS.some((section) => en.slug.startsWith(section))) {
      continue;
    }
    const words = countEnglishWords(proseOf(ctx, en));
    if (words < MIN_ENGLISH_WORDS) {
      problems.push({
        file: en.file,
        message: `has ${words} English words of prose; guide and plugin pages need at least ${MIN_ENGLISH_WORDS}`,
      });
    }
    const zh = twinOf(ctx, en);
    if (!zh) continue;
    const hanCharacters = countHanCharacters(proseOf(ctx, zh));
    const needed = Math.ceil(words * MIN_HAN_PER_ENGLISH_WORD);
    if (hanCharacters < needed) {
      problems.push({
        file: zh.file,
        message: `has ${hanCharacters} Han characters of prose, under a third of the ${words} English words of ${en.file} (needs at least ${needed})`,
      });
    }
  }
  return problems;
}

/** The prose of a page and of the fragments it includes, as one string. */
export function proseOf(ctx: DocsContext, page: Page): string {
  return withIncludedFragments(ctx, page)
    .map((part) => proseText(part))
    .join('\n');
}

export function proseText(page: Page): string {
  const parts: string[] = [];
  visit(page.tree, (node: Nodes) => {
    if (NOT_PROSE.has(node.type)) return SKIP;
    // `{#id}` of a heading is markup, not words.
    if (node.type === 'text') parts.push(node.value.replace(/\\?\{#[^}]*\}/g, ' '));
    return undefined;
  });
  return parts.join(' ');
}

/** English words: runs of Latin letters and digits (`don't`, `v2.0`, `dev-server` count once). */
export function countEnglishWords(text: string): number {
  return countMatches(text, ENGLISH_WORD);
}

export function countHanCharacters(text: string): number {
  return countMatches(text, HAN_CHARACTER);
}

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}
