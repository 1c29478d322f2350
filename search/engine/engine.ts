import type { SearchIndexFile, SearchRecord } from '../types.ts';
import { DistinctCounter } from './distinct.ts';
import {
  type ParsedQuery,
  parseQuery,
  type QueryOptions,
  type Synonyms,
  synonymKey,
} from './query.ts';
import { type RankedRecords, Ranker } from './ranker.ts';
import { RecordTables } from './recordTables.ts';
import { buildTermIndex, SERIALIZED_FORMAT, TermIndex } from './termIndex.ts';
import { WordLookup } from './wordLookup.ts';

/**
 * The search engine, the same in the server and in the browser: records in, ranked records out.
 * The query is parsed into words (query.ts); each word is looked up in the term index
 * (wordLookup.ts); records must hold every required word (or, by the drop rule, most of them) and
 * are ordered by the named criteria of ranking.ts (ranker.ts). What a reader sees of the records
 * (Algolia's answer: hits, highlights, paging) is the protocol's (protocol/answer.ts).
 */

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

export interface EngineOptions {
  /** Converts Traditional Chinese to Simplified before a query is looked up. */
  toSimplified?: (text: string) => string;
  /**
   * Reads every criterion of every matching record, without the engine's shortcuts (bounds read
   * first, `distinct` passing records over): the reference the tests compare answers with.
   */
  exhaustive?: boolean;
}

/** A question to the engine. */
export interface EngineQuery {
  /** What the reader typed. */
  query: string;
  /** How many hits are wanted, from the first (a page of hits and those before it). */
  limit: number;
  /** Hits per URL; 0 keeps all. */
  distinct: number;
  /** Which records may be shown (facet filters); every record when absent. */
  filter?: (record: SearchRecord) => boolean;
}

/** The engine's answer: the first hits, best first, and what highlighting needs. */
export interface Ranked {
  /** The first `limit` hits (fewer when there are fewer), best first, once `distinct` applies. */
  records: SearchRecord[];
  /** How many hits the query has in all, once `distinct` applies. */
  nbHits: number;
  /** The query's words as typed, lowercased, in order. */
  words: string[];
  /** The query word (by position) an index term stands for, if any. */
  wordOf(term: string): number | undefined;
}

export class SearchEngine {
  readonly indexName: string;
  /** The language of the index's pages. */
  readonly lang: string;
  readonly size: number;
  readonly records: readonly SearchRecord[];
  private readonly tables: RecordTables;
  private readonly lookup: WordLookup;
  private readonly distinct: DistinctCounter;
  private readonly ranker: Ranker;
  private queryOptions: QueryOptions;

  constructor(file: SearchIndexFile, options: EngineOptions = {}) {
    this.indexName = file.indexName;
    this.lang = file.lang;
    this.tables = new RecordTables(file);
    this.records = this.tables.records;
    this.size = this.tables.size;
    const terms =
      file.termIndex?.format === SERIALIZED_FORMAT
        ? TermIndex.deserialize(file.termIndex)
        : buildTermIndex(file.records);
    this.lookup = new WordLookup(terms, this.size);
    this.queryOptions = {
      synonyms: synonymTable(file.synonyms ?? []),
      toSimplified: options.toSimplified,
      pairFrequency: (pair) => terms.exact(pair)?.records.length ?? 0,
      pairsStarting: (char) => terms.shortPrefix(char).records.length,
    };
    this.distinct = new DistinctCounter(this.tables.urlIds);
    this.ranker = new Ranker(this.tables, this.lookup, this.distinct, options.exhaustive === true);
  }

  /** Sets the Traditional → Simplified converter (the browser loads it after the engine). */
  convertTraditionalWith(toSimplified: (text: string) => string): void {
    this.queryOptions = { ...this.queryOptions, toSimplified };
    this.lookup.clear();
  }

  get convertsTraditional(): boolean {
    return this.queryOptions.toSimplified !== undefined;
  }

  /** The query as the engine looks it up (synonyms, Traditional → Simplified…). */
  parse(query: string): ParsedQuery {
    return parseQuery(query, this.queryOptions);
  }

  /** The phrases the synonym table knows (normalized, see `synonymKey`). */
  synonymPhrases(): string[] {
    return [...(this.queryOptions.synonyms?.keys() ?? [])];
  }

  /** The `count` records of the best static rank (page rank, headings first, place in the page). */
  bestRecords(count: number): SearchRecord[] {
    return Array.from(
      this.tables.byStaticRank.subarray(0, count),
      (record) => this.records[record] as SearchRecord,
    );
  }

  /** Answers one query: its first `limit` hits, best first. */
  search(request: EngineQuery): Ranked {
    const query = this.parse(request.query);
    const words = query.words;
    const { filter } = request;
    const { showable } = this.tables;
    const rankRequest = {
      limit: request.limit,
      distinct: request.distinct,
      shows: (record: number) =>
        showable[record] === 1 &&
        (filter === undefined || filter(this.records[record] as SearchRecord)),
    };
    const ranked =
      words.length > 0 ? this.ranker.rank(query, rankRequest) : this.everything(rankRequest);
    const first = this.distinct.firstKept(ranked.records, request.distinct, request.limit);
    return {
      records: first.map((record) => this.records[record] as SearchRecord),
      nbHits: ranked.nbHits,
      words: words.map((word) => word.text),
      wordOf: this.lookup.termWords(words),
    };
  }

  /** Every record the query shows, in the index's own order (Algolia's answer to an empty query). */
  private everything(request: { distinct: number; shows(record: number): boolean }): RankedRecords {
    const records = new Uint32Array(this.size);
    let length = 0;
    for (let record = 0; record < this.size; record++) {
      if (request.shows(record)) records[length++] = record;
    }
    const shown = records.subarray(0, length);
    return { records: shown, nbHits: this.distinct.countKept(shown, request.distinct) };
  }

  /**
   * Works out ahead what queries would on first use, a few milliseconds a step: the typo tree and
   * the merged postings of the short prefixes (termIndex.ts), every text's tokens and forms, what
   * the heading bound reads (recordTables.ts). The server does it at start, the browser provider
   * in idle time, before its warm-up (warmUp.ts).
   */
  *preparing(): Generator<void, void, void> {
    yield* this.lookup.terms.preparing();
    yield* this.tables.preparing();
  }

  prepare(): void {
    for (const _ of this.preparing());
  }

  /** Drops what queries keep for the next ones: the words' hits and the typo lookups. */
  forget(): void {
    this.lookup.forget();
  }
}
