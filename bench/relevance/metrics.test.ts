import { describe, expect, it } from 'vitest';
import {
  belowFloor,
  belowPeers,
  distinctPages,
  type FigureTable,
  type Floor,
  figures,
  figureTable,
  firstAcceptedRank,
  gateFailures,
  pageOf,
  type QueryOutcome,
} from './metrics.ts';

describe('pageOf', () => {
  it('drops the anchor, the query and the .html of a URL', () => {
    expect(pageOf('/guide/basic/deploy#github-pages')).toBe('/guide/basic/deploy');
    expect(pageOf('/zh/guide/basic/deploy.html')).toBe('/zh/guide/basic/deploy');
    expect(pageOf('/api/index.html')).toBe('/api/');
    expect(pageOf('/api/#overview')).toBe('/api/');
    expect(pageOf('https://rspress.rs/guide/basic/ssg.html?x=1#options')).toBe('/guide/basic/ssg');
    expect(pageOf('guide/basic/ssg')).toBe('/guide/basic/ssg');
  });
});

describe('distinctPages', () => {
  it('keeps each page once, where it first appears', () => {
    expect(distinctPages(['/a#x', '/b', '/a#y', '/c.html', '/b#z', '/c'])).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
    expect(distinctPages([])).toEqual([]);
  });
});

describe('firstAcceptedRank', () => {
  const answer = ['/a#1', '/a#2', '/b#1', '/c', '/b#2', '/d'];

  it('ranks by distinct page, not by hit', () => {
    expect(firstAcceptedRank(answer, ['/a'])).toBe(1);
    expect(firstAcceptedRank(answer, ['/b'])).toBe(2);
    expect(firstAcceptedRank(answer, ['/c'])).toBe(3);
    expect(firstAcceptedRank(answer, ['/d'])).toBe(4);
  });

  it('takes the first of several accepted pages, whatever the anchor given', () => {
    expect(firstAcceptedRank(answer, ['/d#x', '/c#y'])).toBe(3);
  });

  it('is null when no accepted page is in the answer', () => {
    expect(firstAcceptedRank(answer, ['/e'])).toBeNull();
    expect(firstAcceptedRank([], ['/a'])).toBeNull();
  });

  it('refuses a query without accepted pages', () => {
    expect(() => firstAcceptedRank(answer, [])).toThrow(/no accepted page/);
  });
});

const on = (lang: string, rank: number | null): QueryOutcome => ({
  lang,
  offTopic: false,
  rank,
  pages: 5,
});
const off = (lang: string, pages: number): QueryOutcome => ({
  lang,
  offTopic: true,
  rank: null,
  pages,
});

describe('figures', () => {
  it('computes top-1, top-3 and MRR over on-topic queries only', () => {
    const f = figures([on('en', 1), on('en', 2), on('en', 4), on('en', null), off('en', 0)]);
    expect(f.queries).toBe(4);
    expect(f.top1).toBe(1 / 4);
    expect(f.top3).toBe(2 / 4);
    expect(f.mrr).toBeCloseTo((1 + 1 / 2 + 1 / 4 + 0) / 4, 10);
  });

  it('computes off-topic precision: no results, and at most 5 pages', () => {
    const f = figures([off('zh', 0), off('zh', 5), off('zh', 6), off('zh', 0), on('zh', 1)]);
    expect(f.offTopicQueries).toBe(4);
    expect(f.offTopicEmpty).toBe(2 / 4);
    expect(f.offTopicAtMost5).toBe(3 / 4);
  });

  it('gives 0, not NaN, for an empty set', () => {
    expect(figures([])).toEqual({
      queries: 0,
      top1: 0,
      top3: 0,
      mrr: 0,
      offTopicQueries: 0,
      offTopicEmpty: 0,
      offTopicAtMost5: 0,
    });
  });

  it('splits by language and keeps the total', () => {
    const table = figureTable([on('en', 1), on('zh', null), off('zh', 0)]);
    expect(table.en.top1).toBe(1);
    expect(table.zh.top1).toBe(0);
    expect(table.zh.offTopicEmpty).toBe(1);
    expect(table.all.queries).toBe(2);
    expect(table.all.top1).toBe(1 / 2);
  });
});

