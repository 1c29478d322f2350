import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_ANALYTICS_TOKEN, E2E_PORTS } from '../support/ports.ts';
import { gotoReady } from '../support/ready.ts';

// Search analytics and page feedback with the server provider (the site's own server stores
// them, server/analytics), in both languages; none of it with the browser provider or when the
// browser asks not to be tracked.

const site = `http://127.0.0.1:${E2E_PORTS.site}`;
const auth = { authorization: `Bearer ${E2E_ANALYTICS_TOKEN}` };

const LANGS = [
  {
    lang: 'en',
    page: '/guide/start/introduction',
    query: 'sidebar',
    search: /^Search/,
    no: 'No',
    send: 'Send',
    box: /Anything we should add/,
    sent: 'Thank you, your comment was sent.',
    title: 'Introduction',
    fix: 'Help fix this page',
    issue: 'Open an issue on GitHub',
    edit: 'Edit this page on GitHub',
    newTab: '(opens in a new tab)',
    issueTitle: 'Docs feedback: Introduction',
  },
  {
    lang: 'zh',
    page: '/zh/guide/start/introduction',
    query: '插件',
    search: /^搜索/,
    no: '没帮助',
    send: '发送',
    box: /需要补充或改正/,
    sent: '谢谢，你的意见已发送。',
    title: '介绍',
    fix: '帮助改进这篇文档',
    issue: '在 GitHub 上提交 issue',
    edit: '在 GitHub 上编辑此页',
    newTab: '（在新标签页中打开）',
    issueTitle: '文档反馈：介绍',
  },
] as const;

/** Every request the page makes, to check where they go. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const eventsOf = (request: Request) =>
  (JSON.parse(request.postData() ?? '{}') as { events?: Record<string, unknown>[] }).events ?? [];

async function report(page: Page, days = 1) {
  const response = await page.request.get(`/_analytics?days=${days}&format=json`, {
    headers: auth,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    langs: {
      lang: string;
      topQueries: { query: string; count: number; clicks: number }[];
      feedback: { comments: { path: string; comment: string; helpful: boolean }[] };
    }[];
  };
}

/** Waits until the report lists `text` as a "No" answer's comment on `url`, in `lang`. */
async function expectNoAnswerComment(page: Page, lang: string, url: string, text: string) {
  await expect
    .poll(async () =>
      (await report(page, 7)).langs
        .find((entry) => entry.lang === lang)
        ?.feedback.comments.some(
          (entry) => entry.comment === text && entry.path === url && !entry.helpful,
        ),
    )
    .toBe(true);
}

