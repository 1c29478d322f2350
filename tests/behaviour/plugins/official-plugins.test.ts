/**
 * The official plugins that Rspress 2.0.22 sites install (client redirects, RSS, llms) and the
 * features that used to be plugins and are now built into the core (containers, image zoom, Shiki,
 * last updated), executed on scratch sites: the files the build writes, and in Chromium where a page
 * speaks of what the reader sees (a redirect, a zoomed image).
 */
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  commitFiles,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';

const CONFIG = `import { defineConfig } from '@rspress/core';
import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginRss } from '@rspress/plugin-rss';

export default defineConfig({
  root: 'docs',
  title: 'Scratch',
  logo: '/diagram.svg',
  siteOrigin: 'https://example.com',
  themeConfig: { lastUpdated: { author: true } },
  plugins: [
    pluginClientRedirects({
      redirects: [
        { from: '[', to: '/never' },
        { from: ['^/guide/quick-start$', '^/guide/setup$'], to: '/guide/start' },
        { from: '^/first$', to: '/guide/start' },
        { from: '^/first$', to: '/guide/navbar' },
        { from: '^/script$', to: 'javascript:alert(1)' },
        { from: '^/data$', to: 'data:text/html,<p>data</p>' },
        { from: '^/legacy/theme/(.*)$', to: '/guide/$1' },
        { from: '^/community/blog$', to: 'https://example.org/blog' },
        { from: '^/guide/outdated(\\.html)?$', to: '/guide/start' },
        { from: '/old', to: '/guide/start' },
      ],
    }),
    pluginRss(),
  ],
});
`;

const CONTAINERS = `# Containers

::: tip
Tip body.
:::

:::warning Node.js version
Warning body.
:::

::: details
Details body.
:::

::: info {title="Before you start"}
Info body.
:::

::: note
Note body.
:::

::: important
Important body.
:::

::: caution
Caution body.
:::

::: danger
Danger body.
:::

::: custom
Custom body.
:::

> [!NOTE]
> Alert body.

> [!caution] Trailing text
> Caution alert body.
`;

/** A container inside a container, and a closing fence with text after it. */
const NESTED = `# Nested

::: tip Outer
Outer start.

::: warning Inner
Inner body.
:::

After the inner fence.
:::

::: info Trailing
Info body.
::: and more

Still inside.
:::
`;

const SITE = {
  'rspress.config.ts': CONFIG,
  'docs/index.md': '---\nlink-rss: blog\n---\n\n# Home\n\nThe home page.\n',
  'docs/guide/start.md': '# Start\n\n## Logo {#logo}\n\nThe start page.\n',
  'docs/guide/navbar.md': '# Navbar\n\n## Logo {#logo}\n\nThe navbar page.\n',
  'docs/guide/outdated.md': '# Outdated\n\nAn outdated page.\n',
  'docs/guide/old-notes.md': '# Old notes\n\nMatched by an unanchored pattern.\n',
  'docs/guide/image.md':
    '# Image\n\n![A diagram](/diagram.svg)\n\n```\nplain block\n```\n\n```ts\nconst answer = 42;\n```\n',
  'docs/public/diagram.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="teal"/></svg>',
  'docs/guide/containers.md': CONTAINERS,
  'docs/guide/nested.md': NESTED,
  'docs/guide/zoom.mdx':
    '# Zoom\n\n<img src="/shot-small.svg" data-zoom-src="/shot-large.svg" alt="Screenshot" />\n\n' +
    Array.from({ length: 60 }, (_, i) => `Line ${i} of text to scroll.\n`).join('\n'),
  'docs/public/shot-small.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="navy"/></svg>',
  'docs/public/shot-large.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400" fill="navy"/></svg>',
  'docs/blog/first.md':
    '---\ntitle: First post\ndate: 2025-01-01\ndescription: The first post.\n---\n\n# First post\n\nFirst body.\n',
  'docs/blog/second.md':
    '---\ntitle: Second post\ndate: 2025-06-03\nauthor: Jane Doe\n---\n\n# Second post\n\nSecond body.\n',
};

