import { describe, expect, it } from 'vitest';
import { cjkNeed, isIdentifierQuery, literalText, parseQuery, synonymKey } from './query.ts';
import { toSimplified } from './traditional.ts';

const terms = (query: string, options = {}) =>
  parseQuery(query, options).words.map((word) =>
    word.alternatives.map((alternative) => alternative.terms.map((term) => term.term).join(' ')),
  );

describe('query words', () => {
  it('makes each Latin word a word, the last one a prefix unless a space follows', () => {
    const words = parseQuery('sidebar gro').words;
    expect(words.map((word) => word.text)).toEqual(['sidebar', 'gro']);
    expect(words[1]?.alternatives[0]?.terms[0]?.prefix).toBe(true);
    expect(words[0]?.alternatives[0]?.terms[0]?.prefix).toBe(false);
    expect(parseQuery('sidebar ').words[0]?.alternatives[0]?.terms[0]?.prefix).toBe(false);
  });

  it('matches a camelCase word whole or as its humps', () => {
    expect(terms('globalStyles ')).toEqual([['globalstyles', 'global styles']]);
  });

  it('takes typos on a camelCase word whole, never on its humps', () => {
    const [whole, humps] = parseQuery('useLocatoin').words[0]?.alternatives ?? [];
    expect(whole?.terms.map((term) => term.typos)).toEqual([true]);
    expect(humps?.terms.map((term) => [term.term, term.typos])).toEqual([
      ['use', false],
      ['locatoin', false],
    ]);
  });

  it('makes question words optional, unless they are all the query has', () => {
    const words = parseQuery('how to deploy').words;
    expect(words.map((word) => [word.text, word.optional])).toEqual([
      ['how', true],
      ['to', true],
      ['deploy', false],
    ]);
    expect(parseQuery('how to').words.every((word) => !word.optional)).toBe(true);
  });

  it('splits Chinese at the words that frame a question, and looks a stretch up by its pairs', () => {
    expect(terms('如何部署到服务器')).toEqual([['部署'], ['服务 务器']]);
    const [word] = parseQuery('深色模式').words;
    expect(word?.alternatives[0]?.terms.map((term) => term.term)).toEqual(['深色', '色模', '模式']);
    // Most pairs are needed: a short stretch is one word, whose pairs may be apart in a record.
    expect(word?.alternatives[0]?.need).toBe(2);
    // A longer stretch is split into words, the segmenter's lone characters put back together.
    expect(terms('自定义主题')).toEqual([['自定 定义'], ['主题']]);
    expect(terms('覆盖默认主题组件')).toEqual([['覆盖'], ['默认'], ['主题'], ['组件']]);
  });

  it('splits Chinese where two characters never stand together in the pages', () => {
    const pairs = new Set(['修改', '端口', '计算']);
    const pairFrequency = (pair: string) => (pairs.has(pair) ? 1 : 0);
    expect(
      parseQuery('修改端口号', { pairFrequency }).words.map((w) => [w.text, w.optional]),
    ).toEqual([
      ['修改', false],
      ['端口', false],
      ['号', true],
    ]);
    // Characters no known pair joins stay one required word: what the reader asked for.
    expect(parseQuery('量子计算', { pairFrequency }).words.map((w) => w.text)).toEqual([
      '量子',
      '计算',
    ]);
  });

  it('splits Chinese where two characters stand together far more rarely than their neighbours', () => {
    // How many records hold each pair: "本文" is rare between "版本" and "文档".
    const pairCounts = new Map([
      ['多版', 52],
      ['版本', 168],
      ['本文', 7],
      ['文档', 254],
      ['暗色', 1],
      ['色模', 29],
      ['模式', 65],
    ]);
    const pairFrequency = (pair: string) => pairCounts.get(pair) ?? 0;
    expect(parseQuery('多版本文档', { pairFrequency }).words.map((w) => w.text)).toEqual([
      '多版本',
      '文档',
    ]);
    // A pair at an end of a word that the character it would leave alone rarely starts.
    const ends = new Map([
      ['组件', 690],
      ['件加', 2],
      ['旧链', 3],
      ['链接', 233],
    ]);
    const starting = new Map([
      ['加', 278],
      ['旧', 24],
    ]);
    const counts = {
      pairFrequency: (pair: string) => ends.get(pair) ?? 0,
      pairsStarting: (char: string) => starting.get(char) ?? 0,
    };
    expect(parseQuery('组件加', counts).words.map((w) => [w.text, w.optional])).toEqual([
      ['组件', false],
      ['加', true],
    ]);
    expect(parseQuery('旧链接', counts).words.map((w) => w.text)).toEqual(['旧链接']);
    // A character at an end that starts no word of the pages stays with the word it ends: "连接池"
    // is one word no page holds, while "组件加" still leaves its 加 (a character the pages use).
    const pool = {
      pairFrequency: (pair: string) =>
        new Map([
          ['数据', 142],
          ['连接', 7],
        ]).get(pair) ?? 0,
      pairsStarting: (char: string) =>
        new Map([
          ['库', 43],
          ['连', 40],
          ['数', 60],
        ]).get(char) ?? 0,
    };
    expect(parseQuery('连接池', pool).words.map((w) => [w.text, w.optional])).toEqual([
      ['连接池', false],
    ]);
    expect(parseQuery('数据库连接池', pool).words.map((w) => [w.text, w.optional])).toEqual([
      ['数据', false],
      ['库', true],
      ['连接池', false],
    ]);
    // Never inside a phrase the synonyms know.
    const synonyms = new Map([[synonymKey('暗色模式'), ['深色模式']]]);
    expect(parseQuery('暗色模式', { pairFrequency, synonyms }).words.map((w) => w.text)).toEqual([
      '暗色模式',
    ]);
  });

  it('makes words that only frame a question optional, in both languages', () => {
    expect(
      parseQuery('warn me when a page has no translation')
        .words.filter((w) => !w.optional)
        .map((w) => w.text),
    ).toEqual(['warn', 'page', 'no', 'translation']);
    expect(terms('怎么写一个插件')).toEqual([['写'], ['插件']]);
    expect(parseQuery('node 版本要求是多少').words.map((w) => w.text)).not.toContain('多少');
    // Unless they are all the query has.
    expect(terms('如何')).toEqual([['如何']]);
  });

  it('needs 1, 2, 2, 3, 3, 4 pairs of 1 to 6', () => {
    expect([1, 2, 3, 4, 5, 6].map(cjkNeed)).toEqual([1, 2, 2, 3, 3, 4]);
  });

  it('adds the synonyms of a word as alternatives, Chinese phrases found inside a stretch', () => {
    const synonyms = new Map([
      [synonymKey('sidebar'), ['侧边栏']],
      [synonymKey('暗色模式'), ['深色模式']],
    ]);
    expect(terms('sidebar 折叠', { synonyms })).toEqual([['sidebar', '侧边 边栏'], ['折叠']]);
    expect(terms('暗色模式切换', { synonyms })).toEqual([
      ['暗色 模式', '深色 色模 模式'],
      ['切换'],
    ]);
  });

  it('converts Traditional characters before anything else', () => {
    expect(terms('側邊欄', { toSimplified })).toEqual([['侧边 边栏']]);
    expect(terms('侧边栏', { toSimplified })).toEqual([['侧边 边栏']]);
  });
});

describe('literal text of a heading or query', () => {
  it('drops code marks, call parentheses and punctuation at the ends', () => {
    expect(literalText('`rspress build`')).toBe('rspress build');
    expect(literalText('useLang()')).toBe('uselang');
    expect(literalText('Sidebar:')).toBe('sidebar');
    expect(literalText('--port')).toBe('--port');
    expect(literalText('  Custom   theme ')).toBe('custom theme');
  });
});

describe('queries typed as code', () => {
  it('are camelCase names, flags, dotted paths and rspress commands', () => {
    for (const query of [
      'globalStyles',
      '--port',
      'themeConfig.sidebar',
      'rspress build',
      'usePageData()',
    ]) {
      expect(isIdentifierQuery(query), query).toBe(true);
    }
    for (const query of ['sidebar', 'custom theme', 'deploy to github', '侧边栏']) {
      expect(isIdentifierQuery(query), query).toBe(false);
    }
  });
});
