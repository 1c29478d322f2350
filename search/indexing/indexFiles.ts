import { buildTermIndex } from '../engine/termIndex.ts';
import type { SearchIndexFile } from '../types.ts';
import { mineGlossary, synonymsFor, type Terminology } from './glossary.ts';
import { assertPlainGroupTitle, isSearchable, type PageForSearch, pageRecords } from './records.ts';

export interface IndexFileOptions {
  /** The language whose routes have no prefix; every other language's start with `/<lang>`. */
  defaultLang: string;
  /** Route prefixes (in the default language) of the reference pages, e.g. `/api/`. */
  referencePages?: readonly string[];
  /** The concepts written several ways in a language (terminology.json). */
  terminology?: Terminology;
}

/**
 * The pages of the site → one index file per language (languages without an index name are
 * skipped), each with its records, its synonyms (the glossary mined from the twin pages and the
 * variants of the language's terms), the prefixes of its reference pages and its term index.
 */
export function buildIndexFiles(
  pages: PageForSearch[],
  groupOf: (routePath: string, lang: string) => string,
  indexNames: Record<string, string>,
  options: IndexFileOptions = { defaultLang: 'en' },
): SearchIndexFile[] {
  const { defaultLang } = options;
  const routeIn = (route: string, lang: string) =>
    lang === defaultLang ? route : `/${lang}${route}`;
  const defaultRoute = (route: string, lang: string) =>
    lang === defaultLang || !route.startsWith(`/${lang}/`) ? route : route.slice(lang.length + 1);
  const langs = Object.keys(indexNames);
  const files = new Map<string, SearchIndexFile>();
  for (const [lang, indexName] of Object.entries(indexNames)) {
    const glossary = langs
      .filter((other) => other !== lang)
      .flatMap((other) => mineGlossary(pages, other, lang, routeIn, defaultRoute));
    files.set(lang, {
      indexName,
      lang,
      records: [],
      synonyms: synonymsFor(lang, glossary, options.terminology ?? {}),
      referencePages: (options.referencePages ?? []).map((prefix) => routeIn(prefix, lang)),
    });
  }
  const sorted = [...pages].sort((a, b) => a.routePath.localeCompare(b.routePath));
  for (const page of sorted) {
    const file = files.get(page.lang);
    if (!file || !isSearchable(page)) continue;
    const lvl0 = groupOf(page.routePath, page.lang);
    assertPlainGroupTitle(lvl0, page.routePath);
    file.records.push(...pageRecords(page, lvl0));
  }
  for (const file of files.values()) file.termIndex = buildTermIndex(file.records).serialize();
  return [...files.values()];
}