describe('a site with the client redirects and RSS plugins and the built-in features', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let based: ScratchBuild;
  let basedServer: RunningServer;
  let browser: Browser;
  let gitBuild: { code: number; output: string };
  let datedStart = '';

  beforeAll(async () => {
    const upgrade = await exampleFromPage(
      'plugin/official-plugins/container-syntax.md',
      'callout-component',
      'docs/guide/upgrade.mdx',
    );
    // The base-path example of the page, with a rule whose target lacks the base.
    const baseExample = (
      await exampleFromPage(
        'plugin/official-plugins/client-redirects.md',
        'base-path',
        'rspress.config.ts',
      )
    ).replace(
      "redirects: [{ from: '^/old-page$', to: '/docs/new-page' }]",
      // A function: the $' of the patterns must not be read as a replacement pattern.
      () =>
        "redirects: [{ from: '^/old-page$', to: '/docs/new-page' }, { from: '^/gone$', to: '/new-page' }]",
    );
    [site, based] = await Promise.all([
      buildScratchSite({
        ...SITE,
        'docs/guide/upgrade.mdx': `${upgrade}\n<Callout type="warning">No title given.</Callout>\n`,
      }),
      buildScratchSite({
        'rspress.config.ts': baseExample,
        'docs/index.md': '# Home\n',
        'docs/new-page.md': '# New page\n',
      }),
    ]);
    expect(site.ok, site.output).toBe(true);
    expect(based.ok, based.output).toBe(true);
    [server, basedServer, browser] = await Promise.all([
      site.preview(),
      based.preview(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([site?.remove(), based?.remove()]);
  });

  async function landing(route: string): Promise<string> {
    const tab = await openHydrated(browser, `${server.origin}${route}`).catch(async () => {
      throw new Error(`${route} did not load`);
    });
    try {
      // With clean URLs off the router may first rewrite the address to the page's own `.html`
      // path; that is not a landing, the redirect follows it.
      const [path, hash = ''] = route.split('#');
      const sameAddress = new Set([route, `${path}.html${hash ? `#${hash}` : ''}`]);
      await tab.waitForURL((url) => !sameAddress.has(`${url.pathname}${url.hash}`), {
        timeout: 10_000,
      });
      const url = new URL(tab.url());
      return url.origin === server.origin ? `${url.pathname}${url.hash}` : url.href;
    } finally {
      await tab.context().close();
    }
  }

  claim(
    [
      'plugin/official-plugins/client-redirects#how-it-works',
      'plugin/official-plugins/client-redirects#redirects-from',
      'plugin/official-plugins/client-redirects#register',
    ],
    'a deleted page’s address loads 404.html and the reader lands on the target; each pattern of a list redirects',
    async () => {
      expect(await landing('/guide/quick-start')).toMatch(/^\/guide\/start(\.html)?$/);
      expect(await landing('/guide/setup')).toMatch(/^\/guide\/start(\.html)?$/);
    },
  );

  claim(
    'plugin/official-plugins/client-redirects#how-it-works',
    'rules apply to pages that still exist, and the redirect replaces the history entry',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/`);
      try {
        await tab.goto(`${server.origin}/guide/outdated`);
        await tab.waitForURL(/\/guide\/start/, { timeout: 10_000 });
        await tab.goBack();
        expect(new URL(tab.url()).pathname).toMatch(/^\/(index\.html)?$/);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/client-redirects#redirects-to',
      'plugin/official-plugins/client-redirects#example',
    ],
    'capture groups fill $1, the hash survives, and an absolute URL is opened as it is',
    async () => {
      expect(await landing('/legacy/theme/navbar#logo')).toMatch(/^\/guide\/navbar(\.html)?#logo$/);
      const context = await browser.newContext();
      try {
        const tab = await context.newPage();
        await context.route('https://example.org/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<p>elsewhere</p>' }),
        );
        await tab.goto(`${server.origin}/community/blog`);
        await tab.waitForURL('https://example.org/blog', { timeout: 10_000 });
      } finally {
        await context.close();
      }
    },
  );

  claim(
    'plugin/official-plugins/client-redirects#redirects-from',
    'a pattern is not anchored: /old also matches /guide/old-notes, and only the matched part is replaced',
    async () => {
      expect(await landing('/guide/old-notes')).toBe('/guide/guide/start-notes.html');
    },
  );

  claim(
    'plugin/official-plugins/client-redirects#redirects-from',
    'with clean URLs off, the path of an existing page is tested with its .html suffix',
    async () => {
      // The rule for /guide/outdated is written as ^/guide/outdated(\.html)?$; the quick-start rule
      // without the suffix only fires on the 404 page, whose path is the address as typed.
      const tab = await openHydrated(browser, `${server.origin}/guide/outdated`);
      try {
        await tab.waitForURL(/\/guide\/start/, { timeout: 10_000 });
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/client-redirects#redirects',
      'plugin/official-plugins/client-redirects#options',
    ],
    'the first matching rule wins; an invalid pattern is skipped with a warning in the console',
    async () => {
      expect(await landing('/first')).toMatch(/^\/guide\/start(\.html)?$/);
      const tab = await openHydrated(browser, `${server.origin}/`, {}).catch(() => undefined);
      if (!tab) throw new Error('home did not load');
      try {
        const warnings: string[] = [];
        tab.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        await tab.goto(`${server.origin}/guide/navbar`);
        await expect.poll(() => warnings.some((text) => text.includes('['))).toBe(true);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/client-redirects#redirects-to',
    'the query string of the old address is dropped; a javascript: target runs its script, a data: target is refused and the reader stays',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/`);
      try {
        await tab.goto(`${server.origin}/guide/setup?ref=mail`);
        await tab.waitForURL(/\/guide\/start/, { timeout: 10_000 });
        expect(new URL(tab.url()).search).toBe('');
        let dialog = false;
        tab.on('dialog', async (opened) => {
          dialog = true;
          await opened.dismiss();
        });
        // Neither is recognised as a URL: the result of the replacement goes to the browser.
        for (const route of ['/script', '/data']) {
          await tab.goto(`${server.origin}${route}`);
          await tab.waitForFunction(() =>
            Object.keys(document.getElementById('__rspress_root') ?? {}).some((key) =>
              key.startsWith('__reactContainer'),
            ),
          );
          await tab.getByText('PAGE NOT FOUND').waitFor();
          expect(new URL(tab.url()).pathname, route).toBe(route);
        }
        // The script of the javascript: target ran in the page.
        expect(dialog).toBe(true);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/client-redirects#base-path',
      'plugin/official-plugins/client-redirects#redirects-from',
    ],
    'under base /docs/ the rule ^/old-page$ matches /docs/old-page; a target with the base stays in the site, one without leaves it',
    async () => {
      const open = async (route: string) => {
        const context = await browser.newContext();
        try {
          const tab = await context.newPage();
          // The target of the second rule is outside the site: no Rspress page to hydrate there.
          await tab.goto(`${basedServer.origin}${route}`);
          await tab.waitForURL((url) => url.pathname !== route, { timeout: 20_000 });
          return new URL(tab.url()).pathname;
        } finally {
          await context.close();
        }
      };
      expect(await open('/docs/old-page')).toMatch(/^\/docs\/new-page(\.html)?$/);
      expect(await open('/docs/gone')).toBe('/new-page');
    },
  );

  claim(
    [
      'plugin/official-plugins/rss#register',
      'plugin/official-plugins/rss#feed',
      'plugin/official-plugins/overview#install-and-register',
    ],
    'without options one Atom feed with the id blog holds the pages under /blog/, in doc_build/rss/blog.xml',
    async () => {
      const feed = await site.read('rss/blog.xml');
      expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
      expect(feed).toContain('First post');
      expect(feed).toContain('Second post');
      expect(feed).not.toContain('<title>Start</title>');
    },
  );

  claim(
    'plugin/official-plugins/rss#feed-items',
    'items take title, link, description and author from the page, newest first, with absolute links',
    async () => {
      const feed = await site.read('rss/blog.xml');
      expect(feed.indexOf('Second post')).toBeLessThan(feed.indexOf('First post'));
      expect(feed).toContain('https://example.com/blog/first');
      expect(feed).toContain('The first post.');
      expect(feed).toContain('Jane Doe');
    },
  );

  claim(
    'plugin/official-plugins/rss#head-links',
    'feed pages and pages that name the feed in link-rss announce it in the head; others do not',
    async () => {
      const alternate = 'link[rel="alternate"]';
      for (const page of ['blog/first.html', 'index.html']) {
        const link = parseHtml(await site.read(page)).querySelector(alternate);
        expect(link?.getAttribute('href'), page).toContain('rss/blog.xml');
      }
      expect(parseHtml(await site.read('guide/start.html')).querySelector(alternate)).toBeNull();
    },
  );

  claim(
    'plugin/official-plugins/rss#version',
    'the dev server does not produce the feeds',
    async () => {
      const dev = await site.dev();
      try {
        const response = await fetch(`${dev.origin}/rss/blog.xml`);
        const body = await response.text();
        expect(body).not.toContain('<feed');
      } finally {
        await dev.stop();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/container-syntax#types',
      'plugin/official-plugins/container-syntax#syntax',
      'plugin/official-plugins/overview#container-syntax',
      'plugin/system/introduction#plugins-config-and-themes',
    ],
    'the eight types become callouts without a plugin; details is a native details element; other words stay text',
    async () => {
      const page = parseHtml(await site.read('guide/containers.html'));
      for (const type of ['tip', 'warning', 'info', 'note', 'important', 'caution', 'danger']) {
        expect(page.querySelector(`.rp-callout--${type}`), type).not.toBeNull();
      }
      expect(page.querySelector('details summary')).not.toBeNull();
      expect(textOf(page.querySelector('.rspress-doc'))).toContain('::: custom');
    },
  );

  claim(
    'plugin/official-plugins/container-syntax#titles',
    'without a title a container shows its capitalised type; a title after the type or in {title=...} replaces it',
    async () => {
      const page = parseHtml(await site.read('guide/containers.html'));
      const titles = textsOf(page, '.rp-callout__title');
      expect(titles).toContain('Tip');
      expect(titles).toContain('Node.js version');
      expect(titles).toContain('Before you start');
      expect(textOf(page.querySelector('details summary'))).toBe('Details');
    },
  );

  claim(
    'plugin/official-plugins/container-syntax#github-alerts',
    'GitHub alerts become callouts titled with the type in capitals; text after the marker is content',
    async () => {
      const page = parseHtml(await site.read('guide/containers.html'));
      const titles = textsOf(page, '.rp-callout__title');
      expect(titles).toContain('NOTE');
      expect(titles).toContain('CAUTION');
      expect(titles).not.toContain('Trailing text');
      expect(textOf(page.querySelector('.rspress-doc'))).toContain('Trailing text');
    },
  );

  claim(
    [
      'plugin/official-plugins/medium-zoom#status',
      'plugin/official-plugins/medium-zoom#selector',
      'plugin/official-plugins/overview#medium-zoom',
    ],
    'with no option, a click on an image of the content zooms it, over everything (z-index 999)',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/image`);
      try {
        const image = tab.locator('.rspress-doc img').first();
        await tab.waitForFunction(
          () => document.querySelector('.rspress-doc img')?.classList.contains('medium-zoom-image'),
          undefined,
          { timeout: 5_000 },
        );
        await image.click();
        await expect.poll(() => tab.locator('.medium-zoom-image--opened').count()).toBe(1);
        const overlayZ = await tab
          .locator('.medium-zoom-overlay')
          .evaluate((element) => getComputedStyle(element).zIndex);
        expect(overlayZ).toBe('999');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/shiki#defaults',
      'plugin/official-plugins/overview#shiki',
      'plugin/official-plugins/shiki#option-defaultlanguage',
    ],
    'code is highlighted at build time with CSS-variable colours; a block without a language is plain text',
    async () => {
      const page = parseHtml(await site.read('guide/image.html'));
      const blocks = [...page.querySelectorAll('pre.shiki')];
      expect(blocks.length).toBe(2);
      const ts = blocks.find((block) => block.textContent?.includes('answer'));
      expect(ts?.innerHTML).toContain('--shiki-token-');
      const plain = blocks.find((block) => block.textContent?.includes('plain block'));
      expect(plain?.innerHTML).not.toContain('--shiki-token-');
    },
  );

  claim(
    [
      'plugin/official-plugins/last-updated#how-it-works',
      'plugin/official-plugins/last-updated#lastupdated',
    ],
    'outside a Git repository no date is shown and the build carries on',
    async () => {
      const page = parseHtml(await site.read('guide/start.html'));
      expect(textOf(page.querySelector('.rspress-doc-footer, footer'))).not.toContain(
        'Last Updated',
      );
      expect(await site.read('guide/start.html')).not.toContain('Last Updated');
    },
  );

  claim(
    [
      'plugin/official-plugins/container-syntax#limits',
      'plugin/official-plugins/container-syntax#syntax',
    ],
    'a ::: container inside another is not a box: its fence is text and its closing fence ends the outer box; a closing fence with text after it does not close',
    async () => {
      const page = parseHtml(await site.read('guide/nested.html'));
      const callouts = [...page.querySelectorAll('.rspress-doc .rp-callout')];
      const outer = callouts.find((element) => textOf(element).includes('Outer start.'));
      expect(outer?.querySelector('.rp-callout')).toBeNull();
      expect(textOf(outer)).toContain('::: warning Inner');
      expect(textOf(outer)).not.toContain('After the inner fence.');
      expect(textOf(page.querySelector('.rspress-doc'))).toContain('After the inner fence.');
      const info = callouts.find((element) => textOf(element).includes('Info body.'));
      expect(textOf(info)).toContain('::: and more');
      expect(textOf(info)).toContain('Still inside.');
    },
  );

  claim(
    [
      'plugin/official-plugins/container-syntax#callout-component',
      'plugin/official-plugins/container-syntax#migrate',
    ],
    'Callout from @rspress/core/theme in an .mdx page takes a type and a title built from a variable; without a title it shows the capitalised type; the markup is rp-callout, rp-callout--<type>, __title and __content',
    async () => {
      const page = parseHtml(await site.read('guide/upgrade.html'));
      const info = page.querySelector('.rspress-doc .rp-callout.rp-callout--info');
      expect(textOf(info?.querySelector('.rp-callout__title'))).toBe('New in 2.0.22');
      expect(textOf(info?.querySelector('.rp-callout__content'))).toBe(
        'Containers are part of the core.',
      );
      const warning = page.querySelector('.rspress-doc .rp-callout--warning');
      expect(textOf(warning?.querySelector('.rp-callout__title'))).toBe('Warning');
      expect(await site.read('guide/containers.html')).not.toContain('rspress-directive');
    },
  );

  claim(
    [
      'plugin/official-plugins/medium-zoom#selector',
      'plugin/official-plugins/medium-zoom#how-it-works',
    ],
    'the default selector leaves the navbar logo alone; an image added later by a script is not picked up',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/image`);
      try {
        await tab.waitForFunction(
          () => document.querySelector('.rspress-doc img')?.classList.contains('medium-zoom-image'),
          undefined,
          { timeout: 5_000 },
        );
        const logo = tab.locator('.rp-nav img, header img').first();
        expect(await logo.count()).toBe(1);
        expect(await logo.evaluate((image) => image.classList.contains('medium-zoom-image'))).toBe(
          false,
        );
        await tab.evaluate(() => {
          const added = document.createElement('img');
          added.src = '/diagram.svg';
          added.id = 'added-later';
          document.querySelector('.rspress-doc')?.append(added);
        });
        await tab.locator('#added-later').click();
        expect(await tab.locator('.medium-zoom-image--opened').count()).toBe(0);
        expect(
          await tab
            .locator('#added-later')
            .evaluate((image) => image.classList.contains('medium-zoom-image')),
        ).toBe(false);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/medium-zoom#status',
      'plugin/official-plugins/medium-zoom#options',
      'plugin/official-plugins/medium-zoom#how-it-works',
    ],
    'Escape closes the zoom, another key does not; scrolling closes it after 40 px by default; data-zoom-src loads the larger file when the image opens',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}/guide/zoom`);
      try {
        const image = tab.locator('.rspress-doc img[alt="Screenshot"]');
        await tab.waitForFunction(
          () => document.querySelector('.rspress-doc img')?.classList.contains('medium-zoom-image'),
          undefined,
          { timeout: 5_000 },
        );
        const opened = tab.locator('.medium-zoom-image--opened');
        // medium-zoom ignores a close while the image is still growing: wait until it stands still.
        const settled = async () => {
          let last = '';
          await expect
            .poll(
              async () => {
                const box = JSON.stringify(await opened.last().boundingBox());
                const still = box === last;
                last = box;
                return still;
              },
              { timeout: 10_000, interval: 200 },
            )
            .toBe(true);
        };
        const large = tab.waitForRequest(/shot-large\.svg/);
        await image.click();
        // With data-zoom-src medium-zoom opens a copy that shows the larger file.
        await expect.poll(() => opened.count()).toBeGreaterThan(0);
        await large;
        await settled();
        await tab.keyboard.press('a');
        expect(await opened.count()).toBeGreaterThan(0);
        await tab.keyboard.press('Escape');
        await expect.poll(() => opened.count(), { timeout: 10_000 }).toBe(0);
        await expect
          .poll(() => tab.locator('.medium-zoom-overlay').count(), { timeout: 10_000 })
          .toBe(0);
        await image.click();
        await expect.poll(() => opened.count()).toBeGreaterThan(0);
        await settled();
        await tab.mouse.wheel(0, 20);
        await expect.poll(() => tab.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        expect(await opened.count()).toBeGreaterThan(0);
        await tab.mouse.wheel(0, 60);
        await expect.poll(() => opened.count(), { timeout: 10_000 }).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  describe('committed to Git', () => {
    beforeAll(async () => {
      commitFiles(site.dir, ['docs/guide/start.md'], {
        name: 'Jane Doe',
        email: 'jane@example.com',
      });
      gitBuild = await site.rebuild();
      datedStart = await site.read('guide/start.html');
    });

    claim(
      [
        'plugin/official-plugins/last-updated#display',
        'plugin/official-plugins/overview#last-updated',
      ],
      'a committed page shows “Last Updated” with the commit’s date and author; an uncommitted page shows none',
      async () => {
        expect(gitBuild.code, gitBuild.output).toBe(0);
        const year = String(new Date().getFullYear());
        // Rspress prints a colon after the label; this project's install patches it out (patches/README.md).
        const line = textOf(parseHtml(datedStart).querySelector('.rp-last-updated'));
        expect(line).toMatch(
          new RegExp(
            `^Last Updated:? \\d{1,2}/\\d{1,2}/${year}, \\d{1,2}:\\d{2}:\\d{2} [AP]M by Jane Doe$`,
          ),
        );
        expect(await site.read('guide/navbar.html')).not.toContain('Last Updated');
      },
    );
  });
});
