/**
 * Chromium for the behaviour tests that check what a reader of a scratch site sees or does
 * (widths, order, focus, a click): Debian's Chromium with the flags of every other browser test.
 */
import { type Browser, type BrowserContextOptions, chromium, type Page } from '@playwright/test';
import { CHROMIUM } from './chromium.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM.flags });
}

/**
 * Opens `url` in a fresh context (1280×800 unless `options.viewport` says otherwise) and waits until
 * React has hydrated the page: Rspress pages are complete HTML before any script runs, and a click
 * or a measure of what scripts change must wait for hydration. Close the page's context when done
 * (`page.context().close()`).
 */
export async function openHydrated(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}

/** Resolves when React has hydrated the page that `page` shows (after a `goto` of its own). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('__rspress_root');
    return (
      document.readyState === 'complete' &&
      root !== null &&
      Object.keys(root).some((key) => key.startsWith('__reactContainer'))
    );
  });
}

/** Opens `url` hydrated (see `openHydrated`), runs `run` on the page, and closes its context. */
export async function withHydrated(
  browser: Browser,
  url: string,
  run: (page: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  const page = await openHydrated(browser, url, options);
  try {
    await run(page);
  } finally {
    await page.context().close();
  }
}

/**
 * Whether the first element that matches `selector` takes room inside the window and is not
 * hidden by its style: what a reader can see, rather than what the HTML holds.
 */
export function isShown(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        rect.right > 0 &&
        rect.left < window.innerWidth &&
        style.visibility !== 'hidden' &&
        style.opacity !== '0'
      );
    });
}
