/**
 * Our search engine as the relevance suite uses it: the only file of the suite that imports the
 * engine's code (search/), so that moving those files means changing the imports here only.
 *
 * The records of the build (`doc_build/search/<index>.json`) are loaded into a `SearchEngine` as the
 * server does (server/searchApi.ts, `loadEngines`), and each query goes in as DocSearch 3.9.0 sends it
 * (`docsearchQuery`), through the same parameter parsing as the search API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RECORDS_DIR } from '../../search/config.ts';
import { docsearchQuery } from '../../search/docsearchRequest.ts';
import { SearchEngine } from '../../search/engine.ts';
import { parseSearchParams } from '../../search/params.ts';
import type { SearchIndexFile } from '../../search/types.ts';
import type { ModalHit } from './modalOrder.ts';

export type Lang = 'en' | 'zh';

export interface OurEngine {
  /** The hits of the answer, in the engine's order. */
  search(lang: Lang, query: string): ModalHit[];
}

/**
 * Loads the engines of a build directory (e.g. `doc_build`): one per records file of
 * `<build>/search/`, by the language the file declares.
 */
export function loadOurEngine(buildDir: string): OurEngine {
  const dir = path.join(buildDir, RECORDS_DIR);
  const engines = new Map<string, SearchEngine>();
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch (error) {
    throw new Error(`No search records in ${dir}: run \`npm run build\` first`, { cause: error });
  }
  for (const name of names) {
    const index = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SearchIndexFile;
    engines.set(index.lang, new SearchEngine(index));
  }
  for (const lang of ['en', 'zh'] as const) {
    if (!engines.has(lang)) throw new Error(`No search records for "${lang}" in ${dir}`);
  }
  return {
    search(lang, query) {
      const engine = engines.get(lang) as SearchEngine;
      const params = parseSearchParams(docsearchQuery(query, engine.indexName));
      return engine.search(params).hits as unknown as ModalHit[];
    },
  };
}
