import { removeBase, useLocation, usePages } from '@rspress/core/runtime';
import { useEffect, useId, useState } from 'react';
import { usePageLang } from '../../hooks.ts';
import { t } from '../../i18n.ts';
import type { Lang } from '../../lang.ts';
import { Link } from '../Link/index.tsx';
import type { Suggestion } from './suggest.ts';
import './index.css';

const config = __SEARCH_CONFIG__;

/**
 * On a "page not found" page, the pages closest to the address the reader asked for, found by the
 * site's search from the words of the path (`./pathQueries.ts`, `./suggest.ts`). The search code
 * loads once the page is there, never with it; until it answers, and when it finds nothing or
 * cannot be reached, nothing shows. The list is announced politely when it appears.
 */
export function NotFoundSuggestions({ lang }: { lang?: Lang }) {
  const pageLang = usePageLang(lang);
  const { pathname } = useLocation();
  const { pages } = usePages();
  const headingId = useId();
  const [found, setFound] = useState<{ pathname: string; suggestions: Suggestion[] } | null>(null);

  useEffect(() => {
    let current = true;
    const path = removeBase(pathname);
    import(/* webpackChunkName: "not-found-suggestions" */ './suggest.ts')
      .then(({ findSuggestions }) =>
        findSuggestions({
          pathname: path,
          lang: pageLang,
          config,
          pages,
          origin: { host: location.host, protocol: location.protocol },
        }),
      )
      .catch(() => [])
      .then((suggestions) => {
        if (current) setFound({ pathname, suggestions });
      });
    return () => {
      current = false;
    };
  }, [pathname, pageLang, pages]);

  const suggestions = found?.pathname === pathname ? found.suggestions : [];
  return (
    <div className="rp-not-found-suggestions" aria-live="polite">
      {suggestions.length > 0 && (
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="rp-not-found-suggestions__title">
            {t('notFound.suggestions', pageLang)}
          </h2>
          <ul className="rp-not-found-suggestions__list">
            {suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <Link className="rp-not-found-suggestions__link" href={suggestion.href}>
                  {suggestion.title}
                </Link>
                <span className="rp-not-found-suggestions__path">{suggestion.href}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
