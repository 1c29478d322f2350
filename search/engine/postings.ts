/**
 * Postings: the records holding a term, each with the first (best-ranked) attribute it appears
 * in, as flat typed arrays; packed end to end for a whole term group, merged for a prefix, and
 * written into the index file as packed numbers.
 */
import type { SerializedPostings } from '../types.ts';
import { packNumbers, unpackNumbers } from './packedNumbers.ts';

export interface Postings {
  /** Record numbers, ascending. */
  readonly records: Uint32Array;
  /** For each record, the index of the first attribute the term appears in. */
  readonly attributes: Uint8Array;
}

export const NO_ATTRIBUTE = 255;
export const EMPTY: Postings = { records: new Uint32Array(0), attributes: new Uint8Array(0) };

/**
 * Postings packed end to end: list i is [starts[i], starts[i + 1]) of `records` and `attributes`.
 * A few large arrays rather than two small ones per term: the garbage collector walks every object
 * that stays alive, and an index has tens of thousands of terms.
 */
export interface PackedPostings {
  starts: Uint32Array;
  records: Uint32Array;
  attributes: Uint8Array;
}

export function view(packed: PackedPostings, i: number): Postings {
  const start = packed.starts[i] as number;
  const end = packed.starts[i + 1] as number;
  return {
    records: packed.records.subarray(start, end),
    attributes: packed.attributes.subarray(start, end),
  };
}

/** Builds packed postings from lists of [record, attribute, record, attribute…]. */
export function pack(lists: readonly number[][]): PackedPostings {
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
export function merged(
  postings: PackedPostings,
  from: number,
  to: number,
  best: Uint8Array,
): Postings {
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
export function recordsSpanned(postings: PackedPostings): number {
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

export function serializePostings(packed: PackedPostings): SerializedPostings {
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

export function deserializePostings(serialized: SerializedPostings): PackedPostings {
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
