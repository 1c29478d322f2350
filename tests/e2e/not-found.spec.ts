import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PORTS } from '../support/ports.ts';

/**
 * The "page not found" pages suggest the pages closest to the address asked for, found by the
 * site's own search from the words of the path: with the server provider (doc_build, the search
 * API of its server) and with the browser provider (doc_build_browser, the engine in the page).
 */

type Lang = 'en' | 'zh';
const i18n: Record<string, Record<Lang, string>> = JSON.parse(readFileSync('i18n.json', 'utf8'));
const site = `http://127.0.0.1:${E2E_PORTS.site}`;

const cases = [
  {
    lang: 'en',
    url: '/guide/start/introductoin',
    first: { title: 'Introduction', href: '/guide/start/introduction' },
    heading: 'Introduction',
  },
  {
    lang: 'zh',
    url: '/zh/guide/start/introductoin',
    first: { title: '介绍', href: '/zh/guide/start/introduction' },
    heading: '介绍',
  },
] as const;

const suggestionsOf = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: i18n['notFound.suggestions']?.[lang] });

/** The search requests a page makes: to the search API, or for the browser provider's records. */
function searchRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (/\/1\/indexes\/|\/search\/[^/]+\.json/.test(request.url())) requests.push(request);
  });
  return requests;
}

for (const provider of ['server', 'browser'] as const) {
  for (const { lang, url, first } of cases) {
    test(`${url} suggests ${first.title} (${provider} provider)`, async ({
      page,
      visit,
      browserProvider,
    }) => {
      const origin = provider === 'server' ? site : browserProvider;
      const requests = searchRequests(page);
      const response = await visit(`${origin}${url}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      const suggestions = suggestionsOf(page, lang);
      await expect(suggestions).toBeVisible();
      const links = suggestions.getByRole('link');
      await expect(links.first()).toHaveText(first.title);
      await expect(links.first()).toHaveAttribute('href', first.href);
      // Every suggestion is a page of the 404 page's language, once.
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeLessThanOrEqual(5);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const href of hrefs) {
        if (lang === 'zh') expect(href).toMatch(/^\/zh\//);
        else expect(href).not.toMatch(/^\/zh\//);
      }

      // The suggestions came from the provider of the build.
      const urls = requests.map((request) => new URL(request.url()).pathname);
      if (provider === 'server') {
        expect(urls).toContain('/1/indexes/*/queries');
        expect(urls.filter((path) => path.startsWith('/search/'))).toEqual([]);
      } else {
        expect(urls).toContain('/search/rspress_docs_en.json');
        expect(urls.filter((path) => path.startsWith('/1/'))).toEqual([]);
      }
    });
  }
}

for (const { lang, url, first, heading } of cases) {
  test(`${url}: the keyboard reaches the suggestions and follows one`, async ({ page, visit }) => {
    await visit(url);
    const link = suggestionsOf(page, lang).getByRole('link').first();
    await expect(link).toBeVisible();
    // From the home link, the next Tab stop is the first suggestion.
    await page.locator('.rp-not-found__home-link').focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(first.href);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  });

  for (const appearance of ['light', 'dark'] as const) {
    test(`${url}: no axe violations with the suggestions (${appearance})`, async ({
      page,
      visit,
    }) => {
      await page.emulateMedia({ colorScheme: appearance });
      await visit(url);
      await expect(suggestionsOf(page, lang).getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

/**
 * Addresses a reader mistypes or half-remembers (a letter missing or dropped, a plural, a word
 * added): the page meant comes first, with both providers.
 */
const MISTYPED = [
  { url: '/guide/basic/static-asset', title: 'Static assets' },
  { url: '/api/config/config-basics', title: 'Basic config' },
  { url: '/plugin/official-plugins/typdoc', title: 'TypeDoc plugin' },
  { url: '/guide/default-theme/navbr', title: 'Navbar' },
  { url: '/guide/basic/use-markdown', title: 'Markdown and MDX' },
  { url: '/zh/guide/basic/deploy-guide', title: '部署' },
  { url: '/zh/plugin/official-plugins/last-update', title: '最后更新时间' },
] as const;

for (const provider of ['server', 'browser'] as const) {
  test(`mistyped addresses list the page meant first (${provider} provider)`, async ({
    page,
    visit,
    browserProvider,
  }) => {
    const origin = provider === 'server' ? site : browserProvider;
    const firsts: string[] = [];
    for (const { url } of MISTYPED) {
      await visit(`${origin}${url}`);
      const lang: Lang = url.startsWith('/zh/') ? 'zh' : 'en';
      const first = suggestionsOf(page, lang).getByRole('link').first();
      await expect(first).toBeVisible();
      firsts.push(`${url} → ${await first.textContent()}`);
    }
    expect(firsts).toEqual(MISTYPED.map(({ url, title }) => `${url} → ${title}`));
  });
}

test('a path whose words are in no page suggests nothing', async ({ page, visit }) => {
  expect((await visit('/kubernetes-helm-chart'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.rp-not-found-suggestions')).toBeEmpty();
});
