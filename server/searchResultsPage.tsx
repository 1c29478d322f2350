import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { LANGS, type Lang } from '../common/site.ts';
import type { SearchEngine } from '../search/engine/engine.ts';
import { handleSearchRequest, type SearchApiOptions } from '../search/protocol/api.ts';
import {
  documentTitle,
  type ListContent,
  RESULTS_IDS,
  ResultsList,
  ResultsMain,
} from '../theme/components/SearchResults/ResultsView.tsx';
import {
  buildResults,
  parseResultsState,
  type ResultsAnswer,
  type ResultsState,
  resultsPath,
  resultsRequest,
} from '../theme/components/SearchResults/results.ts';
import type { RateLimitOptions } from './apiScope.ts';
import { compressedAnswer } from './compressedAnswer.ts';

/**
 * The search results pages, `/search?q=…` and `/zh/search?q=…`, answered with the page the build
 * made (docs/<lang>/search.mdx) and the results of the address rendered into it: its main region
 * is rendered again by the page's own view (theme/components/SearchResults/ResultsView.tsx) with
 * the state of the address and the answer of the search API to the page's query, the same answer
 * the page's script would get. The page works without JavaScript: its form asks for the next one.
 * With JavaScript, React hydrates the form and keeps the list as it is (index.tsx, `readServed`).
 */

/** A built results page, cut where its main region is. */
export interface ResultsShell {
  lang: Lang;
  before: string;
  after: string;
}

const MAIN_START = /<main\b[^>]*\bid="main-content"[^>]*>/;
const MAIN_END = '</main>';
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The built page of a language cut around its main region, or why it cannot be used: the view
 * renders one `<main>` without another inside, holding the list the page's script reads back.
 */
export function shellOf(html: string, lang: Lang): ResultsShell | { error: string } {
  const start = MAIN_START.exec(html);
  if (!start) return { error: 'it has no <main id="main-content">' };
  const end = html.indexOf(MAIN_END, start.index);
  if (end < 0) return { error: 'its <main> does not end' };
  const main = html.slice(start.index, end);
  if (!main.includes(`id="${RESULTS_IDS.list}"`)) {
    return { error: `its <main> holds no #${RESULTS_IDS.list}: it is not the results page` };
  }
  return {
    lang,
    before: html.slice(0, start.index),
    after: html.slice(end + MAIN_END.length),
  };
}

const HTML_SPECIAL = /[&<>"']/g;
const escapeHtml = (text: string) =>
  text.replace(HTML_SPECIAL, (char) => `&#${char.charCodeAt(0)};`);

/** The answer of the search API to the page's query, or an error it could not answer with. */
export function searchFor(
  state: ResultsState,
  api: SearchApiOptions,
): { answer: ResultsAnswer } | { error: string } {
  const engine = [...api.engines.values()].find((candidate) => candidate.lang === state.lang);
  if (!engine) return { error: `no index of the language ${state.lang}` };
  // Through the API's handler, as the page's script asks: same parameters, same answer cache.
  const response = handleSearchRequest(
    {
      method: 'POST',
      path: '/1/indexes/*/queries',
      searchParams: new URLSearchParams(),
      headers: { 'x-algolia-application-id': api.appId, 'x-algolia-api-key': api.apiKey },
      body: JSON.stringify({ requests: [resultsRequest(state.query, engine.indexName)] }),
    },
    api,
  );
  const body = new TextDecoder().decode(response.body);
  if (response.status !== 200)
    return { error: `the search API answered ${response.status}: ${body}` };
  const [answer] = (JSON.parse(body) as { results: ResultsAnswer[] }).results;
  return answer ? { answer } : { error: 'the search API answered no result' };
}

/** The page of a language for an address's query string, with its results. */
export function renderResultsPage(
  shell: ResultsShell,
  search: URLSearchParams,
  api: SearchApiOptions,
): { html: string; error?: string } {
  const { lang } = shell;
  const state = parseResultsState(search, lang);
  let content: ListContent = { kind: 'empty' };
  let error: string | undefined;
  if (state.query !== '') {
    const found = searchFor(state, api);
    if ('answer' in found) content = { kind: 'results', model: buildResults(found.answer, state) };
    else {
      content = { kind: 'error' };
      error = found.error;
    }
  }
  // React escapes every text and attribute; the list is the one part the script does not
  // hydrate (it keeps it as HTML), the rest is hydrated and rendered as React renders for it.
  const listHtml = renderToStaticMarkup(
    <ResultsList lang={lang} state={state} content={content} />,
  );
  const main = renderToString(<ResultsMain lang={lang} state={state} listHtml={listHtml} />);
  const before = shell.before.replace(
    TITLE,
    () => `<title>${escapeHtml(documentTitle(state.query, lang))}</title>`,
  );
  return { html: `${before}${main}${shell.after}`, error };
}

/** The built results pages of the build in `root`, by language; those it lacks are left out. */
export function loadShells(root: string, warn: (message: string) => void): ResultsShell[] {
  const shells: ResultsShell[] = [];
  for (const lang of LANGS) {
    const file = path.join(root, `${resultsPath(lang).slice(1)}.html`);
    if (!existsSync(file)) continue;
    const shell = shellOf(readFileSync(file, 'utf8'), lang);
    if ('error' in shell) warn(`${file} is not served with results: ${shell.error}`);
    else shells.push(shell);
  }
  return shells;
}

/**
 * `GET /search` and `GET /zh/search` (and `HEAD`), when the build has the pages: 200 with the
 * results of `q`, or with the empty form when there is none. Each client IP gets `rateLimit`
 * pages per window (a page is a search), then 429.
 */
export async function registerSearchResultsPage(
  app: FastifyInstance,
  options: {
    root: string;
    engines: Map<string, SearchEngine>;
    appId: string;
    apiKey: string;
    cacheBytes?: number;
    rateLimit: RateLimitOptions;
  },
): Promise<void> {
  const shells = loadShells(options.root, (message) => app.log.warn(message));
  if (shells.length === 0) return;
  const api: SearchApiOptions = {
    engines: options.engines,
    appId: options.appId,
    apiKey: options.apiKey,
    cacheBytes: options.cacheBytes,
  };
  await app.register(async (scope) => {
    const limit = options.rateLimit;
    if (limit) {
      await scope.register(rateLimit, {
        max: limit.max,
        timeWindow: limit.windowSeconds * 1000,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          message: `Too many searches: at most ${context.max} per ${limit.windowSeconds} s, retry in ${context.after}`,
        }),
      });
    }
    scope.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'search results page error');
      return reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(status === 500 ? 'Internal error' : (error.message ?? 'Bad request'));
    });
    for (const shell of shells) {
      const handler = (request: FastifyRequest, reply: FastifyReply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        const page = renderResultsPage(shell, new URLSearchParams(query), api);
        if (page.error) request.log.error({ reason: page.error }, 'search results page error');
        const { body, encoding } = compressedAnswer(
          Buffer.from(page.html, 'utf8'),
          request.headers['accept-encoding'],
        );
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply
          .code(200)
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Encoding')
          .header('X-Robots-Tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(body);
      };
      scope.get(resultsPath(shell.lang), handler);
    }
  });
}
