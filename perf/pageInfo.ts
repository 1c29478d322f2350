import type { PageIndexInfo } from '@rspress/core';

/** The pages overview pages list (route prefixes) and the heading levels they show. */
export interface OverviewScope {
  prefixes: string[];
  depths: Set<number>;
}

/**
 * Rspress bundles one entry per page (this object, minus its `_`-prefixed build fields) into the
 * first load of every page, for two readers in the browser: the current page, whose outline, title
 * and front matter Rspress takes from the page's own chunk, and overview pages, which list the
 * outlines of the pages under them. So each entry keeps:
 *
 * - `toc`: for pages an overview lists, the headings at the levels it shows, without the character
 *   offsets (Rspress's own search index uses them and is built before this); for others, none;
 * - `frontmatter`: still there for the build (llms.txt reads it) but out of the bundled list
 *   (see `hideFromClient`). The description, hidden the same way by its owner (seo/plugin.ts),
 *   reaches the browser in the page's own chunk instead (perf/plugin.ts).
 */
export function clientPageInfo(page: PageIndexInfo, scope: OverviewScope): void {
  const listed = scope.prefixes.some((prefix) => page.routePath.startsWith(prefix));
  page.toc = listed
    ? (page.toc
        .filter((header) => scope.depths.has(header.depth))
        .map(({ id, text, depth }) => ({ id, text, depth })) as PageIndexInfo['toc'])
    : [];
  hideFromClient(page, 'frontmatter');
}

/**
 * Keeps a field of the page data readable by the build (llms.txt, the head tags) and out of the
 * list Rspress bundles into every page: Rspress 2.0.22 serializes the very objects the plugins'
 * `extendPageData` received (node_modules/@rspress/core/dist/node/runtimeModule/pageData/
 * createPageData.js), with no hook between, so the field is made non-enumerable.
 */
export function hideFromClient(page: PageIndexInfo, key: 'description' | 'frontmatter'): void {
  if (!(key in page)) return;
  Object.defineProperty(page, key, { value: page[key], enumerable: false, writable: true });
}
