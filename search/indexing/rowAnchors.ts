import type { Nodes, Root, TableCell } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * A table row that stands for an item of its own: its first cell starts with an element carrying
 * an id, the anchor links go to (`| <span id="withbase"></span>`withBase` | … |`). A family of
 * small items (the runtime's link helpers) is written as one table instead of a heading each; the
 * row keeps what the heading gave: an anchor, a search record of its own (search/indexing/records.ts)
 * and its place in the reference coverage of the docs check.
 */
export interface AnchoredRow {
  /** The id of the element in the first cell: the anchor of the row. */
  id: string;
  /** The text of the first cell, markup left out: what the row is about, e.g. `withBase`. */
  name: string;
  /** Line of the row in the Markdown. */
  line: number;
}

/** An opening tag with an `id` attribute, as raw HTML in Markdown writes it. */
const OPENING_TAG_WITH_ID =
  /^<[a-z][a-z\d-]*\s(?:[^>]*?\s)?id\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>/i;

/** The id an element starting a cell carries: raw HTML (`.md`, or any page read without MDX) or JSX. */
function idOf(node: Nodes): string | undefined {
  if (node.type === 'html') {
    const match = OPENING_TAG_WITH_ID.exec(node.value.trim());
    const id = match?.[1] ?? match?.[2];
    return id?.trim() || undefined;
  }
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
    for (const attribute of node.attributes) {
      if (
        attribute.type === 'mdxJsxAttribute' &&
        attribute.name === 'id' &&
        typeof attribute.value === 'string'
      ) {
        return attribute.value.trim() || undefined;
      }
    }
  }
  return undefined;
}

/** Text of a cell as the search text holds it: HTML tags and expressions left out. */
function cellText(node: Nodes): string {
  switch (node.type) {
    case 'html':
    case 'image':
    case 'imageReference':
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
      return '';
    case 'text':
    case 'inlineCode':
      return node.value;
    default:
      return 'children' in node
        ? node.children.map((child) => cellText(child as Nodes)).join('')
        : '';
  }
}

/** The anchored rows of a parsed page (with or without remark-mdx), in the order of the page. */
export function anchoredRows(tree: Root): AnchoredRow[] {
  const rows: AnchoredRow[] = [];
  visit(tree, 'tableRow', (row) => {
    const first = row.children[0] as TableCell | undefined;
    const lead = first?.children.find(
      (child) => child.type !== 'text' || child.value.trim() !== '',
    );
    const id = lead ? idOf(lead as Nodes) : undefined;
    if (!first || id === undefined) return;
    rows.push({ id, name: cellText(first).trim(), line: row.position?.start.line ?? 0 });
  });
  return rows;
}

const markdownParser = unified().use(remarkParse).use(remarkGfm);

/**
 * The anchored rows of Markdown read as Rspress 2.0.22 reads a page for its search text
 * (remark-parse and remark-gfm, no MDX: JSX in a `.mdx` page is raw HTML there).
 */
export function anchoredRowsOfMarkdown(markdown: string): AnchoredRow[] {
  return anchoredRows(markdownParser.parse(markdown) as Root);
}
