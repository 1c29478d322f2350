import type { DocSearchTransformClient } from '@docsearch/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chineseIndex, englishIndex } from '../../tests/support/searchFixtures.ts';
import type { SearchClientConfig } from '../config.ts';
import { SearchEngine } from '../engine/engine.ts';
import { packIndexFile } from '../engine/indexFile.ts';
import { toSimplified } from '../engine/traditional.ts';
import { answer as answerQuery } from '../protocol/answer.ts';
import { docsearchQuery } from '../protocol/docsearchRequest.ts';
import { parseSearchParams } from '../protocol/params.ts';

const config: SearchClientConfig = {
  provider: 'browser',
  appId: 'APP',
  apiKey: 'key',
  indexNames: { en: 'docs_en', zh: 'docs_zh' },
  hosts: [],
  recordsPath: '/search',
  analytics: false,
};

const files = { docs_en: englishIndex(), docs_zh: chineseIndex() };

type Search = (request: { requests: Record<string, unknown>[] }) => Promise<{
  results: Record<string, unknown>[];
}>;

/** A browser provider's client as a freshly loaded page has it (no engine, no converter yet). */
async function freshClient(): Promise<Search> {
  vi.resetModules();
  const { createTransformSearchClient } = await import('./client.ts');
  const transform = createTransformSearchClient(config, {
    origin: { host: 'docs.example', protocol: 'https:' },
    onOutcome: () => undefined,
  });
  return transform({} as DocSearchTransformClient).search as unknown as Search;
}

const withoutTime = ({ processingTimeMS: _time, ...rest }: Record<string, unknown>) => rest;

async function ask(search: Search, indexName: keyof typeof files, query: string) {
  const { results } = await search({ requests: [docsearchQuery(query, indexName)] });
  return withoutTime(results[0] as Record<string, unknown>);
}

/** The server's answer: its engines convert Traditional characters from the start. */
function serverAnswer(indexName: keyof typeof files, query: string) {
  const engine = new SearchEngine(files[indexName], { toSimplified });
  return withoutTime(
    answerQuery(engine, parseSearchParams(docsearchQuery(query, indexName))) as unknown as Record<
      string,
      unknown
    >,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const name = decodeURIComponent(url.slice(`${config.recordsPath}/`.length, -'.json'.length));
      const file = files[name as keyof typeof files];
      return file
        ? new Response(JSON.stringify(packIndexFile(file)))
        : new Response('', { status: 404 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('browser provider: the server’s answer, whatever was asked before', () => {
  // Traditional and Simplified characters mixed (a reader's input method switching), a query in
  // Traditional characters only, a Simplified one, and English words on the Chinese index.
  const queries: [keyof typeof files, string][] = [
    ['docs_zh', '國際化 语言'],
    ['docs_zh', '側邊欄分組'],
    ['docs_zh', '語言切换'],
    ['docs_zh', '侧边栏'],
    ['docs_zh', 'sidebar 導航'],
    ['docs_en', '側邊欄'],
    ['docs_en', 'sidebar'],
  ];

  it.each(queries)('%s "%s" asked first', async (indexName, query) => {
    const search = await freshClient();
    expect(await ask(search, indexName, query)).toEqual(serverAnswer(indexName, query));
  });

  it('every query after all the others, in both orders', async () => {
    for (const order of [queries, [...queries].reverse()]) {
      const search = await freshClient();
      for (const [indexName, query] of order) {
        expect(await ask(search, indexName, query), `${indexName} "${query}"`).toEqual(
          serverAnswer(indexName, query),
        );
      }
    }
  });
});
