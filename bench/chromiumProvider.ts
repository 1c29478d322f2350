import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM } from '../tests/support/chromium.ts';
import type { ProviderFigures } from './providerRun.ts';

/** A made-up origin the page is served from, by Playwright's routing: nothing leaves the machine. */
const ORIGIN = 'http://bench.localhost';

let bundled: Promise<string> | undefined;

/** The page script (bench/chromiumEntry.ts and the engine), bundled for the browser once. */
function pageScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [path.join(import.meta.dirname, 'chromiumEntry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
  }).then((bundle) => bundle.outputFiles[0]?.text ?? '');
  return bundled;
}

/**
 * The browser provider's work in Chromium: the engine bundled for the browser (esbuild), each run
 * in a fresh browser context (a page of its own, nothing compiled or cached by an earlier run),
 * the records fetched from the build as the page fetches them.
 */
export async function chromiumProviderRuns(
  recordsFile: string,
  queries: string[],
  runs: number,
): Promise<ProviderFigures[]> {
  const script = await pageScript();
  const records = readFileSync(recordsFile);
  const browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM.flags });
  try {
    const figures: ProviderFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      await context.route(`${ORIGIN}/**`, (route) => {
        const url = new URL(route.request().url());
        if (url.pathname === '/records.json') {
          return route.fulfill({ body: records, contentType: 'application/json' });
        }
        if (url.pathname === '/bench.js') {
          return route.fulfill({ body: script, contentType: 'text/javascript' });
        }
        return route.fulfill({
          body: '<!doctype html><title>bench</title><script src="/bench.js"></script>',
          contentType: 'text/html',
        });
      });
      const page = await context.newPage();
      await page.goto(`${ORIGIN}/`);
      figures.push(
        await page.evaluate(([url, typed]) => window.runProvider(url, typed), [
          `${ORIGIN}/records.json`,
          queries,
        ] as [string, string[]]),
      );
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}
