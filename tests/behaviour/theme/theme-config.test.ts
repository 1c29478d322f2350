/**
 * What each `themeConfig` key does, on one scratch site that sets them all (and whose pages are
 * committed to Git by two authors, for `lastUpdated`). The site without the keys is
 * tests/behaviour/theme/doc-site.test.ts.
 */
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from './html.ts';

const PARAGRAPH =
  'A sentence long enough to fill a line of the content column of the page. '.repeat(30);

function config(socialIcon: string): string {
  return `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Configured',
  llms: true,
  themeConfig: {
    nav: [
      { text: 'Left item', link: '/guide/other', position: 'left' },
      { text: 'Guide', link: '/guide/start', activeMatch: '^/guide/' },
      {
        text: 'More',
        items: [
          { text: 'Changelog', link: 'https://example.com/changelog' },
          { text: 'Nested', link: '/guide/other', items: [{ text: 'Child', link: '/guide/child' }] },
        ],
      },
      { text: 'Kit', link: '/kit.zip', download: true, rel: 'nofollow' },
      { text: 'Full kit', link: 'https://example.com/kit.zip', download: true },
    ],
    sidebar: {
      '/guide/': [
        { sectionHeaderText: 'Getting started' },
        { text: 'Start', link: '/guide/start' },
        { dividerType: 'solid' },
        { text: 'Advanced', collapsed: true, items: [{ text: 'Other', link: '/guide/other', tag: 'new' }] },
        { text: 'No heading', link: '/guide/no-heading' },
      ],
      '/guide/deep/': [{ text: 'Deep page', link: '/guide/deep/page' }],
    },
    socialLinks: [
      { icon: '${socialIcon}', mode: 'link', content: 'https://example.com/1' },
      { icon: 'discord', mode: 'link', content: 'https://example.com/2' },
      { icon: 'wechat', mode: 'text', content: 'WeChat: my-team' },
      { icon: 'x', mode: 'link', content: 'https://example.com/4' },
      { icon: 'npm', mode: 'link', content: 'https://example.com/5' },
      { icon: 'slack', mode: 'link', content: 'https://example.com/6' },
      { icon: { svg: '<svg viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" /></svg>' }, mode: 'link', content: 'https://example.com/7' },
    ],
    editLink: { docRepoBaseUrl: 'https://example.com/repo/tree/main/docs' },
    lastUpdated: {
      author: ({ name, email }) => (email.endsWith('@example.com') ? name : 'a contributor'),
    },
    enableScrollToTop: false,
    fallbackHeadingTitle: false,
    footer: { message: 'Released under the <a href="https://example.com/license">MIT License</a>.' },
    darkMode: 'light',
    enableAppearanceAnimation: true,
    llmsUI: { placement: 'outline', viewOptions: ['markdownLink', 'claude'] },
    hideNavbar: 'auto',
    search: false,
    enableContentAnimation: true,
  },
});
`;
}

const ARTICLE = (title: string) =>
  `# ${title}\n\n${PARAGRAPH}\n\n## Part one {#one}\n\n${PARAGRAPH}\n\n## Part two {#two}\n\n${PARAGRAPH}\n`;

const FILES: Record<string, string> = {
  'rspress.config.ts': config('no-such-icon'),
  'docs/_nav.json': JSON.stringify([{ text: 'Nav from file', link: '/guide/start' }]),
  'docs/guide/_meta.json': JSON.stringify([
    { type: 'file', name: 'start', label: 'Label from meta' },
  ]),
  'docs/index.md': '---\npageType: home\nhero:\n  name: Configured home\n---\n',
  'docs/guide/start.md': ARTICLE('Start'),
  'docs/guide/other.md': ARTICLE('Other'),
  'docs/guide/child.md': ARTICLE('Child'),
  'docs/guide/no-heading.md': '---\ntitle: Fallback Title\n---\n\nOnly a paragraph.\n',
  'docs/guide/deep/page.md': ARTICLE('Deep page'),
};

let site: ScratchBuild;
let firstBuild: { ok: boolean; output: string };
let server: RunningServer;
let browser: Browser;

function git(...args: string[]): void {
  execFileSync('git', args, { cwd: site.dir, stdio: 'ignore' });
}

