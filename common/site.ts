/**
 * The site's languages, their URLs, the repository it documents and its own repository: the one
 * place to change them.
 * Read by the Rspress config, the theme (in the browser too: no Node imports here), the server's
 * 404 pages, the docs check, the tests and the benchmarks. Adding a language: CONTRIBUTING.md.
 */

/** The languages of the site, the default first. */
export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

/** The default language: its pages have no prefix; every other language's live under `/<lang>/`. */
export const DEFAULT_LANG: Lang = 'en';

/** What the site calls each language, and its title and description there. */
export const LOCALES: Readonly<
  Record<Lang, { label: string; title: string; description: string }>
> = {
  en: { label: 'English', title: 'Rspress', description: 'Rsbuild based static site generator' },
  zh: { label: '简体中文', title: 'Rspress', description: '基于 Rsbuild 的静态站点生成器' },
};

/** The repository of Rspress (the project this site documents). */
export const REPOSITORY = 'https://github.com/web-infra-dev/rspress';

/**
 * This site's own repository, where each page's "Edit this page" link leads: the page's file under
 * `docs/` on `branch`. `url: null` takes the `repository` field of package.json (the usual place to
 * change it); any GitHub, GitLab, Bitbucket or SourceHut URL or shorthand (`github:owner/name`) works,
 * and the link's text names that host (`{{host}}` in `editLinkText` of i18n.json).
 */
export const SITE_REPOSITORY: Readonly<{ url: string | null; branch: string }> = {
  url: null,
  branch: 'main',
};

/**
 * The form that opens a new issue in this site's repository (SITE_REPOSITORY), prefilled from the
 * query of its URL: where the feedback block's "Open an issue" link leads. Derived at build time
 * by build/editLink.ts, as the edit links are.
 */
export interface NewIssueForm {
  /** The form's address, e.g. `https://github.com/owner/name/issues/new`. */
  url: string;
  /** The query parameter that takes the issue's title. */
  titleParam: string;
  /** The query parameter that takes the issue's text. */
  bodyParam: string;
  /** What readers call the host: `GitHub`, `GitLab`. */
  host: string;
}

/** A text in each language of the site: the one shape of bilingual data. */
export type Localized<T = string> = Record<Lang, T>;

/** Whether a string is one of the site's languages. */
export const isLang = (value: string): value is Lang =>
  (LANGS as readonly string[]).includes(value);

/** The URL prefix of a language's pages: `''` for the default language, `/zh` for Chinese. */
export const langPrefix = (lang: Lang): string => (lang === DEFAULT_LANG ? '' : `/${lang}`);

/** The languages whose pages live under a `/<lang>/` prefix. */
export const PREFIXED_LANGS: readonly Lang[] = LANGS.filter((lang) => lang !== DEFAULT_LANG);
