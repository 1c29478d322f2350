import { describe, expect, it } from 'vitest';
import { isSafeUrl } from '../types.ts';
import { buildIndexFiles } from './indexFiles.ts';
import { blocks, pageRecords } from './records.ts';

const content =
  'Every route becomes HTML.\n\nA second intro paragraph.\n\nWhat is pre-rendered\n\nAll pages.\n\nThe tables too.\n\nLimits\n\nBrowser-only code.\n\nWorkers\n\nUse tinypool.';
/** A heading as Rspress reports it: `charIndex` is where its text starts in the content. */
const heading = (id: string, text: string, depth: number) => ({
  id,
  text,
  depth,
  charIndex: content.indexOf(text),
});
const page = {
  routePath: '/guide/basic/ssg',
  title: 'Static site generation',
  lang: 'en',
  content,
  toc: [
    heading('pre-rendered', 'What is pre-rendered', 2),
    heading('limits', 'Limits', 2),
    heading('workers', 'Workers', 3),
  ],
};

describe('blocks of text', () => {
  it('splits paragraphs at blank lines, and a table too long for one record into its rows', () => {
    const longCell = 'word '.repeat(300).trim();
    const longTable = `Function\tReturns\nwithBase(url)\tthe path with the base\nisDataUrl(url?)\t${longCell}`;
    const shortTable = 'Variable\tEffect\nPORT\tthe port';
    expect(
      blocks(
        `Helpers for links.\n\n${longTable}\n\n${shortTable}\n\nA line\nwrapped in a paragraph.`,
      ),
    ).toEqual([
      'Helpers for links.',
      'Function Returns',
      'withBase(url) the path with the base',
      // A long row is still cut, on its own.
      expect.stringMatching(/^isDataUrl\(url\?\) word word .* …$/),
      'Variable Effect PORT the port',
      'A line wrapped in a paragraph.',
    ]);
  });
});

describe('records of a page', () => {
  const records = pageRecords(page, 'Features');

  it('has a page record, a record per heading and one per block of text', () => {
    expect(records.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/guide/basic/ssg', 'Every route becomes HTML.'],
      ['content', '/guide/basic/ssg', 'A second intro paragraph.'],
      ['lvl2', '/guide/basic/ssg#pre-rendered', null],
      ['content', '/guide/basic/ssg#pre-rendered', 'All pages.'],
      ['content', '/guide/basic/ssg#pre-rendered', 'The tables too.'],
      ['lvl2', '/guide/basic/ssg#limits', null],
      ['content', '/guide/basic/ssg#limits', 'Browser-only code.'],
      ['lvl3', '/guide/basic/ssg#workers', null],
      ['content', '/guide/basic/ssg#workers', 'Use tinypool.'],
    ]);
  });

  it('carries the hierarchy: group, page, then the headings above the record', () => {
    const worker = records.at(-1);
    expect(worker?.hierarchy).toEqual({
      lvl0: 'Features',
      lvl1: 'Static site generation',
      lvl2: 'Limits',
      lvl3: 'Workers',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    // A new lvl2 clears the deeper levels of the previous section.
    expect(records[5]?.hierarchy.lvl3).toBeNull();
  });

  it('weighs headings over text, earlier over later', () => {
    expect(records.map((r) => r.weight.level)).toEqual([100, 0, 90, 0, 0, 90, 0, 80, 0]);
    expect(records.map((r) => r.weight.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('takes the page rank from front matter', () => {
    const ranked = pageRecords({ ...page, frontmatter: { searchRank: 5 } }, 'Features');
    expect(ranked.every((r) => r.weight.pageRank === 5)).toBe(true);
  });
});

describe('URLs', () => {
  it('accepts root-relative and http(s) URLs only', () => {
    expect(isSafeUrl('/guide/')).toBe(true);
    expect(isSafeUrl('https://rspress.rs/')).toBe(true);
    expect(isSafeUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeUrl('JavaScript:alert(1)')).toBe(false);
    expect(isSafeUrl('//evil.example/')).toBe(false);
    expect(isSafeUrl('data:text/html,x')).toBe(false);
  });

  it('refuses to index a page whose URL is not root-relative', () => {
    expect(() => pageRecords({ ...page, routePath: 'javascript:alert(1)' }, 'Features')).toThrow(
      /root-relative/,
    );
  });
});

describe('index files', () => {
  const pages = [
    page,
    { ...page, routePath: '/zh/guide/basic/ssg', lang: 'zh', title: '静态站点生成' },
    { ...page, routePath: '/', title: 'Home', frontmatter: { pageType: 'home' } },
    { ...page, routePath: '/secret', title: 'Hidden', frontmatter: { search: false } },
  ];

  it('makes one index per language, without the home page and pages that opt out', () => {
    const files = buildIndexFiles(
      pages,
      (_route, lang) => (lang === 'zh' ? '功能特性' : 'Features'),
      {
        en: 'docs_en',
        zh: 'docs_zh',
      },
    );
    expect(
      files.map((f) => [f.indexName, f.lang, new Set(f.records.map((r) => r.url_without_anchor))]),
    ).toEqual([
      ['docs_en', 'en', new Set(['/guide/basic/ssg'])],
      ['docs_zh', 'zh', new Set(['/zh/guide/basic/ssg'])],
    ]);
    expect(files[1]?.records[0]?.hierarchy.lvl0).toBe('功能特性');
  });

  it('refuses group titles that would need HTML escaping', () => {
    expect(() => buildIndexFiles([page], () => 'API & Ref', { en: 'docs_en' })).toThrow(
      /plain text/,
    );
  });
});
