import SearchableMap from 'minisearch/SearchableMap';
import { isCjkTerm } from './tokenize.ts';

/**
 * The inverted index of the engine: every indexed term → the records holding it, each with the
 * first (best-ranked) attribute it appears in. Terms sit in MiniSearch's radix tree, which gives
 * exact, prefix and Levenshtein lookups; the postings are flat typed arrays, so a query touches
 * numbers only — no per-record objects, no relevance scores (ranking needs neither).
 *
 * Chinese, Japanese and Korean terms (character pairs) live in a tree of their own: they never
 * take typos, and a Latin word's typo search would otherwise wander through thousands of them.
 */

export interface Postings {
  /** Record numbers, ascending. */
  readonly records: Uint32Array;
  /** For each record, the index of the first attribute the term appears in. */
  readonly attributes: Uint8Array;
}

/** A term and the edit distance between it and what was looked up. */
export type TermMatch = [term: string, postings: Postings, typos: number];

/** Prefixes up to this length keep their expansion: they match the most terms and recur most. */
const MEMO_PREFIX_LENGTH = 2;
/**
 * Typo lookups kept: the costliest lookup, and a reader typing "sidebar c", "sidebar co"… asks for
 * the same complete word at every keystroke.
 */
const MEMO_FUZZY_ENTRIES = 1000;

export class TermIndex {
  private readonly latin = new SearchableMap<Postings>();
  private readonly cjk = new SearchableMap<Postings>();
  private readonly prefixMemo = new Map<string, TermMatch[]>();
  private readonly fuzzyMemo = new Map<string, TermMatch[]>();

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
    for (const [term, list] of lists) {
      const records = new Uint32Array(list.length / 2);
      const attributes = new Uint8Array(list.length / 2);
      for (let i = 0; i < records.length; i++) {
        records[i] = list[2 * i] as number;
        attributes[i] = list[2 * i + 1] as number;
      }
      this.treeOf(term).set(term, { records, attributes });
    }
  }

  private treeOf(term: string): SearchableMap<Postings> {
    return isCjkTerm(term) ? this.cjk : this.latin;
  }

  get termCount(): number {
    return this.latin.size + this.cjk.size;
  }

  exact(term: string): Postings | undefined {
    return this.treeOf(term).get(term);
  }

  /** Every term starting with `prefix` (the prefix itself included). */
  prefix(prefix: string): TermMatch[] {
    const memo = this.prefixMemo.get(prefix);
    if (memo) return memo;
    const found: TermMatch[] = [];
    for (const [term, postings] of this.treeOf(prefix).atPrefix(prefix).entries()) {
      found.push([term, postings, 0]);
    }
    if (prefix.length <= MEMO_PREFIX_LENGTH) this.prefixMemo.set(prefix, found);
    return found;
  }

  /** Every non-CJK term within `maxTypos` edits of `term` (the term itself included). */
  fuzzy(term: string, maxTypos: number): TermMatch[] {
    const key = `${maxTypos}:${term}`;
    const memo = this.fuzzyMemo.get(key);
    if (memo) return memo;
    const found: TermMatch[] = [];
    for (const [match, [postings, typos]] of this.latin.fuzzyGet(term, maxTypos)) {
      found.push([match, postings, typos]);
    }
    if (this.fuzzyMemo.size >= MEMO_FUZZY_ENTRIES) this.fuzzyMemo.clear();
    this.fuzzyMemo.set(key, found);
    return found;
  }
}
