/**
 * Two typographic rules of the Chinese pages' prose, the way the pages write it:
 *
 * - **Quotation marks** are “” (not ASCII `"`, nor 「」 or 『』), with no space between them and
 *   Chinese text or punctuation (`显示“编辑此页”链接`, not `显示 "编辑此页" 链接`).
 * - **Spacing around inline code and links**: a space between a Chinese character and inline code,
 *   or a link whose text starts (ends) with a Latin letter or digit or with inline code
 *   (`从 \`@rspress/core/theme\` 导入`, `使用 [Rsbuild](…) 构建`); no space between a Chinese
 *   character and a link whose text starts (ends) with a Chinese character (`见[概览页](…)。`);
 *   never a space between Chinese punctuation and any of them (`（\`'light'\`）`, `，[插件 API](…)`).
 *
 * Prose is what the terminology check reads: text outside code blocks, inline code, HTML, front
 * matter, imports and JS expressions (wordCount.ts, `NOT_PROSE`); only text siblings of the code or
 * link are looked at (a line break beside them is not a space).
 */
import type { Nodes, Parent, PhrasingContent } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { atLine, type DocsContext } from './context.ts';
import type { Page } from './pages.ts';
import type { Problem } from './types.ts';
import { NOT_PROSE } from './wordCount.ts';

const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z0-9]/;
/** Full-width punctuation of Chinese prose. */
export const CHINESE_PUNCTUATION = '，。、；：？！（）《》〈〉“”‘’「」『』【】—…';
const PUNCTUATION = new RegExp(`[${CHINESE_PUNCTUATION}]`);
const CHINESE = new RegExp(`[\\p{Script=Han}${CHINESE_PUNCTUATION}]`, 'u');

/** The prose text nodes of a Chinese page, with the line each starts on. */
function visitProse(page: Page, onText: (value: string, line: number) => void): void {
  visit(page.tree, (node: Nodes) => {
    if (NOT_PROSE.has(node.type)) return SKIP;
    if (node.type === 'text') {
      // `{#id}` of a heading is markup, not prose.
      onText(node.value.replace(/\\?\{#[^}]*\}/g, ''), node.position?.start.line ?? 0);
    }
    return undefined;
  });
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length - 1;
}

export interface QuoteHit {
  offset: number;
  message: string;
}

/** The quotation mark problems of one text of Chinese prose. */
export function findQuoteProblems(text: string): QuoteHit[] {
  const hits: QuoteHit[] = [];
  for (const match of text.matchAll(/["「」『』]/g)) {
    hits.push({
      offset: match.index,
      message: `${match[0]} in the prose: the Chinese pages quote with “”`,
    });
  }
  const spaced = new RegExp(
    `(?<=[\\p{Script=Han}${CHINESE_PUNCTUATION}]) +(?=“)|(?<=”) +(?=[\\p{Script=Han}${CHINESE_PUNCTUATION}])`,
    'gu',
  );
  for (const match of text.matchAll(spaced)) {
    hits.push({
      offset: match.index,
      message: 'a space between a quotation mark “” and Chinese text: write them together',
    });
  }
  return hits.sort((a, b) => a.offset - b.offset);
}

export async function checkQuotationMarks(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const page of ctx.pages.zh) {
    visitProse(page, (value, line) => {
      for (const hit of findQuoteProblems(value)) {
        problems.push({
          file: page.file,
          message: `${atLine(line + lineAt(value, hit.offset))}${hit.message}`,
        });
      }
    });
  }
  return problems;
}

type Edge = 'latin' | 'han' | 'other';

/** What a reader sees at one edge of inline code or a link: Latin text, Chinese text or else. */
function edgeOf(node: PhrasingContent, side: 'start' | 'end'): Edge {
  if (node.type === 'inlineCode') return 'latin';
  if (node.type !== 'link') return 'other';
  const child = side === 'start' ? node.children[0] : node.children.at(-1);
  if (child?.type === 'inlineCode') return 'latin';
  const text = textOf(node);
  const char = (side === 'start' ? text[0] : text.at(-1)) ?? '';
  return LATIN.test(char) ? 'latin' : HAN.test(char) ? 'han' : 'other';
}

function describe(node: PhrasingContent): string {
  return node.type === 'inlineCode' ? `\`${node.value}\`` : `[${textOf(node)}](…)`;
}

/**
 * What is wrong between the text `before` (its end) and the edge of code or a link, or between
 * that edge and the text `after` (its start); `undefined` when nothing is.
 */
export function spacingProblem(
  neighbour: string,
  edge: Edge,
  side: 'before' | 'after',
): string | undefined {
  if (edge === 'other' || neighbour === '') return undefined;
  const near = side === 'before' ? (neighbour.at(-1) ?? '') : (neighbour[0] ?? '');
  const spaced = near === ' ';
  const trimmed = side === 'before' ? neighbour.replace(/ +$/, '') : neighbour.replace(/^ +/, '');
  const beyond = side === 'before' ? (trimmed.at(-1) ?? '') : (trimmed[0] ?? '');
  if (spaced && PUNCTUATION.test(beyond)) return 'a space next to Chinese punctuation: remove it';
  if (edge === 'latin' && HAN.test(near)) {
    return 'no space between Chinese text and inline code or a Latin link text: add one';
  }
  if (edge === 'han' && spaced && HAN.test(beyond)) {
    return 'a space between Chinese text and a link written in Chinese: remove it';
  }
  return undefined;
}

export async function checkInlineSpacing(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const page of ctx.pages.zh) {
    visit(page.tree, (node: Nodes, index, parent: Parent | undefined) => {
      if (NOT_PROSE.has(node.type) && node.type !== 'inlineCode') return SKIP;
      if ((node.type !== 'inlineCode' && node.type !== 'link') || !parent || index === undefined) {
        return undefined;
      }
      const prev = parent.children[index - 1];
      const next = parent.children[index + 1];
      const line = node.position?.start.line ?? 0;
      const sides: [Nodes | undefined, 'before' | 'after'][] = [
        [prev, 'before'],
        [next, 'after'],
      ];
      for (const [sibling, side] of sides) {
        if (sibling?.type !== 'text') continue;
        const edge = edgeOf(node, side === 'before' ? 'start' : 'end');
        const problem = spacingProblem(sibling.value, edge, side);
        if (!problem) continue;
        // Only where Chinese prose meets the code or link.
        const text = sibling.value.trim();
        const near = side === 'before' ? (text.at(-1) ?? '') : (text[0] ?? '');
        if (!CHINESE.test(near)) continue;
        problems.push({
          file: page.file,
          message: `${atLine(line)}${side === 'before' ? 'before' : 'after'} ${describe(node as PhrasingContent)}: ${problem}`,
        });
      }
      return node.type === 'link' ? SKIP : undefined;
    });
  }
  return problems;
}
