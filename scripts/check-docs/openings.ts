/**
 * Openings that tell the reader what they get. The first paragraph of a page (the one after its
 * `#` title) must not fall back on the formulas of a table of contents: "This page explains…",
 * "Below are…", "Here is what…", "Each option comes with its type…", "本页介绍…", "下面列出…",
 * "每一项都附有…". A reader already sees the page; the opening says what it is for.
 */
import type { Paragraph } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { allPages, type DocsContext } from './context.ts';
import type { Page } from './pages.ts';
import type { Problem } from './types.ts';

/** The formulas, each matched against the text of the opening paragraph. */
export const FORMULA_OPENINGS: RegExp[] = [
  // "This page explains…", "The following section covers…", "This guide builds…"
  /(?:^|[.!?:;]\s+)(?:This|The following) (?:page|guide|section|chapter|article|document|tutorial)\b/,
  // "The API reference describes…"
  /\breference (?:describes|documents|covers|lists|explains)\b/i,
  // "On this page…", "In this guide you will…"
  /\b(?:in|on) this (?:page|guide|section|chapter|article)\b/i,
  // "Here is what…", "Below are its commands…", "Below: …", "What follows is…"
  /(?:^|[.!?:;]\s+)(?:Here|Below) (?:is|are)\b/,
  /(?:^|[.!?:;]\s+)Below:/,
  /\bwhat follows (?:is|are)\b/i,
  // "Each comes with its type, its default…", "Each field below comes with…"
  /\beach (?:\w+ )?(?:below )?comes with\b/i,
  // "本页介绍…", "本文说明…", "本指南从…" (a sentence that starts with the page itself)
  /(?:^|[。！？；：]\s*)(?:本页|本文|本指南|本节|本章|这一页|这篇文档)/,
  // "API 参考介绍…"
  /参考(?:介绍|说明|描述|列出)/,
  // "下面列出…", "以下是…", "下文依次是…"
  /(?:下面|以下|下文)(?:先|依次|将|会)?(?:说明|介绍|列出|是|讲解|讲述|描述)/,
  // "每一项都附有类型…"
  /都附有/,
];

/** The first paragraph of the page after its `#` title (skipping imports), if any. */
export function openingParagraph(page: Page): Paragraph | undefined {
  for (const node of page.tree.children) {
    if (node.type === 'paragraph') return node;
    if (node.type === 'heading' && node.depth > 1) return undefined;
  }
  return undefined;
}

export async function checkOpenings(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const page of allPages(ctx)) {
    if (page.isFragment) continue;
    const paragraph = openingParagraph(page);
    if (!paragraph) continue;
    const text = mdastToString(paragraph);
    for (const pattern of FORMULA_OPENINGS) {
      const match = pattern.exec(text);
      if (!match) continue;
      const line = paragraph.position?.start.line ?? 0;
      problems.push({
        file: page.file,
        message: `line ${line}: the opening uses the formula "${match[0].replace(/^[.!?:;]\s+/, '')}"; say what the reader gets instead`,
      });
      break;
    }
  }
  return problems;
}
