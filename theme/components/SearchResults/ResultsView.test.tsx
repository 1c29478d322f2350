// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchEngine } from '../../../search/engine/engine.ts';
import { answer } from '../../../search/protocol/answer.ts';
import { parseSearchParams } from '../../../search/protocol/params.ts';
import { englishIndex } from '../../../tests/support/searchFixtures.ts';
import {
  documentTitle,
  type FormHandlers,
  type ListContent,
  ResultsList,
  ResultsMain,
} from './ResultsView.tsx';
import {
  buildResults,
  emptyState,
  type ResultsAnswer,
  type ResultsState,
  resultsRequest,
} from './results.ts';

const engine = new SearchEngine(englishIndex());

function answerOf(query: string): ResultsAnswer {
  const { indexName: _, ...request } = resultsRequest(query, engine.indexName);
  return answer(engine, parseSearchParams(request)) as unknown as ResultsAnswer;
}

function page(state: ResultsState, content?: ListContent): string {
  const list: ListContent =
    content ??
    (state.query
      ? { kind: 'results', model: buildResults(answerOf(state.query), state) }
      : { kind: 'empty' });
  const listHtml = renderToStaticMarkup(<ResultsList lang="en" state={state} content={list} />);
  return renderToString(<ResultsMain lang="en" state={state} listHtml={listHtml} />);
}

/** The document a browser builds from the markup. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the results page’s markup', () => {
  it('lists the hits with their titles, paths and snippets, highlighted, linking to their URLs', () => {
    const doc = parse(page({ ...emptyState('en'), query: 'sidebar' }));
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-hit-url]')];
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link.getAttribute('href')).toBe(link.dataset.hitUrl);
    expect(links.map((link) => link.getAttribute('href'))).toContain(
      '/api/config/config-basic#sidebar',
    );
    expect(
      [...doc.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase()),
    ).toContain('sidebar');
    expect(doc.querySelector('.rp-search-results__count')?.textContent).toMatch(
      /^\d+ results for “sidebar”$/,
    );
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('h2')?.textContent).toBeTruthy();
  });

  it('fills the form with the state, as a GET form of the page', () => {
    const doc = parse(page({ query: 'nav', section: 'api', lang: 'zh', page: 1 }));
    const form = doc.querySelector('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search');
    expect(doc.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('nav');
    expect(doc.querySelector<HTMLInputElement>('input[name="section"]:checked')?.value).toBe('api');
    expect(doc.querySelector<HTMLInputElement>('input[name="lang"]:checked')?.value).toBe('zh');
    const list = doc.querySelector('#rp-search-results-list');
    expect(list?.getAttribute('data-state')).toBe('q=nav&section=api&lang=zh');
    expect(list?.getAttribute('data-page-lang')).toBe('en');
    // Rendered on a server: the page's script may take this list as the document's.
    expect(list?.hasAttribute('data-client-rendered')).toBe(false);
  });

  it('escapes every text: the query and the pages’ own text are never markup', () => {
    const hostile = '<script>alert(1)</script>"\'><img src=x onerror=alert(2)>{{count}}$&';
    const html = page({ ...emptyState('en'), query: hostile });
    expect(html).not.toMatch(/<(script|img)\b/i);
    const doc = parse(html);
    const handlers = [...doc.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(doc.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe(hostile);
    // The query is put into the texts as it is, placeholders and replacement patterns included.
    expect(doc.querySelector('.rp-search-results__count')?.textContent).toContain(`“${hostile}”`);
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);

    // A page of the fixture has markup in its title and text: shown as text.
    const custom = parse(page({ ...emptyState('en'), query: 'custom theme' }));
    const titles = [...custom.querySelectorAll('[data-hit-url]')].map((link) => link.textContent);
    expect(titles).toContain('Custom theme <img src=x onerror=alert(1)>');
    expect(custom.querySelectorAll('script, img')).toHaveLength(0);
    const friends = parse(page({ ...emptyState('en'), query: 'friends' }));
    expect(friends.querySelector('.rp-search-results__snippet')?.textContent).toContain(
      '<script>alert("x")</script> & friends',
    );
    expect(friends.querySelectorAll('script')).toHaveLength(0);
  });

  it('says when nothing is found, and offers every section and the other language', () => {
    const doc = parse(page({ ...emptyState('en'), query: 'zzzqqq', section: 'plugin' }));
    expect(doc.querySelector('.rp-search-results__count')?.textContent).toBe(
      'No results for “zzzqqq” in Plugin.',
    );
    expect(
      [...doc.querySelectorAll('.rp-search-results__alternatives a')].map((a) =>
        a.getAttribute('href'),
      ),
    ).toEqual(['/search?q=zzzqqq', '/search?q=zzzqqq&section=plugin&lang=zh']);
  });

  it('shows the empty form and a hint without a query, and the error without an answer', () => {
    const empty = parse(page(emptyState('en')));
    expect(empty.querySelector<HTMLInputElement>('input[name="q"]')?.value).toBe('');
    expect(empty.querySelector<HTMLInputElement>('input[name="section"]:checked')?.value).toBe('');
    expect(empty.querySelector('.rp-search-results__hint')?.textContent).toMatch(/^Type what/);
    expect(empty.querySelectorAll('[data-hit-url]')).toHaveLength(0);
    const failed = parse(page({ ...emptyState('en'), query: 'x' }, { kind: 'error' }));
    expect(failed.querySelector('.rp-search-results__hint')?.textContent).toMatch(
      /could not be reached/,
    );
  });

  it('links the pages of results, the current one marked', () => {
    const hits = Array.from({ length: 65 }, (_, i) => ({
      url: `/guide/p${i}`,
      type: 'lvl1',
      hierarchy: { lvl0: 'G', lvl1: `P${i}` },
      _highlightResult: { hierarchy: { lvl1: { value: `P${i}` } } },
    }));
    const state = { ...emptyState('en'), query: 'p', page: 2 };
    const doc = parse(
      page(state, { kind: 'results', model: buildResults({ hits, nbHits: 65 }, state) }),
    );
    const nav = doc.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('Pages of results');
    expect(
      [...(nav?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Previous', '/search?q=p'],
      ['1', '/search?q=p'],
      ['2', '/search?q=p&page=2'],
      ['3', '/search?q=p&page=3'],
      ['4', '/search?q=p&page=4'],
      ['Next', '/search?q=p&page=3'],
    ]);
    expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe('2');
  });

  it('titles the document with the query', () => {
    expect(documentTitle('sidebar', 'en')).toBe('sidebar - Search results - Rspress');
    expect(documentTitle('', 'zh')).toBe('搜索结果 - Rspress');
  });
});

describe('the results page’s form, with the page’s script', () => {
  afterEach(cleanup);

  it('shows the draft and hands the query box’s changes to the script, which reads the box', () => {
    const drafts: string[] = [];
    const handlers: FormHandlers = {
      draft: 'side',
      onDraft: (event) => drafts.push(event.target.value),
      onSubmit: vi.fn(),
      onFilter: vi.fn(),
    };
    render(<ResultsMain lang="en" state={emptyState('en')} handlers={handlers} />);
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search the docs' });
    expect(box.value).toBe('side');
    fireEvent.change(box, { target: { value: 'sidebar' } });
    expect(drafts).toEqual(['sidebar']);
  });
});
