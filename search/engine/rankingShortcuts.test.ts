import { describe, expect, it } from 'vitest';
import { seededRandom, withHeadings } from '../../tests/support/searchFixtures.ts';
import { pageRecords } from '../indexing/records.ts';
import { answer as answerQuery } from '../protocol/answer.ts';
import { docsearchQuery } from '../protocol/docsearchRequest.ts';
import { parseSearchParams } from '../protocol/params.ts';
import type { SearchIndexFile } from '../types.ts';
import { SearchEngine } from './engine.ts';
import { parseQuery } from './query.ts';
import { headingBound, headingCriteria, ownHeading, proximity, wholeTextTerms } from './ranking.ts';
import { phraseSpans, termMatcher } from './textMatch.ts';
import { Vocabulary } from './textTokens.ts';

/**
 * Words a generated site is made of: plain words, words sharing their first letters (so that
 * prefixes match many), camelCase identifiers (whose humps are words too), flags and Chinese.
 */
const WORDS = [
  'theme',
  'themes',
  'the',
  'them',
  'sidebar',
  'side',
  'search',
  'config',
  'configure',
  'content',
  'code',
  'clean',
  'url',
  'dark',
  'mode',
  'darkMode',
  'useLocation',
  'use',
  'location',
  'plugin',
  'plugins',
  'api',
  'page',
  'pages',
  'build',
  '--base',
  'rspress',
  'markdown',
  'slot',
  '插件',
  '主题',
  '侧边栏',
  '深色模式',
  '静态站点',
];

/** A site of `pages` generated pages: titles, sections, headings and texts drawn from WORDS. */
function generatedSite(seed: number, pages: number): SearchIndexFile {
  const next = seededRandom(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] as string;
  const phrase = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(next() * (max - min + 1)) }, pick).join(' ');
  const records = Array.from({ length: pages }, (_, p) => {
    // Sections of one to three paragraphs (records sharing a URL), some headed by one word.
    const sections = Array.from({ length: 2 + Math.floor(next() * 12) }, (_, s) => ({
      id: `s${s}`,
      heading: next() < 0.3 ? pick() : phrase(1, 3),
      depth: 2 + Math.floor(next() * 2),
      text: Array.from({ length: 1 + Math.floor(next() * 3) }, () => phrase(4, 20)).join('\n\n'),
    }));
    const intro = phrase(3, 20);
    const content = [intro, ...sections.flatMap((section) => [section.heading, section.text])].join(
      '\n\n',
    );
    return pageRecords(
      withHeadings(
        { routePath: `/page-${p}`, title: phrase(1, 3), lang: 'en', content },
        sections.map((section) => [section.id, section.heading, section.depth]),
      ),
      phrase(1, 2),
    );
  }).flat();
  return { indexName: 'generated', lang: 'en', records };
}

/** Queries a reader could type on the generated site: words, pairs, and every prefix of them. */
function generatedQueries(seed: number, count: number): string[] {
  const next = seededRandom(seed);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)] as string;
  // The words of camelCase identifiers typed apart ("dark mode" for darkMode) among them.
  const queries = new Set<string>(['dark m', 'dark mode', 'use loc', 'use location']);
  for (let i = 0; i < count; i++) {
    const words = Array.from({ length: 1 + Math.floor(next() * 3) }, pick).join(' ');
    const chars = [...words];
    for (let end = 1; end <= chars.length; end++) queries.add(chars.slice(0, end).join(''));
  }
  return [...queries].filter((query) => query.trim() !== '');
}

const PARAMS = [
  {},
  { page: 1 },
  { hitsPerPage: 5 },
  { hitsPerPage: 3, page: 2 },
  { distinct: 0 },
  { distinct: 2, hitsPerPage: 7 },
];

describe('ranking shortcuts', () => {
  it('answer every query, page and distinct setting as reading every criterion of every record does', {
    timeout: 60_000,
  }, () => {
    for (const seed of [1, 2, 3]) {
      const site = generatedSite(seed, 30);
      const engine = new SearchEngine(site);
      const reference = new SearchEngine(site, { exhaustive: true });
      for (const query of generatedQueries(seed * 7, 25)) {
        for (const extra of PARAMS) {
          const params = parseSearchParams({ ...docsearchQuery(query, 'generated'), ...extra });
          const answer = answerQuery(engine, params);
          const expected = answerQuery(reference, params);
          const context = `${JSON.stringify(query)} ${JSON.stringify(extra)} (site ${seed})`;
          expect(answer.nbHits, context).toBe(expected.nbHits);
          expect(
            answer.hits.map((hit) => hit.objectID),
            context,
          ).toEqual(expected.hits.map((hit) => hit.objectID));
        }
      }
    }
  });

  it('read a page of many records per page without losing the order of the pages', () => {
    // Every page holds the word in its title, so each of its records matches: a page of
    // distinct hits lies deep in the ranked records.
    const site = generatedSite(5, 40);
    for (const record of site.records) record.hierarchy.lvl1 = `theme ${record.hierarchy.lvl1}`;
    const engine = new SearchEngine(site);
    const reference = new SearchEngine(site, { exhaustive: true });
    for (const query of ['t', 'th', 'the', 'theme', 'theme s', 'theme side']) {
      const params = parseSearchParams(docsearchQuery(query, 'generated'));
      expect(
        answerQuery(engine, params).hits.map((hit) => hit.url),
        query,
      ).toEqual(answerQuery(reference, params).hits.map((hit) => hit.url));
    }
  });
});

