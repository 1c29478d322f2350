import type { SearchIndexFile } from '../types.ts';
import { assertPlainGroupTitle, isSearchable, type PageForSearch, pageRecords } from './records.ts';

/** The pages of the site → one index file per language (languages without an index name are skipped). */
export function buildIndexFiles(
  pages: PageForSearch[],
  groupOf: (routePath: string, lang: string) => string,
  indexNames: Record<string, string>,
): SearchIndexFile[] {
  const files = new Map<string, SearchIndexFile>();
  for (const [lang, indexName] of Object.entries(indexNames)) {
    files.set(lang, { indexName, lang, records: [] });
  }
  const sorted = [...pages].sort((a, b) => a.routePath.localeCompare(b.routePath));
  for (const page of sorted) {
    const file = files.get(page.lang);
    if (!file || !isSearchable(page)) continue;
    const lvl0 = groupOf(page.routePath, page.lang);
    assertPlainGroupTitle(lvl0, page.routePath);
    file.records.push(...pageRecords(page, lvl0));
  }
  return [...files.values()];
}
