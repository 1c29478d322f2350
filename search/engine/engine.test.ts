import { describe, expect, it } from 'vitest';
import { chineseIndex, englishIndex, withHeadings } from '../../tests/support/searchFixtures.ts';
import { pageRecords } from '../indexing/records.ts';
import { answer as answerQuery } from '../protocol/answer.ts';
import { docsearchQuery } from '../protocol/docsearchRequest.ts';
import { parseSearchParams } from '../protocol/params.ts';
import { SearchEngine } from './engine.ts';

const en = new SearchEngine(englishIndex());
const zh = new SearchEngine(chineseIndex());

const { query: _query, indexName: _indexName, ...DOCSEARCH } = docsearchQuery('', 'docs_en');

type Hit = {
  url: string;
  type: string;
  content: string | null;
  hierarchy: Record<string, string | null>;
  _highlightResult: { hierarchy: Record<string, { value: string }>; content?: { value: string } };
  _snippetResult: { hierarchy?: Record<string, { value: string }>; content?: { value: string } };
};

function search(engine: SearchEngine, query: string, extra: Record<string, unknown> = {}) {
  const result = answerQuery(engine, parseSearchParams({ ...DOCSEARCH, query, ...extra }));
  return { ...result, hits: result.hits as unknown as Hit[] };
}
const urls = (engine: SearchEngine, query: string) => search(engine, query).hits.map((h) => h.url);

describe('matching', () => {
  it('matches the last word as a prefix', () => {
    expect(urls(en, 'instal')).toContain('/guide/start/getting-started#installation');
    expect(urls(en, 'sideb')).toContain('/guide/basic/auto-nav-sidebar');
  });

  it('tolerates typos by word length: 1 from 3 letters, 2 from 7', () => {
    expect(urls(en, 'confgure')).toContain('/guide/start/getting-started#installation');
    expect(urls(en, 'sidbear')).toContain('/guide/basic/auto-nav-sidebar');
    // Two letters: no typo allowed.
    expect(urls(en, 'zz')).toEqual([]);
  });

  it('matches stems: plurals and other forms of a word', () => {
    expect(urls(en, 'groups')).toContain('/guide/basic/auto-nav-sidebar#sidebar-groups');
    expect(urls(en, 'deploy')).toContain('/api/config/config-basic#base');
  });

  it('requires every word; drops one only from three words or more, never to a lone word', () => {
    const all = urls(en, 'sidebar groups');
    expect(all[0]).toBe('/guide/basic/auto-nav-sidebar#sidebar-groups');
    expect(all).not.toContain('/guide/start/getting-started');
    // Two words of which one is nowhere: nothing, rather than every page with the other.
    expect(search(en, 'sidebar kubernetes').nbHits).toBe(0);
    // Three words, two of them whole: the third is dropped.
    expect(urls(en, 'sidebar groups kubernetes')[0]).toBe(
      '/guide/basic/auto-nav-sidebar#sidebar-groups',
    );
    // What is left must be whole words without typos: "sidebr" is a typo.
    expect(search(en, 'sidebr groups kubernetes').nbHits).toBe(0);
  });

  it('takes typos on a camelCase name whole, not on one of its humps', () => {
    const site = new SearchEngine({
      indexName: 'docs_en',
      lang: 'en',
      records: pageRecords(
        withHeadings(
          {
            routePath: '/api/runtime',
            title: 'Runtime API',
            lang: 'en',
            content:
              'Hooks.\n\nuseLocation\n\nThe current location.\n\nuse the lotion\n\nA use of a lotion.',
          },
          [
            ['uselocation', 'useLocation', 3],
            ['lotion', 'use the lotion', 3],
          ],
        ),
        'API',
      ),
    });
    expect(urls(site, 'useLocatoin')[0]).toBe('/api/runtime#uselocation');
    // "lotion" is one typo from the hump "lotian", but only the whole name takes typos.
    expect(urls(site, 'useLotian')).toEqual([]);
  });

  it('finds Chinese words inside sentences', () => {
    expect(urls(zh, '侧边栏')).toContain('/zh/guide/basic/auto-nav-sidebar');
    expect(urls(zh, '国际化')).toContain('/zh/guide/default-theme/i18n');
    expect(urls(zh, '静态站点生成')).toContain('/zh/guide/basic/ssg');
    // A word that only appears inside a sentence, not in a title.
    expect(urls(zh, '多语言')).toContain('/zh/guide/default-theme/i18n');
    expect(urls(zh, '量子')).toEqual([]);
  });

  it('matches mixed Chinese and English queries', () => {
    expect(urls(zh, 'Rspress 插件')[0]).toBe('/zh/plugin/system/introduction');
  });

  it('takes a Chinese word no page holds as its near miss: all of its character pairs but one', () => {
    // 侧边拦 (a slip for 侧边栏) is in no page; 侧边 is: the sidebar pages answer.
    expect(urls(zh, '侧边拦')[0]).toBe('/zh/guide/basic/auto-nav-sidebar');
    // Two pairs missing of two is no near miss.
    expect(urls(zh, '侧面栏')).toEqual([]);
  });

  it('leaves out near misses of a Chinese word the pages hold, and puts a match before them', () => {
    const engine = new SearchEngine({
      indexName: 'docs_zh',
      lang: 'zh',
      records: [
        ...pageRecords(
          { routePath: '/zh/a', title: '侧边栏', lang: 'zh', content: '侧边栏的分组。', toc: [] },
          '指南',
        ),
        ...pageRecords(
          { routePath: '/zh/b', title: '侧边距', lang: 'zh', content: '页面两侧的边距。', toc: [] },
          '指南',
        ),
      ],
    });
    const pages = (query: string) => [
      ...new Set(
        answerQuery(engine, parseSearchParams({ query, attributesToRetrieve: ['url'] })).hits.map(
          (h) => String(h.url).split('#')[0],
        ),
      ),
    ];
    expect(pages('侧边栏')).toEqual(['/zh/a']);
    // 侧边框 is in no page: both pages hold 侧边, one pair of its two.
    expect(pages('侧边框').sort()).toEqual(['/zh/a', '/zh/b']);
  });

  it('filters by language and type facets', () => {
    expect(search(en, 'sidebar', { facetFilters: ['lang:zh'] }).nbHits).toBe(0);
    const headings = search(en, 'sidebar', { facetFilters: [['type:lvl2', 'type:lvl3']] });
    expect(headings.hits.every((h) => h.type === 'lvl2' || h.type === 'lvl3')).toBe(true);
    expect(
      search(en, 'sidebar', { facetFilters: ['type:-content'] }).hits.some(
        (h) => h.type === 'content',
      ),
    ).toBe(false);
  });
});

