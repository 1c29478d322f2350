/** Parsing the pre-rendered HTML of a scratch site, for the claims that read what a page shows. */
// jsdom ships no type declarations and the project has no @types/jsdom: the one constructor used here.
// @ts-expect-error -- untyped module
import { JSDOM as UntypedJSDOM } from 'jsdom';

const JSDOM = UntypedJSDOM as new (html: string) => { window: { document: Document } };

export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}

/** The text of an element with its whitespace collapsed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The texts of the elements that match `selector`, in document order. */
export function textsOf(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((element) => textOf(element));
}
