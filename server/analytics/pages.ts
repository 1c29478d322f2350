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

/** The language of a path of the site (with or without `.html` or a trailing slash), if it is a page. */
export function pageLangOf(pages: ReadonlyMap<string, string>, path: string): string | undefined {
  const clean = path.split(/[?#]/)[0] as string;
  return (
    pages.get(clean) ??
    pages.get(clean.replace(/\.html$/, '')) ??
    (clean.endsWith('/') ? pages.get(clean.slice(0, -1)) : pages.get(`${clean}/`))
  );
}
