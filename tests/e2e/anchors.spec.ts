import { LANGS, langPrefix } from '../../common/site.ts';
import { expect, test } from '../support/fixtures.ts';

// A `#fragment` leads to its heading: no other element of the page (the navbar's logo images used
// to be `id="logo"`) carries the same id, and the navbar's logo link is named by the site's name.

const PAGES = ['/api/config/config-basic', '/guide/default-theme/navbar'];

for (const lang of LANGS) {
  for (const slug of PAGES) {
    const url = `${langPrefix(lang)}${slug}`;

    test(`${lang}: ${url}#logo lands on its heading, the only element with that id`, async ({
      page,
      visit,
    }) => {
      await visit(`${url}#logo`);
      await expect(page.locator('[id="logo"]')).toHaveCount(1);
      const heading = page.locator('.rp-doc :is(h2, h3)#logo');
      await expect(heading).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      // The heading is right under the navbar, not somewhere further down the viewport.
      const top = (await heading.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      expect(top).toBeLessThan(200);
    });
  }

  test(`${lang}: the navbar's logo link is named by the site's name alone`, async ({
    page,
    visit,
  }) => {
    await visit(`${langPrefix(lang)}/guide/start/introduction`);
    const title = page.locator('.rp-nav__title');
    // The logo text (`logoText` in rspress.config.ts) names the link; the images beside it are
    // decorative.
    await expect(title.getByRole('link')).toHaveAccessibleName('Rspress');
    expect(
      await title
        .locator('img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt)),
    ).not.toContain('logo');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`${lang}: the "On this page" bar names the section scrolled to, not the logo`, async ({
      page,
      visit,
    }) => {
      await visit(`${langPrefix(lang)}/api/config/config-basic#languages`);
      const bar = page.locator('.rp-sidebar-menu__right');
      const heading = page.locator('.rp-doc h2#languages');
      await expect(heading).toBeInViewport();
      await expect(bar).toHaveText((await heading.innerText()).replace(/^#\s*/, '').trim());
    });
  });
}
