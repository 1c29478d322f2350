import { describe, expect, it } from 'vitest';
import { ResultCache } from './resultCache.ts';

/** Bytes an entry costs: UTF-16 code units of key and value. */
const cost = (key: string, value: string) => (key.length + value.length) * 2;

describe('ResultCache', () => {
  it('returns what was stored', () => {
    const cache = new ResultCache(1024);
    cache.set('a', '{"hits":[]}');
    expect(cache.get('a')).toBe('{"hits":[]}');
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the least recently used entries once full', () => {
    const cache = new ResultCache(cost('a', 'xxxx') * 2);
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.get('a'); // a is now more recent than b
    cache.set('c', 'zzzz');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('xxxx');
    expect(cache.get('c')).toBe('zzzz');
    expect(cache.size).toBe(2);
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new ResultCache(cost('a', 'xxxx') * 2);
    cache.set('a', 'xxxx');
    cache.set('a', 'wwww');
    cache.set('b', 'yyyy');
    expect(cache.get('a')).toBe('wwww');
    expect(cache.get('b')).toBe('yyyy');
  });

  it('never stores an answer larger than the whole cache, and a size of 0 stores nothing', () => {
    const small = new ResultCache(10);
    small.set('a', 'far too long for this cache');
    expect(small.size).toBe(0);
    const off = new ResultCache(0);
    off.set('a', 'b');
    expect(off.get('a')).toBeUndefined();
  });
});
