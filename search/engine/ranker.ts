import type { DistinctCounter } from './distinct.ts';
import type { ParsedQuery, QueryWord } from './query.ts';
import { mayStandIn } from './ranking.ts';
import { RecordKeys, type RequiredWord, type Tally } from './recordKeys.ts';
import type { RecordTables } from './recordTables.ts';
import { settle } from './settle.ts';
import { termMatcher, type WordMatchers } from './textMatch.ts';
import { NO_MATCH, position, type WordHits, type WordLookup } from './wordLookup.ts';

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
 * Ranking: the records holding the query's words, in the order of CRITERIA (ranking.ts). The
 * words' hits are tallied per record in scratch tables (`Tally`), one slot per record, reset
 * after each query for the records it touched: a query ranks in these instead of allocating
 * tables of its own. Queries run one at a time (the engine is synchronous).
 */
export class Ranker {
  private readonly tables: RecordTables;
  private readonly lookup: WordLookup;
  private readonly distinct: DistinctCounter;
  private readonly exhaustive: boolean;
  private readonly tally: Tally & { touched: Uint32Array };

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
      typoSum: new Uint16Array(size),
      attribute: new Uint8Array(size).fill(NO_MATCH),
      exactCount: new Uint16Array(size),
      touched: new Uint32Array(size),
    };
  }

  /**
   * The records the query shows, best first (see CRITERIA in ranking.ts), and how many hits they
   * make once `distinct` applies. Records must hold every required word; when none does, the
   * drop rule says which records may stand in.
   */
  rank(query: ParsedQuery, request: RankRequest): RankedRecords {
    const words = query.words;
    const all = words.map((word) => this.lookup.wordHits(word));
    const requiredCount = words.filter((word) => !word.optional).length;
    const touchedCount = this.tallyWords(words, all);
    const touched = this.tally.touched.subarray(0, touchedCount);
    // All required words; else a strict majority of them, each whole and without typos.
    const candidates: number[] = [];
    for (const record of touched) {
      if (this.tally.matched[record] === requiredCount && request.shows(record)) {
        candidates.push(record);
      }
    }
    if (candidates.length === 0 && requiredCount > 0) {
      candidates.push(...this.withWordsDropped(words, all, touched, request));
    }
    const keys = this.order(query, all, candidates, requiredCount, request);
    this.reset(touched);
    const records = new Uint32Array(keys.length);
    for (let i = 0; i < keys.length; i++) records[i] = this.tables.recordOfKey(keys[i] as number);
    return { records, nbHits: this.distinct.countKept(records, request.distinct) };
  }

  /**
   * Adds up what each word gave each record: required words held, their typos, the best
   * attribute, words matched whole. Returns how many records it touched (listed in `touched`).
   */
  private tallyWords(words: readonly QueryWord[], all: readonly WordHits[]): number {
    const { matched, typoSum, attribute, exactCount, touched } = this.tally;
    let count = 0;
    for (let w = 0; w < words.length; w++) {
      const hits = all[w] as WordHits;
      const optional = (words[w] as QueryWord).optional;
      for (let k = 0; k < hits.records.length; k++) {
        const record = hits.records[k] as number;
        if (matched[record] === 0 && typoSum[record] === 0 && attribute[record] === NO_MATCH) {
          touched[count++] = record;
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
    return count;
  }

  /** Puts the tally of the records a query touched back as it was before the query. */
  private reset(touched: Uint32Array): void {
    const { matched, typoSum, attribute, exactCount } = this.tally;
    for (const record of touched) {
      matched[record] = 0;
      typoSum[record] = 0;
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
   * records' order is the keys' order.
   */
  private order(
    query: ParsedQuery,
    all: readonly WordHits[],
    candidates: readonly number[],
    requiredCount: number,
    request: RankRequest,
  ): Float64Array {
    const required: RequiredWord[] = [];
    const requiredWords: number[] = [];
    if (candidates.length > 0) {
      query.words.forEach((word, w) => {
        if (word.optional) return;
        required.push({ word, matchers: this.wordMatchers(word) });
        requiredWords.push(w);
      });
    }
    const recordKeys = new RecordKeys(
      this.tables,
      this.tally,
      query,
      all,
      required,
      requiredWords,
      requiredCount,
    );
    const keys = new Float64Array(candidates.length);
    const { limit: needed, distinct } = request;
    const order = this.tables.recordOfKey.bind(this.tables);
    const keyOrder = { recordOfKey: order, distinct: this.distinct };
    if (this.exhaustive) {
      for (let i = 0; i < candidates.length; i++) {
        const record = candidates[i] as number;
        keys[i] = recordKeys.withProximity(record, recordKeys.key(record, 'headings'));
      }
      keys.sort();
    } else if (!recordKeys.readsProximity) {
      // One word: the heading bounds are nearly always exact; headings are read for the records
      // that can reach the page only.
      for (let i = 0; i < candidates.length; i++) {
        keys[i] = recordKeys.key(candidates[i] as number, 'bound');
      }
      settle(keyOrder, keys, (record) => recordKeys.key(record, 'headings'), 'heading', {
        needed,
        distinct,
        wholeRun: false,
      });
    } else {
      // Several words often stand apart in headings: headings are read for every record, and
      // (costlier: a record's whole text) proximity for those that can reach the page.
      for (let i = 0; i < candidates.length; i++) {
        keys[i] = recordKeys.key(candidates[i] as number, 'headings');
      }
      settle(
        keyOrder,
        keys,
        (record, bound) => recordKeys.withProximity(record, bound),
        'proximity',
        { needed, distinct, wholeRun: true },
      );
    }
    return keys;
  }

  /**
   * The records that stand in when none holds every required word, by the drop rule (`mayStandIn`).
   */
  private withWordsDropped(
    words: readonly QueryWord[],
    all: readonly WordHits[],
    touched: Uint32Array,
    request: RankRequest,
  ): number[] {
    const required = words.flatMap((word, w) => (word.optional ? [] : [w]));
    const whole = (hits: WordHits, k: number, word: QueryWord) =>
      hits.typos[k] === 0 && (hits.exact[k] === 1 || isBeingTyped(word));
    const stats = required.map((w) => {
      const hits = all[w] as WordHits;
      const word = words[w] as QueryWord;
      let known = false;
      for (let k = 0; k < hits.records.length && !known; k++) known = whole(hits, k, word);
      return { known, share: hits.records.length / this.tables.size };
    });
    const found: number[] = [];
    for (const record of touched) {
      if (!request.shows(record)) continue;
      const held = required.flatMap((w, r) => {
        const hits = all[w] as WordHits;
        const k = position(hits.records, record);
        return k >= 0 && whole(hits, k, words[w] as QueryWord) ? [r] : [];
      });
      if (mayStandIn(stats, held)) found.push(record);
    }
    return found;
  }
}
