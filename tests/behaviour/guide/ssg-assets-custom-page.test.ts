/**
 * A second pass over Static site generation, Static assets and Custom pages, for the sentences the
 * other files check only in part: on a two-version site under `/my-docs/` with another `root`, what
 * the public folder copies, where bundled images go and which are inlined, what each pre-rendered
 * page holds and what a hover and a click load; on a site without a base, custom pages in Chromium
 * (titles, blank pages, Sass), routes rendered in the browser and browser-only packages; and the
 * builds that fail, with what they print.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf } from '../theme/html.ts';

/** An image file of exactly `bytes` bytes (bundled images are copied, not decoded). */
function image(bytes: number): string {
  const open = '<svg xmlns="http://www.w3.org/2000/svg">';
  const close = '</svg>';
  return open + ' '.repeat(bytes - open.length - close.length) + close;
}

const ASSETS_SITE = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'content',
  base: '/my-docs/',
  title: 'Assets',
  icon: '/favicon.svg',
  logo: '/favicon.svg',
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  markdown: { link: { checkDeadLinks: { excludes: ['/files/notes.txt'] } } },
  themeConfig: { editLink: { docRepoBaseUrl: 'https://github.com/acme/docs/tree/main/content' } },
});
`,
  'content/public/robots.txt': 'User-agent: *\n',
  'content/public/.nojekyll': '',
  'content/public/.well-known/security.txt': 'Contact: mailto:security@example.com\n',
  'content/public/_redirects': '/old /my-docs/ 301\n',
  'content/public/favicon.svg': image(120),
  'content/public/files/notes.txt': 'Plain notes.\n',
  'content/public/notes.md': '# Public notes\n',
  'content/public/images/shot.svg': image(9000),
  'content/v1/index.md': '# Home one\n',
  'content/v1/guide/start.md': '# Start one\n\nVERSIONONE text.\n',
  'content/v2/index.md': '# Home\n',
  'content/v2/guide/_meta.json': JSON.stringify([
    'intro',
    'sizes',
    'mdx-page',
    { type: 'dir', name: 'deep', label: 'Deep', collapsible: true, collapsed: true },
  ]),
  'content/v2/guide/intro.md':
    '# Intro\n\nIntro text.\n\n[Deep page](/guide/deep/inner)\n\n[Notes](/files/notes.txt)\n\n![Up](../img/up.png)\n',
  'content/v2/img/up.png': image(9000),
  'content/v2/guide/deep/_meta.json': JSON.stringify(['inner']),
  'content/v2/guide/deep/inner.md':
    '---\ndescription: The inner description.\n---\n\n# Inner\n\nInner text.\n',
  'content/v2/guide/sizes.md':
    '# Sizes\n\n![s4096](./s4096.png)\n\n![s4097](./s4097.png)\n\n![s9000](./s9000.png)\n',
  'content/v2/guide/s4096.png': image(4096),
  'content/v2/guide/s4097.png': image(4097),
  'content/v2/guide/s9000.png': image(9000),
  'content/v2/guide/mdx-page.mdx':
    "import { Raw } from '../../../components/Raw';\n\n# MDX page\n\n![absolute markdown](/images/shot.svg)\n\n![relative markdown](./s9000.png)\n\n<Raw />\n",
  // Neither path is processed in a component: no base, no bundling, no check of the missing file.
  'components/Raw.tsx':
    'export function Raw() {\n  return (\n    <>\n      <img src="/images/shot.svg" alt="raw absolute" />\n      <img src="./missing.png" alt="raw relative" />\n    </>\n  );\n}\n',
};

const PAGE = 'guide/basic/custom-page.md';

const PAGES_SITE = async () => ({
  'rspress.config.ts': `import path from 'node:path';
