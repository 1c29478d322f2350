import { LANGS, langPrefix } from '../../common/site.ts';
import { expect, test } from '../support/fixtures.ts';

// Tabs (the default theme's `Tabs`, the package-manager tabs among them, fixed by
// patches/@rspress+core+2.0.22.patch) are tabs for the keyboard and screen readers too.

for (const lang of LANGS) {
  test(`${lang}: the package-manager tabs are tabs: arrows move between them`, async ({
    page,
    visit,
  }) => {
    await visit(`${langPrefix(lang)}/guide/start/getting-started#install`);
    // The second set of tabs: the install command.
    const tabs = page.getByRole('tablist').nth(1);
    const tab = (name: string) => tabs.getByRole('tab', { name, exact: true });
    await expect(tabs.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
    await expect(tab('npm')).toHaveAttribute('aria-selected', 'true');
    const panel = (name: string) =>
      page.getByRole('tabpanel', { name }).filter({ hasText: '-D @rspress/core' });
    await expect(panel('npm')).toContainText('npm install -D @rspress/core');

    // One Tab stop for the list: the selected tab.
    await tab('npm').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('yarn')).toBeFocused();
    await expect(tab('yarn')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('npm')).toHaveAttribute('tabindex', '-1');
    await expect(panel('yarn')).toContainText('yarn add -D @rspress/core');
    await expect(panel('npm')).toBeHidden();
    await page.keyboard.press('End');
    await expect(tab('bun')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('npm')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('bun')).toHaveAttribute('aria-selected', 'true');
    await expect(panel('bun')).toContainText('bun add -D @rspress/core');
    // The next Tab leaves the list for the panel's content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
  });
}
