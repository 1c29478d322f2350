import { LAST_HEADING } from './attributes.ts';
import type { DistinctCounter } from './distinct.ts';
import type { ParsedQuery, QueryWord } from './query.ts';
import { RecordKeys, type RequiredWord, type Tally } from './recordKeys.ts';
import type { RecordTables } from './recordTables.ts';
import {
  COMMON_SHARE,
  FIELD_WEIGHT_BY_ATTRIBUTE,
  idf,
  OPTIONAL_WEIGHT,
  PAGE_SHARE,
  PARTIAL_SHARE,
  PREFIX_FACTOR,
  saturated,
  TEXT_ATTRIBUTE,
  TYPO_FACTOR,
} from './scoring.ts';
import { settle } from './settle.ts';
import { termMatcher, type WordMatchers } from './textMatch.ts';
import { isCjkTerm } from './tokenize.ts';
import { NO_MATCH, type WordHits, type WordLookup } from './wordLookup.ts';

/** What a ranking is asked. */
export interface RankRequest {
  /** Hits needed from the first: records are read as far as these need. */
  limit: number;
  /** Hits per URL; 0 keeps all. */
  distinct: number;
  /** Whether a record may be shown (its URL, the facet filters). */
  shows(record: number): boolean;
}

/** The records a query shows, best first, and how many hits they make once `distinct` applies. */
export interface RankedRecords {
  records: Uint32Array;
  nbHits: number;
}

/** Whether the reader is still typing the word (its last term is looked up as a prefix). */
function isBeingTyped(word: QueryWord): boolean {
  return word.alternatives.some((alternative) => alternative.terms.at(-1)?.prefix === true);
}

/**
 * Whether every hit of a word is the word itself: the word being typed (any word it begins may be
 * what the reader is typing), or a Chinese word (held as its character pairs, as many as it needs).
 * Otherwise a hit is the word itself when it matched one of its forms.
 */
function everyHitWhole(word: QueryWord): boolean {
  return isBeingTyped(word) || isCjkTerm(word.alternatives[0]?.terms[0]?.term ?? '');
}

/** The records holding a word itself, without typos (see `everyHitWhole`), counted once. */
function wholeCount(word: QueryWord, hits: WordHits): number {
  if (hits.wholeCount < 0) {
    const every = everyHitWhole(word);
    let count = 0;
    for (let k = 0; k < hits.records.length; k++) {
      if (hits.typos[k] === 0 && (every || hits.exact[k] === 1)) count++;
    }
    hits.wholeCount = count;
  }
  return hits.wholeCount;
}

/**
 * Ranking: the records holding the query's words, scored (scoring.ts) and ordered by CRITERIA
 * (ranking.ts). The words' hits are tallied per record in scratch tables (`Tally`), one slot per
 * record, and per page, reset after each query for the records and pages it touched: a query
 * ranks in these instead of allocating tables of its own. Queries run one at a time (the engine
 * is synchronous).
 */
export class Ranker {
  private readonly tables: RecordTables;
  private readonly lookup: WordLookup;
  private readonly distinct: DistinctCounter;
  private readonly exhaustive: boolean;
  private readonly tally: Tally & { touched: Uint32Array };
  /** Per page: what the current word's records of the page hold of it, and the page's score. */
  private readonly pages: {
    frequency: Float64Array;
    score: Float64Array;
    touched: Uint32Array;
    wordPages: Uint32Array;
  };

  constructor(
    tables: RecordTables,
    lookup: WordLookup,
    distinct: DistinctCounter,
    exhaustive: boolean,
  ) {
    this.tables = tables;
    this.lookup = lookup;
    this.distinct = distinct;
    this.exhaustive = exhaustive;
    const size = tables.size;
    this.tally = {
      matched: new Uint16Array(size),
      heldWords: new Uint32Array(size),
      inHeadings: new Uint32Array(size),
      weight: new Float64Array(size),
      score: new Float64Array(size),
      attribute: new Uint8Array(size).fill(NO_MATCH),
      exactCount: new Uint16Array(size),
      touched: new Uint32Array(size),
    };
    this.pages = {
      frequency: new Float64Array(tables.pageCount),
      score: new Float64Array(tables.pageCount),
      touched: new Uint32Array(tables.pageCount),
      wordPages: new Uint32Array(tables.pageCount),
    };
  }