describe('ranking', () => {
  it('ranks a match in the page title before headings, and headings before text', () => {
    const hits = search(en, 'navbar').hits;
    expect(hits[0]?.url).toBe('/guide/basic/auto-nav-sidebar');
    const types = hits
      .filter((h) => h.url.startsWith('/guide/basic/auto-nav-sidebar'))
      .map((h) => h.type);
    expect(types.indexOf('lvl1')).toBeLessThan(types.indexOf('lvl2'));
  });

  it('puts a heading that is the query as typed before a title that holds it', () => {
    // "sidebar" is a heading of its own in Basic config, one word of the guide's title.
    const hits = urls(en, 'sidebar');
    expect(hits[0]).toBe('/api/config/config-basic#sidebar');
    expect(hits).toContain('/guide/basic/auto-nav-sidebar');
  });

  it('ranks exact words before typo matches', () => {
    const hits = search(en, 'base').hits;
    expect(hits[0]?.url).toBe('/api/config/config-basic#base');
  });

  it('treats a word and its stem alike, however uneven the stems ("deploy" → deploi, "deployment" → deploy)', () => {
    const engine = new SearchEngine({
      indexName: 'docs_en',
      lang: 'en',
      records: pageRecords(
        {
          routePath: '/guide/basic/deploy',
          title: 'Deployment',
          lang: 'en',
          content:
            'Build the site.\n\nOutput\n\nDeploy the whole folder; deploying a part breaks links.',
          toc: [{ id: 'output', text: 'Output', depth: 2, charIndex: 17 }],
        },
        'Features',
      ),
    });
    const hits = answerQuery(
      engine,
      parseSearchParams({ query: 'deploy', attributesToRetrieve: ['url'] }),
    ).hits;
    expect(hits.map((h) => h.url)).toEqual(['/guide/basic/deploy', '/guide/basic/deploy#output']);
  });

  it('keeps one hit per URL (distinct) unless asked otherwise', () => {
    const distinct = urls(en, 'sidebar');
    expect(new Set(distinct).size).toBe(distinct.length);
    const all = search(en, 'sidebar', { distinct: false }).hits.map((h) => h.url);
    expect(all.length).toBeGreaterThan(distinct.length);
  });

  it('pages through hits', () => {
    const first = search(en, 'sidebar', { hitsPerPage: 1 });
    const second = search(en, 'sidebar', { hitsPerPage: 1, page: 1 });
    expect(first.nbPages).toBe(first.nbHits);
    expect(second.hits[0]?.url).not.toBe(first.hits[0]?.url);
  });
});

