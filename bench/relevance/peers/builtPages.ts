/**
 * The documentation pages of a build as the peer engines read them: the pages Pagefind indexes
 * (`documentationPages`), each parsed once, with its language from `<html lang>` (as Pagefind
 * splits its indexes) and its rendered Markdown: the `.rp-doc` element of `<main>` without the
 * theme's controls inside it (`.rp-not-doc`: the "Copy Markdown" buttons, the overview's generated
 * lists) and without scripts. Nothing else of the page (navbar, sidebar, footer) is in it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
// jsdom ships no type declarations and the project has no @types/jsdom: the one constructor used here.
// @ts-expect-error -- untyped module
import { JSDOM as UntypedJSDOM } from 'jsdom';
import type { Lang } from '../ourEngine.ts';
import { documentationPages } from '../pagefind.ts';

const JSDOM = UntypedJSDOM as new (html: string) => { window: { document: Document } };

export interface BuiltPage {
  /** The page's URL in the build, as Pagefind gets it: `/guide/basic/deploy.html`. */
  url: string;
  lang: Lang;
  /** The rendered Markdown of the page (a detached element; peers clone it before changing it). */
  doc: Element;
}

/** The documentation pages of a build directory (e.g. `doc_build`), in file order. */
export function builtPages(buildDir: string): BuiltPage[] {
  return documentationPages(buildDir).map((file) => {
    const document = new JSDOM(readFileSync(path.join(buildDir, file), 'utf8')).window.document;
    const lang = document.documentElement.lang;
    if (lang !== 'en' && lang !== 'zh') throw new Error(`${file}: <html lang="${lang}">`);
    const doc = document.querySelector('main .rp-doc');
    if (!doc) throw new Error(`${file} has no .rp-doc in <main>`);
    for (const element of doc.querySelectorAll('.rp-not-doc, script, style')) element.remove();
    return { url: `/${file}`, lang, doc };
  });
}

/** The text of an element with its whitespace collapsed. */
export function textOf(node: Node): string {
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim();
}