for (const { lang, page: url, query, search, no, send, box, sent, ...links } of LANGS) {
  test.describe(`${lang} pages`, () => {
    test('a click on a hit sends a click event with the queryID and position of the search', async ({
      page,
    }) => {
      const requests = recordRequests(page);
      await gotoReady(page, url);
      await page.getByRole('button', { name: search }).first().click();
      const searched = page.waitForResponse((response) => response.url().includes('/1/indexes/'));
      await page.locator('.DocSearch-Input').fill(query);
      const answer = (await (await searched).json()) as { results: { queryID?: string }[] };
      const queryID = answer.results[0]?.queryID;
      expect(queryID).toMatch(/^[0-9a-f]{32}$/);
      const hit = page.locator('.DocSearch-Hit').first();
      await expect(hit).toBeVisible();
      const clicked = page.waitForRequest(
        (request) =>
          request.url().startsWith(`${site}/1/events`) &&
          eventsOf(request).some((event) => event.eventType === 'click'),
      );
      await hit.click();
      const [click] = eventsOf(await clicked).filter((event) => event.eventType === 'click');
      expect(click).toMatchObject({
        eventName: 'Item Selected',
        index: `rspress_docs_${lang}`,
        queryID,
        positions: [1],
        userToken: expect.stringMatching(/^anon-[0-9a-f-]{36}$/),
      });
      // The search carried the same anonymous token, so the report can chain its keystrokes.
      const searchRequest = requests.find((request) => request.url().includes('/1/indexes/'));
      expect(JSON.parse(searchRequest?.postData() ?? '{}').requests[0]).toMatchObject({
        clickAnalytics: true,
        userToken: click?.userToken,
      });
      await expect(page).not.toHaveURL(new RegExp(`${url}$`));

      // The report shows what was searched and that it was clicked.
      await expect
        .poll(
          async () =>
            (await report(page)).langs
              .find((entry) => entry.lang === lang)
              ?.topQueries.find((row) => row.query === query)?.clicks ?? 0,
        )
        .toBeGreaterThan(0);
      // Nothing left the origin: no CDN, no third party.
      expect(
        requests
          .map((request) => new URL(request.url()).origin)
          .filter((origin) => origin !== site),
      ).toEqual([]);
      expect(await page.context().cookies()).toEqual([]);
    });

    test('feedback with a comment is stored, with the keyboard only', async ({ page }) => {
      const requests = recordRequests(page);
      await gotoReady(page, url);
      const noButton = page.getByRole('button', { name: no, exact: true });
      await noButton.scrollIntoViewIfNeeded();
      await noButton.focus();
      await page.keyboard.press('Enter');
      await expect(noButton).toHaveAttribute('aria-pressed', 'true');
      const comment = page.getByRole('textbox', { name: box });
      await expect(comment).toBeFocused();
      const text = `${lang} e2e: the page does not say which port the preview uses (${Date.now()})`;
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: send })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(sent)).toBeFocused();

      await expectNoAnswerComment(page, lang, url, text);
      expect(
        requests
          .map((request) => new URL(request.url()).origin)
          .filter((origin) => origin !== site),
      ).toEqual([]);
    });

    test('after a "No" and a comment, a prefilled issue and the edit link, opened in new tabs', async ({
      page,
      context,
    }) => {
      const requests = recordRequests(page);
      await gotoReady(page, url);
      const block = page.locator('main .rp-page-feedback');
      await block.getByRole('button', { name: no, exact: true }).click();
      // Nothing to follow while the comment is asked for.
      await expect(block.getByRole('link')).toHaveCount(0);
      const text = `${lang} e2e: ${lang === 'zh' ? '预览用哪个端口' : 'which port'} & host? #${Date.now()}`;
      await block.getByRole('textbox', { name: box }).fill(text);
      await block.getByRole('button', { name: send }).click();
      await expect(page.getByText(sent)).toBeFocused();

      // Next in the Tab order, named as a group: the issue, then the edit link.
      const group = block.getByRole('group', { name: links.fix });
      const issue = group.getByRole('link', {
        name: `${links.issue} ${links.newTab}`,
        exact: true,
      });
      const edit = group.getByRole('link', { name: `${links.edit} ${links.newTab}`, exact: true });
      await expect(issue).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(issue).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(edit).toBeFocused();
      for (const link of [issue, edit]) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }

      // "Edit this page" is the doc footer's: the page's source file in the site's repository.
      const footerEdit = await page
        .locator('.rp-doc-footer')
        .getByRole('link', { name: links.edit, exact: true })
        .getAttribute('href');
      const editHref = (await edit.getAttribute('href')) ?? '';
      expect(editHref).toBe(footerEdit);
      expect(editHref).toMatch(
        new RegExp(`/edit/main/docs/${lang}/guide/start/introduction\\.md$`),
      );

      // The issue: a new one in that repository, titled after the page, with its address and the
      // comment.
      const issueUrl = new URL((await issue.getAttribute('href')) ?? '');
      const repository = editHref.replace(/\/edit\/.*$/, '');
      expect(`${issueUrl.origin}${issueUrl.pathname}`).toBe(`${repository}/issues/new`);
      expect(issueUrl.searchParams.get('title')).toBe(links.issueTitle);
      const body = issueUrl.searchParams.get('body') ?? '';
      expect(body).toContain(links.title);
      expect(body).toContain(`${site}${url}\n`);
      expect(body).toContain(`\n\n${text}\n`);

      // Opening it sends nothing from the page, and the new tab gets neither the page as its
      // opener nor its address as referrer. (The host is stood in for: no request leaves.)
      await context.route(
        (address) => address.href.startsWith(`${repository}/`),
        (route) => route.fulfill({ contentType: 'text/html', body: '<title>issue</title>' }),
      );
      const before = requests.length;
      const opened = context.waitForEvent('page');
      await page.keyboard.press('Shift+Tab');
      await expect(issue).toBeFocused();
      await page.keyboard.press('Enter');
      const popup = await opened;
      await popup.waitForURL((address) => address.href === issueUrl.href);
      expect(await popup.evaluate(() => [window.opener, document.referrer])).toEqual([null, '']);
      await popup.close();
      expect(requests.slice(before)).toEqual([]);

      await expectNoAxeViolations(page);
    });
  });
}

