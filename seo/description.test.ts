import { describe, expect, it } from 'vitest';
import { firstParagraph, pageDescription, truncateAtWord } from './description.ts';

describe('firstParagraph', () => {
  it('takes the text of the first paragraph after the title, without Markdown syntax', () => {
    const markdown = [
      '# Static site generation',
      '',
      'Rspress renders **every page** to [HTML](/guide/basic/ssg) with `rspress build`.',
      '',
      'A second paragraph.',
    ].join('\n');
    expect(firstParagraph(markdown, false)).toBe(
      'Rspress renders every page to HTML with rspress build.',
    );
  });

  it('skips containers, HTML, images, imports, JSX and expressions', () => {
    const markdown = [
      "import { Badge } from '@rspress/core/theme';",
      '',
      '# Title',
      '',
      ':::tip',
      'A tip, not a description.',
      ':::',
      '',
      '![diagram](/hero.svg)',
      '',
      '<Overview />',
      '',
      '{/* a comment */}',
      '',
      'The page <Badge text="new" /> starts {1 + 1} here, with an image ![x](/a.png) inline.',
    ].join('\n');
    expect(firstParagraph(markdown, true)).toBe('The page starts here, with an image inline.');
  });

  it('reads Markdown that is not valid MDX as Markdown', () => {
    expect(firstParagraph('# T\n\nUse a <b>bold</b> word and a < sign.', true)).toBe(
      'Use a bold word and a < sign.',
    );
  });

  it('is undefined for a page without prose, such as a home page', () => {
    expect(firstParagraph('', false)).toBeUndefined();
    expect(firstParagraph('# Title\n\n```js\ncode()\n```\n', false)).toBeUndefined();
  });
});

describe('truncateAtWord', () => {
  it('keeps text that fits', () => {
    expect(truncateAtWord('  Short   text. ', 'en')).toBe('Short text.');
  });

  it('cuts English between words and adds an ellipsis', () => {
    const text =
      'Rspress renders every page of your site to HTML at build time, a technique called static site generation (SSG). This page explains what ends up in the HTML.';
    const cut = truncateAtWord(text, 'en', 80);
    expect(cut).toBe('Rspress renders every page of your site to HTML at build time, a technique…');
    expect(cut.length).toBeLessThanOrEqual(80);
  });

  it('cuts Chinese between words, not inside one', () => {
    const text = '静态站点生成会在构建时把每个页面渲染成 HTML 文件，浏览器收到的是完整的页面。';
    const cut = truncateAtWord(text, 'zh', 12);
    expect(cut.length).toBeLessThanOrEqual(12);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The cut falls on a boundary the word segmenter reports.
    const boundaries = [...new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)].map(
      ({ index }) => index,
    );
    expect(boundaries).toContain(kept.length);
  });

  it('cuts inside a single word longer than the limit rather than returning nothing', () => {
    expect(truncateAtWord('a'.repeat(300), 'en', 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('pageDescription', () => {
  const base = { mdx: false, lang: 'en', fallback: 'Rsbuild based static site generator' };

  it('prefers the front matter description, as written', () => {
    expect(
      pageDescription({ ...base, frontmatter: ' Written by hand. ', markdown: '# T\n\nText.' }),
    ).toBe('Written by hand.');
  });

  it('falls back to the first paragraph, cut to 160 characters', () => {
    const long = `${'word '.repeat(60)}end.`;
    const description = pageDescription({ ...base, markdown: `# T\n\n${long}` });
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^word word .*word…$/);
  });

  it('falls back to the language description for a page without a paragraph', () => {
    expect(pageDescription({ ...base, frontmatter: '', markdown: '' })).toBe(base.fallback);
    expect(
      pageDescription({ ...base, lang: 'zh', fallback: '基于 Rsbuild 的静态站点生成器' }),
    ).toBe('基于 Rsbuild 的静态站点生成器');
  });
});
