/**
 * Lighthouse benchmark: Lighthouse 12 (its default config, the mobile preset: a mid-range phone,
 * slow 4G and a 4× slower CPU, simulated) in Debian's Chromium against `npm run serve` on loopback,
 * for the home page, a guide page, an API page and a Chinese page. Needs a build: `npm run build &&
 * npm run bench:lighthouse`. Each page is run three times (`LIGHTHOUSE_RUNS`); writes
 * bench/results/lighthouse.json (per page the medians, and every run's category scores, metrics and
 * the audits that do not pass) and prints the medians against the targets as a Markdown table.
 *
 * `npm run bench:lighthouse -- --all` runs every page of the build's sitemap instead (once each
 * unless `LIGHTHOUSE_RUNS` says otherwise), writes bench/results/lighthouse-all.json and prints how
 * many pages meet each target, every page that misses one, and the ten slowest pages with what
 * Lighthouse says weighs on them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../tests/support/chromium.ts';
import { freePort, startSiteServer } from '../tests/support/siteServer.ts';

const root = path.resolve(import.meta.dirname, '..');

const ALL = process.argv.includes('--all');

/** The paths of the build's sitemap, in its order. */
function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(root, 'doc_build', 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
}

const PAGES: [kind: string, url: string][] = ALL
  ? sitemapPaths().map((url) => ['page', url])
  : [
      ['home', '/'],
      ['guide', '/guide/start/introduction'],
      ['API', '/api/config/config-basic'],
      ['zh guide', '/zh/guide/start/introduction'],
    ];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
/** What Lighthouse reports as weighing on a page's speed: listed for the slowest pages. */
const DIAGNOSTICS = [
  'largest-contentful-paint-element',
  'bootup-time',
  'mainthread-work-breakdown',
  'total-byte-weight',
  'unused-javascript',
  'dom-size',
  'render-blocking-resources',
] as const;
/** Audits without a pass or fail of their own. */
const UNSCORED = new Set(['notApplicable', 'informative', 'manual', 'error']);

/**
 * One Lighthouse run of a page. A run whose trace came out unusable (Lighthouse's NO_NAVSTART and
 * the like, "please run Lighthouse again") is run again, up to three times.
 */
async function audit(url: string, attempts = 3) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (!lhr.runtimeError) return lhr;
  if (attempts > 1) return audit(url, attempts - 1);
  throw new Error(`${url}: ${lhr.runtimeError.message}`);
}

/** Runs per page (`LIGHTHOUSE_RUNS`); the figures are the medians of the runs. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? (ALL ? 1 : 3));
/** What every page should reach (the median of its runs). */
const TARGETS = { performance: 98, other: 100, tbtMs: 100, lcpMs: 1500 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (index: number) => sorted[index] ?? Number.NaN;
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

type Lhr = Awaited<ReturnType<typeof audit>>;

function summarise(lhr: Lhr) {
  const categoryOf = new Map<string, string>();
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) if (!categoryOf.has(ref.id)) categoryOf.set(ref.id, id);
  }
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<(typeof CATEGORIES)[number], number>,
    metrics: Object.fromEntries(
      METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
    ) as Record<(typeof METRICS)[number], number>,
    diagnostics: Object.fromEntries(
      DIAGNOSTICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
    ) as Record<(typeof DIAGNOSTICS)[number], string | null>,
    failingAudits: Object.values(lhr.audits)
      .filter(
        (audit) =>
          categoryOf.has(audit.id) &&
          !UNSCORED.has(audit.scoreDisplayMode) &&
          audit.score !== null &&
          audit.score < 1,
      )
      .map((audit) => ({
        id: audit.id,
        category: categoryOf.get(audit.id),
        score: audit.score,
        displayValue: audit.displayValue ?? null,
      })),
  };
}

type PageResult = {
  kind: string;
  url: string;
  median: {
    scores: Record<(typeof CATEGORIES)[number], number>;
    metrics: Record<(typeof METRICS)[number], number>;
  };
  runs: ReturnType<typeof summarise>[];
};

/** Which targets a page misses (the medians of its runs). */
function misses(page: PageResult): string[] {
  const { scores, metrics } = page.median;
  const missed: string[] = [];
  if (scores.performance < TARGETS.performance) missed.push(`performance ${scores.performance}`);
  for (const id of CATEGORIES.slice(1)) {
    if (scores[id] < TARGETS.other) missed.push(`${id} ${scores[id]}`);
  }
  if (metrics['total-blocking-time'] > TARGETS.tbtMs) {
    missed.push(`TBT ${Math.round(metrics['total-blocking-time'])} ms`);
  }
  if (metrics['largest-contentful-paint'] > TARGETS.lcpMs) {
    missed.push(`LCP ${(metrics['largest-contentful-paint'] / 1000).toFixed(1)} s`);
  }
  if (metrics['cumulative-layout-shift'] > 0) {
    missed.push(`CLS ${metrics['cumulative-layout-shift']}`);
  }
  return missed;
}

