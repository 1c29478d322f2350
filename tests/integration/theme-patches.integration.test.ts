/**
 * What patches/@rspress+core+2.0.22.patch adds to the default theme, pinned with a scratch site
 * built by the installed (patched) Rspress: the default theme as it is, plus a theme that uses the
 * props the patch adds, the way theme/ does. An install without the patch fails here.
 */
import path from 'node:path';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../server/app.ts';
import { CHROMIUM } from '../support/chromium.ts';
import { buildScratchSite, type ScratchBuild } from '../support/scratchSite.ts';

const BUILD_TIMEOUT = 180_000;

/** A page whose two page tabs each hold a `##` heading, under a heading of the page's own. */
function pageTabs(title: string, first: string, second: string): string {
  return `import { PageTab, PageTabs } from '@rspress/core/theme';

# ${title}

## Overview

<PageTabs>
  <PageTab label="${first}">

## ${first} steps

Text.

  </PageTab>
  <PageTab label="${second}">

## ${second} list

Text.

  </PageTab>
</PageTabs>
`;
}

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32"/></svg>\n';

const SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Scratch',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    socialLinks: [{ icon: 'github', mode: 'link', content: 'https://github.com/example/site' }],
  },
});
`,
  'theme/index.tsx': `import {
  DocLayout as BaseDocLayout,
  type DocLayoutProps,
  SocialLinks as BaseSocialLinks,
} from '@rspress/core/theme-original';
import { useSite } from '@rspress/core/runtime';
// Public by the patch.
import '@rspress/core/styles/search-button.css';

export * from '@rspress/core/theme-original';

export function DocLayout(props: DocLayoutProps) {
  return <BaseDocLayout {...props} sidebarLabel="Pages" outlineLabel="On this page" mainId="main-content" />;
}

export function SocialLinks() {
  const { site } = useSite();
  const links = (site.themeConfig.socialLinks ?? []).map((link) => ({ ...link, ariaLabel: 'GitHub, new tab' }));
  return <BaseSocialLinks socialLinks={links} />;
}
`,
  'docs/en/index.md': `---
pageType: home
hero:
  badge:
    text: New in 2.0
    link: /en/guide
  name: Scratch
  text: |
    First line
    Second line
  image:
    src: /hero.png
    alt: A hero
    srcset:
      - /hero.png 1x
      - /hero@2x.png 2x
    sizes: 375px
---
`,
  // The navbar's logo images, so that no page requests a file that is not there.
  'docs/public/logo-light.svg': LOGO,
  'docs/public/logo-dark.svg': LOGO,
  'docs/en/guide.md': '# Guide\n\nText.\n\n## Section\n\nMore text.\n',
  // A heading with an id of its own, and the same syntax shown in a code block.
  'docs/en/ids.md':
    '# Ids\n\n## Install {#install}\n\n```md\n## Install the package {#install}\n```\n',
  'docs/en/pm.mdx':
    'import { PackageManagerTabs } from \'@rspress/core/theme\';\n\n# Install\n\n<PackageManagerTabs command="install a" />\n\n<PackageManagerTabs command="install b" />\n',
  'docs/en/code-tabs.mdx':
    'import { Tab, Tabs } from \'@rspress/core/theme\';\n\n# Code tabs\n\n<Tabs>\n  <Tab label="One">First.</Tab>\n  <Tab label="Two">Second.</Tab>\n</Tabs>\n',
  'docs/en/plain.md': '---\noutline: false\nsidebar: false\n---\n\n# Plain\n\nText.\n',
  'docs/en/overview.md': '---\noverview: true\n---\n\n# Overview\n',
  // A title from the front matter only: the theme's fallback heading renders it.
  'docs/en/titled.md': '---\ntitle: Titled\n---\n\nText.\n',
  'docs/en/source.mdx':
    'import { SourceCode } from \'@rspress/core/theme\';\n\n# Source\n\n<SourceCode href="https://github.com/example/site" />\n',
  // Page tabs on several pages: static generation renders them one after the other.
  'docs/en/tabs.mdx': pageTabs('Tabs', 'Setup', 'Options'),
  'docs/zh/tabs.mdx': pageTabs('标签页', '安装', '选项'),
  'docs/en/more-tabs.mdx': pageTabs('More tabs', 'First', 'Second'),
  'docs/zh/index.md': '# 开始\n',
  'docs/zh/guide.md': '# 指南\n\n中文。\n',
  'docs/zh/plain.md': '# 简单\n',
  'docs/zh/overview.md': '# 概览\n',
  'docs/zh/titled.md': '# 有标题\n',
};

