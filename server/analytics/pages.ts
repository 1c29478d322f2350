import { readdirSync } from 'node:fs';
import { DEFAULT_LANG, isLang } from '../../common/site.ts';

/**
 * The pages of a build, by the URL path readers see (`/guide/start/introduction`, `/zh/`), with
 * their language: page feedback is accepted for these paths only.
 */
export function sitePages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.html')) continue;
    const file = name.split('\\').join('/');
    if (file === '404.html' || file.endsWith('/404.html')) continue;
    const urlPath = `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
    const first = urlPath.split('/')[1] ?? '';
    pages.set(urlPath, isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG);
  }
  return pages;
}

/**
 * The page a path of the site names, in the one form feedback is stored under (the key of
 * `pages`), with its language: the query and fragment are dropped, and `.html`, `/index`,
 * `/index.html` and a trailing slash added or missing lead to the same page. Undefined for
 * anything that is not a page.
 */
export function pageOf(
  pages: ReadonlyMap<string, string>,
  path: string,
): { path: string; lang: string } | undefined {
  const clean = (path.split(/[?#]/)[0] as string).replace(/(\/index)?\.html$/, '');
  const bare = clean.replace(/\/index$/, '/');
  for (const candidate of [bare, bare.endsWith('/') ? bare.slice(0, -1) : `${bare}/`]) {
    const lang = pages.get(candidate);
    if (lang !== undefined) return { path: candidate, lang };
  }
  return undefined;
}

/** The language of a path of the site (see pageOf), if it is a page. */
export function pageLangOf(pages: ReadonlyMap<string, string>, path: string): string | undefined {
  return pageOf(pages, path)?.lang;
}
