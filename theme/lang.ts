/** The two languages of the site. English routes have no prefix; Chinese routes start with `/zh`. */
export type Lang = 'en' | 'zh';

/**
 * The language of a page from its path: Chinese when one of the path's segments is `zh`
 * (`/zh`, `/zh/`, `/zh/guide/start/introduction`, `/base/zh/api/`), English otherwise.
 *
 * SPEC §2 says "Chinese if the path contains zh"; we read that as a whole path segment, so an
 * English page whose slug merely contains the letters (say `/guide/zhuyin`) stays English.
 */
export function langFromPath(pathname: string): Lang {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').includes('zh') ? 'zh' : 'en';
}

/** Narrows any language tag (Rspress gives a plain string) to one of ours; unknown tags are English. */
export function toLang(value: string | undefined | null): Lang | undefined {
  if (!value) return undefined;
  return value.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** The language to show: the `lang` prop when given, otherwise the one of the path. */
export function resolveLang(lang: string | undefined, pathname: string): Lang {
  return toLang(lang) ?? langFromPath(pathname);
}
