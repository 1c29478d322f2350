import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../tests/support/searchFixtures.ts';
import { type Postings, SHORT_PREFIX_LENGTH, TermIndex } from './termIndex.ts';
import { isCjkTerm } from './tokenize.ts';

const LETTERS = ['a', 'b', 'c', 'd', 'e', 's', 'i', 'de', 'sid', '1', '侧', '边', '栏', '国', '际'];

/** A vocabulary of related terms (shared prefixes, near misses), Latin and Chinese, and records. */
function corpus(seed: number) {
  const next = seededRandom(seed);
  const vocabulary = new Set<string>();
  while (vocabulary.size < 300) {
    let term = '';
    const parts = 1 + Math.floor(next() * 4);
    for (let i = 0; i < parts; i++) term += LETTERS[Math.floor(next() * LETTERS.length)];
    vocabulary.add(term);
  }
  const words = [...vocabulary];
  const records = Array.from({ length: 120 }, () =>
    Array.from({ length: 3 }, () =>
      Array.from(
        { length: Math.floor(next() * 6) },
        () => words[Math.floor(next() * words.length)] as string,
      ),
    ),
  );
  // The indexed terms: those some record holds.
  const terms = [...new Set(records.flat(2))];
  return { terms, records, index: TermIndex.build(records) };
}

/** What a prefix lookup should give: every record holding a term it begins, with its best attribute. */
function expectedPrefix(records: string[][][], prefix: string): Map<number, number> {
  const expected = new Map<number, number>();
  records.forEach((attributes, record) => {
    attributes.forEach((terms, attribute) => {
      for (const term of terms) {
        if (!term.startsWith(prefix) || isCjkTerm(term) !== isCjkTerm(prefix)) continue;
        const known = expected.get(record);
        if (known === undefined || attribute < known) expected.set(record, attribute);
      }
    });
  });
  return expected;
}

function asMap({ records, attributes }: Postings): Map<number, number> {
  return new Map(Array.from(records, (record, k) => [record, attributes[k] as number]));
}

function levenshtein(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        (row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
        (row[j] as number) + 1,
        (next[j - 1] as number) + 1,
      );
    }
    row = next;
  }
  return row[b.length] as number;
}

describe('TermIndex short prefixes (merged when the index is built)', () => {
  it('give, for every prefix of one or two units, the records and best attributes of the terms it begins', () => {
    for (const seed of [1, 2, 3]) {
      const { terms, records, index } = corpus(seed);
      const prefixes = new Set<string>(['z', '侧z', '']);
      for (const term of terms) {
        for (let length = 1; length <= SHORT_PREFIX_LENGTH; length++) {
          prefixes.add(term.slice(0, length));
        }
      }
      prefixes.delete('');
      for (const prefix of prefixes) {
        const fast = index.shortPrefix(prefix);
        // Ascending records, each once.
        expect(Array.from(fast.records)).toEqual([...new Set(fast.records)].sort((a, b) => a - b));
        expect(asMap(fast)).toEqual(expectedPrefix(records, prefix));
        // The same records the term-by-term lookup finds.
        const slow = new Map<number, number>();
        for (const [, postings] of index.prefix(prefix)) {
          postings.records.forEach((record, k) => {
            const attribute = postings.attributes[k] as number;
            const known = slow.get(record);
            if (known === undefined || attribute < known) slow.set(record, attribute);
          });
        }
        expect(asMap(fast)).toEqual(slow);
      }
    }
  });

  it('are only for short prefixes', () => {
    const { index } = corpus(4);
    expect(() => index.shortPrefix('sid')).toThrow(RangeError);
  });
});

describe('TermIndex typo lookups', () => {
  /** Typos as the index counts them: edits, where a swap of two neighbours counts one. */
  const typos = (term: string, query: string) => {
    let fewest = levenshtein(term, query);
    for (let i = 0; i + 1 < query.length; i++) {
      if (query[i] === query[i + 1]) continue;
      const swapped = `${query.slice(0, i)}${query[i + 1]}${query[i]}${query.slice(i + 2)}`;
      fewest = Math.min(fewest, 1 + levenshtein(term, swapped));
    }
    return fewest;
  };

  it('count two neighbours swapped as one typo', () => {
    const index = TermIndex.build([[['deploy', 'deployment', 'sidebar']]]);
    const found = (query: string, maxTypos: number) =>
      index
        .fuzzy(query, maxTypos)
        .map(([term, , count]) => `${term}:${count}`)
        .sort();
    expect(found('depoly', 1)).toEqual(['deploy:1']);
    expect(found('sdiebr', 2)).toEqual(['sidebar:2']);
    expect(found('sdiebr', 1)).toEqual([]);
  });

  it('find exactly the Latin terms within the typos, with their count', () => {
    for (const seed of [5, 6]) {
      const { terms, index } = corpus(seed);
      const latin = terms.filter((term) => !isCjkTerm(term));
      const next = seededRandom(seed);
      const queries = new Set<string>(['sidebar', 'desi', 'zzz', 'a', '1a1']);
      for (let i = 0; i < 150; i++) {
        const term = latin[Math.floor(next() * latin.length)] as string;
        const at = Math.floor(next() * (term.length + 1));
        queries.add(term.slice(0, at) + 'xyz'[Math.floor(next() * 3)] + term.slice(at + 1));
        queries.add(term + term.slice(0, Math.floor(next() * 3)));
        const swap = Math.floor(next() * Math.max(1, term.length - 1));
        queries.add(
          `${term.slice(0, swap)}${term.slice(swap + 1, swap + 2)}${term.slice(swap, swap + 1)}${term.slice(swap + 2)}`,
        );
      }
      for (const query of queries) {
        for (const maxTypos of [1, 2]) {
          const expected = latin
            .map((term) => `${term}:${typos(term, query)}`)
            .filter((entry) => Number(entry.split(':').at(-1)) <= maxTypos)
            .sort();
          const found = index
            .fuzzy(query, maxTypos)
            .map(([term, , typos]) => `${term}:${typos}`)
            .sort();
          expect(found, `${query} within ${maxTypos}`).toEqual(expected);
        }
      }
    }
  });
});
