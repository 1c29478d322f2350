import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { isHomePath } from '../../theme/homePath.ts';
import { requestsInFlight, settle } from './ready.ts';

/**
 * The budget of the JavaScript a doc page runs on its first load, in gzip bytes: the 160 kB the
 * default Rspress theme needs on an empty site (measured here by `npm run bench:budget`: 146.9 kB,
 * bench/results/js-budget.json `baseline`), with everything this site adds to a page (theme,
 * plugins, search button, announcement bar, page list, routes). The page's own chunk (its Markdown
 * compiled to React, which grows with its text and code blocks) is reported but not counted.
 */
export const FIRST_LOAD_JS_BUDGET_GZIP = 160_000;

/**
 * Pages whose own content runs more code on load than the budget allows, with their budget and
 * the reason. Anything else the site adds to them still shows in their figure.
 */
const LIVE_HIGHLIGHTER = {
  gzipBytes: 400_000,
  reason: 'its live CodeBlockRuntime example highlights code in the browser with Shiki',
};
const PACKAGE_MANAGER_TABS = {
  gzipBytes: 160_000 + 5_500,
  reason:
    "its install commands are package-manager tabs, whose chunk (5.3 kB with the managers' logos) is part of its first load",
};
const SEARCH_RESULTS = {
  gzipBytes: 160_000 + 5_500,
  reason:
    'its content is the results list, whose chunk (theme/components/SearchResults, 5.0 kB: the query box, the filters, the grouping of hits) is part of its first load',
};
export const PAGE_BUDGETS: Readonly<Record<string, { gzipBytes: number; reason: string }>> = {
  '/guide/default-theme/components': LIVE_HIGHLIGHTER,
  '/zh/guide/default-theme/components': LIVE_HIGHLIGHTER,
  '/guide/start/getting-started': PACKAGE_MANAGER_TABS,
  '/zh/guide/start/getting-started': PACKAGE_MANAGER_TABS,
  '/search': SEARCH_RESULTS,
  '/zh/search': SEARCH_RESULTS,
};

/** The budget of one page (its clean URL). */
export const budgetOf = (url: string) => PAGE_BUDGETS[url]?.gzipBytes ?? FIRST_LOAD_JS_BUDGET_GZIP;

/**
 * Code that waits for the reader: the search modal (DocSearch), the ecosystem menu's popover and
 * the tool stack of the home page. Each is its own chunk, named in its dynamic `import()`, and is
 * also recognised by a class name only its code renders, should a build ever rename the chunk.
 */
export const DEFERRED_CHUNKS = [
  { name: 'search-modal', marker: 'DocSearch-Modal' },
  { name: 'ecosystem-popover', marker: 'rp-ecosystem__popover' },
  { name: 'tool-stack', marker: 'rp-tool-stack__grid' },
] as const;

export type DeferredChunk = (typeof DEFERRED_CHUNKS)[number]['name'];

/** The deferred chunks a page's first load has: the tool stack on the home pages, none elsewhere. */
export const expectedDeferred = (url: string): DeferredChunk[] =>
  isHomePath(url) ? ['tool-stack'] : [];

export interface FirstLoadScript {
  /** The script's URL; inline scripts have the page's URL and `inline: true`. */
  url: string;
  inline: boolean;
  rawBytes: number;
  gzipBytes: number;
  /** The deferred chunks this script is (by file name) or contains (by marker). */
  deferred: DeferredChunk[];
  /** The page's own chunk: Rspress names it `route-<hash>` in its routes. */
  pageChunk: boolean;
}

export interface FirstLoad {
  url: string;
  scripts: FirstLoadScript[];
  rawBytes: number;
  gzipBytes: number;
  /** `gzipBytes` without the page's own chunk: what the budget applies to. */
  budgetedGzipBytes: number;
}

/** Gzip at the default level (6), what `gzip` and most servers use. */
export const gzipSize = (source: string) => gzipSync(source).length;

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

/**
 * Gzip sizes of the build's scripts by URL: under /static/ their names carry a hash of their
 * content, and the same chunks load on every page, so each is compressed once per run.
 */
const assetGzipBytes = new Map<string, number>();

function scriptGzipBytes(url: string, source: string, inline: boolean): number {
  if (inline || !new URL(url).pathname.startsWith('/static/')) return gzipSize(source);
  let bytes = assetGzipBytes.get(url);
  if (bytes === undefined) {
    bytes = gzipSize(source);
    assetGzipBytes.set(url, bytes);
  }
  return bytes;
}

function deferredIn(url: string, source: string): DeferredChunk[] {
  const file = fileName(url);
  return DEFERRED_CHUNKS.filter(
    ({ name, marker }) => file.startsWith(`${name}.`) || source.includes(marker),
  ).map(({ name }) => name);
}

/**
 * Opens a page and waits until it is settled: the load, its first contentful paint and the next
 * frame (a page may start its scripts only once it has painted, as this site does: perf/paintFirst.ts),
 * then no request in flight and an idle main thread.
 */
async function gotoSettled(page: Page, url: string): Promise<Response | null> {
  requestsInFlight(page);
  const response = await page.goto(url);
  // A string, not a function: the test runner's transpiler would wrap named inner functions in
  // a helper that does not exist in the page.
  await page.evaluate(`new Promise((resolve) => {
    const started = performance.now();
    (function check() {
      // A page with nothing to paint is settled by its requests alone.
      if (performance.getEntriesByName('first-contentful-paint').length > 0 || performance.now() - started > 5000) {
        requestAnimationFrame(() => setTimeout(resolve, 0));
      } else requestAnimationFrame(check);
    })();
  })`);
  await settle(page);
  return response;
}

/**
 * Opens `url` with `open` (by default: the load, then no request in flight and an idle main
 * thread, which fits any Rspress site; the tests' `visit` also waits for hydration) and returns
 * every script the browser ran until then: external and inline, taken from Chromium's JS coverage
 * (so scripts that were only preloaded or prefetched and never run do not count), each with its
 * size raw and gzipped.
 */
export async function measureFirstLoad(
  page: Page,
  url: string,
  open: (url: string) => Promise<Response | null> = (target) => gotoSettled(page, target),
): Promise<FirstLoad> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  const response = await open(url);
  const entries = await page.coverage.stopJSCoverage();
  const pageUrl = response?.url() ?? page.url();
  const scripts = entries
    .filter((entry) => entry.url.startsWith('http'))
    .map(({ url: scriptUrl, source = '' }) => {
      const inline = scriptUrl === pageUrl;
      const pageChunk = !inline && fileName(scriptUrl).startsWith('route-');
      return {
        url: scriptUrl,
        inline,
        rawBytes: Buffer.byteLength(source),
        gzipBytes: scriptGzipBytes(scriptUrl, source, inline),
        // A page's text may well name one of the markers (a class name in a code block).
        deferred: inline || pageChunk ? [] : deferredIn(scriptUrl, source),
        pageChunk,
      };
    });
  const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  return {
    url,
    scripts,
    rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
    gzipBytes,
    budgetedGzipBytes: scripts.reduce(
      (sum, script) => (script.pageChunk ? sum : sum + script.gzipBytes),
      0,
    ),
  };
}
