import type { DocSearchProps } from '@docsearch/react';
import searchInsights from 'search-insights';
import type { SearchClientConfig } from '../config.ts';
import { analyticsAllowed, anonymousToken } from './privacy.ts';

/**
 * DocSearch's `insights` for the configured analytics: Algolia's own `search-insights` client,
 * bundled with the modal (never loaded from a CDN), sending to the site's origin
 * (`POST /1/events`, server/analytics) or to Algolia Insights. The autocomplete plugin DocSearch
 * creates sends view events (debounced 400 ms, at most 20 object IDs each); selections are sent
 * here, one event per chosen hit with its position in the list as shown (1 for the first).
 *
 * DocSearch 3.9.0 also sends a mouse click itself, with the hit's 0-based id as position and
 * nothing for the first hit; those calls are dropped and the hit component reports mouse
 * clicks through {@link reportSelection} instead, as keyboard selections are.
 */

interface InsightsHit {
  objectID: string;
  __autocomplete_id?: number;
  __autocomplete_indexName?: string;
  __autocomplete_queryID?: string;
}

type Insights = Exclude<DocSearchProps['insights'], boolean | undefined>;
type Client = NonNullable<Insights['insightsClient']>;

let initialized = false;

/** The current query of the modal (its input): recent and favorite searches have none. */
function modalQuery(): string {
  return document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
}

/** Sends one "Item Selected" click for a hit of the current results. */
export function reportSelection(hit: InsightsHit, query = modalQuery()): void {
  if (!initialized || query.trim() === '') return;
  const { __autocomplete_indexName: index, __autocomplete_queryID: queryID } = hit;
  if (!index || !queryID || typeof hit.__autocomplete_id !== 'number') return;
  searchInsights('clickedObjectIDsAfterSearch', {
    eventName: 'Item Selected',
    index,
    queryID,
    objectIDs: [hit.objectID],
    positions: [hit.__autocomplete_id + 1],
  });
}

/**
 * The `insights` and `searchParameters` props of the modal, or `false` and none when analytics
 * is off or the browser asks not to be tracked (Do Not Track, Global Privacy Control).
 */
export function docSearchInsights(
  config: SearchClientConfig,
  origin: string,
): { insights: Insights | false; searchParameters?: { userToken: string } } {
  if (!config.analytics || !analyticsAllowed()) return { insights: false };
  const userToken = anonymousToken();
  if (!initialized) {
    searchInsights('init', {
      appId: config.appId,
      apiKey: config.apiKey,
      userToken,
      // No cookie: the token lives in localStorage only.
      useCookie: false,
      ...(config.analytics === 'server' ? { host: origin } : {}),
    });
    initialized = true;
  }
  const client = ((method: string, ...args: unknown[]) => {
    if (method === 'clickedObjectIDsAfterSearch') return;
    return (searchInsights as (method: string, ...args: unknown[]) => unknown)(method, ...args);
  }) as Client;
  client.version = searchInsights.version;
  return {
    insights: {
      insightsClient: client,
      onSelect: ({ item, state }) => reportSelection(item as InsightsHit, state.query),
    },
    // Sent with each search, so that the server can tell one reader's keystrokes apart.
    searchParameters: { userToken },
  };
}
