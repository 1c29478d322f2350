import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM } from '../tests/support/chromium.ts';
import type { ProviderFigures } from './providerRun.ts';

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
 * the index file fetched over loopback HTTP as the site server sends it (brotli, when the build
 * wrote a `.br` copy).
 */
export async function chromiumProviderRuns(
  recordsFile: string,
  queries: string[],
  runs: number,
): Promise<ProviderFigures[]> {
  const script = await pageScript();
  const brotli = existsSync(`${recordsFile}.br`);
  const records = readFileSync(brotli ? `${recordsFile}.br` : recordsFile);
  const server = createServer((request, response) => {
    if (request.url === '/records.json') {
      response.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...(brotli && { 'content-encoding': 'br' }),
      });
      response.end(records);
    } else if (request.url === '/bench.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>bench</title><script src="/bench.js"></script>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ORIGIN = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM.flags });
  try {
    const figures: ProviderFigures[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
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
    server.close();
  }
}
