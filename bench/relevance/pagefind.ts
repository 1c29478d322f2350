/**
 * Pagefind (the devDependency, 1.6.0) on the same build, as the comparison of the relevance suite:
 * its Node API indexes the `<main>` of the built pages (its `rootSelector`, the equivalent of
 * `data-pagefind-body` on `<main>`), one index per language from each page's `<html lang>`, and keeps
 * the bundle in memory (`getFiles`, nothing is written into the build). The bundle's `pagefind.js`
 * then answers in Chromium, served by Playwright's routing from a made-up origin, in a page whose
 * `<html lang>` is the query's language, as it runs on a Pagefind site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import * as pagefind from 'pagefind';
import type { Lang } from './ourEngine.ts';

/** What Pagefind answered: the URLs of its first results, and how many pages it found. */
export interface PagefindAnswer {
  urls: string[];
  count: number;
}

/** Results read per query: as many as our modal can list (20 hits), so ranks compare. */
const RESULTS_READ = 20;
const ORIGIN = 'http://pagefind.localhost';

/**
 * The HTML pages of a build that are documentation pages: every `.html` file except the home page
 * of each language (a landing page, not in our search records either) and the pages that ask
 * robots not to index them (the 404 pages, the search results pages), which are not in our search
 * records either. Paths relative to the build directory, with `/` separators.
 */
export function documentationPages(buildDir: string): string[] {
  const skipped = new Set(['index.html', 'zh/index.html']);
  const noindex = /<meta name="robots" content="[^"]*noindex/;
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !skipped.has(file))
    .filter((file) => !file.startsWith('static/'))
    .filter((file) => !noindex.test(readFileSync(path.join(buildDir, file), 'utf8')))
    .sort();
}

/** Pagefind's bundle for the documentation pages of a build, in memory: path → bytes. */
export async function pagefindBundle(buildDir: string): Promise<Map<string, Uint8Array>> {
  try {
    const { index, errors } = await pagefind.createIndex({ rootSelector: 'main' });
    if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
    for (const file of documentationPages(buildDir)) {
      const added = await index.addHTMLFile({
        url: `/${file}`,
        content: readFileSync(path.join(buildDir, file), 'utf8'),
      });
      if (added.errors.length > 0) {
        throw new Error(`Pagefind could not index ${file}: ${added.errors.join('; ')}`);
      }
    }
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`Pagefind: ${fileErrors.join('; ')}`);
    return new Map(files.map((file) => [file.path.replace(/^\/+/, ''), file.content]));
  } finally {
    await pagefind.close();
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

declare global {
  interface Window {
    pagefindSearch?: (query: string, read: number) => Promise<PagefindAnswer>;
  }
}

/** A page of a fresh context in which Pagefind's bundle answers queries in one language. */
async function pagefindPage(
  browser: Browser,
  bundle: Map<string, Uint8Array>,
  lang: Lang,
): Promise<Page> {
  const context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.startsWith('/pagefind/')) {
      const file = bundle.get(pathname.slice('/pagefind/'.length));
      if (!file) return route.fulfill({ status: 404, body: 'not found' });
      return route.fulfill({
        body: Buffer.from(file),
        contentType: CONTENT_TYPES[path.extname(pathname)] ?? 'application/octet-stream',
      });
    }
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Pagefind</title></head><body></body></html>`,
    });
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(async (origin) => {
    const load = new Function('url', 'return import(url)') as (url: string) => Promise<{
      options(options: Record<string, unknown>): Promise<void>;
      init(): Promise<void>;
      search(query: string): Promise<{
        results: { data(): Promise<{ url: string }> }[];
      } | null>;
    }>;
    const api = await load(`${origin}/pagefind/pagefind.js`);
    await api.options({ basePath: '/pagefind/' });
    await api.init();
    window.pagefindSearch = async (query, read) => {
      const answer = await api.search(query);
      const results = answer?.results ?? [];
      const data = await Promise.all(results.slice(0, read).map((result) => result.data()));
      return { urls: data.map((d) => d.url), count: results.length };
    };
  }, ORIGIN);
  return page;
}

/** Pagefind's answers to queries, per language, in Chromium. */
export async function pagefindAnswers(
  browser: Browser,
  bundle: Map<string, Uint8Array>,
  queries: readonly { lang: Lang; query: string }[],
): Promise<PagefindAnswer[]> {
  const answers: PagefindAnswer[] = new Array(queries.length);
  for (const lang of ['en', 'zh'] as const) {
    const page = await pagefindPage(browser, bundle, lang);
    try {
      for (const [i, { lang: queryLang, query }] of queries.entries()) {
        if (queryLang !== lang) continue;
        answers[i] = await page.evaluate(
          ([q, read]) => (window.pagefindSearch as NonNullable<Window['pagefindSearch']>)(q, read),
          [query, RESULTS_READ] as const,
        );
      }
    } finally {
      await page.context().close();
    }
  }
  return answers;
}
