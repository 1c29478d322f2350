import SearchableMap from 'minisearch/SearchableMap';
import type { SearchRecord, SerializedTermGroup, SerializedTermIndex } from '../types.ts';
import { ATTRIBUTES, attributeValue } from './attributes.ts';
import {
  deserializePostings,
  EMPTY,
  merged,
  NO_ATTRIBUTE,
  type PackedPostings,
  type Postings,
  pack,
  recordsSpanned,
  serializePostings,
  view,
} from './postings.ts';
import { textTokens } from './textTokens.ts';
import { isCjkTerm } from './tokenize.ts';

export type { Postings } from './postings.ts';

/**
 * The inverted index of the engine: every indexed term → the records holding it, each with the
 * first (best-ranked) attribute it appears in. The postings are flat typed arrays, so a query
 * touches numbers only — no per-record objects, no relevance scores (ranking needs neither).
 *
 * Terms are kept sorted, so the terms a prefix begins are one contiguous run of them. Typo lookups
 * go through MiniSearch's radix tree (`SearchableMap.fuzzyGet`, a Levenshtein search that prunes
 * whole branches), which holds the Latin terms only: Chinese, Japanese and Korean terms
 * (character pairs) never take typos, and a Latin word's typo search would otherwise wander
 * through thousands of them.
 *
 * The shortest prefixes — a reader's first keystrokes — begin the most terms: "s" begins about a
 * fifth of an English index. Their postings are merged once, at the first lookup of the prefix or
 * ahead of it by `prepare`, so that answering "s" again reads one list of records instead of
 * merging hundreds.
 */

/** A term and the edit distance between it and what was looked up. */
export type TermMatch = [term: string, postings: Postings, typos: number];

/** Prefixes up to this many UTF-16 units have their postings merged when the index is built. */
export const SHORT_PREFIX_LENGTH = 2;
/**
 * Typo lookups kept: the costliest lookup, and a reader typing "sidebar c", "sidebar co"… asks for
 * the same complete word at every keystroke.
 */
const MEMO_FUZZY_ENTRIES = 1000;
/** Short-prefix runs merged per step of `preparing`: a few milliseconds of work. */
const PREPARE_STEP_TERMS = 400;

/** The terms of one script group, sorted; term i has list i of `postings`. */
interface TermGroup {
  cjk: boolean;
  terms: string[];
  postings: PackedPostings;
  /** Short prefix → the postings of all the terms of the group it begins, merged. */
  unions: Map<string, Postings>;
}

