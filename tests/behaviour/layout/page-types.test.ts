/**
 * What the page types and the layout switches of the front matter do to the doc layout, measured in
 * Chromium on one scratch site: the width of the content column beside the sidebar and the outline.
 */
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

/** A long paragraph, so that the content column fills whatever width it is given. */
const TEXT = 'A sentence long enough to fill a line of the content column. '.repeat(40);

function page(frontMatter: string): string {
  return `---\n${frontMatter}\n---\n\n# Page\n\n${TEXT}\n\n## Section {#section}\n\n${TEXT}\n\n## Another {#another}\n\n${TEXT}\n`;
}

const SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Scratch', search: false });
`,
  'docs/index.md': page('pageType: doc'),
  'docs/guide/doc.md': page('pageType: doc'),
  'docs/guide/wide.md': page('pageType: doc-wide'),
  'docs/guide/wide-alone.md': page('pageType: doc-wide\nsidebar: false\noutline: false'),
  'docs/guide/doc-alone.md': page('sidebar: false\noutline: false'),
};

describe('a site with a page of each doc page type, with and without sidebar and outline', () => {
  let site: ScratchBuild;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    site = await buildScratchSite(SITE);
    expect(site.ok, site.output).toBe(true);
    [server, browser] = await Promise.all([site.preview(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.remove();
  });

  /** The width in CSS pixels of the page's content (the `.rspress-doc` element) at `width`. */
  async function contentWidth(route: string, width: number): Promise<number> {
    const tab = await openHydrated(browser, `${server.origin}${route}`, {
      viewport: { width, height: 900 },
    });
    try {
      return await tab
        .locator('.rspress-doc')
        .evaluate((element) => element.getBoundingClientRect().width);
    } finally {
      await tab.context().close();
    }
  }

  claim(
    [
      'api/config/config-frontmatter#pagetype',
      'guide/default-theme/doc-page#doc-wide',
      'guide/basic/custom-page#page-types',
    ],
    'doc-wide beside the sidebar and the outline is as wide as a doc page; it widens only without them',
    async () => {
      for (const width of [1440, 1920]) {
        const doc = await contentWidth('/guide/doc', width);
        const wide = await contentWidth('/guide/wide', width);
        const wideAlone = await contentWidth('/guide/wide-alone', width);
        const docAlone = await contentWidth('/guide/doc-alone', width);
        expect(wide, `doc-wide at ${width}px`).toBe(doc);
        expect(wideAlone, `doc-wide without sidebar and outline at ${width}px`).toBeGreaterThan(
          doc,
        );
        expect(wideAlone, `doc-wide alone against doc alone at ${width}px`).toBeGreaterThan(
          docAlone,
        );
      }
    },
  );
});
