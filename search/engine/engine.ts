import { docsearchQuery } from '../protocol/docsearchRequest.ts';
import {
  type FacetFilters,
  paramsString,
  parseSearchParams,
  type SearchParams,
} from '../protocol/params.ts';
import {
  isSafeUrl,
  LEVELS,
  type Level,
  type SearchIndexFile,
  type SearchRecord,
} from '../types.ts';
import {
  escapeHtml,
  type HighlightResult,
  prepareUnits,
  QueryHighlighter,
  type SnippetResult,
} from './highlight.ts';
import { type Postings, SHORT_PREFIX_LENGTH, TermIndex } from './termIndex.ts';
import { textTokens } from './textTokens.ts';
import { allowedTypos, isCjkTerm, termForms, tokenize } from './tokenize.ts';

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

/**
 * What one query word matches, merged over every index term it matches: each record holding one
 * of them once, with the fewest typos, the best attribute and whether a form of the word itself
 * is there. Computed once per word and kept: a reader typing "clean url" asks for "clean" again
 * at every later keystroke.
 */
interface WordHits {
  /** Ascending. */
  records: Uint32Array;
  typos: Uint8Array;
  attributes: Uint8Array;
  exact: Uint8Array;
  /** Terms matched within typos only (neither a form of the word nor a term it begins). */
  fuzzy: Map<string, number>;
}

/** Words whose hits are kept (each at most a few bytes per record). */
const WORD_HITS_ENTRIES = 128;
/**
 * Rounds of the warm-up: V8 optimizes a function after enough calls, and the functions called once
 * per query need about this many (measured: p99 per query after the warm-up 7.9/13.1 ms with 1
 * round, 5.1/7.0 with 6, 4.1/3.5 with 10, en/zh), about 0.2 s of idle time in all.
 */
const WARM_UP_ROUNDS = 10;

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

/** What a hit shows, worked out once per query from its parameters. */
interface HitPlan {
  levels: Level[];
  content: boolean;
  type: boolean;
  url: boolean;
  urlWithoutAnchor: boolean;
  anchor: boolean;
  lang: boolean;
  weight: boolean;
  highlight: Attribute[];
  snippet: [attribute: Attribute, words: number][];
  snippets: boolean;
}

function hitPlan(params: SearchParams): HitPlan {
  const retrieve = new Set(params.attributesToRetrieve);
  const all = retrieve.has('*');
  const wants = (path: string) =>
    all || retrieve.has(path) || retrieve.has(path.split('.')[0] as string);
  const attributeOf = (path: string) => {
    const attribute = path.replace(/^hierarchy\./, '') as Attribute;
    return ATTRIBUTES.includes(attribute) ? attribute : undefined;
  };
  const highlight: Attribute[] = [];
  for (const path of (params.attributesToHighlight ?? ATTRIBUTE_PATHS).flatMap((p) =>
    p === 'hierarchy' || p === '*' ? ATTRIBUTE_PATHS : [p],
  )) {
    const attribute = attributeOf(path);
    if (attribute) highlight.push(attribute);
  }
  const snippet: [Attribute, number][] = [];
  for (const spec of params.attributesToSnippet) {
    const [path = '', count] = spec.split(':');
    const attribute = attributeOf(path);
    if (!attribute) continue;
    snippet.push([attribute, count === undefined ? 10 : Number.parseInt(count, 10) || 10]);
  }
  return {
    levels: LEVELS.filter((level) => wants(`hierarchy.${level}`)),
    content: wants('content'),
    type: wants('type'),
    url: wants('url'),
    urlWithoutAnchor: wants('url_without_anchor'),
    anchor: wants('anchor'),
    lang: wants('lang'),
    weight: wants('weight'),
    highlight,
    snippet,
    snippets: params.attributesToSnippet.length > 0,
  };
}

