import type { MouseEvent } from 'react';
import { usePageLang } from '../../hooks.ts';
import { t } from '../../i18n.ts';
import type { Lang } from '../../lang.ts';
import { MAIN_CONTENT_ID } from '../../layouts/mainContent.ts';
import './index.css';

/**
 * The first stop of the Tab key on every page: hidden until focused, it moves the focus past the
 * announcement bar and the navbar to the page's main region. Without JavaScript it is a plain
 * in-page link; with it, the focus moves without touching the URL's hash (which the doc pages
 * use for headings).
 */
export function SkipLink({ lang }: { lang?: Lang }) {
  const pageLang = usePageLang(lang);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main =
      document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main');
    if (!main) return;
    event.preventDefault();
    // Focusable only for this jump: a main region that takes the focus would take it from every
    // click on the page's text too.
    if (!main.hasAttribute('tabindex')) {
      main.setAttribute('tabindex', '-1');
      main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
    }
    main.focus();
  };
  return (
    <a className="rp-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('a11y.skipToContent', pageLang)}
    </a>
  );
}
