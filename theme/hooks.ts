import { useLocation } from '@rspress/core/runtime';
import { type Lang, resolveLang } from './lang.ts';

/**
 * The language a theme component renders in: its `lang` prop, or else the language of the current
 * route's path. The router's location is known on the server too, so the first HTML is already in
 * the right language.
 */
export function usePageLang(lang?: Lang): Lang {
  const { pathname } = useLocation();
  return resolveLang(lang, pathname);
}