/** The first index in `terms` (sorted) whose term is not less than `key`. */
function lowerBound(terms: readonly string[], key: string, from = 0): number {
  let low = from;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((terms[middle] as string) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

function termGroup(entries: [term: string, list: number[]][], cjk: boolean): TermGroup {
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    cjk,
    terms: entries.map(([term]) => term),
    postings: pack(entries.map(([, list]) => list)),
    unions: new Map(),
  };
}

/** The run of terms `prefix` begins: [start, end) in the sorted terms. */
function run(terms: readonly string[], prefix: string): [number, number] {
  const start = lowerBound(terms, prefix);
  let end = start;
  while (end < terms.length && (terms[end] as string).startsWith(prefix)) end++;
  return [start, end];
}

/**
 * The format of a serialized term index (`SerializedTermIndex`, types.ts). Bumped whenever the tokenizer, the attributes or this format change: older files are rebuilt. */
export const SERIALIZED_FORMAT = 2;

function serializeGroup(group: TermGroup): SerializedTermGroup {
  return { terms: group.terms, postings: serializePostings(group.postings) };
}

function deserializeGroup(serialized: SerializedTermGroup, cjk: boolean): TermGroup {
  return {
    cjk,
    terms: serialized.terms,
    postings: deserializePostings(serialized.postings),
    unions: new Map(),
  };
}

export class TermIndex {
  private readonly latin: TermGroup;
  private readonly cjk: TermGroup;
  /** Term → its place in its group: i in the Latin group, -1 - i in the CJK group. */
  private readonly places = new Map<string, number>();
  /**
   * Latin term → its place in the Latin group, for typo lookups: built at the first one (a
   * reader's first keystrokes need none), or ahead of it by `prepare`.
   */
  private latinTreeBuilt: SearchableMap<number> | undefined;
  private readonly fuzzyMemo = new Map<string, TermMatch[]>();
  /** Scratch space for merging postings, one slot per record (see `merged`). */
  private readonly best: Uint8Array;

  /**
   * @param records per record, per attribute in ranking order, the indexed terms of its text
   */
  static build(records: Iterable<Iterable<Iterable<string>>>): TermIndex {
    const ids = new Map<string, number>();
    const lists: number[][] = [];
    // The last record each term was listed for: a record lists a term once, with its first
    // (best) attribute, as attributes come in ranking order.
    const lastRecord: number[] = [];
    let recordNumber = 0;
    for (const attributes of records) {
      let attribute = 0;
      for (const terms of attributes) {
        for (const term of terms) {
          let id = ids.get(term);
          if (id === undefined) {
            id = lists.length;
            ids.set(term, id);
            lists.push([]);
            lastRecord.push(-1);
          }
          if (lastRecord[id] === recordNumber) continue;
          lastRecord[id] = recordNumber;
          (lists[id] as number[]).push(recordNumber, attribute);
        }
        attribute++;
      }
      recordNumber++;
    }
    const latin: [string, number[]][] = [];
    const cjk: [string, number[]][] = [];
    for (const [term, id] of ids)
      (isCjkTerm(term) ? cjk : latin).push([term, lists[id] as number[]]);
    return new TermIndex(termGroup(latin, false), termGroup(cjk, true));
  }

  static deserialize(serialized: SerializedTermIndex): TermIndex {
    if (serialized.format !== SERIALIZED_FORMAT) {
      throw new Error(`Term index format ${serialized.format}, expected ${SERIALIZED_FORMAT}`);
    }
    return new TermIndex(
      deserializeGroup(serialized.latin, false),
      deserializeGroup(serialized.cjk, true),
    );
  }

  private constructor(latin: TermGroup, cjk: TermGroup) {
    this.latin = latin;
    this.cjk = cjk;
    this.best = new Uint8Array(
      Math.max(recordsSpanned(latin.postings), recordsSpanned(cjk.postings)),
    ).fill(NO_ATTRIBUTE);
    this.latin.terms.forEach((term, i) => {
      this.places.set(term, i);
    });
    this.cjk.terms.forEach((term, i) => {
      this.places.set(term, -1 - i);
    });
  }

  serialize(): SerializedTermIndex {
    return {
      format: SERIALIZED_FORMAT,
      latin: serializeGroup(this.latin),
      cjk: serializeGroup(this.cjk),
    };
  }

  private get latinTree(): SearchableMap<number> {
    if (!this.latinTreeBuilt) {
      const tree = new SearchableMap<number>();
      this.latin.terms.forEach((term, i) => {
        tree.set(term, i);
      });
      this.latinTreeBuilt = tree;
    }
    return this.latinTreeBuilt;
  }

  /**
   * Builds what the first typo lookup and the first lookup of each short prefix would, a few
   * milliseconds a step (the server does it at start, the browser in idle time).
   */
  *preparing(): Generator<void, void, void> {
    void this.latinTree;
    yield;
    for (const group of [this.latin, this.cjk]) {
      let covered = 0;
      for (let length = 1; length <= SHORT_PREFIX_LENGTH; length++) {
        let start = 0;
        while (start < group.terms.length) {
          const term = group.terms[start] as string;
          const prefix = term.slice(0, length);
          const end = term.length < length ? start + 1 : run(group.terms, prefix)[1];
          if (end - start > 1 && isCjkTerm(prefix) === group.cjk) {
            this.shortPrefix(prefix);
            covered += end - start;
            if (covered >= PREPARE_STEP_TERMS) {
              covered = 0;
              yield;
            }
          }
          start = end;
        }
      }
    }
  }

  prepare(): void {
    for (const _ of this.preparing());
  }

  private groupOf(term: string): TermGroup {
    return isCjkTerm(term) ? this.cjk : this.latin;
  }

  /** Drops the remembered typo lookups. */
  forget(): void {
    this.fuzzyMemo.clear();
  }

  get termCount(): number {
    return this.places.size;
  }

  exact(term: string): Postings | undefined {
    const place = this.places.get(term);
    if (place === undefined) return undefined;
    return place >= 0 ? view(this.latin.postings, place) : view(this.cjk.postings, -1 - place);
  }

  /** Every term starting with `prefix` (the prefix itself included), among terms of its script. */
  prefix(prefix: string): TermMatch[] {
    const { terms, postings } = this.groupOf(prefix);
    const found: TermMatch[] = [];
    for (let i = lowerBound(terms, prefix); i < terms.length; i++) {
      const term = terms[i] as string;
      if (!term.startsWith(prefix)) break;
      found.push([term, view(postings, i), 0]);
    }
    return found;
  }

  /**
   * The records holding a term that `prefix` begins (the terms `prefix(prefix)` lists), each once
   * with its best attribute, for a prefix of at most SHORT_PREFIX_LENGTH UTF-16 units: merged when
   * the index was built.
   */
  shortPrefix(prefix: string): Postings {
    if (prefix.length > SHORT_PREFIX_LENGTH) throw new RangeError(`Not a short prefix: ${prefix}`);
    const group = this.groupOf(prefix);
    const known = group.unions.get(prefix);
    if (known) return known;
    // Terms sharing a prefix are neighbours once sorted.
    const [start, end] = run(group.terms, prefix);
    if (end - start <= 1) return end > start ? view(group.postings, start) : EMPTY;
    const union = merged(group.postings, start, end, this.best);
    group.unions.set(prefix, union);
    return union;
  }

  /**
   * Every non-CJK term within `maxTypos` typos of `term` (the term itself included). A typo is a
   * letter missing, added or replaced, or two neighbours swapped ("depoly" for "deploy"), as
   * search engines count them (the Levenshtein search of the tree counts a swap as two edits: each
   * swapped form of the term is looked up with one typo less).
   */
  fuzzy(term: string, maxTypos: number): TermMatch[] {
    const key = `${maxTypos}:${term}`;
    const memo = this.fuzzyMemo.get(key);
    if (memo) return memo;
    const tree = this.latinTree;
    const best = new Map<string, [place: number, typos: number]>();
    const keep = (match: string, place: number, typos: number) => {
      const known = best.get(match);
      if (!known || typos < known[1]) best.set(match, [place, typos]);
    };
    for (const [match, [place, typos]] of tree.fuzzyGet(term, maxTypos)) keep(match, place, typos);
    if (maxTypos > 0) {
      for (let i = 0; i + 1 < term.length; i++) {
        if (term[i] === term[i + 1]) continue;
        const swapped = `${term.slice(0, i)}${term[i + 1]}${term[i]}${term.slice(i + 2)}`;
        if (maxTypos === 1) {
          const place = tree.get(swapped);
          if (place !== undefined) keep(swapped, place, 1);
        } else {
          for (const [match, [place, typos]] of tree.fuzzyGet(swapped, maxTypos - 1)) {
            keep(match, place, typos + 1);
          }
        }
      }
    }
    const { postings } = this.latin;
    const found: TermMatch[] = [];
    for (const [match, [place, typos]] of best) found.push([match, view(postings, place), typos]);
    if (this.fuzzyMemo.size >= MEMO_FUZZY_ENTRIES) this.fuzzyMemo.clear();
    this.fuzzyMemo.set(key, found);
    return found;
  }
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
