import { expect, test } from '../support/fixtures.ts';

/**
 * The page tabs of the Components page (the default `PageTabs`, fixed by
 * patches/@rspress+core+2.0.22.patch): both twins render the same headings, in the HTML and after
 * hydration, and the keyboard switches the tabs.
 */
const PATH = '/guide/default-theme/components';

/**
 * The heading elements of an HTML text, in order: their level and id (or none). The title's id
 * comes from its text, which differs between the languages: its level only.
 */
function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h([1-6])(\s[^>]*)?>/g)].map(([, level, attributes]) =>
    level === '1' ? 'h1' : `h${level}#${/\sid="([^"]*)"/.exec(attributes ?? '')?.[1] ?? ''}`,
  );
}

test('the twins of the Components page render the same headings', async ({ request }) => {
  const en = headingsOf(await (await request.get(PATH)).text());
  const zh = headingsOf(await (await request.get(`/zh${PATH}`)).text());
  expect(en.length).toBeGreaterThan(10);
  expect(zh).toEqual(en);
  // Every heading is one of the page's: none without an id.
  expect(en.filter((heading) => heading.endsWith('#'))).toEqual([]);
});

for (const lang of ['en', 'zh'] as const) {
  const url = lang === 'en' ? PATH : `/zh${PATH}`;

  test(`${lang}: the page tabs hydrate as served and switch with the keyboard`, async ({
    page,
    request,
    visit,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const served = headingsOf(await (await request.get(url)).text());
    await visit(url);
    const rendered = await page
      .locator(':is(h1, h2, h3, h4, h5, h6)')
      .evaluateAll((headings) =>
        headings.map((h) => (h.localName === 'h1' ? 'h1' : `${h.localName}#${h.id}`)),
      );
    expect(rendered).toEqual(served);

    const tabs = page.locator('.rp-page-tabs');
    const guide = tabs.getByText('How to use the feature, step by step.');
    const reference = tabs.getByText('Every option of the feature.');
    await expect(guide).toBeVisible();
    await expect(reference).toBeHidden();

    await tabs.getByRole('button', { name: 'Reference' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${url}?page=1`);
    await expect(reference).toBeVisible();
    await expect(guide).toBeHidden();

    await tabs.getByRole('button', { name: 'Guide' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(url);
    await expect(guide).toBeVisible();
    expect(errors).toEqual([]);
  });
}