describe('the heading bound', () => {
  const vocabulary = new Vocabulary();
  const required = (query: string) =>
    parseQuery(query, { synonyms: new Map(), pairFrequency: () => 1 }).words.map((word) => ({
      word,
      matchers: word.alternatives.map((alternative) =>
        alternative.terms.map((term) => termMatcher(term, [], vocabulary)),
      ),
    }));
  const bound = (headings: string[], query: string) => {
    const words = required(query);
    const terms = words.reduce(
      (sum, { word }) => sum + Math.max(...word.alternatives.map((a) => a.terms.length)),
      0,
    );
    const parsed = parseQuery(query, { synonyms: new Map(), pairFrequency: () => 1 });
    return headingBound(ownHeading(headings, vocabulary), parsed, terms, words[0]?.matchers);
  };
  const exact = (headings: string[], query: string) =>
    headingCriteria(
      headings,
      parseQuery(query, { synonyms: new Map(), pairFrequency: () => 1 }),
      required(query),
      vocabulary,
    ).heading;

  it('counts the word parts a heading is made of, camelCase humps not apart', () => {
    expect(wholeTextTerms('useLocation')).toBe(1);
    expect(wholeTextTerms('The dev server')).toBe(3);
    expect(wholeTextTerms('rspress.config.ts')).toBe(3);
    expect(wholeTextTerms('侧边栏')).toBe(2);
  });

  it('is exact for a heading that is the query as typed, and for one the query cannot make up', () => {
    expect(bound(['Basic config', '`darkMode`'], 'darkmode')).toBe(0);
    expect(bound(['Basic config', 'Dark mode and colours'], 'dark mode')).toBe(2);
    expect(bound(['Basic config', 'Usage'], 'c')).toBe(2);
  });

  it('allows 1 where the query can make up the heading, humps included', () => {
    expect(bound(['Theme config', 'darkMode'], 'dark m')).toBe(1);
    expect(exact(['Theme config', 'darkMode'], 'dark m')).toBe(1);
    expect(bound(['Runtime API', 'useLocation'], 'use loc')).toBe(1);
  });

  it('is never worse than the value read from all the headings', () => {
    const next = seededRandom(17);
    const pick = () => WORDS[Math.floor(next() * WORDS.length)] as string;
    const phrase = (length: number) => Array.from({ length }, pick).join(' ');
    for (let i = 0; i < 2000; i++) {
      const headings = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
        phrase(1 + Math.floor(next() * 3)),
      );
      const typed = phrase(1 + Math.floor(next() * 2));
      const query = typed.slice(0, 1 + Math.floor(next() * typed.length)).trim();
      if (query === '') continue;
      expect(bound(headings, query), `${JSON.stringify(headings)} ${query}`).toBeLessThanOrEqual(
        exact(headings, query),
      );
    }
  });
});

describe('proximity', () => {
  const vocabulary = new Vocabulary();
  it('tells a text without a Chinese word of the query at once, and agrees with the phrase search', () => {
    const next = seededRandom(23);
    const pick = () => WORDS[Math.floor(next() * WORDS.length)] as string;
    const matchersOf = (query: string) =>
      parseQuery(query, { synonyms: new Map(), pairFrequency: () => 1 }).words.map((word) =>
        word.alternatives.map((alternative) =>
          alternative.terms.map((term) => termMatcher(term, [], vocabulary)),
        ),
      );
    let together = 0;
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 3 + Math.floor(next() * 10) }, pick).join(
        next() < 0.5 ? ' ' : '',
      );
      const typed = `${pick()} ${pick()}`;
      const phrase = matchersOf(typed.slice(0, 2 + Math.floor(next() * (typed.length - 1))));
      if (phrase.length < 2) continue;
      const expected = phraseSpans(text, phrase, vocabulary).length > 0 ? 0 : 1;
      if (expected === 0) together++;
      expect(proximity(text, phrase, vocabulary), `${text} | ${typed}`).toBe(expected);
    }
    expect(together).toBeGreaterThan(10);
  });
});
