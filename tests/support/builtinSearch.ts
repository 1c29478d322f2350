/**
 * The default theme's own search panel (FlexSearch, in the page), driven as a reader does: the
 * claims about Rspress's built-in search open it with Ctrl+K and read the links of its results.
 */
import type { Page } from '@playwright/test';

/** Presses Ctrl+K until the search panel opens (its shortcut works once the effects have run). */
export async function openSearch(tab: Page): Promise<void> {
  const input = tab.locator('.rp-search-panel__input');
  for (let attempt = 0; attempt < 20; attempt++) {
    await tab.keyboard.press('Control+k');
    try {
      await input.waitFor({ timeout: 1_000 });
      return;
    } catch {
      // Not interactive yet.
    }
  }
  throw new Error('the search panel did not open');
}

/** The links of the results for `query`, once results or the no-results screen show. */
export async function search(tab: Page, query: string): Promise<string[]> {
  await tab.locator('.rp-search-panel__input').fill(query);
  await tab.locator('.rp-suggest-item, .rp-no-search-result').first().waitFor();
  // The last keystroke's search lands a little after the box changes.
  await tab.waitForTimeout(600);
  return tab
    .locator('.rp-suggest-item a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}