describe('gateFailures', () => {
  const table = (value: number): FigureTable => {
    const f = { ...figures([]), top1: value, top3: value, mrr: value, offTopicEmpty: value };
    return { en: f, zh: f, all: f };
  };
  const floor = (value: number): Floor => {
    const f = { top1: value, top3: value, mrr: value, offTopicEmpty: value };
    return { en: f, zh: f, all: f };
  };
  /** A table at `value` everywhere but one metric of one scope. */
  const withFigure = (
    value: number,
    scope: keyof FigureTable,
    metric: 'top1' | 'top3' | 'mrr' | 'offTopicEmpty',
    figure: number,
  ): FigureTable => {
    const t = table(value);
    t[scope] = { ...t[scope], [metric]: figure };
    return t;
  };

  it('holds when ours are at or above the floor and every peer', () => {
    expect(
      gateFailures(table(0.5), floor(0.5), { Pagefind: table(0.5), Orama: table(0.4) }),
    ).toEqual([]);
    expect(belowFloor(table(0.5), floor(0.4))).toEqual([]);
    expect(belowPeers(table(0.5), { Pagefind: table(0.4), MiniSearch: table(0.5) })).toEqual([]);
    expect(belowPeers(table(0.5), {})).toEqual([]);
  });

  it('names the metric that drops below the floor', () => {
    const ours = withFigure(0.5, 'zh', 'top3', 0.3);
    expect(belowFloor(ours, floor(0.4))).toEqual(['zh top-3: ours 0.300 < floor 0.400']);
    expect(gateFailures(ours, floor(0.4), { Pagefind: table(0.2) })).toEqual([
      'zh top-3: ours 0.300 < floor 0.400',
    ]);
  });

  it('lists floor failures, then peer ones', () => {
    const ours = withFigure(0.5, 'all', 'offTopicEmpty', 0.1);
    expect(gateFailures(ours, floor(0.2), { Pagefind: table(0.4) })).toEqual([
      'all off-topic precision (no results): ours 0.100 < floor 0.200',
      'all off-topic precision (no results): ours 0.100 < Pagefind 0.400',
    ]);
  });

  it('fails on a peer other than Pagefind that is ahead on one metric of one language', () => {
    const peers = {
      Pagefind: table(0.4),
      'VitePress (MiniSearch)': withFigure(0.4, 'zh', 'top3', 0.81),
      'Fumadocs (Orama)': withFigure(0.4, 'en', 'mrr', 0.61),
    };
    expect(belowPeers(table(0.6), peers)).toEqual([
      'en MRR: ours 0.600 < Fumadocs (Orama) 0.610',
      'zh top-3: ours 0.600 < VitePress (MiniSearch) 0.810',
    ]);
    expect(gateFailures(table(0.6), floor(0.5), peers)).toHaveLength(2);
  });

  it('compares with the best peer of each metric and names it', () => {
    const peers = {
      Pagefind: withFigure(0.5, 'en', 'top1', 0.7),
      MiniSearch: withFigure(0.5, 'en', 'top1', 0.8),
      Orama: withFigure(0.5, 'en', 'top1', 0.75),
    };
    expect(belowPeers(table(0.6), peers)).toEqual(['en top-1: ours 0.600 < MiniSearch 0.800']);
    // Above two of the three is not enough.
    expect(belowPeers(withFigure(0.6, 'en', 'top1', 0.79), peers)).toEqual([
      'en top-1: ours 0.790 < MiniSearch 0.800',
    ]);
    expect(belowPeers(withFigure(0.6, 'en', 'top1', 0.8), peers)).toEqual([]);
  });

  it('ignores differences below the printed precision', () => {
    expect(
      gateFailures(table(0.6), floor(0.6000001), { A: table(0.6000004), B: table(0.5999) }),
    ).toEqual([]);
  });

  it('refuses a floor without a figure', () => {
    const incomplete = floor(0.1) as unknown as Record<string, Record<string, number>>;
    incomplete.all = { top1: 0.1 };
    expect(() => belowFloor(table(0.5), incomplete as unknown as Floor)).toThrow(
      /no figure for all top-3/,
    );
  });
});
