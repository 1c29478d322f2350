import type { DocSearchTranslations } from '@docsearch/react';

/**
 * The modal's texts in the page's language. Every key lives in i18n.json as
 * `docsearch.<group>.<key>` (e.g. `docsearch.modal.footer.selectText`).
 */
export const TRANSLATION_KEYS = {
  button: ['buttonText', 'buttonAriaLabel'],
  'modal.searchBox': [
    'resetButtonTitle',
    'resetButtonAriaLabel',
    'cancelButtonText',
    'cancelButtonAriaLabel',
    'searchInputLabel',
  ],
  'modal.startScreen': [
    'recentSearchesTitle',
    'noRecentSearchesText',
    'saveRecentSearchButtonTitle',
    'removeRecentSearchButtonTitle',
    'favoriteSearchesTitle',
    'removeFavoriteSearchButtonTitle',
  ],
  'modal.errorScreen': ['titleText', 'helpText'],
  'modal.footer': [
    'selectText',
    'selectKeyAriaLabel',
    'navigateText',
    'navigateUpKeyAriaLabel',
    'navigateDownKeyAriaLabel',
    'closeText',
    'closeKeyAriaLabel',
    'searchByText',
  ],
  'modal.noResultsScreen': [
    'noResultsText',
    'suggestedQueryText',
    'reportMissingResultsText',
    'reportMissingResultsLinkText',
  ],
} as const;

export function docSearchTranslations(t: (key: string) => string): DocSearchTranslations {
  const pick = (group: keyof typeof TRANSLATION_KEYS) =>
    Object.fromEntries(TRANSLATION_KEYS[group].map((key) => [key, t(`docsearch.${group}.${key}`)]));
  return {
    button: pick('button'),
    modal: {
      searchBox: pick('modal.searchBox'),
      startScreen: pick('modal.startScreen'),
      errorScreen: pick('modal.errorScreen'),
      footer: pick('modal.footer'),
      noResultsScreen: pick('modal.noResultsScreen'),
    },
  };
}
