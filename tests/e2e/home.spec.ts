import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseAppearance } from '../support/appearance.ts';
import { gotoReady } from '../support/ready.ts';

const homes = [
  {
    url: '/',
    name: 'Rspress',
    text: 'Fast Rsbuild-based Static Site Generator',
    actions: [
      ['Introduction', '/guide/start/introduction'],
      ['Quick Start', '/guide/start/getting-started'],
    ],
    features: [
      'Blazing fast builds',
      'MDX content',
      'Full-text search',
      'Simple i18n',
      'Static site generation',
      'Customisation',
    ],
  },
  {
    url: '/zh/',
    name: 'Rspress',
    text: '基于 Rsbuild 的高性能静态站点生成器',
    actions: [
      ['介绍', '/zh/guide/start/introduction'],
      ['快速开始', '/zh/guide/start/getting-started'],
    ],
    features: ['极速构建', 'MDX 内容', '全文搜索', '简单的国际化', '静态站点生成', '可定制'],
  },
];

for (const home of homes) {
  test(`home ${home.url}: hero, actions and six features`, async ({ page }) => {
    await page.goto(home.url);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(home.name);
    await expect(heading).toContainText(home.text);
    await expect(page.locator('.rp-home-hero__image img').first()).toBeVisible();

    for (const [text, href] of home.actions) {
      await expect(page.getByRole('link', { name: text as string, exact: true })).toHaveAttribute(
        'href',
        href as string,
      );
    }
    const features = page.locator('.rp-home-feature__title');
    await expect(features).toHaveText(home.features);
  });

  test(`home ${home.url}: the Introduction action opens the guide`, async ({ page }) => {
    await gotoReady(page, home.url);
    const [text, href] = home.actions[0] as [string, string];
    await page.getByRole('link', { name: text, exact: true }).click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

/** The stroke colours of the feature icons (docs/public/icons/features/*.svg) per appearance. */
const ICON_COLOURS = { light: [0x00, 0x5f, 0xcc], dark: [0x5c, 0xbc, 0xff] } as const;

/** How many pixels of the element's rendering are `rgb` (give or take a little), read in Chromium. */
async function pixelsOf(page: Page, element: Locator, rgb: readonly number[]): Promise<number> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, rgb }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, image.width, image.height).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (rgb.every((value, channel) => Math.abs((data[i + channel] ?? 0) - value) <= 16))
          count++;
      }
      return count;
    },
    { png, rgb: [...rgb] },
  );
}

for (const home of homes) {
  test(`home ${home.url}: the feature icons are decorative images that load`, async ({ page }) => {
    await gotoReady(page, home.url);
    const icons = page.locator('.rp-home-feature__icon img');
    await expect(icons).toHaveCount(6);
    for (const icon of await icons.all()) {
      // Decorative: the feature's title beside it says what it is.
      await expect(icon).toHaveAttribute('alt', '');
      await expect(icon).toHaveAttribute('src', /^\/icons\/features\/[a-z0-9]+\.svg$/);
      await expect
        .poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(
      await page
        .locator('.rp-home-feature__icon')
        .evaluateAll((boxes) => boxes.map((box) => box.textContent)),
    ).toEqual(Array(6).fill(''));
  });

  for (const system of ['light', 'dark'] as const) {
    const other = system === 'light' ? 'dark' : 'light';
    test(`home ${home.url}: the feature icons follow the appearance (system ${system}, then the reader's switch)`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system });
      await gotoReady(page, home.url);
      const icon = page.locator('.rp-home-feature__icon img').first();
      await expect.poll(() => pixelsOf(page, icon, ICON_COLOURS[system])).toBeGreaterThan(10);
      expect(await pixelsOf(page, icon, ICON_COLOURS[other])).toBe(0);

      await chooseAppearance(page, other);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(other === 'dark');
      await expect.poll(() => pixelsOf(page, icon, ICON_COLOURS[other])).toBeGreaterThan(10);
      expect(await pixelsOf(page, icon, ICON_COLOURS[system])).toBe(0);
    });
  }
}

/**
 * Where the lines of an element's text begin: for each line after the first, the text before it
 * and the text from it on, so that a break in the middle of a word shows.
 */
function lineBreaks(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const text = node.textContent ?? '';
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const breaks: string[] = [];
    let offset = 0;
    let lastTop: number | null = null;
    for (let current = walker.nextNode(); current; current = walker.nextNode()) {
      const value = current.nodeValue ?? '';
      for (let i = 0; i < value.length; i++) {
        if (/\s/.test(value[i] ?? '')) continue;
        const range = document.createRange();
        range.setStart(current, i);
        range.setEnd(current, i + 1);
        const top = range.getClientRects()[0]?.top;
        if (top === undefined) continue;
        if (lastTop !== null && top > lastTop + 4) {
          breaks.push(`${text.slice(0, offset + i)}|${text.slice(offset + i)}`);
        }
        lastTop = top;
      }
      offset += value.length;
    }
    return breaks;
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`/zh/ at ${viewport.width}px: the hero's subtitle keeps its words whole`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, '/zh/');
    const subtitle = page.locator('.rp-home-hero__subtitle');
    await expect(subtitle).toHaveText('基于 Rsbuild 的高性能静态站点生成器');
    const breaks = await lineBreaks(subtitle);
    // Lines break at the text's spaces, never inside a run of Chinese (静|态).
    for (const line of breaks) expect(line, line).toMatch(/ \|/);
    // And nothing runs past the screen's edge.
    const box = await subtitle.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    expect(await subtitle.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  });
}
