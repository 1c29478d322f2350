import { type ChangeEvent, type FormEvent, Fragment, type ReactNode } from 'react';
import { LANGS, type Lang, LOCALES } from '../../../common/site.ts';
import { fill, type I18nKey, t } from '../../i18n.ts';
import { MAIN_CONTENT_ID } from '../../layouts/mainContent.ts';
import {
  pageLinks,
  type ResultItem,
  type ResultsModel,
  type ResultsState,
  resultsHref,
  resultsPath,
  resultsSearch,
  SECTIONS,
  type Section,
  type TextPart,
} from './results.ts';

/**
 * The markup of the search results page, the same wherever it is rendered: by the page's component
 * in the browser (and when Rspress pre-renders the page), and by the site server with the results
 * of the address (server/searchResultsPage.ts). It imports nothing of Rspress and no stylesheet, so
 * that the server can render it; every text is a React text node, escaped by React.
 */

/** The ids the page's script and the server find the page's parts by. */
export const RESULTS_IDS = {
  query: 'rp-search-results-query',
  list: 'rp-search-results-list',
} as const;

/** The document title: the query first when there is one (`sidebar - Search results - Rspress`). */
export function documentTitle(query: string, lang: Lang): string {
  return [query, t('searchResults.title', lang), LOCALES[lang].title].filter(Boolean).join(' - ');
}

const sectionName = (section: Section, lang: Lang) => t(section, lang);

