/**
 * MiniSearch 7.2.0 as VitePress's local search (`themeConfig.search.provider: 'local'`) sets it up,
 * from vuejs/vitepress at ed2bfb26 (2026-08):
 *
 * - `src/node/plugins/localSearchPlugin.ts`: one index per locale, built with
 *   `{ fields: ['title', 'titles', 'text'], storeFields: ['title', 'titles'] }` and MiniSearch's
 *   default tokenizer and term processing (no `tokenize` or `processTerm` of its own); each page's
 *   rendered HTML split into sections at headings that hold a `href="#…"` anchor
 *   (`splitPageIntoSections`, copied below as it is), the text before the first heading dropped,
 *   one document per section: id `<page>#<anchor>`, `title` the heading, `titles` the headings
 *   above it, `text` the section's HTML without its tags (entities left as they are).
 * - `src/client/theme-default/components/VPLocalSearchBox.vue`: the serialized index loaded with
 *   `MiniSearch.loadJSON` and `searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4,
 *   text: 2, titles: 1 } }`; the box lists `index.search(query).slice(0, 16)`.
 *
 * The HTML is the page's rendered Markdown from the build (`builtPages`), each heading rewritten to
 * the markup VitePress's Markdown renderer gives it (`<h2 id="x" tabindex="-1">Title <a
 * class="header-anchor" href="#x" …>&ZeroWidthSpace;</a></h2>`: Rspress puts its anchor before the
 * title, which the heading regex would not read).
 *
 * The second variant is the same with a word splitter for Chinese, as a VitePress site configures
 * it through `search.options.miniSearch.options.tokenize` (one option for every locale, used for
 * the index and, MiniSearch's default, for queries): `Intl.Segmenter` with `granularity: 'word'`,
 * its word-like segments.
 */
import MiniSearch, { type Options } from 'minisearch';
import { distinctPages } from '../metrics.ts';
import type { Lang } from '../ourEngine.ts';
import type { BuiltPage } from './builtPages.ts';
import type { Peer, PeerAnswer } from './peer.ts';

// localSearchPlugin.ts, as it is.
const headingRegex = /<h(\d*).*?>(.*?<a.*? href="#.*?".*?>.*?<\/a>)<\/h\1>/gi;
const headingContentRegex = /(.*)<a.*? href="#(.*?)".*?>.*?<\/a>/i;

/**
 * Splits HTML into sections based on headings
 */
function* splitPageIntoSections(html: string) {
  const result = html.split(headingRegex);
  result.shift();
  let parentTitles: string[] = [];
  for (let i = 0; i < result.length; i += 3) {
    const level = parseInt(result[i] as string, 10) - 1;
    const heading = result[i + 1] as string;
    const headingResult = headingContentRegex.exec(heading);
    const title = clearHtmlTags(headingResult?.[1] ?? '').trim();
    const anchor = headingResult?.[2] ?? '';
    const content = result[i + 2];
    if (!title || !content) continue;
    let titles = parentTitles.slice(0, level);
    titles[level] = title;
    titles = titles.filter(Boolean);
    yield { anchor, titles, text: getSearchableText(content) };
    if (level === 0) {
      parentTitles = [title];
    } else {
      parentTitles[level] = title;
    }
  }
}

function getSearchableText(content: string) {
  content = clearHtmlTags(content);
  return content;
}

function clearHtmlTags(str: string) {
  return str.replace(/<[^>]*>/g, '');
}
// End of localSearchPlugin.ts.

interface IndexObject {
  id: string;
  text: string;
  title: string;
  titles: string[];
}

/** The page's HTML with its headings as VitePress's Markdown renderer writes them. */
function vitepressHtml(page: BuiltPage): string {
  const doc = page.doc.cloneNode(true) as Element;
  for (const heading of doc.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    heading.querySelector('.rp-header-anchor')?.remove();
    const title = (heading.textContent ?? '').trim();
    const anchor = heading.ownerDocument.createElement('a');
    anchor.className = 'header-anchor';
    anchor.href = `#${heading.id}`;
    anchor.setAttribute('aria-label', `Permalink to "${title}"`);
    anchor.textContent = '\u200b';
    heading.append(' ', anchor);
    heading.setAttribute('tabindex', '-1');
  }
  return doc.innerHTML;
}

/** The word splitter of the second variant: word-like segments of `Intl.Segmenter`. */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
export const segmenterTokenize = (text: string): string[] =>
  [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);

/** Results the search box lists (VPLocalSearchBox.vue). */
const RESULTS_LISTED = 16;

/**
 * MiniSearch over the built pages as VitePress sets it up; `tokenize` (the site's
 * `miniSearch.options`) replaces MiniSearch's default tokenizer for the index and the queries.
 */
export function minisearchVitepress(
  pages: readonly BuiltPage[],
  miniSearchOptions: Pick<Options<IndexObject>, 'tokenize'> = {},
): Peer {
  const indexes = new Map<Lang, MiniSearch<IndexObject>>();
  for (const lang of ['en', 'zh'] as const) {
    // localSearchPlugin.ts: getIndexByLocale, indexFile.
    const index = new MiniSearch<IndexObject>({
      fields: ['title', 'titles', 'text'],
      storeFields: ['title', 'titles'],
      ...miniSearchOptions,
    });
    for (const page of pages.filter((p) => p.lang === lang)) {
      for (const section of splitPageIntoSections(vitepressHtml(page))) {
        if (!section || !(section.text || section.titles)) break;
        const { anchor, text, titles } = section;
        const id = anchor ? [page.url, anchor].join('#') : page.url;
        index.has(id) && index.discard(id);
        index.add({ id, text, title: titles.at(-1) as string, titles: titles.slice(0, -1) });
      }
    }
    // VPLocalSearchBox.vue: the serialized index, loaded with the search options.
    indexes.set(
      lang,
      MiniSearch.loadJSON<IndexObject>(JSON.stringify(index), {
        fields: ['title', 'titles', 'text'],
        storeFields: ['title', 'titles'],
        searchOptions: {
          fuzzy: 0.2,
          prefix: true,
          boost: { title: 4, text: 2, titles: 1 },
        },
        ...miniSearchOptions,
      }),
    );
  }
  return {
    search(lang, query): PeerAnswer {
      const results = (indexes.get(lang) as MiniSearch<IndexObject>).search(query);
      const ids = results.map((r) => String(r.id));
      return { urls: ids.slice(0, RESULTS_LISTED), count: distinctPages(ids).length };
    },
  };
}
