import type { Locator, Page } from '@playwright/test';
import { type ModalHit, modalOrder } from '../../bench/relevance/modalOrder.ts';
import { SearchEngine } from '../../search/engine/engine.ts';
import { pageRecords } from '../../search/indexing/records.ts';
import { answer as answerQuery } from '../../search/protocol/answer.ts';
import { parseSearchParams } from '../../search/protocol/params.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PORTS } from '../support/ports.ts';
import { gotoReady, reloadReady } from '../support/ready.ts';

const EN_INDEX = 'rspress_docs_en';
const RECENT = `__DOCSEARCH_RECENT_SEARCHES__${EN_INDEX}`;
const FAVORITE = `__DOCSEARCH_FAVORITE_SEARCHES__${EN_INDEX}`;
const site = `http://127.0.0.1:${E2E_PORTS.site}`;

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');

async function open(page: Page, url = '/guide/start/introduction') {
  await gotoReady(page, url);
}

async function searchFor(page: Page, query: string) {
  await page
    .getByRole('button', { name: /^Search|^搜索/ })
    .first()
    .click();
  await expect(modal(page)).toBeVisible();
  await input(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}

test.describe('opening and closing', () => {
  test('the button opens the modal; Escape closes it and gives focus back to the button', async ({
    page,
  }) => {
    await open(page);
    const button = page.getByRole('button', { name: /^Search/ }).first();
    await button.click();
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    test(`${shortcut} opens the modal`, async ({ page }) => {
      await open(page);
      await page.keyboard.press(shortcut);
      await expect(modal(page)).toBeVisible();
      if (shortcut !== '/') {
        await page.keyboard.press(shortcut);
        await expect(modal(page)).toHaveCount(0);
      }
    });
  }

  test('/ typed into a field does not open the modal', async ({ page }) => {
    await open(page, '/api/');
    const filter = page.locator('input').first();
    await filter.click();
    await page.keyboard.type('/');
    await expect(filter).toHaveValue('/');
    await expect(modal(page)).toHaveCount(0);
  });

  test('a letter typed on the focused button opens the modal with it', async ({ page }) => {
    await open(page);
    await page
      .getByRole('button', { name: /^Search/ })
      .first()
      .focus();
    await page.keyboard.press('s');
    await expect(input(page)).toHaveValue('s');
  });

  test('the modal code is loaded on demand, not with the page', async ({ page }) => {
    // Bodies are read as they arrive; a body still in flight when the page closes counts as
    // empty instead of failing the test after it ended.
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        bodies.push(response.text().catch(() => ''));
      }
    });
    const modalLoaded = async () =>
      (await Promise.all(bodies)).some((body) => body.includes('DocSearch-Modal'));
    await open(page);
    expect(bodies.length).toBeGreaterThan(0);
    expect(await modalLoaded()).toBe(false);
    await page
      .getByRole('button', { name: /^Search/ })
      .first()
      .hover();
    await expect.poll(modalLoaded).toBe(true);
  });
});

