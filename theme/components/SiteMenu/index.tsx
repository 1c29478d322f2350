import type { NavItem } from '@rspress/core';
import { matchNavbar, useLocation, useNav, usePage, useSite } from '@rspress/core/runtime';
import { IconClose, IconSmallMenu, SvgWrapper } from '@rspress/core/theme-original';
import { useId, useRef, useState } from 'react';
import { usePageLang } from '../../hooks.ts';
import { t } from '../../i18n.ts';
import { SwitchAppearance } from '../AppearanceMenu/index.tsx';
import { useFocusWithin } from '../focusWithin.ts';
import { Link } from '../Link/index.tsx';
import { SocialLinks } from '../SocialLinks/index.tsx';
import './index.css';

/** One entry of the navbar's items: a link, or a group's label and its links. */
function NavEntry({ item, pathname }: { item: NavItem; pathname: string }) {
  if ('items' in item && Array.isArray(item.items)) {
    return (
      <li className="rp-site-menu__group">
        <span className="rp-site-menu__group-label">{item.text}</span>
        <ul className="rp-site-menu__list">
          {(item.items as NavItem[]).map((child) => (
            <NavEntry key={child.text} item={child} pathname={pathname} />
          ))}
        </ul>
      </li>
    );
  }
  if (!('link' in item) || !item.link) return null;
  const active = matchNavbar(item, pathname);
  return (
    <li>
      <Link
        href={item.link}
        className={`rp-site-menu__link${active ? ' rp-site-menu__link--active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        {item.text}
      </Link>
    </li>
  );
}

/** The language links: the current language as text, each other one a link to the twin page. */
function Languages({ labelledBy }: { labelledBy: string }) {
  const { site } = useSite();
  const { page } = usePage();
  const locales = site.themeConfig.locales ?? [];
  if (locales.length < 2) return null;
  return (
    <ul className="rp-site-menu__languages" aria-labelledby={labelledBy}>
      {locales.map((locale) => (
        <li key={locale.lang}>
          {locale.lang === page.lang ? (
            <span className="rp-site-menu__language--current" aria-current="true">
              {locale.label}
            </span>
          ) : (
            // The theme's Link takes a language-switch link to the same page in that language
            // (theme/langSwitch.ts).
            <Link href="/" hrefLang={locale.lang} lang={locale.lang} rel="alternate">
              {locale.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The navbar's menu button where the navbar has no room for all of its items (phones and narrow
 * windows): a labelled button that shows and hides a panel right after it, so that the next Tab
 * goes into it. The panel holds the navbar's links (on phones, where the navbar shows none), the
 * appearance menu, the languages and the social links. Escape closes it and gives the focus back
 * to the button; leaving it with Tab closes it, and so does following one of its links.
 *
 * Replaces the default theme's two hamburgers, named "mobile hamburger" in English on every
 * page: one opened a full-screen menu the keyboard reached only after the whole page, the other
 * a hover menu of links nested in its own button, which the keyboard could not use.
 */
export function NavHamburger() {
  const lang = usePageLang();
  const { pathname } = useLocation();
  const nav = useNav();
  // Open on the page it was opened on: a link followed from the panel leads to a page without it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const languageId = useId();

  useFocusWithin(root, {
    onLeave: () => setOpenOn(null),
    onKeyDown: (event) => {
      // Escape in the appearance menu closes that menu only.
      const inMenu = (event.target as Element | null)?.closest('[role="menu"]');
      if (event.key === 'Escape' && !inMenu) {
        event.preventDefault();
        setOpenOn(null);
        button.current?.focus();
      }
    },
  });
  const label = t('nav.menu', lang);

  return (
    <div ref={root} className="rp-site-menu">
      <button
        ref={button}
        type="button"
        className="rp-site-menu__button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <SvgWrapper icon={open ? IconClose : IconSmallMenu} width={20} height={20} aria-hidden />
      </button>
      {open && (
        <div id={panelId} className="rp-site-menu__panel">
          <nav className="rp-site-menu__nav" aria-label={label}>
            <ul className="rp-site-menu__list">
              {nav.map((item) => (
                <NavEntry key={item.text} item={item} pathname={pathname} />
              ))}
            </ul>
          </nav>
          <div className="rp-site-menu__row">
            <span aria-hidden="true">{t('appearance.label', lang)}</span>
            <SwitchAppearance />
          </div>
          <div className="rp-site-menu__row">
            <span id={languageId}>{t('nav.language', lang)}</span>
            <Languages labelledBy={languageId} />
          </div>
          <div className="rp-site-menu__social">
            <SocialLinks />
          </div>
        </div>
      )}
    </div>
  );
}
