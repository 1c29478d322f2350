/**
 * The bilingual glossary of the site, mined when it is built: twin pages (the same route in each
 * language) have the same heading ids, so a heading's text in one language and its twin's in the
 * other name the same thing ("Sidebar" ↔ "侧边栏", "Custom theme" ↔ "自定义主题"). Queries on one
 * language's index then also match the other language's words: a reader of the Chinese pages who
 * types `sidebar 折叠` finds the 侧边栏 sections.
 */

export interface TwinSource {
  routePath: string;
  lang: string;
  title: string;
  toc: readonly { id: string; text: string }[];
}

/** A text of one language and its twin's text in another. */
export type GlossaryPair = [text: string, twin: string];

/** Longest phrase kept, in words (Latin) or characters (CJK): longer headings are sentences. */
const MAX_WORDS = 4;
const MAX_CJK_CHARS = 8;
const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z]/;

function clean(text: string): string {
  return text.replace(/`/g, '').replace(/\s+/g, ' ').trim();
}

/** A phrase worth a glossary entry: short, and a name rather than code or a sentence. */
function isTerm(text: string): boolean {
  if (text.length === 0 || /[(){}[\]=<>/:.,;!?？！，。：；]/.test(text)) return false;
  if (HAN.test(text)) return [...text.replace(/\s/g, '')].length <= MAX_CJK_CHARS;
  return LATIN.test(text) && text.split(' ').length <= MAX_WORDS;
}

/**
 * The pairs of `from`-language text and `to`-language text with the same heading id (and the
 * page titles) on twin pages, where the two differ and the `to` side holds Han characters or the
 * `from` side does (one side is Chinese). Each pair once.
 *
 * @param routeIn the route of a page in a language, from its route in the default language
 */
export function mineGlossary(
  pages: readonly TwinSource[],
  from: string,
  to: string,
  routeIn: (route: string, lang: string) => string,
  defaultRoute: (route: string, lang: string) => string,
): GlossaryPair[] {
  const byRoute = new Map<string, TwinSource>();
  for (const page of pages) {
    if (page.lang === to) byRoute.set(defaultRoute(page.routePath, to), page);
  }
  const seen = new Set<string>();
  const pairs: GlossaryPair[] = [];
  const add = (text: string, twin: string) => {
    const a = clean(text);
    const b = clean(twin);
    if (a.toLowerCase() === b.toLowerCase() || !isTerm(a) || !isTerm(b)) return;
    if (HAN.test(a) === HAN.test(b)) return;
    const key = `${a.toLowerCase()}\u0000${b.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    pairs.push([a, b]);
  };
  for (const page of pages) {
    if (page.lang !== from) continue;
    const twin = byRoute.get(defaultRoute(page.routePath, from));
    if (!twin || routeIn(defaultRoute(page.routePath, from), to) !== twin.routePath) continue;
    add(page.title, twin.title);
    const twinHeadings = new Map(twin.toc.map((heading) => [heading.id, heading.text]));
    for (const heading of page.toc) {
      const text = twinHeadings.get(heading.id);
      if (text !== undefined) add(heading.text, text);
    }
  }
  return pairs;
}

/** Concepts written several ways in one language: `term` and the `variants` readers type. */
export interface Terminology {
  [lang: string]: readonly { term: string; variants: readonly string[] }[] | string | undefined;
}

/**
 * The languages whose pages write a concept's term only (the docs check flags a variant in their
 * prose): every word of a concept leads to the others. Elsewhere pages may use a variant's words
 * in another sense ("top bar" of a page, "side menu" of a component), so a variant leads to the
 * term only and the term finds itself.
 */
const EVERY_WAY = new Set(['zh']);

/** The synonym table of one language's index: glossary pairs and the variants of its terms. */
export function synonymsFor(
  lang: string,
  glossary: readonly GlossaryPair[],
  terminology: Terminology,
): [string, string[]][] {
  const table = new Map<string, string[]>();
  const add = (phrase: string, other: string) => {
    const list = table.get(phrase) ?? [];
    if (!list.includes(other)) list.push(other);
    table.set(phrase, list);
  };
  for (const [text, twin] of glossary) add(text, twin);
  const concepts = terminology[lang];
  if (Array.isArray(concepts)) {
    for (const { term, variants } of concepts) {
      if (EVERY_WAY.has(lang)) {
        const all = [term, ...variants];
        for (const a of all) for (const b of all) if (a !== b) add(a, b);
      } else {
        for (const variant of variants) add(variant, term);
      }
    }
  }
  return [...table];
}