test.describe('results', () => {
  test('are listed in the order the engine ranked them, in runs of a sidebar group, with sections under their page', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const answers: { query: string; hits: ModalHit[] }[] = [];
    page.on('response', async (response) => {
      if (!response.url().includes('/1/indexes/') || response.request().method() !== 'POST') return;
      const body = (await response.json().catch(() => null)) as {
        results?: { query: string; hits: ModalHit[] }[];
      } | null;
      if (body?.results?.[0]) answers.push(body.results[0]);
    });
    await open(page);
    // A query whose answer goes from one sidebar group to another and back.
    await searchFor(page, 'dark mode');
    await expect.poll(() => answers.some((answer) => answer.query === 'dark mode')).toBe(true);
    const answer = answers.findLast((candidate) => candidate.query === 'dark mode') as {
      hits: ModalHit[];
    };
    const groupOf = (hit: ModalHit) => hit.hierarchy.lvl0;
    const runs = answer.hits.filter(
      (hit, i) => i === 0 || groupOf(hit) !== groupOf(answer.hits[i - 1] as ModalHit),
    );
    expect(new Set(runs.map(groupOf)).size, 'a group comes back further down').toBeLessThan(
      runs.length,
    );
    // The modal lists what modalOrder (bench/relevance) says it does: the order the relevance
    // suite scores is the order a reader sees.
    await expect
      .poll(() =>
        page
          .locator('.DocSearch-Hit a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('data-url'))),
      )
      .toEqual(modalOrder(answer.hits).map((hit) => hit.url));
    // One title per run, the sidebar group of its hits.
    const shown = modalOrder(answer.hits).map(groupOf);
    expect(await page.locator('.DocSearch-Hit-source').allTextContents()).toEqual(
      shown.filter((group, i) => i === 0 || group !== shown[i - 1]),
    );
    // Sections of a page follow it as children.
    await input(page).fill('sidebar');
    await expect(page.locator('.DocSearch-Hit--Child').first()).toBeVisible();
    // Our own server answered; nothing went to Algolia or anywhere else.
    expect(requests.some((url) => url.startsWith(`${site}/1/indexes/`))).toBe(true);
    expect(requests.filter((url) => !url.startsWith(site))).toEqual([]);
  });

  test('arrows move the active hit; Enter navigates inside the app and closes the modal', async ({
    page,
  }) => {
    await open(page);
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });
    await searchFor(page, 'clean urls');
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
    const first = await selected.textContent();
    await page.keyboard.press('ArrowDown');
    await expect(selected).not.toHaveText(first ?? '');
    await page.keyboard.press('ArrowUp');
    await expect(selected).toHaveText(first ?? '');
    const href = await selected.locator('a').getAttribute('data-url');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${site}${href}`);
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(
      true,
    );
  });

  test('a click on a hit navigates inside the app and closes the modal', async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });
    await searchFor(page, 'getting started');
    const link = hits(page).first().locator('a');
    const href = await link.getAttribute('data-url');
    await link.click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(`${site}${href}`);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(
      true,
    );
  });

  test('Ctrl+Enter opens the hit in a new tab', async ({ page, context }) => {
    await open(page);
    await searchFor(page, 'deploy');
    const href = await page
      .locator('.DocSearch-Hit[aria-selected="true"] a')
      .getAttribute('data-url');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.keyboard.press('Control+Enter'),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${site}${href}`);
  });

  const newTabClicks: [string, Parameters<Locator['click']>[0]][] = [
    ['Ctrl+click', { modifiers: ['Control'] }],
    ['a middle click', { button: 'middle' }],
  ];
  for (const [name, click] of newTabClicks) {
    test(`${name} on a hit opens it in a new tab and keeps this page`, async ({
      page,
      context,
    }) => {
      await open(page);
      await searchFor(page, 'deploy');
      const link = hits(page).first().locator('a');
      const url = await link.getAttribute('data-url');
      const [tab] = await Promise.all([context.waitForEvent('page'), link.click(click)]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(`${site}${url}`);
      await expect(page).toHaveURL(`${site}/guide/start/introduction`);
    });
  }

  test('no results: the query, suggestions from earlier results and a prefilled report link', async ({
    page,
  }) => {
    await open(page);
    await searchFor(page, 'sidebar');
    await input(page).fill('qwxzzyv');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qwxzzyv"');
    await expect(page.getByText('Try searching for')).toBeVisible();
    const suggestions = page.locator('.DocSearch-Prefill');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    const report = page.getByRole('link', { name: 'Let us know.' });
    await expect(report).toHaveAttribute('target', '_blank');
    const url = new URL((await report.getAttribute('href')) ?? '');
    expect(url.origin + url.pathname).toBe('https://github.com/web-infra-dev/rspress/issues/new');
    expect(url.searchParams.get('title')).toContain('qwxzzyv');
  });

  test('the input takes at most 64 characters', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('maxlength', '64');
    // Typed at a reader's pace: each key runs a search on the shared CI cores.
    await input(page).pressSequentially('a'.repeat(80), { delay: 40 });
    await expect(input(page)).toHaveValue('a'.repeat(64));
  });

  test('selected text is the initial query, cut to 64 characters', async ({ page }) => {
    await open(page);
    await page.evaluate(() => {
      const paragraph = document.querySelector('.rp-doc p') ?? document.querySelector('main p');
      if (!paragraph) throw new Error('no paragraph');
      const range = document.createRange();
      range.selectNodeContents(paragraph);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });
    const selected = await page.evaluate(() => getSelection()?.toString() ?? '');
    expect(selected.length).toBeGreaterThan(10);
    await page.keyboard.press('Control+k');
    await expect(input(page)).toHaveValue(selected.slice(0, 64));
  });
});

