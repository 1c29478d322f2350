import { useHead, useLocation, useNavigate } from '@rspress/core/runtime';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePageLang } from '../../hooks.ts';
import { fill } from '../../i18n.ts';
import type { Lang } from '../../lang.ts';
import { isPlainClick } from '../Search/shortcuts.ts';
import { useQueryNavigate } from './navigate.ts';
import {
  documentTitle,
  type FormHandlers,
  type ListContent,
  RESULTS_IDS,
  ResultsList,
  ResultsMain,
} from './ResultsView.tsx';
import {
  buildResults,
  cleanQuery,
  parseResultsState,
  type ResultsAnswer,
  type ResultsState,
  resultsSearch,
} from './results.ts';
import './index.css';

const config = __SEARCH_CONFIG__;

/** What the document held when the page loaded: the state its list shows, and the list. */
interface Served {
  search: string;
  state: ResultsState;
  html: string;
}

/**
 * The list as the document holds it when the page's component first renders: rendered by the
 * site server for the address (results) or by the build (the empty page), which React hydrates
 * (its Suspense boundary may hydrate after the rest of the page). Any other list in the document
 * is not for this render to take: the other language's results page, left by the language menu
 * (`data-page-lang`), or a list this script rendered, which an instance of the page mounted again
 * finds (`data-client-rendered`).
 */
function readServed(pageLang: Lang): Served | null {
  if (typeof document === 'undefined') return null;
  const list = document.getElementById(RESULTS_IDS.list);
  const search = list?.dataset.state;
  if (!list || search === undefined || list.dataset.pageLang !== pageLang) return null;
  if (list.hasAttribute('data-client-rendered')) return null;
  return { search, state: parseResultsState(search, pageLang), html: list.innerHTML };
}

type Outcome = { answer: ResultsAnswer } | { error: true };
const answerKey = (state: ResultsState) => `${state.lang}\n${state.query}`;

/**
 * The last answers of this visit to the site, by language and query: a filter, a page link or
 * Back to the results after a hit shows them without asking again. Failures are not kept.
 */
const answers = new Map<string, ResultsAnswer>();
const KEPT_ANSWERS = 8;
function keep(key: string, answer: ResultsAnswer) {
  answers.delete(key);
  answers.set(key, answer);
  for (const oldest of answers.keys()) {
    if (answers.size <= KEPT_ANSWERS) break;
    answers.delete(oldest);
  }
}

/**
 * The search results page (docs/<lang>/search.mdx): the form, and the results of the address's
 * query from the build's search provider, in the order the modal shows them, filtered by section
 * and paged here. Served by the site server, the page arrives with its results and this only
 * takes over the form; on a static host (browser provider) it searches in the page. The address
 * is the state: the form, the filters and the page links change it, and Back goes back.
 */
export function SearchResults({ lang }: { lang?: Lang }) {
  const { pathname, search } = useLocation();
  const pageLang = usePageLang(lang);
  const navigate = useNavigate();
  const openAddress = useQueryNavigate();

  // The first render hydrates what the document holds (see readServed); the next ones follow
  // the address.
  const [served] = useState(() => readServed(pageLang));
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const addressState = useMemo(() => parseResultsState(search, pageLang), [search, pageLang]);
  const state = !hydrated && served ? served.state : addressState;
  const stateSearch = resultsSearch(state, pageLang);

  const [draft, setDraft] = useState(state.query);
  useEffect(() => setDraft(state.query), [state.query]);

  // The address in its shortest form (a form sent without JavaScript names every field).
  useEffect(() => {
    if (hydrated && search.replace(/^\?/, '') !== stateSearch) {
      navigate({ pathname, search: stateSearch ? `?${stateSearch}` : '' }, { replace: true });
    }
  }, [hydrated, search, stateSearch, pathname, navigate]);

  const [failed, setFailed] = useState<string | null>(null);
  // Bumped when an answer arrives: the answers live outside React (`answers`).
  const [, setArrivals] = useState(0);
  const showsServed = served !== null && served.search === stateSearch;
  const key = answerKey(state);
  const known = answers.get(key);
  const outcome: Outcome | undefined = known
    ? { answer: known }
    : failed === key
      ? { error: true }
      : undefined;
  useEffect(() => {
    if (!hydrated || showsServed || state.query === '' || answers.has(key)) return;
    let current = true;
    setFailed(null);
    import(/* webpackChunkName: "search-results" */ './search.ts')
      .then(({ fetchResults }) => fetchResults(config, state.lang, state.query))
      .then(
        (answer) => {
          keep(key, answer);
          if (current) setArrivals((n) => n + 1);
        },
        () => {
          if (current) setFailed(key);
        },
      );
    return () => {
      current = false;
    };
  }, [hydrated, showsServed, key, state.lang, state.query]);

  const content: ListContent =
    state.query === ''
      ? { kind: 'empty' }
      : !outcome
        ? { kind: 'searching' }
        : 'error' in outcome
          ? { kind: 'error' }
          : { kind: 'results', model: buildResults(outcome.answer, state) };

  // Results that arrive in the page are announced: how many, or that there are none.
  const announcement =
    showsServed || content.kind !== 'results'
      ? ''
      : content.model.total === 0
        ? fill('searchResults.none', pageLang, { query: state.query })
        : fill(
            content.model.total === 1 ? 'searchResults.foundOne' : 'searchResults.found',
            pageLang,
            { count: content.model.total, query: state.query },
          );

  useHead({ title: documentTitle(state.query, pageLang) });

  const go = useCallback(
    (next: ResultsState) => {
      const nextSearch = resultsSearch({ ...next, query: cleanQuery(next.query) }, pageLang);
      navigate({ pathname, search: nextSearch ? `?${nextSearch}` : '' });
    },
    [navigate, pathname, pageLang],
  );
  const handlers: FormHandlers = {
    draft,
    onDraft: (event) => setDraft(event.target.value),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      go({ ...state, query: draft, page: 1 });
    },
    onFilter: (change) => go({ ...state, ...change, query: draft, page: 1 }),
  };

  // Links of the list (hits, pages, other searches) open inside the app; a page link brings the
  // reader back to the top of the list.
  const focusList = useRef(false);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const list = link?.closest(`#${RESULTS_IDS.list}`);
      if (!link || !list || !isPlainClick(event) || event.defaultPrevented) return;
      const url = new URL((link as HTMLAnchorElement).href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      focusList.current = url.pathname === window.location.pathname;
      void openAddress(url.href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [openAddress]);
  useEffect(() => {
    if (!focusList.current || stateSearch === '') return;
    focusList.current = false;
    const target = document.getElementById(RESULTS_IDS.list);
    target?.focus({ preventScroll: true });
    target?.closest('main')?.scrollIntoView({ block: 'start' });
  }, [stateSearch]);

  return (
    <ResultsMain
      lang={pageLang}
      state={state}
      handlers={handlers}
      listHtml={showsServed ? served.html : undefined}
      busy={!showsServed && content.kind === 'searching'}
      announcement={announcement}
      // Not while React hydrates the document's list: that render must match the document.
      clientRendered={typeof document !== 'undefined' && (hydrated || served === null)}
    >
      <ResultsList lang={pageLang} state={state} content={content} />
    </ResultsMain>
  );
}
