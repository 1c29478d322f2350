/**
 * What Basic config says each top-level option does, on two scratch sites: one that sets none of
 * the options (their defaults) and one that sets each of them (their effects), served by
 * `rspress preview` for what only Chromium shows (image zoom, the global stylesheet).
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

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#08f"/></svg>';

const THEME_ENTRY = (
  marker: string,
) => `import { Layout as BasicLayout } from '@rspress/core/theme-original';

export function Layout() {
  return <BasicLayout beforeDocContent={<p id="${marker}">theme</p>} />;
}

export * from '@rspress/core/theme-original';
`;

/** No option set: a \`.mts\` config written as an async function, files where the defaults look. */
const PLAIN = {
  'rspress.config.mts': `import { defineConfig } from '@rspress/core';

export default defineConfig(async () => {
  const llms = await Promise.resolve(true);
  return { llms };
});
`,
  'i18n.json': JSON.stringify({ outlineTitle: { en: 'Outline From Cwd' } }),
  'theme/index.tsx': THEME_ENTRY('theme-from-cwd'),
  'docs/index.md': '# Home\n',
  'docs/guide.md':
    '# Guide\n\nFirst paragraph of the guide.\n\n![A picture](/pic.svg)\n\n```js\nconst codeInIndex = 1;\n```\n\n## Part {#part}\n\nPlain words of the guide.\n',
  'docs/public/pic.svg': SVG,
};