test.describe('recent and favorite searches', () => {
  test('a chosen hit is remembered per index, can be favorited and removed', async ({ page }) => {
    await open(page);
    await searchFor(page, 'deploy');
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    // Let the navigation finish before opening the modal again.
    await expect(page).toHaveURL(/\/guide\/basic\/deploy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Deploy/);
    const recent = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
      RECENT,
    );
    expect(recent).toHaveLength(1);

    await page.keyboard.press('Control+k');
    await expect(page.getByText('Recent', { exact: true })).toBeVisible();
    await hits(page).first().hover();
    await page.getByRole('button', { name: 'Save this search' }).first().click();
    await expect(page.getByText('Favorite', { exact: true })).toBeVisible();
    const stored = await page.evaluate(
      ([r, f]) => [
        JSON.parse(localStorage.getItem(r as string) ?? '[]').length,
        JSON.parse(localStorage.getItem(f as string) ?? '[]').length,
      ],
      [RECENT, FAVORITE],
    );
    expect(stored).toEqual([0, 1]);
    await page.getByRole('button', { name: 'Remove this search from favorites' }).first().click();
    await expect(page.getByText('No recent searches')).toBeVisible();

    // Chinese pages keep their own list.
    await page.keyboard.press('Escape');
    await open(page, '/zh/guide/start/introduction');
    await page.keyboard.press('Control+k');
    await expect(page.getByText('没有最近的搜索')).toBeVisible();
  });

  /** Stored searches as DocSearch writes them, put in place before the page (re)loads. */
  async function seed(page: Page, recent: unknown[], favorite: unknown[]) {
    await open(page);
    await page.evaluate(
      ([recentKey, favoriteKey, r, f]) => {
        localStorage.setItem(recentKey as string, JSON.stringify(r));
        localStorage.setItem(favoriteKey as string, JSON.stringify(f));
      },
      [RECENT, FAVORITE, recent, favorite],
    );
    await reloadReady(page);
    await expect(page.locator('.rp-search-button__hotkey')).toHaveCSS('opacity', '1');
  }

  const stored = (n: number, prefix: string) =>
    Array.from({ length: n }, (_, i) => ({
      objectID: `${prefix}-${i}`,
      url: `/guide/start/introduction#${prefix}-${i}`,
      type: 'lvl1',
      content: null,
      hierarchy: {
        lvl0: 'Getting Started',
        lvl1: `${prefix} ${i}`,
        lvl2: null,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    }));

  for (const [favorites, limit] of [
    [0, 7],
    [1, 4],
  ] as const) {
    test(`keeps ${limit} recent searches when there are ${favorites} favorites`, async ({
      page,
    }) => {
      await seed(page, stored(7, 'old'), stored(favorites, 'fav'));
      await searchFor(page, 'deploy');
      await page.locator('.DocSearch-Hit[aria-selected="true"] a').click();
      await expect(modal(page)).toHaveCount(0);
      const recent = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
        RECENT,
      );
      expect(recent).toHaveLength(limit);
      expect(recent[0].url).toContain('/guide/basic/deploy');
    });
  }

  test('keeps at most 10 favorites', async ({ page }) => {
    await seed(page, stored(1, 'recent'), stored(10, 'fav'));
    await page.keyboard.press('Control+k');
    await expect(page.getByText('Recent', { exact: true })).toBeVisible();
    await hits(page).first().hover();
    await page.getByRole('button', { name: 'Save this search' }).first().click();
    await expect(page.getByText('Recent', { exact: true })).toHaveCount(0);
    const favorites = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]'),
      FAVORITE,
    );
    expect(favorites).toHaveLength(10);
    expect(favorites[0].objectID).toBe('recent-0');
  });

  test('markup in a stored or returned hit is shown as text, never run', async ({ page }) => {
    // The real engine over a record whose heading and text carry markup.
    const engine = new SearchEngine({
      indexName: EN_INDEX,
      lang: 'en',
      records: pageRecords(
        {
          routePath: '/guide/start/introduction',
          title: 'Probe <img src=x id="xss-title" onerror="window.pwned=1">',
          lang: 'en',
          content: 'Probe text <img src=x id="xss-content" onerror="window.pwned=1">',
          toc: [],
        },
        'Getting Started',
      ),
    });
    await page.route('**/1/indexes/*/queries**', (route) => {
      const { requests } = JSON.parse(route.request().postData() ?? '{}');
      const results = requests.map(({ indexName: _, ...params }: Record<string, unknown>) =>
        answerQuery(engine, parseSearchParams(params)),
      );
      return route.fulfill({ json: { results }, headers: { 'access-control-allow-origin': '*' } });
    });
    await open(page);
    await searchFor(page, 'probe');
    await expect(hits(page).first()).toContainText('<img src=x id="xss-title"');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+k');
    await expect(page.getByText('Recent', { exact: true })).toBeVisible();
    await expect(hits(page).first()).toContainText('<img src=x id="xss-title"');
    expect(await page.locator('#xss-title, #xss-content').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
    ).toBeUndefined();
  });
});