/** The terms of an attribute's text, as indexed and as looked up. */
function indexedTerms(text: string): string[] {
  const terms: string[] = [];
  for (const forms of textTokens(text).forms) for (const form of forms) terms.push(form);
  return terms;
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
  private readonly wordHitsCache = new Map<string, WordHits>();
  /**
   * Scratch space, one slot per record, reset after each use: a query merges and ranks in these
   * instead of allocating tables of its own. Queries run one at a time (the engine is synchronous).
   */
  private readonly scratch: {
    typos: Uint8Array;
    attribute: Uint8Array;
    exact: Uint8Array;
    matched: Uint16Array;
    typoSum: Uint16Array;
    exactCount: Uint16Array;
    touched: Uint32Array;
    /** Per URL: hits counted so far for `distinct`, valid when its stamp is the current one. */
    urlCount: Uint32Array;
    urlStamp: Uint32Array;
  };
  private stamp = 0;

  constructor(file: SearchIndexFile) {
    this.indexName = file.indexName;
    this.records = file.records;
    this.size = file.records.length;
    const termsByText = new Map<string, string[]>();
    this.terms = new TermIndex(
      file.records.map((record) =>
        ATTRIBUTES.map((attribute) => {
          const text = attributeValue(record, attribute);
          if (!text) return [];
          // A page's headings recur in every record of the page.
          let terms = termsByText.get(text);
          if (!terms) {
            terms = indexedTerms(text);
            termsByText.set(text, terms);
            prepareUnits(text);
          }
          return terms;
        }),
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
    this.scratch = {
      typos: new Uint8Array(this.size).fill(NO_MATCH),
      attribute: new Uint8Array(this.size).fill(NO_MATCH),
      exact: new Uint8Array(this.size),
      matched: new Uint16Array(this.size),
      typoSum: new Uint16Array(this.size),
      exactCount: new Uint16Array(this.size),
      touched: new Uint32Array(this.size),
      urlCount: new Uint32Array(this.size),
      urlStamp: new Uint32Array(this.size),
    };
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

  private wordHits(word: QueryWord): WordHits {
    const key = `${word.prefix ? 'prefix' : 'word'}:${word.term}`;
    let hits = this.wordHitsCache.get(key);
    if (!hits) {
      hits = this.isShortPrefix(word) ? this.shortPrefixHits(word) : this.mergedHits(word);
      if (this.wordHitsCache.size >= WORD_HITS_ENTRIES) this.wordHitsCache.clear();
      this.wordHitsCache.set(key, hits);
    }
    return hits;
  }

  /** A reader's first keystrokes: no typos allowed, one form, postings merged in the index. */
  private isShortPrefix(word: QueryWord): boolean {
    return (
      word.prefix &&
      word.term.length <= SHORT_PREFIX_LENGTH &&
      word.forms.length === 1 &&
      allowedTypos(word.term) === 0
    );
  }

  private shortPrefixHits(word: QueryWord): WordHits {
    // The terms the word begins include the word itself: it is exact where its own term is.
    const { records, attributes } = this.terms.shortPrefix(word.term);
    const exact = new Uint8Array(records.length);
    const own = this.terms.exact(word.term)?.records;
    if (own) {
      let k = 0;
      for (let j = 0; j < own.length; j++) {
        while ((records[k] as number) < (own[j] as number)) k++;
        exact[k] = 1;
      }
    }
    return {
      records,
      typos: new Uint8Array(records.length),
      attributes,
      exact,
      fuzzy: new Map(),
    };
  }

  private mergedHits(word: QueryWord): WordHits {
    const { typos, attribute, exact, touched } = this.scratch;
    const fuzzy = new Map<string, number>();
    let count = 0;
    for (const [term, { typos: termTypo, postings }] of this.matches(word)) {
      if (termTypo > 0) fuzzy.set(term, termTypo);
      const isExact = word.forms.includes(term) ? 1 : 0;
      const { records, attributes } = postings;
      for (let k = 0; k < records.length; k++) {
        const record = records[k] as number;
        const known = typos[record] as number;
        if (known === NO_MATCH) touched[count++] = record;
        if (termTypo < known) typos[record] = termTypo;
        if ((attributes[k] as number) < (attribute[record] as number)) {
          attribute[record] = attributes[k] as number;
        }
        if (isExact === 1) exact[record] = 1;
      }
    }
    const records = touched.slice(0, count).sort();
    const hits: WordHits = {
      records,
      typos: new Uint8Array(count),
      attributes: new Uint8Array(count),
      exact: new Uint8Array(count),
      fuzzy,
    };
    for (let k = 0; k < count; k++) {
      const record = records[k] as number;
      hits.typos[k] = typos[record] as number;
      hits.attributes[k] = attribute[record] as number;
      hits.exact[k] = exact[record] as number;
      typos[record] = NO_MATCH;
      attribute[record] = NO_MATCH;
      exact[record] = 0;
    }
    return hits;
  }

  /** A number no earlier use of the per-URL counters carries: they need no clearing. */
  private nextStamp(): number {
    if (this.stamp === 0xffffffff) {
      this.scratch.urlStamp.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** Counts `record` in its URL; whether `distinct` keeps it (always when `distinct` is 0). */
  private keeps(record: number, distinct: number, stamp: number): boolean {
    if (distinct === 0) return true;
    const { urlStamp, urlCount } = this.scratch;
    const url = this.urlIds[record] as number;
    if (urlStamp[url] !== stamp) {
      urlStamp[url] = stamp;
      urlCount[url] = 0;
    }
    urlCount[url] = (urlCount[url] as number) + 1;
    return (urlCount[url] as number) <= distinct;
  }

  private shows(record: number, filters: FacetFilters): boolean {
    return (
      this.showable[record] === 1 &&
      (filters.length === 0 || passesFilters(this.records[record] as SearchRecord, filters))
    );
  }

  /**
   * The records holding every word (or, when none does and there are several words, any word)
   * that the query shows, as sort keys, ascending: best first; and how many hits they make once
   * `distinct` applies. One key per record, in ranking order: more words, fewer typos, better
   * attribute, more exact words, then the static rank (unique, so the key also names the record).
   */
  private rank(words: QueryWord[], params: SearchParams): { keys: Float64Array; nbHits: number } {
    const { facetFilters: filters, distinct } = params;
    const count = words.length;
    const size = this.size;
    const all = words.map((word) => this.wordHits(word));
    let length = 0;
    for (const hits of all) length += hits.records.length;
    const keys = new Float64Array(length);
    length = 0;
    let nbHits = 0;
    const stamp = this.nextStamp();

    if (count === 1) {
      // One word: its hits are the records, and every record has it.
      const hits = all[0] as WordHits;
      for (let k = 0; k < hits.records.length; k++) {
        const record = hits.records[k] as number;
        if (!this.shows(record, filters)) continue;
        const criteria =
          (hits.typos[k] as number) * ATTRIBUTES.length * 2 +
          (hits.attributes[k] as number) * 2 +
          (1 - (hits.exact[k] as number));
        keys[length++] = criteria * size + (this.staticRank[record] as number);
        if (this.keeps(record, distinct, stamp)) nbHits++;
      }
      return { keys: keys.subarray(0, length).sort(), nbHits };
    }

    const { matched, typoSum, attribute, exactCount, touched } = this.scratch;
    let recordCount = 0;
    for (const hits of all) {
      for (let k = 0; k < hits.records.length; k++) {
        const record = hits.records[k] as number;
        if (matched[record] === 0) touched[recordCount++] = record;
        matched[record] = (matched[record] as number) + 1;
        typoSum[record] = (typoSum[record] as number) + (hits.typos[k] as number);
        if ((hits.attributes[k] as number) < (attribute[record] as number)) {
          attribute[record] = hits.attributes[k] as number;
        }
        exactCount[record] = (exactCount[record] as number) + (hits.exact[k] as number);
      }
    }
    const typoRange = 2 * count + 1;
    // All words first; when no record has them all, every word becomes optional.
    for (const needAll of [true, false]) {
      for (let i = 0; i < recordCount; i++) {
        const record = touched[i] as number;
        const words = matched[record] as number;
        if ((needAll && words < count) || !this.shows(record, filters)) continue;
        const criteria =
          ((count - words) * typoRange + (typoSum[record] as number)) *
            ATTRIBUTES.length *
            (count + 1) +
          (attribute[record] as number) * (count + 1) +
          (count - (exactCount[record] as number));
        keys[length++] = criteria * size + (this.staticRank[record] as number);
        if (this.keeps(record, distinct, stamp)) nbHits++;
      }
      if (length > 0) break;
    }
    for (let i = 0; i < recordCount; i++) {
      const record = touched[i] as number;
      matched[record] = 0;
      typoSum[record] = 0;
      attribute[record] = NO_MATCH;
      exactCount[record] = 0;
    }
    return { keys: keys.subarray(0, length).sort(), nbHits };
  }

  /** The records of the requested page, from the keys in rank order, once `distinct` applies. */
  private page(keys: Float64Array, words: number, params: SearchParams): number[] {
    const from = params.page * params.hitsPerPage;
    const to = from + params.hitsPerPage;
    const stamp = this.nextStamp();
    const records: number[] = [];
    let position = 0;
    for (let i = 0; i < keys.length && position < to; i++) {
      const key = keys[i] as number;
      // An empty query's keys are the records themselves, in the index's order.
      const record = words === 0 ? key : (this.byStaticRank[key % this.size] as number);
      if (!this.keeps(record, params.distinct, stamp)) continue;
      if (position >= from) records.push(record);
      position++;
    }
    return records;
  }

  /** Every record the query shows, in the index's own order (Algolia's answer to an empty query). */
  private everything(params: SearchParams): { keys: Float64Array; nbHits: number } {
    const keys = new Float64Array(this.size);
    let length = 0;
    let nbHits = 0;
    const stamp = this.nextStamp();
    for (let record = 0; record < this.size; record++) {
      if (!this.shows(record, params.facetFilters)) continue;
      keys[length++] = record;
      if (this.keeps(record, params.distinct, stamp)) nbHits++;
    }
    return { keys: keys.subarray(0, length), nbHits };
  }

  /**
   * For highlights, the query word an index term stands for: the word it matches with the fewest
   * typos (the first such word on a tie), as the ranking counted it. The terms words match exactly
   * or within typos are few and listed; the terms the last word begins are not (a first keystroke
   * begins thousands) but known by how they start. The last word comes last, so it only wins a
   * term that no word matches exactly.
   */
  private termWords(words: QueryWord[]): (term: string) => number | undefined {
    const listed = new Map<string, { word: number; typos: number }>();
    const list = (term: string, word: number, typos: number) => {
      const known = listed.get(term);
      if (!known || typos < known.typos) listed.set(term, { word, typos });
    };
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as QueryWord;
      for (const form of word.forms) list(form, w, 0);
      for (const [term, typos] of this.wordHits(word).fuzzy) list(term, w, typos);
    }
    const last = words.length - 1;
    const prefix = words[last]?.prefix ? (words[last] as QueryWord).term : undefined;
    const prefixCjk = prefix !== undefined && isCjkTerm(prefix);
    return (term) => {
      const entry = listed.get(term);
      if (entry?.typos === 0) return entry.word;
      if (prefix !== undefined && term.startsWith(prefix) && isCjkTerm(term) === prefixCjk) {
        return last;
      }
      return entry?.word;
    };
  }

  /**
   * Runs searches of every kind, one per step, WARM_UP_ROUNDS times over with the caches emptied
   * in between, then forgets what they cached. A fresh engine's first queries run in V8's
   * interpreter and baseline code and take several times longer (measured after the first answer:
   * 3–6 ms, one 12 ms, against under 1.5 ms once optimized); the browser provider takes these steps
   * in idle time after its first answer, so the reader's next keystrokes find the code optimized.
   */
  *warmUp(): Generator<void, void, void> {
    const queries = this.warmUpQueries();
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const query of queries) {
        this.search(parseSearchParams(docsearchQuery(query, this.indexName)));
        yield;
      }
      this.wordHitsCache.clear();
      this.terms.forget();
    }
  }

  /**
   * A reader's first letters, a word, the word with a typo, two words, Chinese, mixed: made of the
   * commonest words of the best-ranked records, whatever the index's language.
   */
  private warmUpQueries(): string[] {
    const counts = new Map<string, number>();
    let han = '';
    for (const record of this.byStaticRank.subarray(0, 50)) {
      const { hierarchy, content } = this.records[record] as SearchRecord;
      const text = `${hierarchy.lvl1 ?? ''} ${content ?? ''}`;
      for (const word of text.toLowerCase().match(/[a-z]{5,}/g) ?? []) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
      han ||= /\p{Script=Han}{3,}/u.exec(text)?.[0] ?? '';
    }
    const [first = '', second = ''] = [...counts]
      .sort(([, a], [, b]) => b - a)
      .map(([word]) => word);
    const typo = first && `${first.slice(0, 2)}${first[2] === 'x' ? 'y' : 'x'}${first.slice(3)}`;
    const queries = [
      ...(first ? [first[0], first.slice(0, 2), first.slice(0, 3), first, typo] : []),
      ...(second ? [`${first} ${second[0]}`, `${first} ${second}`] : []),
      ...(han ? [han[0], han.slice(0, 2), han, `${first} ${han.slice(0, 2)}`.trim()] : []),
    ];
    return queries.filter((query): query is string => Boolean(query));
  }

  /** Answers one Algolia query. */
  search(params: SearchParams): AlgoliaResult {
    const started = performance.now();
    const words = queryWords(params.query);
    const { keys, nbHits } = words.length > 0 ? this.rank(words, params) : this.everything(params);
    const records = this.page(keys, words.length, params);
    const hitsPerPage = params.hitsPerPage;
    const highlighter = new QueryHighlighter(
      { words: words.map((w) => w.term), wordOf: this.termWords(words) },
      { pre: params.highlightPreTag, post: params.highlightPostTag },
      params.snippetEllipsisText,
    );
    const plan = hitPlan(params);
    const result: AlgoliaResult = {
      hits: records.map((record) =>
        this.hit(this.records[record] as SearchRecord, highlighter, plan),
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

  private hit(record: SearchRecord, highlighter: QueryHighlighter, plan: HitPlan): AlgoliaHit {
    const hit: AlgoliaHit = { objectID: record.objectID };
    if (plan.levels.length > 0) {
      const hierarchy: Record<string, string | null> = {};
      for (const level of plan.levels) {
        const value = record.hierarchy[level];
        hierarchy[level] = value === null ? null : escapeHtml(value);
      }
      hit.hierarchy = hierarchy;
    }
    if (plan.content) hit.content = record.content === null ? null : escapeHtml(record.content);
    if (plan.type) hit.type = record.type;
    if (plan.url) hit.url = record.url;
    if (plan.urlWithoutAnchor) hit.url_without_anchor = record.url_without_anchor;
    if (plan.anchor) hit.anchor = record.anchor === null ? null : escapeHtml(record.anchor);
    if (plan.lang) hit.lang = record.lang;
    if (plan.weight) hit.weight = { ...record.weight };

    const highlightResult: {
      hierarchy?: Record<string, HighlightResult>;
      content?: HighlightResult;
    } = {};
    for (const attribute of plan.highlight) {
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

    if (plan.snippets) {
      const snippetResult: { hierarchy?: Record<string, SnippetResult>; content?: SnippetResult } =
        {};
      for (const [attribute, words] of plan.snippet) {
        const value = attributeValue(record, attribute);
        if (value === null) continue;
        const result = highlighter.snippet(value, words);
        if (attribute === 'content') snippetResult.content = result;
        else {
          snippetResult.hierarchy ??= {};
          snippetResult.hierarchy[attribute] = result;
        }
      }
      hit._snippetResult = snippetResult;
    }
    return hit;
  }
}
