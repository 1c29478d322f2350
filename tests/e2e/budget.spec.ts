import { budgetOf, measureFirstLoad } from '../support/firstLoadJs.ts';
import { expect, test } from '../support/fixtures.ts';

// Every page's first load is checked against its budget by the page crawl (crawl.spec.ts); here,
// that the measurement would see a budget broken, and that the deferred chunks wait for the reader.

test('the measurement counts every script a page runs, and a page that runs more is over the budget', async ({
  page,
  visit,
}) => {
  const plain = await measureFirstLoad(page, '/guide/start/introduction', visit);
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
  const heavier = await measureFirstLoad(page, '/guide/start/introduction', visit);
  expect(heavier.budgetedGzipBytes - plain.budgetedGzipBytes).toBeGreaterThan(140_000);
  expect(heavier.budgetedGzipBytes).toBeGreaterThan(budgetOf('/guide/start/introduction'));
});

test('the search modal and the popover are chunks of their own that load when the reader reaches for them', async ({
  page,
  visit,
}) => {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      loaded.push(new URL(response.url()).pathname.split('/').pop() ?? '');
    }
  });
  await visit('/guide/start/introduction');
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

for (const url of ['/', '/guide/start/introduction', '/zh/api/config/config-basic']) {
  test(`${url}: the page is painted before its scripts are fetched, then hydrates`, async ({
    page,
    visit,
  }) => {
    await visit(url);
    const { firstContentfulPaint, scripts } = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/static\/js\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    }));
    expect(firstContentfulPaint).toBeGreaterThan(0);
    // The first-load scripts (React, the router, the theme, the entry), not the page's own chunk,
    // which the HTML preloads, nor chunks that load on intent (under /static/js/async/).
    expect(scripts.map((script) => script.url).join('\n')).toMatch(/lib-react/);
    for (const script of scripts) {
      expect(script.start, script.url).toBeGreaterThanOrEqual(firstContentfulPaint ?? Infinity);
    }
    // Hydrated: the search button answers (React's handlers are attached).
    await page
      .getByRole('button', { name: /^Search|^搜索/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}
