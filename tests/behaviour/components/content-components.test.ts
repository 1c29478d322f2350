/**
 * What the components for page content do (Badge, Button, Callout, CodeBlock, CodeBlockRuntime,
 * CodeButtonGroup, Link, PackageManagerTabs, PageTabs, Prompt, SourceCode, Steps, Tabs, Tag, Toc),
 * as the theme components reference and the components guide state it: one scratch site with a
 * base path (contentSite.ts), its pre-rendered HTML and what a reader sees and does in Chromium.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { BASE, CONTENT_SITE } from './contentSite.ts';

const VOID = new Set(['img', 'br', 'hr', 'input', 'meta', 'link', 'source', 'path', 'circle']);

/** `expect.poll` with room for a busy machine (its default gives up after a second). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** The path of a URL without the `.html` that Rspress may show in the address bar. */
const pathOf = (url: string) => new URL(url).pathname.replace(/\.html$/, '');

describe('a site whose MDX pages render each content component with and without its props', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await buildScratchSite(CONTENT_SITE);
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  /** The outer HTML of the element with `id` in the pre-rendered page. */
  async function htmlOf(page: string, id: string): Promise<string> {
    const html = await site.read(`${page}.html`);
    const start = html.lastIndexOf('<', html.indexOf(` id="${id}"`));
    expect(html.indexOf(` id="${id}"`), `#${id} in ${page}.html`).toBeGreaterThan(-1);
    const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;
    tags.lastIndex = start;
    let depth = 0;
    for (let match = tags.exec(html); match; match = tags.exec(html)) {
      if (match[3] === '/' || VOID.has((match[2] ?? '').toLowerCase())) {
        if (depth === 0) return html.slice(start, tags.lastIndex);
        continue;
      }
      depth += match[1] === '/' ? -1 : 1;
      if (depth === 0) return html.slice(start, tags.lastIndex);
    }
    throw new Error(`#${id} is not closed in ${page}.html`);
  }

  async function open(route: string, options = {}): Promise<Page> {
    return openHydrated(browser, `${server.origin}${BASE}${route}`, options);
  }

  const shared = new Map<string, Promise<Page>>();

  /**
   * Runs `run` on the page at `route`, opened once and shared by the claims that only look at it or
   * act on parts no other claim reads (a page takes seconds to open on a busy machine).
   */
  async function withPage<T>(route: string, run: (tab: Page) => Promise<T>): Promise<T> {
    if (!shared.has(route)) {
      shared.set(route, open(route, { permissions: ['clipboard-read', 'clipboard-write'] }));
    }
    return run(await (shared.get(route) as Promise<Page>));
  }

  /** Runs `run` on a page of its own, for claims that navigate away or need a fresh state. */
  async function withFreshPage<T>(route: string, run: (tab: Page) => Promise<T>): Promise<T> {
    const tab = await open(route);
    try {
      return await run(tab);
    } finally {
      await tab.context().close();
    }
  }

  /** Marks the window, so that a later check can tell whether a navigation reloaded the page. */
  async function markWindow(tab: Page): Promise<void> {
    await tab.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'kept';
    });
  }
  async function windowKept(tab: Page): Promise<boolean> {
    return tab.evaluate(() => (window as unknown as { __marker?: string }).__marker === 'kept');
  }

  const style = (tab: Page, selector: string, property: string) =>
    tab
      .locator(selector)
      .first()
      .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

  // Using a component in a page

  claim(
    'guide/default-theme/components#usage',
    'in a plain .md file the import is text and the tag is plain HTML; in MDX, Markdown inside a component renders with or without blank lines',
    async () => {
      const plain = await site.read('plain.html');
      expect(plain).toContain('<p>import { Badge } from &#x27;@rspress/core/theme&#x27;;</p>');
      expect(plain).toContain('<badge text="in md"></badge>');
      const inside = await site.read('markdown-inside.html');
      for (const word of ['tight', 'loose']) {
        expect(inside).toContain(`<strong>bold ${word}</strong> and <code>code ${word}</code>`);
        expect(inside).toMatch(new RegExp(`<h3[^>]*id="heading-${word}"`));
        expect(inside).toMatch(new RegExp(`<pre class="shiki[^>]*data-lang="js"><code>.*${word}`));
      }
    },
  );

  // Badge

  claim(
    ['api/client-api/api-components#badge', 'guide/default-theme/components#badge'],
    'type defaults to tip, sets the colour; children win over text',
    async () => {
      expect(await htmlOf('badge', 'b-default')).toContain('>plain<');
      expect(await htmlOf('badge', 'b-both')).toContain('>from children<');
      expect(await htmlOf('badge', 'b-both')).not.toContain('from text');
      await withPage('badge', async (tab) => {
        const colour = (id: string) => style(tab, `#${id} > span`, 'background-color');
        expect(await colour('b-default')).toBe(await colour('b-tip'));
        const colours = new Set(
          await Promise.all(['b-tip', 'b-info', 'b-warning', 'b-danger'].map(colour)),
        );
        expect(colours.size).toBe(4);
      });
    },
  );

  claim(
    ['api/client-api/api-components#badge', 'guide/default-theme/components#badge'],
    'outline adds a border in the type colour and keeps the background',
    async () => {
      await withPage('badge', async (tab) => {
        expect(await style(tab, '#b-outline > span', 'border-top-width')).toBe('1px');
        expect(await style(tab, '#b-warning > span', 'border-top-width')).toBe('0px');
        expect(await style(tab, '#b-outline > span', 'background-color')).toBe(
          await style(tab, '#b-warning > span', 'background-color'),
        );
      });
    },
  );

  // Button

  claim(
    ['api/client-api/api-components#button', 'guide/default-theme/components#button'],
    'type="a" is a theme link with the base that navigates without a reload; type="button" a <button>; any other type or none a plain <a> without the base',
    async () => {
      expect(await htmlOf('button', 'btn-a')).toMatch(/<a href="\/base\/target"/);
      expect(await htmlOf('button', 'btn-button')).toMatch(/<button /);
      expect(await htmlOf('button', 'btn-other')).toMatch(/<a [^>]*href="\/target"/);
      expect(await htmlOf('button', 'btn-none')).toMatch(/<a [^>]*href="\/target"/);
      await withFreshPage('button', async (tab) => {
        await markWindow(tab);
        await tab.locator('#btn-a a').click();
        await tab.waitForURL(`**${BASE}target`);
        expect(await windowKept(tab)).toBe(true);
      });
      await withPage('button', async (tab) => {
        await markWindow(tab);
        await tab.locator('#btn-button button').click();
        await tab.waitForTimeout(300);
        expect(pathOf(tab.url())).toBe(`${BASE}button`);
      });
    },
  );

  claim(
    'guide/default-theme/components#button',
    'a plain <a> Button reloads the whole page when it leads to another page of the site',
    async () => {
      const tab = await openHydrated(browser, `${server.origin}${BASE}button`);
      try {
        await markWindow(tab);
        await tab.locator('#btn-plain-base a').click();
        await tab.waitForURL(`**${BASE}target**`);
        await tab.waitForLoadState('load');
        expect(await windowKept(tab)).toBe(false);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['api/client-api/api-components#button', 'guide/default-theme/components#button'],
    "defaults: href '/', theme brand, size big; alt and medium change the look; dangerouslySetInnerHTML becomes an __html attribute",
    async () => {
      expect(await htmlOf('button', 'btn-default-href')).toMatch(/href="\/"/);
      expect(await htmlOf('button', 'btn-html')).toContain(
        '__html="&lt;b&gt;bold label&lt;/b&gt;"',
      );
      expect(await htmlOf('button', 'btn-html')).not.toContain('<b>');
      await withPage('button', async (tab) => {
        const look = async (id: string) => ({
          background: await style(tab, `#${id} > *`, 'background-color'),
          height: await tab
            .locator(`#${id} > *`)
            .evaluate((element) => element.getBoundingClientRect().height),
        });
        const defaults = await look('btn-defaults');
        expect(defaults).toEqual(await look('btn-explicit'));
        expect((await look('btn-alt')).background).not.toBe(defaults.background);
        expect((await look('btn-medium')).height).toBeLessThan(defaults.height);
      });
    },
  );

  claim(
    'guide/default-theme/components#button',
    'a type="a" Button inside page content is styled like a text link; inside .rp-not-doc it keeps the button look',
    async () => {
      await withPage('button', async (tab) => {
        const colour = (selector: string) => style(tab, selector, 'color');
        const decoration = (selector: string) => style(tab, selector, 'text-decoration-line');
        const plain = await colour('#btn-defaults > a');
        expect(await colour('#btn-in-doc > a')).not.toBe(plain);
        expect(await colour('#btn-in-doc > a')).toBe(await colour('#text-link a'));
        expect(await decoration('#btn-in-doc > a')).toBe(await decoration('#text-link a'));
        expect(await colour('#btn-not-doc > a')).toBe(plain);
      });
    },
  );

  // Callout

  claim(
    ['api/client-api/api-components#callout', 'guide/default-theme/components#callout'],
    'the title defaults to the capitalised type; the container syntax renders the same box',
    async () => {
      expect(await htmlOf('callout', 'c-untitled')).toContain('>Warning<');
      expect(await htmlOf('callout', 'c-note')).toContain('>Note<');
      expect(await htmlOf('callout', 'c-warning')).toContain('>Breaking change<');
      const tag = (html: string) => html.replace(/<\/?p>|\n/g, '').replace(/^<div id="[^"]+">/, '');
      expect(tag(await htmlOf('callout', 'c-tip-container'))).toBe(
        tag(await htmlOf('callout', 'c-tip-component')),
      );
    },
  );

  claim(
    ['api/client-api/api-components#callout', 'guide/default-theme/components#callout'],
    'type="details" is a <details> box that opens when the reader clicks its title',
    async () => {
      expect(await htmlOf('callout', 'c-details')).toMatch(/<details[^>]*><summary[^>]*>Why\?/);
      await withPage('callout', async (tab) => {
        const body = tab.locator('#c-details').getByText('Hidden body.');
        await poll(() => body.isVisible()).toBe(false);
        await tab.locator('#c-details summary').click();
        await poll(() => body.isVisible()).toBe(true);
      });
    },
  );

  // CodeBlock, CodeBlockRuntime, CodeButtonGroup

  claim(
    ['api/client-api/api-components#codeblock', 'guide/default-theme/components#code-block'],
    'frames the given <pre>: title bar, line numbers, copy and wrap buttons; lang defaults to txt',
    async () => {
      const titled = await htmlOf('code', 'cb-titled');
      expect(titled).toContain('>output.sh<');
      expect(titled).toContain('language-sh');
      expect(titled).toContain('line-numbers');
      expect(titled).toContain('rp-code-copy-button');
      expect(titled).toContain('rp-code-wrap-button');
      const plain = await htmlOf('code', 'cb-plain');
      expect(plain).toContain('language-txt');
      expect(plain).not.toContain('line-numbers');
      expect(plain).not.toContain('rp-codeblock__title');
      expect(plain).not.toContain('wrap-code');
      expect(await htmlOf('code', 'cb-wrap')).toContain('rp-codeblock__content--wrap-code');
      await withPage('code', async (tab) => {
        await tab.locator('#cb-titled .rp-code-copy-button').click();
        await poll(() => tab.evaluate(() => navigator.clipboard.readText())).toContain('echo one');
      });
    },
  );

  claim(
    [
      'api/client-api/api-components#codeblockruntime',
      'guide/default-theme/components#code-block-runtime',
    ],
    'plain code in the HTML, highlighted in the browser in the same frame; onRendered is called',
    async () => {
      const html = await htmlOf('code', 'cbr');
      expect(html).toContain('>answer.ts<');
      expect(html).toContain('const answer: number = 42;\nconsole.log(answer);');
      expect(html).toContain('rp-code-copy-button');
      await withPage('code', async (tab) => {
        await poll(() =>
          tab.locator('#cbr pre span[style*="--shiki-token"]').count(),
        ).toBeGreaterThan(0);
        await poll(() =>
          tab.evaluate(() => (window as { __renderedCount?: number }).__renderedCount),
        ).toBeGreaterThan(0);
      });
    },
  );

  claim(
    'guide/default-theme/components#code-block-runtime',
    'height without fold is the maximum height of a scrolling block',
    async () => {
      await withPage('code', async (tab) => {
        const box = tab.locator('#cbr-height .rp-codeblock__content');
        await poll(() =>
          box.evaluate((element) => element.getBoundingClientRect().height),
        ).toBeLessThanOrEqual(100);
        const lines = tab.locator('#cbr-height pre');
        expect(
          await lines.evaluate((element) => element.getBoundingClientRect().height),
        ).toBeGreaterThan(300);
        expect(await box.evaluate((element) => getComputedStyle(element).overflowY)).toMatch(
          /auto|scroll/,
        );
      });
    },
  );

  claim(
    'guide/default-theme/components#code-block-runtime',
    'fold folds a long block to 300 pixels behind an expand button',
    async () => {
      await withPage('code', async (tab) => {
        const content = tab.locator('#cbr-fold .rp-codeblock__content');
        const height = () => content.evaluate((element) => element.getBoundingClientRect().height);
        await poll(height).toBeLessThanOrEqual(300);
        const expand = tab.locator('#cbr-fold .rp-codeblock__fold-btn');
        await expand.click();
        await poll(height).toBeGreaterThan(300);
      });
    },
  );

  claim(
    ['api/client-api/api-components#codebuttongroup', 'guide/default-theme/components#code-block'],
    'the copy button copies the text of copyElementRef, the wrap button calls toggleWrapCode; both shown by default, hidden by their props',
    async () => {
      expect(await htmlOf('code', 'no-buttons')).not.toContain('<button');
      await withPage('code', async (tab) => {
        await tab.locator('#plain-code .rp-code-copy-button').click();
        await poll(() => tab.evaluate(() => navigator.clipboard.readText())).toBe(
          'copied text one',
        );
        await tab.locator('#plain-code .rp-code-wrap-button').click();
        await poll(() => tab.locator('#plain-code pre').getAttribute('data-wrap')).toBe('true');
      });
    },
  );

  // Link

  claim(
    ['api/client-api/api-components#link', 'guide/default-theme/components#link'],
    'an internal path gets the base and navigates without a reload; an external URL opens a new tab with rel noopener noreferrer; the default href is the home page',
    async () => {
      expect(await htmlOf('link', 'l-internal')).toContain('href="/base/target"');
      expect(await htmlOf('link', 'l-external')).toMatch(
        /target="_blank" rel="noopener noreferrer"/,
      );
      expect(await htmlOf('link', 'l-default')).toContain('href="/base/"');
      await withFreshPage('link', async (tab) => {
        await markWindow(tab);
        await tab.locator('#l-internal a').click();
        await tab.waitForURL(`**${BASE}target`);
        await poll(() => tab.locator('h1').textContent()).toContain('Target page');
        expect(await windowKept(tab)).toBe(true);
      });
    },
  );

  claim(
    ['api/client-api/api-components#link', 'guide/default-theme/components#link'],
    'a #hash link scrolls within the page',
    async () => {
      await withFreshPage('link', async (tab) => {
        await markWindow(tab);
        await tab.locator('#l-hash a').click();
        await poll(() => tab.evaluate(() => window.scrollY)).toBeGreaterThan(200);
        expect(pathOf(tab.url())).toBe(`${BASE}link`);
        expect(await windowKept(tab)).toBe(true);
      });
    },
  );

  claim(
    ['api/client-api/api-components#link', 'guide/default-theme/components#link'],
    "loads the target page's code when the pointer rests on an internal link",
    async () => {
      await withFreshPage('link', async (tab) => {
        const scripts: string[] = [];
        tab.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        await tab.locator('#l-internal a').hover();
        await poll(() => scripts.length).toBeGreaterThan(0);
        const code = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())));
        expect(code.some((text) => text.includes('Target page'))).toBe(true);
      });
    },
  );

  claim(
    'api/client-api/api-components#link',
    'a click with a modifier key or on a link whose target is not _self keeps the browser behaviour; target="_self" still navigates in the app',
    async () => {
      await withFreshPage('link', async (tab) => {
        const opened = tab.context().waitForEvent('page');
        await tab.locator('#l-internal a').click({ modifiers: ['Control'] });
        const other = await opened;
        await other.waitForURL(`**${BASE}target**`, { waitUntil: 'commit' });
        expect(pathOf(tab.url())).toBe(`${BASE}link`);
      });
      await withFreshPage('link', async (tab) => {
        const opened = tab.context().waitForEvent('page');
        await tab.locator('#l-blank a').click();
        await (await opened).waitForURL(`**${BASE}target**`, { waitUntil: 'commit' });
        expect(pathOf(tab.url())).toBe(`${BASE}link`);
      });
      await withFreshPage('link', async (tab) => {
        await markWindow(tab);
        await tab.locator('#l-target a').click();
        await tab.waitForURL(`**${BASE}target**`);
        expect(await windowKept(tab)).toBe(true);
      });
    },
  );

  claim(
    'guide/default-theme/components#link',
    'shows a progress bar while the next page loads',
    async () => {
      await withFreshPage('link', async (tab) => {
        await tab.route('**/static/js/async/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        await tab.locator('#l-internal a').click();
        await poll(() => tab.locator('#nprogress').count()).toBe(1);
        await tab.waitForURL(`**${BASE}target**`);
      });
    },
  );

  claim(
    'guide/default-theme/components#link',
    "the href of a JSX Link is not checked by the build's dead-link check",
    async () => {
      expect(site.ok).toBe(true);
      expect(await htmlOf('link', 'l-dead')).toContain('href="/base/no-such-page"');
    },
  );

  // PackageManagerTabs

  /** Label and command of every tab of the PackageManagerTabs inside `#id`. */
  async function commands(tab: Page, id: string): Promise<[string, string][]> {
    const labels = await tab.locator(`#${id} .rp-tabs__label__item`).allTextContents();
    const panels = await tab.locator(`#${id} .rp-tabs__content__item pre`).allTextContents();
    return labels.map((label, index) => [label.trim(), (panels[index] ?? '').trim()]);
  }

  claim(
    [
      'api/client-api/api-components#packagemanagertabs',
      'guide/default-theme/components#package-manager-tabs',
    ],
    'a string command for npm, Yarn, pnpm, Bun and Deno: install becomes add, Deno gets npm: specifiers',
    async () => {
      await withPage('pm', async (tab) => {
        expect(await commands(tab, 'pm-install')).toEqual([
          ['npm', 'npm install @rspress/core -D'],
          ['yarn', 'yarn add @rspress/core -D'],
          ['pnpm', 'pnpm add @rspress/core -D'],
          ['bun', 'bun add @rspress/core -D'],
          ['deno', 'deno add npm:@rspress/core -D'],
        ]);
      });
    },
  );

  claim(
    [
      'api/client-api/api-components#packagemanagertabs',
      'guide/default-theme/components#package-manager-tabs',
    ],
    'exec runs a local binary, dlx a package from the registry and wins over exec; an object gives only the listed tabs verbatim; additionalTabs adds a tool',
    async () => {
      await withPage('pm', async (tab) => {
        expect((await commands(tab, 'pm-exec')).map(([, command]) => command)).toEqual([
          'npx rspress build',
          'yarn rspress build',
          'pnpm rspress build',
          'bun rspress build',
          'deno run -A npm:rspress build',
        ]);
        const dlx = [
          'npx create-rspress',
          'yarn dlx create-rspress',
          'pnpm dlx create-rspress',
          'bunx create-rspress',
          'deno run -A npm:create-rspress',
        ];
        expect((await commands(tab, 'pm-dlx')).map(([, command]) => command)).toEqual(dlx);
        expect((await commands(tab, 'pm-both')).map(([, command]) => command)).toEqual(dlx);
        expect(await commands(tab, 'pm-object')).toEqual([
          ['npm', 'npm run docs'],
          ['pnpm', 'pnpm docs'],
        ]);
        expect((await commands(tab, 'pm-extra')).at(-1)).toEqual(['ni', 'ni install left-pad']);
      });
    },
  );

  claim(
    [
      'api/client-api/api-components#packagemanagertabs',
      'guide/default-theme/components#package-manager-tabs',
    ],
    "the reader's choice is remembered across pages",
    async () => {
      const tab = await open('pm');
      try {
        await tab.locator('#pm-install .rp-tabs__label__item', { hasText: 'pnpm' }).click();
        await tab.goto(`${server.origin}${BASE}pm2`);
        await poll(() =>
          tab.locator('#pm-other .rp-tabs__content__item--active').textContent(),
        ).toContain('pnpm add vue');
      } finally {
        await tab.context().close();
      }
    },
  );

  // PageTabs and PageTab

  const pageTab = (tab: Page, label: string) =>
    tab.locator('.rp-page-tabs__label__item', { hasText: label });

  claim(
    ['api/client-api/api-components#pagetabs', 'guide/default-theme/components#page-tabs'],
    'the selected tab is kept in the query (?page=1 for the second, nothing for the first) and a link opens it',
    async () => {
      await withFreshPage('pagetabs', async (tab) => {
        await pageTab(tab, 'Vue').click();
        await poll(() => new URL(tab.url()).search).toBe('?page=1');
        await poll(() => tab.getByText('Vue text.').isVisible()).toBe(true);
        expect(await tab.getByText('React text.').isVisible()).toBe(false);
        await pageTab(tab, 'React').click();
        await poll(() => new URL(tab.url()).search).toBe('');
      });
      await withFreshPage('pagetabs?page=1', async (tab) => {
        await poll(() => tab.getByText('Vue text.').isVisible()).toBe(true);
        expect(await tab.getByText('React text.').isVisible()).toBe(false);
      });
    },
  );

  claim(
    ['api/client-api/api-components#pagetabs', 'guide/default-theme/components#page-tabs'],
    'id names the query parameter; values is not read: the labels come from each PageTab',
    async () => {
      await withFreshPage('pagetabs-id', async (tab) => {
        const labels = await tab.locator('.rp-page-tabs__label__item').allTextContents();
        expect(labels).toEqual(['Web', 'Node.js']);
        await pageTab(tab, 'Node.js').click();
        await poll(() => new URL(tab.url()).search).toBe('?platform=1');
      });
    },
  );

  /** The texts of the outline's entries. */
  const outline = (tab: Page) =>
    tab.locator('.rp-doc-layout__outline .rp-toc-item').allTextContents();

  claim(
    [
      'api/client-api/api-components#pagetabs',
      'guide/default-theme/components#page-tabs',
      'guide/default-theme/components#toc',
    ],
    'the outline and a Toc list the headings of the tab being read, not those of hidden tabs',
    async () => {
      await withFreshPage('pagetabs', async (tab) => {
        await poll(() => outline(tab)).toContain('Install for React');
        expect(await outline(tab)).not.toContain('Install for Vue');
        await pageTab(tab, 'Vue').click();
        await poll(() => outline(tab)).toContain('Install for Vue');
        expect(await outline(tab)).not.toContain('Install for React');
        expect(await tab.locator('#toc-in-tabs a').allTextContents()).toEqual(['Install for Vue']);
      });
    },
  );

  claim(
    'guide/default-theme/components#page-tabs',
    'a ninth tab does not work: at most eight tabs',
    async () => {
      await withPage('pagetabs-many?page=8', async (tab) => {
        await poll(() => tab.getByText('Panel 8.').isVisible()).toBe(false);
      });
    },
  );

  claim(
    'api/client-api/api-components#pagetab',
    'renders its children and nothing else; label is its tab title',
    async () => {
      const html = await site.read('pagetabs-id.html');
      expect(html).toContain('data-index="0">Runs in every modern browser.</div>');
      expect(html).toMatch(/rp-page-tabs__label__item" data-index="0">Web</);
    },
  );

  // Prompt

  claim(
    ['api/client-api/api-components#prompt', 'guide/default-theme/components#prompt'],
    "title 'Agent Prompt', eyebrow 'For your Agent', collapsed by default; the props set them and className and style reach the card",
    async () => {
      await withPage('prompt', async (tab) => {
        const card = tab.locator('#p-default');
        await poll(() => card.textContent()).toContain('Agent Prompt');
        expect(await card.textContent()).toContain('For your Agent');
        const shown = (selector: string) =>
          tab
            .locator(`${selector} .rp-prompt__content-inner`)
            .evaluate((element) => element.getBoundingClientRect().height);
        await poll(() => shown('#p-default')).toBe(0);
        const full = tab.locator('#p-full');
        expect(await full.textContent()).toContain('Migrate');
        expect(await full.textContent()).toContain('Agents');
        expect(await shown('#p-full')).toBeGreaterThan(0);
        expect(await full.locator('code', { hasText: 'this' }).count()).toBe(1);
        expect(await full.locator('strong', { hasText: 'your' }).count()).toBe(1);
        expect(await style(tab, '#p-full > div', 'margin-top')).toBe('3px');
        expect(await tab.locator('#p-full > .my-prompt').count()).toBe(1);
        await card.getByRole('button', { name: /expand/i }).click();
        await poll(() => shown('#p-default')).toBeGreaterThan(0);
      });
    },
  );

  claim(
    ['api/client-api/api-components#prompt', 'guide/default-theme/components#prompt'],
    'the copy button copies the prompt; custom shows the children without copy and fold buttons',
    async () => {
      await withPage('prompt', async (tab) => {
        await tab.locator('#p-default').getByRole('button', { name: /copy/i }).click();
        await poll(() => tab.evaluate(() => navigator.clipboard.readText())).toBe(
          'Upgrade this site to Rspress 2.',
        );
        const custom = tab.locator('#p-custom');
        expect(await custom.textContent()).toContain('Custom content here.');
        expect(await custom.locator('strong', { hasText: 'content' }).count()).toBe(1);
        expect(await custom.getByRole('button').count()).toBe(0);
      });
    },
  );

  claim(
    'guide/default-theme/components#prompt',
    'a click anywhere on the card copies the prompt',
    async () => {
      await withPage('prompt', async (tab) => {
        await tab.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await tab.evaluate(() => navigator.clipboard.writeText('before'));
        await tab.locator('#p-full .rp-prompt__content-body').click();
        await poll(() => tab.evaluate(() => navigator.clipboard.readText())).toBe(
          'Second prompt text.',
        );
      });
    },
  );

  // SourceCode

  claim(
    ['api/client-api/api-components#sourcecode', 'guide/default-theme/components#source-code'],
    'a "Source Code" link opening href in a new tab, with a GitHub icon by default and a GitLab one for platform="gitlab"',
    async () => {
      const github = await htmlOf('source', 's-github');
      const gitlab = await htmlOf('source', 's-gitlab');
      expect(github).toMatch(/href="https:\/\/github.com\/web-infra-dev\/rspress" target="_blank"/);
      expect(github).toContain('>Source Code<');
      expect(gitlab).toContain('>Source Code<');
      const icon = (html: string) => html.match(/<svg.*?<\/svg>/s)?.[0];
      expect(icon(github)).toBeDefined();
      expect(icon(gitlab)).toBeDefined();
      expect(icon(gitlab)).not.toBe(icon(github));
    },
  );

  // Steps

  claim(
    ['api/client-api/api-components#steps', 'guide/default-theme/components#steps'],
    'numbers the headings of levels 2 to 6 inside it, joined by a vertical line; they keep their ids and are in the outline',
    async () => {
      await withPage('steps', async (tab) => {
        const numbers = await tab.evaluate(() =>
          ['s-two', 's-three', 's-four', 's-five', 's-six', 'outside'].map((id) => {
            const heading = document.getElementById(id) as HTMLElement;
            return getComputedStyle(heading, '::before').content;
          }),
        );
        expect(numbers.slice(0, 5)).toEqual(['1', '2', '3', '4', '5'].map(() => 'counter(step)'));
        expect(numbers[5]).not.toContain('counter');
        const counters = await tab.evaluate(() => {
          return ['s-two', 's-six'].map((id) => {
            const heading = document.getElementById(id) as HTMLElement;
            return getComputedStyle(heading).counterIncrement;
          });
        });
        expect(counters).toEqual(['step 1', 'step 1']);
        expect(await style(tab, '.rp-steps', 'border-left-style')).toBe('solid');
        await poll(() => outline(tab)).toEqual(
          expect.arrayContaining(['Level two', 'Level three', 'Level four']),
        );
      });
    },
  );

  // Tabs and Tab

  const activePanel = (tab: Page, id: string) =>
    tab.locator(`#${id} .rp-tabs__content__item`).filter({ visible: true }).textContent();

  claim(
    ['api/client-api/api-components#tabs', 'guide/default-theme/components#tabs'],
    'the first tab shows unless defaultIndex or defaultValue picks another; defaultValue wins; values give the labels',
    async () => {
      await withPage('tabs', async (tab) => {
        expect(await activePanel(tab, 't-plain')).toBe('Panel one.');
        expect(await activePanel(tab, 't-index')).toBe('Index two.');
        expect(await activePanel(tab, 't-value')).toBe('Use packages.');
        expect(await activePanel(tab, 't-values')).toBe('yaml panel');
        expect(await tab.locator('#t-values .rp-tabs__label__item').allTextContents()).toEqual([
          'JSON',
          'YAML',
        ]);
      });
    },
  );

  claim(
    ['api/client-api/api-components#tabs', 'guide/default-theme/components#tabs'],
    'keepDOM (default) keeps the hidden panels in the HTML; keepDOM={false} renders only the active one',
    async () => {
      expect(await htmlOf('tabs', 't-plain')).toContain('Panel two.');
      expect(await htmlOf('tabs', 't-nokeep')).toContain('Kept A.');
      expect(await htmlOf('tabs', 't-nokeep')).not.toContain('Kept B.');
    },
  );

  claim(
    ['api/client-api/api-components#tabs', 'guide/default-theme/components#tabs'],
    'onChange is called with the position of the picked tab; tabPosition center centres the labels',
    async () => {
      await withPage('tabs', async (tab) => {
        await tab.locator('#t-change .rp-tabs__label__item', { hasText: 'C1' }).click();
        await poll(() =>
          tab.evaluate(() => (window as { __tabChanges?: number[] }).__tabChanges),
        ).toEqual([1]);
        expect(await style(tab, '#t-center .rp-tabs__label', 'justify-content')).toBe('center');
        expect(await style(tab, '#t-plain .rp-tabs__label', 'justify-content')).toBe('flex-start');
      });
    },
  );

  claim(
    ['api/client-api/api-components#tabs', 'guide/default-theme/components#tabs'],
    'tabs with the same groupId switch together, on other pages and later visits, remembering the position in localStorage',
    async () => {
      const tab = await open('tabs');
      try {
        await tab.locator('#t-group1 .rp-tabs__label__item', { hasText: 'Win' }).click();
        await poll(() => activePanel(tab, 't-group2')).toBe('win two');
        const stored = await tab.evaluate(() => JSON.stringify({ ...localStorage }));
        expect(stored).toContain('os');
        expect(stored).toMatch(/"1"|:1/);
        await tab.goto(`${server.origin}${BASE}tabs2`);
        await poll(() => activePanel(tab, 't-group3')).toBe('win three');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['api/client-api/api-components#tab', 'guide/default-theme/components#tabs'],
    'a disabled tab cannot be selected; value identifies a tab for defaultValue; label is its title',
    async () => {
      await withPage('tabs', async (tab) => {
        const windows = tab.locator('#t-value .rp-tabs__label__item', { hasText: 'Windows' });
        // Told to assistive technology as disabled (aria-disabled), and a click changes nothing.
        expect(await windows.isDisabled()).toBe(true);
        await windows.click({ force: true });
        await tab.waitForTimeout(200);
        expect(await activePanel(tab, 't-value')).toBe('Use packages.');
        expect(await tab.locator('#t-value .rp-tabs__label__item').allTextContents()).toEqual([
          'macOS',
          'Linux',
          'Windows',
        ]);
      });
    },
  );

  claim('api/client-api/api-components#tab', 'a Tab without label has an empty label', async () => {
    await withPage('tabs', async (tab) => {
      const labels = await tab.locator('#t-nolabel .rp-tabs__label__item').allTextContents();
      expect(labels).toEqual(['', '']);
    });
  });

  // Tag

  claim(
    ['api/client-api/api-components#tag', 'guide/default-theme/components#tag'],
    'new, experimental and deprecated, the colour words, other words, comma lists, SVG strings and image paths; nothing without tag',
    async () => {
      const badge = async (id: string) => htmlOf('tag', id);
      expect(await badge('tag-new')).toContain('rp-badge--tip">new<');
      expect(await badge('tag-experimental')).toMatch(/rp-badge--warning"><svg.*experimental/);
      expect(await badge('tag-deprecated')).toMatch(/rp-badge--danger"><svg.*deprecated/);
      for (const word of ['tip', 'info', 'warning', 'danger']) {
        expect(await badge(`tag-${word}`)).toContain(`rp-badge--${word}">${word}<`);
      }
      expect(await badge('tag-word')).toContain('rp-badge--info">beta<');
      const list = await badge('tag-list');
      expect(list).toContain('rp-badge--warning">warning<');
      expect(list).toContain('rp-badge--info">beta<');
      expect(await badge('tag-svg')).toContain('<circle');
      expect(await badge('tag-img')).toContain('<img src="/base/icons/star.png"');
      expect(await badge('tag-url')).toContain('<img src="https://example.com/star.png"');
      expect(await badge('tag-data')).toContain('<img src="data:image/svg+xml;base64,PHN2Zy8+"');
      expect(await badge('tag-none')).toBe('<span id="tag-none"></span>');
    },
  );

  // Toc

  claim(
    ['api/client-api/api-components#toc', 'guide/default-theme/components#toc'],
    'lists the ##, ### and #### headings of the page and highlights the one being read',
    async () => {
      await withPage('toc', async (tab) => {
        const entries = await tab.locator('#toc-here a').allTextContents();
        expect(entries).toEqual(['Second level', 'Third level', 'Fourth level', 'Last']);
        const active = async () => {
          await tab.evaluate(() => document.getElementById('fourth')?.scrollIntoView());
          return tab
            .locator('#toc-here a')
            .evaluateAll((links) =>
              links
                .filter((link) => link.className.includes('active'))
                .map((link) => link.textContent),
            );
        };
        await poll(active).toEqual(['Fourth level']);
      });
    },
  );
});