import { pluginSass } from '@rsbuild/plugin-sass';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'My Docs',
  mediumZoom: false,
  globalStyles: path.join(__dirname, 'global.css'),
  ssg: { experimentalExcludeRoutePaths: ['/excluded'] },
  builderConfig: { plugins: [pluginSass()] },
});
`,
  'global.css': '.global-probe { color: rgb(9, 8, 7); }\n',
  'docs/public/pic.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>',
  'docs/index.md': '# Home\n',
  'docs/guide/a.md': '# A\n\nA text.\n\n[Showcase](/showcase/)\n\n![Pic](/pic.svg)\n',
  'docs/guide/b.md': '# B\n\nB text.\n',
  'docs/showcase/index.tsx': await exampleFromPage(
    PAGE,
    'react-page-example',
    'docs/showcase/index.tsx',
  ),
  'docs/showcase/showcase.module.css': await exampleFromPage(
    PAGE,
    'react-page-example',
    'docs/showcase/showcase.module.css',
  ),
  'docs/blank.mdx':
    '---\npageType: blank\ntitle: Front title\n---\n\n# Blank\n\n<p className="global-probe">Probe</p>\n\n```js title="x.js"\nconst x = 1;\n```\n\n:::tip\nA tip on a blank page.\n:::\n',
  'docs/excluded.md': '# Excluded\n\nExcluded text.\n',
  'docs/chart.mdx': `import { BrowserOnly } from '@rspress/core/runtime';

# Chart

<BrowserOnly fallback={<p>Loading the chart</p>}>
  {async () => {
    const { draw } = await import('../vendor/chart.js');
    return <p className="chart">{draw()}</p>;
  }}
