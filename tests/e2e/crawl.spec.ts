import type { Page, Response } from '@playwright/test';
import { chooseAppearance, colorsSettled } from '../support/appearance.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { builtRoutes } from '../support/builtRoutes.ts';
import {
  budgetOf,
  expectedDeferred,
  type FirstLoad,
  measureFirstLoad,
} from '../support/firstLoadJs.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * Every page of the build, visited once: it renders (status, language, one heading, no console
 * error), no id is used twice (as served and once hydrated: a `#fragment` must lead to its one
 * element), no link opens a new tab without `rel="noopener"`, its first load stays within its
 * JavaScript budget, nothing on it moves while it loads and hydrates (layout shift 0; images of the
 * text declare their size, so that a slow image cannot move it either), and axe
 * finds nothing in the light appearance (all rules) nor, after the reader's appearance switch,
 * in the dark one (the colour rules: the rest does not change with the appearance). One test per
 * page, so that a failure names it. The search modal and the 404 pages have their own axe tests
 * (a11y.spec.ts), the budget measurement its own (budget.spec.ts).
 */
const routes = builtRoutes();

// axe checks the contrast of every text node: the longest API pages take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });
// The theme follows the system's colour scheme until the reader picks one.
test.use({ colorScheme: 'light' });

test('the build has the same pages in both languages, and many of them', () => {
  const en = routes.filter((r) => r.lang === 'en');
  const zh = routes.filter((r) => r.lang === 'zh');
  expect(en.length).toBeGreaterThan(40);
  expect(zh.map((r) => r.url)).toEqual(en.map((r) => (r.url === '/' ? '/zh/' : `/zh${r.url}`)));
});

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The scripts of a first load, largest first, for the message of a failed budget. */
const listing = (load: FirstLoad) =>
  [...load.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `  ${kB(s.gzipBytes)} ${s.pageChunk ? '(page) ' : ''}${new URL(s.url).pathname}`)
    .join('\n');

/** The ids used more than once in a document: the served HTML when given, else the page's DOM. */
const duplicateIds = (page: Page, html?: string) =>
  page.evaluate((source) => {
    const root = source ? new DOMParser().parseFromString(source, 'text/html') : document;
    const counts = new Map<string, number>();
    for (const element of root.querySelectorAll('[id]')) {
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    }
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `#${id} ×${count}`);
  }, html);

/**
 * The layout shifts of the page since it began to load (the browser keeps them for a late
 * observer, which takes them at once with `takeRecords`), those right after a reader's input
 * excepted, as Lighthouse counts them: their sum and what moved, when (ms after the navigation
 * began) and from which box to which (x, y, width, height), so that a failure says what to fix.
 */
const layoutShifts = (page: Page) =>
  page.evaluate(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const box = (rect: DOMRectReadOnly) =>
      [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n)).join(',');
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '(gone)';
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes.join('')}`;
    };
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = (observer.takeRecords() as Shift[]).filter((entry) => !entry.hadRecentInput);
    observer.disconnect();
    return {
      sum: shifts.reduce((sum, entry) => sum + entry.value, 0),
      moved: shifts.flatMap((entry) =>
        entry.sources.map(
          (source) =>
            `${describe(source.node)} (${entry.value.toFixed(4)}) at ${Math.round(entry.startTime)} ms: ` +
            `${box(source.previousRect)} → ${box(source.currentRect)}`,
        ),
      ),
    };
  });

const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/** Chooses "Dark" in the navbar's appearance menu, as a reader does, and waits for the colours to settle. */
async function switchToDark(page: Page) {
  await chooseAppearance(page, 'dark');
  await expect.poll(() => isDark(page)).toBe(true);
  // Colours that fade (CSS transitions) are measured once they are there.
  await colorsSettled(page);
}

for (const route of routes) {
  test(`${route.url}`, async ({ page, visit }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // React reports a hydration mismatch as an error; Rspress's client entry passes the
      // recoverable ones on as a warning ("hydrateRoot recoverable error").
      if (message.type() === 'error' || /hydrat/i.test(message.text())) {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const opened: { response?: Response | null } = {};
    const load = await measureFirstLoad(page, route.url, async (url) => {
      opened.response = await visit(url);
      return opened.response;
    });
    // Taken now, before the checks below (axe reads every element's box and colours): what moved
    // while the page loaded and hydrated, and nothing after.
    const shifts = await layoutShifts(page);

    await test.step(`renders in ${route.lang} with one h1, no console errors and no hydration warnings`, async () => {
      expect(opened.response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', route.lang);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      expect(errors).toEqual([]);
    });

    await test.step('its first load stays within its JS budget, without the search modal, the popover or (but on the home page) the tool stack', () => {
      // The measurement sees the framework, the theme and the page's own chunk.
      expect(load.scripts.filter((script) => script.pageChunk)).toHaveLength(1);
      expect(
        load.budgetedGzipBytes,
        `${kB(load.budgetedGzipBytes)} without its page chunk, budget ${kB(budgetOf(route.url))}\n${listing(load)}`,
      ).toBeLessThanOrEqual(budgetOf(route.url));
      expect(
        load.scripts.flatMap((script) => script.deferred),
        'code that waits for the reader in the first load',
      ).toEqual(expectedDeferred(route.url));
    });

    await test.step('every id is unique, in the served HTML and once hydrated', async () => {
      const served = (await opened.response?.text()) ?? '';
      expect(served).toContain('</html>');
      expect(await duplicateIds(page, served), 'in the served HTML').toEqual([]);
      expect(await duplicateIds(page), 'after hydration').toEqual([]);
    });

    await test.step('every link that opens a new tab has rel="noopener"', async () => {
      const unsafe = await page
        .locator('a[target="_blank"]:not([rel~="noopener"])')
        .evaluateAll((links) => links.map((link) => link.outerHTML.slice(0, 200)));
      expect(unsafe).toEqual([]);
    });

    await test.step('no axe violations in the light appearance', async () => {
      expect(await isDark(page)).toBe(false);
      await expectNoAxeViolations(page, 'all');
    });

    await test.step('nothing moves while it loads and hydrates (layout shift 0)', () => {
      expect(shifts.moved, `layout shift ${shifts.sum}`).toEqual([]);
    });

    await test.step('every image of the text keeps its box before it loads (width and height)', async () => {
      // An image without a declared size is 0 px high until its file arrives; on a slow
      // connection the text below it then jumps down (found by the layout-shift step under load).
      const unsized = await page
        .locator('.rspress-doc img:not([width][height])')
        .evaluateAll((images) => images.map((image) => image.outerHTML.slice(0, 200)));
      expect(unsized).toEqual([]);
    });

    await test.step('no colour violations in the dark appearance', async () => {
      await switchToDark(page);
      await expectNoAxeViolations(page, 'colour');
      expect(errors).toEqual([]);
    });
  });
}
