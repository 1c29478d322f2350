import SearchableMap from 'minisearch/SearchableMap';
import { packNumbers, unpackNumbers } from './packedNumbers.ts';
import { isCjkTerm } from './tokenize.ts';

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

export interface Postings {
  /** Record numbers, ascending. */
  readonly records: Uint32Array;
  /** For each record, the index of the first attribute the term appears in. */
  readonly attributes: Uint8Array;
}

/** A term and the edit distance between it and what was looked up. */
export type TermMatch = [term: string, postings: Postings, typos: number];

/** Prefixes up to this many UTF-16 units have their postings merged when the index is built. */
export const SHORT_PREFIX_LENGTH = 2;
/**
 * Typo lookups kept: the costliest lookup, and a reader typing "sidebar c", "sidebar co"… asks for
 * the same complete word at every keystroke.
 */
const MEMO_FUZZY_ENTRIES = 1000;
const NO_ATTRIBUTE = 255;
/** Short-prefix runs merged per step of `preparing`: a few milliseconds of work. */
const PREPARE_STEP_TERMS = 400;
const EMPTY: Postings = { records: new Uint32Array(0), attributes: new Uint8Array(0) };

/**
 * Postings packed end to end: list i is [starts[i], starts[i + 1]) of `records` and `attributes`.
 * A few large arrays rather than two small ones per term: the garbage collector walks every object
 * that stays alive, and an index has tens of thousands of terms.
 */
interface PackedPostings {
  starts: Uint32Array;
  records: Uint32Array;
  attributes: Uint8Array;
}

function view(packed: PackedPostings, i: number): Postings {
  const start = packed.starts[i] as number;
  const end = packed.starts[i + 1] as number;
  return {
    records: packed.records.subarray(start, end),
    attributes: packed.attributes.subarray(start, end),
  };
}

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

/** Builds packed postings from lists of [record, attribute, record, attribute…]. */
function pack(lists: readonly number[][]): PackedPostings {
  const starts = new Uint32Array(lists.length + 1);
  let total = 0;
  for (let i = 0; i < lists.length; i++) {
    starts[i] = total;
    total += (lists[i] as number[]).length / 2;
  }
  starts[lists.length] = total;
  const records = new Uint32Array(total);
  const attributes = new Uint8Array(total);
  let at = 0;
  for (const list of lists) {
    for (let k = 0; k < list.length; k += 2) {
      records[at] = list[k] as number;
      attributes[at] = list[k + 1] as number;
      at++;
    }
  }
  return { starts, records, attributes };
}

/**
 * The postings of terms `from`…`to` (exclusive) merged: each record once, ascending, with the best
 * (lowest) attribute any of them gives it. `best` is scratch space, one slot per record, all
 * NO_ATTRIBUTE on entry and on return.
 */
function merged(postings: PackedPostings, from: number, to: number, best: Uint8Array): Postings {
  const start = postings.starts[from] as number;
  const end = postings.starts[to] as number;
  const touched = new Uint32Array(end - start);
  let count = 0;
  for (let k = start; k < end; k++) {
    const record = postings.records[k] as number;
    const attribute = postings.attributes[k] as number;
    const known = best[record] as number;
    if (known === NO_ATTRIBUTE) touched[count++] = record;
    if (attribute < known) best[record] = attribute;
  }
  const records = touched.slice(0, count).sort();
  const attributes = new Uint8Array(count);
  for (let k = 0; k < count; k++) {
    const record = records[k] as number;
    attributes[k] = best[record] as number;
    best[record] = NO_ATTRIBUTE;
  }
  return { records, attributes };
}

/** One more than the highest record number of some postings. */
function recordsSpanned(postings: PackedPostings): number {
  let highest = -1;
  for (let i = 0; i + 1 < postings.starts.length; i++) {
    const end = postings.starts[i + 1] as number;
    // Each list is ascending: its last record is its highest.
    if (end > (postings.starts[i] as number)) {
      highest = Math.max(highest, postings.records[end - 1] as number);
    }
  }
  return highest + 1;
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
 * A term index as written into the index file when the site is built, so that a browser answers
 * its first query without tokenizing every record: per script group, the sorted terms and their
 * postings (list lengths, record numbers as gaps from the previous one, attributes; each as packed
 * numbers, packedNumbers.ts). The merged lists of the short prefixes are not written: merging one
 * when it is first looked up costs less than downloading them all.
 */
export interface SerializedTermIndex {
  format: typeof SERIALIZED_FORMAT;
  latin: SerializedGroup;
  cjk: SerializedGroup;
}

interface SerializedGroup {
  terms: string[];
  postings: SerializedPostings;
}

interface SerializedPostings {
  /** How many lists. */
  lists: number;
  /** How many postings in all. */
  postings: number;
  lengths: string;
  gaps: string;
  attributes: string;
}

/** Bumped whenever the tokenizer, the attributes or this format change: older files are rebuilt. */
export const SERIALIZED_FORMAT = 2;

function serializePostings(packed: PackedPostings): SerializedPostings {
  const lists = packed.starts.length - 1;
  const lengths = new Uint32Array(lists);
  const gaps = new Uint32Array(packed.records.length);
  for (let i = 0; i < lists; i++) {
    const start = packed.starts[i] as number;
    const end = packed.starts[i + 1] as number;
    lengths[i] = end - start;
    let previous = 0;
    for (let k = start; k < end; k++) {
      gaps[k] = (packed.records[k] as number) - previous;
      previous = packed.records[k] as number;
    }
  }
  return {
    lists,
    postings: gaps.length,
    lengths: packNumbers(lengths),
    gaps: packNumbers(gaps),
    attributes: packNumbers(packed.attributes),
  };
}

function deserializePostings(serialized: SerializedPostings): PackedPostings {
  const lengths = unpackNumbers(serialized.lengths, serialized.lists);
  const records = unpackNumbers(serialized.gaps, serialized.postings);
  const starts = new Uint32Array(lengths.length + 1);
  let at = 0;
  for (let i = 0; i < lengths.length; i++) {
    starts[i] = at;
    let previous = 0;
    const end = at + (lengths[i] as number);
    if (end > records.length) throw new RangeError('Term index lists longer than their postings.');
    for (; at < end; at++) {
      previous += records[at] as number;
      records[at] = previous;
    }
  }
  starts[lengths.length] = at;
  return {
    starts,
    records,
    attributes: Uint8Array.from(unpackNumbers(serialized.attributes, serialized.postings)),
  };
}

function serializeGroup(group: TermGroup): SerializedGroup {
  return { terms: group.terms, postings: serializePostings(group.postings) };
}

function deserializeGroup(serialized: SerializedGroup, cjk: boolean): TermGroup {
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

  /** Every non-CJK term within `maxTypos` edits of `term` (the term itself included). */
  fuzzy(term: string, maxTypos: number): TermMatch[] {
    const key = `${maxTypos}:${term}`;
    const memo = this.fuzzyMemo.get(key);
    if (memo) return memo;
    const { postings } = this.latin;
    const found: TermMatch[] = [];
    for (const [match, [place, typos]] of this.latinTree.fuzzyGet(term, maxTypos)) {
      found.push([match, view(postings, place), typos]);
    }
    if (this.fuzzyMemo.size >= MEMO_FUZZY_ENTRIES) this.fuzzyMemo.clear();
    this.fuzzyMemo.set(key, found);
    return found;
  }
}
