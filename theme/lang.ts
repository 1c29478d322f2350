import { DEFAULT_LANG, type Lang, PREFIXED_LANGS } from '../common/site.ts';

/** The languages of the site (common/site.ts). English routes have no prefix; Chinese routes start with `/zh`. */
export type { Lang };

/**
 * The language of a page from its path: Chinese when one of the path's segments is `zh`
 * (any language's prefix, in general)
 * (`/zh`, `/zh/`, `/zh/guide/start/introduction`, `/base/zh/api/`), English otherwise.
 *
 * "Chinese if the path contains zh" is read as a whole path segment, so an
 * English page whose slug merely contains the letters (say `/guide/zhuyin`) stays English.
 */
export function langFromPath(pathname: string): Lang {
  const segments = (pathname.split(/[?#]/, 1)[0] ?? '').split('/');
  return PREFIXED_LANGS.find((lang) => segments.includes(lang)) ?? DEFAULT_LANG;
}

/** Narrows any language tag (Rspress gives a plain string) to one of ours; unknown tags are the default language. */
export function toLang(value: string | undefined | null): Lang | undefined {
  if (!value) return undefined;
  const tag = value.toLowerCase();
  return PREFIXED_LANGS.find((lang) => tag.startsWith(lang)) ?? DEFAULT_LANG;
}

/** The language to show: the `lang` prop when given, otherwise the one of the path. */
export function resolveLang(lang: string | undefined, pathname: string): Lang {
  return toLang(lang) ?? langFromPath(pathname);
}
