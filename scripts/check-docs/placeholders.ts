import { allPages, atLine, type DocsContext } from './context.ts';
import type { Page } from './pages.ts';
import type { Problem } from './types.ts';

/**
 * Words that mark unfinished text. They are looked for everywhere in a page — prose, headings,
 * front matter, JSX, comments, inline code — except inside code blocks, where e.g. a `// TODO`
 * can be a legitimate part of an example.
 */
export const PLACEHOLDER_PATTERNS: RegExp[] = [
  /\bTODO\b/i,
  /\bTBD\b/i,
  /\bcoming\s+soon\b/i,
  /\blorem\b/i,
  /待补充/,
  /敬请期待/,
];

export async function checkPlaceholders(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const page of allPages(ctx)) {
    const codeLines = codeBlockLines(page);
    page.source.split('\n').forEach((text, index) => {
      const line = index + 1;
      if (codeLines.has(line)) return;
      for (const pattern of PLACEHOLDER_PATTERNS) {
        const match = pattern.exec(text);
        if (match) {
          problems.push({ file: page.file, message: `${atLine(line)}placeholder "${match[0]}"` });
        }
      }
    });
  }
  return problems;
}

function codeBlockLines(page: Page): Set<number> {
  const lines = new Set<number>();
  for (const block of page.codeBlocks) {
    for (let line = block.line; line <= block.endLine; line++) lines.add(line);
  }
  return lines;
}
