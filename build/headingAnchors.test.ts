import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { rehypeHeadingAnchors } from './headingAnchors.ts';

/** A heading as Rspress's own rehype plugin leaves it: `<h2 id><a class="rp-header-anchor" aria-hidden>#</a>…</h2>`. */
function heading(anchorProps: Element['properties']): Root {
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'h2',
        properties: { id: 'usage' },
        children: [
          {
            type: 'element',
            tagName: 'a',
            properties: { href: '#usage', ...anchorProps },
            children: [{ type: 'text', value: '#' }],
          },
          { type: 'text', value: 'Usage' },
        ],
      },
      {
        type: 'element',
        tagName: 'a',
        properties: { href: '#usage' },
        children: [{ type: 'text', value: 'see Usage' }],
      },
    ],
  };
}

const anchors = (tree: Root) =>
  [(tree.children[0] as Element).children[0], tree.children[1]] as Element[];

describe('rehypeHeadingAnchors', () => {
  it.each([
    ['a class string', { class: 'rp-header-anchor', ariaHidden: 'true' }],
    ['a className list', { className: ['rp-header-anchor', 'x'], ariaHidden: 'true' }],
  ])('takes a hidden heading anchor with %s out of the Tab order', (_, props) => {
    const tree = heading(props);
    rehypeHeadingAnchors()(tree);
    const [anchor, link] = anchors(tree);
    expect(anchor?.properties.tabIndex).toBe(-1);
    expect(anchor?.properties.ariaHidden).toBe('true');
    // Other links stay reachable.
    expect(link?.properties.tabIndex).toBeUndefined();
  });

  it('leaves a heading anchor that screen readers can see in the Tab order', () => {
    const tree = heading({ class: 'rp-header-anchor' });
    rehypeHeadingAnchors()(tree);
    expect(anchors(tree)[0]?.properties.tabIndex).toBeUndefined();
  });
});
