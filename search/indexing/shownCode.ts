import type { PageForSearch } from './records.ts';

/** A code block of a page: its code as written and as the page shows it. */
export interface ShownCode {
  code: string;
  shown: string;
}

/** The pages' `import ... from '...'` statements, which Rspress 2.0.22 removes from the text. */
const IMPORT_STATEMENT = /import\s+(.*?)\s+from\s+(['"])(.*?)(?:"|');?/gm;

/**
 * The Markdown that Rspress 2.0.22 extracts a page's search text from (node_modules/@rspress/core/
 * dist/node/route/extractPageData.js): the flattened page without its import statements (Rspress
 * removes them everywhere, code blocks included) and with Unix line ends. Its code blocks are
 * written into the text as they are here.
 */
export const searchMarkdown = (flattenContent: string): string =>
  flattenContent.replace(IMPORT_STATEMENT, '').replace(/\r\n/g, '\n');

/**
 * The page with the code of its annotated blocks as the page shows it (without notation comments)
 * in its text, the offsets of its headings moved to match. The text is replaced between headings:
 * a code block never spans one.
 */
export function withShownCode(page: PageForSearch, blocks: readonly ShownCode[]): PageForSearch {
  const shownOf = new Map(
    blocks
      .filter(({ code, shown }) => code !== shown && code.length > 0)
      .map((b) => [b.code, b.shown]),
  );
  if (shownOf.size === 0) return page;
  // One pass over the text, longest code first: the code shown for one block (an escaped example
  // of the notation) may read like the code of another, which must not replace it in turn.
  const codes = new RegExp(
    [...shownOf.keys()]
      .sort((a, b) => b.length - a.length)
      .map((code) => code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  const cuts = [...new Set(page.toc.map((heading) => heading.charIndex))]
    .filter((index) => index >= 0 && index <= page.content.length)
    .sort((a, b) => a - b);
  const moved = new Map<number, number>();
  let content = '';
  let start = 0;
  for (const end of [...cuts, page.content.length]) {
    content += page.content.slice(start, end).replace(codes, (code) => shownOf.get(code) ?? code);
    moved.set(end, content.length);
    start = end;
  }
  return {
    routePath: page.routePath,
    title: page.title,
    lang: page.lang,
    frontmatter: page.frontmatter,
    content,
    toc: page.toc.map((heading) => ({
      ...heading,
      charIndex: moved.get(heading.charIndex) ?? heading.charIndex,
    })),
  };
}
