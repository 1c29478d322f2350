import { describe, expect, it } from 'vitest';
import { withoutHeadingIds } from './markdownTwins.ts';

describe('withoutHeadingIds', () => {
  it('removes the custom ids of headings, escaped or not', () => {
    expect(
      withoutHeadingIds('# Title\n\n## Install \\{#install}\n\ntext\n\n### 安装 {#install-zh}  \n'),
    ).toBe('# Title\n\n## Install\n\ntext\n\n### 安装\n');
  });

  it('leaves code blocks, inline code and other braces alone', () => {
    const markdown = [
      'Write `## Install {#install}` after a heading.',
      '',
      '````md',
      '## Install the package {#install}',
      '```',
      '# still code {#x}',
      '```',
      '````',
      '',
      '~~~',
      '## {#y}',
      '~~~',
      '',
      '## Objects {a: 1}',
      '## Set `{#id}` in code',
    ].join('\n');
    expect(withoutHeadingIds(markdown)).toBe(markdown);
  });

  it('reads the blocks of llms-full.txt', () => {
    expect(withoutHeadingIds('---\nurl: /a.md\n---\n\n# A\n\n## B \\{#b}\n')).toBe(
      '---\nurl: /a.md\n---\n\n# A\n\n## B\n',
    );
  });
});
