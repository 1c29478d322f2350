/**
 * A second pass over the navbar and doc page guides, in Chromium at several widths, on one
 * bilingual scratch site with navbar items on both sides, a dropdown, seven social links, an edit
 * link and a home page: what the narrow navbar keeps, which buttons of the bar under it a reader can
 * reach, when the outline offers "Back to top", the navbar that stays at the top, and dropdowns that
 * open on hover and on a tap.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { isShown, launchChromium, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const SOCIAL = ['github', 'discord', 'x', 'npm', 'slack', 'youtube', 'gitlab'];

const article = (title: string) =>
  `# ${title}\n\nIntro of ${title}.\n\n## Section one {#one}\n\n${'Text. '.repeat(300)}\n\n### Sub {#sub}\n\n${'More. '.repeat(300)}\n\n## Section two {#two}\n\n${'End. '.repeat(300)}\n`;

function siteFiles(): Record<string, string> {
  const files: Record<string, string> = {
    'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Acme',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    editLink: { docRepoBaseUrl: 'https://github.com/acme/docs/tree/main/docs' },
    socialLinks: [
${SOCIAL.map((icon) => `      { icon: '${icon}', mode: 'link', content: 'https://example.com/${icon}' },`).join('\n')}
    ],
  },
});
`,
  };
  for (const lang of ['en', 'zh']) {
    files[`docs/${lang}/_nav.json`] = JSON.stringify([
      { text: 'Guide', link: '/guide/start', activeMatch: '/guide/' },
      { text: 'Blog', link: '/blog/', position: 'left' },
      {
        text: 'Drop',
        items: [
          { text: 'Child A', link: '/guide/other' },
          { text: 'Outside', link: 'https://example.com/' },
        ],
      },
    ]);
    files[`docs/${lang}/guide/_meta.json`] = JSON.stringify(['start', 'other']);
    files[`docs/${lang}/guide/start.md`] = article('Start');
    files[`docs/${lang}/guide/other.md`] = article('Other');
    files[`docs/${lang}/blog/index.md`] = article('Blog');
    files[`docs/${lang}/index.md`] =
      `---\npageType: home\nhero:\n  name: Acme\n  text: Docs\nfeatures:\n  - title: One\n    details: Detail\n---\n\n${'Home text. '.repeat(500)}\n`;
  }
  return files;
}

let site: ScratchBuild;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = await buildScratchSite(siteFiles());
  expect(site.ok, site.output).toBe(true);
  [server, browser] = await Promise.all([site.preview(), launchChromium()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.remove();
});

/** Runs `run` on the hydrated page at `route` in a window `width` pixels wide, then closes it. */
function atWidth(
  route: string,
  width: number,
  run: (tab: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  return withHydrated(browser, `${server.origin}${route}`, run, {
    viewport: { width, height: 800 },
    ...options,
  });
}

/** Whether a click at the centre of the element lands on it, not on something drawn over it. */
function reachable(tab: Page, selector: string): Promise<boolean> {
  return tab
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return false;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
}

describe('navbar', () => {
  claim(
    'guide/default-theme/navbar#hiding',
    'at 768 and 390 pixels the bar keeps the title, a search icon and the button; its full-screen menu has the items of both sides, the language switcher, the appearance switch and every social link',
    async () => {
      for (const width of [768, 390]) {
        await atWidth('/guide/start.html', width, async (tab) => {
          const visibleInBar = await tab
            .locator('.rp-nav a, .rp-nav button, .rp-nav .rp-search-button--mobile')
            .evaluateAll((elements) =>
              elements
                .filter((element) => {
                  const rect = element.getBoundingClientRect();
                  return rect.width > 0 && rect.height > 0 && !element.closest('.rp-nav-screen');
                })
                .map((element) => element.className.split(' ')[0]),
            );
          expect(visibleInBar, `bar at ${width}`).toEqual([
            'rp-nav__title__link',
            'rp-search-button--mobile',
            'rp-nav-hamburger',
          ]);
          await tab.locator('.rp-nav-hamburger__sm').click();
          const screen = tab.locator('.rp-nav-screen');
          await expect.poll(() => isShown(tab, '.rp-nav-screen')).toBe(true);
          const text = await screen.innerText();
          for (const label of ['Guide', 'Blog', 'Drop', 'English', '简体中文']) {
            expect(text, `${label} at ${width}`).toContain(label);
          }
          expect(await isShown(tab, '.rp-nav-screen .rp-switch-appearance')).toBe(true);
          const icons = await screen
            .locator('.rp-social-links__item')
            .evaluateAll((links) =>
              links
                .filter((link) => link.getBoundingClientRect().width > 0)
                .map((link) => link.getAttribute('href')),
            );
          expect(icons).toEqual(SOCIAL.map((icon) => `https://example.com/${icon}`));
        });
      }
      await atWidth('/guide/start.html', 390, async (search) => {
        await search.locator('.rp-search-button--mobile').click();
        await expect.poll(() => search.locator('input').count()).toBeGreaterThan(0);
      });
    },
  );

  claim(
    'guide/default-theme/navbar#hiding',
    'the navbar stays at the top of the window while the reader scrolls, at 1440, 1000 and 390 pixels',
    async () => {
      for (const width of [1440, 1000, 390]) {
        await atWidth('/guide/start.html', width, async (tab) => {
          await tab.mouse.wheel(0, 2000);
          await expect
            .poll(() => tab.evaluate(() => window.scrollY), { message: `scrolled at ${width}` })
            .toBeGreaterThan(1000);
          const top = await tab
            .locator('.rp-nav')
            .evaluate((nav) => nav.getBoundingClientRect().top);
          expect(top, `navbar top at ${width}`).toBe(0);
          expect(await isShown(tab, '.rp-nav__title'), `title at ${width}`).toBe(true);
        });
      }
    },
  );

  claim(
    'guide/default-theme/navbar#dropdowns',
    'a dropdown opens when the reader hovers over it and closes when the pointer leaves; a tap opens it too',
    async () => {
      await atWidth('/guide/start.html', 1440, async (tab) => {
        const child = tab.getByText('Child A');
        expect(await child.isVisible()).toBe(false);
        await tab.getByRole('button', { name: 'Drop' }).hover();
        await expect.poll(() => child.isVisible()).toBe(true);
        await tab.mouse.move(10, 600);
        await expect.poll(() => child.isVisible()).toBe(false);
      });
      await atWidth(
        '/guide/start.html',
        1440,
        async (touch) => {
          await touch.getByRole('button', { name: 'Drop' }).tap();
          await expect.poll(() => touch.getByText('Child A').isVisible()).toBe(true);
        },
        { hasTouch: true },
      );
    },
  );
});

describe('doc page', () => {
  claim(
    'guide/default-theme/doc-page#layout',
    'from 1279 to 769 pixels the bar under the navbar sits beside the sidebar and offers only the outline button; at 768 and 390 the sidebar button at its left can be clicked too; at 1280 there is no bar',
    async () => {
      for (const [width, bar, menu] of [
        [1280, false, false],
        [1279, true, false],
        [1000, true, false],
        [769, true, false],
        [768, true, true],
        [390, true, true],
      ] as const) {
        await atWidth('/guide/start.html', width, async (tab) => {
          expect(await isShown(tab, '.rp-sidebar-menu'), `bar at ${width}`).toBe(bar);
          if (!bar) return;
          expect(
            await reachable(tab, '.rp-sidebar-menu__right'),
            `outline button at ${width}`,
          ).toBe(true);
          expect(await tab.locator('.rp-sidebar-menu__right').innerText()).toContain(
            'ON THIS PAGE',
          );
          expect(await reachable(tab, '.rp-sidebar-menu__left'), `menu button at ${width}`).toBe(
            menu,
          );
          if (!menu) {
            // The sidebar is drawn over the left part of the bar: a click just inside the
            // sidebar's right edge, at the height of the bar, lands on the sidebar.
            const overSidebar = await tab.evaluate(() => {
              const bar = document.querySelector('.rp-sidebar-menu')?.getBoundingClientRect();
              const sidebar = document
                .querySelector('.rp-doc-layout__sidebar')
                ?.getBoundingClientRect();
              if (!bar || !sidebar) return false;
              const hit = document.elementFromPoint(sidebar.right - 4, bar.top + bar.height / 2);
              return hit?.closest('.rp-doc-layout__sidebar') !== null && hit !== null;
            });
            expect(overSidebar, `bar beside the sidebar at ${width}`).toBe(true);
          }
          if (menu) {
            expect(await tab.locator('.rp-sidebar-menu__left').innerText()).toContain('Menu');
            await tab.locator('.rp-sidebar-menu__left').click();
            await expect
              .poll(() => isShown(tab, '.rp-doc-layout__sidebar'), {
                message: `sidebar at ${width}`,
              })
              .toBe(true);
          }
        });
      }
    },
  );

  claim(
    'guide/default-theme/doc-page#outline',
    'the outline shows the edit link at once and “Back to top” (回到顶部 in Chinese) only after the reader has scrolled down',
    async () => {
      // Each in a browser of its language: the default localeRedirect sends an English browser
      // from /zh/ to the English page.
      for (const [route, locale, label, edit] of [
        ['/guide/start.html', 'en-US', 'Back to top', 'Edit this page'],
        ['/zh/guide/start.html', 'zh-CN', '回到顶部', '编辑此页面'],
      ] as const) {
        await atWidth(
          route,
          1440,
          async (tab) => {
            const outline = tab.locator('.rp-outline');
            await expect.poll(() => outline.innerText()).toContain(edit);
            expect(await outline.getByText(label).count(), `${route} at the top`).toBe(0);
            await tab.mouse.wheel(0, 1500);
            await expect.poll(() => outline.getByText(label).count(), { message: route }).toBe(1);
          },
          { locale },
        );
      }
    },
  );
});
