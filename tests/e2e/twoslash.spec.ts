import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { LANGS, langPrefix } from '../../common/site.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Type information on the TypeScript examples (build/twoslash.ts, theme/twoslash/): an identifier
// reached by the keyboard shows its type in a popup that describes it to screen readers and closes
// on Escape; the pointer shows it too; the copy button leaves the types out; the popups read well
// in both appearances; the pages without such an example load neither the popups' script nor
// their styles; the Markdown twin and the search records hold the code, not the popups.

const PAGE = '/api/config/config-basic';
/** A string only the popups' script holds, and a class only their styles name. */
const SCRIPT_MARKER = '__rspressDocsTwoslash';
const STYLE_MARKER = 'twoslash-popup-container';

/** The popup that describes a focusable identifier. */
const popupOf = async (token: Locator) => {
  const id = await token.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  return token.page().locator(`[id="${id}"]`);
};

/** Presses Tab from the paragraph before the page's first Twoslash example until an identifier. */
async function tabToFirstIdentifier(page: Page): Promise<Locator> {
  const block = page.locator('.rp-doc pre.twoslash').first();
  const before = page.locator('.rp-doc p', { hasText: 'defineConfig' }).first();
  await before.click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      () => document.activeElement?.matches('.twoslash-hover') ?? false,
    );
    if (reached) {
      const focused = page.locator('.twoslash-hover:focus');
      await expect(block.locator('.twoslash-hover:focus')).toHaveCount(1);
      return focused;
    }
  }
  throw new Error('Tab never reached an identifier of the Twoslash example');
}

for (const lang of LANGS) {
  const url = `${langPrefix(lang)}${PAGE}`;

  test(`${lang}: an identifier reached by Tab shows its type, announced as its description, until Escape`, async ({
    page,
    visit,
  }) => {
    await visit(url);
    const token = await tabToFirstIdentifier(page);
    await expect(token).toHaveText(/^.*defineConfig$/s);
    const popup = await popupOf(token);
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAttribute('role', 'tooltip');
    await expect(popup).toContainText('function defineConfig');
    await expect(popup).toContainText('UserConfig');
    await expect(token).toHaveAccessibleDescription(/function defineConfig.*UserConfig/);

    // Below its identifier, whole in the window, not clipped by the code block.
    const [tokenBox, popupBox] = await Promise.all([token.boundingBox(), popup.boundingBox()]);
    expect(popupBox && tokenBox && popupBox.y >= tokenBox.y + tokenBox.height - 1).toBe(true);
    const clipped = await popup.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !element.contains(hit);
    });
    expect(clipped).toBe(false);

    // Escape closes it; the focus stays; the next identifier opens its own.
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(token).toBeFocused();
    await page.keyboard.press('Tab');
    const next = page.locator('.twoslash-hover:focus');
    await expect(next).toHaveCount(1);
    await expect(await popupOf(next)).toBeVisible();
    await expect(popup).toBeHidden();

    // Back on the first, the popup shows again.
    await page.keyboard.press('Shift+Tab');
    await expect(popup).toBeVisible();
  });

  test(`${lang}: the pointer shows the type, and the popup can be reached with it`, async ({
    page,
    visit,
  }) => {
    await visit(url);
    const token = page.locator('.rp-doc pre.twoslash .twoslash-hover').nth(2);
    const popup = await popupOf(token);
    await expect(popup).toBeHidden();
    await token.hover();
    await expect(popup).toBeVisible();
    await popup.hover();
    await expect(popup).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(popup).toBeHidden();
  });

  test(`${lang}: the copy button copies the example's code without its types`, async ({
    page,
    visit,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(url);
    await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
    const block = page.locator('.rp-doc .rp-codeblock', { has: page.locator('pre.twoslash') });
    await block.first().hover();
    await block
      .first()
      .getByRole('button', { name: /copy|复制/i })
      .click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(
        "import { defineConfig } from '@rspress/core';\n\nexport default defineConfig({\n" +
          "  title: 'My Docs',\n  description: 'Documentation of my library',\n});",
      );
  });

  for (const appearance of ['light', 'dark'] as const) {
    test(`${lang}: a shown popup passes axe in the ${appearance} appearance`, async ({
      page,
      visit,
    }) => {
      await page.emulateMedia({ colorScheme: appearance });
      await visit(url);
      if (appearance === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
      const token = await tabToFirstIdentifier(page);
      await expect(await popupOf(token)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(`${lang}: only the pages with a Twoslash example load its script and styles`, async ({
    page,
    visit,
  }) => {
    const loaded = async (target: string) => {
      const bodies: Promise<string>[] = [];
      const listener = (response: import('@playwright/test').Response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') bodies.push(response.text());
      };
      page.on('response', listener);
      await visit(target);
      page.off('response', listener);
      const inline = await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src]), style')].map((e) => e.textContent),
      );
      const all = [...(await Promise.all(bodies)), ...inline].join('\n');
      return { script: all.includes(SCRIPT_MARKER), styles: all.includes(STYLE_MARKER) };
    };
    expect(await loaded(url)).toEqual({ script: true, styles: true });
    await page.goto('about:blank');
    expect(await loaded(`${langPrefix(lang)}/guide/start/introduction`)).toEqual({
      script: false,
      styles: false,
    });
  });

  test(`${lang}: the Markdown twin and the search records hold the example's code, not its popups`, async ({
    request,
  }) => {
    const twin = await (await request.get(`${url}.md`)).text();
    expect(twin).toContain("import { defineConfig } from '@rspress/core';");
    expect(twin).toContain('```ts title="rspress.config.ts"\n');
    expect(twin).not.toMatch(/twoslash|UserConfig\.title|function defineConfig/);

    // The page's records in its language's index (search/indexing): [page, hierarchy, type,
    // anchor, text], the page by its number in `pages`.
    const dir = 'doc_build/search';
    const files = readdirSync(dir).filter((name) => name.endsWith(`_${lang}.json`));
    expect(files.length).toBeGreaterThan(0);
    const texts = files.flatMap((name) => {
      const index = JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')) as {
        pages: [string, number][];
        records: [number, number, string, string | null, string][];
      };
      const page = index.pages.findIndex(([path]) => path === url);
      return index.records
        .filter((record) => record[0] === page)
        .map((record) => record.filter((field) => typeof field === 'string').join(' '));
    });
    expect(texts.some((text) => text.includes('export default defineConfig'))).toBe(true);
    for (const text of texts) {
      expect(text).not.toMatch(/twoslash|UserConfig\.title\?|function defineConfig\(/);
    }
  });
}