  /**
   * The records the query shows, best first (see CRITERIA in ranking.ts), and how many hits they
   * make once `distinct` applies: those holding every required word, and those holding enough of
   * their weight (`PARTIAL_SHARE`) when most of the required words are words the pages use.
   */
  rank(query: ParsedQuery, request: RankRequest): RankedRecords {
    const words = query.words;
    const all = words.map((word) => this.lookup.wordHits(word));
    const weights = this.weights(words, all);
    const touchedCount = this.tallyWords(words, all, weights);
    const touched = this.tally.touched.subarray(0, touchedCount);
    let requiredCount = 0;
    let requiredKnown = 0;
    let requiredWeight = 0;
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as QueryWord;
      if (word.optional) continue;
      requiredCount++;
      requiredWeight += weights[w] as number;
      if (wholeCount(word, all[w] as WordHits) > 0) requiredKnown++;
    }
    // Records lacking words only while most words are words of the pages (not "kubernetes helm").
    const partial = requiredKnown * 2 > requiredCount;
    // And more than common words alone: at least the weight of a word a tenth of the records hold.
    const enough = Math.max(
      PARTIAL_SHARE * requiredWeight,
      idf(COMMON_SHARE * this.tables.size, this.tables.size),
    );
    const { matched, weight, score } = this.tally;
    const candidates: number[] = [];
    let best = 0;
    for (const record of touched) {
      if (
        (matched[record] === requiredCount || (partial && (weight[record] as number) >= enough)) &&
        request.shows(record)
      ) {
        candidates.push(record);
        if ((score[record] as number) > best) best = score[record] as number;
      }
    }
    const keys = this.order(query, candidates, best, request);
    this.reset(touched);
    const records = new Uint32Array(keys.length);
    for (let i = 0; i < keys.length; i++) records[i] = this.tables.recordOfKey(keys[i] as number);
    return { records, nbHits: this.distinct.countKept(records, request.distinct) };
  }

  /**
   * Each word's weight: its inverse document frequency among the records holding the word itself
   * (a word no page holds weighs as one held by half a record), a tenth of it for a question word.
   */
  private weights(words: readonly QueryWord[], all: readonly WordHits[]): Float64Array {
    const weights = new Float64Array(words.length);
    const total = this.tables.size;
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as QueryWord;
      const held = Math.max(wholeCount(word, all[w] as WordHits), 0.5);
      weights[w] = idf(held, total) * (word.optional ? OPTIONAL_WEIGHT : 1);
    }
    return weights;
  }

  /**
   * Adds up what each word gave each record: its score, the required words held and the weight
   * of those held whole, the best attribute, words matched whole; and what it gave each page (see
   * `addPageShares`). Returns how many records it touched (listed in `touched`).
   */
  private tallyWords(
    words: readonly QueryWord[],
    all: readonly WordHits[],
    weights: Float64Array,
  ): number {
    const { matched, heldWords, inHeadings, weight, score, attribute, exactCount, touched } =
      this.tally;
    const { textLength, pageIds, pageLength } = this.tables;
    const pages = this.pages;
    let count = 0;
    let pageCount = 0;
    let requiredIndex = 0;
    for (let w = 0; w < words.length; w++) {
      const hits = all[w] as WordHits;
      const word = words[w] as QueryWord;
      const optional = word.optional;
      const bit = optional ? 0 : 2 ** Math.min(requiredIndex++, 31);
      const every = everyHitWhole(word);
      const misspelt = wholeCount(word, hits) === 0;
      // One or two letters being typed begin the word the reader means: all the same.
      const notWhole = isBeingTyped(word) && word.text.length < 3 ? 1 : PREFIX_FACTOR;
      const wordWeight = weights[w] as number;
      let wordPageCount = 0;
      for (let k = 0; k < hits.records.length; k++) {
        const typos = hits.typos[k] as number;
        // A near miss stands for a word the pages do not use (a misspelling); a word they use is
        // matched as itself ("whe", being typed, is not "the", one typo away).
        if (typos !== 0 && !misspelt) continue;
        const record = hits.records[k] as number;
        const at = hits.attributes[k] as number;
        const exact = hits.exact[k] as number;
        // The weight of the place, the text by its length; less for a typo or a longer word.
        let frequency = FIELD_WEIGHT_BY_ATTRIBUTE[at] as number;
        if (at === TEXT_ATTRIBUTE) frequency /= textLength[record] as number;
        const share = (typos > 0 ? TYPO_FACTOR ** typos : 1) * (exact === 1 ? 1 : notWhole);
        if (score[record] === 0) touched[count++] = record;
        score[record] = (score[record] as number) + wordWeight * saturated(frequency) * share;
        const page = pageIds[record] as number;
        if (pages.frequency[page] === 0) pages.wordPages[wordPageCount++] = page;
        pages.frequency[page] = (pages.frequency[page] as number) + frequency * share;
        if (!optional) {
          matched[record] = (matched[record] as number) + 1;
          heldWords[record] = ((heldWords[record] as number) | bit) >>> 0;
          if (at <= LAST_HEADING) inHeadings[record] = ((inHeadings[record] as number) | bit) >>> 0;
          if (typos === 0 && (every || exact === 1)) {
            weight[record] = (weight[record] as number) + wordWeight;
          }
        }
        if (at < (attribute[record] as number)) attribute[record] = at;
        if (!optional || exact === 1) {
          exactCount[record] = (exactCount[record] as number) + exact;
        }
      }
      // The pages of the word's records: the word's page frequency, saturated, into their score.
      for (let i = 0; i < wordPageCount; i++) {
        const page = pages.wordPages[i] as number;
        if (pages.score[page] === 0) pages.touched[pageCount++] = page;
        pages.score[page] =
          (pages.score[page] as number) +
          wordWeight * saturated((pages.frequency[page] as number) / (pageLength[page] as number));
        pages.frequency[page] = 0;
      }
    }
    this.addPageShares(count, pageCount);
    return count;
  }

  /**
   * Adds to each touched record a share (`PAGE_SHARE`) of its page's score: the page read as one
   * document, each of its records that holds a word an occurrence of it, weighted by its place
   * (tallied by `tallyWords`); then clears the pages' scores.
   */
  private addPageShares(recordCount: number, pageCount: number): void {
    const { pageIds } = this.tables;
    const { score, touched } = this.pages;
    const recordScore = this.tally.score;
    const records = this.tally.touched;
    for (let i = 0; i < recordCount; i++) {
      const record = records[i] as number;
      recordScore[record] =
        (recordScore[record] as number) + PAGE_SHARE * (score[pageIds[record] as number] as number);
    }
    for (let i = 0; i < pageCount; i++) score[touched[i] as number] = 0;
  }

  /** Puts the tally of the records a query touched back as it was before the query. */
  private reset(touched: Uint32Array): void {
    const { matched, heldWords, inHeadings, weight, score, attribute, exactCount } = this.tally;
    for (const record of touched) {
      matched[record] = 0;
      heldWords[record] = 0;
      inHeadings[record] = 0;
      weight[record] = 0;
      score[record] = 0;
      attribute[record] = NO_MATCH;
      exactCount[record] = 0;
    }
  }

  /** The matchers of a word's terms, for reading texts (see ranking.ts). */
  private wordMatchers(word: QueryWord): WordMatchers {
    return word.alternatives.map((alternative) =>
      alternative.terms.map((term) =>
        termMatcher(term, this.lookup.termHits(term).fuzzy.keys(), this.tables.vocabulary),
      ),
    );
  }

  /**
   * The candidates' keys, sorted as far as the first `limit` hits need (see `settle`): the
   * records' order is the keys' order. Every key's lower bound first (the criteria before
   * `heading` are exact in it), then the headings, then the text of the records that can reach
   * the page.
   */
  private order(
    query: ParsedQuery,
    candidates: readonly number[],
    best: number,
    request: RankRequest,
  ): Float64Array {
    const required: RequiredWord[] = [];
    if (candidates.length > 0) {
      for (const word of query.words) {
        if (!word.optional) required.push({ word, matchers: this.wordMatchers(word) });
      }
    }
    const recordKeys = new RecordKeys(this.tables, this.tally, query, required, best);
    const keys = new Float64Array(candidates.length);
    const { limit: needed, distinct } = request;
    const keyOrder = {
      recordOfKey: this.tables.recordOfKey.bind(this.tables),
      distinct: this.distinct,
    };
    if (this.exhaustive) {
      for (let i = 0; i < candidates.length; i++) {
        const record = candidates[i] as number;
        keys[i] = recordKeys.withProximity(record, recordKeys.key(record, 'headings'));
      }
      keys.sort();
      return keys;
    }
    // Every key's bound, then the headings of the records that can reach the page (cached per
    // list of headings and set of words held).
    for (let i = 0; i < candidates.length; i++) {
      keys[i] = recordKeys.key(candidates[i] as number, 'bound');
    }
    const headingsRead = new Set<number>();
    const withHeadings = (record: number) => {
      headingsRead.add(record);
      return recordKeys.key(record, 'headings');
    };
    settle(keyOrder, keys, withHeadings, 'heading', { needed, distinct, wholeRun: false });
    if (recordKeys.readsProximity) {
      // Then (costlier: a record's whole text) proximity, for the records that can still reach
      // the page: the keys are exact up to it, or bounds of records whose headings are unread.
      settle(
        keyOrder,
        keys,
        (record, key) =>
          recordKeys.withProximity(record, headingsRead.has(record) ? key : withHeadings(record)),
        'proximity',
        { needed, distinct, wholeRun: true },
      );
    }
    return keys;
  }
}
