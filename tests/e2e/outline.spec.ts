import type { Page } from '@playwright/test';
import { LANGS, langPrefix } from '../../common/site.ts';
import { expect, test } from '../support/fixtures.ts';

// The outline marks the section being read: the one whose heading has reached the top of the page,
// under the navbar; not the next one as soon as its heading shows further down the screen.

const activeEntry = (page: Page) =>
  page
    .locator('.rp-outline__toc a.rp-toc-item--active')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** Scrolls the page so that the top of the element `#id` is `offset` px from the viewport's top. */
const scrollHeadingTo = (page: Page, id: string, offset: number) =>
  page.evaluate(
    ([target, y]) => {
      const element = document.getElementById(target as string);
      if (!element) throw new Error(`no #${target}`);
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - (y as number));
    },
    [id, offset],
  );

for (const lang of LANGS) {
  test(`${lang}: the outline marks the section being read, then the next once its heading reaches the top`, async ({
    page,
    visit,
  }) => {
    await visit(`${langPrefix(lang)}/guide/basic/use-mdx`);
    const entries = await page
      .locator('.rp-outline__toc a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.slice(1) ?? ''));
    expect(entries.length).toBeGreaterThan(4);
    const [previous, next] = [entries[2] as string, entries[3] as string];

    // The next heading in the middle of the screen: still the section above it.
    await scrollHeadingTo(page, next, 400);
    await expect.poll(() => activeEntry(page)).toEqual([`#${previous}`]);

    // Its heading right under the navbar (where its link puts it): its section.
    await page.locator(`.rp-outline__toc a[href="#${next}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${next}$`));
    await expect.poll(() => activeEntry(page)).toEqual([`#${next}`]);

    // Back above the first heading: no section yet.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => activeEntry(page)).toEqual([]);

    // At the end of the page, the last heading in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => activeEntry(page)).toEqual([`#${entries.at(-1)}`]);
  });
}
