import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * The code of every fenced or indented code block of a page's Markdown, in the order of the page,
 * as it is in the page's search text: without the blank lines at its start and end (Rspress trims
 * them, those of an import statement it removed included).
 */
export function codeBlocksOf(markdown: string): string[] {
  const blocks: string[] = [];
  visit(parser.parse(markdown) as Root, 'code', (node: Code) => {
    const code = node.value.trim();
    if (code) blocks.push(code);
  });
  return blocks;
}

/** A block long enough for a search snippet to show a fragment of it: several lines, or a long one. */
export const isLongCode = (code: string) => code.includes('\n') || code.length >= 40;

/**
 * A string literal of most languages the pages show: in double, single or back quotes, opened
 * where a word does not go on (the apostrophe of "the page's title" in a comment opens nothing).
 */
const STRING = /(?<!\w)(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;

/**
 * The text of a code block as a search hit shows it: its words, names, paths and values in their
 * order, without the punctuation that makes a cut-out fragment of code or JSON unreadable
 * (`…link": "/guide/", "activeMatch": "/guide/" }, { "text…` reads `link: /guide/,
 * activeMatch: /guide/, text…`). Quotes around strings, brackets, braces, parentheses and
 * semicolons go; colons and commas, which say what belongs to what, stay. The words are the
 * code's, so a search finds the block by the same words as before.
 */
export function readableCode(code: string): string {
  return code
    .split('\n')
    .flatMap((line) => {
      // A blank line stays: it separates the pieces a long block is stored in (records.ts).
      if (line.trim() === '') return [line];
      const words = line
        .replace(/\$\{/g, ' ')
        // Twice: a string inside a template literal's placeholder.
        .replace(STRING, '$2')
        .replace(STRING, '$2')
        .replace(/[{}[\]();]/g, ' ')
        .replace(/\s+,/g, ',')
        .replace(/,(?:\s*,)+/g, ',')
        .replace(/^[\s,]+/, '')
        .replace(/\s{2,}/g, ' ')
        .trimEnd();
      // A line of punctuation alone (`});`) leaves nothing.
      return words === '' || words === ',' ? [] : [words];
    })
    .join('\n');
}