/** The opening tag of the first element with class `name`. */
function tagOf(html: string, name: string): string | undefined {
  return new RegExp(`<[a-z0-9]+ [^>]*class="${name}(?: [^"]*)?"[^>]*>`).exec(html)?.[0];
}

describe('the patched default theme', () => {
  let site: ScratchBuild;
  beforeAll(async () => {
    site = await buildScratchSite(SITE);
    expect(site.ok, site.output).toBe(true);
  }, BUILD_TIMEOUT);
  afterAll(() => site?.remove());

  it("puts the home hero's name and text in an h1, shows the badge, srcset and sizes, and no tagline when it has none", async () => {
    const html = await site.read('index.html');
    const h1 = /<h1 class="rp-home-hero__content"[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '';
    expect(h1.replace(/<[^>]+>/g, '')).toBe('ScratchFirst lineSecond line');
    expect(html).toMatch(/<a [^>]*class="rp-home-hero__badge[^"]*"[^>]*>New in 2\.0<\/a>/);
    const image = tagOf(html, 'rp-home-hero__image-img rp-home-hero__image-img--light') ?? '';
    // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
    expect(image).toMatch(/ srcset="\/hero\.png 1x, \/hero@2x\.png 2x"/i);
    expect(image).toContain('sizes="375px"');
    // The hero has no tagline: no empty paragraph for it.
    expect(html).not.toContain('rp-home-hero__tagline');
  });

  it("names the doc layout's regions and gives its main region an id", async () => {
    const html = await site.read('guide.html');
    expect(tagOf(html, 'rp-doc-layout__sidebar')).toContain('aria-label="Pages"');
    expect(tagOf(html, 'rp-doc-layout__outline')).toContain('aria-label="On this page"');
    expect(tagOf(html, 'rp-doc-layout__doc-container')).toMatch(/^<main [^>]*id="main-content"/);
    expect(tagOf(await site.read('overview.html'), 'rp-doc-layout__overview')).toMatch(
      /^<main [^>]*id="main-content"/,
    );
  });

  it('renders the placeholders of a page without sidebar and outline as plain boxes, not regions', async () => {
    const html = await site.read('plain.html');
    expect(tagOf(html, 'rp-doc-layout__sidebar-placeholder')).toMatch(/^<div /);
    expect(tagOf(html, 'rp-doc-layout__outline-placeholder')).toMatch(/^<div /);
    expect(html).not.toContain('<aside');
  });

  it('lists the language menu in a list of its own', async () => {
    const html = await site.read('guide.html');
    expect(html).toMatch(/<ul class="rp-nav-menu rp-nav__menus"><li class="rp-nav-menu__item"/);
  });

  it("gives the navbar's logo images no id, and no name beside the logo text", async () => {
    const html = await site.read('guide.html');
    const images = html.match(/<img [^>]*rp-nav__title__logo-image[^>]*>/g) ?? [];
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).not.toMatch(/ id=/);
      expect(image).toContain('alt=""');
    }
  });

  it('makes the label of a navbar menu without a link of its own a button', async () => {
    const html = await site.read('guide.html');
    expect(html).toMatch(
      /<ul class="rp-nav-menu rp-nav__menus"><li class="rp-nav-menu__item"><button class="rp-nav-menu__item__container" type="button" aria-expanded="false">English/,
    );
  });

  it('renders tabs as a tab list of buttons, each with its panel', async () => {
    const html = await site.read('code-tabs.html');
    const tabs = html.match(/<button [^>]*role="tab"[^>]*>/g) ?? [];
    expect(tabs).toHaveLength(2);
    expect(html).toContain('role="tablist"');
    expect(tabs[0]).toContain('aria-selected="true"');
    expect(tabs[0]).toContain('tabindex="0"');
    expect(tabs[1]).toContain('aria-selected="false"');
    expect(tabs[1]).toContain('tabindex="-1"');
    const controls = tabs.map((tab) => / aria-controls="([^"]+)"/.exec(tab)?.[1]);
    for (const id of controls) expect(html).toContain(`role="tabpanel" id="${id}"`);
  });

  it('draws the Bun logo of the package-manager tabs without ids, so that two tabs repeat none', async () => {
    const html = await site.read('pm.html');
    expect(html.match(/role="tablist"/g)).toHaveLength(2);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('leaves the heading id syntax in code blocks as written', async () => {
    const html = await site.read('ids.html');
    expect(html).toMatch(/<h2 [^>]*id="install"/);
    expect(html).toContain('{#install}</span>');
    expect(html).not.toContain('\\{#install}');
  });

  it('names a social link by its ariaLabel', async () => {
    const html = await site.read('guide.html');
    expect(tagOf(html, 'rp-social-links__item')).toContain('aria-label="GitHub, new tab"');
  });

  it('keeps the # link of a heading that is not in the Markdown out of the Tab order', async () => {
    const anchors = (await site.read('titled.html')).match(/<a [^>]*rp-header-anchor[^>]*>/g);
    expect(anchors?.length).toBeGreaterThan(0);
    for (const anchor of anchors ?? []) expect(anchor).toContain('tabindex="-1"');
  });

  it("names the 404 page's home link by its text", async () => {
    const html = await site.read('404.html');
    expect(tagOf(html, 'rp-not-found__home-link')).not.toContain('aria-label');
  });

  it('opens the source code link in a new tab with rel="noopener noreferrer"', async () => {
    const link = tagOf(await site.read('source.html'), 'rp-source-code__link');
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
  });

  it('renders page tabs the same way on every page: their labels are buttons, and no heading of their own', async () => {
    for (const file of ['tabs.html', 'zh/tabs.html', 'more-tabs.html']) {
      const html = await site.read(file);
      // The page's headings only: the one above the tabs and one per tab.
      expect(html.match(/<h2[ >]/g), file).toHaveLength(3);
      const labels = html.match(/<[a-z]+ [^>]*class="rp-page-tabs__label__item"[^>]*>/g) ?? [];
      expect(labels, file).toHaveLength(2);
      for (const label of labels) expect(label).toMatch(/^<button type="button" /);
    }
  });

  it('hydrates without a mismatch, and the outline follows the tab the reader picks', async () => {
    const server = await createSiteServer({ root: path.join(site.dir, 'doc_build') });
    const origin = await server.listen({ port: 0, host: '127.0.0.1' });
    const browser = await chromium.launch({ executablePath: CHROMIUM.path, args: CHROMIUM.flags });
    try {
      for (const [url, tabs, locale] of [
        ['/more-tabs', ['First', 'Second'], 'en-US'],
        ['/zh/tabs', ['安装', '选项'], 'zh-CN'],
        ['/tabs', ['Setup', 'Options'], 'en-US'],
      ] as const) {
        // In the page's language: Rspress sends a reader to the pages of their browser's language.
        const page = await browser.newPage({ locale });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          // The scratch site has no favicon.
          if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
            errors.push(message.text());
          }
        });
        await page.goto(`${origin}${url}`);
        // The outline as a reader sees it: the texts of its entries.
        const outline = page.locator('.rp-outline__toc a');
        const [first, second] = tabs;
        await expect.poll(() => outline.allTextContents()).toEqual(['Overview', `${first} steps`]);

        // The keyboard reaches the labels: Space on the second one switches to it. (Not Enter:
        // the default search panel of the scratch site handles every Enter of the document.)
        await page.getByRole('button', { name: second, exact: true }).focus();
        await page.keyboard.press('Space');
        await expect.poll(() => new URL(page.url()).search).toBe('?page=1');
        await expect.poll(() => outline.allTextContents()).toEqual(['Overview', `${second} list`]);

        // And back: the outline follows every switch, not only the first.
        await page.getByRole('button', { name: first, exact: true }).click();
        await expect.poll(() => new URL(page.url()).search).toBe('');
        await expect.poll(() => outline.allTextContents()).toEqual(['Overview', `${first} steps`]);
        expect(errors, url).toEqual([]);
        await page.close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }, 60_000);

  it('exports extractPageData from @rspress/core', async () => {
    const core = await import('@rspress/core');
    expect(typeof core.extractPageData).toBe('function');
  });
});