describe('response', () => {
  it('answers in Algolia format with highlights and snippets in the request tags', () => {
    const result = search(en, 'hot reload', { clickAnalytics: true });
    expect(result).toMatchObject({
      page: 0,
      hitsPerPage: 20,
      query: 'hot reload',
      index: 'docs_en',
    });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.processingTimeMS).toBeGreaterThanOrEqual(1);
    const hit = result.hits[0] as Hit;
    expect(hit.url).toBe('/guide/start/getting-started#dev-server');
    expect(hit._snippetResult.content?.value).toContain('<mark>hot</mark> <mark>reload</mark>');
    expect(hit._highlightResult.hierarchy.lvl0?.value).toBe('Getting Started');
    expect(search(en, 'hot').queryID).toBeUndefined();
  });

  it('cuts snippets to the requested number of words, with the ellipsis', () => {
    const hit = search(en, 'groups', {
      attributesToSnippet: ['content:4'],
      snippetEllipsisText: '[…]',
    }).hits.find((h) => h.type === 'content') as Hit;
    const value = hit._snippetResult.content?.value ?? '';
    expect(value.endsWith('[…]')).toBe(true);
    expect(
      value
        .replace(/<\/?mark>|\[…\]/g, '')
        .trim()
        .split(/\s+/).length,
    ).toBeLessThanOrEqual(4);
  });

  it('HTML-escapes every text value it returns, before adding highlight tags', () => {
    const hit = search(en, 'custom theme').hits[0] as Hit;
    expect(hit.hierarchy.lvl1).toBe('Custom theme &#60;img src=x onerror=alert(1)&#62;');
    expect(hit._highlightResult.hierarchy.lvl1?.value).toBe(
      '<mark>Custom</mark> <mark>theme</mark> &#60;img src=x onerror=alert(1)&#62;',
    );
    const content = search(en, 'friends').hits[0] as Hit;
    expect(content.content).not.toMatch(/<script/);
    expect(content._snippetResult.content?.value).toContain('&#60;script&#62;');
  });

  it('retrieves only the requested attributes', () => {
    const hit = search(en, 'sidebar', { attributesToRetrieve: ['url'] })
      .hits[0] as unknown as Record<string, unknown>;
    expect(hit.url).toBeDefined();
    expect(hit.hierarchy).toBeUndefined();
    expect(hit.content).toBeUndefined();
  });

  it('never returns lvl0 hits, and every hit has a page title', () => {
    for (const query of ['sidebar', 'config', 'getting started', 'features']) {
      for (const hit of search(en, query).hits) {
        expect(hit.type).not.toBe('lvl0');
        expect(hit.hierarchy.lvl1).toBeTruthy();
      }
    }
  });

  it('reads the legacy params string', () => {
    const result = answerQuery(
      en,
      parseSearchParams({
        params: 'query=sidebar&hitsPerPage=1&attributesToRetrieve=%5B%22url%22%5D',
      }),
    );
    expect(result.hits).toHaveLength(1);
    expect(Object.keys(result.hits[0] as object)).toContain('url');
  });
});

describe('reading proximity only for the records that can reach the page', () => {
  // Forty pages alike on every criterion before proximity: their text holds both words, next to
  // each other in every seventh page only, and a second paragraph holds one of them.
  const pages = Array.from({ length: 40 }, (_, i) => ({
    routePath: `/guide/page-${String(i).padStart(2, '0')}`,
    title: `Page ${i}`,
    lang: 'en',
    content:
      i % 7 === 3
        ? 'Configure the theme colors here.\n\nThe theme again.'
        : 'Configure the theme and then the colors here.\n\nThe theme again.',
    toc: [],
  }));
  const engine = new SearchEngine({
    indexName: 'docs_en',
    lang: 'en',
    records: pages.flatMap((page) => pageRecords(page, 'Guide')),
  });
  const ids = (params: Record<string, unknown>) =>
    answerQuery(
      engine,
      parseSearchParams({ query: 'theme colors', attributesToRetrieve: ['url'], ...params }),
    ).hits.map((hit) => hit.objectID);

  it('puts the words found together first, on every page of hits', () => {
    const adjacent = pages.filter((_, i) => i % 7 === 3).map((page) => `${page.routePath}#0`);
    expect(ids({ hitsPerPage: 3, page: 0 })).toEqual(adjacent.slice(0, 3));
    expect(adjacent).toHaveLength(6);
    expect(ids({ hitsPerPage: 3, page: 1 })).toEqual(adjacent.slice(3, 6));
    const third = ids({ hitsPerPage: 3, page: 2 });
    expect(third).toHaveLength(3);
    expect(third.filter((id) => adjacent.includes(id))).toEqual([]);
  });

  it('answers each page as the same page cut from one long answer', () => {
    for (const distinct of [0, 1, 2]) {
      const all = ids({ hitsPerPage: 1000, distinct });
      for (const hitsPerPage of [1, 2, 5, 7]) {
        for (let page = 0; page * hitsPerPage < all.length; page++) {
          expect(ids({ hitsPerPage, page, distinct })).toEqual(
            all.slice(page * hitsPerPage, (page + 1) * hitsPerPage),
          );
        }
      }
    }
  });
});
