import SearchableMap from 'minisearch/SearchableMap';

/**
 * The inverted index of the engine: every indexed term → the records holding it, each with the
 * first (best-ranked) attribute it appears in. Terms sit in MiniSearch's radix tree, which gives
 * exact, prefix and Levenshtein lookups; the postings are flat typed arrays, so a query touches
 * numbers only — no per-record objects, no relevance scores (ranking needs neither).
 */

export interface Postings {
  /** Record numbers, ascending. */
  readonly records: Uint32Array;
  /** For each record, the index of the first attribute the term appears in. */
  readonly attributes: Uint8Array;
}

/** A term and the edit distance between it and what was looked up. */
export type TermMatch = [term: string, postings: Postings, typos: number];

export class TermIndex {
  private readonly terms: SearchableMap<Postings>;

  /**
   * @param records per record, per attribute in ranking order, the indexed terms of its text
   */
  constructor(records: Iterable<Iterable<Iterable<string>>>) {
    const lists = new Map<string, number[]>();
    let recordNumber = 0;
    for (const attributes of records) {
      const seen = new Set<string>();
      let attribute = 0;
      for (const terms of attributes) {
        for (const term of terms) {
          if (seen.has(term)) continue;
          seen.add(term);
          const list = lists.get(term);
          if (list) list.push(recordNumber, attribute);
          else lists.set(term, [recordNumber, attribute]);
        }
        attribute++;
      }
      recordNumber++;
    }
    this.terms = new SearchableMap<Postings>();
    for (const [term, list] of lists) {
      const records = new Uint32Array(list.length / 2);
      const attributes = new Uint8Array(list.length / 2);
      for (let i = 0; i < records.length; i++) {
        records[i] = list[2 * i] as number;
        attributes[i] = list[2 * i + 1] as number;
      }
      this.terms.set(term, { records, attributes });
    }
  }

  get termCount(): number {
    return this.terms.size;
  }

  exact(term: string): Postings | undefined {
    return this.terms.get(term);
  }

  /** Every term starting with `prefix` (the prefix itself included). */
  *prefix(prefix: string): Generator<TermMatch> {
    for (const [term, postings] of this.terms.atPrefix(prefix).entries()) {
      yield [term, postings, 0];
    }
  }

  /** Every term within `maxTypos` edits of `term` (the term itself included). */
  *fuzzy(term: string, maxTypos: number): Generator<TermMatch> {
    for (const [found, [postings, typos]] of this.terms.fuzzyGet(term, maxTypos)) {
      yield [found, postings, typos];
    }
  }
}
