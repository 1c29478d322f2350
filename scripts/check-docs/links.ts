import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANG, isLang, PREFIXED_LANGS } from '../../common/site.ts';
import { allPages, atLine, type DocsContext, withIncludedFragments } from './context.ts';
import type { Lang, Page, PageLink } from './pages.ts';
import type { Problem } from './types.ts';

/** Links with a scheme (`https:`, `mailto:` ...) or protocol-relative ones leave the site: not checked. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const PAGE_SUFFIX = /(?:\.html|\.mdx?)$/;
/** A last segment with an extension other than those of pages is a file, e.g. `/logo.svg`. */
const FILE_EXTENSION = /\.[a-z\d]+$/i;

/**
 * Internal links and anchors resolve. A link is resolved like Rspress does: `/zh/...` against
 * docs/zh, other root-relative links against docs/en, relative links against the page's folder;
 * `x`, `x.md`, `x.mdx`, `x.html`, `x/` and `x/index` all name a page. The anchor must be the explicit
 * id of a heading or of an anchored table row of the target page (or of a fragment it includes). Links to files (`/logo.svg`,
 * images) must name a file in docs/public (root-relative) or next to the page (relative).
 * Chinese pages link to Chinese pages: a root-relative link from docs/zh must start with `/zh/`.
 */
export async function checkLinks(ctx: DocsContext): Promise<Problem[]> {
  const problems: Problem[] = [];
  const pagesBySlug = new Map<string, Page>();
  for (const page of allPages(ctx)) pagesBySlug.set(`${page.lang}/${page.slug}`, page);
  const anchorCache = new Map<Page, Set<string>>();
  const anchorsOf = (page: Page): Set<string> => {
    let anchors = anchorCache.get(page);
    if (!anchors) {
      anchors = new Set(
        withIncludedFragments(ctx, page).flatMap((part) => [
          ...part.headings.map((heading) => heading.id ?? slugify(heading.text)),
          ...part.rowAnchors.map((row) => row.id),
        ]),
      );
      anchorCache.set(page, anchors);
    }
    return anchors;
  };

  for (const page of allPages(ctx)) {
    for (const link of page.links) {
      const problem = checkLink(ctx, page, link, pagesBySlug, anchorsOf);
      if (problem) problems.push({ file: page.file, message: `${atLine(link.line)}${problem}` });
    }
  }
  return problems;
}

function checkLink(
  ctx: DocsContext,
  page: Page,
  link: PageLink,
  pagesBySlug: Map<string, Page>,
  anchorsOf: (page: Page) => Set<string>,
): string | undefined {
  const url = link.url.trim();
  if (url === '' || EXTERNAL.test(url)) return undefined;
  const hashAt = url.indexOf('#');
  const pathPart = (hashAt === -1 ? url : url.slice(0, hashAt)).replace(/\?.*$/, '');
  const anchor = hashAt === -1 ? '' : safeDecode(url.slice(hashAt + 1));

  let target: Page | undefined;
  if (pathPart === '') {
    target = page;
  } else {
    const resolved = resolvePath(page, safeDecode(pathPart));
    if (!resolved) return `link "${url}" points outside docs/en and docs/zh`;
    const { lang, route, isFile } = resolved;
    if (isFile || link.kind === 'asset') {
      const filePath = pathPart.startsWith('/')
        ? path.join(ctx.rootDir, 'docs', 'public', route)
        : path.join(path.dirname(page.absPath), safeDecode(pathPart));
      if (existsSync(filePath)) return undefined;
      return `link "${url}" names a file that does not exist (${path.relative(ctx.rootDir, filePath)})`;
    }
    if (lang === 'en' && page.lang === 'zh' && pathPart.startsWith('/')) {
      return `link "${url}" from a Chinese page goes to the English site; write it as "/zh${url}"`;
    }
    const slug = route
      .replace(PAGE_SUFFIX, '')
      .replace(/(^|\/)$/, '$1index')
      .replace(/^\//, '');
    target = pagesBySlug.get(`${lang}/${slug}`) ?? pagesBySlug.get(`${lang}/${slug}/index`);
    if (!target)
      return `link "${url}" goes to a page that does not exist (no docs/${lang}/${slug}.md or .mdx)`;
    if (target.isFragment) {
      return `link "${url}" goes to a fragment, which is included into pages and is not a route`;
    }
  }
  if (anchor !== '' && !anchorsOf(target).has(anchor)) {
    const where = target === page ? 'this page' : target.file;
    return `link "${url}": ${where} has no heading or anchored table row with id "${anchor}"`;
  }
  return undefined;
}

/** Splits a link path into the language tree it points at and the route inside it. */
function resolvePath(
  page: Page,
  linkPath: string,
): { lang: Lang; route: string; isFile: boolean } | undefined {
  let docsPath: string; // relative to docs/, e.g. `zh/guide/start/introduction`
  if (linkPath.startsWith('/')) {
    const prefixed = PREFIXED_LANGS.find((lang) => new RegExp(`^/${lang}(?:/|$)`).test(linkPath));
    docsPath = prefixed ? linkPath.slice(1) : `${DEFAULT_LANG}${linkPath}`;
  } else {
    const pageDir = path.posix.dirname(`${page.lang}/${page.relPath}`);
    docsPath = path.posix.join(pageDir, linkPath) + (linkPath.endsWith('/') ? '/' : '');
  }
  const [lang, ...rest] = docsPath.split('/');
  if (!lang || !isLang(lang)) return undefined;
  const route = `/${rest.join('/')}`;
  const lastSegment = rest.at(-1) ?? '';
  const isFile = FILE_EXTENSION.test(lastSegment) && !PAGE_SUFFIX.test(lastSegment);
  const isLinkToPublic = linkPath.startsWith('/');
  // Root-relative files are served from docs/public, whatever the language prefix looked like.
  return { lang, route: isFile && isLinkToPublic ? linkPath : route, isFile };
}

/** Roughly the slug Rspress generates for a heading without an explicit id. */
function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