test.describe('Chinese pages', () => {
  test('search in Chinese, in the Chinese index, with every text in Chinese', async ({ page }) => {
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/1/indexes/')) bodies.push(request.postData() ?? '');
    });
    await open(page, '/zh/guide/start/introduction');
    const button = page.getByRole('button', { name: /^搜索/ }).first();
    await expect(button).toContainText('搜索');
    await button.click();
    await expect(input(page)).toHaveAttribute('placeholder', '搜索文档');
    await expect(page.getByText('没有最近的搜索')).toBeVisible();
    await expect(page.locator('.DocSearch-Footer')).toContainText('选择');
    await input(page).fill('侧边栏');
    await expect(hits(page).first()).toBeVisible();
    const groups = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(groups).toContain('功能特性');
    for (const href of await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('data-url')))) {
      expect(href).toMatch(/^\/zh\//);
    }
    expect(bodies.some((body) => body.includes('"indexName":"rspress_docs_zh"'))).toBe(true);
    await input(page).fill('量子纠缠态');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('没有找到相关结果');
  });
});

test.describe('hits found in code', () => {
  for (const [url, query] of [
    ['/guide/start/introduction', 'activeMatch'],
    ['/zh/guide/start/introduction', 'activeMatch'],
    ['/guide/start/introduction', 'defineConfig themeConfig nav'],
  ] as const) {
    test(`${url}: "${query}" shows readable snippets, not fragments of JSON or code syntax`, async ({
      page,
    }) => {
      await open(page, url);
      await searchFor(page, query);
      const snippets = await page.locator('.DocSearch-Hit-content-wrapper').allInnerTexts();
      // The query's words are there: hits found in code blocks are among them.
      expect(snippets.join('\n')).toMatch(/activeMatch|defineConfig|themeConfig/);
      for (const snippet of snippets) {
        expect(snippet, snippet).not.toMatch(/"\s*:\s*"|\{\s*"|"\s*\}|\},\s*\{|\(\{|\}\);/);
      }
    });
  }
});

