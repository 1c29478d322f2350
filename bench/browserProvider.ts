/**
 * One page's worth of the browser provider's work, in a fresh process (nothing cached from an
 * earlier run): parse and index a language's records and answer the first query; take the
 * engine's warm-up steps, as the page does in idle time after that answer (search/client.ts);
 * then answer the rest of the benchmark's queries in the order a reader types them, each once.
 * Prints JSON: `{ records, firstQueryMs, warmUpMs[], queryMs[] }`.
 * Run by bench/search.ts: `tsx bench/browserProvider.ts <records file> <lang>`.
 */
import { readFileSync } from 'node:fs';
import { docsearchQuery } from '../search/docsearchRequest.ts';
import { SearchEngine } from '../search/engine.ts';
import { parseSearchParams } from '../search/params.ts';
import { QUERIES } from './queries.ts';

const [file, lang] = process.argv.slice(2);
if (!file || (lang !== 'en' && lang !== 'zh')) {
  console.error('usage: tsx bench/browserProvider.ts <records file> <en|zh>');
  process.exit(1);
}

const started = performance.now();
const engine = new SearchEngine(JSON.parse(readFileSync(file, 'utf8')));
const queries = QUERIES.filter(([l]) => l === lang).map(([, query]) =>
  parseSearchParams(docsearchQuery(query, engine.indexName)),
);
const [first, ...rest] = queries;
if (!first) throw new Error(`no ${lang} queries`);
engine.search(first);
const firstQueryMs = performance.now() - started;
const warmUpMs: number[] = [];
const steps = engine.warmUp();
for (;;) {
  const t = performance.now();
  if (steps.next().done) break;
  warmUpMs.push(performance.now() - t);
}
const queryMs = rest.map((query) => {
  const t = performance.now();
  engine.search(query);
  return performance.now() - t;
});
console.log(JSON.stringify({ records: engine.size, firstQueryMs, warmUpMs, queryMs }));
