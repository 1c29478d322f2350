import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { anchoredRows, anchoredRowsOfMarkdown } from './rowAnchors.ts';

const table = `# Runtime API

| Helper | Type |
| --- | --- |
| <span id="withbase"></span>\`withBase\` | \`(url = '/') => string\` |
| \`plainRow\` | no anchor |
| <a id='isdataurl'></a> **\`isDataUrl\`** | \`(url?: string) => boolean\` |
| <span class="x" id="removebase"></span>\`removeBase\` | \`(url: string) => string\` |
| \`late\` <span id="not-first"></span> | the id must start the cell |
| <span id="in-type">x</span> | a second cell <span id="second-cell"></span> |
`;

describe('anchored table rows', () => {
  it('are the rows whose first cell starts with an element carrying an id, in page order', () => {
    expect(anchoredRowsOfMarkdown(table)).toEqual([
      { id: 'withbase', name: 'withBase', line: 5 },
      { id: 'isdataurl', name: 'isDataUrl', line: 7 },
      { id: 'removebase', name: 'removeBase', line: 8 },
      { id: 'in-type', name: 'x', line: 10 },
    ]);
  });

  it('are found in MDX, where the element is JSX', () => {
    const mdx = unified().use(remarkParse).use(remarkGfm).use(remarkMdx);
    const source =
      '| Helper | Type |\n| --- | --- |\n| <span id="withbase" />`withBase` | `string` |\n';
    expect(anchoredRows(mdx.parse(source) as Root)).toEqual([
      { id: 'withbase', name: 'withBase', line: 3 },
    ]);
  });

  it('are none outside tables, in code blocks or with an empty id', () => {
    const source = [
      '<span id="para"></span> a paragraph',
      '',
      '```md',
      '| <span id="in-code"></span>`x` | y |',
      '| --- | --- |',
      '```',
      '',
      '| a | b |',
      '| --- | --- |',
      '| <span id=""></span>`empty` | c |',
    ].join('\n');
    expect(anchoredRowsOfMarkdown(source)).toEqual([]);
  });
});
