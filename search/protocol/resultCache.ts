/**
 * Recent answers of the search API, as the UTF-8 JSON sent on the wire: readers type letter by letter,
 * and the same prefixes ("s", "si", "sid"…) come from every reader, so most queries have been
 * answered before. Least recently used answers go first once the cache holds `maxBytes`.
 */
export class ResultCache {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;
  readonly maxBytes: number;
  /** Lookups answered from the cache and not, since it was made (for the server's metrics). */
  hits = 0;
  misses = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Uint8Array | undefined {
    const value = this.entries.get(key);
    if (value === undefined) this.misses++;
    else this.hits++;
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Uint8Array): void {
    const cost = key.length * 2 + value.length;
    if (cost > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= key.length * 2 + old.length;
    }
    this.entries.set(key, value);
    this.bytes += cost;
    for (const [oldest, oldValue] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldest.length * 2 + oldValue.length;
    }
  }
}
