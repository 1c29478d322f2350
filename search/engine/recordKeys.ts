import { LAST_HEADING } from './attributes.ts';
import type { ParsedQuery, QueryWord } from './query.ts';
import {
  AT,
  CRITERIA,
  criterionUnit,
  type HeadingCriteria,
  headingBound,
  headingCriteria,
  proximity,
  rankingKey,
} from './ranking.ts';
import type { RecordTables } from './recordTables.ts';
import { scoreStep } from './scoring.ts';
import type { WordMatchers } from './textMatch.ts';

/** A required word of the query, as the ranking reads it in texts. */
export interface RequiredWord {
  word: QueryWord;
  matchers: WordMatchers;
}

/** What the query's words gave each record (see `Ranker`): one slot per record. */
export interface Tally {
  /** Required words held (within typos). */
  matched: Uint16Array;
  /** Which required words are held: bit r for the r-th required word. */
  heldWords: Uint32Array;
  /**
   * Which required words are held in the page title or a heading (the best place of the word's
   * terms, as many as it needs): the words `headingWords` can count, at most.
   */
  inHeadings: Uint32Array;
  /** The weight of the required words held whole, without typos (scoring.ts). */
  weight: Float64Array;
  /** The record's BM25F score (scoring.ts); 0 for a record no word touched. */
  score: Float64Array;
  /** The best attribute any word matched in. */
  attribute: Uint8Array;
  /** Words matched whole. */
  exactCount: Uint16Array;
}

const NO_HEADING_MATCH: HeadingCriteria = { heading: 3, headingWords: 0 };

/** How many bits are set in a 32-bit number. */
function bitCount(bits: number): number {
  let n = bits >>> 0;
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** 2 ** 32: a list of headings and a set of held words as one number (`byHeadings`). */
const WORD_SETS = 4294967296;

/**
 * The ranking keys of one query's records (see CRITERIA in ranking.ts): from what the words gave
 * each record (`Tally`), its static tables and, where the criteria read them, its headings and
 * text. A key's lower bound first (`key(record, 'bound')`), refined when a record can reach the
 * page.
 */
export class RecordKeys {
  private readonly tables: RecordTables;
  private readonly tally: Tally;
  private readonly query: ParsedQuery;
  private readonly required: readonly RequiredWord[];
  /** The best score of the query's records (the `score` criterion counts from it). */
  private readonly best: number;
  /** Every required word's bit set (see `Tally.heldWords`). */
  private readonly allWords: number;
  /** The most terms the required words can be made of (what `heading` 1 may take). */
  private readonly queryTerms: number;
  private readonly firstWord: WordMatchers | undefined;
  private readonly phrase: WordMatchers[];
  /**
   * The records of a section share their headings: read them once per answer and set of words
   * held (the list of headings and the set as one number).
   */
  private readonly byHeadings = new Map<number, HeadingCriteria>();
  private readonly row = new Int32Array(CRITERIA.length);
  /** The bound counts the words as standing together: one step more when they do not. */
  private readonly proximityStep = criterionUnit('proximity');

  constructor(
    tables: RecordTables,
    tally: Tally,
    query: ParsedQuery,
    required: readonly RequiredWord[],
    best: number,
  ) {
    this.tables = tables;
    this.tally = tally;
    this.query = query;
    this.required = required;
    this.best = best;
    this.allWords = required.length >= 32 ? 0xffffffff : 2 ** required.length - 1;
    this.queryTerms = required.reduce(
      (sum, { word }) =>
        sum + Math.max(...word.alternatives.map((alternative) => alternative.terms.length)),
      0,
    );
    this.firstWord = required[0]?.matchers;
    this.phrase = required.map((r) => r.matchers);
  }

  /** Whether there are words to read together in a text (two or more required). */
  get readsProximity(): boolean {
    return this.required.length >= 2;
  }

  /** The matchers of the first required word in a set of words held. */
  private firstHeld(heldWords: number): WordMatchers | undefined {
    for (let r = 0; r < this.required.length; r++) {
      if (((heldWords >>> r) & 1) === 1) return (this.required[r] as RequiredWord).matchers;
    }
    return undefined;
  }

  /** The required words a record holds: all of them, unless it lacks some. */
  private heldBy(record: number): readonly RequiredWord[] {
    const held = this.tally.heldWords[record] as number;
    return held === this.allWords
      ? this.required
      : this.required.filter((_, r) => ((held >>> r) & 1) === 1);
  }

  /**
   * A lower bound of a record's ranking key: `proximity` counts the words (two or more) as
   * standing together in its text; with `bound`, `heading` and `headingWords` also take the
   * best values they could have where reading the headings costs (`headingBound`), while with
   * `headings` they are exact.
   */
  key(record: number, read: 'bound' | 'headings'): number {
    const { tables, tally, row, required, query } = this;
    const attribute = tally.attribute[record] as number;
    row[AT.score] = scoreStep(tally.score[record] as number, this.best);
    row[AT.reference] = query.identifier && tables.reference[record] === 1 ? 0 : 1;
    row[AT.proximity] = required.length < 2 ? 1 : 0;
    row[AT.attribute] = attribute;
    row[AT.exact] = query.words.length - (tally.exactCount[record] as number);
    row[AT.rank] = tables.staticRank[record] as number;
    const group = tables.headingGroup[record] as number;
    if (attribute > LAST_HEADING) {
      // No word in any title or heading: nothing there to read.
      row[AT.query] = 1;
      row[AT.heading] = NO_HEADING_MATCH.heading;
      row[AT.headingWords] = required.length - NO_HEADING_MATCH.headingWords;
      return rankingKey(row);
    }
    const heldWords = tally.heldWords[record] as number;
    if (read === 'bound') {
      const own = tables.ownHeadingOf(group);
      // The first word the record holds starts a heading made of the query's words.
      const first = heldWords === this.allWords ? this.firstWord : this.firstHeld(heldWords);
      row[AT.heading] = headingBound(own, query, this.queryTerms, first);
      row[AT.query] = row[AT.heading] === 0 ? 0 : 1;
      row[AT.headingWords] = required.length - bitCount(tally.inHeadings[record] as number);
      return rankingKey(row);
    }
    const cacheKey = group * WORD_SETS + heldWords;
    let fromHeadings = this.byHeadings.get(cacheKey);
    if (!fromHeadings) {
      fromHeadings = headingCriteria(
        tables.groupHeadings[group] as string[],
        query,
        this.heldBy(record),
        tables.vocabulary,
      );
      this.byHeadings.set(cacheKey, fromHeadings);
    }
    row[AT.query] = fromHeadings.heading === 0 ? 0 : 1;
    row[AT.heading] = fromHeadings.heading;
    row[AT.headingWords] = required.length - fromHeadings.headingWords;
    return rankingKey(row);
  }

  /** A record's key from a bound that counted its words as standing together in its text. */
  withProximity(record: number, bound: number): number {
    if (this.required.length < 2) return bound;
    const held = this.heldBy(record);
    const { content } = this.tables.records[record] as { content: string | null };
    const standTogether = proximity(
      content,
      held === this.required ? this.phrase : held.map((r) => r.matchers),
      this.tables.vocabulary,
    );
    return standTogether === 0 ? bound : bound + this.proximityStep;
  }
}
