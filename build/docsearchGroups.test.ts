import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCSEARCH_VERSION, groupInRuns } from './docsearchGroups.ts';

const require = createRequire(import.meta.url);
const dist = path.dirname(path.dirname(require.resolve('@docsearch/react/dist/esm/index.js')));
const installed = (build: 'esm' | 'umd') =>
  readFileSync(path.join(dist, build, 'index.js'), 'utf8');

/**
 * The modal's grouping statement of the rewritten module, run on its own: `groupBy` and `lvl0Of`
 * as DocSearch defines them (a plain object keyed by the group, at most `u` hits per group; the
 * group is `hierarchy.lvl0`).
 */
function runGrouping(code: string, hits: { lvl0: string; url: string }[], max = 5) {
  const statement = /m=\w+\(c,function\(\).*?searchSuggestions:ss\}\)/.exec(code)?.[0];
  if (!statement) throw new Error('no rewritten statement');
  const names = statement.match(
    /^m=(\w+)\(c,function\(\)\{var p,n=0;return function\(e\)\{var k=(\w+)\(e\)/,
  );
  const [, groupBy, lvl0Of] = names ?? [];
  const context: { searchSuggestions?: string[] } = {};
  const run = new Function(
    groupBy as string,
    lvl0Of as string,
    'c',
    'u',
    'i',
    'a',
    `var m,ss;${statement};return m;`,
  );
  const groups = run(
    (items: typeof hits, key: (hit: (typeof hits)[number]) => string, limit: number) => {
      const out: Record<string, typeof hits> = {};
      for (const item of items) {
        const name = key(item);
        out[name] ??= [];
        if ((out[name] as typeof hits).length < limit) (out[name] as typeof hits).push(item);
      }
      return out;
    },
    (hit: (typeof hits)[number]) => hit.lvl0,
    hits,
    max,
    { context: { searchSuggestions: [] } },
    (update: typeof context) => Object.assign(context, update),
  ) as Record<string, typeof hits>;
  return {
    groups: Object.values(groups).map((group) => [group[0]?.lvl0, group.map((hit) => hit.url)]),
    suggestions: context.searchSuggestions,
  };
}

const hits = [
  { lvl0: 'Guide', url: '/guide/a' },
  { lvl0: 'API', url: '/api/x' },
  { lvl0: 'Guide', url: '/guide/b' },
  { lvl0: 'Guide', url: '/guide/c' },
  { lvl0: 'API', url: '/api/y' },
];

describe('groupInRuns', () => {
  for (const build of ['esm', 'umd'] as const) {
    it(`rewrites the installed DocSearch ${DOCSEARCH_VERSION} (${build}) so that the hits keep the answer's order`, () => {
      const { groups, suggestions } = runGrouping(groupInRuns(installed(build)), hits);
      expect(groups).toEqual([
        ['Guide', ['/guide/a']],
        ['API', ['/api/x']],
        ['Guide', ['/guide/b', '/guide/c']],
        ['API', ['/api/y']],
      ]);
      // The no-results screen's suggestions: each group name once.
      expect(suggestions).toEqual(['Guide', 'API']);
    });
  }

  it('keeps at most maxResultsPerGroup hits in a run', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ lvl0: 'Guide', url: `/guide/${i}` }));
    const { groups } = runGrouping(groupInRuns(installed('esm')), many, 5);
    expect(groups).toEqual([
      ['Guide', ['/guide/0', '/guide/1', '/guide/2', '/guide/3', '/guide/4']],
    ]);
  });

  it('fails when the grouping is not in the module, or in it twice', () => {
    expect(() => groupInRuns('export const x = 1;', 'x.js')).toThrow(/found 0 times/);
    const code = installed('esm');
    const statement =
      /m=\w+\(c,\(function\(e\)\{return \w+\(e\)\}\),u\);.*?searchSuggestions:Object\.keys\(m\)\}\)/.exec(
        code,
      )?.[0];
    expect(() => groupInRuns(`${code};${statement}`)).toThrow(/found 2 times/);
  });
});
