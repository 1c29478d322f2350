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
import {
  type ParsedQuery,
  parseQuery,
  type QueryOptions,
  type QueryTerm,
  type QueryWord,
  type Synonyms,
  synonymKey,
} from './query.ts';
import {
  AT,
  CRITERIA,
  type CriterionName,
  criterionUnit,
  type HeadingCriteria,
  headingBound,
  headingCriteria,
  MAX_RECORDS,
  mayStandIn,
  type OwnHeading,
  ownHeading,
  proximity,
  rankingKey,
  rankOfKey,
  termMatcher,
  type WordMatchers,
} from './ranking.ts';
import { type Postings, SERIALIZED_FORMAT, SHORT_PREFIX_LENGTH, TermIndex } from './termIndex.ts';
import { textTokens, Vocabulary } from './textTokens.ts';
import { allowedTypos, isCjkTerm } from './tokenize.ts';

/**
 * The search engine, the same in the server and in the browser: records in, Algolia responses out.
 * The query is parsed into words (query.ts); each term of a word is looked up in the term index
 * (its forms exactly, as a prefix when it is the last term, within its allowed typos); records
 * must hold every required word (or, by the drop rule, most of them) and are ordered by the named
 * criteria of ranking.ts.
 */

/**
 * Searchable attributes in ranking order: the page title, the headings by level, the text, and
 * last the sidebar group (lvl0), which only gives context.
 */
const ATTRIBUTES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'lvl0'] as const;
type Attribute = (typeof ATTRIBUTES)[number];
const ATTRIBUTE_PATHS = [...LEVELS, 'content'].map((a) => (a === 'content' ? a : `hierarchy.${a}`));

/** The place of the last heading (lvl6) in ATTRIBUTES: after it come the text and lvl0. */
const LAST_HEADING = ATTRIBUTES.indexOf('lvl6');
const NO_HEADING_MATCH: HeadingCriteria = { heading: 3, headingWords: 0 };

/** A record's page title and headings, from the title down. */
function headingsOf(record: SearchRecord): string[] {
  const headings: string[] = [];
  for (const level of HEADING_LEVELS) {
    const text = record.hierarchy[level];
    if (text) headings.push(text);
  }
  return headings;
}
const HEADING_LEVELS = LEVELS.slice(1);

/** Whether the reader is still typing the word (its last term is looked up as a prefix). */
function isBeingTyped(word: QueryWord): boolean {
  return word.alternatives.some((alternative) => alternative.terms.at(-1)?.prefix === true);
}

/** The place of `value` in an ascending list, or -1. */
function position(sorted: Uint32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && sorted[low] === value ? low : -1;
}

/** The synonym pairs of an index file as the query parser looks them up. */
function synonymTable(pairs: readonly [string, readonly string[]][]): Synonyms {
  const table = new Map<string, string[]>();
  for (const [phrase, others] of pairs) {
    const key = synonymKey(phrase);
    if (!key) continue;
    const known = table.get(key) ?? [];
    for (const other of others) if (!known.includes(other)) known.push(other);
    table.set(key, known);
  }
  return table;
}

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

/** The index terms a query term matches, each with its typo count and postings. */
type TermMatches = Map<string, { typos: number; postings: Postings }>;

/**
 * The records a query term, or a whole query word, matches: each record once, with the fewest
 * typos, the best attribute and whether it matched whole (a form of what was typed, not a longer
 * term it begins nor a near miss). Computed once and kept: a reader typing "clean url" asks for
 * "clean" again at every later keystroke.
 */
