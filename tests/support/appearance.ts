import { expect, type Page } from '@playwright/test';

/** The choices of the navbar's appearance menu, in its order. */
const CHOICES = ['light', 'dark', 'system'] as const;

/**
 * Chooses an appearance in the navbar's appearance menu (theme/components/AppearanceMenu), as a
 * reader does: a click on its visible button, then on the choice, in any language.
 */
export async function chooseAppearance(page: Page, choice: (typeof CHOICES)[number]) {
  await page.locator('.rp-nav .rp-switch-appearance').filter({ visible: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitemradio').nth(CHOICES.indexOf(choice)).click();
  await expect(menu).toBeHidden();
}

/**
 * Waits until the colours have settled after a change of appearance: the transitions running
 * now are over. A transition the page cancels (its element re-rendered, another one taking
 * over) rejects `finished`: it is over too.
 */
export async function colorsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
