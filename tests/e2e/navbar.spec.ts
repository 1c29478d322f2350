import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGS, type Lang, LOCALES, langPrefix } from '../../common/site.ts';
import { expect, test } from '../support/fixtures.ts';

// The navbar's menus with the keyboard: the language and version menus.

const i18n: Record<string, Record<Lang, string>> = JSON.parse(readFileSync('i18n.json', 'utf8'));
const t = (key: string, lang: Lang) => i18n[key]?.[lang] ?? key;
const other = (lang: Lang): Lang => (lang === 'en' ? 'zh' : 'en');

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()} ${element.textContent?.trim()}` : '';
  });

for (const lang of LANGS) {
  const doc = `${langPrefix(lang)}/guide/start/introduction`;

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
}
