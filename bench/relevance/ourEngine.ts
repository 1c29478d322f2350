/**
 * Our search engine as the relevance suite uses it: the only file of the suite that imports the
 * engine's code (search/), so that moving those files means changing the imports here only.
 *
 * The records of the build (`doc_build/search/<index>.json`) are loaded into a `SearchEngine` as the
 * server does (server/searchApi.ts), and each query goes in as DocSearch 3.9.0 sends it
 * (`docsearchQuery`), through the same parameter parsing as the search API.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RECORDS_DIR, searchConfigFromEnv } from '../../search/config.ts';
import { docsearchQuery } from '../../search/docsearchRequest.ts';
import { SearchEngine } from '../../search/engine.ts';
import { parseSearchParams } from '../../search/params.ts';
import type { SearchIndexFile } from '../../search/types.ts';
import type { ModalHit } from './modalOrder.ts';

export type Lang = 'en' | 'zh';

export interface OurEngine {
  /** The hits of the answer, in the engine's order. */
  search(lang: Lang, query: string): ModalHit[];
  /** Every page (route without anchor) that has records in the index of a language. */
  pages(lang: Lang): Set<string>;
}

/** Loads the engines of a build directory (e.g. `doc_build`), one per language. */
export function loadOurEngine(buildDir: string): OurEngine {
  const { indexNames } = searchConfigFromEnv({});
  const engines = new Map<Lang, SearchEngine>();
  const pages = new Map<Lang, Set<string>>();
  for (const lang of ['en', 'zh'] as const) {
    const indexName = indexNames[lang];
    if (!indexName) throw new Error(`No search index is configured for "${lang}"`);
    const file = path.join(buildDir, RECORDS_DIR, `${indexName}.json`);
    let index: SearchIndexFile;
    try {
      index = JSON.parse(readFileSync(file, 'utf8')) as SearchIndexFile;
    } catch (error) {
      throw new Error(`Cannot read the search records ${file}: run \`npm run build\` first`, {
        cause: error,
      });
    }
    engines.set(lang, new SearchEngine(index));
    pages.set(lang, new Set(index.records.map((record) => record.url_without_anchor)));
  }
  return {
    search(lang, query) {
      const engine = engines.get(lang) as SearchEngine;
      const params = parseSearchParams(docsearchQuery(query, engine.indexName));
      return engine.search(params).hits as unknown as ModalHit[];
    },
    pages: (lang) => pages.get(lang) as Set<string>,
  };
}
