/**
 * Custom pages' complete React example, built as the page shows it on a site served under a base
 * path: what it renders, its CSS Module and the theme's variables in both colour modes, `Link`
 * against a plain `<a>` in Chromium, and the front matter switches that trim the doc layout.
 */
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml } from '../theme/html.ts';

const PAGE = 'guide/basic/custom-page.md';

let site: ScratchBuild;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const showcase = await exampleFromPage(PAGE, 'react-page-example', 'docs/showcase/index.tsx');
  site = await buildScratchSite({
    'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'My Docs', base: '/docs/' });
`,
    'docs/index.md': '# Home\n\n[Showcase](/showcase/)\n',
    'docs/guide/getting-started.md': '# Getting started\n\n## Install {#install}\n\nText.\n',
    'docs/guide/reference-table.md': `${await exampleFromPage(PAGE, 'adjust-doc-layout', 'docs/guide/reference-table.md')}\n# Reference table\n\n## Part {#part}\n\nText.\n`,
    // The example, with a plain link beside its Link to compare them.
    'docs/showcase/index.tsx': showcase.replace(
      '<Link href="/guide/getting-started">Read the guide</Link>',
      '<Link href="/guide/getting-started">Read the guide</Link>\n      <a href="/guide/getting-started">Plain link</a>',
    ),
    'docs/showcase/showcase.module.css': await exampleFromPage(
      PAGE,
      'react-page-example',
      'docs/showcase/showcase.module.css',
    ),
  });
  expect(site.ok, site.output).toBe(true);
  [server, browser] = await Promise.all([site.preview(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.remove();
});

async function showcase(dark = false): Promise<Page> {
  return openHydrated(browser, `${server.origin}/docs/showcase/`, {
    colorScheme: dark ? 'dark' : 'light',
  });
}

claim(
  'guide/basic/custom-page#react-page-example',
  'the example is a page at /showcase/ with its own title and description, React state that answers clicks, and no doc layout',
  async () => {
    const doc = parseHtml(await site.read('showcase/index.html'));
    expect(doc.title).toBe('Showcase - My Docs');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Projects built with our tools.',
    );
    expect(doc.querySelector('.rp-doc-layout__sidebar')).toBeNull();
    expect(site.has('showcase/showcase.module.html')).toBe(false);
    const tab = await showcase();
    try {
      expect(await tab.locator('main p').first().textContent()).toBe('You selected Rsbuild.');
      await tab.getByRole('button', { name: 'Rslib' }).click();
      expect(await tab.locator('main p').first().textContent()).toBe('You selected Rslib.');
    } finally {
      await tab.context().close();
    }
  },
);

claim(
  'guide/basic/custom-page#styles',
  "the CSS Module styles the page, and the theme's variables follow the light or dark choice",
  async () => {
    const read = async (dark: boolean) => {
      const tab = await showcase(dark);
      try {
        return await tab
          .locator('main')
          .first()
          .evaluate((main) => {
            const style = getComputedStyle(main);
            return { maxWidth: style.maxWidth, color: style.color };
          });
      } finally {
        await tab.context().close();
      }
    };
    const [light, dark] = [await read(false), await read(true)];
    expect(light.maxWidth).toBe('960px');
    expect(dark.maxWidth).toBe('960px');
    expect(light.color).not.toBe(dark.color);
  },
);

claim(
  'guide/basic/custom-page#react-links',
  'Link adds the base but no .html and opens the page without reloading; a plain <a> gets no base and reloads',
  async () => {
    const html = await site.read('showcase/index.html');
    expect(html).toContain('href="/docs/guide/getting-started"');
    expect(html).toContain('<a href="/guide/getting-started">Plain link</a>');
    const tab = await showcase();
    try {
      await tab.evaluate(() => {
        (window as unknown as { kept: boolean }).kept = true;
      });
      const requested: string[] = [];
      tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await tab.getByRole('link', { name: 'Read the guide' }).hover();
      await tab.waitForTimeout(800);
      // Resting the pointer on the link loads the target page's code.
      expect(requested.some((path) => path.endsWith('.js'))).toBe(true);
      await tab.getByRole('link', { name: 'Read the guide' }).click();
      await tab.waitForURL((url) => url.pathname === '/docs/guide/getting-started');
      await tab.locator('h1', { hasText: 'Getting started' }).waitFor();
      expect(await tab.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

      await tab.goto(`${server.origin}/docs/showcase/`);
      await tab.evaluate(() => {
        (window as unknown as { kept: boolean }).kept = true;
      });
      await tab.getByRole('link', { name: 'Plain link' }).click();
      await tab.waitForURL((url) => url.pathname === '/guide/getting-started');
      expect(
        await tab.evaluate(() => (window as unknown as { kept?: boolean }).kept),
      ).toBeUndefined();
    } finally {
      await tab.context().close();
    }
  },
);

claim(
  'guide/basic/custom-page#adjust-doc-layout',
  'doc-wide with sidebar, outline and footer off keeps the navbar and the content and drops the three parts',
  async () => {
    const trimmed = parseHtml(await site.read('guide/reference-table.html'));
    const normal = parseHtml(await site.read('guide/getting-started.html'));
    for (const [part, selector] of [
      ['sidebar', '.rp-doc-layout__sidebar'],
      ['outline', '.rp-doc-layout__outline'],
      ['footer', '.rp-prev-next-page, .rp-doc-footer'],
    ] as const) {
      expect(normal.querySelector(selector), part).not.toBeNull();
      expect(trimmed.querySelector(selector), part).toBeNull();
    }
    expect(trimmed.querySelector('.rp-nav')).not.toBeNull();
    expect(trimmed.querySelector('.rspress-doc h1')?.textContent).toContain('Reference table');
  },
);
