import { isLang, LANGS, type Lang, langPrefix } from '../../../common/site.ts';

/**
 * The search results page (`/search?q=…`, `/zh/search?q=…`): what its address says, the search it
 * asks, and the answer's hits filtered, paged and grouped as the modal groups them. Pure and
 * isomorphic: the page's component renders it in the browser, the site server (server/
 * searchResultsPage.ts) on the server, from the same Algolia answer of the same engine.
 */

/** The sections of the site, as the sidebar has them: a hit belongs to one by its URL's prefix. */
export const SECTIONS = ['guide', 'plugin', 'api'] as const;
export type Section = (typeof SECTIONS)[number];

/** The page's path without its language prefix. */
export const RESULTS_PATH = '/search';
/** Hits per page of results, as many as the modal shows. */
export const PAGE_SIZE = 20;
/**
 * The hits asked for at once: Algolia's (and our API's) most per page. The results page filters
 * and pages them itself, so that its order is the answer's order whatever the filters.
 */
export const RESULTS_LIMIT = 1000;
/** Algolia reads a query up to its 512th character; so does the page (never inside a pair). */
export const MAX_QUERY_LENGTH = 512;
/** The page numbers an address may ask for (a longer number is no page). */
const MAX_PAGE = 9999;

export const HIGHLIGHT_PRE = '<mark>';
export const HIGHLIGHT_POST = '</mark>';
/** The headings of a hit, from the page title down. */
const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
/** Words around the match in a snippet of a paragraph (the modal shows 10). */
const SNIPPET_WORDS = 30;

/** What the address of a results page asks for. */
export interface ResultsState {
  /** The query, cleaned (see `cleanQuery`); empty: the page shows its form only. */
  query: string;
  /** The section the hits must belong to; null: every section. */
  section: Section | null;
  /** The language of the pages searched (its index); the page's own by default. */
  lang: Lang;
  /** The page of results, from 1. */
  page: number;
}

/** The state of a results page with nothing asked: the empty form. */
export const emptyState = (pageLang: Lang): ResultsState => ({
  query: '',
  section: null,
  lang: pageLang,
  page: 1,
});

/** The results page of a language: `/search`, `/zh/search`. */
export const resultsPath = (pageLang: Lang): string => `${langPrefix(pageLang)}${RESULTS_PATH}`;

/** The language of a results page from its path, if the path is one (`/zh/search` → zh). */
export function resultsPageLang(pathname: string): Lang | undefined {
  const clean = pathname.replace(/\.html$/, '').replace(/\/+$/, '');
  return LANGS.find((lang) => resultsPath(lang) === clean);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A query as the page searches and shows it: control characters (NUL, line breaks) become spaces
 * and unpaired surrogates go (the search API refuses both), the ends are trimmed, and it is cut
 * at `MAX_QUERY_LENGTH` characters, never inside a surrogate pair.
 */
export function cleanQuery(raw: string): string {
  const clean = raw.replace(CONTROL, ' ').replace(LONE_SURROGATE, '').trim();
  if (clean.length <= MAX_QUERY_LENGTH) return clean;
  const cut = clean.slice(0, MAX_QUERY_LENGTH);
  return (/[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd();
}

/**
 * The state an address asks for: `q` (the first one), `section` (guide, plugin or api), `lang`
 * (a language of the site) and `page` (a whole number from 1). Anything else, and any value that
 * is none of these, is the default: the empty query, every section, the page's language, page 1.
 */
export function parseResultsState(search: string | URLSearchParams, pageLang: Lang): ResultsState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const section = params.get('section');
  const lang = params.get('lang');
  const page = params.get('page');
  return {
    query: cleanQuery(params.get('q') ?? ''),
    section: (SECTIONS as readonly string[]).includes(section ?? '') ? (section as Section) : null,
    lang: lang !== null && isLang(lang) ? lang : pageLang,
    page:
      page !== null && /^\d{1,4}$/.test(page) ? Math.min(Math.max(Number(page), 1), MAX_PAGE) : 1,
  };
}

/** The query string of a state, without its defaults (`q=sidebar&section=api`), '' when empty. */
export function resultsSearch(state: ResultsState, pageLang: Lang): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.section) params.set('section', state.section);
  if (state.lang !== pageLang) params.set('lang', state.lang);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The address of a state on the results page of `pageLang`. */
export function resultsHref(state: ResultsState, pageLang: Lang): string {
  const search = resultsSearch(state, pageLang);
  return `${resultsPath(pageLang)}${search ? `?${search}` : ''}`;
}

/** The results page of a query typed in the modal, on the page of `pageLang`. */
export const queryHref = (query: string, pageLang: Lang): string =>
  resultsHref({ ...emptyState(pageLang), query: cleanQuery(query) }, pageLang);

/**
 * The Algolia query of a results page: the modal's query (protocol/docsearchRequest.ts) asking for
 * its first `RESULTS_LIMIT` hits at once, with the attributes the page shows: the sidebar group
 * and page title as text, the headings highlighted, paragraphs as snippets. The engine ranks the
 * same records in the same order whatever the page size and the attributes.
 */
export function resultsRequest(query: string, indexName: string) {
  return {
    indexName,
    query,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'type', 'url'],
    attributesToHighlight: LEVELS.map((level) => `hierarchy.${level}`),
    attributesToSnippet: [`content:${SNIPPET_WORDS}`],
    snippetEllipsisText: '…',
    highlightPreTag: HIGHLIGHT_PRE,
    highlightPostTag: HIGHLIGHT_POST,
    hitsPerPage: RESULTS_LIMIT,
    page: 0,
  };
}

