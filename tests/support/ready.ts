import type { Page, Response } from '@playwright/test';

/**
 * When a page is ready for a test: React has hydrated it (the theme's Layout marks `<html>` with
 * `data-hydrated` in an effect, theme/Layout.tsx), nothing it asked for is still on its way, and
 * its main thread has been idle once since. Unlike Playwright's `networkidle` (500 ms without a
 * request, after every page), this waits exactly as long as the page is busy.
 */

/** Counts a page's requests still on their way, from its creation on (see `requestsInFlight`). */
class RequestsInFlight {
  private readonly pending = new Set<unknown>();
  private waiters: (() => void)[] = [];

  constructor(page: Page) {
    page.on('request', (request) => this.pending.add(request));
    const done = (request: unknown) => {
      this.pending.delete(request);
      if (this.pending.size === 0) for (const resolve of this.waiters.splice(0)) resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  get size() {
    return this.pending.size;
  }

  /** Resolves when no request is on its way (at once if none is). */
  none(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

const trackers = new WeakMap<Page, RequestsInFlight>();

/** The page's requests in flight, counted from the first call on (before its first navigation). */
export function requestsInFlight(page: Page): RequestsInFlight {
  let tracker = trackers.get(page);
  if (!tracker) {
    tracker = new RequestsInFlight(page);
    trackers.set(page, tracker);
  }
  return tracker;
}

/** Until no request is on its way and an idle callback has run with none having started since. */
export async function settle(page: Page): Promise<void> {
  const requests = requestsInFlight(page);
  do {
    await requests.none();
    // What the responses brought runs before the main thread is idle again.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
  } while (requests.size > 0);
}

/** Waits for React to have hydrated the page (see above). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Opens `url` and waits until it is hydrated and settled. */
export async function gotoReady(page: Page, url: string): Promise<Response | null> {
  requestsInFlight(page);
  const response = await page.goto(url);
  await hydrated(page);
  await settle(page);
  return response;
}

/** Reloads the page and waits until it is hydrated and settled again. */
export async function reloadReady(page: Page): Promise<Response | null> {
  requestsInFlight(page);
  const response = await page.reload();
  await hydrated(page);
  await settle(page);
  return response;
}
