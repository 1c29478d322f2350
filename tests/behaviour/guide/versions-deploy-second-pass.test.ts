/**
 * Second pass over Multiple versions and Deployment: the sentences that other claims check only in
 * part — the widths at which the version switcher leaves the navbar, links across versions in the
 * browser, `sidebar` or `nav` alone in the config, search with `search.versioned: false`, dot files
 * of `docs/public`, the single `404.html`, and a `pageType: 404` left unquoted.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, withHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

/** Two versions in two languages, each folder with its _nav.json and _meta.json. */
function bilingualVersion(version: 'v1' | 'v2'): Record<string, string> {
  const files: Record<string, string> = {};
  for (const lang of ['en', 'zh']) {
    const dir = `docs/${version}/${lang}`;
    files[`${dir}/index.md`] = `# Home ${version} ${lang}\n`;
    files[`${dir}/_nav.json`] = JSON.stringify([
      { text: `NavFile ${version} ${lang}`, link: '/guide/start' },
    ]);
    files[`${dir}/guide/_meta.json`] = JSON.stringify(['start']);
    files[`${dir}/guide/start.md`] =
      `# Start ${version} ${lang}\n\nText of ${version} ${lang}.\n` +
      (version === 'v1' && lang === 'en' ? '\n[New in v2](/v2/guide/new)\n' : '');
  }
  return files;
}

/** Two versions, one language, a _meta.json with its own label in each. */
function singleVersion(version: 'v1' | 'v2'): Record<string, string> {
  return {
    [`docs/${version}/index.md`]: `# Home ${version}\n`,
    [`docs/${version}/guide/_meta.json`]: JSON.stringify([
      { type: 'file', name: 'start', label: `MetaLabel ${version}` },
    ]),
    [`docs/${version}/guide/start.md`]: `# Start ${version}\n\nUniqueword${version} is here.\n`,
  };
}

/** An SVG file of exactly `bytes` bytes. */
function svgOfSize(bytes: number): string {
  const [head, tail] = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><!--',
    '--></svg>',
  ];
  return head + 'x'.repeat(bytes - head.length - tail.length) + tail;
}

let versions: ScratchBuild;
let unversionedSearch: ScratchBuild;
let server: RunningServer;
let searchServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  versions = await buildScratchSite({
    'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Acme',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  // Not in alphabetical order: the switcher follows this order.
  multiVersion: { default: 'v2', versions: ['v2', 'v1'] },
  themeConfig: {
    sidebar: {
      '/v1/guide/': [{ text: 'ConfigSidebar v1', link: '/v1/guide/start' }],
      '/guide/': [{ text: 'ConfigSidebar v2', link: '/guide/start' }],
    },
  },
});
`,
    ...bilingualVersion('v1'),
    ...bilingualVersion('v2'),
    'docs/v2/en/guide/new.md':
      '# New\n\nAdded in v2.\n\n![at limit](./at-limit.svg)\n\n![over limit](./over-limit.svg)\n\n![small png](./small.png)\n\n![large png](./large.png)\n',
    'docs/v2/en/guide/at-limit.svg': svgOfSize(4096),
    'docs/v2/en/guide/over-limit.svg': svgOfSize(4097),
    // The bundler copies or inlines an image by its size; it does not decode it.
    'docs/v2/en/guide/small.png': 'p'.repeat(100),
    'docs/v2/en/guide/large.png': 'p'.repeat(5000),
    'docs/v2/zh/404.md': '---\npageType: 404\n---\n',
    'docs/public/.well-known/security.txt': 'Contact: mailto:security@example.com\n',
  });
  expect(versions.ok, versions.output).toBe(true);
  unversionedSearch = await buildScratchSite({
    'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'All versions',
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  search: { versioned: false },
  themeConfig: {
    nav: {
      v1: [{ text: 'ConfigNav v1', link: '/v1/guide/start' }],
      v2: [{ text: 'ConfigNav v2', link: '/guide/start' }],
    },
  },
});
`,
    ...singleVersion('v1'),
    ...singleVersion('v2'),
  });
  expect(unversionedSearch.ok, unversionedSearch.output).toBe(true);
  [server, searchServer, browser] = await Promise.all([
    versions.preview(),
    unversionedSearch.preview(),
    launchChromium(),
  ]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await versions?.remove();
  await unversionedSearch?.remove();
});

