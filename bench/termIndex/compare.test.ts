import { describe, expect, it } from 'vitest';
import { compareHits, isSame } from './compare.ts';
import type { TermHits } from './retrieval.ts';

function hits(rows: [record: number, attribute: number, typos: number, exact: number][]): TermHits {
  return {
    records: Uint32Array.from(rows, ([record]) => record),
    attributes: Uint8Array.from(rows, ([, attribute]) => attribute),
    typos: Uint8Array.from(rows, ([, , typos]) => typos),
    exact: Uint8Array.from(rows, ([, , , exact]) => exact),
  };
}

describe('compareHits', () => {
  it('finds no difference between equal answers', () => {
    const a = hits([
      [1, 0, 0, 1],
      [5, 6, 1, 0],
    ]);
    const b = hits([
      [1, 0, 0, 1],
      [5, 6, 1, 0],
    ]);
    expect(isSame(compareHits(a, b))).toBe(true);
  });

  it('lists records only one side holds, at either end and in between', () => {
    const a = hits([
      [0, 0, 0, 1],
      [3, 0, 0, 1],
      [9, 0, 0, 1],
    ]);
    const b = hits([
      [3, 0, 0, 1],
      [4, 0, 0, 1],
      [12, 0, 0, 1],
    ]);
    const difference = compareHits(a, b);
    expect(difference.onlyA).toEqual([0, 9]);
    expect(difference.onlyB).toEqual([4, 12]);
    expect(isSame(difference)).toBe(false);
  });

  it('lists records both hold but read differently, with both values', () => {
    const a = hits([
      [2, 1, 0, 1],
      [7, 6, 2, 0],
    ]);
    const b = hits([
      [2, 0, 0, 0],
      [7, 6, 1, 0],
    ]);
    const difference = compareHits(a, b);
    expect(difference.attribute).toEqual([[2, 1, 0]]);
    expect(difference.exact).toEqual([[2, 1, 0]]);
    expect(difference.typos).toEqual([[7, 2, 1]]);
    expect(difference.onlyA).toEqual([]);
    expect(difference.onlyB).toEqual([]);
  });

  it('compares an empty answer with a full one', () => {
    const difference = compareHits(hits([]), hits([[1, 0, 0, 1]]));
    expect(difference.onlyB).toEqual([1]);
    expect(isSame(compareHits(hits([]), hits([])))).toBe(true);
  });
});
