/**
 * Which search the site uses and how to reach it, from environment variables read at build time
 * (the pages embed the client part) and at run time (the server checks the key).
 *
 * - `server` (default): the page's own origin answers the Algolia API (`npm start`), optionally
 *   with replicas listed in SEARCH_HOSTS that the client fails over to.
 * - `browser`: no server; the page downloads its language's records and searches them itself.
 * - `algolia`: Algolia's hosted service with SEARCH_APP_ID, SEARCH_API_KEY and the index names.
 */

import { LANGS } from '../common/site.ts';

export type SearchProvider = 'server' | 'browser' | 'algolia';

export interface SearchHost {
  /** Host, port and optional path prefix, as the algoliasearch client's `url` expects. */
  url: string;
  protocol: 'http' | 'https';
}

/** What the pages need to search (and nothing secret: the key is a public search-only key). */
export interface SearchClientConfig {
  provider: SearchProvider;
  appId: string;
  apiKey: string;
  /** Language → index name. */
  indexNames: Record<string, string>;
  /** Extra hosts tried after the page's own origin (`server` provider). */
  hosts: SearchHost[];
  /** Where the browser provider fetches records: `${recordsPath}/${indexName}.json`. */
  recordsPath: string;
  /**
   * Where the modal's Insights events go (search analytics, server/analytics): `server` to the
   * page's own origin (`POST /1/events`, with page feedback), `algolia` to Algolia Insights, or
   * `false`: no events and no feedback block (the browser provider has no server to send to).
   */
  analytics: 'server' | 'algolia' | false;
}

/** Algolia Insights, where events go with `SEARCH_PROVIDER=algolia SEARCH_ANALYTICS=on`. */
export const ALGOLIA_INSIGHTS_ORIGIN = 'https://insights.algolia.io';

/** SEARCH_ANALYTICS: `on` (the default with the server provider) or `off`. */
function analyticsOf(
  provider: SearchProvider,
  value: string | undefined,
): SearchClientConfig['analytics'] {
  const setting = value?.trim().toLowerCase() || (provider === 'server' ? 'on' : 'off');
  if (setting !== 'on' && setting !== 'off') {
    throw new SearchConfigError(`SEARCH_ANALYTICS must be on or off, got "${value}"`);
  }
  if (setting === 'off') return false;
  if (provider === 'browser') {
    throw new SearchConfigError(
      'SEARCH_ANALYTICS=on needs a server to send events to: the server or algolia provider',
    );
  }
  return provider;
}

export const DEFAULT_APP_ID = 'RSPRESSDOCS';
export const DEFAULT_API_KEY = 'rspress-docs-public-search-key';
export const RECORDS_DIR = 'search';
/** The build writes its client configuration here, for the server's Content-Security-Policy. */
export const CLIENT_CONFIG_FILE = 'search-client.json';

export class SearchConfigError extends Error {}

function parseHosts(value: string | undefined): SearchHost[] {
  if (!value?.trim()) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new SearchConfigError(
          `SEARCH_HOSTS: "${entry}" is not a URL (expected e.g. http://127.0.0.1:4175)`,
        );
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new SearchConfigError(`SEARCH_HOSTS: "${entry}" must use http or https`);
      }
      const path = url.pathname.replace(/\/+$/, '');
      return { url: `${url.host}${path}`, protocol: url.protocol === 'https:' ? 'https' : 'http' };
    });
}

export function searchConfigFromEnv(env: Record<string, string | undefined>): SearchClientConfig {
  const provider = (env.SEARCH_PROVIDER ?? 'server') as SearchProvider;
  if (!['server', 'browser', 'algolia'].includes(provider)) {
    throw new SearchConfigError(
      `SEARCH_PROVIDER must be server, browser or algolia, got "${env.SEARCH_PROVIDER}"`,
    );
  }
  const prefix = env.SEARCH_INDEX_PREFIX ?? 'rspress_docs';
  const indexNames = Object.fromEntries(
    LANGS.map((lang) => [lang, env[`SEARCH_INDEX_${lang.toUpperCase()}`] ?? `${prefix}_${lang}`]),
  );
  if (provider === 'algolia' && (!env.SEARCH_APP_ID || !env.SEARCH_API_KEY)) {
    throw new SearchConfigError(
      'SEARCH_PROVIDER=algolia needs SEARCH_APP_ID and SEARCH_API_KEY (the search-only key)',
    );
  }
  return {
    provider,
    appId: env.SEARCH_APP_ID ?? DEFAULT_APP_ID,
    apiKey: env.SEARCH_API_KEY ?? DEFAULT_API_KEY,
    indexNames,
    hosts: parseHosts(env.SEARCH_HOSTS),
    recordsPath: `/${RECORDS_DIR}`,
    analytics: analyticsOf(provider, env.SEARCH_ANALYTICS),
  };
}

/**
 * The remote origins the pages' search client connects to besides their own: the replicas of
 * the `server` provider, Algolia's hosts for `algolia`, none for `browser`.
 */
export function connectOrigins(config: SearchClientConfig): string[] {
  if (config.provider === 'browser') return [];
  if (config.provider === 'algolia') {
    const app = config.appId.toLowerCase();
    return [
      `https://${app}-dsn.algolia.net`,
      `https://${app}.algolia.net`,
      ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`),
      ...(config.analytics === 'algolia' ? [ALGOLIA_INSIGHTS_ORIGIN] : []),
    ];
  }
  return config.hosts.map((host) => new URL(`${host.protocol}://${host.url}`).origin);
}
