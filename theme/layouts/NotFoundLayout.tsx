import { useI18n, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { MAIN_CONTENT_ID } from './mainContent.ts';
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';

/**
 * The "page not found" layout of Rspress 2.0.22, with two fixes: it is the page's main region
 * (the default has none, so the skip link led nowhere and screen-reader users navigating by
 * region found no content), and its home link is named by its visible text in the page's
 * language (the default labels it "go to home" in English on every page).
 */
export function NotFoundLayout() {
  const { siteData, page } = usePageData();
  const t = useI18n();
  const defaultLang = siteData.lang;
  const defaultVersion = siteData.multiVersion.default;

  // As the default does: an address with the default language's prefix goes to the same path
  // without it.
  if (defaultLang && typeof window !== 'undefined') {
    const prefix = new RegExp(`/${defaultLang}(\\/|$)`);
    if (prefix.test(location.pathname)) {
      window.location.replace(location.pathname.replace(prefix, '/'));
      return null;
    }
  }

  let home = '/';
  if (defaultVersion && page.version !== defaultVersion) home += `${page.version}/`;
  if (defaultLang && page.lang !== defaultLang) home += `${page.lang}/`;

  return (
    <main id={MAIN_CONTENT_ID} className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={home}>
          {t('takeMeHomeText')}
        </Link>
      </div>
    </main>
  );
}
