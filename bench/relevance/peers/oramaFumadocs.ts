/**
 * Orama 3.1.18 as Fumadocs' built-in search sets it up by default (`createFromSource`, the
 * "advanced" search), from fuma-nama/fumadocs at ff327245 (2026-07), whose lockfile pins Orama
 * and `@orama/tokenizers` 3.1.18:
 *
 * - `packages/core/src/mdx-plugins/remark-structure.ts`: a page's structured data: its headings
 *   (id, text) and its content blocks (each paragraph, blockquote and table cell, with the id of
 *   the heading above it); code blocks are not content. Here read from the page's rendered
 *   Markdown in the build (`builtPages`): `<p>`, `<blockquote>`, `<td>`, `<th>`, and the text of a
 *   list item without `<p>` (a paragraph in Markdown); the `<h1>` is the page's title (Fumadocs
 *   takes it from the front matter), the other headings are headings.
 * - `packages/core/src/search/server/build-doc.ts` (`buildDocuments`): one document for the page
 *   (its title), one per heading (`<page>#<id>`), one per content block (`<page>#<heading>`, or
 *   the page before the first heading). No description: the pages have none in front matter.
 * - `packages/core/src/search/orama/create-db.ts` (`advancedSchema`, `createDB`): the schema, and
 *   Orama's tokenizer for the language unless one is given.
 * - `packages/core/src/search/orama/create-server.ts` (`createI18nSearchAPI`, `getTokenizer`):
 *   English is `language: 'english'` (Orama's default tokenizer: no stemming, no stop words);
 *   `examples/i18n/app/api/search/route.ts` and `apps/docs/content/docs/headless/search/orama.mdx`
 *   ("Special Languages") give Chinese the Mandarin tokenizer of `@orama/tokenizers`
 *   (`Intl.Segmenter('zh-CN')` word-like segments) and `search: { threshold: 0, tolerance: 0 }`.
 * - `packages/core/src/search/orama/search/advanced.ts` (`searchAdvanced`): full-text search of
 *   `content` (no tolerance, no boost), grouped by page (`groupBy page_id`, 8 hits a page), the
 *   list each page followed by its heading and text hits; `initAdvancedSearch` passes the
 *   request's `limit`, which the search dialog (`fetchClient`) never sets, so every page found is
 *   listed.
 */
import { create, getByID, insertMultiple, type Orama, search } from '@orama/orama';
import { createTokenizer } from '@orama/tokenizers/mandarin';
import type { Lang } from '../ourEngine.ts';
import { type BuiltPage, textOf } from './builtPages.ts';
import type { Peer, PeerAnswer } from './peer.ts';

// create-db.ts
const advancedSchema = {
  content: 'string',
  page_id: 'string',
  type: 'string',
  breadcrumbs: 'string[]',
  tags: 'enum[]',
  url: 'string',
  embeddings: 'vector[512]',
} as const;

type AdvancedDb = Orama<typeof advancedSchema>;

interface StructuredData {
  title: string;
  headings: { id: string; content: string }[];
  contents: { heading: string | undefined; content: string }[];
}

const CONTENT_BLOCKS = new Set(['P', 'BLOCKQUOTE', 'TD', 'TH']);
/** Elements that are not part of a list item's own paragraph. */
const BLOCKS = new Set(['P', 'UL', 'OL', 'PRE', 'DIV', 'TABLE', 'BLOCKQUOTE', 'DETAILS']);

