import { describe, expect, it, vi } from 'vitest';
import { chineseIndex, englishIndex } from '../../tests/support/searchFixtures.ts';
import { answer } from '../protocol/answer.ts';
import { docsearchQuery } from '../protocol/docsearchRequest.ts';
import { parseSearchParams } from '../protocol/params.ts';
import { warmingUp } from '../protocol/warmUp.ts';
import { SearchEngine } from './engine.ts';
import type { ParsedQuery } from './query.ts';

/**
 * Query objects are never changed once parsed (search/README.md, "Speed"): V8 compiles the search
 * code for the fields as it first saw them, and a field rewritten or added later would throw the
 * optimized code away. Here every parsed query is frozen, to its last term, before the engine
 * sees it: any write to one throws (modules run in strict mode), and the test fails.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

vi.mock('./query.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./query.ts')>();
  return {
    ...actual,
    parseQuery: (...args: Parameters<typeof actual.parseQuery>) =>
      deepFreeze(actual.parseQuery(...args)),
  };
});

const QUERIES = [
  's',
  'si',
  'sidebar',
  'sidebar ',
  'sidbar',
  'how to',
  'how to configure the sidebar',
  'dev server',
  'globalStyles',
  'global styles',
  'qzxjv',
  'plugin qzxjv',
  '-',
  '侧',
  '侧边栏',
  '如何 配置 侧边栏',
  'Rspress 插件',
];

/** The field names of an object, in order: its shape, as V8's hidden classes follow it. */
const shape = (value: object) => Object.keys(value).join(',');

describe('parsed queries', () => {
  it.each([
    ['en', englishIndex],
    ['zh', chineseIndex],
  ] as const)(
    'are never written once parsed: every path of the warm-up and of answers (%s)',
    (_lang, index) => {
      const engine = new SearchEngine(index());
      expect(Object.isFrozen(engine.parse('sidebar').words[0]?.alternatives[0]?.terms[0])).toBe(
        true,
      );
      for (const _ of warmingUp(engine));
      for (const query of QUERIES) {
        for (const extra of [{}, { distinct: 0, hitsPerPage: 3, page: 1 }]) {
          const params = { ...docsearchQuery(query, engine.indexName), ...extra };
          expect(() => answer(engine, parseSearchParams(params)), query).not.toThrow();
        }
      }
    },
  );

  it('have one shape per kind of object, whatever the query', () => {
    const engine = new SearchEngine(englishIndex());
    const shapes = new Set<string>();
    for (const query of QUERIES) {
      const parsed: ParsedQuery = engine.parse(query);
      shapes.add(`query ${shape(parsed)}`);
      for (const word of parsed.words) {
        shapes.add(`word ${shape(word)}`);
        for (const alternative of word.alternatives) {
          shapes.add(`alternative ${shape(alternative)}`);
          for (const term of alternative.terms) shapes.add(`term ${shape(term)}`);
        }
      }
    }
    expect([...shapes].sort()).toEqual([
      'alternative terms,need',
      'query words,literal,identifier',
      'term term,forms,prefix,typos',
      'word text,alternatives,optional',
    ]);
  });
});
