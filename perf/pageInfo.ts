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
 * - `description` and `frontmatter`: still there for the build (llms.txt reads them) but not
 *   enumerable, so that they stay out of the bundled list; the description reaches the browser in
 *   the page's own chunk instead (perf/plugin.ts).
 */
export function clientPageInfo(page: PageIndexInfo, scope: OverviewScope): void {
  const listed = scope.prefixes.some((prefix) => page.routePath.startsWith(prefix));
  page.toc = listed
    ? (page.toc
        .filter((header) => scope.depths.has(header.depth))
        .map(({ id, text, depth }) => ({ id, text, depth })) as PageIndexInfo['toc'])
    : [];
  hideFromClient(page, 'description');
  hideFromClient(page, 'frontmatter');
}

function hideFromClient(page: PageIndexInfo, key: 'description' | 'frontmatter'): void {
  if (!(key in page)) return;
  Object.defineProperty(page, key, { value: page[key], enumerable: false, writable: true });
}
