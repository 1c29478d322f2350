/**
 * Second pass over Theme config and Front matter config: the sentences other claims check only in
 * part — the `'dark'`, `'force-auto'` and `false` colour modes and the inline script that applies
 * them, the default of `llmsUI`, `author: true` and the page's language in the last-updated line,
 * the edit link of a multi-language site, the deprecated `themeConfig.localeRedirect`, navbar texts
 * from `i18n.json`, icons and tags of navbar items, front matter fields of your own, the front
 * matter title in search results and `span: 2` feature cards.
 */
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { afterAll, beforeAll, expect } from 'vitest';
import { openSearch, search } from '../../support/builtinSearch.ts';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  commitFiles,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf } from '../theme/html.ts';

const STAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>';

const ARTICLE = (title: string) =>
  `# ${title}\n\nSome text of ${title}.\n\n## Part one {#one}\n\nMore text.\n\n## Part two {#two}\n\nEven more text.\n`;

const feature = (n: number, span = 2) =>
  `  - title: Card ${n}\n    details: Details ${n}\n    icon: 🚀\n    span: ${span}\n`;

/** Two languages, language-model buttons by default, dark by default, Git-dated pages. */
const MAIN_SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Second',
  lang: 'en',
  llms: true,
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    nav: [
      { text: 'navGuide', link: '/guide/start' },
      { text: 'Tagged', link: '/guide/titled', tag: 'new' },
      { text: 'Iconic', link: '/guide/fm', icon: '${STAR_SVG}' },
      { text: 'Both', link: '/guide/titled', items: [{ text: 'Child entry', link: '/guide/fm' }] },
    ],
    darkMode: 'dark',
    lastUpdated: { author: true },
    editLink: { docRepoBaseUrl: 'https://example.com/repo/edit/main/docs' },
    localeRedirect: 'never',
  },
});
`,
  'i18n.json': JSON.stringify({ navGuide: { en: 'Guide in English', zh: '中文指南' } }),
  'docs/en/index.md': `---\npageType: home\nhero:\n  name: Second home\nfeatures:\n${[1, 2, 3, 4, 5, 6, 7].map((n) => feature(n)).join('')}${feature(8, 5)}---\n`,
  'docs/zh/index.md': '---\npageType: home\nhero:\n  name: 第二\n---\n',
  'docs/en/guide/start.md': ARTICLE('Start'),
  'docs/zh/guide/start.md': ARTICLE('开始'),
  'docs/en/guide/titled.md':
    '---\ntitle: Front Matter Title\ndescription: Summary from the front matter\n---\n\n# Written heading\n\nThe word zanzibarquux lives here.\n',
  'docs/en/guide/fm.mdx': `---
mood: cheerful
level: 3
---

import { useFrontmatter } from '@rspress/core/runtime';

export function Mood() {
  const { frontmatter } = useFrontmatter();
  return <p id="mood">{String(frontmatter.mood)} {String(frontmatter.level)}</p>;
}

# Own fields

<Mood />
`,
};

/** Colour mode fixed to the system, language-model buttons without their menu, default redirect. */
const AUTO_SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Auto',
  lang: 'en',
  llms: true,
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    darkMode: 'force-auto',
    llmsUI: { viewOptions: false },
  },
});
`,
  'docs/en/index.md': '# Home\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/en/guide/start.md': ARTICLE('Start'),
  'docs/zh/guide/start.md': ARTICLE('开始'),
};

