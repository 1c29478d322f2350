/**
 * One page's worth of the browser provider's work in a fresh Node process (nothing compiled or
 * cached by an earlier run; see bench/providerRun.ts), the warm-up stepped whenever the event loop
 * is free. Prints the figures as JSON.
 * Run by bench/search.ts: `tsx bench/browserProvider.ts <records file> <lang>`.
 */
import { readFile } from 'node:fs/promises';
import { isLang, LANGS } from '../common/site.ts';
import { providerRun } from './providerRun.ts';
import { QUERIES } from './queries.ts';

const [file, lang] = process.argv.slice(2);
if (!file || !lang || !isLang(lang)) {
  console.error(`usage: tsx bench/browserProvider.ts <records file> <${LANGS.join('|')}>`);
  process.exit(1);
}
const queries = QUERIES.filter(([l]) => l === lang).map(([, query]) => query);
const figures = await providerRun(
  async () => JSON.parse(await readFile(file, 'utf8')),
  queries,
  (steps) =>
    new Promise((resolve) => {
      const step = () => (steps.next().done ? resolve() : setImmediate(step));
      setImmediate(step);
    }),
);
console.log(JSON.stringify(figures));
