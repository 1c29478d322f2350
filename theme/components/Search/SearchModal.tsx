import '@docsearch/css/dist/style.css';
import './index.css';
import { DocSearchModal, type DocSearchProps } from '@docsearch/react';
import { useLinkNavigate } from '@rspress/core/theme-original';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { REPOSITORY } from '../../../common/site.ts';
import {
  createTransformSearchClient,
  type Outcome,
  preloadIndex,
} from '../../../search/client/client.ts';
import { docSearchInsights, reportSelection } from '../../../search/client/insights.ts';
import { usePageLang } from '../../hooks.ts';
import { fill, type I18nKey, t as text } from '../../i18n.ts';
import { useQueryNavigate } from '../SearchResults/navigate.ts';
import { queryHref } from '../SearchResults/results.ts';
import { ModalErrorBoundary } from './ModalErrorBoundary.tsx';
import { applyModalSemantics } from './modalSemantics.ts';
import { SearchErrorScreen } from './SearchErrorScreen.tsx';
import { isPlainClick } from './shortcuts.ts';
import { docSearchTranslations } from './translations.ts';

const config = __SEARCH_CONFIG__;
const ISSUES_URL = `${REPOSITORY}/issues/new`;

const indexNameOf = (lang: string) =>
  config.indexNames[lang] ?? (Object.values(config.indexNames)[0] as string);

/** Starts loading what the first query of a page in `lang` needs (see `preloadIndex`). */
export function preloadSearch(lang: string): void {
  preloadIndex(config, indexNameOf(lang));
}

type HitProps = Parameters<NonNullable<DocSearchProps['hitComponent']>>[0];
type ResultsFooterProps = Parameters<NonNullable<DocSearchProps['resultsFooterComponent']>>[0];

/**
 * A hit is an option of the results list (the combobox pattern): Enter or a click chooses it
 * inside the single-page app; Ctrl/Cmd/Shift+click and the middle button open it in a new tab.
 * It is deliberately not a focusable link (no `href`): interactive content inside an option is an
 * accessibility error (axe `nested-interactive`), and the keyboard never focuses it anyway.
 */
function Hit({ hit, children }: HitProps) {
  const navigate = useLinkNavigate();
  const openInNewTab = () => window.open(hit.url, '_blank', 'noopener');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: DocSearch's option around it is the control
    // biome-ignore lint/a11y/useKeyWithClickEvents: the option takes Enter (DocSearch's navigator)
    <a
      data-url={hit.url}
      // biome-ignore lint/a11y/useValidAnchor: DocSearch's stylesheet lays hits out as `.DocSearch-Hit a`
      onClick={(event) => {
        event.preventDefault();
        reportSelection(hit);
        if (isPlainClick(event)) void navigate(hit.url);
        else openInNewTab();
      }}
      onAuxClick={(event) => {
        if (event.button !== 1) return;
        event.preventDefault();
        reportSelection(hit);
        openInNewTab();
      }}
    >
      {children}
    </a>
  );
}

function missingResultsUrl({ query }: { query: string }): string {
  const params = new URLSearchParams({
    title: `[Docs search] No results for "${query}"`,
    body: `Searching the docs for "${query}" (${location.href}) returned no results.\n\nWhat I was looking for:\n`,
    labels: 'documentation',
  });
  return `${ISSUES_URL}?${params}`;
}

/**
 * Sets a React-controlled input's value as typing does: through the element's own value setter (so
 * that React sees a change) and an input event that bubbles to React's root.
 */
function replaceInputValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export default function SearchModal({
  initialQuery,
  latestQuery,
  onClose,
}: {
  initialQuery?: string;
  /** What the stand-in box holds when the modal takes over, which may be ahead of `initialQuery`. */
  latestQuery?: () => string;
  onClose: () => void;
}) {
  const lang = usePageLang();
  const t = (key: I18nKey) => text(key, lang);
  const navigate = useLinkNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const indexName = indexNameOf(lang);
  const transformSearchClient = useMemo(
    () =>
      createTransformSearchClient(config, {
        origin: { host: location.host, protocol: location.protocol },
        onOutcome: setOutcome,
      }),
    [],
  );
  // Search analytics (server/analytics): off with the browser provider, Do Not Track or GPC.
  const { insights, searchParameters } = useMemo(
    () => docSearchInsights(config, location.origin),
    [],
  );
  const navigator = useMemo<DocSearchProps['navigator']>(
    () => ({
      navigate: ({ itemUrl }) => void navigate(itemUrl),
      navigateNewTab: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
      navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, '_blank', 'noopener'),
    }),
    [navigate],
  );
  const translations = useMemo(
    () => docSearchTranslations((key) => text(key as I18nKey, lang)),
    [lang],
  );
  const onCloseModal = useCallback(() => onClose(), [onClose]);

  // After the hits, a link to the search results page of the query (`/search?q=…`): every hit,
  // with filters. A link of its own, outside the list of options, reached with Tab.
  const openResults = useQueryNavigate();
  const resultsFooter = useMemo(
    () =>
      function SeeAllResults({ state }: ResultsFooterProps) {
        const href = queryHref(state.query, lang);
        const count = Number(state.context.nbHits ?? 0);
        return (
          <a
            className="rp-search-see-all"
            href={href}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onCloseModal();
              void openResults(href);
            }}
          >
            {count > 0
              ? fill('searchResults.seeAllCount', lang, { count })
              : text('searchResults.seeAll', lang)}
          </a>
        );
      },
    [lang, onCloseModal, openResults],
  );

  const dialogLabel = t('a11y.searchDialog');
  // Before the first paint of the modal, so assistive technology never sees it without its role.
  useLayoutEffect(() => applyModalSemantics(document.body, dialogLabel), [dialogLabel]);

  // The stand-in box (PendingSearchBox) left the page in this commit: its focus goes to DocSearch's
  // input before the browser handles the next key, not in DocSearch's own effect a frame later,
  // when a key typed in between would land on the page.
  // Keys typed between the modal's first render and this commit reached the stand-in box only:
  // they are given to DocSearch's input as the reader's own input event, so that it searches them.
  useLayoutEffect(() => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return;
    const latest = latestQuery?.() ?? '';
    if (latest !== '' && latest !== input.value) replaceInputValue(input, latest);
    if (document.activeElement === input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [latestQuery]);

  useEffect(() => {
    document.body.dataset.searchProvider = config.provider;
    return () => {
      delete document.body.dataset.searchProvider;
    };
  }, []);

  return createPortal(
    <ModalErrorBoundary
      onClose={onCloseModal}
      title={t('docsearch.modal.errorScreen.titleText')}
      closeText={t('docsearch.modal.searchBox.cancelButtonText')}
    >
      <DocSearchModal
        appId={config.appId}
        apiKey={config.apiKey}
        indexName={indexName}
        placeholder={t('docsearch.placeholder')}
        // DocSearchModal takes the modal's part of the translations (the button is ours).
        translations={translations.modal}
        transformSearchClient={transformSearchClient}
        hitComponent={Hit}
        resultsFooterComponent={resultsFooter}
        navigator={navigator}
        getMissingResultsUrl={missingResultsUrl}
        initialQuery={initialQuery}
        initialScrollY={window.scrollY}
        onClose={onCloseModal}
        insights={insights}
        searchParameters={searchParameters}
      />
      <SearchErrorScreen
        failedQuery={outcome && !outcome.ok ? outcome.query : null}
        title={t('docsearch.modal.errorScreen.titleText')}
        help={t('docsearch.modal.errorScreen.helpText')}
      />
    </ModalErrorBoundary>,
    document.body,
  );
}
