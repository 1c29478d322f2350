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
 *
 * Without `options.locale`, the page must be the one asked for: on a first visit the default theme
 * sends a reader to the page of the browser's language (`route.localeRedirect`), so a Chinese page
 * opened by this English Chromium would silently be its English twin. That fails here; open it
 * with the reader's language (`{ locale: 'zh-CN' }`), which is also how a claim about the
 * redirect itself opens its page.
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
  if (options.locale === undefined && languageRedirect(url, page.url())) {
    await context.close();
    throw new Error(
      `${url} was redirected to ${page.url()}, a page of another language ` +
        "(the theme's redirect to the browser's language, route.localeRedirect): open it with { locale }",
    );
  }
  return page;
}

/** The segments of a URL's path, without `.html`, a final `index` or a trailing slash. */
function pathSegments(href: string): string[] {
  return new URL(href).pathname
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .split('/')
    .filter(Boolean);
}

/** A segment that names a language: `zh`, `en`, `pt-BR`. */
const LANGUAGE_SEGMENT = /^[a-z]{2}(-[a-z]{2,4})?$/i;

/**
 * Whether the path of `to` is the path of `from` with one language segment added or taken away:
 * the theme's redirect to the page of the reader's language.
 */
export function languageRedirect(from: string, to: string): boolean {
  const [a, b] = [pathSegments(from), pathSegments(to)];
  if (Math.abs(a.length - b.length) !== 1) return false;
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.some(
    (segment, index) =>
      LANGUAGE_SEGMENT.test(segment) &&
      [...longer.slice(0, index), ...longer.slice(index + 1)].join('/') === shorter.join('/'),
  );
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

/** Opens `url` hydrated (see `openHydrated`), runs `run` on the page, closes its context, and gives what `run` returned. */
export async function withHydrated<T>(
  browser: Browser,
  url: string,
  run: (page: Page) => Promise<T>,
  options: BrowserContextOptions = {},
): Promise<T> {
  const page = await openHydrated(browser, url, options);
  try {
    return await run(page);
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