/** The part of an Algolia hit the page reads. */
export interface ResultHit {
  url: string;
  type?: string;
  hierarchy?: { lvl0?: string | null; lvl1?: string | null };
  _highlightResult?: { hierarchy?: Partial<Record<string, { value: string }>> };
  _snippetResult?: { content?: { value: string } };
}

/** The part of an Algolia answer the page reads. */
export interface ResultsAnswer {
  hits: ResultHit[];
  nbHits: number;
}

/** A stretch of a highlighted text: plain, or one of the query's words (`mark`). */
export interface TextPart {
  text: string;
  mark: boolean;
}

const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of the engine's HTML-escaped values (`&#60;`, `&lt;`): entities back to characters. */
export function unescapeHtml(value: string): string {
  return value.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? entity;
    const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * A highlighted value of the answer (`_highlightResult`, `_snippetResult`: escaped text with the
 * query's words between the highlight tags) as plain stretches of text, so that the page renders
 * text and never the answer's markup.
 */
export function highlightParts(value: string): TextPart[] {
  const parts: TextPart[] = [];
  let mark = false;
  for (const piece of value.split(/(<mark>|<\/mark>)/)) {
    if (piece === HIGHLIGHT_PRE) mark = true;
    else if (piece === HIGHLIGHT_POST) mark = false;
    else if (piece !== '') {
      const text = unescapeHtml(piece);
      const last = parts.at(-1);
      if (last && last.mark === mark) last.text += text;
      else parts.push({ text, mark });
    }
  }
  return parts;
}

/** The section of a hit's URL (`/zh/api/…` → api), if it is in one. */
export function sectionOf(url: string): Section | undefined {
  const segments = url.split(/[?#]/, 1)[0]?.split('/').filter(Boolean) ?? [];
  const first = segments[0] !== undefined && isLang(segments[0]) ? segments[1] : segments[0];
  return SECTIONS.find((section) => section === first);
}

/** One hit as the page shows it. */
export interface ResultItem {
  /** Where it leads: the page, with the heading's anchor. */
  url: string;
  /** Its heading (the page title for a page; the section's heading for a paragraph). */
  title: TextPart[];
  /** The headings above it, from the page title down. */
  path: TextPart[][];
  /** The text, around the query's words: a paragraph's, or a heading's when it holds them. */
  snippet: TextPart[] | null;
}

/** The hits of a sidebar group (the modal's groups), pages together, in the answer's order. */
export interface ResultGroup {
  title: string;
  items: ResultItem[];
}

export interface ResultsModel {
  /** Hits of the answer (all sections), at most `RESULTS_LIMIT`. */
  found: number;
  /** Hits the engine has in all (more than `found` past `RESULTS_LIMIT`). */
  nbHits: number;
  /** Hits in each section, among those found. */
  counts: Record<Section, number>;
  /** Hits that pass the section filter. */
  total: number;
  /** The page shown (the last one when the address asks for one past it). */
  page: number;
  pageCount: number;
  /** The hits of the page, grouped. */
  groups: ResultGroup[];
}

/** What a hit shows: its heading, the headings above it, and its paragraph. */
export function resultItem(hit: ResultHit): ResultItem {
  const headings: { level: string; parts: TextPart[] }[] = [];
  for (const level of LEVELS) {
    const value = hit._highlightResult?.hierarchy?.[level]?.value;
    if (value) headings.push({ level, parts: highlightParts(value) });
  }
  // A heading's hit is that heading; a paragraph's stands under the deepest heading it has.
  const own = headings.findIndex((heading) => heading.level === hit.type);
  const titleAt = own >= 0 ? own : headings.length - 1;
  // A paragraph's text, and a heading's own text when the query's words are in it.
  const content = hit._snippetResult?.content?.value;
  const snippet = content ? highlightParts(content) : [];
  const showsSnippet = hit.type === 'content' || snippet.some((part) => part.mark);
  return {
    url: hit.url,
    title: headings[titleAt]?.parts ?? [],
    path: headings.slice(0, Math.max(titleAt, 0)).map((heading) => heading.parts),
    snippet: showsSnippet && snippet.length > 0 ? snippet : null,
  };
}

/**
 * Hits grouped as the site's DocSearch modal groups them (build/docsearchGroups.ts), without its
 * cap of five per group: in runs of consecutive hits of the same sidebar group
 * (`hierarchy.lvl0`), a group that comes back further down the answer listed again there, and
 * within a run by page (`hierarchy.lvl1`), pages in the order each first appears. The modal's
 * list, read from top to bottom, is this one with at most five hits per run and page.
 */
export function groupLikeModal<T extends ResultHit>(hits: readonly T[]): [string, T[]][] {
  const runs: [string, T[]][] = [];
  for (const hit of hits) {
    const key = unescapeHtml(hit.hierarchy?.lvl0 ?? '');
    const last = runs.at(-1);
    if (last && last[0] === key) last[1].push(hit);
    else runs.push([key, [hit]]);
  }
  return runs.map(([title, members]) => {
    const pages = new Map<string, T[]>();
    for (const hit of members) {
      const key = hit.hierarchy?.lvl1 ?? '';
      pages.set(key, [...(pages.get(key) ?? []), hit]);
    }
    return [title, [...pages.values()].flat()];
  });
}

/**
 * What the page shows for a state and the answer to its query: the hits of its section (all
 * sections when none), their page of `PAGE_SIZE` (the last one when the address asks for one past
 * it), grouped as the modal groups them, and how many hits each section has.
 */
export function buildResults(answer: ResultsAnswer, state: ResultsState): ResultsModel {
  const counts = Object.fromEntries(SECTIONS.map((section) => [section, 0])) as Record<
    Section,
    number
  >;
  const shown: ResultHit[] = [];
  for (const hit of answer.hits) {
    const section = sectionOf(hit.url);
    if (section) counts[section] += 1;
    if (state.section === null || section === state.section) shown.push(hit);
  }
  const pageCount = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const page = Math.min(state.page, pageCount);
  const onPage = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return {
    found: answer.hits.length,
    nbHits: answer.nbHits,
    counts,
    total: shown.length,
    page,
    pageCount,
    groups: groupLikeModal(onPage).map(([title, hits]) => ({
      title,
      items: hits.map(resultItem),
    })),
  };
}

/** The page numbers to link to around the current one: the first, the last and two either side. */
export function pageLinks(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= pageCount) wanted.add(n);
  const sorted = [...wanted].sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const [i, n] of sorted.entries()) {
    const previous = sorted[i - 1];
    // A gap of one page is that page; a longer one is an ellipsis (null).
    if (previous !== undefined && n - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) links.push(null);
    links.push(n);
  }
  return links;
}
