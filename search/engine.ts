import {
  escapeHtml,
  type HighlightResult,
  QueryHighlighter,
  type SnippetResult,
} from './highlight.ts';
import { type FacetFilters, paramsString, type SearchParams } from './params.ts';
import { isSafeUrl } from './records.ts';
import { type Postings, TermIndex } from './termIndex.ts';
import { textTokens } from './textTokens.ts';
import { allowedTypos, termForms, tokenize } from './tokenize.ts';
import { LEVELS, type SearchIndexFile, type SearchRecord } from './types.ts';

/**
 * The search engine, the same in the server and in the browser: records in, Algolia responses out.
 * Each query word is looked up in the term index (its forms exactly, as a prefix when it is the
 * last word, within its allowed typos); records then need all words, or any when none has them
 * all, and rank as in the DocSearch template: words, typos, attribute, exact, then the records'
 * weights.
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

/** The index terms a query word matches, each with its typo count and postings. */
type WordMatches = Map<string, { typos: number; postings: Postings }>;

/** No match yet in the per-record, per-word typo table. */
const NO_MATCH = 255;

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

/** The query-independent ranking criteria: page rank, level, position. */
function compareWeights(a: SearchRecord, b: SearchRecord): number {
  return (
    b.weight.pageRank - a.weight.pageRank ||
    b.weight.level - a.weight.level ||
    a.weight.position - b.weight.position
  );
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The terms of an attribute's text, as indexed and as looked up. */
function* indexedTerms(text: string | null): Generator<string> {
  if (!text) return;
  for (const token of textTokens(text)) yield* token.forms;
}

export class SearchEngine {
  readonly indexName: string;
  readonly size: number;
  private readonly records: readonly SearchRecord[];
  private readonly terms: TermIndex;
  /**
   * The query-independent part of the ranking, as one number per record (0 ranks first): page
   * rank, level, position, then the record's place in the index.
   */
  private readonly staticRank: Uint32Array;
  private readonly byStaticRank: Uint32Array;
  /** Records whose URL may be shown (root-relative or http(s)); the rest never reach a reader. */
  private readonly showable: Uint8Array;
  /** The URL of each record, as a number, for `distinct`. */
  private readonly urlIds: Uint32Array;

  constructor(file: SearchIndexFile) {
    this.indexName = file.indexName;
    this.records = file.records;
    this.size = file.records.length;
    this.terms = new TermIndex(
      file.records.map((record) =>
        ATTRIBUTES.map((attribute) => indexedTerms(attributeValue(record, attribute))),
      ),
    );
    const order = file.records.map((_, i) => i);
    order.sort(
      (a, b) =>
        compareWeights(file.records[a] as SearchRecord, file.records[b] as SearchRecord) || a - b,
    );
    this.byStaticRank = Uint32Array.from(order);
    this.staticRank = new Uint32Array(this.size);
    order.forEach((record, rank) => {
      this.staticRank[record] = rank;
    });
    this.showable = Uint8Array.from(file.records, (record) => (isSafeUrl(record.url) ? 1 : 0));
    const urls = new Map<string, number>();
    this.urlIds = Uint32Array.from(file.records, (record) => {
      const id = urls.get(record.url) ?? urls.size;
      urls.set(record.url, id);
      return id;
    });
  }

  /** The index terms a query word matches: its forms, terms it begins (last word), near misses. */
  private matches(word: QueryWord): WordMatches {
    const found: WordMatches = new Map();
    const keep = (term: string, postings: Postings, typos: number) => {
      const known = found.get(term);
      if (!known || typos < known.typos) found.set(term, { typos, postings });
    };
    for (const form of word.forms) {
      const postings = this.terms.exact(form);
      if (postings) keep(form, postings, 0);
    }
    if (word.prefix)
      for (const [term, postings] of this.terms.prefix(word.term)) keep(term, postings, 0);
    const allowed = allowedTypos(word.term);
    if (allowed > 0) {
      for (const form of word.forms) {
        for (const [term, postings, typos] of this.terms.fuzzy(form, allowed)) {
          keep(term, postings, typos);
        }
      }
    }
    return found;
  }

  /**
   * The records holding every word (or, when none does and there are several words, any word)
   * that pass `accept`, best first, and which query word each matched index term stands for.
   */
  private rankedMatches(
    words: QueryWord[],
    accept: (record: number) => boolean,
  ): { ranked: number[]; termToWord: Map<string, number> } {
    const count = words.length;
    const size = this.size;
    // Per record and word: fewest typos, best attribute, whether a form matched exactly.
    const typos = new Uint8Array(size * count).fill(NO_MATCH);
    const attribute = new Uint8Array(size * count).fill(NO_MATCH);
    const exact = new Uint8Array(size * count);
    const touched: number[] = [];
    const isTouched = new Uint8Array(size);
    const termToWord = new Map<string, number>();
    const termTypos = new Map<string, number>();

    for (let w = 0; w < count; w++) {
      const word = words[w] as QueryWord;
      for (const [term, { typos: termTypo, postings }] of this.matches(word)) {
        const known = termTypos.get(term);
        if (known === undefined || termTypo < known) {
          termTypos.set(term, termTypo);
          termToWord.set(term, w);
        }
        const isExact = word.forms.includes(term);
        const { records, attributes } = postings;
        for (let k = 0; k < records.length; k++) {
          const record = records[k] as number;
          const slot = record * count + w;
          if (isTouched[record] === 0) {
            isTouched[record] = 1;
            touched.push(record);
          }
          if (termTypo < (typos[slot] as number)) typos[slot] = termTypo;
          if ((attributes[k] as number) < (attribute[slot] as number)) {
            attribute[slot] = attributes[k] as number;
          }
          if (isExact) exact[slot] = 1;
        }
      }
    }

    // One sort key per record, in ranking order: more words, fewer typos, better attribute, more
    // exact words, then the static rank (unique, so the key also names the record).
    const typoRange = 2 * count + 1;
    const keys = new Float64Array(touched.length);
    const keysOf = (needAll: boolean) => {
      let length = 0;
      for (const record of touched) {
        let matched = 0;
        let typoSum = 0;
        let best = NO_MATCH;
        let exactCount = 0;
        for (let slot = record * count; slot < record * count + count; slot++) {
          if (typos[slot] === NO_MATCH) continue;
          matched++;
          typoSum += typos[slot] as number;
          if ((attribute[slot] as number) < best) best = attribute[slot] as number;
          exactCount += exact[slot] as number;
        }
        if ((needAll && matched < count) || !accept(record)) continue;
        const criteria =
          ((count - matched) * typoRange + typoSum) * ATTRIBUTES.length * (count + 1) +
          best * (count + 1) +
          (count - exactCount);
        keys[length++] = criteria * size + (this.staticRank[record] as number);
      }
      return length;
    };
    let length = keysOf(true);
    // All words first; when no record has them all, every word becomes optional.
    if (length === 0 && count > 1) length = keysOf(false);
    const sorted = keys.subarray(0, length).sort();
    const ranked = new Array<number>(sorted.length);
    for (let i = 0; i < sorted.length; i++) {
      ranked[i] = this.byStaticRank[(sorted[i] as number) % size] as number;
    }
    return { ranked, termToWord };
  }

  /** Answers one Algolia query. */
  search(params: SearchParams): AlgoliaResult {
    const started = performance.now();
    const words = queryWords(params.query);
    const accept = (record: number) =>
      this.showable[record] === 1 &&
      passesFilters(this.records[record] as SearchRecord, params.facetFilters);
    let ranked: number[];
    let termToWord = new Map<string, number>();
    if (words.length > 0) {
      ({ ranked, termToWord } = this.rankedMatches(words, accept));
    } else {
      // An empty query lists every record in the index's own order, as Algolia does.
      ranked = [];
      for (let record = 0; record < this.size; record++) if (accept(record)) ranked.push(record);
    }

    if (params.distinct > 0) {
      const perUrl = new Uint32Array(this.size);
      ranked = ranked.filter((record) => {
        const url = this.urlIds[record] as number;
        perUrl[url] = (perUrl[url] as number) + 1;
        return (perUrl[url] as number) <= params.distinct;
      });
    }

    const nbHits = ranked.length;
    const hitsPerPage = params.hitsPerPage;
    const pageHits =
      hitsPerPage === 0
        ? []
        : ranked.slice(params.page * hitsPerPage, (params.page + 1) * hitsPerPage);
    const highlighter = new QueryHighlighter(
      { words: words.map((w) => w.term), termToWord },
      { pre: params.highlightPreTag, post: params.highlightPostTag },
      params.snippetEllipsisText,
    );
    const result: AlgoliaResult = {
      hits: pageHits.map((record) =>
        this.hit(this.records[record] as SearchRecord, highlighter, params),
      ),
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

  private hit(
    record: SearchRecord,
    highlighter: QueryHighlighter,
    params: SearchParams,
  ): AlgoliaHit {
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
      const result = highlighter.highlight(value);
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
      const result = highlighter.snippet(value, words);
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
