import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGS, type Lang, LOCALES, langPrefix } from '../../common/site.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The navbar's controls with the keyboard and at every width: the appearance menu (Light, Dark,
// System), the language and version menus, the site menu where the navbar folds its items away,
// each named in the page's language.

const i18n: Record<string, Record<Lang, string>> = JSON.parse(readFileSync('i18n.json', 'utf8'));
const t = (key: string, lang: Lang) => i18n[key]?.[lang] ?? key;
const other = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en');

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()} ${element.textContent?.trim()}` : '';
  });
const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/** The appearance menu's button, as a screen reader names it: "Theme: <choice>". */
const themeButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(`^${t('appearance.label', lang)}: `) }).first();

for (const lang of LANGS) {
  const doc = `${langPrefix(lang)}/guide/start/introduction`;

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    test(`${lang} at ${viewport.width}px: the theme and language menus are in the navbar, no menu button`, async ({
      page,
      visit,
    }) => {
      await page.setViewportSize(viewport);
      await visit(doc);
      const nav = page.locator('.rp-nav');
      await expect(themeButton(page, lang)).toBeVisible();
      await expect(
        nav.getByRole('button', { name: LOCALES[lang].label, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: t('nav.menu', lang) })).toBeHidden();
      // No control is named in the default theme's words.
      await expect(page.getByRole('button', { name: /hamburger/i })).toHaveCount(0);
      // Everything fits: nothing of the navbar runs past the window's edge or overlaps.
      const overflow = await nav.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const search = await nav.locator('.rp-search-button').first().boundingBox();
      const title = await nav.locator('.rp-nav__title').boundingBox();
      expect((title?.x ?? 0) + (title?.width ?? 0)).toBeLessThan(search?.x ?? 0);
    });
  }

  test(`${lang}: the appearance menu works with the keyboard, and "System" follows the system again`, async ({
    page,
    visit,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await visit(doc);
    const button = themeButton(page, lang);
    await expect(button).toHaveAccessibleName(
      `${t('appearance.label', lang)}: ${t('appearance.system', lang)}`,
    );
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Enter opens the menu on the current choice.
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: t('appearance.label', lang) });
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitemradio');
    await expect(items).toHaveText(
      ['light', 'dark', 'system'].map((key) => t(`appearance.${key}`, lang)),
    );
    const system = menu.getByRole('menuitemradio', { name: t('appearance.system', lang) });
    await expect(system).toBeFocused();
    await expect(system).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page);

    // Arrows move, Enter chooses: Dark, the menu closes, the focus is back on its button.
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(
      menu.getByRole('menuitemradio', { name: t('appearance.dark', lang) }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect.poll(() => isDark(page)).toBe(true);
    await expect(button).toHaveAccessibleName(
      `${t('appearance.label', lang)}: ${t('appearance.dark', lang)}`,
    );

    // Light, on a dark system: kept after a reload.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    await expect.poll(() => isDark(page)).toBe(false);
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await isDark(page)).toBe(false);

    // System: the page follows the system's setting again, as it changes.
    await themeButton(page, lang).click();
    await menu.getByRole('menuitemradio', { name: t('appearance.system', lang) }).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => isDark(page)).toBe(false);

    // Escape closes the menu without a change.
    await themeButton(page, lang).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(themeButton(page, lang)).toBeFocused();
  });

  test(`${lang}: the language menu opens with the keyboard and switches the page`, async ({
    page,
    visit,
  }) => {
    await visit(`${doc}#why-rspress`);
    const trigger = page
      .locator('.rp-nav__others')
      .getByRole('button', { name: LOCALES[lang].label, exact: true });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('link', { name: LOCALES[other(lang)].label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toBeFocused();
    // Escape closes it and gives the focus back.
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    // ArrowDown opens it on the first entry; Enter follows it.
    await page.keyboard.press('ArrowDown');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${langPrefix(other(lang))}/guide/start/introduction`));
    await expect(page.locator('html')).toHaveAttribute('lang', other(lang));
  });

  test(`${lang}: the version menu moves with the arrows and closes with Escape`, async ({
    page,
    visit,
  }) => {
    await visit(doc);
    const trigger = page.locator('.rp-nav').getByRole('button', { name: 'v2.0.22' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const changelog = page.getByRole('link', { name: t('changelog', lang) });
    const v1 = page.getByRole('link', { name: t('docsV1', lang) });
    await expect(changelog).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(v1).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(changelog).toBeFocused();
    await page.keyboard.press('End');
    await expect(v1).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(v1).toBeHidden();
    // Tab past the open menu closes it.
    await page.keyboard.press('Enter');
    await expect(changelog).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(await focused(page)).not.toContain(t('docsV1', lang));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`${lang}: the site menu is named, opens with the keyboard and holds links, theme and languages`, async ({
      page,
      visit,
    }) => {
      await visit(doc);
      const button = page.getByRole('button', { name: t('nav.menu', lang), exact: true });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      // The next Tab goes into the panel: the navbar's first link.
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name: t('guide', lang), exact: true })).toBeFocused();
      await expect(panel.getByRole('link', { name: 'v2.0.22' })).toHaveCount(0);
      await expect(panel.getByRole('link', { name: t('changelog', lang) })).toBeVisible();
      await expect(themeButton(page, lang)).toBeVisible();
      await expect(
        panel.getByRole('link', { name: LOCALES[other(lang)].label, exact: true }),
      ).toHaveAttribute('hreflang', other(lang));
      await expectNoAxeViolations(page);

      // The appearance menu inside it: Escape closes that menu first, then the panel.
      await themeButton(page, lang).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      // A link of the panel leads to its page, without the panel.
      await button.click();
      await page.getByRole('link', { name: t('api', lang), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${langPrefix(lang)}/api/$`));
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test.describe('on a tablet', () => {
    test.use({ viewport: { width: 900, height: 1000 } });

    test(`${lang}: the navbar shows its links, the site menu the theme and languages`, async ({
      page,
      visit,
    }) => {
      await visit(doc);
      await expect(
        page.locator('.rp-nav').getByRole('link', { name: t('guide', lang), exact: true }),
      ).toBeVisible();
      const button = page.getByRole('button', { name: t('nav.menu', lang), exact: true });
      await button.click();
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(themeButton(page, lang)).toBeVisible();
      await expect(
        panel.getByRole('link', { name: LOCALES[other(lang)].label, exact: true }),
      ).toBeVisible();
      await expect(panel.getByRole('link', { name: t('guide', lang), exact: true })).toBeHidden();
      const box = await panel.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(900);
    });
  });
}