/** remark-structure's headings and content blocks, read from the rendered page. */
function structure(page: BuiltPage): StructuredData {
  const data: StructuredData = { title: '', headings: [], contents: [] };
  let lastHeading: string | undefined;
  const add = (content: string) => {
    if (content.length > 0) data.contents.push({ heading: lastHeading, content });
  };
  const visit = (element: Element) => {
    for (const child of element.children) {
      const tag = child.tagName;
      if (/^H[1-6]$/.test(tag)) {
        const heading = child.cloneNode(true) as Element;
        heading.querySelector('.rp-header-anchor')?.remove();
        if (tag === 'H1') {
          data.title ||= textOf(heading);
        } else {
          const content = textOf(heading);
          if (content.length > 0) data.headings.push({ id: child.id, content });
          lastHeading = child.id;
        }
      } else if (CONTENT_BLOCKS.has(tag)) {
        add(textOf(child));
      } else if (tag !== 'PRE') {
        if (tag === 'LI' && !child.querySelector(':scope > p')) {
          const own = [...child.childNodes].filter(
            (node) => !(node.nodeType === 1 && BLOCKS.has((node as Element).tagName)),
          );
          add(own.map(textOf).join(' ').replace(/\s+/g, ' ').trim());
        }
        visit(child);
      }
    }
  };
  visit(page.doc);
  return data;
}

// build-doc.ts: buildDocuments (no tags, no breadcrumbs: neither is searched).
function buildDocuments(pages: readonly BuiltPage[]) {
  const docs: {
    id: string;
    page_id: string;
    type: 'page' | 'heading' | 'text';
    tags: string[];
    url: string;
    content: string;
  }[] = [];
  for (const page of pages) {
    const data = structure(page);
    const tags: string[] = [];
    let id = 0;
    docs.push({
      id: page.url,
      page_id: page.url,
      type: 'page',
      content: data.title,
      tags,
      url: page.url,
    });
    const nextId = () => `${page.url}-${id++}`;
    for (const heading of data.headings) {
      docs.push({
        id: nextId(),
        page_id: page.url,
        type: 'heading',
        tags,
        url: `${page.url}#${heading.id}`,
        content: heading.content,
      });
    }
    for (const content of data.contents) {
      docs.push({
        id: nextId(),
        page_id: page.url,
        tags,
        type: 'text',
        url: content.heading ? `${page.url}#${content.heading}` : page.url,
        content: content.content,
      });
    }
  }
  return docs;
}

/** The options each language's server gets (create-server.ts, the i18n example). */
const LOCALE_OPTIONS = {
  en: { language: 'english', search: {} },
  zh: { components: { tokenizer: createTokenizer() }, search: { threshold: 0, tolerance: 0 } },
} as const;

// advanced.ts: searchAdvanced, with the override initAdvancedSearch gives it.
async function searchAdvanced(db: AdvancedDb, query: string, lang: Lang): Promise<PeerAnswer> {
  // initAdvancedSearch: the server's search options, then the request's limit (none) and mode.
  const override: { limit?: number; mode: string } = {
    ...LOCALE_OPTIONS[lang].search,
    limit: undefined,
    mode: 'fulltext',
  };
  const params = {
    limit: 60,
    ...override,
    where: {},
    groupBy: { properties: ['page_id'], maxResult: 8 },
    properties: ['content'],
    term: query,
  };
  const result = await search(db, params as Parameters<typeof search<AdvancedDb>>[1]);
  const urls: string[] = [];
  const groups = result.groups ?? [];
  for (const item of groups) {
    const page = getByID(db, item.values[0] as string);
    if (!page) continue;
    urls.push(page.url as string);
    for (const hit of item.result) {
      if (hit.document.type === 'page') continue;
      urls.push(hit.document.url as string);
    }
  }
  return { urls, count: groups.length };
}

/** Orama over the built pages as Fumadocs' default search sets it up. */
export async function oramaFumadocs(pages: readonly BuiltPage[]): Promise<Peer> {
  const dbs = new Map<Lang, AdvancedDb>();
  for (const lang of ['en', 'zh'] as const) {
    const { search: _, ...options } = LOCALE_OPTIONS[lang];
    const db = create({ schema: advancedSchema, ...options }) as AdvancedDb;
    await insertMultiple(db, buildDocuments(pages.filter((p) => p.lang === lang)));
    dbs.set(lang, db);
  }
  return {
    search: (lang, query) => searchAdvanced(dbs.get(lang) as AdvancedDb, query, lang),
  };
}
