/**
 * Second pass over Basic config and Build config, run rather than read: the sentences other claims
 * check only in part — a `.cts` config and a folder given on the command line, a theme entry in
 * `.js`, the locale titles in the navbar with files and with `themeConfig.nav`, the logo link of
 * another language, texts missing in a language, the parity check's `include` and `exclude`, what
 * the search index leaves out, the zoom's margin and background, `withBase` and `withSiteOrigin`,
 * `autoPrefix: false`, folder links, files that are never routes, the `{1}` meta of Shiki, what a
 * rehype plugin receives, a global component's name, and the default locale redirect.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated, waitForHydration } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  type RunningServer,
  type ScratchBuild,
} from '../../support/scratchSite.ts';

/** An image larger than the window, so that the zoom is limited by the window and its margin. */
const LARGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="1500"><rect width="3000" height="1500" fill="#888"/></svg>';

/** A page of each language of the bilingual site. */
function startPage(lang: string): string {
  return `# Start ${lang}

Startuniqueword ${lang}.

[Root link](/guide/other)

[Folder](/guide/)

![pic](/pic.svg)

\`\`\`ts {1}
const a = 1;
const b = 2;
\`\`\`
`;
}

function bilingualFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const lang of ['en', 'zh']) {
    files[`docs/${lang}/index.md`] =
      `---\npageType: home\n---\n\n# Home ${lang}\n\nHomeuniqueword ${lang}.\n`;
    files[`docs/${lang}/guide/start.md`] = startPage(lang);
    files[`docs/${lang}/guide/other.md`] =
      `---\nsearch: false\n---\n\n# Hidden ${lang}\n\nHiddenuniqueword ${lang}.\n`;
    files[`docs/${lang}/guide/index.md`] = `# Guide index ${lang}\n\nIndex text.\n`;
    files[`docs/${lang}/_nav.json`] = JSON.stringify([{ text: 'onlyEn', link: '/guide/start' }]);
    files[`docs/${lang}/guide/_meta.json`] = JSON.stringify([
      { type: 'file', name: 'start', label: 'metaKey' },
      'index',
      'other',
    ]);
  }
  // In English only: under an excluded folder, and outside the included ones.
  files['docs/en/guide/drafts/d.md'] = '# Draft\n\nDraft only in English.\n';
  files['docs/en/other/o.md'] = '# Other\n\nOther only in English.\n';
  files['i18n.json'] = JSON.stringify({ metaKey: { en: 'Meta English', zh: '元中文' } });
  files['docs/public/pic.svg'] = LARGE_SVG;
  return files;
}

function bilingualConfig(extra: string): string {
  return `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Top Title',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'English Title' },
    { lang: 'zh', label: '简体中文', title: '中文标题' },
  ],
${extra}
});
`;
}

