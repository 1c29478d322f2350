import { describe, expect, it } from 'vitest';
import { pageRecords } from './records.ts';
import { searchMarkdown, withShownCode } from './shownCode.ts';

const written = 'const a = 1; // [!code ++]\n// [!code focus]\nrun();';
const shown = 'const a = 1;\nrun();';

/** A page as Rspress extracts it: headings at their offsets in the text. */
function page() {
  const intro = 'Annotated code.';
  const first = `Diff\n\nA block:\n\n${written}`;
  const second = 'Next\n\nMore text.';
  const content = `${intro}\n\n${first}\n\n${second}`;
  return {
    routePath: '/guide/code',
    title: 'Code',
    lang: 'en',
    frontmatter: { pageType: 'doc' },
    content,
    toc: [
      { id: 'diff', text: 'Diff', depth: 2, charIndex: content.indexOf('Diff') },
      { id: 'next', text: 'Next', depth: 2, charIndex: content.indexOf('Next') },
    ],
  };
}

describe('the search text of annotated code', () => {
  it('is the code as the page shows it, under the same headings', () => {
    const result = withShownCode(page(), [{ code: written, shown }]);
    expect(result.content).not.toContain('[!code');
    expect(result.content).toContain(shown);
    for (const heading of result.toc) {
      expect(result.content.slice(heading.charIndex)).toMatch(new RegExp(`^${heading.text}\\n`));
    }
    const records = pageRecords(result, 'Guide');
    // A record holds its block on one line.
    const code = records.find((record) => record.content === 'const a = 1; run();');
    expect(code?.anchor).toBe('diff');
    expect(records.find((record) => record.content === 'More text.')?.anchor).toBe('next');
    expect(result.frontmatter).toEqual({ pageType: 'doc' });
  });

  it('keeps an example of the notation that reads like another block once unescaped', () => {
    const example = '```ts\nconst a = 1; // [\\!code ++]\n```';
    const text = { ...page(), content: `${example}\n\nconst a = 1; // [!code ++]`, toc: [] };
    const result = withShownCode(text, [
      { code: example, shown: example.replace('[\\!code', '[!code') },
      { code: 'const a = 1; // [!code ++]', shown: 'const a = 1;' },
    ]);
    expect(result.content).toBe('```ts\nconst a = 1; // [!code ++]\n```\n\nconst a = 1;');
  });

  it('leaves a page without annotated code as it is', () => {
    const original = page();
    expect(withShownCode(original, [{ code: 'x', shown: 'x' }])).toBe(original);
  });
});

describe('the Markdown of the search text', () => {
  it('drops the import statements and Windows line ends, as Rspress does', () => {
    expect(
      searchMarkdown("import { Tab } from '@rspress/core/theme';\r\n\r\n# Page\r\n\r\nText\r\n"),
    ).toBe('\n\n# Page\n\nText\n');
  });
});
