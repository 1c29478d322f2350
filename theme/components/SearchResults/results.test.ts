import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../../search/engine/engine.ts';
import { pageRecords } from '../../../search/indexing/records.ts';
import { answer } from '../../../search/protocol/answer.ts';
import { docsearchQuery } from '../../../search/protocol/docsearchRequest.ts';
import { parseSearchParams } from '../../../search/protocol/params.ts';
import type { SearchIndexFile } from '../../../search/types.ts';
import {
  chineseIndex,
  englishIndex,
  seededRandom,
  withHeadings,
} from '../../../tests/support/searchFixtures.ts';
import {
  buildResults,
  cleanQuery,
  emptyState,
  groupLikeModal,
  highlightParts,
  MAX_QUERY_LENGTH,
  PAGE_SIZE,
  pageLinks,
  parseResultsState,
  queryHref,
  type ResultHit,
  type ResultsAnswer,
  type ResultsState,
  resultItem,
  resultsHref,
  resultsPageLang,
  resultsRequest,
  resultsSearch,
  sectionOf,
  unescapeHtml,
} from './results.ts';

describe('the address of a results page', () => {
  it('reads the query, the section, the language and the page', () => {
    expect(parseResultsState('?q=sidebar&section=api&lang=zh&page=3', 'en')).toEqual({
      query: 'sidebar',
      section: 'api',
      lang: 'zh',
      page: 3,
    });
  });

  it('takes the default of anything missing or unknown', () => {
    expect(parseResultsState('', 'zh')).toEqual(emptyState('zh'));
    expect(parseResultsState('section=blog&lang=fr&page=-2&q=', 'en'), 'unknown values').toEqual(
      emptyState('en'),
    );
    for (const page of ['0', 'x', '1e3', '2.5', '99999', ' 2']) {
      expect(parseResultsState(`q=a&page=${encodeURIComponent(page)}`, 'en').page, page).toBe(1);
    }
    // A form sent without JavaScript names every field, "All sections" with an empty value.
    expect(parseResultsState('q=sidebar&section=&lang=en', 'en')).toEqual({
      ...emptyState('en'),
      query: 'sidebar',
    });
  });

  it('reads the first query of an address that has several', () => {
    expect(parseResultsState('q=first&q=second', 'en').query).toBe('first');
  });

  it('cleans the query: control characters, unpaired surrogates, ends, length', () => {
    expect(cleanQuery('  side\u0000bar\n')).toBe('side bar');
    expect(cleanQuery('a\ud800b')).toBe('ab');
    expect(cleanQuery('emoji 😀')).toBe('emoji 😀');
    const long = `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀😀`;
    const cut = cleanQuery(long);
    expect(cut.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(cut).toBe('a'.repeat(MAX_QUERY_LENGTH - 1));
    expect(parseResultsState(`q=${'x'.repeat(10_000)}`, 'en').query).toHaveLength(MAX_QUERY_LENGTH);
    expect(parseResultsState('q=%00%00', 'en').query).toBe('');
  });

  it('writes the shortest address of a state, which reads back as the same state', () => {
    const states: [ResultsState, string][] = [
      [emptyState('en'), '/search'],
      [{ ...emptyState('zh'), query: '侧边栏' }, '/zh/search?q=%E4%BE%A7%E8%BE%B9%E6%A0%8F'],
      [{ query: 'a&b=c #d', section: 'plugin', lang: 'zh', page: 2 }, ''],
    ];
    for (const [state, href] of states) {
      const written = resultsHref(state, 'en');
      if (href && state.lang === 'en') expect(written).toBe(href);
      const search = resultsSearch(state, 'en');
      expect(parseResultsState(search, 'en')).toEqual(state);
    }
    expect(resultsHref({ ...emptyState('zh'), query: '侧边栏' }, 'zh')).toBe(
      '/zh/search?q=%E4%BE%A7%E8%BE%B9%E6%A0%8F',
    );
    expect(queryHref('C++ & co', 'en')).toBe('/search?q=C%2B%2B+%26+co');
    expect(queryHref('', 'zh')).toBe('/zh/search');
  });

  it('knows the results page of each language by its path', () => {
    expect(resultsPageLang('/search')).toBe('en');
    expect(resultsPageLang('/zh/search')).toBe('zh');
    expect(resultsPageLang('/zh/search.html')).toBe('zh');
    expect(resultsPageLang('/guide/search')).toBeUndefined();
  });
});

describe('sections', () => {
  it('are read from the first segment of the path, after the language', () => {
    expect(sectionOf('/guide/start/introduction')).toBe('guide');
    expect(sectionOf('/zh/plugin/system/introduction#hooks')).toBe('plugin');
    expect(sectionOf('/api/#commands')).toBe('api');
    expect(sectionOf('/zh/api?x=1')).toBe('api');
    expect(sectionOf('/')).toBeUndefined();
    expect(sectionOf('/guidebook/x')).toBeUndefined();
  });
});

describe('highlighted values', () => {
  it('are stretches of plain text, the query words marked', () => {
    expect(highlightParts('The <mark>side</mark>bar of <mark>docs</mark>')).toEqual([
      { text: 'The ', mark: false },
      { text: 'side', mark: true },
      { text: 'bar of ', mark: false },
      { text: 'docs', mark: true },
    ]);
  });

  it('turn the escaped text back into characters, and nothing into markup', () => {
    const escaped = '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &amp; &lt;b&gt; &#x27;';
    expect(unescapeHtml(escaped)).toBe('<script>alert("x")</script> & <b> \'');
    expect(highlightParts(`<mark>&#60;img&#62;</mark>${escaped}`)).toEqual([
      { text: '<img>', mark: true },
      { text: '<script>alert("x")</script> & <b> \'', mark: false },
    ]);
    // Tags other than the highlight tags are text.
    expect(highlightParts('<b>bold</b>')).toEqual([{ text: '<b>bold</b>', mark: false }]);
    expect(unescapeHtml('&#0; &#1114112; &unknown;')).toBe('&#0; &#1114112; &unknown;');
  });
});

const hit = (
  url: string,
  lvl0: string,
  lvl1: string,
  extra: Partial<ResultHit> = {},
): ResultHit => ({
  url,
  type: 'lvl1',
  hierarchy: { lvl0, lvl1 },
  _highlightResult: { hierarchy: { lvl1: { value: lvl1 } } },
  ...extra,
});

/**
 * DocSearch 3.9.0's grouping, as its modal does it (node_modules/@docsearch/react/dist/esm/
 * index.js: `dr` groups by a key and keeps `maxResultsPerGroup`, 5 by default, per group): by
 * sidebar group, then by page inside each group.
 */
/** The site's modal order: runs of a sidebar group, pages together in each, five at most. */
function docsearchOrder(hits: ResultHit[], max = 5): ResultHit[] {
  const groupBy = (items: ResultHit[], key: (item: ResultHit) => string) =>
    items.reduce<Record<string, ResultHit[]>>((groups, item) => {
      const name = key(item);
      if (!Object.hasOwn(groups, name)) groups[name] = [];
      if ((groups[name] as ResultHit[]).length < max) groups[name]?.push(item);
      return groups;
    }, {});
  let run = 0;
  const runOf = new Map<ResultHit, string>();
  hits.forEach((item, i) => {
    if (i === 0 || item.hierarchy?.lvl0 !== hits[i - 1]?.hierarchy?.lvl0) run++;
    runOf.set(item, `${run} ${item.hierarchy?.lvl0 ?? ''}`);
  });
  return Object.values(groupBy(hits, (item) => runOf.get(item) as string)).flatMap((group) =>
    Object.values(groupBy(group, (item) => item.hierarchy?.lvl1 ?? '')).flat(),
  );
}

describe('grouping', () => {
  const hits = [
    hit('/guide/a#x', 'Basics', 'Page A', { type: 'lvl2' }),
    hit('/api/b', 'Config', 'Page B'),
    hit('/guide/c', 'Basics', 'Page C'),
    hit('/guide/a', 'Basics', 'Page A'),
    hit('/api/d', 'Config', 'Page D'),
    hit('/plugin/e', 'Plugins', 'Page E'),
    hit('/api/b#y', 'Config', 'Page B', { type: 'content' }),
  ];

  it('is the modal’s: runs of a sidebar group in the answer’s order, pages together inside each', () => {
    const groups = groupLikeModal(hits);
    expect(groups.map(([title, members]) => [title, members.map((member) => member.url)])).toEqual([
      ['Basics', ['/guide/a#x']],
      ['Config', ['/api/b']],
      ['Basics', ['/guide/c', '/guide/a']],
      ['Config', ['/api/d']],
      ['Plugins', ['/plugin/e']],
      ['Config', ['/api/b#y']],
    ]);
    expect(groups.flatMap(([, members]) => members)).toEqual(docsearchOrder(hits));
    const run = groupLikeModal([hits[0], hits[2], hits[3]] as ResultHit[]);
    expect(run.map(([title, members]) => [title, members.map((member) => member.url)])).toEqual([
      ['Basics', ['/guide/a#x', '/guide/a', '/guide/c']],
    ]);
  });

  it('keeps every hit: the modal’s list is the page’s without the hits past five per run', () => {
    const next = seededRandom(7);
    for (let round = 0; round < 50; round++) {
      const many = Array.from({ length: 20 }, (_, i) =>
        hit(`/guide/${i}`, `Group ${Math.floor(next() * 3)}`, `Page ${Math.floor(next() * 6)}`),
      );
      const page = groupLikeModal(many).flatMap(([, members]) => members);
      expect(page).toHaveLength(many.length);
      const modal = docsearchOrder(many);
      expect(page.filter((item) => modal.includes(item))).toEqual(modal);
    }
  });

  it('groups by the sidebar group’s text (the answer escapes it)', () => {
    const groups = groupLikeModal([hit('/a', 'A &#38; B', 'x'), hit('/b', 'A &#38; B', 'y')]);
    expect(groups.map(([title]) => title)).toEqual(['A & B']);
  });
});

describe('a hit as the page shows it', () => {
  it('is a heading under the headings above it', () => {
    expect(
      resultItem({
        url: '/guide/x#deep',
        type: 'lvl3',
        hierarchy: { lvl0: 'G', lvl1: 'Page' },
        _highlightResult: {
          hierarchy: {
            lvl1: { value: 'Page' },
            lvl2: { value: 'Section' },
            lvl3: { value: '<mark>Deep</mark> heading' },
          },
        },
      }),
    ).toEqual({
      url: '/guide/x#deep',
      title: [
        { text: 'Deep', mark: true },
        { text: ' heading', mark: false },
      ],
      path: [[{ text: 'Page', mark: false }], [{ text: 'Section', mark: false }]],
      snippet: null,
    });
  });

  it('is a paragraph under its deepest heading, with its snippet', () => {
    const item = resultItem({
      url: '/guide/x#s',
      type: 'content',
      hierarchy: { lvl0: 'G', lvl1: 'Page' },
      _highlightResult: { hierarchy: { lvl1: { value: 'Page' }, lvl2: { value: 'Section' } } },
      _snippetResult: { content: { value: '…the <mark>sidebar</mark> &#60;b&#62;' } },
    });
    expect(item.title).toEqual([{ text: 'Section', mark: false }]);
    expect(item.path).toEqual([[{ text: 'Page', mark: false }]]);
    expect(item.snippet).toEqual([
      { text: '…the ', mark: false },
      { text: 'sidebar', mark: true },
      { text: ' <b>', mark: false },
    ]);
  });

  it('is the page itself for a page’s hit', () => {
    const item = resultItem(hit('/guide/x', 'G', 'Page'));
    expect(item.title).toEqual([{ text: 'Page', mark: false }]);
    expect(item.path).toEqual([]);
  });
});

describe('the results of a state', () => {
  const many = [
    ...Array.from({ length: 25 }, (_, i) => hit(`/guide/g${i}`, 'Guide', `Guide ${i}`)),
    ...Array.from({ length: 3 }, (_, i) => hit(`/zh/plugin/p${i}`, 'Plugins', `Plugin ${i}`)),
    ...Array.from({ length: 30 }, (_, i) => hit(`/api/a${i}`, 'API', `API ${i}`)),
    hit('/', 'Home', 'Home'),
  ];
  const answer = { hits: many, nbHits: many.length };
  const state = { ...emptyState('en'), query: 'x' };

  it('counts the hits of each section and pages them, in the answer’s order', () => {
    const model = buildResults(answer, state);
    expect(model.counts).toEqual({ guide: 25, plugin: 3, api: 30 });
    expect(model.total).toBe(many.length);
    expect(model.pageCount).toBe(Math.ceil(many.length / PAGE_SIZE));
    const urls = model.groups.flatMap((group) => group.items.map((item) => item.url));
    expect(urls).toEqual(many.slice(0, PAGE_SIZE).map((item) => item.url));
    const second = buildResults(answer, { ...state, page: 2 });
    expect(second.groups.flatMap((group) => group.items.map((item) => item.url))).toEqual(
      many.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((item) => item.url),
    );
  });

  it('keeps the hits of the section asked for, in the same order', () => {
    const model = buildResults(answer, { ...state, section: 'api' });
    expect(model.total).toBe(30);
    expect(model.groups.map((group) => group.title)).toEqual(['API']);
    expect(model.groups[0]?.items.map((item) => item.url)).toEqual(
      many
        .filter((item) => item.url.startsWith('/api/'))
        .map((item) => item.url)
        .slice(0, 20),
    );
    expect(buildResults(answer, { ...state, section: 'plugin' }).pageCount).toBe(1);
  });

  it('shows the last page for a page past it, and one empty page when nothing is found', () => {
    expect(buildResults(answer, { ...state, page: 99 }).page).toBe(3);
    const none = buildResults({ hits: [], nbHits: 0 }, state);
    expect([none.total, none.page, none.pageCount, none.groups]).toEqual([0, 1, 1, []]);
  });

  it('tells the hits found from those the engine has in all', () => {
    const model = buildResults({ hits: many, nbHits: 5000 }, state);
    expect([model.found, model.nbHits]).toEqual([many.length, 5000]);
  });
});

describe('page links', () => {
  it('link the first, the last and two either side of the current page', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageLinks(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    // A gap of one page is that page, not an ellipsis.
    expect(pageLinks(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

/** A generated site of pages under the three sections, its words drawn from a few. */
function generatedSite(seed: number): SearchIndexFile {
  const next = seededRandom(seed);
  const words = ['sidebar', 'theme', 'config', 'plugin', 'search', 'page', 'build', 'nav', 'dark'];
  const pick = () => words[Math.floor(next() * words.length)] as string;
  const phrase = (n: number) => Array.from({ length: n }, pick).join(' ');
  const records = Array.from({ length: 60 }, (_, i) => {
    const section = ['guide', 'plugin', 'api'][i % 3] as string;
    const headings: [string, string, number][] = [
      [`h${i}a`, phrase(2), 2],
      [`h${i}b`, phrase(2), 3],
    ];
    const content = [phrase(8), headings[0]?.[1], phrase(12), headings[1]?.[1], phrase(10)].join(
      '\n\n',
    );
    return pageRecords(
      withHeadings(
        { routePath: `/${section}/p${i}`, title: phrase(3), lang: 'en', content },
        headings,
      ),
      `Group ${i % 4}`,
    );
  }).flat();
  return { indexName: 'generated', lang: 'en', records };
}

describe('the results page’s query', () => {
  const objectIds = (engine: SearchEngine, request: Record<string, unknown>) =>
    answer(engine, parseSearchParams(request)).hits.map((found) => found.objectID);

  it('ranks as the modal’s query: its first page is the modal’s hits, in their order', () => {
    const engines = [englishIndex(), chineseIndex(), generatedSite(1), generatedSite(2)].map(
      (file) => new SearchEngine(file),
    );
    const queries = ['sidebar', 'side', 'config theme', 'dark nav', 'page build search', '侧边栏'];
    let compared = 0;
    for (const engine of engines) {
      for (const query of queries) {
        const { indexName: _modalIndex, ...modal } = docsearchQuery(query, engine.indexName);
        const { indexName: _pageIndex, ...page } = resultsRequest(query, engine.indexName);
        const modalIds = objectIds(engine, modal);
        expect(objectIds(engine, page).slice(0, modalIds.length), query).toEqual(modalIds);
        compared += modalIds.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('asks for the engine’s highlights and snippets between <mark> tags', () => {
    const engine = new SearchEngine(englishIndex());
    const { indexName: _, ...request } = resultsRequest('sidebar', engine.indexName);
    const result = answer(engine, parseSearchParams(request)) as unknown as ResultsAnswer;
    const model = buildResults(result, { ...emptyState('en'), query: 'sidebar' });
    const marked = model.groups
      .flatMap((group) => group.items)
      .flatMap((item) => [...item.title, ...item.path.flat(), ...(item.snippet ?? [])])
      .filter((part) => part.mark)
      .map((part) => part.text.toLowerCase());
    expect(marked.length).toBeGreaterThan(2);
    expect(new Set(marked)).toEqual(new Set(['sidebar']));
  });
});
