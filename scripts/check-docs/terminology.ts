/**
 * One term per concept in the Chinese pages: `terminology.json` at the project root lists, for a
 * concept, the term the pages use and the variants readers may type. A variant in the prose of a
 * Chinese page is a problem. Its English list is for search only (see `Terminology`). Code (blocks and inline), URLs, link targets, heading ids, front
 * matter, JSX attributes and HTML are not prose and are not looked at.
 *
 * Matching is exact (case-sensitive: `Hook` may be the term and `hook` a variant). A Latin variant
 * matches whole words only (`hook` does not match in `webhook` or `searchHooks`). A variant that is
 * part of the term (`边栏` in `侧边栏`) is not reported where the term is written. A heading that is
 * a bare identifier (`### logo {#logo}`, the way the reference names an option) is code, not prose.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Nodes } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { atLine, type DocsContext } from './context.ts';
import type { Problem } from './types.ts';
import { NOT_PROSE } from './wordCount.ts';

export interface TermEntry {
  /** The word the Chinese pages use for the concept. */
  term: string;
  /** Other words for the same concept: flagged in the pages, matched by search. */
  variants: string[];
  /** What the concept is, when the term alone is ambiguous. */
  concept?: string;
}

export interface Terminology {
  /** The Chinese pages write the term: a variant in their prose is a problem. */
  zh: TermEntry[];
  /**
   * Words English readers type for a concept the pages name otherwise ("table of contents" for
   * the outline): read by search only. English pages may explain a term in those words.
   */
  en?: TermEntry[];
}

export const TERMINOLOGY_FILE = 'terminology.json';

export async function loadTerminology(rootDir: string): Promise<Terminology> {
  const file = path.join(rootDir, TERMINOLOGY_FILE);
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  return validateTerminology(parsed);
}

/** Checks the shape of terminology.json and that no word is listed twice in a language. */
export function validateTerminology(value: unknown): Terminology {
  const fail = (message: string): never => {
    throw new Error(`${TERMINOLOGY_FILE}: ${message}`);
  };
  if (typeof value !== 'object' || value === null || !Array.isArray((value as Terminology).zh)) {
    fail('expected an object with a "zh" array');
  }
  const { en } = value as Terminology;
  if (en !== undefined && !Array.isArray(en)) fail('"en", when given, must be an array');
  for (const lang of ['zh', 'en'] as const) {
    const seen = new Map<string, string>();
    (value as Terminology)[lang]?.forEach((entry, position) => {
      if (
        typeof entry !== 'object' ||
        entry === null ||
        typeof entry.term !== 'string' ||
        entry.term.trim() === '' ||
        !Array.isArray(entry.variants) ||
        !entry.variants.every((variant) => typeof variant === 'string' && variant.trim() !== '')
      ) {
        fail(
          `${lang}[${position}] needs a non-empty "term" and a "variants" array of non-empty strings`,
        );
      }
      for (const word of [entry.term, ...entry.variants]) {
        const owner = seen.get(word);
        if (owner !== undefined) {
          fail(`${lang}: "${word}" is listed for both "${owner}" and "${entry.term}"`);
        }
        seen.set(word, entry.term);
      }
    });
  }
  return value as Terminology;
}

const LATIN = /[A-Za-z0-9]/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A pattern that finds `word`, as a whole word when it starts or ends with a Latin character. */
function wordPattern(word: string): RegExp {
  const before = LATIN.test(word[0] ?? '') ? '(?<![A-Za-z0-9_-])' : '';
  const after = LATIN.test(word.at(-1) ?? '') ? '(?![A-Za-z0-9_-])' : '';
  return new RegExp(`${before}${escapeRegExp(word)}${after}`, 'g');
}

export interface VariantHit {
  variant: string;
  term: string;
  /** Offset in the text. */
  offset: number;
}

/** The variants written in `text`, skipping those that lie inside a written term. */
export function findVariants(text: string, entries: TermEntry[]): VariantHit[] {
  const hits: VariantHit[] = [];
  for (const entry of entries) {
    const termSpans = [...text.matchAll(wordPattern(entry.term))].map((match) => [
      match.index,
      match.index + match[0].length,
    ]);
    for (const variant of entry.variants) {
      for (const match of text.matchAll(wordPattern(variant))) {
        const start = match.index;
        const end = start + match[0].length;
        if (termSpans.some(([from = 0, to = 0]) => start >= from && end <= to)) continue;
        hits.push({ variant, term: entry.term, offset: start });
      }
    }
  }
  return hits.sort((a, b) => a.offset - b.offset);
}

export async function checkTerminology(ctx: DocsContext): Promise<Problem[]> {
  const { zh: entries } = await loadTerminology(ctx.rootDir);
  const problems: Problem[] = [];
  for (const page of ctx.pages.zh) {
    visit(page.tree, (node: Nodes) => {
      if (NOT_PROSE.has(node.type) || isIdentifierHeading(node)) return SKIP;
      if (node.type !== 'text') return undefined;
      // `{#id}` of a heading is markup, not prose.
      const text = node.value.replace(/\\?\{#[^}]*\}/g, (id) => ' '.repeat(id.length));
      for (const hit of findVariants(text, entries)) {
        const line = lineAt(text, hit.offset) + (node.position?.start.line ?? 0);
        problems.push({
          file: page.file,
          message: `${atLine(line)}"${hit.variant}" in the prose: the Chinese pages write "${hit.term}" (${TERMINOLOGY_FILE})`,
        });
      }
      return undefined;
    });
  }
  return problems;
}

/** `### logo {#logo}`: a heading whose whole text is an option or function name. */
function isIdentifierHeading(node: Nodes): boolean {
  if (node.type !== 'heading' || node.children.length !== 1) return false;
  const [child] = node.children;
  return (
    child?.type === 'text' &&
    /^[A-Za-z_$][\w$.]*$/.test(child.value.replace(/\s*\\?\{#[^}]*\}\s*$/, '').trim())
  );
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length - 1;
}
