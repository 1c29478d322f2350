export interface LanguageSwitch {
  /** The current path without the site base, e.g. `/guide/basic/ssg`, `/zh/api/`. */
  pathname: string;
  /** `?query` and `#hash` of the current address, kept on the twin page ('' for none). */
  search: string;
  hash: string;
  /** The language of the current page and the one to switch to. */
  from: string;
  to: string;
  /** The site's default language: its pages have no prefix, the others `/<lang>/`. */
  defaultLang: string;
  /** Whether the current page is a "page not found" page. */
  notFound: boolean;
  /** Whether the site has a page at a path. */
  routeExists: (path: string) => boolean;
  /** Internal links of the target language's navbar: the landing pages of its sections. */
  landings: readonly string[];
}

/** Path of the language's home page: `/` for the default language, `/<lang>/` for the others. */
export function homeOf(lang: string, defaultLang: string): string {
  return lang === defaultLang ? '/' : `/${lang}/`;
}

/** `path` without the prefix of `lang` (unchanged for the default language). */
function withoutLang(path: string, lang: string, defaultLang: string): string {
  if (lang === defaultLang) return path;
  if (path === `/${lang}`) return '/';
  return path.startsWith(`/${lang}/`) ? path.slice(lang.length + 1) : path;
}

/** `pure` (a path without language prefix) in `lang`. */
function withLang(pure: string, lang: string, defaultLang: string): string {
  return lang === defaultLang ? pure : `/${lang}${pure}`;
}

/** The section of a path without language prefix: its first segment (`guide`, `api`), or ''. */
function sectionOf(pure: string): string {
  return pure.split('/')[1] ?? '';
}

/**
 * Where the language switcher goes: the same page in the other language, with the same query
 * and `#hash` (heading ids are the same in both languages); when that page does not exist, the
 * landing page of the same section in the other language (its navbar link); failing that, and
 * from a "page not found" page, the other language's home page. Never a missing page.
 */
export function languageSwitchHref(options: LanguageSwitch): string {
  const { from, to, defaultLang } = options;
  const home = homeOf(to, defaultLang);
  if (options.notFound) return home;
  const pure = withoutLang(options.pathname, from, defaultLang);
  const twin = withLang(pure, to, defaultLang);
  if (options.routeExists(twin)) return `${twin}${options.search}${options.hash}`;
  const section = sectionOf(pure);
  const landing = options.landings.find(
    (link) =>
      section !== '' &&
      sectionOf(withoutLang(link, to, defaultLang)) === section &&
      options.routeExists(link),
  );
  return landing ?? home;
}