</BrowserOnly>
`,
  // A package that touches the browser as soon as it is imported.
  'vendor/chart.js':
    "window.chartLoaded = true;\nexport function draw() {\n  return 'Chart drawn at ' + window.innerWidth + 'px';\n}\n",
  'docs/with-base.mdx':
    "import { withBase } from '@rspress/core/runtime';\n\n# With base\n\n<p id=\"with-base\">{withBase('/images/logo.png')}</p>\n",
  'docs/styled/index.tsx':
    "import './styled.scss';\n\nexport const frontmatter = { pageType: 'custom' };\n\nexport default function Styled() {\n  return <p className=\"sassy\">Sassy</p>;\n}\n",
  'docs/styled/styled.scss': '$ink: rgb(1, 2, 3);\n.sassy { color: $ink; }\n',
});

let assets: ScratchBuild;
let pages: ScratchBuild;
let assetsServer: RunningServer;
let pagesServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  assets = await buildScratchSite(ASSETS_SITE);
  expect(assets.ok, assets.output).toBe(true);
  pages = await buildScratchSite(await PAGES_SITE());
  expect(pages.ok, pages.output).toBe(true);
  [assetsServer, pagesServer, browser] = await Promise.all([
    assets.preview(),
    pages.preview(),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([assets?.remove(), pages?.remove()]);
});

/** Every HTML file of a site's output, relative to it. */
async function htmlFiles(site: ScratchBuild): Promise<string[]> {
  const files = await readdir(path.join(site.dir, 'doc_build'), { recursive: true });
  return files.filter((file) => file.endsWith('.html'));
}

describe('a two-version site under /my-docs/ whose root is content/', () => {
  claim(
    'guide/basic/static-assets#public-folder',
    'public under another root is copied whole, dot files and folders included, unchanged; its Markdown is neither a page nor a sidebar item',
    async () => {
      for (const file of [
        'robots.txt',
        '.nojekyll',
        '.well-known/security.txt',
        '_redirects',
        'files/notes.txt',
        'notes.md',
      ])
        expect(await assets.read(file), file).toBe(
          ASSETS_SITE[`content/public/${file}` as keyof typeof ASSETS_SITE],
        );
      expect(assets.has('notes.html')).toBe(false);
      expect(assets.has('public/notes.html')).toBe(false);
      expect(await assets.read('guide/intro.html')).not.toContain('Public notes');
    },
  );

  claim(
    'guide/basic/static-assets#relative-images',
    'a ../ path is resolved from the page; images of 4 KB or less are inlined as data URLs, in the HTML and in the JavaScript of the page',
    async () => {
      expect(await assets.read('guide/intro.html')).toMatch(
        /alt="Up" src="\/my-docs\/static\/image\/up\.[0-9a-f]+\.png"/,
      );
      const sizes = await assets.read('guide/sizes.html');
      expect(sizes).toMatch(/alt="s4096" src="data:image\/png;base64,/);
      expect(sizes).toMatch(/alt="s4097" src="\/my-docs\/static\/image\/s4097\.[0-9a-f]+\.png"/);
      const images = await readdir(path.join(assets.dir, 'doc_build/static/image'));
      expect(images.some((file) => file.startsWith('s4096'))).toBe(false);
      // The inlined image is in the JavaScript chunk of the page, as a data URL.
      const js = path.join(assets.dir, 'doc_build/static/js/async');
      const chunks = await Promise.all(
        (await readdir(js)).map((file) => readFile(path.join(js, file), 'utf8')),
      );
      const inlined = Buffer.from(image(4096)).toString('base64').slice(0, 40);
      expect(chunks.some((code) => code.includes(`data:image/png;base64,${inlined}`))).toBe(true);
    },
  );

  claim(
    'guide/basic/static-assets#images-in-components',
    'in an .mdx page the Markdown image syntax gets the base for a / path and bundles a relative one, as in .md; in a component both paths are written as they are',
    async () => {
      const html = await assets.read('guide/mdx-page.html');
      expect(html).toMatch(/<img src="\/my-docs\/images\/shot\.svg" alt="absolute markdown"/);
      expect(html).toMatch(
        /alt="relative markdown" src="\/my-docs\/static\/image\/s9000\.[0-9a-f]+\.png"/,
      );
      expect(html).toContain('<img src="/images/shot.svg" alt="raw absolute"/>');
      expect(html).toContain('<img src="./missing.png" alt="raw relative"/>');
    },
  );

  claim(
    'guide/basic/static-assets#linking-files',
    'a string of excludes lets a link to a public file through; a click on it is an ordinary page load of the file, under the base',
    async () => {
      expect(await assets.read('guide/intro.html')).toContain('href="/my-docs/files/notes.txt"');
      const tab = await openHydrated(browser, `${assetsServer.origin}/my-docs/guide/intro`);
      try {
        await tab.evaluate(() => {
          (window as unknown as { kept: boolean }).kept = true;
        });
        await tab.locator('.rspress-doc').getByRole('link', { name: 'Notes' }).click();
        await tab.waitForURL((url) => url.pathname === '/my-docs/files/notes.txt');
        expect((await tab.locator('body').innerText()).trim()).toBe('Plain notes.');
        expect(
          await tab.evaluate(() => (window as unknown as { kept?: boolean }).kept),
        ).toBeUndefined();
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/basic/static-assets#icon-logo', 'guide/basic/static-assets#image-zoom'],
    'the icon is linked, with the base, from every page, 404 and other versions included; a click on the logo does not zoom it',
    async () => {
      const files = await htmlFiles(assets);
      expect(files).toContain('404.html');
      expect(files).toContain('v1/guide/start.html');
      for (const file of files)
        expect(await assets.read(file), file).toMatch(
          /<link rel="icon" href="\/my-docs\/favicon\.svg"/,
        );
      const tab = await openHydrated(browser, `${assetsServer.origin}/my-docs/guide/intro`);
      try {
        await tab.locator('.rspress-doc img').click();
        await expect.poll(() => tab.locator('.medium-zoom-overlay').count()).toBe(1);
        await tab.goto(`${assetsServer.origin}/my-docs/guide/sizes`);
        await tab.locator('.rp-nav img').first().click();
        await tab.waitForTimeout(600);
        expect(await tab.locator('.medium-zoom-overlay').count()).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/ssg#what-is-prerendered',
    "every version is pre-rendered; a collapsed group is open on its own pages; the Open Graph title and description are the page's; the preload hint is the page's own chunk",
    async () => {
      expect(await assets.read('v1/guide/start.html')).toContain('VERSIONONE text.');
      const groupOf = (doc: Document) => {
        const label = [...doc.querySelectorAll('.rp-sidebar-group')].find(
          (group) => textOf(group) === 'Deep',
        );
        return label?.nextElementSibling?.getAttribute('style') ?? '';
      };
      const inner = parseHtml(await assets.read('guide/deep/inner.html'));
      const intro = parseHtml(await assets.read('guide/intro.html'));
      expect(groupOf(intro)).toContain('grid-template-rows:0fr');
      expect(groupOf(inner)).toContain('grid-template-rows:1fr');
      expect(inner.title).toBe('Inner - Assets');
      expect(inner.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
        'Inner - Assets',
      );
      expect(inner.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'The inner description.',
      );
      expect(inner.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(
        'The inner description.',
      );
      const preload = (doc: Document) =>
        doc.querySelector('link[rel="preload"][as="script"]')?.getAttribute('href');
      expect(preload(inner)).toMatch(/^\/my-docs\/static\/js\/async\//);
      expect(preload(inner)).not.toBe(preload(intro));
    },
  );

  claim(
    'guide/basic/ssg#hydration',
    'hovering a Markdown link loads the chunk the target page preloads; the click then swaps the page without a reload',
    async () => {
      const target = parseHtml(await assets.read('guide/deep/inner.html'))
        .querySelector('link[rel="preload"][as="script"]')
        ?.getAttribute('href');
      const tab = await openHydrated(browser, `${assetsServer.origin}/my-docs/guide/intro`);
      try {
        const requested: string[] = [];
        tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
        await tab.evaluate(() => {
          (window as unknown as { kept: boolean }).kept = true;
        });
        const link = tab.locator('.rspress-doc').getByRole('link', { name: 'Deep page' });
        await link.hover();
        await expect.poll(() => requested).toContain(target);
        await link.click();
        await tab.locator('.rspress-doc h1', { hasText: 'Inner' }).waitFor();
        expect(await tab.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('a site without a base with custom pages, Sass and browser-only code', () => {
  claim(
    'guide/basic/custom-page#page-types',
    'a doc page has the footer with previous/next links; the edit link only once themeConfig.editLink is set',
    async () => {
      const plain = parseHtml(await pages.read('guide/a.html'));
      expect(textOf(plain.querySelector('.rp-doc-footer'))).toContain('B');
      expect(plain.querySelector('.rp-doc-footer a[href="/guide/b.html"]')).not.toBeNull();
      expect(plain.querySelector('.rp-doc-footer__edit a')).toBeNull();
      const edited = parseHtml(await assets.read('guide/intro.html'));
      expect(edited.querySelector('.rp-doc-footer__edit a')?.getAttribute('href')).toContain(
        'https://github.com/acme/docs/tree/main/content/',
      );
    },
  );

  claim(
    'guide/basic/custom-page#page-types',
    'on a blank page too, global styles and the dark mode apply',
    async () => {
      const tab = await openHydrated(browser, `${pagesServer.origin}/blank`, {
        colorScheme: 'dark',
      });
      try {
        expect(await tab.locator('.rp-nav').count()).toBe(0);
        expect(
          await tab.locator('.global-probe').evaluate((element) => getComputedStyle(element).color),
        ).toBe('rgb(9, 8, 7)');
        expect(
          await tab.evaluate(() => document.documentElement.classList.contains('rp-dark')),
        ).toBe(true);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/custom-page#page-head',
    "in the browser the title of Head stays after hydration and is set when a link leads to the page; a blank page's title is the site title",
    async () => {
      const tab = await openHydrated(browser, `${pagesServer.origin}/showcase/`);
      try {
        await tab.waitForTimeout(500);
        expect(await tab.title()).toBe('Showcase - My Docs');
        await tab.goto(`${pagesServer.origin}/guide/a`);
        await tab.locator('.rspress-doc').getByRole('link', { name: 'Showcase' }).click();
        await tab.getByText('You selected Rsbuild.').waitFor();
        await expect.poll(() => tab.title()).toBe('Showcase - My Docs');
        await tab.goto(`${pagesServer.origin}/blank`);
        await tab.waitForTimeout(500);
        expect(await tab.title()).toBe('My Docs');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/custom-page#mdx-custom-page',
    'on a blank MDX page code blocks have no title bar or copy button and :::tip is still a callout',
    async () => {
      const doc = parseHtml(await pages.read('blank.html'));
      const root = doc.querySelector('#__rspress_root');
      expect(root?.querySelector('pre')).not.toBeNull();
      expect(root?.querySelector('.rp-codeblock, .rp-code-copy-button')).toBeNull();
      expect(textOf(root)).not.toContain('x.js');
      expect(textOf(root?.querySelector('[class*="callout"]'))).toContain('A tip on a blank page.');
    },
  );

  claim(
    'guide/basic/custom-page#styles',
    'a React page imports Sass once @rsbuild/plugin-sass is in builderConfig.plugins',
    async () => {
      const tab = await openHydrated(browser, `${pagesServer.origin}/styled/`);
      try {
        expect(
          await tab.locator('.sassy').evaluate((element) => getComputedStyle(element).color),
        ).toBe('rgb(1, 2, 3)');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/ssg#exclude-route-paths',
    'the browser renders an excluded route whole: navbar, sidebar and content',
    async () => {
      expect(await pages.read('excluded.html')).not.toContain('Excluded text.');
      const tab = await openHydrated(browser, `${pagesServer.origin}/excluded`);
      try {
        await tab.locator('.rspress-doc', { hasText: 'Excluded text.' }).waitFor();
        expect(await tab.locator('.rp-nav').count()).toBe(1);
        expect(await tab.locator('.rp-doc-layout__sidebar').count()).toBe(1);
        expect(await tab.title()).toBe('Excluded - My Docs');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/ssg#build-errors',
    'a package that touches window when imported, loaded with import() inside BrowserOnly, builds: the HTML has the fallback, the browser the content',
    async () => {
      expect(await pages.read('chart.html')).toContain('Loading the chart');
      const tab = await openHydrated(browser, `${pagesServer.origin}/chart`);
      try {
        await tab.locator('.chart').first().waitFor();
        expect(await tab.locator('.chart').first().textContent()).toBe('Chart drawn at 1280px');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/ssg#what-is-prerendered',
    "with the site's scripts blocked, the inline script alone applies a saved dark choice and a dark preference",
    async () => {
      const darkWithoutBundles = async (colorScheme: 'light' | 'dark', saved?: string) => {
        const context = await browser.newContext({ colorScheme });
        try {
          await context.route(/\/static\/js\//, (route) => route.abort());
          if (saved)
            await context.addInitScript((value) => {
              localStorage.setItem('rspress-theme-appearance', value);
            }, saved);
          const tab = await context.newPage();
          await tab.goto(`${pagesServer.origin}/guide/a`);
          return await tab.evaluate(() => {
            const root = document.getElementById('__rspress_root') ?? {};
            if (Object.keys(root).some((key) => key.startsWith('__reactContainer')))
              throw new Error('the page was hydrated');
            return document.documentElement.classList.contains('dark');
          });
        } finally {
          await context.close();
        }
      };
      expect(await darkWithoutBundles('light')).toBe(false);
      expect(await darkWithoutBundles('light', 'dark')).toBe(true);
      expect(await darkWithoutBundles('dark')).toBe(true);
      expect(await darkWithoutBundles('dark', 'light')).toBe(false);
    },
  );

  claim(
    'guide/basic/ssg#what-is-prerendered',
    'without a 404 page of its own, the site gets a 404.html with the navbar and the not-found screen',
    async () => {
      const doc = parseHtml(await pages.read('404.html'));
      expect(doc.querySelector('.rp-nav')).not.toBeNull();
      expect(textOf(doc.querySelector('#__rspress_root'))).toMatch(/PAGE NOT FOUND/i);
    },
  );

  claim(
    'guide/basic/static-assets#images-in-components',
    'withBase leaves a path as it is on a site without a base',
    async () => {
      expect(await pages.read('with-base.html')).toContain(
        '<p id="with-base">/images/logo.png</p>',
      );
    },
  );

  claim(
    'guide/basic/static-assets#image-zoom',
    'mediumZoom: false: a click on an image of the content opens no zoomed view',
    async () => {
      const tab = await openHydrated(browser, `${pagesServer.origin}/guide/a`);
      try {
        await tab.locator('.rspress-doc img').click();
        await tab.waitForTimeout(600);
        expect(await tab.locator('.medium-zoom-overlay').count()).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('builds that fail', () => {
  /** Builds `files`, removes the site and gives what the build printed. */
  async function failingBuild(files: Record<string, string>): Promise<string> {
    const site = await buildScratchSite(files);
    try {
      expect(site.ok, site.output).toBe(false);
      return site.output;
    } finally {
      await site.remove();
    }
  }

  claim(
    ['guide/basic/ssg#ssr-safe-code', 'guide/basic/ssg#build-errors'],
    'on Node.js 20, document, localStorage and navigator read while rendering each fail; the log names every failing page and its file, and a stack trace starts at a component',
    async () => {
      const output = await failingBuild({
        'docs/index.md': '# Home\n',
        'components/UsesDocument.tsx':
          'export function UsesDocument() {\n  return <p>{document.title}</p>;\n}\n',
        'components/UsesStorage.tsx':
          "export function UsesStorage() {\n  return <p>{localStorage.getItem('x')}</p>;\n}\n",
        'components/UsesNavigator.tsx':
          'export function UsesNavigator() {\n  return <p>{navigator.language}</p>;\n}\n',
        'docs/document.mdx':
          "import { UsesDocument } from '../components/UsesDocument';\n\n# Document\n\n<UsesDocument />\n",
        'docs/storage.mdx':
          "import { UsesStorage } from '../components/UsesStorage';\n\n# Storage\n\n<UsesStorage />\n",
        'docs/navigator.mdx':
          "import { UsesNavigator } from '../components/UsesNavigator';\n\n# Navigator\n\n<UsesNavigator />\n",
      });
      for (const [route, name] of [
        ['/document', 'document'],
        ['/storage', 'localStorage'],
        ['/navigator', 'navigator'],
      ]) {
        expect(output).toContain(`Page "${route}" SSG rendering failed.`);
        expect(output).toMatch(new RegExp(`File: .*docs${route}\\.mdx`));
        expect(output).toContain(`ReferenceError: ${name} is not defined`);
      }
      // One stack trace, of one of the three errors.
      expect(output.match(/at Uses(Document|Storage|Navigator) \(/g)).toHaveLength(1);
    },
    240_000,
  );

  claim(
    'guide/basic/ssg#build-errors',
    'a package that touches window as soon as it is imported fails the build; the stack trace starts at its module',
    async () => {
      const output = await failingBuild({
        'docs/index.md': '# Home\n',
        'docs/chart.mdx':
          "import { draw } from '../vendor/chart.js';\n\n# Chart\n\n<p>{draw()}</p>\n",
        'vendor/chart.js':
          "window.chartLoaded = true;\nexport function draw() {\n  return 'Chart';\n}\n",
      });
      expect(output).toContain('Page "/chart" SSG rendering failed.');
      expect(output).toContain('ReferenceError: window is not defined');
      expect(output).toMatch(/at \.\/vendor\/chart\.js \(/);
    },
    240_000,
  );

  claim(
    ['guide/basic/static-assets#images-in-components', 'guide/basic/custom-page#styles'],
    'a missing relative <img> of an .mdx page is a dead image; .scss and .less imports fail without their plugin in builderConfig.plugins, the Sass plugin installed or not',
    async () => {
      const output = await failingBuild({
        'docs/index.md': '# Home\n',
        'docs/page.mdx': '# Page\n\n<img src="./images/missing.png" alt="missing" />\n',
        'docs/styled/index.tsx':
          'import \'./styled.scss\';\n\nexport default function Styled() {\n  return <p className="sassy">Sassy</p>;\n}\n',
        'docs/styled/styled.scss': '$ink: rgb(1, 2, 3);\n.sassy { color: $ink; }\n',
        'docs/leaner/index.tsx':
          'import \'./leaner.less\';\n\nexport default function Leaner() {\n  return <p className="lean">Lean</p>;\n}\n',
        'docs/leaner/leaner.less': '@ink: rgb(1, 2, 3);\n.lean { color: @ink; }\n',
      });
      expect(output).toContain('Dead images found');
      expect(output).toContain('./images/missing.png');
      expect(output).toContain('styled.scss');
      expect(output).toContain('@rsbuild/plugin-sass');
      expect(output).toContain('leaner.less');
      expect(output).toContain('@rsbuild/plugin-less');
    },
    240_000,
  );
});