const switcher = '.rp-nav__menus .rp-nav-menu__item__container';

claim(
  'guide/default-theme/multi-version#version-switcher',
  'the switcher is in the navbar at 1281 pixels; from 1280 to 769 it is in the menu behind the button at the right; at 768 the full-screen menu lists the versions under Versions',
  async () => {
    const at = (width: number, run: (tab: Page) => Promise<void>) =>
      withHydrated(browser, `${server.origin}/v1/guide/start`, run, {
        viewport: { width, height: 800 },
      });
    await at(1281, async (wide) => {
      expect(await wide.locator(switcher, { hasText: /^v1$/ }).isVisible()).toBe(true);
    });
    for (const width of [1280, 769]) {
      await at(width, async (tab) => {
        expect(await tab.locator(switcher, { hasText: /^v1$/ }).isVisible(), String(width)).toBe(
          false,
        );
        const button = tab.locator('.rp-nav-hamburger__md');
        await button.hover();
        const menu = tab.locator('.rp-nav-hamburger__md > .rp-hover-group');
        await expect.poll(() => menu.innerText()).toMatch(/^v1$/m);
        expect(await menu.innerText()).not.toContain('Versions');
        const box = await button.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width - 100);
      });
    }
    await at(768, async (small) => {
      expect(await small.locator('.rp-nav-hamburger__md').isVisible()).toBe(false);
      await small.locator('.rp-nav-hamburger__sm').click();
      await expect
        .poll(() => small.locator('.rp-nav-screen').innerText())
        .toMatch(/Versions\s+v1\s+v2\s+v1/);
    });
  },
);

claim(
  'guide/default-theme/multi-version#version-switcher',
  'from a page of the default version in Chinese, the menu lists the versions in the order of versions, and the v1 entry opens the same page of v1 in Chinese',
  async () => {
    await withHydrated(
      browser,
      `${server.origin}/zh/guide/start`,
      async (tab) => {
        await tab.locator(switcher, { hasText: /^v2$/ }).hover();
        expect(
          await tab
            .locator('.rp-nav__menus')
            .getByRole('link', { name: /^v[12]$/ })
            .allTextContents(),
        ).toEqual(['v2', 'v1']);
        await tab.locator('.rp-nav__menus').getByRole('link', { name: 'v1', exact: true }).click();
        await tab.waitForURL((url) => url.pathname.replace(/\.html$/, '') === '/v1/zh/guide/start');
        await expect.poll(() => tab.locator('h1').first().innerText()).toContain('Start v1 zh');
      },
      {
        viewport: { width: 1440, height: 900 },
        locale: 'zh-CN',
      },
    );
  },
);

claim(
  'guide/default-theme/multi-version#links',
  'in a v1 page, /v2/guide/new is written to the HTML as /guide/new, and a click opens that address',
  async () => {
    const html = await versions.read('v1/guide/start.html');
    expect(html).toMatch(/href="\/guide\/new(\.html)?"/);
    expect(html).not.toContain('href="/v2/');
    await withHydrated(browser, `${server.origin}/v1/guide/start`, async (tab) => {
      await tab.getByRole('link', { name: 'New in v2' }).click();
      await tab.waitForURL((url) => url.pathname.replace(/\.html$/, '') === '/guide/new');
      await expect.poll(() => tab.locator('h1').first().innerText()).toContain('New');
    });
  },
);

claim(
  'guide/default-theme/multi-version#nav-sidebar',
  'sidebar alone in the config turns off the _nav.json files; nav alone turns off the _meta.json files',
  async () => {
    for (const file of ['guide/start.html', 'v1/guide/start.html', 'v1/zh/guide/start.html']) {
      const html = await versions.read(file);
      expect(html, file).not.toContain('NavFile');
    }
    expect(await versions.read('v1/guide/start.html')).toContain('ConfigSidebar v1');
    for (const [file, version] of [
      ['guide/start.html', 'v2'],
      ['v1/guide/start.html', 'v1'],
    ] as const) {
      const html = await unversionedSearch.read(file);
      expect(html, file).toContain(`ConfigNav ${version}`);
      expect(html, file).not.toContain('MetaLabel');
    }
  },
);

