import type { TermHits } from './retrieval.ts';

/** How two answers to one query term differ: records only one holds, and records read differently. */
export interface HitsDifference {
  onlyA: number[];
  onlyB: number[];
  /** Records both hold with a different best attribute / typo count / exactness: [record, a, b]. */
  attribute: [record: number, a: number, b: number][];
  typos: [record: number, a: number, b: number][];
  exact: [record: number, a: number, b: number][];
}

/** Compares two answers (records ascending, as `TermHits` holds them). */
export function compareHits(a: TermHits, b: TermHits): HitsDifference {
  const difference: HitsDifference = { onlyA: [], onlyB: [], attribute: [], typos: [], exact: [] };
  let i = 0;
  let j = 0;
  while (i < a.records.length || j < b.records.length) {
    const ra = i < a.records.length ? (a.records[i] as number) : Number.POSITIVE_INFINITY;
    const rb = j < b.records.length ? (b.records[j] as number) : Number.POSITIVE_INFINITY;
    if (ra < rb) {
      difference.onlyA.push(ra);
      i++;
    } else if (rb < ra) {
      difference.onlyB.push(rb);
      j++;
    } else {
      for (const key of ['attributes', 'typos', 'exact'] as const) {
        const va = a[key][i] as number;
        const vb = b[key][j] as number;
        if (va !== vb) difference[key === 'attributes' ? 'attribute' : key].push([ra, va, vb]);
      }
      i++;
      j++;
    }
  }
  return difference;
}

export function isSame(difference: HitsDifference): boolean {
  return (
    difference.onlyA.length === 0 &&
    difference.onlyB.length === 0 &&
    difference.attribute.length === 0 &&
    difference.typos.length === 0 &&
    difference.exact.length === 0
  );
}