let bilingual: ScratchBuild;
let single: ScratchBuild;
let cts: ScratchBuild;
let navInConfig: ScratchBuild;
let failing: ScratchBuild;
let bilingualServer: RunningServer;
let singleServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  bilingual = await buildScratchSite({
    'rspress.config.ts': bilingualConfig(`  i18nSource: { onlyEn: { en: 'OnlyEnglishText' } },
  languageParity: { include: ['guide'], exclude: ['guide/drafts'] },
  mediumZoom: { options: { margin: 24 } },
  markdown: { link: { autoPrefix: false } },`),
    ...bilingualFiles(),
  });
  expect(bilingual.ok, bilingual.output).toBe(true);

  single = await buildScratchSite({
    'rspress.config.ts': `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';

// Marks what the plugin receives: the classes of each <pre>, the target of external links.
const rehypeSeen = () => (tree: any) => {
  const visit = (node: any) => {
    if (node.tagName === 'pre') {
      node.properties['data-seen-class'] = String(node.properties.className ?? 'none');
    }
    if (node.tagName === 'a' && String(node.properties.href).startsWith('https:')) {
      node.properties['data-seen-target'] = String(node.properties.target ?? 'none');
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
};

export default defineConfig({
  root: 'docs',
  base: '/docs/',
  siteOrigin: 'https://docs.example.com',
  mediumZoom: false,
  route: { cleanUrls: true },
  markdown: {
    shiki: { transformers: [transformerCompatibleMetaHighlight()] },
    rehypePlugins: [rehypeSeen],
    globalComponents: [path.join(import.meta.dirname, 'components', 'alert.tsx')],
  },
});
`,
    'components/alert.tsx':
      'export default function Alert() {\n  return <div id="global-alert">alert</div>;\n}\n',
    'docs/index.md': '# Home\n',
    'docs/guide/index.md': '# Guide index\n\nIndex.\n',
    'docs/guide/start.mdx': `import { withBase, withSiteOrigin } from '@rspress/core/runtime';

# Start

<p id="wb">{withBase('/guide/start')}</p>

<p id="wso">{withSiteOrigin('/docs/guide/start')}</p>

[Folder](/guide/)

[Index file](/guide/index)

[External](https://example.com/x)

<Alert />

![pic](/pic.svg)

\`\`\`ts {1}
const a = 1;
const b = 2;
\`\`\`

\`\`\`
plain block
\`\`\`
`,
    'docs/types.d.ts': 'export type T = string;\n',
    'docs/node_modules/pkg/readme.md': '# Readme\n',
    'docs/public/pic.svg': LARGE_SVG,
  });
  expect(single.ok, single.output).toBe(true);

  cts = await buildScratchSite(
    {
      'rspress.config.cts': `import { defineConfig } from '@rspress/core';

export default defineConfig({ root: 'docs', title: 'Cts Site' });
`,
      'docs/index.md': '# From docs\n',
      'docs/page.md': '# Page\n\nFrom docs folder.\n',
      'website/index.md': '# From website\n',
      'website/page.md': '# Page\n\nFrom website folder.\n',
      'theme/index.js': `import { createElement } from 'react';
import { Layout as BasicLayout } from '@rspress/core/theme-original';

export * from '@rspress/core/theme-original';

export function Layout() {
  return createElement(BasicLayout, {
    beforeDocContent: createElement('p', { id: 'theme-js' }, 'theme from index.js'),
  });
}
`,
    },
    { args: ['website'] },
  );
  expect(cts.ok, cts.output).toBe(true);

  navInConfig = await buildScratchSite({
    'rspress.config.ts': bilingualConfig(
      "  themeConfig: { nav: [{ text: 'Guide', link: '/page' }] },",
    ),
    'docs/en/page.md': '# Page en\n',
    'docs/zh/page.md': '# Page zh\n',
  });
  expect(navInConfig.ok, navInConfig.output).toBe(true);

  // The bilingual site's pages with the parity check's exclude left out; its second config has a
  // text in no language of the site.
  failing = await buildScratchSite({
    'rspress.config.ts': bilingualConfig("  languageParity: { include: ['guide'] },"),
    'neither.config.ts': bilingualConfig("  i18nSource: { neither: { fr: 'Seulement' } },"),
    ...bilingualFiles(),
  });

  [bilingualServer, singleServer, browser] = await Promise.all([
    bilingual.preview(),
    single.preview(),
    launchChromium(),
  ]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([bilingual, single, cts, navInConfig, failing].map((site) => site?.remove()));
});

/** The text of the navbar title link of a built page. */
function navTitle(html: string): string | undefined {
  return /class="rp-nav__title__link[^"]*"[^>]*><span>([^<]*)<\/span>/.exec(html)?.[1];
}

/** The href of the link whose text is `text`. */
function hrefOf(html: string, text: string): string | undefined {
  return new RegExp(`<a href="([^"]*)"[^>]*>${text}<`).exec(html)?.[1];
}

claim(
  'api/config/config-basic#config-file',
  'rspress.config.cts is read without --config',
  async () => {
    expect(await cts.read('page.html')).toContain('<title>Page - Cts Site</title>');
  },
);

claim(
  'api/config/config-basic#root',
  'a folder given on the command line wins over root',
  async () => {
    const html = await cts.read('page.html');
    expect(html).toContain('From website folder.');
    expect(html).not.toContain('From docs folder.');
  },
);

claim(
  'api/config/config-basic#themedir',
  'theme/index.js is a theme entry as well as index.tsx',
  async () => {
    expect(await cts.read('page.html')).toContain('<p id="theme-js">theme from index.js</p>');
  },
);

claim(
  ['api/config/config-basic#title', 'api/config/config-basic#locales'],
  "with _nav.json and _meta.json files a language's navbar shows its locale title, while the HTML title keeps the top-level title",
  async () => {
    const en = await bilingual.read('guide/start.html');
    const zh = await bilingual.read('zh/guide/start.html');
    expect(navTitle(en)).toBe('English Title');
    expect(navTitle(zh)).toBe('中文标题');
    expect(en).toContain('<title>Start en - Top Title</title>');
    expect(zh).toContain('<title>Start zh - Top Title</title>');
  },
);

