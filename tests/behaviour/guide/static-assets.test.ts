/**
 * What Static assets and Deployment say about public files, bundled images, links to files and the
 * base path, on one site deployed under `/my-docs/` (the builds that fail on a missing image or a
 * link to a public file are in tests/behaviour/config/build.test.ts).
 */
import { readdir } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

const small = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>';
/** Bundled images are copied, not decoded: text in a .png file stands for an image. */
const large = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">${'<rect width="300" height="200" fill="#08f"/>'.repeat(300)}</svg>`;

const SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  base: '/my-docs/',
  icon: '/logo.svg',
  logo: '/logo.svg',
  head: ['<link rel="x-from-head" href="/logo.svg">'],
  markdown: { link: { checkDeadLinks: { excludes: (url) => url.startsWith('/files/') } } },
});
`,
  'docs/public/logo.svg': small,
  'docs/public/images/screenshot.svg': large,
  'docs/public/robots.txt': 'User-agent: *\n',
  'docs/public/files/guide.pdf': 'not really a PDF',
  'docs/index.md': '# Home\n',
  'docs/guide/install.md': `# Install

![The welcome screen](/images/screenshot.svg)

![Architecture overview](./images/architecture.png)

![Tiny](./images/tiny.png)

[Download the guide](/files/guide.pdf)
`,
  'docs/guide/images/architecture.png': large,
  'docs/guide/images/tiny.png': small,
  'docs/guide/components.mdx': `import { Hero } from '../../components/Hero';

# Components

<img src="./images/architecture.png" alt="relative jsx" />

<img src="/images/screenshot.svg" alt="absolute jsx" />

<Hero />
`,
  'components/Hero.tsx': `import { withBase } from '@rspress/core/runtime';
import diagram from './diagram.png';

