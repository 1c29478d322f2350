import { expect, test } from '@playwright/test';
import { builtRoutes } from './builtRoutes.ts';
import { budgetOf, expectedDeferred, type FirstLoad, measureFirstLoad } from './firstLoadJs.ts';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The scripts of a first load, largest first, for the message of a failed budget. */
const listing = (load: FirstLoad) =>
  [...load.scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `  ${kB(s.gzipBytes)} ${s.pageChunk ? '(page) ' : ''}${new URL(s.url).pathname}`)
    .join('\n');

const deferredOf = (load: FirstLoad) => load.scripts.flatMap((script) => script.deferred);

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: every page's first load stays within its JS budget, without the search modal, the popover or (but on the home page) the tool stack`, async ({
    page,
  }) => {
    const routes = builtRoutes().filter((route) => route.lang === lang);
    test.setTimeout(15_000 + routes.length * 10_000);
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const { url } of routes) {
      const load = await measureFirstLoad(page, url);
      // The measurement sees the framework, the theme and the page's own chunk.
      expect(
        load.scripts.filter((script) => script.pageChunk),
        url,
      ).toHaveLength(1);
      if (load.budgetedGzipBytes > budgetOf(url)) {
        problems.push(
          `${url}: ${kB(load.budgetedGzipBytes)} without its page chunk, budget ${kB(budgetOf(url))}\n${listing(load)}`,
        );
      }
      if (JSON.stringify(deferredOf(load)) !== JSON.stringify(expectedDeferred(url))) {
        problems.push(
          `${url}: code that waits for the reader in the first load: ${deferredOf(load)}`,
        );
      }
    }
    expect(problems, problems.join('\n\n')).toEqual([]);
  });
}

test('the measurement counts every script a page runs, and a page that runs more is over the budget', async ({
  page,
}) => {
  const plain = await measureFirstLoad(page, '/guide/start/introduction');
  expect(plain.scripts.length).toBeGreaterThan(3);
  // React itself is part of it.
  const react = plain.scripts.find((script) => /lib-react/.test(script.url));
  expect(react?.gzipBytes).toBeGreaterThan(30_000);
  expect(plain.budgetedGzipBytes).toBeLessThan(plain.gzipBytes);

  // The same page with one more script of 200 kB run on load, hard to compress (6 bits a character).
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let seed = 1;
  const noise = Array.from({ length: 200_000 }, () => {
    // xorshift32: a pseudo-random character each time.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return alphabet[(seed >>> 0) % 64];
  }).join('');
  await page.route('**/static/js/extra.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `window.__extra = '${noise}';` }),
  );
  await page.route('**/guide/start/introduction', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</body>',
      '<script src="/static/js/extra.js"></script></body>',
    );
    await route.fulfill({ response, body });
  });
  const heavier = await measureFirstLoad(page, '/guide/start/introduction');
  expect(heavier.budgetedGzipBytes - plain.budgetedGzipBytes).toBeGreaterThan(140_000);
  expect(heavier.budgetedGzipBytes).toBeGreaterThan(budgetOf('/guide/start/introduction'));
});

test('the search modal and the popover are chunks of their own that load when the reader reaches for them', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      loaded.push(new URL(response.url()).pathname.split('/').pop() ?? '');
    }
  });
  await page.goto('/guide/start/introduction');
  await page.waitForLoadState('networkidle');
  const named = (name: string) => loaded.some((file) => file.startsWith(`${name}.`));
  expect(named('search-modal')).toBe(false);
  expect(named('ecosystem-popover')).toBe(false);

  await page
    .getByRole('button', { name: /^Search/ })
    .first()
    .hover();
  await expect.poll(() => named('search-modal')).toBe(true);
  await page.getByRole('button', { name: 'Rstack ecosystem' }).hover();
  await expect.poll(() => named('ecosystem-popover')).toBe(true);
  expect(named('tool-stack')).toBe(false);
});