const CUSTOM = {
  'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'website',
  base: 'docs',
  title: 'My Docs',
  description: 'Site description here',
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Logo Text',
  logoHref: 'https://example.com/',
  siteOrigin: 'https://docs.example.com',
  llms: true,
  head: [
    '<meta name="theme-color" content="#0b1220">',
    ['link', { rel: 'preconnect', href: 'https://fonts.example.com' }],
    (route) => (route.routePath === '/guide' ? ['meta', { name: 'route-tag', content: route.routePath }] : undefined),
  ],
  i18nSourcePath: path.join(import.meta.dirname, 'locales', 'texts.json'),
  i18nSource: { outlineTitle: { en: 'Outline From Config' } },
  themeDir: path.join(import.meta.dirname, 'src', 'theme'),
  globalUIComponents: [
    path.join(import.meta.dirname, 'components', 'Widget.tsx'),
    [path.join(import.meta.dirname, 'components', 'Props.tsx'), { position: 'bottom-right' }],
  ],
  globalStyles: path.join(import.meta.dirname, 'styles', 'global.css'),
  search: { codeBlocks: false },
  themeConfig: { footer: { message: 'Released under the MIT License.' } },
  mediumZoom: { selector: '.rspress-doc img.zoom', options: { margin: 24 } },
});
`,
  'locales/texts.json': JSON.stringify({
    outlineTitle: { en: 'Outline From File' },
    prevPageText: { en: 'Previous From File' },
  }),
  'src/theme/index.tsx': THEME_ENTRY('theme-from-theme-dir'),
  'components/Widget.tsx':
    'export default function Widget() {\n  return <div id="global-widget">widget</div>;\n}\n',
  'components/Props.tsx':
    'export default function Props({ position }: { position: string }) {\n  return <div id="global-props">{position}</div>;\n}\n',
  'styles/global.css': ':root { --rp-c-brand: #010203; }\n',
  'website/index.md': '---\npageType: home\nhero:\n  name: Hero Name\n---\n',
  'website/guide.md':
    '# Guide\n\nThe guide has its own description.\n\n<img class="zoom" src="/docs/pic.svg" alt="zooms" />\n\n<img src="/docs/pic.svg" alt="stays" />\n\n```js\nconst codeLeftOut = 1;\n```\n\n## Part {#part}\n\nText.\n',
  'website/plain.md': '## Only a section {#only}\n\nNo text before the first section.\n',
  'website/tsx-page.tsx':
    'export default function Page() {\n  return <p id="tsx-page">from tsx</p>;\n}\n',
  'website/public/favicon.svg': SVG,
  'website/public/logo-light.svg': SVG,
  'website/public/logo-dark.svg': SVG,
  'website/public/pic.svg': SVG,
};

/** The search index of a built site (`static/search_index.<lang>…json`), as text. */
async function searchIndex(site: ScratchBuild, prefix: string): Promise<string> {
  const { readdir } = await import('node:fs/promises');
  const files = await readdir(`${site.dir}/doc_build/static`);
  const file = files.find((name) => name.startsWith(prefix) && name.endsWith('.json'));
  expect(file, files.join(', ')).toBeDefined();
  return site.read(`static/${file}`);
}

/** The navbar's title link (`<a class="rp-nav__title__link…">…</a>`) of a built page. */
function navTitleLink(html: string): string {
  return /<a[^>]*class="rp-nav__title__link[^"]*"[\s\S]*?<\/a>/.exec(html)?.[0] ?? '';
}

describe('a site without options and a site with each basic option', () => {
  let plain: ScratchBuild;
  let custom: ScratchBuild;
  let plainServer: RunningServer;
  let customServer: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    plain = await buildScratchSite(PLAIN);
    expect(plain.ok, plain.output).toBe(true);
    custom = await buildScratchSite(CUSTOM);
    expect(custom.ok, custom.output).toBe(true);
    [plainServer, customServer, browser] = await Promise.all([
      plain.preview(),
      custom.preview(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await plain?.remove();
    await custom?.remove();
  });

  claim(
    'api/config/config-basic#config-file',
    'reads an rspress.config.mts written as an async defineConfig',
    async () => {
      expect(plain.has('llms.txt')).toBe(true);
    },
  );

  claim(
    'api/config/config-basic#root',
    'pages come from docs/ by default; root names another folder, whose .tsx files and public/ are served',
    async () => {
      expect(plain.has('guide.html')).toBe(true);
      expect(custom.has('guide.html')).toBe(true);
      expect(await custom.read('tsx-page.html')).toContain('<p id="tsx-page">from tsx</p>');
      expect(await custom.read('favicon.svg')).toBe(SVG);
    },
  );

  claim(
    'api/config/config-basic#base',
    "links start at / by default; 'docs' becomes /docs/ for links and assets, and preview serves under it",
    async () => {
      expect(await plain.read('index.html')).toMatch(/href="\/guide(\.html)?"/);
      const html = await custom.read('guide.html');
      expect(html).toMatch(/href="\/docs\/plain(\.html)?"/);
      expect(html).toMatch(/src="\/docs\/static\/js\//);
      expect((await fetch(`${customServer.origin}/docs/guide`)).status).toBe(200);
    },
  );

  claim(
    'api/config/config-basic#title',
    'without a title a page is titled alone and the navbar shows Home; a title follows each page title, alone on the home page, and heads llms.txt',
    async () => {
      const guide = await plain.read('guide.html');
      expect(guide).toMatch(/<title[^>]*>Guide<\/title>/);
      expect(await plain.read('llms.txt')).not.toMatch(/^# /m);
      expect(navTitleLink(guide)).toContain('Home');
      expect(await custom.read('guide.html')).toMatch(/<title[^>]*>Guide - My Docs<\/title>/);
      expect(await custom.read('index.html')).toMatch(/<title[^>]*>My Docs<\/title>/);
      expect(await custom.read('llms.txt')).toMatch(/^# My Docs\n/);
    },
  );

  claim(
    'api/config/config-basic#description',
    'the site description is the meta description of a page without one of its own, and is quoted in llms.txt',
    async () => {
      const plainPage = await custom.read('plain.html');
      expect(plainPage).toContain('<meta name="description" content="Site description here"');
      expect(plainPage).toMatch(/<meta property="og:description" content="Site description here"/);
      expect(await custom.read('guide.html')).toContain(
        '<meta name="description" content="The guide has its own description."',
      );
      expect(await custom.read('llms.txt')).toContain('> Site description here');
      expect(await plain.read('index.html')).not.toMatch(/<meta name="description" content="[^"]/);
    },
  );

  claim(
    'api/config/config-basic#icon',
    'no favicon by default; a /path is the file of public/',
    async () => {
      expect(await plain.read('guide.html')).not.toMatch(/<link[^>]*rel="icon"/);
      expect(await custom.read('guide.html')).toMatch(
        /<link[^>]*rel="icon"[^>]*href="\/docs\/favicon\.svg"|<link[^>]*href="\/docs\/favicon\.svg"[^>]*rel="icon"/,
      );
    },
  );

  claim(
    'api/config/config-basic#siteorigin',
    'llms.txt links are root-relative without siteOrigin and absolute under it with it',
    async () => {
      expect(await plain.read('llms.txt')).toContain('](/guide.md)');
      expect(await custom.read('llms.txt')).toContain('](https://docs.example.com/docs/guide.md)');
    },
  );

  claim(
    'api/config/config-basic#head',
    'adds raw strings, tuples and what a function returns for the route to the head',
    async () => {
      const guide = await custom.read('guide.html');
      const head = guide.slice(0, guide.indexOf('</head>'));
      expect(head).toContain('<meta name="theme-color" content="#0b1220">');
      expect(head).toMatch(/<link rel="preconnect" href="https:\/\/fonts\.example\.com"/);
      expect(head).toMatch(/<meta name="route-tag" content="\/guide"/);
      expect(await custom.read('plain.html')).not.toContain('route-tag');
    },
  );

  claim(
    ['api/config/config-basic#logo', 'api/config/config-basic#logotext'],
    'no logo by default; a light and a dark image with the base prefix; the logo text replaces the title',
    async () => {
      expect(navTitleLink(await plain.read('guide.html'))).not.toContain('<img');
      const link = navTitleLink(await custom.read('guide.html'));
      expect(link).toContain('src="/docs/logo-light.svg"');
      expect(link).toContain('src="/docs/logo-dark.svg"');
      expect(link).toContain('Logo Text');
      expect(link).not.toContain('My Docs');
    },
  );

  claim(
    'api/config/config-basic#logohref',
    'the logo leads home by default, and to logoHref when set',
    async () => {
      expect(navTitleLink(await plain.read('guide.html'))).toMatch(/href="\/"/);
      expect(navTitleLink(await custom.read('guide.html'))).toContain(
        'href="https://example.com/"',
      );
    },
  );

  claim('api/config/config-basic#lang', 'a site without lang is in English', async () => {
    expect(await plain.read('guide.html')).toMatch(/<html lang="en"/);
  });

  claim(
    ['api/config/config-basic#i18nsourcepath', 'api/config/config-basic#i18nsource'],
    'i18n.json of the working directory by default; i18nSourcePath names another file, and i18nSource wins over it key by key',
    async () => {
      expect(await plain.read('guide.html')).toContain('Outline From Cwd');
      const guide = await custom.read('guide.html');
      expect(guide).toContain('Outline From Config');
      expect(guide).not.toContain('Outline From File');
      expect(await custom.read('plain.html')).toContain('Previous From File');
    },
  );

  claim(
    'api/config/config-basic#themedir',
    'the theme is theme/ of the working directory by default, or themeDir',
    async () => {
      expect(await plain.read('guide.html')).toContain('<p id="theme-from-cwd">theme</p>');
      expect(await custom.read('guide.html')).toContain('<p id="theme-from-theme-dir">theme</p>');
    },
  );

  claim(
    'api/config/config-basic#themeconfig',
    'no footer by default; themeConfig sets the options of the default theme, such as the footer of the home page',
    async () => {
      expect(await plain.read('index.html')).not.toContain('rp-home-footer');
      expect(await custom.read('index.html')).toContain('Released under the MIT License.');
    },
  );

  claim(
    'api/config/config-basic#globaluicomponents',
    'renders each global component on every page, with the props of a tuple',
    async () => {
      for (const page of ['/docs/guide', '/docs/']) {
        const tab = await openHydrated(browser, `${customServer.origin}${page}`);
        try {
          expect(await tab.locator('#global-widget').count()).toBe(1);
          expect(await tab.locator('#global-props').textContent()).toBe('bottom-right');
        } finally {
          await tab.context().close();
        }
      }
    },
  );

  claim(
    'api/config/config-basic#globalstyles',
    "the global stylesheet comes after the theme's and overrides its variables",
    async () => {
      const tab = await openHydrated(browser, `${customServer.origin}/docs/guide`);
      try {
        const brand = await tab.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--rp-c-brand').trim(),
        );
        expect(brand).toBe('#010203');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'api/config/config-basic#search',
    'the default index has the text and code of the pages; codeBlocks: false leaves code out',
    async () => {
      const plainIndex = await searchIndex(plain, 'search_index.');
      expect(plainIndex).toContain('Plain words of the guide');
      expect(plainIndex).toContain('codeInIndex');
      const customIndex = await searchIndex(custom, 'search_index.');
      expect(customIndex).toContain('The guide has its own description');
      expect(customIndex).not.toContain('codeLeftOut');
    },
  );

  claim(
    ['api/config/config-basic#mediumzoom', 'guide/basic/static-assets#image-zoom'],
    'an image of the content zooms on click by default; a selector limits zoom to the images it matches',
    async () => {
      const zoomed = async (origin: string, route: string, selector: string) => {
        const tab = await openHydrated(browser, `${origin}${route}`);
        try {
          await tab.locator(selector).click();
          await tab.waitForTimeout(600);
          return await tab.locator('.medium-zoom-overlay').count();
        } finally {
          await tab.context().close();
        }
      };
      expect(await zoomed(plainServer.origin, '/guide', '.rspress-doc img')).toBe(1);
      expect(await zoomed(customServer.origin, '/docs/guide', 'img.zoom')).toBe(1);
      expect(await zoomed(customServer.origin, '/docs/guide', 'img[alt="stays"]')).toBe(0);
    },
  );
});
