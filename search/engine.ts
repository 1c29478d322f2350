import { distance } from 'fastest-levenshtein';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import {
  escapeHtml,
  type HighlightResult,
  highlight,
  type QueryMatch,
  type SnippetResult,
  snippet,
  type Tags,
} from './highlight.ts';
import { type FacetFilters, paramsString, type SearchParams } from './params.ts';
import { isSafeUrl } from './records.ts';
import { allowedTypos, termForms, tokenize } from './tokenize.ts';
import { LEVELS, type SearchIndexFile, type SearchRecord } from './types.ts';

/**
 * The search engine, the same in the server and in the browser: records in, Algolia responses out.
 * MiniSearch finds the candidates (all words, prefix on the last one, typos); the ranking then
 * follows the DocSearch template: words, typos, attribute, exact, then the records' weights.
 */

/** Searchable attributes in ranking order: lvl0 first, content last. */
const ATTRIBUTES = [...LEVELS, 'content'] as const;
type Attribute = (typeof ATTRIBUTES)[number];
const ATTRIBUTE_PATHS = ATTRIBUTES.map((a) => (a === 'content' ? a : `hierarchy.${a}`));

export interface AlgoliaHit {
  objectID: string;
  [key: string]: unknown;
}

export interface AlgoliaResult {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveTypo: true;
  exhaustive: { nbHits: true; typo: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
}

interface QueryWord {
  /** The word as typed, lowercased: what `matchedWords` reports. */
  term: string;
  /** Every indexed form that matches it exactly (see `termForms`). */
  forms: string[];
  prefix: boolean;
}

interface Ranked {
  record: SearchRecord;
  words: number;
  typos: number;
  attribute: number;
  exact: number;
  score: number;
  termToWord: Map<string, number>;
}

function attributeValue(record: SearchRecord, attribute: Attribute): string | null {
  return attribute === 'content' ? record.content : record.hierarchy[attribute];
}

function queryWords(query: string): QueryWord[] {
  const words = new Map<string, string[]>();
  for (const token of tokenize(query)) {
    const forms = termForms(token.text);
    if (forms[0]) words.set(forms[0], forms);
  }
  // A trailing space means the last word is complete (DocSearch's suggestions send "guide ").
  const lastIsPrefix = !/\s$/.test(query);
  return [...words].map(([term, forms], i) => ({
    term,
    forms,
    prefix: lastIsPrefix && i === words.size - 1,
  }));
}

/** How an index term relates to a query word: its typo count, or undefined when it doesn't match. */
function typosBetween(word: QueryWord, indexTerm: string): number | undefined {
  if (word.forms.includes(indexTerm)) return 0;
  if (word.prefix && indexTerm.startsWith(word.term)) return 0;
  const allowed = allowedTypos(word.term);
  if (allowed === 0) return undefined;
  const typos = Math.min(...word.forms.map((form) => distance(form, indexTerm)));
  return typos <= allowed ? typos : undefined;
}

function facetMatches(record: SearchRecord, filter: string): boolean {
  const separator = filter.indexOf(':');
  if (separator < 0) return false;
  const facet = filter.slice(0, separator).trim();
  let value = filter.slice(separator + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  const actual =
    facet === 'lang' || facet === 'language'
      ? record.lang
      : facet === 'type'
        ? record.type
        : undefined;
  const equal = actual !== undefined && actual === value;
  return negated ? !equal : equal;
}

/** Algolia semantics: the outer list is AND, an inner list is OR. */
function passesFilters(record: SearchRecord, filters: FacetFilters): boolean {
  return filters.every((filter) =>
    Array.isArray(filter)
      ? filter.some((f) => facetMatches(record, f))
      : facetMatches(record, filter),
  );
}

function compare(a: Ranked, b: Ranked): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.record.weight.pageRank - a.record.weight.pageRank ||
    b.record.weight.level - a.record.weight.level ||
    a.record.weight.position - b.record.weight.position ||
    b.score - a.score
  );
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class SearchEngine {
  readonly indexName: string;
  readonly size: number;
  private readonly records = new Map<string, SearchRecord>();
  private readonly index: MiniSearch<SearchRecord>;

  constructor(file: SearchIndexFile) {
    this.indexName = file.indexName;
    this.index = new MiniSearch<SearchRecord>({
      idField: 'objectID',
      fields: [...ATTRIBUTES],
      storeFields: [],
      extractField: (record, field) =>
        field === 'objectID' ? record.objectID : (attributeValue(record, field as Attribute) ?? ''),
      tokenize: (text) => tokenize(text).map((token) => token.text),
      processTerm: (term) => termForms(term).filter(Boolean),
    });
    for (const record of file.records) this.records.set(record.objectID, record);
    this.index.addAll(file.records);
    this.size = file.records.length;
  }

  private candidates(words: QueryWord[], combineWith: 'AND' | 'OR'): SearchResult[] {
    // Each word matches through any of its forms; the words combine with AND (or OR).
    const query: Query = {
      combineWith,
      queries: words.map((word) => ({
        combineWith: 'OR',
        queries: word.forms,
        prefix: word.prefix,
        fuzzy: allowedTypos(word.term) || false,
        maxFuzzy: 2,
      })),
    };
    return this.index.search(query, {
      // The words are already tokenized and normalized; keep them as they are.
      tokenize: (text) => [text],
      processTerm: (term) => term,
    });
  }

  private rank(result: SearchResult, words: QueryWord[]): Ranked | undefined {
    const record = this.records.get(String(result.id));
    if (!record) return undefined;
    const termToWord = new Map<string, number>();
    const best = words.map(() => ({ typos: Infinity, attribute: Infinity, exact: false }));
    for (const indexTerm of result.terms) {
      let chosen: { word: number; typos: number } | undefined;
      words.forEach((word, i) => {
        const typos = typosBetween(word, indexTerm);
        if (typos !== undefined && (!chosen || typos < chosen.typos)) chosen = { word: i, typos };
      });
      if (!chosen) continue;
      termToWord.set(indexTerm, chosen.word);
      const slot = best[chosen.word] as (typeof best)[number];
      const fields = result.match[indexTerm] ?? [];
      const attribute = Math.min(...fields.map((f) => ATTRIBUTES.indexOf(f as Attribute)));
      slot.typos = Math.min(slot.typos, chosen.typos);
      slot.attribute = Math.min(slot.attribute, attribute);
      if (words[chosen.word]?.forms.includes(indexTerm)) slot.exact = true;
    }
    const matched = best.filter((slot) => slot.typos !== Infinity);
    if (matched.length === 0) return undefined;
    return {
      record,
      words: matched.length,
      typos: matched.reduce((sum, slot) => sum + slot.typos, 0),
      attribute: Math.min(...matched.map((slot) => slot.attribute)),
      exact: matched.filter((slot) => slot.exact).length,
      score: result.score,
      termToWord,
    };
  }

  /** Answers one Algolia query. */
  search(params: SearchParams): AlgoliaResult {
    const started = performance.now();
    const words = queryWords(params.query);
    let ranked: Ranked[] = [];
    if (words.length > 0) {
      // All words first; when nothing has them all, every word becomes optional.
      let results = this.candidates(words, 'AND');
      if (results.length === 0 && words.length > 1) results = this.candidates(words, 'OR');
      ranked = results
        .map((result) => this.rank(result, words))
        .filter(
          (r): r is Ranked => r !== undefined && passesFilters(r.record, params.facetFilters),
        );
      ranked.sort(compare);
    } else {
      // An empty query lists every record in the index's own order, as Algolia does.
      ranked = [...this.records.values()]
        .filter((record) => passesFilters(record, params.facetFilters))
        .map((record) => ({
          record,
          words: 0,
          typos: 0,
          attribute: 0,
          exact: 0,
          score: 0,
          termToWord: new Map(),
        }));
    }

    if (params.distinct > 0) {
      const perUrl = new Map<string, number>();
      ranked = ranked.filter(({ record }) => {
        const seen = perUrl.get(record.url) ?? 0;
        perUrl.set(record.url, seen + 1);
        return seen < params.distinct;
      });
    }
    ranked = ranked.filter(({ record }) => isSafeUrl(record.url));

    const nbHits = ranked.length;
    const hitsPerPage = params.hitsPerPage;
    const pageHits =
      hitsPerPage === 0
        ? []
        : ranked.slice(params.page * hitsPerPage, (params.page + 1) * hitsPerPage);
    const wordsAsTyped = words.map((w) => w.term);
    const result: AlgoliaResult = {
      hits: pageHits.map((r) => this.hit(r, wordsAsTyped, params)),
      nbHits,
      page: params.page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, typo: true },
      query: params.query,
      params: paramsString(params),
      index: this.indexName,
      processingTimeMS: Math.max(1, Math.round(performance.now() - started)),
    };
    if (params.clickAnalytics) result.queryID = randomId();
    return result;
  }

