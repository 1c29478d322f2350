import { describe, expect, it } from 'vitest';
import { chineseIndex, englishIndex } from '../../tests/support/searchFixtures.ts';
import { answer as answerQuery } from '../protocol/answer.ts';
import { docsearchQuery } from '../protocol/docsearchRequest.ts';
import { parseSearchParams } from '../protocol/params.ts';
import { warmingUp } from '../protocol/warmUp.ts';
import { SearchEngine } from './engine.ts';

/** Everything in an answer but its timing. */
function answer(engine: SearchEngine, query: string, extra: Record<string, unknown> = {}) {
  const { processingTimeMS: _time, ...rest } = answerQuery(
    engine,
    parseSearchParams({ ...docsearchQuery(query, engine.indexName), ...extra }),
  );
  return rest;
}

/** Every query DocSearch sends while `text` is typed, one keystroke at a time. */
const keystrokes = (text: string) => [...text].map((_, i) => [...text].slice(0, i + 1).join(''));

describe('SearchEngine across keystrokes', () => {
  // The engine keeps what each word matched, merged prefix lists and typo lookups between queries:
  // an engine that has answered every earlier keystroke answers exactly as a fresh one.
  it.each([
    [
      'en',
      englishIndex,
      ['sidebar groups', 'confgure the site', 'dev server', 'instal', 'hot reload '],
    ],
    ['zh', chineseIndex, ['侧边栏', '静态站点生成', 'Rspress 插件', '国际化 多语言']],
  ] as const)('answers every keystroke as a fresh engine does (%s)', (_lang, index, texts) => {
    const typing = new SearchEngine(index());
    for (const text of texts) {
      for (const query of keystrokes(text)) {
        for (const extra of [{}, { distinct: 0, hitsPerPage: 3, page: 1 }]) {
          expect(answer(typing, query, extra), query).toEqual(
            answer(new SearchEngine(index()), query, extra),
          );
        }
      }
    }
  });

  it.each([
    ['en', englishIndex, ['s', 'sidebar', 'confgure', 'plugin a', 'Rspress 插件']],
    ['zh', chineseIndex, ['侧', '侧边栏', '静态站点生成', 'Rspress 插件', 'confgure']],
  ] as const)('answers after its warm-up as a fresh engine does (%s)', (_lang, index, queries) => {
    const warmed = new SearchEngine(index());
    const steps = [...warmingUp(warmed)];
    // A letter, two, three, a word, a typo, two words at least.
    expect(steps.length).toBeGreaterThanOrEqual(6);
    for (const query of queries) {
      expect(answer(warmed, query), query).toEqual(answer(new SearchEngine(index()), query));
    }
  });
});
