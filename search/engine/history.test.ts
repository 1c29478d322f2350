import { describe, expect, it } from 'vitest';
import { chineseIndex, englishIndex, seededRandom } from '../../tests/support/searchFixtures.ts';
import { answer as answerQuery } from '../protocol/answer.ts';
import { docsearchQuery } from '../protocol/docsearchRequest.ts';
import { parseSearchParams } from '../protocol/params.ts';
import type { SearchIndexFile } from '../types.ts';
import { SearchEngine } from './engine.ts';

function answer(engine: SearchEngine, query: string, extra: Record<string, unknown>) {
  const { processingTimeMS: _time, ...rest } = answerQuery(
    engine,
    parseSearchParams({ ...docsearchQuery(query, engine.indexName), ...extra }),
  );
  return rest;
}

/** Words of the index's texts, their prefixes and near misses, as a reader types them. */
function vocabulary(file: SearchIndexFile): string[] {
  const words = new Set<string>();
  for (const record of file.records) {
    const text = `${Object.values(record.hierarchy).join(' ')} ${record.content ?? ''}`;
    for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) words.add(word);
  }
  return [...words];
}

function randomQuery(words: readonly string[], random: () => number): string {
  const pick = () => words[Math.floor(random() * words.length)] as string;
  const count = 1 + Math.floor(random() * 3);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    let word = pick();
    const roll = random();
    if (roll < 0.3) word = word.slice(0, 1 + Math.floor(random() * word.length));
    else if (roll < 0.4 && word.length > 3) {
      const at = 1 + Math.floor(random() * (word.length - 1));
      word = `${word.slice(0, at)}x${word.slice(at + 1)}`;
    }
    parts.push(word);
  }
  return `${parts.join(' ')}${random() < 0.2 ? ' ' : ''}`;
}

const EXTRAS: Record<string, unknown>[] = [
  {},
  { distinct: 0, hitsPerPage: 3, page: 1 },
  { distinct: 2, hitsPerPage: 2 },
];

describe('SearchEngine answers do not depend on earlier queries', () => {
  // Scratch tables, caches and tables numbered as texts are first read all live across queries:
  // any of them left in another state by one query must not change the next one's answer.
  it.each([
    ['en', 1, englishIndex],
    ['en', 2, englishIndex],
    ['zh', 3, chineseIndex],
    ['zh', 4, chineseIndex],
  ] as const)(
    'random sequences, each answer as a fresh engine gives it (%s, seed %i)',
    (_lang, seed, index) => {
      const random = seededRandom(seed);
      const file = index();
      const words = [...vocabulary(file), ...vocabulary(englishIndex()).slice(0, 30)];
      const engine = new SearchEngine(index());
      for (let i = 0; i < 400; i++) {
        const query = randomQuery(words, random);
        const extra = EXTRAS[Math.floor(random() * EXTRAS.length)] as Record<string, unknown>;
        const repeat = random() < 0.1;
        const got = answer(engine, query, extra);
        expect(got, `query ${i}: ${JSON.stringify(query)}`).toEqual(
          answer(new SearchEngine(index()), query, extra),
        );
        if (repeat) expect(answer(engine, query, extra), `again: ${query}`).toEqual(got);
      }
    },
    // 800 answers and 400 fresh engines: seconds alone, longer beside other jobs on two cores.
    60_000,
  );
});
