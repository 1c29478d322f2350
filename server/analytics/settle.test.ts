import { describe, expect, it } from 'vitest';
import { CHAIN_GAP_MS, type SearchForSettling, settle } from './settle.ts';

let id = 0;
/** A reader's searches, `gap` milliseconds apart. */
function typed(
  queries: string[],
  options: { token?: string | null; start?: number; gap?: number; index?: string } = {},
): SearchForSettling[] {
  const { token = 'anon-1', start = 0, gap = 200, index = 'docs_en' } = options;
  return queries.map((query, i) => ({
    queryId: `q${++id}`,
    at: start + i * gap,
    indexName: index,
    query,
    userToken: token,
  }));
}

const settledQueries = (searches: SearchForSettling[], decideBefore?: number) => {
  const flags = settle(searches, decideBefore);
  return searches.filter((s) => flags.get(s.queryId)).map((s) => s.query);
};

describe('settled queries', () => {
  it('counts a query typed letter by letter once, as its last state', () => {
    expect(settledQueries(typed(['d', 'do', 'doc', 'docs']))).toEqual(['docs']);
  });

  it('follows deletions and corrections within one typing run', () => {
    expect(settledQueries(typed(['p', 'pl', 'plg', 'pl', 'plu', 'plug', 'plugin']))).toEqual([
      'plugin',
    ]);
  });

  it('ignores case and repeated spaces, and counts Chinese input the same way', () => {
    expect(settledQueries(typed(['Dev', 'dev  ', 'DEV S', 'dev server']))).toEqual(['dev server']);
    expect(settledQueries(typed(['国', '国际', '国际化']))).toEqual(['国际化']);
  });

  it('settles a query the reader paused at before typing on', () => {
    const searches = [
      ...typed(['ins', 'install'], { start: 0 }),
      ...typed(['install plugin'], { start: 200 + CHAIN_GAP_MS + 1 }),
    ];
    expect(settledQueries(searches)).toEqual(['install', 'install plugin']);
  });

  it('settles a query followed by an unrelated one', () => {
    expect(settledQueries(typed(['sidebar', 'theme']))).toEqual(['sidebar', 'theme']);
  });

  it('keeps readers and indexes apart', () => {
    const searches = [
      ...typed(['nav'], { token: 'anon-a', start: 0 }),
      ...typed(['navbar'], { token: 'anon-b', start: 100 }),
      ...typed(['navb'], { token: 'anon-a', index: 'docs_zh', start: 150 }),
    ];
    expect(settledQueries(searches)).toEqual(['nav', 'navbar', 'navb']);
  });

  it('settles every search without a token, and none that is blank', () => {
    expect(settledQueries(typed(['a', 'ab'], { token: null }))).toEqual(['a', 'ab']);
    expect(settledQueries(typed(['  '], { token: 'anon-x' }))).toEqual([]);
  });

  it('leaves searches at or after decideBefore undecided, using them only as successors', () => {
    const searches = typed(['ro', 'rou', 'route'], { start: 0, gap: 1000 });
    const flags = settle(searches, 2000);
    expect(
      [...flags.entries()].map(([queryId, value]) => [
        searches.find((s) => s.queryId === queryId)?.query,
        value,
      ]),
    ).toEqual([
      ['ro', false],
      ['rou', false],
    ]);
  });
});