  private hit(ranked: Ranked, words: string[], params: SearchParams): AlgoliaHit {
    const { record } = ranked;
    const match: QueryMatch = { words, termToWord: ranked.termToWord };
    const tags: Tags = { pre: params.highlightPreTag, post: params.highlightPostTag };
    const retrieve = new Set(params.attributesToRetrieve);
    const all = retrieve.has('*');
    const wants = (path: string) =>
      all || retrieve.has(path) || retrieve.has(path.split('.')[0] as string);

    const hit: AlgoliaHit = { objectID: record.objectID };
    const hierarchy: Record<string, string | null> = {};
    for (const level of LEVELS) {
      if (wants(`hierarchy.${level}`)) {
        const value = record.hierarchy[level];
        hierarchy[level] = value === null ? null : escapeHtml(value);
      }
    }
    if (Object.keys(hierarchy).length > 0) hit.hierarchy = hierarchy;
    if (wants('content')) hit.content = record.content === null ? null : escapeHtml(record.content);
    if (wants('type')) hit.type = record.type;
    if (wants('url')) hit.url = record.url;
    if (wants('url_without_anchor')) hit.url_without_anchor = record.url_without_anchor;
    if (wants('anchor')) hit.anchor = record.anchor === null ? null : escapeHtml(record.anchor);
    if (wants('lang')) hit.lang = record.lang;
    if (wants('weight')) hit.weight = { ...record.weight };

    const toHighlight = params.attributesToHighlight ?? ATTRIBUTE_PATHS;
    const highlightResult: {
      hierarchy?: Record<string, HighlightResult>;
      content?: HighlightResult;
    } = {};
    for (const path of toHighlight.flatMap((p) =>
      p === 'hierarchy' || p === '*' ? ATTRIBUTE_PATHS : [p],
    )) {
      const attribute = path.replace(/^hierarchy\./, '') as Attribute;
      if (!ATTRIBUTES.includes(attribute)) continue;
      const value = attributeValue(record, attribute);
      if (value === null) continue;
      const result = highlight(value, match, tags);
      if (attribute === 'content') highlightResult.content = result;
      else {
        highlightResult.hierarchy ??= {};
        highlightResult.hierarchy[attribute] = result;
      }
    }
    hit._highlightResult = highlightResult;

    const snippetResult: { hierarchy?: Record<string, SnippetResult>; content?: SnippetResult } =
      {};
    for (const spec of params.attributesToSnippet) {
      const [path = '', count] = spec.split(':');
      const attribute = path.replace(/^hierarchy\./, '') as Attribute;
      if (!ATTRIBUTES.includes(attribute)) continue;
      const value = attributeValue(record, attribute);
      if (value === null) continue;
      const words = count === undefined ? 10 : Number.parseInt(count, 10) || 10;
      const result = snippet(value, match, words, tags, params.snippetEllipsisText);
      if (attribute === 'content') snippetResult.content = result;
      else {
        snippetResult.hierarchy ??= {};
        snippetResult.hierarchy[attribute] = result;
      }
    }
    if (params.attributesToSnippet.length > 0) hit._snippetResult = snippetResult;
    return hit;
  }
}
