/**
 * Lighthouse benchmark: Lighthouse 12 (its default config, the mobile preset: a mid-range phone,
 * slow 4G and a 4× slower CPU, simulated) in Debian's Chromium against `npm run serve` on loopback,
 * for the home page, a guide page, an API page and a Chinese page. Needs a build: `npm run build &&
 * npm run bench:lighthouse`. Each page is run three times (`LIGHTHOUSE_RUNS`); writes
 * bench/results/lighthouse.json (per page the medians, and every run's category scores, metrics and
 * the audits that do not pass) and prints the medians against the targets as a Markdown table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../tests/support/chromium.ts';
import { freePort, startSiteServer } from '../tests/support/siteServer.ts';

const root = path.resolve(import.meta.dirname, '..');

const PAGES: [kind: string, url: string][] = [
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
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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

const port = await freePort();
const server = await startSiteServer(port, path.join(root, 'doc_build'));
const siteUrl = `http://127.0.0.1:${port}`;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM.path,
  chromeFlags: ['--headless=new', ...CHROMIUM.flags],
});
try {
  const pages = [];
  for (const [kind, url] of PAGES) {
    const runs: ReturnType<typeof summarise>[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(summarise(await audit(`${siteUrl}${url}`)));
      process.stderr.write('.');
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
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'lighthouse.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );

  const mark = (ok: boolean) => (ok ? '' : ' ✗');
  const ms = (value: number) => `${Math.round(value / 10) * 10} ms`;
  const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
  console.log(
    `\n${results.machine}, Lighthouse ${results.lighthouse}, median of ${RUNS} runs per page\n`,
  );
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
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
