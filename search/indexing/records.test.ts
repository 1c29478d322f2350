import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../engine/engine.ts';
import { answer as answerQuery } from '../protocol/answer.ts';
import { docsearchQuery } from '../protocol/docsearchRequest.ts';
import { parseSearchParams } from '../protocol/params.ts';
import { isSafeUrl, type SearchIndexFile } from '../types.ts';
import { buildIndexFiles } from './indexFiles.ts';
import { blocks, type PageForSearch, pageRecords } from './records.ts';

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

describe('table rows with an anchor', () => {
  // As Rspress writes a page's text: a table is one block, cells separated by tabs.
  const text = [
    'Links and paths',
    'The examples assume base /docs/.',
    "Helper\tType\tExample\nwithBase\t(url = '/') => string\twithBase('/logo.png')\nnoAnchor\tstring\tx\nisDataUrl\t(url?: string) => boolean\ttrue for a data: URL",
    'After the table.',
    'Environment',
    'isProduction: true in the production build.',
  ].join('\n\n');
  const at = (heading: string) => text.indexOf(heading);
  const withRows = {
    routePath: '/api/client-api/api-runtime',
    title: 'Runtime API',
    lang: 'en',
    content: text,
    toc: [
      {
        id: 'links-and-paths',
        text: 'Links and paths',
        depth: 2,
        charIndex: at('Links and paths'),
      },
      { id: 'environment', text: 'Environment', depth: 2, charIndex: at('Environment') },
    ],
    anchoredRows: [
      { id: 'withbase', name: 'withBase' },
      { id: 'isdataurl', name: 'isDataUrl' },
    ],
  };
  const records = pageRecords(withRows, 'API');

  it('become a heading one level below their section, with the text of their other cells', () => {
    expect(records.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/api/client-api/api-runtime', null],
      ['lvl2', '/api/client-api/api-runtime#links-and-paths', null],
      [
        'content',
        '/api/client-api/api-runtime#links-and-paths',
        'The examples assume base /docs/.',
      ],
      ['content', '/api/client-api/api-runtime#links-and-paths', 'Helper Type Example'],
      ['lvl3', '/api/client-api/api-runtime#withbase', null],
      [
        'content',
        '/api/client-api/api-runtime#withbase',
        "(url = '/') => string withBase('/logo.png')",
      ],
      // A row without an anchor stays text of the section.
      ['content', '/api/client-api/api-runtime#links-and-paths', 'noAnchor string x'],
      ['lvl3', '/api/client-api/api-runtime#isdataurl', null],
      [
        'content',
        '/api/client-api/api-runtime#isdataurl',
        '(url?: string) => boolean true for a data: URL',
      ],
      ['content', '/api/client-api/api-runtime#links-and-paths', 'After the table.'],
      ['lvl2', '/api/client-api/api-runtime#environment', null],
      [
        'content',
        '/api/client-api/api-runtime#environment',
        'isProduction: true in the production build.',
      ],
    ]);
  });

  it("carry the row's name as their own heading, under the section, which resumes after them", () => {
    const withBase = records.filter((r) => r.anchor === 'withbase');
    for (const record of withBase) {
      expect(record.hierarchy).toMatchObject({
        lvl2: 'Links and paths',
        lvl3: 'withBase',
        lvl4: null,
      });
    }
    expect(withBase.map((r) => r.weight.level)).toEqual([80, 0]);
    const after = records.find((r) => r.content === 'After the table.');
    expect(after?.hierarchy).toMatchObject({ lvl2: 'Links and paths', lvl3: null });
  });

  it('are headings two levels down in a subsection, and level 2 in the introduction', () => {
    const deep = pageRecords(
      { ...withRows, toc: withRows.toc.map((h) => ({ ...h, depth: 3 })) },
      'API',
    );
    expect(deep.find((r) => r.anchor === 'withbase')?.type).toBe('lvl4');
    const intro = pageRecords(
      {
        ...withRows,
        content: 'Intro.\n\nName\tType\nwithBase\tstring',
        toc: [],
        anchoredRows: [withRows.anchoredRows[0] as { id: string; name: string }],
      },
      'API',
    );
    expect(intro.map((r) => [r.type, r.url, r.content])).toEqual([
      ['lvl1', '/api/client-api/api-runtime', 'Intro.'],
      ['content', '/api/client-api/api-runtime', 'Name Type'],
      ['lvl2', '/api/client-api/api-runtime#withbase', null],
      ['content', '/api/client-api/api-runtime#withbase', 'string'],
    ]);
  });

  it('rank first for their name, like the heading they stand for', () => {
    // A guide that mentions the helpers in its text, and in a heading's words.
    const guideText =
      'Base path\n\nLinks you build need the base: call withBase, or isDataUrl to skip data URLs.';
    const guide = {
      routePath: '/guide/basic/static-assets',
      title: 'Static assets',
      lang: 'en',
      content: guideText,
      toc: [{ id: 'base-path', text: 'Base path', depth: 2, charIndex: 0 }],
    };
    const hitUrls = (pages: PageForSearch[], query: string) => {
      const [file] = buildIndexFiles(
        pages,
        () => 'API',
        { en: 'docs_en' },
        {
          defaultLang: 'en',
          referencePages: ['/api/'],
        },
      );
      const engine = new SearchEngine(file as SearchIndexFile);
      return answerQuery(engine, parseSearchParams(docsearchQuery(query, 'docs_en'))).hits.map(
        (hit) => hit.url,
      );
    };
    const firstHit = (pages: PageForSearch[], query: string) => hitUrls(pages, query)[0];
    for (const name of ['withBase', 'isDataUrl']) {
      expect(firstHit([guide, withRows], name)).toBe(
        `/api/client-api/api-runtime#${name.toLowerCase()}`,
      );
      // Without its anchor the row is text of its section: the section is what is found.
      expect(hitUrls([guide, { ...withRows, anchoredRows: [] }], name)).toContain(
        '/api/client-api/api-runtime#links-and-paths',
      );
      expect(hitUrls([guide, { ...withRows, anchoredRows: [] }], name)).not.toContain(
        `/api/client-api/api-runtime#${name.toLowerCase()}`,
      );
    }
  });

  it('must all be found in the text: a row the text lacks fails the build', () => {
    expect(() =>
      pageRecords({ ...withRows, anchoredRows: [{ id: 'gone', name: 'gone' }] }, 'API'),
    ).toThrow(/"gone" \(#gone\) is not in the page's search text/);
    // Out of order is not found either.
    expect(() =>
      pageRecords({ ...withRows, anchoredRows: [...withRows.anchoredRows].reverse() }, 'API'),
    ).toThrow(/"withBase"/);
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
