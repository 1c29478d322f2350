import type { DistinctCounter } from './distinct.ts';
import { AT, CRITERIA, type CriterionName, criterionUnit } from './ranking.ts';

/**
 * Ordering by lower bounds: a query reads only what can change its page of hits. Every matching
 * record first gets a lower bound of its ranking key; records are then refined in the order of
 * their bounds, in doubling batches, until the refined ones ranked below the next bound fill the
 * page (see `settle`).
 */

/** What ordering keys needs of the engine: the record a key names, and `distinct`'s counters. */
export interface KeyOrder {
  recordOfKey(key: number): number;
  distinct: DistinctCounter;
}

/**
 * Orders records by their keys as far as the first `needed` hits need. `keys` holds a lower
 * bound of each record's key (none ranks a record worse than its key would); `refine` gives a
 * record's key from its bound; keys differ from bounds from criterion `from` on.
 *
 * Records are refined in the order of their bounds: first those that fill the page as their
 * bounds rank them (with `wholeRun`, when refining changes most keys, and the records tied with
 * the last of them on the criteria before `from`), then batches that double, each ending early with the records tied with
 * its first one on the criteria before `from` (refining cannot move a record out of such a
 * run, so a page is known once the run it ends in is read). It stops when the records refined
 * and ranked below the next bound fill the page (as `distinct` counts them): every record not
 * refined ranks after them, whatever its key, so they are the first hits, in order. A record
 * whose URL already has `distinct` records refined below its bound is passed over: `distinct`
 * would not show it before those, whatever its key. On return `keys` holds the keys read
 * (refined, or the bounds of records passed over), sorted, then the bounds of the rest, sorted,
 * each still a lower bound of its record's key.
 */
export function settle(
  order: KeyOrder,
  keys: Float64Array,
  refine: (record: number, bound: number) => number,
  from: CriterionName,
  params: { needed: number; distinct: number; wholeRun: boolean },
): void {
  const { needed, distinct } = params;
  keys.sort();
  if (needed <= 0 || keys.length === 0) return;
  const bounds = keys.slice();
  const tiedUnit = criterionUnit(from) * 2 ** (CRITERIA[AT[from]] as { bits: number }).bits;
  const { urlStamp, urlCount, urlWorst } = order.distinct;
  const urls = order.distinct.nextStamp();
  let read = 0;
  let end = Math.min(keys.length, fill(order, bounds, needed, distinct));
  if (params.wholeRun) {
    const tied = Math.floor((bounds[end - 1] as number) / tiedUnit);
    while (end < keys.length && Math.floor((bounds[end] as number) / tiedUnit) === tied) end++;
  }
  for (let batch = end; ; batch *= 2) {
    for (; read < end; read++) {
      const bound = bounds[read] as number;
      const record = order.recordOfKey(bound);
      const url = order.distinct.urlOf(record);
      if (urlStamp[url] !== urls) {
        urlStamp[url] = urls;
        urlCount[url] = 0;
        urlWorst[url] = 0;
      }
      if (
        distinct > 0 &&
        (urlCount[url] as number) >= distinct &&
        (urlWorst[url] as number) < bound
      ) {
        keys[read] = bound;
        continue;
      }
      const key = refine(record, bound);
      keys[read] = key;
      urlCount[url] = (urlCount[url] as number) + 1;
      if (key > (urlWorst[url] as number)) urlWorst[url] = key;
    }
    const refined = keys.subarray(0, read);
    refined.sort();
    if (read === keys.length) return;
    const next = bounds[read] as number;
    if (fill(order, refined, needed, distinct, next) < read + 1) return;
    const tied = Math.floor(next / tiedUnit);
    const most = Math.min(keys.length, read + batch);
    for (end = read + 1; end < most && Math.floor((bounds[end] as number) / tiedUnit) === tied; ) {
      end++;
    }
  }
}

/**
 * How many of the sorted `keys` (those below `below`) it takes to fill a page of `needed` hits
 * as `distinct` counts them; one more than their number when they do not fill it.
 */
export function fill(
  order: KeyOrder,
  keys: Float64Array,
  needed: number,
  distinct: number,
  below = Infinity,
): number {
  const stamp = order.distinct.nextStamp();
  let kept = 0;
  for (let i = 0; i < keys.length && (keys[i] as number) < below; i++) {
    if (
      order.distinct.keeps(order.recordOfKey(keys[i] as number), distinct, stamp) &&
      ++kept === needed
    ) {
      return i + 1;
    }
  }
  return keys.length + 1;
}
