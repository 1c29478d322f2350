import type { DocSearchTransformClient } from '@docsearch/react';
import { liteClient } from 'algoliasearch/lite';
import type { SearchClientConfig } from '../config.ts';
import type { SearchEngine } from '../engine/engine.ts';
import { warmUpWhenIdle } from './warmUp.ts';

/**
 * The search client behind the DocSearch modal, per provider (see config.ts). Whatever the
 * provider, a failure to reach any host is reported through `onOutcome` instead of rejecting,
 * because DocSearch 3.9.0 never shows its own error screen (autocomplete resets the status).
 */

type SearchArgs = Parameters<DocSearchTransformClient['search']>;
type SearchResponse = Awaited<ReturnType<DocSearchTransformClient['search']>>;
type QueryRequest = { indexName: string; query?: string; [key: string]: unknown };

export interface Outcome {
  ok: boolean;
  query: string;
}

const DOCSEARCH_VERSION = '3.9.0';

function requestsOf(args: SearchArgs): QueryRequest[] {
  const [first] = args;
  if (Array.isArray(first)) {
    return first.map(({ indexName, params }) => ({ indexName, ...(params as object) }));
  }
  return ((first as { requests?: QueryRequest[] }).requests ?? []) as QueryRequest[];
}

function emptyResponse(requests: QueryRequest[]): SearchResponse {
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: Number(request.hitsPerPage ?? 20),
      exhaustiveNbHits: true,
      query: request.query ?? '',
      params: '',
      processingTimeMS: 0,
    })),
  } as unknown as SearchResponse;
}

const engines = new Map<string, Promise<SearchEngine>>();
const HAN = /\p{Script=Han}/u;

type ToSimplified = (text: string) => string;
let converter: Promise<ToSimplified> | undefined;

/**
 * Traditional → Simplified (OpenCC's dictionaries), loaded once: with the records of the Chinese
 * index, and for another index before its first query with Han characters. Every Han query is
 * converted, as the server converts it, so that a query gets the same answer from both providers
 * whatever was asked before.
 */
function loadConverter(): Promise<ToSimplified> {
  if (!converter) {
    converter = import('../engine/traditional.ts').then((module) => module.toSimplified);
    converter.catch(() => {
      converter = undefined;
    });
  }
  return converter;
}

/** The browser provider's engine for one index: records fetched once, indexed in the page. */
function browserEngine(config: SearchClientConfig, indexName: string): Promise<SearchEngine> {
  let engine = engines.get(indexName);
  if (!engine) {
    const chinese = config.indexNames.zh === indexName;
    engine = (async () => {
      const [{ SearchEngine }, { unpackIndexFile }, { warmingUp }, toSimplified, response] =
        await Promise.all([
          import('../engine/engine.ts'),
          import('../engine/indexFile.ts'),
          import('../protocol/warmUp.ts'),
          chinese ? loadConverter() : undefined,
          fetch(`${config.recordsPath}/${encodeURIComponent(indexName)}.json`),
        ]);
      if (!response.ok) throw new Error(`Search records answered ${response.status}`);
      const built = new SearchEngine(unpackIndexFile(await response.json()), { toSimplified });
      void warmUpWhenIdle(warmingUp(built));
      return built;
    })();
    engine.catch(() => engines.delete(indexName));
    engines.set(indexName, engine);
  }
  return engine;
}

/**
 * Starts loading an index before the first query, when the reader shows they are about to search
 * (hovering, focusing or pressing the search button, or its shortcut): by the first keystroke the
 * browser provider's engine is loaded and warming up. The other providers load nothing ahead.
 * A failure is left for the first query to report (and retry).
 */
export function preloadIndex(config: SearchClientConfig, indexName: string): void {
  if (config.provider === 'browser') browserEngine(config, indexName).catch(() => undefined);
}

/** Thrown by the browser provider when the records cannot be loaded, named as algoliasearch names it. */
class RetryError extends Error {
  override name = 'RetryError';
}

function browserClient(
  config: SearchClientConfig,
  base: DocSearchTransformClient,
): DocSearchTransformClient {
  const search = async (...args: SearchArgs) => {
    const requests = requestsOf(args);
    const [{ parseSearchParams }, { answer: answerQuery }, results] = await Promise.all([
      import('../protocol/params.ts'),
      import('../protocol/answer.ts'),
      Promise.all(
        requests.map((r) =>
          browserEngine(config, r.indexName).catch((e) => {
            throw new RetryError(e instanceof Error ? e.message : String(e));
          }),
        ),
      ),
    ]);
    // A query with Han characters may be in Traditional ones: the converter first, as the server.
    const needsConverter = requests.some(
      (request, i) =>
        HAN.test(request.query ?? '') && !(results[i] as SearchEngine).convertsTraditional,
    );
    if (needsConverter) {
      const toSimplified = await loadConverter();
      for (const engine of results) {
        if (!engine.convertsTraditional) engine.convertTraditionalWith(toSimplified);
      }
    }
    const answers = requests.map((request, i) => {
      const { indexName: _indexName, ...params } = request;
      return answerQuery(results[i] as SearchEngine, parseSearchParams(params));
    });
    return { results: answers } as unknown as SearchResponse;
  };
  return { ...base, search: search as DocSearchTransformClient['search'] };
}

function serverClient(config: SearchClientConfig, origin: { host: string; protocol: string }) {
  const protocol = origin.protocol === 'https:' ? 'https' : 'http';
  const client = liteClient(config.appId, config.apiKey, {
    hosts: [
      { url: origin.host, protocol, accept: 'read' },
      ...config.hosts.map((host) => ({ ...host, accept: 'read' as const })),
    ],
  });
  client.addAlgoliaAgent('docsearch', DOCSEARCH_VERSION);
  client.addAlgoliaAgent('docsearch-react', DOCSEARCH_VERSION);
  return client as unknown as DocSearchTransformClient;
}

/** DocSearch's `transformSearchClient` for the configured provider. Give it a stable identity. */
export function createTransformSearchClient(
  config: SearchClientConfig,
  options: { origin: { host: string; protocol: string }; onOutcome: (outcome: Outcome) => void },
): (client: DocSearchTransformClient) => DocSearchTransformClient {
  return (docsearchClient) => {
    const inner =
      config.provider === 'server'
        ? serverClient(config, options.origin)
        : config.provider === 'browser'
          ? browserClient(config, docsearchClient)
          : docsearchClient;
    const search = async (...args: SearchArgs): Promise<SearchResponse> => {
      const requests = requestsOf(args);
      const query = requests[0]?.query ?? '';
      try {
        const response = await inner.search(...args);
        options.onOutcome({ ok: true, query });
        return response;
      } catch (error) {
        if ((error as Error)?.name !== 'RetryError') throw error;
        options.onOutcome({ ok: false, query });
        return emptyResponse(requests);
      }
    };
    return { ...inner, search: search as DocSearchTransformClient['search'] };
  };
}