beforeAll(async () => {
  site = await buildScratchSite(FILES);
  firstBuild = { ok: site.ok, output: site.output };
  await site.write('rspress.config.ts', config('github'));
  git('init', '-q');
  git(
    '-c',
    'user.name=Ada Lovelace',
    '-c',
    'user.email=ada@example.com',
    'add',
    'docs/guide/start.md',
  );
  git(
    '-c',
    'user.name=Ada Lovelace',
    '-c',
    'user.email=ada@example.com',
    'commit',
    '-q',
    '-m',
    'start',
    '--date',
    '2024-03-05T12:00:00Z',
  );
  git('add', 'docs/guide/other.md');
  git(
    '-c',
    'user.name=Bob Stone',
    '-c',
    'user.email=bob@other.org',
    'commit',
    '-q',
    '-m',
    'other',
    '--date',
    '2024-03-06T12:00:00Z',
  );
  const rebuilt = await site.rebuild();
  expect(rebuilt.code, rebuilt.output).toBe(0);
  [server, browser] = await Promise.all([site.preview(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.remove();
});

async function page(file: string): Promise<Document> {
  return parseHtml(await site.read(file));
}

async function open(
  route: string,
  options: Parameters<typeof openHydrated>[2] = {},
): Promise<Page> {
  return openHydrated(browser, `${server.origin}${route}`, {
    viewport: { width: 1440, height: 900 },
    ...options,
  });
}

describe('navigation', () => {
  claim(
    [
      'api/config/config-theme#nav',
      'guide/default-theme/navbar#anatomy',
      'guide/default-theme/navbar#item-fields',
    ],
    'nav items: position left after the title, the others on the right after the search button; download and rel on the link, whose root-relative file path gets .html',
    async () => {
      const doc = await page('guide/start.html');
      const left = doc.querySelector('.rp-nav__left') as Element;
      expect(textOf(left)).toMatch(/^Configured.*Left item/);
      const right = doc.querySelector('.rp-nav__right') as Element;
      expect(
        textsOf(right, '.rp-nav-menu--right > .rp-nav-menu__item > .rp-nav-menu__item__container'),
      ).toEqual(['Guide', 'More', 'Kit', 'Full kit']);
      const order = [...right.querySelectorAll('.rp-search-button, .rp-nav-menu--right')].map(
        (element) => element.className.split(' ')[0],
      );
      expect(order).toEqual(['rp-search-button', 'rp-nav-menu']);
      const kit = [...right.querySelectorAll('a')].find((link) => textOf(link) === 'Kit');
      expect(kit?.getAttribute('href')).toBe('/kit.zip.html');
      expect(kit?.hasAttribute('download')).toBe(true);
      expect(kit?.getAttribute('rel')).toBe('nofollow');
      const full = [...right.querySelectorAll('a')].find((link) => textOf(link) === 'Full kit');
      expect(full?.getAttribute('href')).toBe('https://example.com/kit.zip');
      expect(full?.hasAttribute('download')).toBe(true);
    },
  );

  claim(
    [
      'api/config/config-theme#nav',
      'api/config/config-theme#sidebar',
      'guide/basic/auto-nav-sidebar#how-it-works',
      'guide/default-theme/navbar#nav-config',
      'guide/default-theme/navbar#items',
    ],
    'nav or sidebar in the config turns off _nav.json and _meta.json',
    async () => {
      const html = await site.read('guide/start.html');
      expect(html).not.toContain('Nav from file');
      expect(html).not.toContain('Label from meta');
    },
  );

  claim(
    'guide/default-theme/navbar#dropdowns',
    'a nested entry with link and items shows its own link, then its children indented below it',
    async () => {
      const group = (await page('guide/start.html')).querySelector(
        '.rp-nav-menu--right .rp-hover-group',
      ) as Element;
      const items = [...group.querySelectorAll('.rp-hover-group__item')];
      const nested = items.find((item) => textOf(item).startsWith('Nested'));
      const child = items.find((item) => textOf(item) === 'Child');
      expect(nested?.querySelector('a[href="/guide/other.html"]')).not.toBeNull();
      expect(Number(child?.getAttribute('data-depth'))).toBeGreaterThan(
        Number(nested?.getAttribute('data-depth')),
      );
    },
  );

  claim(
    'api/config/config-theme#sidebar',
    'the sidebar of the longest matching key; section headers, dividers, collapsed groups and tags',
    async () => {
      const guide = await page('guide/start.html');
      const sidebar = guide.querySelector('.rp-doc-layout__sidebar') as Element;
      expect(textsOf(sidebar, '.rp-sidebar-section-header')).toEqual(['Getting started']);
      expect(sidebar.querySelector('[class*="divider"]')).not.toBeNull();
      const group = [...sidebar.querySelectorAll('.rp-sidebar-group')].find((element) =>
        textOf(element).includes('Advanced'),
      );
      expect(group?.nextElementSibling?.getAttribute('style')).toContain('grid-template-rows:0fr');
      expect(textOf(sidebar.querySelector('a[href="/guide/other.html"] .rp-badge'))).toBe('new');
      const deep = (await page('guide/deep/page.html')).querySelector(
        '.rp-doc-layout__sidebar',
      ) as Element;
      expect(textsOf(deep, '.rp-sidebar-item__left')).toEqual(['Deep page']);
    },
  );
});

describe('social links', () => {
  claim('api/config/config-theme#sociallinks', 'an unknown preset icon stops the build', () => {
    expect(firstBuild.ok, firstBuild.output).toBe(false);
    expect(firstBuild.output).toContain('no-such-icon');
  });

  claim(
    ['api/config/config-theme#sociallinks', 'guide/default-theme/navbar#social-links'],
    'the first five links show in the navbar, the rest in a menu; link mode opens a new tab; text mode shows its text on hover',
    async () => {
      const tab = await open('/guide/start.html');
      try {
        const visible = await tab.locator('.rp-nav a.rp-social-links__item').evaluateAll((links) =>
          links
            .filter((link) => {
              const rect = link.getBoundingClientRect();
              return rect.width > 0 && getComputedStyle(link).visibility !== 'hidden';
            })
            .map((link) => link.getAttribute('href')),
        );
        expect(visible).toEqual([
          'https://example.com/1',
          'https://example.com/2',
          'https://example.com/4',
          'https://example.com/5',
        ]);
        expect(
          await tab
            .locator('.rp-nav a[href="https://example.com/1"]')
            .first()
            .getAttribute('target'),
        ).toBe('_blank');
        await tab.locator('.rp-nav__others .rp-social-links__item').nth(2).hover();
        await expect
          .poll(() => tab.locator('text=WeChat: my-team >> visible=true').count())
          .toBeGreaterThan(0);
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('doc footer', () => {
  claim(
    ['api/config/config-theme#editlink', 'guide/default-theme/doc-page#edit-link'],
    'the edit link is docRepoBaseUrl, a slash and the file path under the docs root, titled “Edit this page”, in the doc footer and the outline',
    async () => {
      const doc = await page('guide/start.html');
      const links = [
        ...doc.querySelectorAll('a[href="https://example.com/repo/tree/main/docs/guide/start.md"]'),
      ];
      expect(links.map((link) => textOf(link))).toEqual(expect.arrayContaining(['Edit this page']));
      expect(links.some((link) => link.closest('.rp-doc-footer'))).toBe(true);
      const tab = await open('/guide/start.html');
      try {
        await expect
          .poll(() => tab.locator('.rp-outline').getByText('Edit this page').count())
          .toBeGreaterThan(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['api/config/config-theme#lastupdated', 'guide/default-theme/doc-page#last-updated'],
    'the date of the last commit with the label “Last Updated”; author as a function of name and e-mail; nothing for a file never committed',
    async () => {
      const text = (doc: Document) => textOf(doc.querySelector('.rp-doc-footer'));
      const start = text(await page('guide/start.html'));
      expect(start).toContain('Last Updated');
      expect(start).toMatch(/2024/);
      expect(start).toContain('Ada Lovelace');
      const other = text(await page('guide/other.html'));
      expect(other).toContain('a contributor');
      expect(other).not.toContain('Bob Stone');
      expect(text(await page('guide/child.html'))).not.toContain('Last Updated');
    },
  );

  claim(
    'api/config/config-theme#enablescrolltotop',
    'enableScrollToTop: false removes “Back to top”',
    async () => {
      const tab = await open('/guide/start.html');
      try {
        await tab.evaluate(() => window.scrollTo(0, 3000));
        await tab.waitForTimeout(800);
        expect(await tab.getByText('Back to top').count()).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/config/config-theme#fallbackheadingtitle',
    'fallbackHeadingTitle: false leaves a page without # heading without a title',
    async () => {
      const doc = await page('guide/no-heading.html');
      expect(doc.querySelector('.rspress-doc h1')).toBeNull();
    },
  );

  claim(
    ['api/config/config-theme#footer', 'guide/default-theme/home-page#footer'],
    'footer.message is rendered as HTML on the home page only',
    async () => {
      const home = await page('index.html');
      expect(home.querySelector('a[href="https://example.com/license"]')?.textContent).toBe(
        'MIT License',
      );
      expect(await site.read('guide/start.html')).not.toContain('MIT License');
    },
  );
});

describe('appearance and options with no effect', () => {
  claim(
    'api/config/config-theme#darkmode',
    'darkMode: light starts light even on a dark system, and keeps the switch',
    async () => {
      const tab = await open('/guide/start.html', { colorScheme: 'dark' });
      try {
        expect(await tab.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          false,
        );
        expect(await tab.locator('.rp-nav__others .rp-switch-appearance').isVisible()).toBe(true);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/config/config-theme#enableappearanceanimation',
    'enableAppearanceAnimation: the switch goes through a view transition',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(() => {
        const original = document.startViewTransition?.bind(document);
        (window as unknown as { transitions: number }).transitions = 0;
        if (original) {
          document.startViewTransition = ((callback: () => void) => {
            (window as unknown as { transitions: number }).transitions++;
            return original(callback);
          }) as typeof document.startViewTransition;
        }
      });
      try {
        const tab = await context.newPage();
        await tab.goto(`${server.origin}/guide/start.html`);
        await tab.waitForLoadState('load');
        await tab.waitForTimeout(500);
        await tab.locator('.rp-nav__others .rp-switch-appearance').click();
        await expect
          .poll(() =>
            tab.evaluate(() => (window as unknown as { transitions: number }).transitions),
          )
          .toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    },
  );

  claim(
    'api/config/config-theme#enablecontentanimation',
    'enableContentAnimation: true starts no view transition on navigation',
    async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(() => {
        (window as unknown as { transitions: number }).transitions = 0;
        const original = document.startViewTransition?.bind(document);
        if (original) {
          document.startViewTransition = ((callback: () => void) => {
            (window as unknown as { transitions: number }).transitions++;
            return original(callback);
          }) as typeof document.startViewTransition;
        }
      });
      try {
        const tab = await context.newPage();
        await tab.goto(`${server.origin}/guide/start.html`);
        await tab.waitForTimeout(1000);
        await tab.locator('.rp-doc-layout__sidebar a[href="/guide/no-heading.html"]').click();
        await tab.waitForURL(/no-heading/);
        await tab.waitForTimeout(500);
        expect(
          await tab.evaluate(() => (window as unknown as { transitions: number }).transitions),
        ).toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  claim(
    ['api/config/config-theme#hidenavbar', 'guide/default-theme/navbar#hiding'],
    "hideNavbar: 'auto' is ignored: the navbar stays after scrolling down",
    async () => {
      const tab = await open('/guide/start.html');
      try {
        // Scrolled on every try, since the theme may put the page back at the top while it
        // hydrates; each try gives an auto-hiding navbar the time to leave.
        await expect
          .poll(
            async () => {
              await tab.evaluate(() => window.scrollTo(0, 2500));
              await tab.waitForTimeout(800);
              return tab.locator('.rp-nav').evaluate((element) => {
                const rect = element.getBoundingClientRect();
                return { scrolled: window.scrollY > 1000, top: rect.top, shown: rect.bottom > 0 };
              });
            },
            { timeout: 20_000 },
          )
          .toEqual({ scrolled: true, top: 0, shown: true });
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/config/config-theme#search',
    'themeConfig.search: false still renders the search button',
    async () => {
      expect((await page('guide/start.html')).querySelector('.rp-search-button')).not.toBeNull();
    },
  );
});

describe('language models', () => {
  claim(
    'api/config/config-theme#llmsui',
    'with llms, the buttons go in the outline with the chosen menu entries; the hint is in every page and Markdown file',
    async () => {
      const tab = await open('/guide/start.html');
      try {
        const outline = tab.locator('.rp-doc-layout__outline');
        await expect.poll(() => outline.getByText('Copy Markdown').count()).toBeGreaterThan(0);
        expect(await tab.locator('.rspress-doc h1 ~ * >> text=Copy Markdown').count()).toBe(0);
      } finally {
        await tab.context().close();
      }
      const html = await site.read('guide/start.html');
      expect(html).toContain('llms.txt');
      const markdown = await site.read('guide/start.md');
      expect(markdown.trimStart().startsWith('>')).toBe(true);
      expect(markdown).toContain('llms.txt');
    },
  );
});
