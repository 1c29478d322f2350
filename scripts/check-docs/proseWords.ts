/**
 * Prose size of the docs: `npm run docs:words [-- section]` prints the English words and Chinese Han
 * characters of prose (as the word-count check counts them) of the pages whose path starts with
 * `section` (every page by default, `guide/` for the guide), page by page and in total.
 */
import path from 'node:path';
import { loadDocsContext } from './context.ts';
import { countEnglishWords, countHanCharacters, proseOf } from './wordCount.ts';

const section = process.argv[2] ?? '';
const ctx = await loadDocsContext(path.resolve(import.meta.dirname, '..', '..'));
const totals = { en: 0, zh: 0 };
for (const en of ctx.pages.en) {
  if (en.isFragment || !en.slug.startsWith(section)) continue;
  const zh = ctx.pages.zh.find((page) => page.slug === en.slug);
  const words = countEnglishWords(proseOf(ctx, en));
  const han = zh ? countHanCharacters(proseOf(ctx, zh)) : 0;
  totals.en += words;
  totals.zh += han;
  console.log(
    `${en.slug.padEnd(44)} ${String(words).padStart(6)} words ${String(han).padStart(6)} 字`,
  );
}
console.log(
  `${'total'.padEnd(44)} ${String(totals.en).padStart(6)} words ${String(totals.zh).padStart(6)} 字`,
);