/** `darkMode: false`. */
const LIGHT_SITE: Record<string, string> = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Light',
  themeConfig: { darkMode: false },
});
`,
  'docs/index.md': '# Home\n',
  'docs/guide/start.md': ARTICLE('Start'),
};

let main: ScratchBuild;
let auto: ScratchBuild;
let light: ScratchBuild;
let mainServer: RunningServer;
let autoServer: RunningServer;
let lightServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  main = await buildScratchSite(MAIN_SITE, {
    prepare: (root) =>
      commitFiles(root, ['docs/en/guide/start.md', 'docs/zh/guide/start.md'], {
        name: 'Grace Hopper',
        email: 'grace@navy.example',
      }),
  });
  expect(main.ok, main.output).toBe(true);
  auto = await buildScratchSite(AUTO_SITE);
  expect(auto.ok, auto.output).toBe(true);
  light = await buildScratchSite(LIGHT_SITE);
  expect(light.ok, light.output).toBe(true);
  [mainServer, autoServer, lightServer, browser] = await Promise.all([
    main.preview(),
    auto.preview(),
    light.preview(),
    launchChromium(),
  ]);
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await main?.remove();
  await auto?.remove();
  await light?.remove();
});

function open(
  server: RunningServer,
  route: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  return openHydrated(browser, `${server.origin}${route}`, {
    viewport: { width: 1440, height: 900 },
    ...options,
  });
}

/** Runs `run` on a page of `server` opened as `open` does, and closes it (withHydrated). */
function onPage(
  server: RunningServer,
  route: string,
  run: (tab: Page) => Promise<void>,
  options: BrowserContextOptions = {},
): Promise<void> {
  return withHydrated(browser, `${server.origin}${route}`, run, {
    viewport: { width: 1440, height: 900 },
    ...options,
  });
}

const isDark = (tab: Page) =>
  tab.evaluate(() => document.documentElement.classList.contains('dark'));
const visibleSwitches = (tab: Page) => tab.locator('.rp-switch-appearance:visible').count();

claim(
  'api/config/config-theme#darkmode',
  "'dark' starts dark on a light system and keeps the switch, which turns it light",
  async () => {
    await onPage(
      mainServer,
      '/guide/start',
      async (tab) => {
        expect(await isDark(tab)).toBe(true);
        expect(await visibleSwitches(tab)).toBeGreaterThan(0);
        await tab.locator('.rp-switch-appearance:visible').first().click();
        await expect.poll(() => isDark(tab)).toBe(false);
      },
      { colorScheme: 'light' },
    );
  },
);

claim(
  'api/config/config-theme#darkmode',
  'the mode is applied by an inline script of the page: with every script file blocked, the page is dark before React runs',
  async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    try {
      await context.route(/\.js(\?.*)?$/, (route) => route.abort());
      const tab = await context.newPage();
      await tab.goto(`${mainServer.origin}/guide/start`);
      expect(await isDark(tab)).toBe(true);
      expect(
        await tab.evaluate(() => (window as unknown as { __reactRoot?: unknown }).__reactRoot),
      ).toBeUndefined();
      const hydrated = await tab.evaluate(() =>
        Object.keys(document.getElementById('__rspress_root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      );
      expect(hydrated).toBe(false);
    } finally {
      await context.close();
    }
  },
);

claim(
  'api/config/config-theme#darkmode',
  "'force-auto' follows the system, dark or light, with no switch",
  async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      await onPage(
        autoServer,
        '/guide/start',
        async (tab) => {
          expect(await isDark(tab), colorScheme).toBe(colorScheme === 'dark');
          expect(await visibleSwitches(tab), colorScheme).toBe(0);
        },
        { colorScheme },
      );
    }
  },
);

claim(
  'api/config/config-theme#darkmode',
  'false is force-light: light on a dark system, no switch, nothing remembered',
  async () => {
    await onPage(
      lightServer,
      '/guide/start',
      async (tab) => {
        expect(await isDark(tab)).toBe(false);
        expect(await visibleSwitches(tab)).toBe(0);
        expect(await tab.evaluate(() => Object.keys(localStorage))).not.toContain(
          'rspress-theme-appearance',
        );
      },
      { colorScheme: 'dark' },
    );
  },
);

claim(
  'api/config/config-theme#llmsui',
  'without llmsUI, llms: true shows the buttons under the h1 with a menu of the Markdown link, ChatGPT and Claude',
  async () => {
    await onPage(mainServer, '/guide/start', async (tab) => {
      const title = tab.locator('.rspress-doc h1 ~ * >> text=Copy Markdown');
      await expect.poll(() => title.count()).toBeGreaterThan(0);
      expect(await tab.locator('.rp-doc-layout__outline >> text=Copy Markdown').count()).toBe(0);
      await tab.locator('.rp-llms-view-options__trigger').first().click();
      const menu = tab.locator('.rp-llms-view-options');
      await expect.poll(() => menu.first().innerText()).toMatch(/Markdown/);
      const text = await menu.first().innerText();
      expect(text).toMatch(/ChatGPT/);
      expect(text).toMatch(/Claude/);
    });
  },
);

claim(
  'api/config/config-theme#llmsui',
  'viewOptions: false keeps the copy button and hides the menu',
  async () => {
    await onPage(autoServer, '/guide/start', async (tab) => {
      await expect.poll(() => tab.getByText('Copy Markdown').count()).toBeGreaterThan(0);
      expect(await tab.locator('.rp-llms-view-options__trigger').count()).toBe(0);
    });
  },
);

claim(
  'api/config/config-theme#lastupdated',
  'author: true shows the name Git records; the date is written in the language of the page',
  async () => {
    const en = textOf(
      parseHtml(await main.read('guide/start.html')).querySelector('.rp-last-updated'),
    );
    const zh = textOf(
      parseHtml(await main.read('zh/guide/start.html')).querySelector('.rp-last-updated'),
    );
    expect(en).toContain('Grace Hopper');
    expect(zh).toContain('Grace Hopper');
    // The commit was made by the build's own setup, so its date is today's.
    expect(en).toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M\b/);
    expect(zh).toMatch(/\b\d{4}\/\d{1,2}\/\d{1,2} \d{2}:\d{2}:\d{2}\b/);
  },
);

claim(
  'api/config/config-theme#editlink',
  'on a multi-language site the path after docRepoBaseUrl starts with the language folder',
  async () => {
    const link = (html: string) =>
      parseHtml(html).querySelector('.rp-doc-footer .rp-edit-link')?.closest('a') ??
      parseHtml(html).querySelector('.rp-doc-footer__edit a');
    expect(link(await main.read('guide/start.html'))?.getAttribute('href')).toBe(
      'https://example.com/repo/edit/main/docs/en/guide/start.md',
    );
    expect(link(await main.read('zh/guide/start.html'))?.getAttribute('href')).toBe(
      'https://example.com/repo/edit/main/docs/zh/guide/start.md',
    );
  },
);

claim(
  'api/config/config-theme#localeredirect',
  "without route.localeRedirect, themeConfig.localeRedirect: 'never' keeps a Chinese browser on /; a site without either sends it to /zh/",
  async () => {
    const kept = await open(mainServer, '/', { locale: 'zh-CN' });
    try {
      // Time for a redirect to happen, if there were one.
      await kept.waitForTimeout(1_000);
      expect(new URL(kept.url()).pathname).toMatch(/^\/(index\.html)?$/);
    } finally {
      await kept.context().close();
    }
    const sent = await open(autoServer, '/', { locale: 'zh-CN' });
    try {
      await expect.poll(() => new URL(sent.url()).pathname).toMatch(/^\/zh\/?/);
    } finally {
      await sent.context().close();
    }
  },
);

claim(
  'api/config/config-theme#nav',
  'on a site with locales, a nav text that is a key of i18n.json shows the text of each language',
  async () => {
    const items = async (file: string) =>
      [
        ...parseHtml(await main.read(file)).querySelectorAll(
          '.rp-nav-menu--right > .rp-nav-menu__item > .rp-nav-menu__item__container',
        ),
      ].map(textOf);
    expect(await items('guide/start.html')).toContain('Guide in English');
    expect(await items('zh/guide/start.html')).toContain('中文指南');
    expect([
      ...(await items('guide/start.html')),
      ...(await items('zh/guide/start.html')),
    ]).not.toContain('navGuide');
  },
);

claim(
  'api/config/config-theme#nav',
  'icon and tag are shown with the item text: an SVG before it, a tag name as a badge',
  async () => {
    await onPage(mainServer, '/guide/start', async (tab) => {
      const item = (text: string) =>
        tab.locator('.rp-nav-menu--right > .rp-nav-menu__item', { hasText: text });
      const badge = item('Tagged').locator('.rp-badge');
      expect(await badge.innerText()).toBe('new');
      expect(await badge.isVisible()).toBe(true);
      const iconic = item('Iconic');
      const [svgRight, textLeft, svgWidth] = await iconic.locator('a').evaluate((link) => {
        const svg = (link.querySelector('svg') as SVGElement).getBoundingClientRect();
        const text = [...link.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('Iconic'),
        ) as Text;
        const range = document.createRange();
        range.selectNodeContents(text);
        return [svg.right, range.getBoundingClientRect().left, svg.width];
      });
      expect(svgWidth).toBeGreaterThan(0);
      expect(svgRight).toBeLessThanOrEqual(textLeft);
    });
  },
);

claim(
  'api/config/config-frontmatter#front-matter-config',
  'fields of your own are kept and read with useFrontmatter',
  async () => {
    await onPage(mainServer, '/guide/fm', async (tab) => {
      expect(await tab.locator('#mood').innerText()).toBe('cheerful 3');
    });
  },
);

claim(
  ['api/config/config-frontmatter#title', 'api/config/config-frontmatter#search'],
  'a page without search in its front matter is found, listed under its front matter title',
  async () => {
    await onPage(mainServer, '/guide/start', async (tab) => {
      await openSearch(tab);
      const links = await search(tab, 'zanzibarquux');
      expect(links.some((link) => link.includes('/guide/titled'))).toBe(true);
      const result = await tab.locator('.rp-suggest-item').first().innerText();
      expect(result).toContain('Front Matter Title');
    });
  },
);

claim(
  'api/config/config-frontmatter#description',
  'the description is the og:description too',
  async () => {
    const doc = parseHtml(await main.read('guide/titled.html'));
    expect(doc.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(
      'Summary from the front matter',
    );
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Summary from the front matter',
    );
  },
);

claim(
  'api/config/config-frontmatter#features',
  'span: 2 cards go two to a row on a wide screen, like span: 6; span: 5 fills its row',
  async () => {
    for (const width of [1280, 1920]) {
      const tab = await open(mainServer, '/', { viewport: { width, height: 900 } });
      try {
        const boxes = await tab.locator('.rp-home-feature__item').evaluateAll((items) =>
          items.map((item) => {
            const { top, width } = item.getBoundingClientRect();
            return { top, width };
          }),
        );
        const tops = boxes.map((box) => box.top);
        const top = (index: number) => tops[index] ?? Number.NaN;
        const cardWidth = (index: number) => boxes[index]?.width ?? Number.NaN;
        expect(tops, String(width)).toHaveLength(8);
        // Rows: 1 and 2, 3 and 4, 5 and 6, 7 alone, then 8 (span 5) across the whole row.
        expect(new Set(tops).size, String(width)).toBe(5);
        expect(top(0), String(width)).toBe(top(1));
        expect(top(2), String(width)).toBeGreaterThan(top(1));
        expect(top(7), String(width)).toBeGreaterThan(top(6));
        expect(cardWidth(7), String(width)).toBeGreaterThan(cardWidth(0) * 2);
      } finally {
        await tab.context().close();
      }
    }
  },
);

claim(
  'api/config/config-theme#nav',
  'an item with link and items is a link to its page that also opens a dropdown of its items',
  async () => {
    await onPage(mainServer, '/guide/start', async (tab) => {
      const both = tab.locator('.rp-nav-menu--right > .rp-nav-menu__item', { hasText: 'Both' });
      expect(await tab.getByText('Child entry').isVisible()).toBe(false);
      await both.hover();
      await expect.poll(() => tab.getByText('Child entry').isVisible()).toBe(true);
      await both.locator('> a').click();
      await expect.poll(() => new URL(tab.url()).pathname).toMatch(/^\/guide\/titled/);
      expect(await tab.locator('.rspress-doc h1').innerText()).toContain('Written heading');
    });
  },
);