/** The report of `--all`: targets met, the pages that miss one, the ten slowest and why. */
function reportAll(
  machine: string,
  version: string,
  pages: PageResult[],
  unloaded: { url: string; error: string }[],
) {
  console.log(`\n${machine}, Lighthouse ${version}, ${pages.length} pages, ${RUNS} run(s) each\n`);
  for (const page of unloaded) console.log(`Not measured: ${page.url} (${page.error})`);
  const count = (ok: (page: PageResult) => boolean) => pages.filter(ok).length;
  const m = (page: PageResult) => page.median.metrics;
  console.log('| target | pages that meet it |');
  console.log('| --- | --- |');
  console.log(
    `| Performance ≥ ${TARGETS.performance} | ${count((p) => p.median.scores.performance >= TARGETS.performance)} |`,
  );
  for (const id of CATEGORIES.slice(1)) {
    console.log(
      `| ${id} ${TARGETS.other} | ${count((p) => p.median.scores[id] >= TARGETS.other)} |`,
    );
  }
  console.log(
    `| TBT ≤ ${TARGETS.tbtMs} ms | ${count((p) => m(p)['total-blocking-time'] <= TARGETS.tbtMs)} |`,
  );
  console.log(
    `| LCP ≤ ${TARGETS.lcpMs / 1000} s | ${count((p) => m(p)['largest-contentful-paint'] <= TARGETS.lcpMs)} |`,
  );
  console.log(`| CLS 0 | ${count((p) => m(p)['cumulative-layout-shift'] === 0)} |`);
  const missing = pages.filter((page) => misses(page).length > 0);
  console.log(`\nPages that miss a target: ${missing.length}`);
  for (const page of missing) console.log(`- ${page.url}: ${misses(page).join(', ')}`);
  const slowest = [...pages]
    .sort(
      (a, b) =>
        a.median.scores.performance - b.median.scores.performance ||
        m(b)['total-blocking-time'] - m(a)['total-blocking-time'] ||
        m(b)['largest-contentful-paint'] - m(a)['largest-contentful-paint'],
    )
    .slice(0, 10);
  console.log(
    '\n| slowest ten | Performance | TBT | LCP | JS boot-up | main thread | bytes | DOM |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const page of slowest) {
    const d = page.runs[0]?.diagnostics;
    console.log(
      `| \`${page.url}\` | ${page.median.scores.performance} | ${Math.round(m(page)['total-blocking-time'])} ms | ${(m(page)['largest-contentful-paint'] / 1000).toFixed(1)} s | ${d?.['bootup-time'] ?? ''} | ${d?.['mainthread-work-breakdown'] ?? ''} | ${d?.['total-byte-weight'] ?? ''} | ${d?.['dom-size'] ?? ''} |`,
    );
  }
}

const port = await freePort();
const server = await startSiteServer(port, path.join(root, 'doc_build'));
const siteUrl = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM.path,
  chromeFlags: ['--headless=new', ...CHROMIUM.flags],
});
try {
  const pages = [];
  // With --all, a page Lighthouse cannot load is listed as such and the run goes on.
  const unloaded: { url: string; error: string }[] = [];
  for (const [kind, url] of PAGES) {
    const runs: ReturnType<typeof summarise>[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        runs.push(summarise(await audit(`${siteUrl}${url}`)));
        process.stderr.write('.');
      }
    } catch (error) {
      if (!ALL) throw error;
      unloaded.push({ url, error: error instanceof Error ? error.message : String(error) });
      continue;
    }
    pages.push({
      kind,
      url,
      median: {
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
        ) as Record<(typeof CATEGORIES)[number], number>,
        metrics: Object.fromEntries(
          METRICS.map((id) => [
            id,
            Math.round(median(runs.map((r) => r.metrics[id])) * 1000) / 1000,
          ]),
        ) as Record<(typeof METRICS)[number], number>,
      },
      runs,
    });
  }
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    lighthouse: JSON.parse(
      readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version as string,
    config: 'default (mobile preset, simulated throttling)',
    runsPerPage: RUNS,
    targets: TARGETS,
    pages,
    unloaded,
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', ALL ? 'lighthouse-all.json' : 'lighthouse.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  if (ALL) reportAll(results.machine, results.lighthouse, pages, unloaded);
  else reportPages(results.machine, results.lighthouse, pages);
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}

/** The report of the four pages: their medians against the targets, and the audits they fail. */
function reportPages(machine: string, version: string, pages: PageResult[]) {
  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const ms = (value: number) => `${Math.round(value / 10) * 10} ms`;
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
  console.log(`\n${machine}, Lighthouse ${version}, median of ${RUNS} runs per page\n`);
  console.log('| page | Performance | Accessibility | Best Practices | SEO | TBT | LCP | CLS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| target | ≥ ${TARGETS.performance} | ${TARGETS.other} | ${TARGETS.other} | ${TARGETS.other} | ≤ ${TARGETS.tbtMs} ms | ≤ ${seconds(TARGETS.lcpMs)} | 0 |`,
  );
  for (const page of pages) {
    const s = page.median.scores;
    const m = page.median.metrics;
    const other = (value: number) => `${value}${mark(value >= TARGETS.other)}`;
    console.log(
      `| ${page.kind} (\`${page.url}\`) | ${s.performance}${mark(s.performance >= TARGETS.performance)} | ${other(s.accessibility)} | ${other(s['best-practices'])} | ${other(s.seo)} | ${ms(m['total-blocking-time'])}${mark(m['total-blocking-time'] <= TARGETS.tbtMs)} | ${seconds(m['largest-contentful-paint'])}${mark(m['largest-contentful-paint'] <= TARGETS.lcpMs)} | ${m['cumulative-layout-shift']} |`,
    );
  }
  for (const page of pages) {
    const seen = new Set<string>();
    for (const audit of page.runs.flatMap((run) => run.failingAudits)) {
      if (seen.has(audit.id)) continue;
      seen.add(audit.id);
      console.log(
        `${page.url} ${audit.category}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`,
      );
    }
  }
}
