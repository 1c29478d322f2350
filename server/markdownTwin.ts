import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';

/**
 * The Markdown twins of the pages: the build writes `x.md` beside `x.html` for every doc page (and
 * `dir/index.md` beside `dir/index.html`). A page URL answers its twin to clients that prefer
 * `text/markdown` (`Accept`), and points at it from its HTML answers (`Link`).
 */

export type PageType = 'text/html' | 'text/markdown';

/** HTML first: what the page URL answers when the client likes both as much. */
const negotiator = new Negotiator<PageType>({ supportedValues: ['text/html', 'text/markdown'] });

/**
 * An `Accept` header in the form the negotiator reads: lower case, each media range with its
 * `q` only (it reads any other parameter as the end of the range), and `*\/*` or `text/*` as its
 * wildcard `*`, which stands for the first supported type (HTML): both cover either type.
 */
export function acceptForNegotiator(accept: string): string {
  return accept
    .toLowerCase()
    .split(',')
    .map((range) => {
      const [type = '', ...params] = range.split(';').map((part) => part.trim());
      const q = params.find((param) => /^q\s*=/.test(param))?.replace(/\s+/g, '');
      const name = type === '*/*' || type === 'text/*' ? '*' : type;
      return q ? `${name};${q}` : name;
    })
    .filter((range) => range && !range.startsWith(';'))
    .join(',');
}

/**
 * Whether a request with this `Accept` header gets the Markdown twin of a page rather than its
 * HTML: `text/markdown` has a higher quality than HTML (and any wildcard), following the q-values;
 * a tie, a missing header or one naming neither type gets HTML.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  return negotiator.negotiate(acceptForNegotiator(accept)) === 'text/markdown';
}

/** The URL of a file of the build (a path relative to its root), each segment encoded. */
export const urlOf = (file: string): string =>
  `/${file.split(path.sep).join('/').split('/').map(encodeURIComponent).join('/')}`;

/** The `Link` header of a page's HTML answer: its Markdown twin. */
export const markdownLink = (twin: string): string =>
  `<${urlOf(twin)}>; rel="alternate"; type="text/markdown"`;

/** The Markdown twin of a page of the build (`x.html` → `x.md`), when the build has one. */
export async function markdownTwinOf(root: string, file: string): Promise<string | undefined> {
  if (!file.endsWith('.html')) return undefined;
  const twin = `${file.slice(0, -'.html'.length)}.md`;
  try {
    return (await stat(path.join(root, twin))).isFile() ? twin : undefined;
  } catch {
    return undefined;
  }
}
