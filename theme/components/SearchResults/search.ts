import type { DocSearchTransformClient } from '@docsearch/react';
import { liteClient } from 'algoliasearch/lite';
import type { Lang } from '../../../common/site.ts';
import { createTransformSearchClient } from '../../../search/client/client.ts';
import type { SearchClientConfig } from '../../../search/config.ts';
import { type ResultsAnswer, resultsRequest } from './results.ts';

/** Thrown when no search host answered (the modal shows its error screen for the same). */
export class SearchUnreachableError extends Error {}

/**
 * The answer to a results page's query (`resultsRequest`), from the build's provider through the
 * modal's own search client: the site server (and its replicas), the engine in the page, or
 * Algolia.
 */
export async function fetchResults(
  config: SearchClientConfig,
  lang: Lang,
  query: string,
): Promise<ResultsAnswer> {
  let reachable = true;
  const client = createTransformSearchClient(config, {
    origin: { host: location.host, protocol: location.protocol },
    onOutcome: (outcome) => {
      reachable = outcome.ok;
    },
  })(liteClient(config.appId, config.apiKey) as unknown as DocSearchTransformClient);
  const indexName = config.indexNames[lang] ?? (Object.values(config.indexNames)[0] as string);
  const { results } = await client.search({ requests: [resultsRequest(query, indexName)] });
  if (!reachable) throw new SearchUnreachableError(`No search host answered "${query}"`);
  const [result] = results;
  if (!result || !('hits' in result)) throw new Error('The search answered no hits');
  return result as unknown as ResultsAnswer;
}