for (const { lang, page: url, no, issue } of LANGS) {
  test(`${lang}: the vote is still there after a reload, on its page only, and not sent again`, async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await gotoReady(page, url);
    const noButton = page.getByRole('button', { name: no, exact: true });
    await noButton.click();
    await expect(noButton).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => requests.filter((r) => r.url().endsWith('/api/feedback')).length)
      .toBe(1);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(noButton).toHaveAttribute('aria-pressed', 'true');
    // Shown again as it was left: the focus stays where the page put it.
    await expect(noButton).not.toBeFocused();
    // With the offer to open an issue at once (the comment box is back too, none was sent).
    const issueLink = page.getByRole('link', { name: issue });
    await expect(issueLink).toBeVisible();
    expect(
      new URL((await issueLink.getAttribute('href')) ?? '').searchParams.get('body'),
    ).toContain(`${site}${url}`);
    expect(requests.filter((r) => r.url().endsWith('/api/feedback'))).toHaveLength(1);

    const other = url.replace('introduction', 'getting-started');
    await gotoReady(page, other);
    await expect(page.getByRole('button', { name: no, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
}

for (const { lang, no, send, box, sent } of LANGS) {
  test(`${lang}: an overview page, which has no doc footer, asks for feedback after its list of pages`, async ({
    page,
  }) => {
    const url = lang === 'en' ? '/api/' : '/zh/api/';
    await gotoReady(page, url);
    const block = page.locator('main .rp-page-feedback');
    await expect(block).toHaveCount(1);
    await block.getByRole('button', { name: no, exact: true }).click();
    const text = `${lang} e2e: the overview could say which page to read first (${Date.now()})`;
    await block.getByRole('textbox', { name: box }).fill(text);
    await block.getByRole('button', { name: send }).click();
    await expect(page.getByText(sent)).toBeVisible();
    await expectNoAnswerComment(page, lang, url, text);
  });
}

test('a hit chosen with the keyboard sends its position as shown', async ({ page }) => {
  await gotoReady(page, '/guide/start/introduction');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('sidebar');
  await expect(page.locator('.DocSearch-Hit').nth(1)).toBeVisible();
  const clicked = page.waitForRequest(
    (request) =>
      request.url().startsWith(`${site}/1/events`) &&
      eventsOf(request).some((event) => event.eventType === 'click'),
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const [click] = eventsOf(await clicked).filter((event) => event.eventType === 'click');
  expect(click?.positions).toEqual([2]);
});

test.describe('the report', () => {
  test('needs the token, is not indexed and shows the searches as a page with charts', async ({
    page,
  }) => {
    const anonymous = await page.request.get('/_analytics');
    expect(anonymous.status()).toBe(401);
    const wrong = await page.request.get('/_analytics', {
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.status()).toBe(401);
    await page.setExtraHTTPHeaders(auth);
    const response = await page.goto('/_analytics?days=7');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    await expect(
      page.getByRole('heading', { name: 'Search analytics and page feedback' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'English' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Settled searches per day, en' })).toBeVisible();
    const sitemap = await page.request.get('/sitemap.xml');
    if (sitemap.ok()) expect(await sitemap.text()).not.toContain('_analytics');
  });
});

test.describe('without analytics', () => {
  test('the browser provider shows no feedback block and sends no events', async ({
    page,
    browserProvider,
  }) => {
    const requests = recordRequests(page);
    await gotoReady(page, `${browserProvider}/guide/start/introduction`);
    await page
      .getByRole('button', { name: /^Search/ })
      .first()
      .click();
    await page.locator('.DocSearch-Input').fill('sidebar');
    await page.locator('.DocSearch-Hit').first().click();
    await expect(page).not.toHaveURL(/introduction$/);
    await expect(page.locator('.rp-page-feedback')).toHaveCount(0);
    expect(requests.filter((request) => /\/1\/events|\/api\/feedback/.test(request.url()))).toEqual(
      [],
    );
  });

  test('Global Privacy Control: no feedback block, no events, searches without a token', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
    const requests = recordRequests(page);
    await gotoReady(page, '/guide/start/introduction');
    await page
      .getByRole('button', { name: /^Search/ })
      .first()
      .click();
    const searched = page.waitForRequest((request) => request.url().includes('/1/indexes/'));
    await page.locator('.DocSearch-Input').fill('sidebar');
    const body = JSON.parse((await searched).postData() ?? '{}').requests[0];
    expect(body.clickAnalytics).toBe(false);
    expect(body.userToken).toBeUndefined();
    await page.locator('.DocSearch-Hit').first().click();
    await expect(page).not.toHaveURL(/introduction$/);
    await expect(page.locator('.rp-page-feedback')).toHaveCount(0);
    expect(requests.filter((request) => /\/1\/events|\/api\/feedback/.test(request.url()))).toEqual(
      [],
    );
    expect(
      await page.evaluate(() => localStorage.getItem('rspress-docs-analytics-token')),
    ).toBeNull();
  });
});
