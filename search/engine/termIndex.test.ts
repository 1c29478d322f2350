import { describe, expect, it } from 'vitest';
import { TermIndex } from './termIndex.ts';

// Three records, two attributes each (e.g. a heading, then content).
const index = TermIndex.build([
  [['sidebar'], ['config', 'sidebar']],
  [['deploy'], ['sidebars', '侧边']],
  [[], ['side', '边栏', 'deploy']],
]);

const terms = (matches: [string, unknown, number][]) =>
  matches.map(([term, , typos]) => `${term}:${typos}`).sort();

describe('TermIndex', () => {
  it('lists each record once per term, with the first attribute holding it', () => {
    const sidebar = index.exact('sidebar');
    expect(Array.from(sidebar?.records ?? [])).toEqual([0]);
    expect(Array.from(sidebar?.attributes ?? [])).toEqual([0]);
    const deploy = index.exact('deploy');
    expect(Array.from(deploy?.records ?? [])).toEqual([1, 2]);
    expect(Array.from(deploy?.attributes ?? [])).toEqual([0, 1]);
    expect(index.exact('missing')).toBeUndefined();
    expect(index.termCount).toBe(7);
  });

  it('finds every term a prefix begins, Latin or Chinese, the same on every call', () => {
    expect(terms(index.prefix('side'))).toEqual(['side:0', 'sidebar:0', 'sidebars:0']);
    expect(terms(index.prefix('s'))).toEqual(['side:0', 'sidebar:0', 'sidebars:0']);
    expect(terms(index.prefix('s'))).toEqual(terms(index.prefix('s')));
    expect(terms(index.prefix('侧'))).toEqual(['侧边:0']);
  });

  it('finds terms within the allowed typos, with their distance, never Chinese ones', () => {
    expect(terms(index.fuzzy('sidebr', 1))).toEqual(['sidebar:1']);
    expect(terms(index.fuzzy('sidebr', 2))).toEqual(['side:2', 'sidebar:1', 'sidebars:2']);
    // One edit turns 侧边 into 边边 or similar: CJK terms never take typos.
    expect(terms(index.fuzzy('边边', 1))).toEqual([]);
  });
});

describe('TermIndex as written into the index file', () => {
  it('answers every lookup as the index it was written from', () => {
    const written = JSON.parse(JSON.stringify(index.serialize()));
    const read = TermIndex.deserialize(written);
    for (const term of ['sidebar', 'deploy', 'side', '边栏', 'missing']) {
      expect(read.exact(term)).toEqual(index.exact(term));
    }
    for (const prefix of ['s', 'si', 'side', '侧', 'x']) {
      expect(terms(read.prefix(prefix))).toEqual(terms(index.prefix(prefix)));
      if (prefix.length <= 2) expect(read.shortPrefix(prefix)).toEqual(index.shortPrefix(prefix));
    }
    expect(terms(read.fuzzy('sidebr', 2))).toEqual(terms(index.fuzzy('sidebr', 2)));
    expect(read.termCount).toBe(index.termCount);
  });

  it('refuses a file written in another format', () => {
    expect(() => TermIndex.deserialize({ ...index.serialize(), format: 1 as 2 })).toThrow(
      /format 1/,
    );
  });
});
