/**
 * First-load JavaScript benchmark: the gzip and raw bytes of every script Chromium runs when it
 * opens a page of the build until the page is idle (tests/support/firstLoadJs.ts), for every page of
 * `doc_build`, and for an empty Rspress site with the default theme (the baseline the budget is
 * taken from), built here in a temporary directory. Needs a build: `npm run build && npm run
 * bench:budget`. Writes bench/results/js-budget.json and prints a Markdown table for the README.
 */
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { builtRoutes } from '../tests/support/builtRoutes.ts';
import { CHROMIUM } from '../tests/support/chromium.ts';
import {
  budgetOf,
  DEFERRED_CHUNKS,
  expectedDeferred,
  FIRST_LOAD_JS_BUDGET_GZIP,
  type FirstLoad,
  measureFirstLoad,
  PAGE_BUDGETS,
} from '../tests/support/firstLoadJs.ts';
import { freePort, startSiteServer } from '../tests/support/siteServer.ts';
import { buildEmptySite } from './emptySite.ts';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.resolve(root, process.env.DOC_BUILD_DIR ?? 'doc_build');
/** An empty-site build to measure instead of building one (the directory is left alone). */
const givenEmptyBuild = process.env.BENCH_EMPTY_SITE_BUILD;

/** The pages the README shows, by kind. */
const HIGHLIGHTS: [kind: string, url: string][] = [
  ['home', '/'],
  ['guide', '/guide/start/introduction'],
  ['API', '/api/config/config-basic'],
  ['plugin', '/plugin/system/plugin-api'],
  ['zh guide', '/zh/guide/start/introduction'],
  ['zh home', '/zh/'],
];

async function measure(browser: Browser, base: string, url: string): Promise<FirstLoad> {
  const page = await browser.newPage();
  try {
    const result = await measureFirstLoad(page, `${base}${url}`);
    // Same-origin paths, so that the two sites' figures read alike.
    return {
      ...result,
      url,
      scripts: result.scripts.map((script) => ({ ...script, url: new URL(script.url).pathname })),
    };
  } finally {
    await page.close();
  }
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

if (!givenEmptyBuild) console.log('Building the empty site…');
const emptyBuild = givenEmptyBuild ? path.resolve(givenEmptyBuild) : buildEmptySite();
const sitePort = await freePort();
const emptyPort = await freePort();
const site = await startSiteServer(sitePort, buildDir);
const empty = await startSiteServer(emptyPort, emptyBuild);
const siteUrl = `http://127.0.0.1:${sitePort}`;
const emptyUrl = `http://127.0.0.1:${emptyPort}`;
const browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM.flags });
try {
  const baseline = {
    doc: await measure(browser, emptyUrl, '/guide/'),
    home: await measure(browser, emptyUrl, '/'),
  };
  const pages: (FirstLoad & { lang: string })[] = [];
  for (const route of builtRoutes()) {
    pages.push({ ...(await measure(browser, siteUrl, route.url)), lang: route.lang });
  }
  const overBudget = pages.filter((page) => page.budgetedGzipBytes > budgetOf(page.url));
  const deferredInFirstLoad = pages.flatMap((page) =>
    page.scripts
      .flatMap((script) => script.deferred)
      .filter((name) => !expectedDeferred(page.url).includes(name))
      .map((name) => ({ page: page.url, chunk: name })),
  );
  const sorted = pages.map((page) => page.gzipBytes).sort((a, b) => a - b);
  const budgeted = pages.map((page) => page.budgetedGzipBytes).sort((a, b) => a - b);
  const overBaseline = pages.filter((page) => page.gzipBytes > baseline.doc.gzipBytes);
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, Chromium ${browser.version()}`,
    method:
      "Every script Chromium ran (JS coverage) from navigation until no request was in flight and an idle callback had run, inline scripts included; gzip level 6 of each script, summed. The budget applies to the sum without the page chunk (route-*: the page's Markdown compiled to React).",
    budgetGzipBytes: FIRST_LOAD_JS_BUDGET_GZIP,
    pageBudgets: PAGE_BUDGETS,
    deferredChunks: DEFERRED_CHUNKS,
    baseline,
    summary: {
      pages: pages.length,
      medianGzipBytes: sorted[Math.floor(sorted.length / 2)],
      maxGzipBytes: sorted.at(-1),
      maxBudgetedGzipBytes: budgeted.at(-1),
      overBudget: overBudget.map((page) => ({
        url: page.url,
        budgetedGzipBytes: page.budgetedGzipBytes,
      })),
      overBaselineWithPageChunk: overBaseline.map((page) => ({
        url: page.url,
        gzipBytes: page.gzipBytes,
      })),
      deferredInFirstLoad,
    },
    // Every page's figures; the script lists of the pages the README shows.
    pages: pages.map(({ scripts, ...figures }) => ({ ...figures, scripts: scripts.length })),
    highlights: pages.filter((page) => HIGHLIGHTS.some(([, url]) => url === page.url)),
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'js-budget.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );

  console.log(`\n${results.machine}\n`);
  console.log(
    `Budget: ${kB(FIRST_LOAD_JS_BUDGET_GZIP)} kB gzip without the page chunk (own budgets: ${Object.keys(PAGE_BUDGETS).join(', ')})\n`,
  );
  console.log('| page | scripts | gzip kB | of which page chunk | raw kB |');
  console.log('| --- | --- | --- | --- | --- |');
  const row = (label: string, load: FirstLoad) =>
    console.log(
      `| ${label} | ${load.scripts.length} | ${kB(load.gzipBytes)} | ${kB(load.gzipBytes - load.budgetedGzipBytes)} | ${kB(load.rawBytes)} |`,
    );
  row('empty site, default theme: guide page (`/guide/`)', baseline.doc);
  row('empty site, default theme: home page', baseline.home);
  for (const [kind, url] of HIGHLIGHTS) {
    const page = pages.find((candidate) => candidate.url === url);
    if (page) row(`${kind} (\`${url}\`)`, page);
  }
  console.log(
    `\n${pages.length} pages: median ${kB(results.summary.medianGzipBytes ?? 0)} kB, max ${kB(results.summary.maxGzipBytes ?? 0)} kB gzip; without the page chunk max ${kB(results.summary.maxBudgetedGzipBytes ?? 0)} kB; over budget: ${overBudget.map((page) => `${page.url} (${kB(page.budgetedGzipBytes)} kB)`).join(', ') || 'none'}; with the page chunk over the empty site's ${kB(baseline.doc.gzipBytes)} kB: ${overBaseline.length}`,
  );
  console.log(
    `deferred chunks in a first load: ${deferredInFirstLoad.map((entry) => `${entry.chunk} on ${entry.page}`).join(', ') || 'none'}`,
  );
} finally {
  await browser.close();
  site.kill('SIGTERM');
  empty.kill('SIGTERM');
  if (!givenEmptyBuild) rmSync(path.dirname(emptyBuild), { recursive: true, force: true });
}
