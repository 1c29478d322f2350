import type { NavItem } from '@rspress/core';
import {
  pathnameToRouteService,
  removeBase,
  useLocation,
  usePage,
  useSite,
} from '@rspress/core/runtime';
import { Link as BaseLink } from '@rspress/core/theme-original';
import { type ComponentProps, useSyncExternalStore } from 'react';
import { languageSwitchHref } from '../../langSwitch.ts';

type LinkProps = ComponentProps<typeof BaseLink>;

/**
 * The default theme's `Link`. The language switcher (navbar menu and mobile menu) renders its
 * entries as `Link`s with `rel="alternate"` and `hrefLang`; those get the twin page with the
 * reader's `#hash`, or a page that exists when there is no twin (see `languageSwitchHref`).
 *
 * The navbar's menus pass every item's `rel`, `undefined` when the item has none; the default
 * spreads it over its own `rel="noopener noreferrer"` of the links it opens in a new tab (the
 * version menu's), so an absent `rel` is left out here.
 */
export function Link({ rel, ...props }: LinkProps) {
  if (rel === 'alternate' && props.hrefLang) return <LanguageSwitchLink {...props} rel={rel} />;
  return rel === undefined ? <BaseLink {...props} /> : <BaseLink {...props} rel={rel} />;
}

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/**
 * The address's `#hash`: none in the pre-rendered HTML, the real one from hydration on, kept
 * current when the reader follows a heading anchor or the router navigates.
 */
function useHash(): string {
  useLocation();
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
}

function internalLinks(items: readonly NavItem[] | undefined): string[] {
  return (items ?? []).flatMap((item) => [
    ...('link' in item && item.link.startsWith('/') ? [item.link] : []),
    ...('items' in item ? internalLinks(item.items as NavItem[]) : []),
  ]);
}

function LanguageSwitchLink(props: LinkProps) {
  const { pathname, search } = useLocation();
  const hash = useHash();
  const { page } = usePage();
  const { site } = useSite();
  const to = props.hrefLang ?? '';
  const nav = site.themeConfig.locales.find((locale) => locale.lang === to)?.nav;
  const href = languageSwitchHref({
    pathname: removeBase(pathname),
    search,
    hash,
    from: page.lang,
    to,
    defaultLang: site.lang,
    notFound: page.pageType === '404',
    routeExists: (path) => pathnameToRouteService(path) !== undefined,
    landings: internalLinks(Array.isArray(nav) ? nav : undefined),
  });
  return <BaseLink {...props} href={href} />;
}
