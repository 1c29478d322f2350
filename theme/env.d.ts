/**
 * What the bundler defines at build time and the theme reads, declared no wider than that: the
 * theme's type check (tsconfig.json) has no Node types, so `process.env.*` (Rspress defines
 * `process.env.__SSR__` too) is undeclared here, and the theme tells the Markdown rendering by
 * `import.meta.env.SSG_MD`.
 */
import type { NewIssueForm } from '../common/site.ts';
import type { SearchClientConfig } from '../search/config.ts';

declare global {
  /** The client part of the search configuration, defined at build time by the search plugin. */
  const __SEARCH_CONFIG__: SearchClientConfig;

  /**
   * The new-issue form of the site's repository, defined at build time (rspress.config.ts), or
   * `null` when its host's form cannot be prefilled.
   */
  const __NEW_ISSUE_FORM__: NewIssueForm | null;

  /** Set by Rspress while it renders pages to Markdown (the `llms` output) instead of HTML. */
  interface ImportMetaEnv {
    readonly SSG_MD?: boolean;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}
