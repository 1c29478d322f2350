// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../search/engine/engine.ts';
import { resultsShell } from '../tests/support/resultsShell.ts';
import { chineseIndex, englishIndex } from '../tests/support/searchFixtures.ts';
import { type ResultsShell, renderResultsPage, shellOf } from './searchResultsPage.tsx';

const engines = new Map(
  [englishIndex(), chineseIndex()].map((file) => [file.indexName, new SearchEngine(file)]),
);
const api = { engines, appId: 'app', apiKey: 'key', cacheBytes: 0 };

function shell(lang: 'en' | 'zh'): ResultsShell {
  const cut = shellOf(resultsShell(lang).html, lang);
  if ('error' in cut) throw new Error(cut.error);
  return cut;
}

const render = (lang: 'en' | 'zh', search: string) =>
  new DOMParser().parseFromString(
    renderResultsPage(shell(lang), new URLSearchParams(search), api).html,
    'text/html',
  );
const hitUrls = (doc: Document) =>
  [...doc.querySelectorAll('[data-hit-url]')].map((link) => link.getAttribute('href'));

describe('the built results page', () => {
  it('is cut around its main region, which holds the list', () => {
    const cut = shell('en');
    expect(cut.before).toMatch(/<nav class="rp-nav">.*<\/nav>$/);
    expect(cut.after).toMatch(/^<\/div><script defer/);
  });

  it('is refused when it is not the results page', () => {
    expect(shellOf('<main id="main-content"><p>x</p></main>', 'en')).toEqual({
      error: 'its <main> holds no #rp-search-results-list: it is not the results page',
    });
    expect(shellOf('<div></div>', 'en')).toHaveProperty('error');
    expect(
      shellOf('<main id="main-content"><div id="rp-search-results-list">', 'en'),
    ).toHaveProperty('error');
  });
});

describe('a results page rendered by the server', () => {
  it('lists the results of the query, in the language of the page', () => {
    const en = render('en', 'q=sidebar');
    expect(hitUrls(en)).toContain('/guide/basic/auto-nav-sidebar#sidebar-groups');
    expect(en.title).toBe('sidebar - Search results - Rspress');
    expect(en.querySelector('h1')?.textContent).toBe('Search results');
    const zh = render('zh', 'q=侧边栏');
    expect(hitUrls(zh)).toContain('/zh/guide/basic/auto-nav-sidebar#sidebar-groups');
    expect(zh.querySelector('h1')?.textContent).toBe('搜索结果');
    expect(zh.querySelector('form')?.getAttribute('action')).toBe('/zh/search');
  });

  it('filters by section and searches the language asked for', () => {
    expect(hitUrls(render('en', 'q=sidebar&section=api'))).toEqual([
      '/api/config/config-basic#sidebar',
    ]);
    expect(hitUrls(render('en', 'q=sidebar&section=plugin'))).toEqual([]);
    const chinese = render('en', 'q=侧边栏&lang=zh');
    expect(hitUrls(chinese).every((url) => url?.startsWith('/zh/'))).toBe(true);
    expect(hitUrls(chinese).length).toBeGreaterThan(0);
    // The page stays in its own language.
    expect(chinese.querySelector('h1')?.textContent).toBe('Search results');
  });

  it('shows the empty form for a missing or blank query', () => {
    for (const search of ['', 'q=', 'q=%20%20', 'section=api']) {
      const doc = render('en', search);
      expect(doc.querySelector<HTMLInputElement>('input[name="q"]')?.value, search).toBe('');
      expect(hitUrls(doc), search).toEqual([]);
      expect(doc.title).toBe('Search results - Rspress');
    }
  });

  it('answers hostile queries with text: markup, NUL, a very long query', () => {
    const script = render('en', `q=${encodeURIComponent('</title><script>alert(1)</script>')}`);
    expect(script.querySelectorAll('script:not([defer])')).toHaveLength(1); // the page's own
    expect(script.title).toBe('</title><script>alert(1)</script> - Search results - Rspress');
    const nul = render('en', 'q=side%00bar');
    expect(nul.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('side bar');
    const long = render('en', `q=${'sidebar '.repeat(2000)}`);
    expect(
      long.querySelector<HTMLInputElement>('input[name="q"]')?.value.length,
    ).toBeLessThanOrEqual(512);
  });

  it('says so when the language has no index', () => {
    const only = { ...api, engines: new Map([...engines].filter(([name]) => name === 'docs_en')) };
    const page = renderResultsPage(shell('en'), new URLSearchParams('q=x&lang=zh'), only);
    expect(page.error).toBe('no index of the language zh');
    expect(page.html).toContain('The search could not be reached');
  });
});