test.describe('what readers type', () => {
  const urlsOfHits = (page: Page) =>
    page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('data-url')));

  for (const provider of ['server', 'browser'] as const) {
    test(`Traditional characters find the Simplified pages (${provider} provider)`, async ({
      page,
      browserProvider,
    }) => {
      const origin = provider === 'server' ? site : browserProvider;
      await open(page, `${origin}/zh/guide/start/introduction`);
      await page.keyboard.press('Control+k');
      await input(page).fill('側邊欄');
      await expect(hits(page).first()).toBeVisible();
      expect(await urlsOfHits(page)).toContain('/zh/guide/basic/auto-nav-sidebar');
      // What matched is marked in the Simplified text of the page.
      await expect(page.locator('.DocSearch-Hit mark').first()).toContainText(/侧边|边栏/);
    });

    test(`a Chinese word is marked whole in the hits (${provider} provider)`, async ({
      page,
      browserProvider,
    }) => {
      const origin = provider === 'server' ? site : browserProvider;
      await open(page, `${origin}/zh/guide/start/introduction`);
      await page.keyboard.press('Control+k');
      // Read as 侧 + 边栏 by the engine: both parts are marked, never 边栏 alone after a 侧.
      await input(page).fill('侧边栏');
      await expect(hits(page).first()).toBeVisible();
      await expect(
        page.locator('.DocSearch-Hit mark', { hasText: /^侧边栏$/ }).first(),
      ).toBeVisible();
      const halves = await page
        .locator('.DocSearch-Hit mark')
        .evaluateAll(
          (marks) =>
            marks.filter(
              (mark) =>
                mark.textContent === '边栏' && mark.previousSibling?.textContent?.endsWith('侧'),
            ).length,
        );
      expect(halves).toBe(0);
    });

    test(`an English word finds its Chinese twin on the Chinese pages (${provider} provider)`, async ({
      page,
      browserProvider,
    }) => {
      const origin = provider === 'server' ? site : browserProvider;
      await open(page, `${origin}/zh/guide/start/introduction`);
      await page.keyboard.press('Control+k');
      await input(page).fill('sidebar 折叠');
      await expect(hits(page).first()).toBeVisible();
      const [first] = await urlsOfHits(page);
      expect(first).toMatch(/^\/zh\/guide\/basic\/auto-nav-sidebar#/);
      await expect(page.locator('.DocSearch-Hit').first().locator('mark')).toContainText([
        /侧边栏|折叠/,
      ]);
    });
  }

  test('a variant of a Chinese term finds the term the pages use', async ({ page }) => {
    await open(page, '/zh/guide/start/introduction');
    await page.keyboard.press('Control+k');
    await input(page).fill('夜间模式');
    await expect(hits(page).first()).toBeVisible();
    await expect(
      page.locator('.DocSearch-Hit mark', { hasText: '深色模式' }).first(),
    ).toBeVisible();
  });

  test('an off-topic query gets the no-results screen, in both languages', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('kubernetes helm chart');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
    await open(page, '/zh/guide/start/introduction');
    await page.keyboard.press('Control+k');
    await input(page).fill('量子计算');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('没有找到相关结果');
  });

  // The runtime's link helpers are rows of one table, each with an anchor in its first cell.
  for (const [lang, name] of [
    ['en', 'isExternalUrl'],
    ['zh', 'removeTrailingSlash'],
  ] as const) {
    test(`a helper documented as a table row is found first by its name and leads to its row (${lang})`, async ({
      page,
    }) => {
      const prefix = lang === 'zh' ? '/zh' : '';
      const url = `${prefix}/api/client-api/api-runtime#${name.toLowerCase()}`;
      await open(page, `${prefix}/guide/start/introduction`);
      await page.keyboard.press('Control+k');
      await input(page).fill(name);
      const first = hits(page).first();
      await expect(first.locator('a')).toHaveAttribute('data-url', url);
      await expect(first).toContainText(name);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${site}${url}`);
      const row = page.locator('tr', { has: page.locator(`[id="${name.toLowerCase()}"]`) });
      await expect(row.locator('td').first()).toHaveText(name);
      await expect(row).toBeInViewport();
      // Scrolled to just below the navbar: no cell's text is under it.
      const navBottom = await page
        .locator('.rp-nav')
        .evaluate((nav) => nav.getBoundingClientRect().bottom);
      const textTops = await row.locator('td').evaluateAll((cells) =>
        cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return range.getBoundingClientRect().top;
        }),
      );
      for (const top of textTops) expect(top).toBeGreaterThanOrEqual(navBottom - 1);
    });
  }

  test('an option name puts its reference entry first', async ({ page }) => {
    await open(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('globalStyles');
    await expect(hits(page).first()).toBeVisible();
    const [first] = await urlsOfHits(page);
    expect(first).toMatch(
      /^\/(api\/config\/config-basic|plugin\/system\/plugin-api)#globalstyles$/,
    );
  });
});

test.describe('hosts', () => {
  test('when the first host is down, the next one answers', async ({ page, replica }) => {
    const answered: string[] = [];
    await page.route(`${site}/1/**`, (route) => route.abort('connectionrefused'));
    page.on('requestfinished', (request) => {
      if (request.url().includes('/1/indexes/')) answered.push(new URL(request.url()).origin);
    });
    await open(page);
    await searchFor(page, 'sidebar');
    expect(answered).toContain(replica);
  });

  for (const [url, title, help] of [
    [
      '/guide/start/introduction',
      'Unable to fetch results',
      'You might want to check your network connection.',
    ],
    ['/zh/guide/start/introduction', '无法获取结果', '请检查你的网络连接。'],
  ]) {
    test(`when every host is down, the error screen shows (${url})`, async ({ page }) => {
      await page.route('**/1/**', (route) => route.abort('connectionrefused'));
      await open(page, url as string);
      await page
        .getByRole('button', { name: /^Search|^搜索/ })
        .first()
        .click();
      await expect(input(page)).toBeFocused();
      await input(page).fill('sidebar');
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(title as string);
      await expect(page.locator('.DocSearch-ErrorScreen')).toContainText(help as string);
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
      // Once the hosts answer again, results come back.
      await page.unroute('**/1/**');
      await page.evaluate(() => localStorage.clear());
      await input(page).fill('');
      await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    });
  }

  test('a slow answer shows the stalled state', async ({ page }) => {
    await page.route('**/1/indexes/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await open(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('sidebar');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await expect(hits(page).first()).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });
});