claim(
  ['api/config/config-basic#title', 'api/config/config-basic#locales'],
  'with themeConfig.nav in the config the navbar of every language shows the top-level title',
  async () => {
    expect(navTitle(await navInConfig.read('page.html'))).toBe('Top Title');
    expect(navTitle(await navInConfig.read('zh/page.html'))).toBe('Top Title');
  },
);

claim(
  'api/config/config-basic#logohref',
  'by default the logo of a Chinese page leads to /zh/',
  async () => {
    const zh = await bilingual.read('zh/guide/start.html');
    expect(/<a href="([^"]*)" class="rp-nav__title__link/.exec(zh)?.[1]).toBe('/zh/');
    const en = await bilingual.read('guide/start.html');
    expect(/<a href="([^"]*)" class="rp-nav__title__link/.exec(en)?.[1]).toBe('/');
  },
);

claim(
  'api/config/config-basic#i18nsource',
  "a text missing for a language falls back to the English one, with a warning; a key with neither the language's nor an English text stops the build",
  async () => {
    expect(await bilingual.read('zh/guide/start.html')).toContain('OnlyEnglishText');
    expect(bilingual.output).toMatch(/warn.*i18n keys are missing for some languages/);
    expect(bilingual.output).toContain('"onlyEn"');
    const neither = await failing.rebuild({ args: ['--config', 'neither.config.ts'] });
    expect(neither.code).not.toBe(0);
    expect(neither.output).toContain('i18n key neither has no text');
  },
);

claim(
  'api/config/config-basic#i18nsourcepath',
  'a label of _meta.json that equals a key of i18n.json shows the text of each language',
  async () => {
    expect(await bilingual.read('guide/start.html')).toContain('Meta English');
    expect(await bilingual.read('zh/guide/start.html')).toContain('元中文');
  },
);

claim(
  'api/config/config-basic#languageparity',
  'include limits the check to its folders and exclude skips a folder: without exclude the missing page of that folder is listed and the build fails',
  async () => {
    expect(bilingual.output).toContain('Language parity checked successfully');
    expect(failing.ok).toBe(false);
    expect(failing.output).toContain('zh/guide/drafts/d.md');
    // other/ is outside include.
    expect(failing.output).not.toContain('zh/other/o.md');
  },
);

claim(
  'api/config/config-basic#search',
  'one index per language in static/, without the home pages and the pages with search: false',
  async () => {
    const files = await readdir(path.join(bilingual.dir, 'doc_build', 'static'));
    const indexes = files.filter((file) => file.startsWith('search_index.')).sort();
    expect(indexes.map((file) => file.split('.')[1])).toEqual(['en', 'zh']);
    for (const file of indexes) {
      const index = await bilingual.read(`static/${file}`);
      expect(index).toContain('Startuniqueword');
      expect(index).not.toContain('Homeuniqueword');
      expect(index).not.toContain('Hiddenuniqueword');
    }
  },
);

/** Clicks the content image and returns the zoomed image's box and the overlay's colour. */
async function zoom(origin: string, route: string, colorScheme: 'light' | 'dark' = 'light') {
  const tab = await openHydrated(browser, `${origin}${route}`, { colorScheme });
  try {
    await tab.locator('.rspress-doc img').click();
    const opened = tab.locator('.medium-zoom-image--opened');
    await opened.waitFor();
    // The zoom is a CSS transition of the image's transform; wait until it has ended.
    await expect.poll(() => opened.evaluate((img) => img.getAnimations().length)).toBe(0);
    return await tab.evaluate(() => {
      const box = document.querySelector('.medium-zoom-image--opened')?.getBoundingClientRect();
      const overlay = document.querySelector('.medium-zoom-overlay');
      return {
        box: box && { x: box.x, width: box.width },
        overlay: overlay && getComputedStyle(overlay).backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
      };
    });
  } finally {
    await tab.context().close();
  }
}

claim(
  'api/config/config-basic#mediumzoom',
  'options.margin leaves that many pixels around the zoomed image',
  async () => {
    const { box } = await zoom(bilingualServer.origin, '/guide/start');
    // 3000 × 1500 in a 1280 × 800 window: limited by the width, 24 pixels on each side.
    expect(box?.x).toBeCloseTo(24, 0);
    expect(box?.width).toBeCloseTo(1280 - 48, 0);
  },
);

claim(
  'api/config/config-basic#mediumzoom',
  "the overlay has the theme's background colour, in light and in dark mode",
  async () => {
    const light = await zoom(bilingualServer.origin, '/guide/start', 'light');
    const dark = await zoom(bilingualServer.origin, '/guide/start', 'dark');
    expect(light.overlay).toBe(light.page);
    expect(dark.overlay).toBe(dark.page);
    expect(dark.overlay).not.toBe(light.overlay);
  },
);

