/**
 * Lighthouse benchmark: Lighthouse 12 (its default config, the mobile preset: a mid-range phone,
 * slow 4G and a 4× slower CPU, simulated) in Debian's Chromium against `npm run serve` on loopback,
 * for the home page, a guide page, an API page and a Chinese page. Needs a build: `npm run build &&
 * npm run bench:lighthouse`. Writes bench/results/lighthouse.json (the four category scores and
 * the audits that do not pass, per page) and prints a Markdown table for the README.
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
    const lhr = await audit(`${siteUrl}${url}`);
    const categoryOf = new Map<string, string>();
    for (const [id, category] of Object.entries(lhr.categories)) {
      for (const ref of category.auditRefs) if (!categoryOf.has(ref.id)) categoryOf.set(ref.id, id);
    }
    pages.push({
      kind,
      url,
      scores: Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ),
      metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null])),
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
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue ?? null,
        })),
    });
  }
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
    lighthouse: JSON.parse(
      readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
    ).version as string,
    config: 'default (mobile preset, simulated throttling)',
    pages,
  };
  writeFileSync(
    path.join(import.meta.dirname, 'results', 'lighthouse.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );

  console.log(`\n${results.machine}, Lighthouse ${results.lighthouse}\n`);
  console.log('| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const page of pages) {
    const s = page.scores;
    const m = page.metrics;
    console.log(
      `| ${page.kind} (\`${page.url}\`) | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${m['largest-contentful-paint']} | ${m['total-blocking-time']} | ${m['cumulative-layout-shift']} |`,
    );
  }
  for (const page of pages) {
    for (const audit of page.failingAudits) {
      console.log(
        `${page.url} ${audit.category}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ''}`,
      );
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}