test.describe('browser provider', () => {
  test('searches in the page with no search server at all', async ({ page, browserProvider }) => {
    const apiCalls: string[] = [];
    await page.route('**/1/**', (route) => {
      apiCalls.push(route.request().url());
      return route.abort('connectionrefused');
    });
    await open(page, `${browserProvider}/zh/guide/start/introduction`);
    await page.keyboard.press('Control+k');
    await input(page).fill('侧边栏');
    await expect(hits(page).first()).toBeVisible();
    expect(await page.locator('.DocSearch-Hit-source').allTextContents()).toContain('功能特性');
    expect(apiCalls).toEqual([]);
  });
});

test.describe('browser provider, loading', () => {
  for (const [lang, path, index] of [
    ['English', '/guide/start/introduction', 'rspress_docs_en'],
    ['Chinese', '/zh/guide/start/introduction', 'rspress_docs_zh'],
  ] as const) {
    test(`the index of the page's language is fetched when the reader points at search, not with the page (${lang})`, async ({
      page,
      browserProvider,
    }) => {
      const indexes: string[] = [];
      page.on('request', (request) => {
        const match = /\/search\/([\w-]+)\.json$/.exec(new URL(request.url()).pathname);
        if (match?.[1]) indexes.push(match[1]);
      });
      await open(page, `${browserProvider}${path}`);
      expect(indexes).toEqual([]);
      await page
        .getByRole('button', { name: /^(Search|搜索)/ })
        .first()
        .hover();
      await expect.poll(() => indexes).toEqual([index]);
      // Opening and typing use the index already fetched.
      await page.keyboard.press('Control+k');
      await input(page).fill(lang === 'English' ? 'sidebar' : '侧边栏');
      await expect(hits(page).first()).toBeVisible();
      expect(indexes).toEqual([index]);
    });
  }
});
