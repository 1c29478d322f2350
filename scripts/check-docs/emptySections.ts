import type { Heading, Nodes, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { allPages, atLine, type DocsContext } from './context.ts';
import { splitHeadingId } from './pages.ts';
import type { Problem } from './types.ts';

/**
 * A section is empty when its heading is followed directly by a heading of the same or a higher
 * level, or by the end of the file (or of the element the heading sits in). Imports, comments and
 * link definitions do not count as content.
 */
export async function checkEmptySections(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const page of allPages(ctx)) {
    visit(page.tree, (parent: Nodes) => {
      if (!('children' in parent)) return;
      const children = parent.children as RootContent[];
      children.forEach((node, index) => {
        if (node.type !== 'heading') return;
        const next = children.slice(index + 1).find((sibling) => !isInvisible(sibling));
        const empty = next === undefined || (next.type === 'heading' && next.depth <= node.depth);
        if (empty) {
          const [text] = splitHeadingId(mdastToString(node as Heading));
          const end = parent.type === 'root' ? 'the end of the file' : 'the end of its element';
          const followedBy = next === undefined ? end : 'the next heading';
          problems.push({
            file: page.file,
            message: `${atLine(node.position?.start.line ?? 0)}section "${text}" is empty: its heading is followed directly by ${followedBy}`,
          });
        }
      });
    });
  }
  return problems;
}

function isInvisible(node: RootContent): boolean {
  switch (node.type) {
    case 'mdxjsEsm':
    case 'definition':
      return true;
    case 'mdxFlowExpression':
      return /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value);
    case 'html':
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value);
    default:
      return false;
  }
}
