/** The part of a Markdown syntax tree (mdast) node that the plugin looks at. */
interface MdastNode {
  type: string;
  depth?: number;
  children?: MdastNode[];
}

/** A remark plugin that puts `<ReadingTime />` right after the page's `#` title. */
export function remarkReadingTime() {
  return (tree: MdastNode): void => {
    const children = tree.children ?? [];
    const titleIndex = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    if (titleIndex === -1) return;
    const badge = { type: 'mdxJsxFlowElement', name: 'ReadingTime', attributes: [], children: [] };
    children.splice(titleIndex + 1, 0, badge);
  };
}
