import type { DocSearchTransformClient } from '@docsearch/react';
import { liteClient } from 'algoliasearch/lite';
import { DEFAULT_LANG, type Lang, langPrefix } from '../../../common/site.ts';
import { createTransformSearchClient } from '../../../search/client/client.ts';
import type { SearchClientConfig } from '../../../search/config.ts';
import { pathQueries } from './pathQueries.ts';

/** A page to suggest: where it is and what it is called, in the 404 page's language. */
export interface Suggestion {
  href: string;
  title: string;
}

/** What the pages list of Rspress tells about each page. */
export interface PageEntry {
  routePath: string;
  title: string;
  lang: string;
}

/** The URLs of the hits of one query, and the language of the index that answered it. */
export interface HitList {
  lang: Lang;
  urls: string[];
}

export const MAX_SUGGESTIONS = 5;
const HAN = /\p{Script=Han}/u;

/**
 * The language whose index answers a query made of a path's words. The site's URLs are the same
 * English words in every language (`/zh/guide/start/introduction`), so Latin words are searched
 * among the default language's pages, whose text has them, and the hits are taken to their twins
 * in the page's language; words in Han characters, among the page's own language's pages.
 */
export function indexLangOf(query: string, pageLang: Lang): Lang {
  return HAN.test(query) ? pageLang : DEFAULT_LANG;
}

/** A route path compared as the router compares it: no `.html`, no trailing slash but the root's. */
function normalize(path: string): string {
  const clean = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/**
 * A list's hits with the pages' own hits first (a URL without a fragment: the words are in the
 * page's title), each group in the engine's order. An address names a page, not a section: for
 * `/plugin/last-update` the page titled "Last updated time" comes before a page that only has a
 * `lastUpdated` heading, however the engine ranks the two for a reader typing in the modal.
 */
function pagesFirst(urls: readonly string[]): string[] {
  const isPage = (url: string) => !url.includes('#');
  return [...urls.filter(isPage), ...urls.filter((url) => !isPage(url))];
}

/**
 * The pages to suggest, from the hits of the queries, most specific query first: each hit's page
 * (not its heading), pages whose title holds the words before pages with such a section, in the
 * 404 page's language, once, if the site has it, at most `limit`.
 */
export function pickSuggestions(
  lists: HitList[],
  pageLang: Lang,
  pages: readonly PageEntry[],
  limit = MAX_SUGGESTIONS,
): Suggestion[] {
  const byPath = new Map(
    pages
      .filter((page) => page.lang === pageLang && page.title)
      .map((page) => [normalize(page.routePath), page]),
  );
  const suggestions: Suggestion[] = [];
  const seen = new Set<string>();
  for (const { lang, urls } of lists) {
    for (const url of pagesFirst(urls)) {
      const path = normalize(new URL(url, 'http://localhost').pathname);
      const prefix = langPrefix(lang);
      const pure = prefix && path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
      const target = normalize(`${langPrefix(pageLang)}${pure}`);
      const page = byPath.get(target);
      if (!page || seen.has(target)) continue;
      seen.add(target);
      suggestions.push({ href: page.routePath, title: page.title });
      if (suggestions.length === limit) return suggestions;
    }
  }
  return suggestions;
}

/**
 * Asks the site's search (whichever provider the build uses: the server, the engine in the page,
 * or Algolia) for the pages closest to the path a reader asked for.
 */
export async function findSuggestions(options: {
  /** The path asked for, without the site base. */
  pathname: string;
  lang: Lang;
  config: SearchClientConfig;
  pages: readonly PageEntry[];
  origin: { host: string; protocol: string };
}): Promise<Suggestion[]> {
  const { config, lang } = options;
  const queries = pathQueries(options.pathname);
  if (queries.length === 0) return [];
  const client = createTransformSearchClient(config, {
    origin: options.origin,
    onOutcome: () => undefined,
  })(liteClient(config.appId, config.apiKey) as unknown as DocSearchTransformClient);
  const requests = queries.map((query) => {
    const indexLang = indexLangOf(query, lang);
    return { indexLang, indexName: config.indexNames[indexLang] as string, query };
  });
  const { results } = await client.search<{ url: string }>({
    requests: requests.map(({ indexName, query }) => ({ indexName, query, hitsPerPage: 20 })),
  });
  return pickSuggestions(
    requests.map(({ indexLang }, i) => ({
      lang: indexLang,
      urls: (results[i] && 'hits' in results[i] ? results[i].hits : []).map((hit) => hit.url),
    })),
    lang,
    options.pages,
  );
}
