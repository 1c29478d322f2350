import type { UserConfig } from '@rspress/core';

/**
 * The options Rspress 2.0.22 extracts page data with when it builds (`createPageData` in
 * `@rspress/core/dist/node/runtimeModule/pageData/createPageData.js`), worked out from the same
 * configuration, so that the dev server's search, which extracts a changed page again, sees what
 * the build sees: replace rules, aliases, code blocks searched or not, the description rule.
 * Coupled to that file: re-read it when upgrading @rspress/core (CONTRIBUTING.md).
 */
export interface PageDataOptions {
  root: string;
  replaceRules: NonNullable<UserConfig['replaceRules']>;
  alias: Record<string, string | false | (string | false)[]>;
  searchCodeBlocks: boolean;
  extractDescription: NonNullable<UserConfig['markdown']>['extractDescription'];
  searchEnabled: boolean;
}

export function pageDataOptions(
  config: UserConfig,
  alias: PageDataOptions['alias'],
  root: string,
): PageDataOptions {
  const search = config.search;
  return {
    root,
    replaceRules: config.replaceRules ?? [],
    alias,
    searchCodeBlocks:
      search && typeof search === 'object' && 'codeBlocks' in search
        ? Boolean(search.codeBlocks)
        : true,
    extractDescription: config.markdown?.extractDescription,
    searchEnabled: search !== false,
  };
}
