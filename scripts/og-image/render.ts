// Renders og-image.html to docs/public/og-image.png (1200×630) with Debian's Chromium.
// Run it after changing the HTML and commit both: `npx tsx scripts/og-image/render.ts`.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const source = path.join(import.meta.dirname, 'og-image.html');
const target = path.join(import.meta.dirname, '../../docs/public/og-image.png');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({
    viewport: { width: 1200, height: 630 },
    deviceScaleFactor: 1,
  });
  await page.goto(pathToFileURL(source).href);
  await page.screenshot({ path: target, type: 'png' });
} finally {
  await browser.close();
}
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