export function Hero() {
  return (
    <div>
      <img src={diagram} alt="How the build works" />
      <img src={withBase('/images/logo.png')} alt="Logo" />
    </div>
  );
}
`,
  'components/diagram.png': large,
};

describe('a site under /my-docs/ with public files, bundled images and a link to a file', () => {
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

  claim(
    ['guide/basic/static-assets#public-folder', 'guide/basic/deploy#output'],
    'public files are copied to the output root unchanged, under their names',
    async () => {
      expect(await site.read('images/screenshot.svg')).toBe(large);
      expect(await site.read('robots.txt')).toBe('User-agent: *\n');
      expect(await site.read('logo.svg')).toBe(small);
    },
  );

  claim(
    ['guide/basic/static-assets#absolute-images', 'guide/basic/use-mdx#images'],
    'a / image path points into public, with the base added',
    async () => {
      expect(await site.read('guide/install.html')).toContain(
        'src="/my-docs/images/screenshot.svg"',
      );
    },
  );

  claim(
    [
      'guide/basic/static-assets#relative-images',
      'guide/basic/deploy#output',
      'guide/basic/use-mdx#images',
    ],
    'a relative image is bundled into static/image with a hash; a small one is inlined',
    async () => {
      const images = await readdir(`${site.dir}/doc_build/static/image`);
      expect(
        images.some((file) => /^architecture\.[0-9a-f]+\.png$/.test(file)),
        images.join(', '),
      ).toBe(true);
      expect(images.some((file) => file.startsWith('tiny'))).toBe(false);
      const html = await site.read('guide/install.html');
      expect(html).toMatch(/src="\/my-docs\/static\/image\/architecture\.[0-9a-f]+\.png"/);
      expect(html).toMatch(/alt="Tiny" src="data:image\/png/);
      expect(site.has('guide/images/architecture.html')).toBe(false);
    },
  );

  claim(
    'guide/basic/static-assets#images-in-components',
    'a relative <img> in MDX is bundled; an absolute one is written as is; components import images or use withBase',
    async () => {
      const html = await site.read('guide/components.html');
      expect(html).toMatch(
        /<img src="\/my-docs\/static\/image\/architecture\.[0-9a-f]+\.png" alt="relative jsx"/,
      );
      expect(html).toContain('<img src="/images/screenshot.svg" alt="absolute jsx"');
      expect(html).toMatch(
        /<img src="\/my-docs\/static\/image\/diagram\.[0-9a-f]+\.png" alt="How the build works"/,
      );
      expect(html).toContain('<img src="/my-docs/images/logo.png" alt="Logo"');
    },
  );

  claim(
    'guide/basic/static-assets#linking-files',
    'an excluded link to a public file builds, gets the base and opens the file',
    async () => {
      expect(await site.read('guide/install.html')).toContain('href="/my-docs/files/guide.pdf"');
      const tab = await openHydrated(browser, `${server.origin}/my-docs/guide/install`);
      try {
        const [response] = await Promise.all([
          tab.waitForResponse((candidate) => candidate.url().endsWith('/my-docs/files/guide.pdf')),
          tab.getByRole('link', { name: 'Download the guide' }).click(),
        ]);
        expect(response.status()).toBe(200);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/static-assets#icon-logo',
    'icon and logo get the base; head tags are written as they are',
    async () => {
      const html = await site.read('guide/install.html');
      expect(html).toMatch(
        /<link[^>]*rel="icon"[^>]*href="\/my-docs\/logo\.svg"|<link[^>]*href="\/my-docs\/logo\.svg"[^>]*rel="icon"/,
      );
      expect(html).toMatch(/<img[^>]*src="\/my-docs\/logo\.svg"/);
      expect(html).toContain('<link rel="x-from-head" href="/logo.svg">');
    },
  );

  claim(
    ['guide/basic/static-assets#two-kinds', 'guide/basic/static-assets#images-in-markdown'],
    'public and bundled images both load in the dev server as in the build',
    async () => {
      const dev = await site.dev();
      try {
        for (const origin of [server.origin, dev.origin]) {
          const tab = await openHydrated(browser, `${origin}/my-docs/guide/install`);
          try {
            // The dev server compiles the page when it is first asked for.
            await tab.locator('.rspress-doc img').first().waitFor({ timeout: 90_000 });
            const sources = await tab
              .locator('.rspress-doc img')
              .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
            expect(sources.length, origin).toBe(3);
            expect(
              sources.some((source) => source.endsWith('/my-docs/images/screenshot.svg')),
            ).toBe(true);
            // The tiny image is inlined as a data URL; the others are fetched.
            for (const source of sources.filter((url) => !url.startsWith('data:'))) {
              const answer = await tab.request.get(source);
              expect(answer.status(), `${origin}: ${source}`).toBe(200);
            }
          } finally {
            await tab.context().close();
          }
        }
      } finally {
        await dev.stop();
      }
    },
    180_000,
  );

  claim(
    ['guide/basic/static-assets#base-path', 'guide/basic/deploy#base-path'],
    'the output keeps its layout; links, scripts, styles, images and the search index are under the base',
    async () => {
      expect(site.has('index.html')).toBe(true);
      expect(site.has('logo.svg')).toBe(true);
      const html = await site.read('guide/install.html');
      expect(html).toMatch(/<script[^>]*src="\/my-docs\/static\/js\//);
      expect(html).toMatch(/<link href="\/my-docs\/static\/css\//);
      expect(html).toMatch(/href="\/my-docs\/guide\/install\.html"/);
      const context = await browser.newContext();
      const tab = await context.newPage();
      try {
        const requested: string[] = [];
        tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
        await tab.goto(`${server.origin}/my-docs/guide/install`);
        await tab.waitForLoadState('networkidle');
        await tab.waitForTimeout(1000);
        expect(requested.some((path) => path.startsWith('/my-docs/static/search_index'))).toBe(
          true,
        );
      } finally {
        await context.close();
      }
    },
  );
});

describe('the image check and the names of bundled images', () => {
  const config = (image: string) => `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', markdown: { image: ${image} } });
`;

  claim(
    ['guide/basic/static-assets#dead-images', 'guide/basic/static-assets#choosing'],
    'excludes lets a listed missing image through, false turns the check off; a changed bundled image gets a new name',
    async () => {
      const site = await buildScratchSite({
        'rspress.config.ts': config(
          "{ checkDeadImages: { excludes: ['/generated/coverage.svg'] } }",
        ),
        'docs/index.md':
          '# Home\n\n![Coverage](/generated/coverage.svg)\n\n![Chart](./chart.png)\n',
        'docs/chart.png': large,
      });
      try {
        expect(site.ok, site.output).toBe(true);
        const nameOf = async () =>
          (await readdir(`${site.dir}/doc_build/static/image`)).find((file) =>
            file.startsWith('chart.'),
          );
        const before = await nameOf();
        expect(before).toMatch(/^chart\.[0-9a-f]+\.png$/);

        await site.write('docs/chart.png', large.replace('#08f', '#f80'));
        await site.write('docs/other.md', '# Other\n\n![Not there](/images/not-there.png)\n');
        const checked = await site.rebuild();
        expect(checked.code).toBe(1);
        expect(checked.output).toContain('Dead images found');
        expect(checked.output).toContain('/images/not-there.png');
        expect(checked.output).not.toContain('/generated/coverage.svg');

        await site.write('rspress.config.ts', config('{ checkDeadImages: false }'));
        const unchecked = await site.rebuild();
        expect(unchecked.code, unchecked.output).toBe(0);
        const after = await nameOf();
        expect(after).toMatch(/^chart\.[0-9a-f]+\.png$/);
        expect(after).not.toBe(before);
      } finally {
        await site.remove();
      }
    },
    240_000,
  );
});
