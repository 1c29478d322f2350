import { describe, expect, it } from 'vitest';
import { QUERIES } from './queries.ts';
import { isOffTopic, type RelevanceQuery, suiteProblems } from './suite.ts';

describe('the relevance suite', () => {
  it('follows its rules', () => {
    expect(suiteProblems(QUERIES)).toEqual([]);
  });

  it('has at least 70 queries per language and 15 off-topic ones', () => {
    const onTopic = (lang: string) => QUERIES.filter((q) => q.lang === lang && !isOffTopic(q));
    expect(onTopic('en').length).toBeGreaterThanOrEqual(70);
    expect(onTopic('zh').length).toBeGreaterThanOrEqual(70);
    expect(QUERIES.filter(isOffTopic).length).toBeGreaterThanOrEqual(15);
    expect(QUERIES.length).toBeGreaterThanOrEqual(150 + 15);
  });
});

describe('suiteProblems', () => {
  const query = (overrides: Partial<RelevanceQuery> & Record<string, unknown>) =>
    ({
      lang: 'en',
      query: 'deploy',
      intent: 'publish the site',
      accept: ['/guide/basic/deploy'],
      ...overrides,
    }) as RelevanceQuery;

  it('finds duplicates, empty fields and routes of the wrong language', () => {
    expect(
      suiteProblems([
        query({}),
        query({ query: 'Deploy ' }),
        query({ query: 'x', intent: ' ' }),
        query({ query: 'y', accept: [] }),
        query({ query: 'z', lang: 'zh' }),
        query({ query: 'w', accept: ['guide/basic/deploy'] }),
      ]),
    ).toEqual([
      'en "Deploy " is in the suite twice',
      'en "x" has no intent',
      'en "y" accepts no page',
      'zh "z": "/guide/basic/deploy" is not a page of the zh site',
      'en "w": "guide/basic/deploy" is not a route path',
    ]);
  });

  it('lets an off-topic query accept nothing', () => {
    expect(
      suiteProblems([{ lang: 'zh', query: '量子计算', intent: 'physics', offTopic: true }]),
    ).toEqual([]);
  });
});

describe('the held-out set', () => {
  it('follows the rules, has 100 queries and shares none with the tuning suite', async () => {
    const { HELD_OUT } = await import('./heldOut.ts');
    expect(suiteProblems(HELD_OUT)).toEqual([]);
    expect(HELD_OUT.filter((q) => !isOffTopic(q)).length).toBeGreaterThanOrEqual(100);
    const tuning = new Set(QUERIES.map((q) => `${q.lang}\u0000${q.query.trim().toLowerCase()}`));
    const shared = HELD_OUT.filter((q) =>
      tuning.has(`${q.lang}\u0000${q.query.trim().toLowerCase()}`),
    );
    expect(shared.map((q) => q.query)).toEqual([]);
  });
});
