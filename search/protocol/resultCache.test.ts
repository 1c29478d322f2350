import { describe, expect, it } from 'vitest';
import { ResultCache } from './resultCache.ts';

/** Bytes an entry costs: its key as UTF-16, its value's bytes. */
const cost = (key: string, value: string) => key.length * 2 + Buffer.byteLength(value);
const json = (text: string) => Buffer.from(text);
const text = (value: Uint8Array | undefined) =>
  value === undefined ? undefined : new TextDecoder().decode(value);

describe('ResultCache', () => {
  it('returns what was stored', () => {
    const cache = new ResultCache(1024);
    cache.set('a', json('{"hits":[]}'));
    expect(text(cache.get('a'))).toBe('{"hits":[]}');
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the least recently used entries once full', () => {
    const cache = new ResultCache(cost('a', 'xxxx') * 2);
    cache.set('a', json('xxxx'));
    cache.set('b', json('yyyy'));
    cache.get('a'); // a is now more recent than b
    cache.set('c', json('zzzz'));
    expect(cache.get('b')).toBeUndefined();
    expect(text(cache.get('a'))).toBe('xxxx');
    expect(text(cache.get('c'))).toBe('zzzz');
    expect(cache.size).toBe(2);
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new ResultCache(cost('a', 'xxxx') * 2);
    cache.set('a', json('xxxx'));
    cache.set('a', json('wwww'));
    cache.set('b', json('yyyy'));
    expect(text(cache.get('a'))).toBe('wwww');
    expect(text(cache.get('b'))).toBe('yyyy');
  });

  it('never stores an answer larger than the whole cache, and a size of 0 stores nothing', () => {
    const small = new ResultCache(10);
    small.set('a', json('far too long for this cache'));
    expect(small.size).toBe(0);
    const off = new ResultCache(0);
    off.set('a', json('b'));
    expect(off.get('a')).toBeUndefined();
  });
});
