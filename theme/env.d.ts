import type { SearchClientConfig } from '../search/config.ts';

declare global {
  /** The client part of the search configuration, defined at build time by the search plugin. */
  const __SEARCH_CONFIG__: SearchClientConfig;
}