interface WordHits {
  /** Ascending. */
  records: Uint32Array;
  typos: Uint8Array;
  attributes: Uint8Array;
  exact: Uint8Array;
  /** Terms matched within typos only (neither a form of the term nor a term it begins). */
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

/** A queryID: 32 hexadecimal digits, as Algolia's. */
export function randomId(): string {
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

/**
 * The term index of some records: every attribute's text tokenized (each distinct text once: a
 * page's headings recur in every record of the page). The build writes it into the index file
 * (`SearchIndexFile.termIndex`), so that browsers need not do this before their first answer.
 */
export function buildTermIndex(records: readonly SearchRecord[]): TermIndex {
  const termsByText = new Map<string, string[]>();
  return TermIndex.build(
    records.map((record) =>
      ATTRIBUTES.map((attribute) => {
        const text = attributeValue(record, attribute);
        if (!text) return [];
        let terms = termsByText.get(text);
        if (!terms) {
          terms = indexedTerms(text);
          termsByText.set(text, terms);
        }
        return terms;
      }),
    ),
  );
}

export interface EngineOptions {
  /** Converts Traditional Chinese to Simplified before a query is looked up. */
  toSimplified?: (text: string) => string;
  /**
   * Reads every criterion of every matching record, without the engine's shortcuts (bounds read
   * first, `distinct` passing records over): the reference the tests compare answers with.
   */
  exhaustive?: boolean;
}

/** A required word of the query, as the ranking reads it in texts. */
interface RequiredWord {
  word: QueryWord;
  matchers: WordMatchers;
}

export class SearchEngine {
  readonly indexName: string;
  /** The language of the index's pages. */
  readonly lang: string;
  readonly size: number;
  private readonly records: readonly SearchRecord[];
  private readonly terms: TermIndex;
  private queryOptions: QueryOptions;
  /**
   * The query-independent part of the ranking, as one number per record (0 ranks first): page
   * rank, level, position, then the record's place in the index.
   */
  private readonly staticRank: Uint32Array;
  private readonly byStaticRank: Uint32Array;
  /** Records whose URL may be shown (root-relative or http(s)); the rest never reach a reader. */
  private readonly showable: Uint8Array;
  /** Records of reference pages (1), for queries typed as code. */
  private readonly reference: Uint8Array;
  /** The URL of each record, as a number, for `distinct`. */
  private readonly urlIds: Uint32Array;
  /** Each record's list of headings (page title down), as a number: a section's records share it. */
  private readonly headingGroup: Uint32Array;
  private readonly groupHeadings: string[][];
  /** Per list of headings (see `ownHeadingOf`); null when a record has no heading. */
  private readonly ownHeadings: (OwnHeading | null | undefined)[] = [];
  private readonly hitsCache = new Map<string, WordHits>();
  /** The forms of the records' texts as numbers, for ranking (textTokens.ts). */
  private readonly vocabulary = new Vocabulary();
  /**
   * Scratch space, one slot per record, reset after each use: a query merges and ranks in these
   * instead of allocating tables of its own. Queries run one at a time (the engine is synchronous).
   */
  private readonly scratch: {
    typos: Uint8Array;
    attribute: Uint8Array;
    exact: Uint8Array;
    count: Uint16Array;
    typoSum: Uint16Array;
    exactCount: Uint16Array;
    touched: Uint32Array;
    /** Per URL: hits counted so far for `distinct`, valid when its stamp is the current one. */
    urlCount: Uint32Array;
    urlStamp: Uint32Array;
    /** Per URL: the worst key refined so far (see `settle`), valid as `urlCount`. */
    urlWorst: Float64Array;
  };
  /**
   * The ranking's own scratch tables (see `rank`): apart from the word lookups' tables above, which
   * a lookup run in the middle of a ranking (a word's hits dropped from the cache) resets.
   */
  private readonly tally: {
    matched: Uint16Array;
    typoSum: Uint16Array;
    attribute: Uint8Array;
    exactCount: Uint16Array;
    touched: Uint32Array;
  };
  private stamp = 0;
  private readonly exhaustive: boolean;

  constructor(file: SearchIndexFile, options: EngineOptions = {}) {
    this.exhaustive = options.exhaustive === true;
    this.indexName = file.indexName;
    this.lang = file.lang;
    this.records = file.records;
    this.size = file.records.length;
    if (this.size > MAX_RECORDS) {
      throw new RangeError(`An index holds at most ${MAX_RECORDS} records, not ${this.size}.`);
    }
    this.queryOptions = {
      synonyms: synonymTable(file.synonyms ?? []),
      toSimplified: options.toSimplified,
      knownPair: (pair) => this.terms.exact(pair) !== undefined,
    };
    this.terms =
      file.termIndex?.format === SERIALIZED_FORMAT
        ? TermIndex.deserialize(file.termIndex)
        : buildTermIndex(file.records);
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
    const referencePages = file.referencePages ?? [];
    this.reference = Uint8Array.from(file.records, (record) =>
      referencePages.some((prefix) => record.url_without_anchor.startsWith(prefix)) ? 1 : 0,
    );
    const groups = new Map<string, number>();
    this.groupHeadings = [];
    this.headingGroup = Uint32Array.from(file.records, (record) => {
      const headings = headingsOf(record);
      const signature = headings.join('\u0000');
      let group = groups.get(signature);
      if (group === undefined) {
        group = this.groupHeadings.length;
        groups.set(signature, group);
        this.groupHeadings.push(headings);
      }
      return group;
    });
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
      count: new Uint16Array(this.size),
      typoSum: new Uint16Array(this.size),
      exactCount: new Uint16Array(this.size),
      touched: new Uint32Array(this.size),
      urlCount: new Uint32Array(this.size),
      urlStamp: new Uint32Array(this.size),
      urlWorst: new Float64Array(this.size),
    };
    this.tally = {
      matched: new Uint16Array(this.size),
      typoSum: new Uint16Array(this.size),
      attribute: new Uint8Array(this.size).fill(NO_MATCH),
      exactCount: new Uint16Array(this.size),
      touched: new Uint32Array(this.size),
    };
  }

  /** Sets the Traditional → Simplified converter (the browser loads it after the engine). */
  convertTraditionalWith(toSimplified: (text: string) => string): void {
    this.queryOptions = { ...this.queryOptions, toSimplified };
    this.hitsCache.clear();
  }

  get convertsTraditional(): boolean {
    return this.queryOptions.toSimplified !== undefined;
  }

  /** The query as the engine looks it up (synonyms, Traditional → Simplified…). */
  parse(query: string): ParsedQuery {
    return parseQuery(query, this.queryOptions);
  }

  /** The index terms a query term matches: its forms, terms it begins (last term), near misses. */
  private matches(term: QueryTerm): TermMatches {
    const found: TermMatches = new Map();
    const keep = (indexTerm: string, postings: Postings, typos: number) => {
      const known = found.get(indexTerm);
      if (!known || typos < known.typos) found.set(indexTerm, { typos, postings });
    };
    for (const form of term.forms) {
      const postings = this.terms.exact(form);
      if (postings) keep(form, postings, 0);
    }
    if (term.prefix)
      for (const [indexTerm, postings] of this.terms.prefix(term.term))
        keep(indexTerm, postings, 0);
    const allowed = term.typos ? allowedTypos(term.term) : 0;
    if (allowed > 0) {
      for (const form of term.forms) {
        for (const [indexTerm, postings, typos] of this.terms.fuzzy(form, allowed)) {
          keep(indexTerm, postings, typos);
        }
      }
    }
    return found;
  }

  private cached(key: string, compute: () => WordHits): WordHits {
    let hits = this.hitsCache.get(key);
    if (!hits) {
      hits = compute();
      if (this.hitsCache.size >= WORD_HITS_ENTRIES) this.hitsCache.clear();
      this.hitsCache.set(key, hits);
    }
    return hits;
  }

  private termHits(term: QueryTerm): WordHits {
    const kind = `${term.prefix ? 'prefix' : 'term'}${term.typos ? '' : '-exact'}`;
    return this.cached(`${kind}:${term.term}`, () =>
      this.isShortPrefix(term) ? this.shortPrefixHits(term) : this.mergedHits(term),
    );
  }

  /** A reader's first keystrokes: no typos allowed, one form, postings merged in the index. */
  private isShortPrefix(term: QueryTerm): boolean {
    return (
      term.prefix &&
      term.term.length <= SHORT_PREFIX_LENGTH &&
      term.forms.length === 1 &&
      (!term.typos || allowedTypos(term.term) === 0)
    );
  }

  private shortPrefixHits(term: QueryTerm): WordHits {
    // The terms the prefix begins include the term itself: it is exact where its own term is.
    const { records, attributes } = this.terms.shortPrefix(term.term);
    const exact = new Uint8Array(records.length);
    const own = this.terms.exact(term.term)?.records;
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

  private mergedHits(term: QueryTerm): WordHits {
    const { typos, attribute, exact, touched } = this.scratch;
    const fuzzy = new Map<string, number>();
    let count = 0;
    for (const [indexTerm, { typos: termTypo, postings }] of this.matches(term)) {
      if (termTypo > 0) fuzzy.set(indexTerm, termTypo);
      const isExact = term.forms.includes(indexTerm) ? 1 : 0;
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
    return this.collect(count, fuzzy);
  }

  /**
   * The `count` records listed in `scratch.touched` with their typos, attribute and exactness from
   * the scratch tables, which it resets.
   */
  private collect(count: number, fuzzy: Map<string, number>): WordHits {
    const { typos, attribute, exact, touched } = this.scratch;
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

  /**
   * The records holding a query word: for one of its alternatives, as many of its terms as it
   * needs. A record is counted with its best alternative (fewest typos; then whole matches).
   */
  private wordHits(word: QueryWord): WordHits {
    const [only] = word.alternatives;
    if (word.alternatives.length === 1 && only?.terms.length === 1 && only.need === 1) {
      return this.termHits(only.terms[0] as QueryTerm);
    }
    const key = `word:${JSON.stringify(word.alternatives)}`;
    return this.cached(key, () => {
      const {
        typos,
        attribute,
        exact,
        touched,
        count: termCount,
        typoSum,
        exactCount,
      } = this.scratch;
      // Every term's hits first: computing them uses the scratch tables this merge fills.
      const termHits = word.alternatives.map((alternative) =>
        alternative.terms.map((term) => this.termHits(term)),
      );
      const fuzzy = new Map<string, number>();
      let count = 0;
      word.alternatives.forEach((alternative, a) => {
        // Per record: terms held, their typos and exactness, within this alternative.
        let local = 0;
        const localTouched: number[] = [];
        const localAttribute = new Map<number, number>();
        for (const hits of termHits[a] as WordHits[]) {
          for (const [t, n] of hits.fuzzy) fuzzy.set(t, n);
          for (let k = 0; k < hits.records.length; k++) {
            const record = hits.records[k] as number;
            if (termCount[record] === 0) {
              localTouched.push(record);
              local++;
            }
            termCount[record] = (termCount[record] as number) + 1;
            typoSum[record] = (typoSum[record] as number) + (hits.typos[k] as number);
            exactCount[record] = (exactCount[record] as number) + (hits.exact[k] as number);
            const known = localAttribute.get(record);
            if (known === undefined || (hits.attributes[k] as number) < known) {
              localAttribute.set(record, hits.attributes[k] as number);
            }
          }
        }
        for (let i = 0; i < local; i++) {
          const record = localTouched[i] as number;
          const held = termCount[record] as number;
          if (held >= alternative.need) {
            const recordTypos = Math.min(typoSum[record] as number, NO_MATCH - 1);
            const whole = held === alternative.terms.length && exactCount[record] === held ? 1 : 0;
            const known = typos[record] as number;
            if (known === NO_MATCH) touched[count++] = record;
            if (
              recordTypos < known ||
              (recordTypos === known && whole > (exact[record] as number))
            ) {
              typos[record] = recordTypos;
              exact[record] = whole;
            }
            const recordAttribute = localAttribute.get(record) as number;
            if (recordAttribute < (attribute[record] as number))
              attribute[record] = recordAttribute;
          }
          termCount[record] = 0;
          typoSum[record] = 0;
          exactCount[record] = 0;
        }
      });
      return this.collect(count, fuzzy);
    });
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

  /** The matchers of a word's terms, for reading texts (see ranking.ts). */
  private wordMatchers(word: QueryWord): WordMatchers {
    return word.alternatives.map((alternative) =>
      alternative.terms.map((term) =>
        termMatcher(term, this.termHits(term).fuzzy.keys(), this.vocabulary),
      ),
    );
  }

  /**
   * The records the query shows, best first (see CRITERIA in ranking.ts), and how many hits they
   * make once `distinct` applies. Records must hold every required word; when none does, the
   * drop rule says which records may stand in.
   */
  private rank(query: ParsedQuery, params: SearchParams): { records: Uint32Array; nbHits: number } {
    const { facetFilters: filters, distinct } = params;
    const words = query.words;
    const all = words.map((word) => this.wordHits(word));
    const requiredCount = words.filter((word) => !word.optional).length;
    const { matched, typoSum, attribute, exactCount, touched } = this.tally;
    let recordCount = 0;
    for (let w = 0; w < words.length; w++) {
      const hits = all[w] as WordHits;
      const optional = (words[w] as QueryWord).optional;
      for (let k = 0; k < hits.records.length; k++) {
        const record = hits.records[k] as number;
        if (matched[record] === 0 && typoSum[record] === 0 && attribute[record] === NO_MATCH) {
          touched[recordCount++] = record;
        }
        if (!optional) matched[record] = (matched[record] as number) + 1;
        // Typos of a word a record need not hold would rank a record down for holding it.
        if (!optional) typoSum[record] = (typoSum[record] as number) + (hits.typos[k] as number);
        if ((hits.attributes[k] as number) < (attribute[record] as number)) {
          attribute[record] = hits.attributes[k] as number;
        }
        if (!optional || hits.exact[k] === 1) {
          exactCount[record] = (exactCount[record] as number) + (hits.exact[k] as number);
        }
      }
    }
    // All required words; else a strict majority of them, each whole and without typos.
    const candidates: number[] = [];
    for (let i = 0; i < recordCount; i++) {
      const record = touched[i] as number;
      if (matched[record] === requiredCount && this.shows(record, filters)) {
        candidates.push(record);
      }
    }
    if (candidates.length === 0 && requiredCount > 0) {
      candidates.push(
        ...this.withWordsDropped(words, all, touched.subarray(0, recordCount), filters),
      );
    }
    const required: RequiredWord[] = [];
    const requiredWords: number[] = [];
    if (candidates.length > 0) {
      words.forEach((word, w) => {
        if (word.optional) return;
        required.push({ word, matchers: this.wordMatchers(word) });
        requiredWords.push(w);
      });
    }
    const queryTerms = required.reduce(
      (sum, { word }) =>
        sum + Math.max(...word.alternatives.map((alternative) => alternative.terms.length)),
      0,
    );
    const firstWord = required[0]?.matchers;
    // The records of a section share their headings: read them once per answer.
    const byHeadings = new Map<number, HeadingCriteria>();
    const row = new Int32Array(CRITERIA.length);
    /** The required words a record holds: all of them, unless a word was dropped. */
    const heldBy = (record: number): RequiredWord[] =>
      matched[record] === requiredCount
        ? required
        : required.filter(
            (_, r) => position((all[requiredWords[r] as number] as WordHits).records, record) >= 0,
          );
    /**
     * A lower bound of a record's ranking key: `proximity` counts the words (two or more) as
     * standing together in its text; with `bound`, `heading` and `headingWords` also take the
     * best values they could have where reading the headings costs (`headingBound`), while with
     * `headings` they are exact.
     */
    const keyOf = (record: number, read: 'bound' | 'headings'): number => {
      const held = heldBy(record);
      row[AT.words] = requiredCount - (matched[record] as number);
      row[AT.typos] = typoSum[record] as number;
      row[AT.reference] = query.identifier && this.reference[record] === 1 ? 0 : 1;
      row[AT.proximity] = required.length < 2 ? 1 : 0;
      row[AT.attribute] = attribute[record] as number;
      row[AT.exact] = words.length - (exactCount[record] as number);
      row[AT.rank] = this.staticRank[record] as number;
      const group = this.headingGroup[record] as number;
      if ((attribute[record] as number) > LAST_HEADING) {
        // No word in any title or heading: nothing there to read.
        row[AT.heading] = NO_HEADING_MATCH.heading;
        row[AT.headingWords] = required.length - NO_HEADING_MATCH.headingWords;
      } else if (read === 'bound' && held === required) {
        row[AT.heading] = headingBound(this.ownHeadingOf(group), query, queryTerms, firstWord);
        row[AT.headingWords] = 0;
      } else {
        const headings = this.groupHeadings[group] as string[];
        let fromHeadings = held === required ? byHeadings.get(group) : undefined;
        if (!fromHeadings) {
          fromHeadings = headingCriteria(headings, query, held, this.vocabulary);
          if (held === required) byHeadings.set(group, fromHeadings);
        }
        row[AT.heading] = fromHeadings.heading;
        row[AT.headingWords] = held.length - fromHeadings.headingWords;
      }
      return rankingKey(row);
    };
    // The bound counts the words as standing together: one step more when they do not.
    const proximityStep = criterionUnit('proximity');
    const phrase = required.map((r) => r.matchers);
    const refineProximity = (record: number, bound: number): number => {
      if (required.length < 2) return bound;
      const held = heldBy(record);
      const { content } = this.records[record] as SearchRecord;
      const standTogether = proximity(
        content,
        held === required ? phrase : held.map((r) => r.matchers),
        this.vocabulary,
      );
      return standTogether === 0 ? bound : bound + proximityStep;
    };
    const keys = new Float64Array(candidates.length);
    const needed = (params.page + 1) * params.hitsPerPage;
    if (this.exhaustive) {
      for (let i = 0; i < candidates.length; i++) {
        const record = candidates[i] as number;
        keys[i] = refineProximity(record, keyOf(record, 'headings'));
      }
      keys.sort();
    } else if (required.length < 2) {
      // One word: the heading bounds are nearly always exact; headings are read for the records
      // that can reach the page only.
      for (let i = 0; i < candidates.length; i++) keys[i] = keyOf(candidates[i] as number, 'bound');
      this.settle(keys, (record) => keyOf(record, 'headings'), 'heading', {
        needed,
        distinct,
        wholeRun: false,
      });
    } else {
      // Several words often stand apart in headings: headings are read for every record, and
      // (costlier: a record's whole text) proximity for those that can reach the page.
      for (let i = 0; i < candidates.length; i++) {
        keys[i] = keyOf(candidates[i] as number, 'headings');
      }
      this.settle(keys, refineProximity, 'proximity', { needed, distinct, wholeRun: true });
    }
    for (let i = 0; i < recordCount; i++) {
      const record = touched[i] as number;
      matched[record] = 0;
      typoSum[record] = 0;
      attribute[record] = NO_MATCH;
      exactCount[record] = 0;
    }
    const records = new Uint32Array(keys.length);
    for (let i = 0; i < keys.length; i++) records[i] = this.recordOfKey(keys[i] as number);
    const stamp = this.nextStamp();
    let nbHits = 0;
    for (const record of records) if (this.keeps(record, distinct, stamp)) nbHits++;
    return { records, nbHits };
  }

  private recordOfKey(key: number): number {
    return this.byStaticRank[rankOfKey(key)] as number;
  }

  /**
   * Orders records by their keys as far as the first `needed` hits need. `keys` holds a lower
   * bound of each record's key (none ranks a record worse than its key would); `refine` gives a
   * record's key from its bound; keys differ from bounds from criterion `from` on.
   *
   * Records are refined in the order of their bounds: first those that fill the page as their
   * bounds rank them (with `wholeRun`, when refining changes most keys, and the records tied with
   * the last of them on the criteria before `from`), then batches that double, each ending early with the records tied with
   * its first one on the criteria before `from` (refining cannot move a record out of such a
   * run, so a page is known once the run it ends in is read). It stops when the records refined
   * and ranked below the next bound fill the page (as `distinct` counts them): every record not
   * refined ranks after them, whatever its key, so they are the first hits, in order. A record
   * whose URL already has `distinct` records refined below its bound is passed over: `distinct`
   * would not show it before those, whatever its key. On return `keys` holds the keys read
   * (refined, or the bounds of records passed over), sorted, then the bounds of the rest, sorted,
   * each still a lower bound of its record's key.
   */
  private settle(
    keys: Float64Array,
    refine: (record: number, bound: number) => number,
    from: CriterionName,
    params: { needed: number; distinct: number; wholeRun: boolean },
  ): void {
    const { needed, distinct } = params;
    keys.sort();
    if (needed <= 0 || keys.length === 0) return;
    const bounds = keys.slice();
    const tiedUnit = criterionUnit(from) * 2 ** (CRITERIA[AT[from]] as { bits: number }).bits;
    const { urlStamp, urlCount, urlWorst } = this.scratch;
    const urls = this.nextStamp();
    let read = 0;
    let end = Math.min(keys.length, this.fill(bounds, needed, distinct));
    if (params.wholeRun) {
      const tied = Math.floor((bounds[end - 1] as number) / tiedUnit);
      while (end < keys.length && Math.floor((bounds[end] as number) / tiedUnit) === tied) end++;
    }
    for (let batch = end; ; batch *= 2) {
      for (; read < end; read++) {
        const bound = bounds[read] as number;
        const record = this.recordOfKey(bound);
        const url = this.urlIds[record] as number;
        if (urlStamp[url] !== urls) {
          urlStamp[url] = urls;
          urlCount[url] = 0;
          urlWorst[url] = 0;
        }
        if (
          distinct > 0 &&
          (urlCount[url] as number) >= distinct &&
          (urlWorst[url] as number) < bound
        ) {
          keys[read] = bound;
          continue;
        }
        const key = refine(record, bound);
        keys[read] = key;
        urlCount[url] = (urlCount[url] as number) + 1;
        if (key > (urlWorst[url] as number)) urlWorst[url] = key;
      }
      const refined = keys.subarray(0, read);
      refined.sort();
      if (read === keys.length) return;
      const next = bounds[read] as number;
      if (this.fill(refined, needed, distinct, next) < read + 1) return;
      const tied = Math.floor(next / tiedUnit);
      const most = Math.min(keys.length, read + batch);
      for (
        end = read + 1;
        end < most && Math.floor((bounds[end] as number) / tiedUnit) === tied;
      ) {
        end++;
      }
    }
  }

  /**
   * How many of the sorted `keys` (those below `below`) it takes to fill a page of `needed` hits
   * as `distinct` counts them; one more than their number when they do not fill it.
   */
  private fill(keys: Float64Array, needed: number, distinct: number, below = Infinity): number {
    const stamp = this.nextStamp();
    let kept = 0;
    for (let i = 0; i < keys.length && (keys[i] as number) < below; i++) {
      if (this.keeps(this.recordOfKey(keys[i] as number), distinct, stamp) && ++kept === needed) {
        return i + 1;
      }
    }
    return keys.length + 1;
  }

  /**
   * What the `heading` bound reads of a list of headings, worked out at its first use or ahead
   * of it (`preparing`).
   */
  private ownHeadingOf(group: number): OwnHeading | null {
    let own = this.ownHeadings[group];
    if (own === undefined) {
      own = ownHeading(this.groupHeadings[group] as string[], this.vocabulary);
      this.ownHeadings[group] = own;
    }
    return own;
  }

  /**
   * The records that stand in when none holds every required word, by the drop rule (`mayStandIn`).
   */
  private withWordsDropped(
    words: QueryWord[],
    all: WordHits[],
    touched: Uint32Array,
    filters: FacetFilters,
  ): number[] {
    const required = words.flatMap((word, w) => (word.optional ? [] : [w]));
    const whole = (hits: WordHits, k: number, word: QueryWord) =>
      hits.typos[k] === 0 && (hits.exact[k] === 1 || isBeingTyped(word));
    const stats = required.map((w) => {
      const hits = all[w] as WordHits;
      const word = words[w] as QueryWord;
      let known = false;
      for (let k = 0; k < hits.records.length && !known; k++) known = whole(hits, k, word);
      return { known, share: hits.records.length / this.size };
    });
    const found: number[] = [];
    for (const record of touched) {
      if (!this.shows(record, filters)) continue;
      const held = required.flatMap((w, r) => {
        const hits = all[w] as WordHits;
        const k = position(hits.records, record);
        return k >= 0 && whole(hits, k, words[w] as QueryWord) ? [r] : [];
      });
      if (mayStandIn(stats, held)) found.push(record);
    }
    return found;
  }

  /** The records of the requested page, in rank order, once `distinct` applies. */
  private page(records: ArrayLike<number>, params: SearchParams): number[] {
    const from = params.page * params.hitsPerPage;
    const to = from + params.hitsPerPage;
    const stamp = this.nextStamp();
    const shown: number[] = [];
    let at = 0;
    for (let i = 0; i < records.length && at < to; i++) {
      const record = records[i] as number;
      if (!this.keeps(record, params.distinct, stamp)) continue;
      if (at >= from) shown.push(record);
      at++;
    }
    return shown;
  }

  /** Every record the query shows, in the index's own order (Algolia's answer to an empty query). */
  private everything(params: SearchParams): { records: Uint32Array; nbHits: number } {
    const records = new Uint32Array(this.size);
    let length = 0;
    let nbHits = 0;
    const stamp = this.nextStamp();
    for (let record = 0; record < this.size; record++) {
      if (!this.shows(record, params.facetFilters)) continue;
      records[length++] = record;
      if (this.keeps(record, params.distinct, stamp)) nbHits++;
    }
    return { records: records.subarray(0, length), nbHits };
  }

  /**
   * For highlights, the query word an index term stands for: the word it matches with the fewest
   * typos (the first such word on a tie), as the ranking counted it. The terms words match exactly
   * or within typos are few and listed; the terms a prefix begins are not (a first keystroke
   * begins thousands) but known by how they start. Prefixes come last, so they only win a term
   * that no word matches exactly.
   */
  private termWords(words: QueryWord[]): (term: string) => number | undefined {
    const listed = new Map<string, { word: number; typos: number }>();
    const list = (term: string, word: number, typos: number) => {
      const known = listed.get(term);
      if (!known || typos < known.typos) listed.set(term, { word, typos });
    };
    const prefixes: [prefix: string, cjk: boolean, word: number][] = [];
    for (let w = 0; w < words.length; w++) {
      for (const alternative of (words[w] as QueryWord).alternatives) {
        for (const term of alternative.terms) {
          for (const form of term.forms) list(form, w, 0);
          for (const [indexTerm, typos] of this.termHits(term).fuzzy) list(indexTerm, w, typos);
          if (term.prefix) prefixes.push([term.term, isCjkTerm(term.term), w]);
        }
      }
    }
    return (term) => {
      const entry = listed.get(term);
      if (entry?.typos === 0) return entry.word;
      for (const [prefix, cjk, word] of prefixes) {
        if (term.startsWith(prefix) && isCjkTerm(term) === cjk) return word;
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
    yield* this.preparing();
    const { rounds, everyPath } = this.warmUpQueries();
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const query of round === 1 ? everyPath : rounds) {
        this.search(parseSearchParams(docsearchQuery(query, this.indexName)));
        yield;
      }
      this.hitsCache.clear();
      this.terms.forget();
    }
  }

  /**
   * Works out ahead what queries would on first use: every text's tokens and word units (for
   * ranking and highlights; worked out at query time they would be new long-lived objects at every
   * query, each one copied by the next garbage collections of the young generation) and the typo
   * tree. The server does it at start (`prepare`), the browser provider in idle time (`warmUp`),
   * after its first answer.
   */
  *preparing(): Generator<void, void, void> {
    yield* this.terms.preparing();
    let count = 0;
    for (const record of this.records) {
      for (const attribute of ATTRIBUTES) {
        const text = attributeValue(record, attribute);
        if (text) {
          textTokens(text);
          // The sidebar group is never read token by token: ranking reads headings and the text.
          if (attribute !== 'lvl0') this.vocabulary.tokenForms(text);
          prepareUnits(text);
        }
      }
      if (++count % 50 === 0) yield;
    }
    for (let group = 0; group < this.groupHeadings.length; group++) {
      this.ownHeadingOf(group);
      if (group % 200 === 199) yield;
    }
  }

  prepare(): void {
    for (const _ of this.preparing());
  }

  /**
   * Queries that take every path of the search code, so that none is first taken, unoptimized,
   * while a reader types (V8 optimizes a function for the paths it has seen and falls back to its
   * interpreter on a new one): a reader's first letters, a word, the word with a typo, two and
   * three words, the second being typed, a word the pages lack (dropped), nothing found, a
   * camelCase name, its words apart and its first letters, Chinese, mixed. Made of the commonest
   * words of the best-ranked records, whatever the index's language.
   */
  private warmUpQueries(): { rounds: string[]; everyPath: string[] } {
    const counts = new Map<string, number>();
    let han = '';
    let camel = '';
    for (const record of this.byStaticRank.subarray(0, 50)) {
      const { hierarchy, content } = this.records[record] as SearchRecord;
      const text = `${hierarchy.lvl1 ?? ''} ${content ?? ''}`;
      for (const word of text.toLowerCase().match(/[a-z]{5,}/g) ?? []) {
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
      han ||= /\p{Script=Han}{5,}/u.exec(text)?.[0] ?? '';
      camel ||= /\b[a-z]{2,}[A-Z][a-z]{2,}\b/.exec(text)?.[0] ?? '';
    }
    const [first = '', second = '', third = ''] = [...counts]
      .sort(([, a], [, b]) => b - a)
      .map(([word]) => word);
    const typo = first && `${first.slice(0, 2)}${first[2] === 'x' ? 'y' : 'x'}${first.slice(3)}`;
    const camelWords = camel.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
    const absent = 'qzxjv';
    const queries = [
      ...(first ? [first[0], first.slice(0, 2), first.slice(0, 3), first, typo, absent] : []),
      ...(second ? [`${first} ${second[0]}`, `${first} ${second}`] : []),
      ...(third ? [`${first} ${second} ${third.slice(0, 3)}`, `${first} ${second} ${absent}`] : []),
      ...(camel ? [camel.slice(0, 4), camel, camelWords] : []),
      ...(han ? [han[0], han.slice(0, 2), han, `${first} ${han.slice(0, 2)}`.trim()] : []),
      // Question words only: looked for, not passed over (query.ts).
      'how to',
    ];
    // The second round also types, keystroke by keystroke, three words (a space after each
    // whole one), the camelCase name and the Chinese phrase, and asks a few more kinds of
    // query: the paths a reader's keystrokes take through the code (a page filled in one batch
    // or several, a word dropped and back) all run while warming up. A path first taken after
    // V8 optimized the code throws the optimized code away; taken here, the later rounds
    // optimize the code again with every path known, so the reader's keystrokes meet none new.
    // (Not the first round: the compact one gets the common paths optimized soonest, for the
    // keystrokes that come while the warm-up runs.)
    const typed = (phrase: string) => {
      const chars = [...phrase];
      return chars.map((_, i) => chars.slice(0, i + 1).join(''));
    };
    const synonyms = [...(this.queryOptions.synonyms?.keys() ?? [])];
    const everyPath = [
      ...typed([first, second, third].filter(Boolean).join(' ')),
      ...typed(camel),
      ...typed([...han].slice(0, 8).join('')),
      // A question around a word, in both languages; nothing but punctuation; a phrase the
      // synonym table knows (Latin and Chinese).
      ...typed(`how to ${first}`.trim()),
      `how to ${first} ${absent}`.replace(/\s+/g, ' '),
      `如何${han.slice(0, 2)}`,
      // A camelCase name, whole, then a word: a phrase whose next token starts inside the name.
      camel && `${camel} ${first}`.trim(),
      '-',
      synonyms.find((key) => /^[a-z]/.test(key)),
      synonyms.find((key) => /^\p{Script=Han}/u.test(key)),
      ...queries,
    ];
    const real = (list: (string | undefined)[]) => [
      ...new Set(list.filter((query): query is string => Boolean(query))),
    ];
    return { rounds: real(queries), everyPath: real(everyPath) };
  }

  /** Answers one Algolia query. */
  search(params: SearchParams): AlgoliaResult {
    const started = performance.now();
    const query = this.parse(params.query);
    const words = query.words;
    const ranked = words.length > 0 ? this.rank(query, params) : this.everything(params);
    const records = this.page(ranked.records, params);
    const nbHits = ranked.nbHits;
    const hitsPerPage = params.hitsPerPage;
    const highlighter = new QueryHighlighter(
      { words: words.map((w) => w.text), wordOf: this.termWords(words) },
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