claim(
  'guide/default-theme/multi-version#search',
  'with search.versioned false, the search of a v1 page finds the pages of v1 and of v2',
  async () => {
    await withHydrated(
      browser,
      `${searchServer.origin}/v1/guide/start`,
      async (tab) => {
        await tab.locator('.rp-search-button').click();
        const box = tab.locator('.rp-search-panel__input');
        const results = tab.locator('.rp-suggest-item');
        await box.fill('Uniquewordv2');
        await expect.poll(() => results.allInnerTexts()).toEqual([expect.stringContaining('v2')]);
        await box.fill('Uniquewordv1');
        await expect.poll(() => results.allInnerTexts()).toEqual([expect.stringContaining('v1')]);
      },
      {
        viewport: { width: 1440, height: 900 },
      },
    );
  },
);

claim(
  'guide/basic/deploy#github-pages',
  'files and folders of docs/public whose names start with a dot are copied to the output',
  async () => {
    expect(await versions.read('.well-known/security.txt')).toBe(
      'Contact: mailto:security@example.com\n',
    );
  },
);

claim(
  'guide/basic/deploy#localized-404',
  'the build writes one 404.html, in the default language: none for the other language or version',
  async () => {
    expect(await unversionedSearch.read('404.html')).toContain('rp-not-found');
    expect(unversionedSearch.has('v1/404.html')).toBe(false);
    expect(await versions.read('404.html')).toMatch(/<html lang="en"/);
    expect(versions.has('v1/404.html')).toBe(false);
    expect(versions.has('v1/zh/404.html')).toBe(false);
  },
);

claim(
  'guide/basic/deploy#localized-404',
  'with pageType: 404 unquoted, zh/404.html is an ordinary doc page, not the page-not-found screen',
  async () => {
    const html = await versions.read('zh/404.html');
    expect(html).toContain('rspress-doc');
    expect(html).not.toContain('rp-not-found');
    expect(await versions.read('404.html')).toContain('rp-not-found');
  },
);

claim(
  'guide/basic/deploy#preview',
  'preview --base with another path than the build serves the pages there, but their scripts and styles are asked for under the base of the build and are not found',
  async () => {
    const other = await versions.preview(['--base', '/other/']);
    const tab = await browser.newPage();
    const assets: { path: string; status: number }[] = [];
    tab.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/\.(js|css)$/.test(pathname)) assets.push({ path: pathname, status: response.status() });
    });
    try {
      const page = await tab.goto(`${other.origin}/other/guide/start.html`);
      expect(page?.status()).toBe(200);
      expect(await tab.locator('h1').first().innerText()).toContain('Start v2 en');
      await expect.poll(() => assets.length).toBeGreaterThan(2);
      for (const asset of assets) {
        expect(asset.path, asset.path).toMatch(/^\/static\//);
        expect(asset.status, asset.path).toBe(404);
      }
    } finally {
      await tab.close();
      await other.stop();
    }
  },
);

claim(
  'guide/basic/deploy#output',
  'images imported with relative paths: SVG files go to static/svg/, other images to static/image/, and those of 4 KB (4096 bytes) or less are inlined as data URLs with no file',
  async () => {
    const html = await versions.read('guide/new.html');
    const src = (alt: string) =>
      new RegExp(`<img[^>]*alt="${alt}"[^>]*src="([^"]+)"`).exec(html)?.[1];
    expect(src('at limit')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(src('small png')).toMatch(/^data:image\/png;base64,/);
    expect(src('over limit')).toMatch(/^\/static\/svg\/over-limit\.[0-9a-f]+\.svg$/);
    expect(src('large png')).toMatch(/^\/static\/image\/large\.[0-9a-f]+\.png$/);
    expect(versions.has(src('over limit')?.slice(1) ?? 'missing')).toBe(true);
    expect(versions.has(src('large png')?.slice(1) ?? 'missing')).toBe(true);
  },
);
