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
import type { WordMatchers } from './textMatch.ts';
import { position, type WordHits } from './wordLookup.ts';

/** A required word of the query, as the ranking reads it in texts. */
export interface RequiredWord {
  word: QueryWord;
  matchers: WordMatchers;
}

/** What the query's words gave each record (see `Ranker`): one slot per record. */
export interface Tally {
  /** Required words held. */
  matched: Uint16Array;
  /** Typos of the required words. */
  typoSum: Uint16Array;
  /** The best attribute any word matched in. */
  attribute: Uint8Array;
  /** Words matched whole. */
  exactCount: Uint16Array;
}

const NO_HEADING_MATCH: HeadingCriteria = { heading: 3, headingWords: 0 };

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
  private readonly all: readonly WordHits[];
  private readonly required: readonly RequiredWord[];
  /** The place in the query of each required word. */
  private readonly requiredWords: readonly number[];
  private readonly requiredCount: number;
  /** The most terms the required words can be made of (what `heading` 1 may take). */
  private readonly queryTerms: number;
  private readonly firstWord: WordMatchers | undefined;
  private readonly phrase: WordMatchers[];
  /** The records of a section share their headings: read them once per answer. */
  private readonly byHeadings = new Map<number, HeadingCriteria>();
  private readonly row = new Int32Array(CRITERIA.length);
  /** The bound counts the words as standing together: one step more when they do not. */
  private readonly proximityStep = criterionUnit('proximity');

  constructor(
    tables: RecordTables,
    tally: Tally,
    query: ParsedQuery,
    all: readonly WordHits[],
    required: readonly RequiredWord[],
    requiredWords: readonly number[],
    requiredCount: number,
  ) {
    this.tables = tables;
    this.tally = tally;
    this.query = query;
    this.all = all;
    this.required = required;
    this.requiredWords = requiredWords;
    this.requiredCount = requiredCount;
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

  /** The required words a record holds: all of them, unless a word was dropped. */
  private heldBy(record: number): readonly RequiredWord[] {
    return this.tally.matched[record] === this.requiredCount
      ? this.required
      : this.required.filter(
          (_, r) =>
            position((this.all[this.requiredWords[r] as number] as WordHits).records, record) >= 0,
        );
  }

  /**
   * A lower bound of a record's ranking key: `proximity` counts the words (two or more) as
   * standing together in its text; with `bound`, `heading` and `headingWords` also take the
   * best values they could have where reading the headings costs (`headingBound`), while with
   * `headings` they are exact.
   */
  key(record: number, read: 'bound' | 'headings'): number {
    const { tables, tally, row, required, query } = this;
    const held = this.heldBy(record);
    const attribute = tally.attribute[record] as number;
    row[AT.words] = this.requiredCount - (tally.matched[record] as number);
    row[AT.typos] = tally.typoSum[record] as number;
    row[AT.reference] = query.identifier && tables.reference[record] === 1 ? 0 : 1;
    row[AT.proximity] = required.length < 2 ? 1 : 0;
    row[AT.attribute] = attribute;
    row[AT.exact] = query.words.length - (tally.exactCount[record] as number);
    row[AT.rank] = tables.staticRank[record] as number;
    const group = tables.headingGroup[record] as number;
    if (attribute > LAST_HEADING) {
      // No word in any title or heading: nothing there to read.
      row[AT.heading] = NO_HEADING_MATCH.heading;
      row[AT.headingWords] = required.length - NO_HEADING_MATCH.headingWords;
    } else if (read === 'bound' && held === required) {
      row[AT.heading] = headingBound(
        tables.ownHeadingOf(group),
        query,
        this.queryTerms,
        this.firstWord,
      );
      row[AT.headingWords] = 0;
    } else {
      const headings = tables.groupHeadings[group] as string[];
      let fromHeadings = held === required ? this.byHeadings.get(group) : undefined;
      if (!fromHeadings) {
        fromHeadings = headingCriteria(headings, query, held, tables.vocabulary);
        if (held === required) this.byHeadings.set(group, fromHeadings);
      }
      row[AT.heading] = fromHeadings.heading;
      row[AT.headingWords] = held.length - fromHeadings.headingWords;
    }
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
