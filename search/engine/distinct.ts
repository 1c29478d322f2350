/**
 * `distinct`: at most so many hits per URL. Counters per URL that need no clearing between
 * counts: each count takes a new stamp, and a URL's counter is valid only under the stamp it
 * carries.
 */
export class DistinctCounter {
  private readonly urlIds: Uint32Array;
  /** Per URL: hits counted so far, valid when its stamp is the current one. */
  readonly urlCount: Uint32Array;
  readonly urlStamp: Uint32Array;
  /** Per URL: the worst key refined so far (see `settle`), valid as `urlCount`. */
  readonly urlWorst: Float64Array;
  private stamp = 0;

  /** @param urlIds the URL of each record, as a number below the number of records */
  constructor(urlIds: Uint32Array) {
    this.urlIds = urlIds;
    this.urlCount = new Uint32Array(urlIds.length);
    this.urlStamp = new Uint32Array(urlIds.length);
    this.urlWorst = new Float64Array(urlIds.length);
  }

  urlOf(record: number): number {
    return this.urlIds[record] as number;
  }

  /** A number no earlier use of the per-URL counters carries: they need no clearing. */
  nextStamp(): number {
    if (this.stamp === 0xffffffff) {
      this.urlStamp.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** Counts `record` in its URL; whether `distinct` keeps it (always when `distinct` is 0). */
  keeps(record: number, distinct: number, stamp: number): boolean {
    if (distinct === 0) return true;
    const { urlStamp, urlCount } = this;
    const url = this.urlIds[record] as number;
    if (urlStamp[url] !== stamp) {
      urlStamp[url] = stamp;
      urlCount[url] = 0;
    }
    urlCount[url] = (urlCount[url] as number) + 1;
    return (urlCount[url] as number) <= distinct;
  }

  /** The first `limit` records of `records` (in order) that `distinct` keeps. */
  firstKept(records: ArrayLike<number>, distinct: number, limit: number): number[] {
    const stamp = this.nextStamp();
    const kept: number[] = [];
    for (let i = 0; i < records.length && kept.length < limit; i++) {
      const record = records[i] as number;
      if (this.keeps(record, distinct, stamp)) kept.push(record);
    }
    return kept;
  }

  /** How many of `records` `distinct` keeps. */
  countKept(records: ArrayLike<number>, distinct: number): number {
    const stamp = this.nextStamp();
    let kept = 0;
    for (let i = 0; i < records.length; i++) {
      if (this.keeps(records[i] as number, distinct, stamp)) kept++;
    }
    return kept;
  }
}