/** A highlighted text: the query's words in `<mark>`. */
function Highlighted({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <mark key={i}>{part.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * How the form reaches the page's script, when there is one (none when the server renders it).
 * The view only hands the events on: reading the DOM (the query box's value) is the script's, so
 * that the view uses neither the DOM nor Node and type-checks in both (tsconfig.node.json).
 */
export interface FormHandlers {
  draft: string;
  onDraft: (event: ChangeEvent<HTMLInputElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFilter: (change: Partial<Pick<ResultsState, 'section' | 'lang'>>) => void;
}

/**
 * The form: the query, the section and the language. A `GET` form, so that without JavaScript it
 * asks the site server for the page of the new query; the page's script takes over submissions
 * and changes each filter at once.
 */
export function SearchForm({
  lang,
  state,
  handlers,
}: {
  lang: Lang;
  state: ResultsState;
  handlers?: FormHandlers;
}) {
  const radio = (name: string, value: string, checked: boolean, onChange: () => void) =>
    handlers
      ? { name, value, checked, onChange }
      : { name, value, defaultChecked: checked, onChange: undefined };
  return (
    <search aria-label={t('searchResults.label', lang)}>
      <form
        className="rp-search-results__form"
        method="get"
        action={resultsPath(lang)}
        onSubmit={handlers?.onSubmit}
      >
        <div className="rp-search-results__box">
          <label className="rp-visually-hidden" htmlFor={RESULTS_IDS.query}>
            {t('searchResults.label', lang)}
          </label>
          <input
            id={RESULTS_IDS.query}
            className="rp-search-results__input"
            type="search"
            name="q"
            maxLength={512}
            placeholder={t('searchResults.placeholder', lang)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            {...(handlers
              ? { value: handlers.draft, onChange: handlers.onDraft }
              : { defaultValue: state.query })}
          />
          <button className="rp-search-results__submit" type="submit">
            {t('searchResults.submit', lang)}
          </button>
        </div>
        <div className="rp-search-results__filters">
          <fieldset className="rp-search-results__filter">
            <legend>{t('searchResults.section', lang)}</legend>
            <label>
              <input
                type="radio"
                {...radio('section', '', state.section === null, () =>
                  handlers?.onFilter({ section: null }),
                )}
              />
              <span>{t('searchResults.allSections', lang)}</span>
            </label>
            {SECTIONS.map((section) => (
              <label key={section}>
                <input
                  type="radio"
                  {...radio('section', section, state.section === section, () =>
                    handlers?.onFilter({ section }),
                  )}
                />
                <span>{sectionName(section, lang)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="rp-search-results__filter">
            <legend>{t('searchResults.language', lang)}</legend>
            {LANGS.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  {...radio('lang', option, state.lang === option, () =>
                    handlers?.onFilter({ lang: option }),
                  )}
                />
                <span lang={option}>{LOCALES[option].label}</span>
              </label>
            ))}
          </fieldset>
        </div>
      </form>
    </search>
  );
}

function Hit({ item, lang }: { item: ResultItem; lang: Lang }) {
  return (
    <li className="rp-search-results__hit">
      <h3 className="rp-search-results__hit-title">
        <a href={item.url} data-hit-url={item.url} hrefLang={lang}>
          <Highlighted parts={item.title} />
        </a>
      </h3>
      {item.path.length > 0 && (
        <p className="rp-search-results__path">
          {item.path.map((parts, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the headings of a hit never move
            <span key={i} className="rp-search-results__crumb">
              <Highlighted parts={parts} />
            </span>
          ))}
        </p>
      )}
      {item.snippet && (
        <p className="rp-search-results__snippet">
          <Highlighted parts={item.snippet} />
        </p>
      )}
    </li>
  );
}

function Pagination({
  lang,
  state,
  model,
}: {
  lang: Lang;
  state: ResultsState;
  model: ResultsModel;
}) {
  if (model.pageCount <= 1) return null;
  const href = (page: number) => resultsHref({ ...state, page }, lang);
  return (
    <nav className="rp-search-results__pages" aria-label={t('searchResults.pages', lang)}>
      {model.page > 1 && (
        <a className="rp-search-results__step" href={href(model.page - 1)} rel="prev">
          {t('searchResults.previous', lang)}
        </a>
      )}
      <ol className="rp-search-results__numbers">
        {pageLinks(model.page, model.pageCount).map((page, i) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has nothing else to tell it apart
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={href(page)}
                aria-label={fill('searchResults.page', lang, { page })}
                aria-current={page === model.page ? 'page' : undefined}
              >
                {String(page)}
              </a>
            </li>
          ),
        )}
      </ol>
      {model.page < model.pageCount && (
        <a className="rp-search-results__step" href={href(model.page + 1)} rel="next">
          {t('searchResults.next', lang)}
        </a>
      )}
    </nav>
  );
}

/** The summary of an answer: how many hits, in which sections. */
function Summary({ lang, state, model }: { lang: Lang; state: ResultsState; model: ResultsModel }) {
  const values = {
    count: model.total,
    query: state.query,
    section: state.section ? sectionName(state.section, lang) : '',
  };
  const key: I18nKey = state.section
    ? model.total === 1
      ? 'searchResults.foundInSectionOne'
      : 'searchResults.foundInSection'
    : model.total === 1
      ? 'searchResults.foundOne'
      : 'searchResults.found';
  const bySection = SECTIONS.filter((section) => model.counts[section] > 0)
    .map((section) => `${sectionName(section, lang)} ${model.counts[section]}`)
    .join(' · ');
  return (
    <div className="rp-search-results__summary">
      <p className="rp-search-results__count">{fill(key, lang, values)}</p>
      {bySection && (
        <p className="rp-search-results__sections">
          {`${t('searchResults.bySection', lang)} ${bySection}`}
        </p>
      )}
      {model.nbHits > model.found && (
        <p className="rp-search-results__limited">
          {fill('searchResults.limited', lang, { shown: model.found, total: model.nbHits })}
        </p>
      )}
    </div>
  );
}

/** No hits: say so, and offer the searches that may find some (every section, the other language). */
function NoResults({ lang, state }: { lang: Lang; state: ResultsState }) {
  const others = [
    ...(state.section
      ? [
          {
            href: resultsHref({ ...state, section: null, page: 1 }, lang),
            text: t('searchResults.everySection', lang),
          },
        ]
      : []),
    ...LANGS.filter((other) => other !== state.lang).map((other) => ({
      href: resultsHref({ ...state, lang: other, page: 1 }, lang),
      text: fill('searchResults.otherLanguage', lang, { language: LOCALES[other].label }),
    })),
  ];
  return (
    <div className="rp-search-results__none">
      <p className="rp-search-results__count">
        {state.section
          ? fill('searchResults.noneInSection', lang, {
              query: state.query,
              section: sectionName(state.section, lang),
            })
          : fill('searchResults.none', lang, { query: state.query })}
      </p>
      <p>{t('searchResults.noneHelp', lang)}</p>
      <ul className="rp-search-results__alternatives">
        {others.map((other) => (
          <li key={other.href}>
            <a href={other.href}>{other.text}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the list shows: the results of the state's query, or what stands in for them. */
export type ListContent =
  | { kind: 'empty' }
  | { kind: 'results'; model: ResultsModel }
  | { kind: 'searching' }
  | { kind: 'error' };

/** The results of a query: summary, hits by sidebar group, pages; or why there are none. */
export function ResultsList({
  lang,
  state,
  content,
}: {
  lang: Lang;
  state: ResultsState;
  content: ListContent;
}) {
  if (content.kind === 'empty' || state.query === '') {
    return <p className="rp-search-results__hint">{t('searchResults.empty', lang)}</p>;
  }
  if (content.kind === 'searching') {
    return <p className="rp-search-results__hint">{t('searchResults.searching', lang)}</p>;
  }
  if (content.kind === 'error') {
    return <p className="rp-search-results__hint">{t('searchResults.error', lang)}</p>;
  }
  const { model } = content;
  if (model.total === 0) return <NoResults lang={lang} state={state} />;
  return (
    <>
      <Summary lang={lang} state={state} model={model} />
      {model.groups.map((group) => (
        <section
          key={group.title}
          className="rp-search-results__group"
          lang={state.lang === lang ? undefined : state.lang}
        >
          <h2 className="rp-search-results__group-title">{group.title}</h2>
          <ol className="rp-search-results__hits">
            {group.items.map((item) => (
              <Hit key={item.url} item={item} lang={state.lang} />
            ))}
          </ol>
        </section>
      ))}
      <Pagination lang={lang} state={state} model={model} />
    </>
  );
}

/**
 * The page's main region: its title, the form and the list. The list is either rendered here
 * (`children`) or given as HTML already in the document (`listHtml`): the page's script keeps the
 * results the server rendered into the page as they are until the reader asks for others, rather
 * than hydrating markup it has no data for. `data-state` names the state the list shows,
 * `data-page-lang` the page, and `data-client-rendered` marks a list the script rendered itself.
 */
export function ResultsMain({
  lang,
  state,
  handlers,
  listHtml,
  busy = false,
  announcement = '',
  clientRendered = false,
  children,
}: {
  lang: Lang;
  state: ResultsState;
  handlers?: FormHandlers;
  listHtml?: string;
  busy?: boolean;
  announcement?: string;
  /** Rendered by the page's script, not by the server or the build (see index.tsx). */
  clientRendered?: boolean;
  children?: ReactNode;
}) {
  const listProps = {
    id: RESULTS_IDS.list,
    className: 'rp-search-results__list',
    'data-state': resultsSearch(state, lang),
    'data-page-lang': lang,
    'data-client-rendered': clientRendered ? '' : undefined,
    'aria-busy': busy || undefined,
    // Focused after a page link, so that the reader goes on from the top of the new page.
    tabIndex: -1,
  };
  return (
    <main id={MAIN_CONTENT_ID} className="rp-search-results">
      <h1 className="rp-search-results__title">{t('searchResults.title', lang)}</h1>
      <SearchForm lang={lang} state={state} handlers={handlers} />
      <p className="rp-visually-hidden" role="status">
        {announcement}
      </p>
      {listHtml === undefined ? (
        <div key="rendered" {...listProps}>
          {children}
        </div>
      ) : (
        // The HTML the document already holds (see above), never text of the answer.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: it is the list's own markup, read back from the page
        <div key="served" {...listProps} dangerouslySetInnerHTML={{ __html: listHtml }} />
      )}
    </main>
  );
}
