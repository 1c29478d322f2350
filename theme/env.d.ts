import type { SearchClientConfig } from '../search/config.ts';

declare global {
  /** The client part of the search configuration, defined at build time by the search plugin. */
  const __SEARCH_CONFIG__: SearchClientConfig;

  /** Set by Rspress while it renders pages to Markdown (the `llms` output) instead of HTML. */
  interface ImportMetaEnv {
    readonly SSG_MD?: boolean;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}