claim(
  'api/config/config-basic#mediumzoom',
  'false: a click on an image zooms nothing',
  async () => {
    const tab = await openHydrated(browser, `${singleServer.origin}/docs/guide/start`);
    try {
      await tab.locator('.rspress-doc img').click();
      await tab.waitForTimeout(1_000);
      expect(await tab.locator('.medium-zoom-overlay, .medium-zoom-image--opened').count()).toBe(0);
    } finally {
      await tab.context().close();
    }
  },
);

claim('api/config/config-basic#base', 'withBase prefixes a path with the base', async () => {
  expect(await single.read('guide/start.html')).toContain('<p id="wb">/docs/guide/start</p>');
});

claim(
  'api/config/config-basic#siteorigin',
  'withSiteOrigin puts the siteOrigin in front of a path',
  async () => {
    expect(await single.read('guide/start.html')).toContain(
      '<p id="wso">https://docs.example.com/docs/guide/start</p>',
    );
  },
);

claim(
  'api/config/config-build#markdown-link',
  'autoPrefix: false leaves a root-relative link of a Chinese page without /zh/',
  async () => {
    const zh = await bilingual.read('zh/guide/start.html');
    expect(hrefOf(zh, 'Root link')).toBe('/guide/other.html');
  },
);

claim(
  'api/config/config-build#route-cleanurls',
  'a link to a folder is /guide/index.html by default and /guide/ with cleanUrls',
  async () => {
    expect(hrefOf(await bilingual.read('guide/start.html'), 'Folder')).toBe('/guide/index.html');
    const clean = await single.read('guide/start.html');
    expect(hrefOf(clean, 'Folder')).toBe('/docs/guide/');
    expect(hrefOf(clean, 'Index file')).toBe('/docs/guide/');
  },
);

claim(
  'api/config/config-build#route-exclude',
  '.d.ts files and node_modules under the documents root are never routes',
  () => {
    expect(single.has('guide/start.html')).toBe(true);
    expect(single.has('types.d.html')).toBe(false);
    expect(single.has('types.html')).toBe(false);
    expect(single.has('node_modules/pkg/readme.html')).toBe(false);
    expect(single.output).not.toContain('readme.html');
  },
);

claim(
  'api/config/config-build#markdown-shiki',
  '{1} highlights nothing by default and its line with transformerCompatibleMetaHighlight; a block without a language is txt',
  async () => {
    const plain = await bilingual.read('guide/start.html');
    expect(plain).toContain('data-lang="ts"');
    expect(plain).not.toContain('class="line highlighted"');
    const highlighted = await single.read('guide/start.html');
    expect(highlighted.match(/class="line highlighted"/g)).toHaveLength(1);
    expect(highlighted).toContain('data-lang="txt"');
  },
);

claim(
  'api/config/config-build#markdown-rehypeplugins',
  'a rehype plugin sees the attributes of external links already set, and code blocks not yet highlighted',
  async () => {
    const html = await single.read('guide/start.html');
    expect(html).toMatch(/<a href="https:\/\/example\.com\/x"[^>]*data-seen-target="_blank"/);
    expect(html.match(/data-seen-class="none"/g)).toHaveLength(2);
    expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*data-seen-class="none"/);
  },
);

claim(
  'api/config/config-build#markdown-globalcomponents',
  'alert.tsx is used as <Alert />',
  async () => {
    expect(await single.read('guide/start.html')).toContain('<div id="global-alert">alert</div>');
  },
);

claim(
  'api/config/config-build#route-localeredirect',
  "by default ('auto') a first visit of a Chinese page from an English browser goes to the English page; a crawler stays",
  async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      const tab = await context.newPage();
      await tab.goto(`${bilingualServer.origin}/zh/guide/start`, { waitUntil: 'commit' });
      await tab.waitForURL((url) => url.pathname.startsWith('/guide/start'));
      await waitForHydration(tab);
      expect(await tab.locator('h1').first().textContent()).toContain('Start en');
    } finally {
      await context.close();
    }
    const crawler = await openHydrated(browser, `${bilingualServer.origin}/zh/guide/start`, {
      locale: 'en-US',
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
    });
    try {
      expect(new URL(crawler.url()).pathname).toMatch(/^\/zh\/guide\/start/);
      expect(await crawler.evaluate(() => localStorage.getItem('rspress-visited'))).toBeNull();
    } finally {
      await crawler.context().close();
    }
  },
);
