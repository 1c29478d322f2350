/**
 * Our search engine as the relevance suite uses it: the only file of the suite that imports the
 * engine's code (search/), so that moving those files means changing the imports here only.
 *
 * The records of the build (`doc_build/search/<index>.json`) are loaded by the server's own
 * `loadEngines` (server/searchApi.ts), and each query goes in as DocSearch 3.9.0 sends it
 * (`docsearchQuery`), through the same parameter parsing as the search API.
 */

import { answer as answerQuery } from '../../search/protocol/answer.ts';
import { docsearchQuery } from '../../search/protocol/docsearchRequest.ts';
import { parseSearchParams } from '../../search/protocol/params.ts';
import { loadEngines } from '../../server/searchApi.ts';
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
  const engines = new Map(
    [...loadEngines(buildDir).values()].map((engine) => [engine.lang, engine] as const),
  );
  if (engines.size === 0) {
    throw new Error(`No search records in ${buildDir}: run \`npm run build\` first`);
  }
  for (const lang of ['en', 'zh'] as const) {
    if (!engines.has(lang)) throw new Error(`No search records for "${lang}" in ${buildDir}`);
  }
  return {
    search(lang, query) {
      const engine = engines.get(lang) as NonNullable<ReturnType<typeof engines.get>>;
      const params = parseSearchParams(docsearchQuery(query, engine.indexName));
      return answerQuery(engine, params).hits as unknown as ModalHit[];
    },
  };
}
