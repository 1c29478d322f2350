import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * A rehype plugin for the `#` links Rspress puts into every Markdown heading. Rspress marks them
 * `aria-hidden` (so that a heading is not read as "# Title") but leaves them in the Tab order: the
 * keyboard lands on links that screen readers say nothing about. Taking them out of the Tab order
 * fixes that; keyboard users reach the same section links in the page's outline.
 */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const { properties } = node;
      const classes = properties.className ?? properties.class;
      const isAnchor =
        node.tagName === 'a' &&
        String(Array.isArray(classes) ? classes.join(' ') : (classes ?? ''))
          .split(/\s+/)
          .includes('rp-header-anchor');
      if (isAnchor && String(properties.ariaHidden) === 'true') properties.tabIndex = -1;
    });
  };
}
