import type { Page } from '@playwright/test';

/** Presses Tab until `selector` has the focus (or gives up). */
export async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}
