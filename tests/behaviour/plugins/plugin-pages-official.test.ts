/**
 * More of the pages of the official plugins and of the plugin introduction, executed where the
 * other files of this folder stop: the client redirects of the page's example on a static host that
 * answers unknown paths with `404.html` (with JavaScript on and off, after a client-side
 * navigation) and under `rspress preview`; the container types' colours, alerts of every type,
 * containers in `.mdx` and a theme's colour override; the image zoom's `:not(.no-zoom)` selector,
 * its `container` and `template` options and its life across navigations; Shiki's `langs`,
 * `colorReplacements` and `defaultColor`; the RSS feed URL under a base and a repeated feed id; the
 * plugin introduction's inline plugin, the order of the config's and the plugins' pieces, what
 * `rspress dev` watches and the type of `plugins`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { launchChromium, openHydrated } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  exampleFromPage,
  type RunningServer,
  rootDir,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { parseHtml, textOf, textsOf } from '../theme/html.ts';

const REDIRECTS = 'plugin/official-plugins/client-redirects.md';
const CONTAINERS = 'plugin/official-plugins/container-syntax.md';
const ZOOM = 'plugin/official-plugins/medium-zoom.md';
const RSS = 'plugin/official-plugins/rss.md';
const INTRO = 'plugin/system/introduction.md';

const TYPES = ['tip', 'note', 'important', 'warning', 'caution', 'danger', 'info', 'details'];

const SQUARE = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="${fill}"/></svg>`;

/** The area the images zoom into and the caption template, in the HTML of every page. */
const ZOOM_OPTIONS = `mediumZoom: {
    selector: '.rspress-doc img:not(.no-zoom)',
    options: { container: '#zoom-area', template: '#zoom-template' },
  },
  builderConfig: {
    html: {
      tags: [
        {
          tag: 'div',
          attrs: {
            id: 'zoom-area',
            style: 'position: fixed; top: 100px; left: 100px; width: 300px; height: 200px; pointer-events: none',
          },
          head: false,
        },
        {
          tag: 'template',
          attrs: { id: 'zoom-template' },
          children: '<p id="caption" style="position: fixed; bottom: 10px; left: 10px; z-index: 1000">A caption</p>',
          head: false,
        },
      ],
    },
  },`;

const THEME_CSS = `.rp-callout--tip {
  border-color: rgb(1, 2, 3);
}

.rp-callout.rp-callout--warning {
  border-color: rgb(7, 8, 9);
}

:root {
  --shiki-token-keyword: rgb(255, 0, 0);
}
`;

/** A Shiki grammar of a language Shiki does not ship. */
const GRAMMAR = `{
  name: 'mylang',
  scopeName: 'source.mylang',
  patterns: [
    { match: '\\\\bFOO\\\\b', name: 'keyword.control.mylang' },
    { match: '"[^"]*"', name: 'string.quoted.mylang' },
  ],
}`;

const config = (imports: string, body: string) => `import path from 'node:path';
import { defineConfig, type RspressPlugin } from '@rspress/core';
${imports}
export default defineConfig({
  root: 'docs',
${body}
});
`;

/** Config and plugins that each add a remark plugin, a global component and a builder define. */
const ORDER_PIECES = `const remarkMark = (label: string) => () => (tree: any) => {
  const visit = (node: any) => {
    if (node.type === 'text' && node.value.includes('MARKS:')) node.value += ' ' + label;
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
};
const probe = path.join(import.meta.dirname, 'Probe.tsx');
const ordered = (id: string): RspressPlugin => ({
  name: id,
  globalStyles: path.join(import.meta.dirname, 'styles', id + '.css'),
  markdown: { remarkPlugins: [remarkMark(id)] },
  globalUIComponents: [[probe, { label: id }]],
  builderConfig: { source: { define: { WINNER: JSON.stringify(id) } } },
});
`;

const PROBE =
  'declare const WINNER: string;\n\nexport default function Probe({ label }: { label: string }) {\n  return <p className="probe" data-label={label} data-winner={WINNER}>{label}</p>;\n}\n';

/** A feed post of the page. */
const post = (title: string, date: string) =>
  `---\ntitle: ${title}\ndate: ${date}\n---\n\n# ${title}\n\nSome *body* text.\n`;

/** The files a static host serves: the file, then with .html, then the folder's index.html. */
interface StaticHost {
  origin: string;
  close: () => Promise<void>;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/**
 * Serves `dir` under `base` as the Deployment page's hosts do: the path, the path with `.html`,
 * the folder's `index.html`, and for anything else the site's `404.html` with status 404.
 */
async function staticHost(dir: string, base = '/'): Promise<StaticHost> {
  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const inner = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : undefined;
    const candidates =
      inner === undefined ? [] : [inner, `${inner}.html`, `${inner.replace(/\/$/, '')}/index.html`];
    for (const candidate of candidates) {
      try {
        const body = await readFile(path.join(dir, candidate));
        response.writeHead(200, {
          'content-type': TYPES_BY_EXTENSION[path.extname(candidate)] ?? 'application/octet-stream',
        });
        response.end(body);
        return;
      } catch {
        // Not this one: the next candidate, then 404.html.
      }
    }
    response.writeHead(404, { 'content-type': TYPES_BY_EXTENSION['.html'] });
    response.end(await readFile(path.join(dir, '404.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('sites with the official plugins and the built-in features', () => {
  let site: ScratchBuild;
  let shikiThemes: ScratchBuild;
  let shikiNoColor: ScratchBuild;
  let shikiLangs: ScratchBuild;
  let misc: ScratchBuild;
  let inline: ScratchBuild;
  let host: StaticHost;
  let miscHost: StaticHost;
  let shikiHost: StaticHost;
  let preview: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const [redirectExample, introExample, installExample, alertExample, inlineExample, feedPost] =
      await Promise.all([
        exampleFromPage(REDIRECTS, 'example', 'rspress.config.ts'),
        exampleFromPage(INTRO, 'register-a-plugin', 'rspress.config.ts'),
        exampleFromPage(CONTAINERS, 'syntax', 'docs/guide/install.md'),
        exampleFromPage(CONTAINERS, 'github-alerts', 'docs/guide/install.md'),
        exampleFromPage(INTRO, 'inline-plugin', 'rspress.config.ts'),
        exampleFromPage(RSS, 'feed-items', 'docs/blog/release-2-0.md'),
      ]);
    // The rule of the introduction's example joins the rules of the plugin page's example, and the
    // zoom options join its config.
    const introRule = /\{ from: '\^\/docs\/old-page\$'[^}]*\}/.exec(introExample)?.[0];
    if (!introRule) throw new Error('no rule in the example of plugin/system/introduction');
    const siteConfig = redirectExample
      .replace(
        "{ from: '^/community/blog$', to: 'https://example.com/blog' },",
        (rule) => `${rule}\n        ${introRule},`,
      )
      .replace('route: { cleanUrls: true },', (route) => `${route}\n  ${ZOOM_OPTIONS}`);
    const zoomSource = await readFile(path.join(rootDir, 'docs', 'en', ZOOM), 'utf8');
    const logoImage = /<img src="\/logo-light\.svg"[^>]*\/>/.exec(zoomSource)?.[0];
    if (!logoImage) throw new Error(`no <img> of the logo in docs/en/${ZOOM}`);

    [site, shikiThemes, shikiNoColor, shikiLangs, misc, inline] = await Promise.all([
      buildScratchSite({
        'rspress.config.ts': siteConfig,
        'theme/index.tsx':
          "import './index.css';\n\nexport * from '@rspress/core/theme-original';\n",
        'theme/index.css': THEME_CSS,
        'docs/index.md': '# Home\n\n[Setup](/guide/setup)\n\n```ts\nconst answer = 42;\n```\n',
        'docs/guide/setup.md': '# Setup\n\nA page that a rule moves readers away from.\n',
        'docs/guide/new-page.md': '# New page\n',
        'docs/guide/start/getting-started.md': '# Getting started\n',
        'docs/guide/default-theme/navbar.md': '# Navbar\n\n## Logo {#logo}\n\nThe logo.\n',
        'docs/containers.md': TYPES.map((type) => `::: ${type}\n${type} body.\n:::\n`).join('\n'),
        'docs/install.md': installExample,
        'docs/alerts.md': [
          alertExample,
          ...TYPES.map((type) => `> [!${type.toUpperCase()}]\n> ${type} alert body.\n`),
          '> [!Tip]\n> Mixed case.\n',
          '::: tip Outer\nOuter text.\n\n> [!WARNING]\n> Inner alert.\n\n:::\n',
        ].join('\n'),
        'docs/mdx.mdx': [
          "import { Callout } from '@rspress/core/theme';",
          '',
          '# MDX',
          '',
          '::: tip {title="Before you start"}',
          'An MDX tip.',
          ':::',
          '',
          '::: warning Node.js version',
          'An MDX warning.',
          ':::',
          '',
          '::: info Outer',
          'Outer text.',
          '',
          '<Callout type="danger" title="Inner">Inner callout.</Callout>',
          ':::',
          '',
          ...TYPES.map((type) => `<Callout type="${type}">${type} component.</Callout>\n`),
        ].join('\n'),
        'docs/zoom/one.mdx':
          '# Zoom one\n\n<img src="/teal.svg" alt="Teal" />\n\n<img src="/orange.svg" alt="Orange" className="no-zoom" />\n\n[Zoom two](/zoom/two)\n',
        'docs/zoom/two.md': '# Zoom two\n\n![Navy](/navy.svg)\n',
        'docs/logo.md': `# Logo\n\n${logoImage}\n`,
        'docs/public/logo-light.svg': await readFile(
          path.join(rootDir, 'docs', 'public', 'logo-light.svg'),
          'utf8',
        ),
        'docs/public/teal.svg': SQUARE('teal'),
        'docs/public/orange.svg': SQUARE('orange'),
        'docs/public/navy.svg': SQUARE('navy'),
      }),
      buildScratchSite({
        'rspress.config.ts': config(
          '',
          `  markdown: {
    shiki: {
      themes: { light: 'github-light', dark: 'github-dark' },
      colorReplacements: { '#d73a49': '#ff0000' },
      langs: [${GRAMMAR}, 'ts'],
    },
  },`,
        ),
        'docs/index.md':
          '# Code\n\n```mylang\nFOO "bar" baz\n```\n\n```ts\nconst answer = "x";\n```\n',
      }),
      buildScratchSite({
        'rspress.config.ts': config(
          '',
          `  markdown: {
    shiki: {
      themes: { light: 'github-light', dark: 'github-dark' },
      defaultColor: false,
      langAlias: { foo: 'js' },
    },
  },`,
        ),
        'docs/index.md': '# Code\n\n```foo\nconst aliased = "x";\n```\n',
      }),
      buildScratchSite({
        'rspress.config.ts': config(
          '',
          "  markdown: { shiki: { langs: ['ini'], langAlias: { foo: 'ts' } } },",
        ),
        'docs/index.md': '# Code\n\n```foo\nconst aliased = 1;\n```\n',
      }),
      buildScratchSite({
        'rspress.config.ts': config(
          `import { pluginClientRedirects } from '@rspress/plugin-client-redirects';
import { pluginRss } from '@rspress/plugin-rss';

${ORDER_PIECES}`,
          `  base: '/docs/',
  siteOrigin: 'https://example.com',
  mediumZoom: false,
  llms: true,
  globalStyles: path.join(import.meta.dirname, 'styles', 'config.css'),
  markdown: { remarkPlugins: [remarkMark('config')] },
  globalUIComponents: [[probe, { label: 'config' }]],
  builderConfig: { source: { define: { WINNER: JSON.stringify('config') } } },
  plugins: [
    { name: '@rspress/plugin-medium-zoom' },
    { name: '@rspress/plugin-last-updated' },
    pluginClientRedirects(),
    pluginRss({
      feed: [
        { id: 'blog', test: '/blog/' },
        { id: 'twice', test: '/blog/', title: 'First of the two' },
        { id: 'twice', test: '/news/', title: 'Second of the two' },
      ],
    }),
    ordered('first'),
    ordered('second'),
  ],`,
        ),
        'Probe.tsx': PROBE,
        ...Object.fromEntries(
          ['config', 'first', 'second'].map((id) => [
            `styles/${id}.css`,
            `.probe {\n  --styled-by: ${id};\n}\n`,
          ]),
        ),
        'docs/index.md': '# Home\n\nMARKS:\n',
        'docs/blog/release-2-0.md': feedPost,
        'docs/blog/older.md': post('An older post', '2025-01-01'),
        'docs/news/item.md': post('A news item', '2025-02-01'),
      }),
      buildScratchSite({
        'rspress.config.ts': inlineExample,
        'docs/index.md': '# Home\n',
        'docs/guide.md': '# Guide\n',
      }),
    ]);
    for (const [name, built] of Object.entries({ site, shikiThemes, shikiNoColor, misc, inline })) {
      expect(built.ok, `${name}\n${built.output}`).toBe(true);
    }
    [host, miscHost, shikiHost, preview, browser] = await Promise.all([
      staticHost(path.join(site.dir, 'doc_build')),
      staticHost(path.join(misc.dir, 'doc_build'), '/docs/'),
      staticHost(path.join(shikiThemes.dir, 'doc_build')),
      site.preview(),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([host, miscHost, shikiHost].map((server) => server?.close()));
    await Promise.all(
      [site, shikiThemes, shikiNoColor, shikiLangs, misc, inline].map((built) => built?.remove()),
    );
  });

  /** Opens `url` and returns where the reader ends up: path and hash on the same origin. */
  async function landing(origin: string, route: string, leave = true): Promise<string> {
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      await tab.goto(`${origin}${route}`);
      if (leave) {
        await tab.waitForURL((url) => `${url.pathname}${url.hash}` !== route, { timeout: 15_000 });
      }
      const url = new URL(tab.url());
      return url.origin === origin ? `${url.pathname}${url.hash}` : url.href;
    } finally {
      await context.close();
    }
  }

  /** The zoomed copy of an image, once medium-zoom has opened it. */
  const opened = (tab: Page) => tab.locator('.medium-zoom-image--opened');

  /** Waits until medium-zoom has attached to the page's first zoomable image. */
  async function zoomReady(tab: Page, alt: string): Promise<void> {
    await expect
      .poll(() =>
        tab
          .locator(`.rspress-doc img[alt="${alt}"]`)
          .evaluate((image) => image.classList.contains('medium-zoom-image')),
      )
      .toBe(true);
  }

  /** Waits until the zoomed image stands still (medium-zoom ignores a close while it grows). */
  async function settled(
    tab: Page,
  ): Promise<{ x: number; y: number; width: number; height: number }> {
    let last = '';
    await expect
      .poll(
        async () => {
          const box = JSON.stringify(await opened(tab).last().boundingBox());
          const still = box === last && box !== 'null';
          last = box;
          return still;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    return JSON.parse(last);
  }

  claim(
    'plugin/official-plugins/client-redirects#how-it-works',
    'on a host that answers unknown paths with 404.html, an old address answers 404, loads the application and the reader lands on the target',
    async () => {
      expect(site.has('404.html')).toBe(true);
      const context = await browser.newContext();
      try {
        const tab = await context.newPage();
        const response = await tab.goto(`${host.origin}/guide/quick-start`);
        expect(response?.status()).toBe(404);
        await tab.waitForURL(/\/guide\/start\/getting-started$/, { timeout: 15_000 });
      } finally {
        await context.close();
      }
    },
  );

  claim(
    'plugin/official-plugins/client-redirects#how-it-works',
    'with JavaScript off, the reader of an old address sees the 404 page and is not redirected',
    async () => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const tab = await context.newPage();
        const response = await tab.goto(`${host.origin}/guide/quick-start`);
        expect(response?.status()).toBe(404);
        expect(await tab.locator('body').innerText()).toContain('PAGE NOT FOUND');
        expect(new URL(tab.url()).pathname).toBe('/guide/quick-start');
      } finally {
        await context.close();
      }
    },
  );

  claim(
    'plugin/official-plugins/client-redirects#how-it-works',
    'a client-side navigation to a path a rule matches redirects too: the only document the browser loads is the target',
    async () => {
      const tab = await openHydrated(browser, `${host.origin}/`);
      try {
        const documents: string[] = [];
        tab.on('request', (request) => {
          if (request.resourceType() === 'document')
            documents.push(new URL(request.url()).pathname);
        });
        await tab.locator('.rspress-doc a[href="/guide/setup"]').click();
        await tab.waitForURL(/\/guide\/start\/getting-started$/, { timeout: 15_000 });
        expect(documents).toEqual(['/guide/start/getting-started']);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/client-redirects#example',
      'plugin/official-plugins/client-redirects#redirects-from',
      'plugin/official-plugins/client-redirects#redirects-to',
    ],
    'the example with clean URLs: both old names lead to getting-started and /legacy/theme/navbar#logo to the navbar page’s #logo; an anchored rule matches an address with a hash, which is kept',
    async () => {
      expect(await landing(host.origin, '/guide/setup')).toBe('/guide/start/getting-started');
      expect(await landing(host.origin, '/legacy/theme/navbar#logo')).toBe(
        '/guide/default-theme/navbar#logo',
      );
      expect(await landing(host.origin, '/guide/quick-start#part')).toBe(
        '/guide/start/getting-started#part',
      );
    },
  );

  claim(
    'plugin/official-plugins/client-redirects#example',
    'rspress preview runs the rules too, but answers an unknown address with the home page and status 200',
    async () => {
      expect(await landing(preview.origin, '/guide/quick-start')).toBe(
        '/guide/start/getting-started',
      );
      const response = await fetch(`${preview.origin}/guide/quick-start`);
      expect(response.status).toBe(200);
      const page = parseHtml(await response.text());
      expect(textOf(page.querySelector('.rspress-doc h1'))).toContain('Home');
      expect(page.body.textContent).not.toContain('PAGE NOT FOUND');
    },
  );

  claim(
    'plugin/system/introduction#register-a-plugin',
    'the rule of the example sends /docs/old-page to /guide/new-page',
    async () => {
      expect(await landing(host.origin, '/docs/old-page')).toBe('/guide/new-page');
    },
  );

  claim(
    [
      'plugin/official-plugins/client-redirects#redirects',
      'plugin/official-plugins/client-redirects#options',
    ],
    'pluginClientRedirects() without options builds, and an unknown address stays on the 404 page',
    async () => {
      const tab = await openHydrated(browser, `${miscHost.origin}/docs/gone`);
      try {
        await tab.getByText('PAGE NOT FOUND').waitFor();
        expect(new URL(tab.url()).pathname).toBe('/docs/gone');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/container-syntax#types',
    'caution and danger share one colour, note and details another, and each other type has its own, in light and in dark mode',
    async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const tab = await openHydrated(browser, `${preview.origin}/containers`, { colorScheme });
        try {
          await expect
            .poll(() => tab.evaluate(() => document.documentElement.classList.contains('rp-dark')))
            .toBe(colorScheme === 'dark');
          const colours = await tab.locator('.rspress-doc .rp-callout').evaluateAll((boxes) =>
            Object.fromEntries(
              boxes.map((box) => {
                const style = getComputedStyle(box);
                const title = box.querySelector('.rp-callout__title');
                const type = [...box.classList]
                  .find((name) => name.startsWith('rp-callout--'))
                  ?.slice('rp-callout--'.length);
                return [
                  type,
                  `${style.borderColor} ${style.backgroundColor} ${title ? getComputedStyle(title).color : ''}`,
                ];
              }),
            ),
          );
          expect(Object.keys(colours).sort()).toEqual([...TYPES].sort());
          expect(colours.caution, colorScheme).toBe(colours.danger);
          expect(colours.note, colorScheme).toBe(colours.details);
          const schemes = ['tip', 'note', 'important', 'warning', 'danger', 'info'].map(
            (type) => colours[type],
          );
          expect(new Set(schemes).size, colorScheme).toBe(6);
        } finally {
          await tab.context().close();
        }
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/container-syntax#syntax',
      'plugin/official-plugins/container-syntax#types',
    ],
    'the example of the page: a warning titled Node.js version, and a details box that starts folded and shows its code block when its title is clicked',
    async () => {
      const page = parseHtml(await site.read('install.html'));
      expect(textsOf(page, '.rspress-doc .rp-callout--warning .rp-callout__title')).toEqual([
        'Node.js version',
      ]);
      expect(page.querySelector('.rspress-doc details.rp-callout--details pre')).not.toBeNull();
      const tab = await openHydrated(browser, `${preview.origin}/install`);
      try {
        const code = tab.locator('.rspress-doc details pre');
        expect(await code.isVisible()).toBe(false);
        await tab.getByText('Show the full command').click();
        await expect.poll(() => code.isVisible()).toBe(true);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/container-syntax#github-alerts',
    'the marker accepts the eight types in any case; [!DETAILS] is a details element; the example of the page renders NOTE and CAUTION',
    async () => {
      const page = parseHtml(await site.read('alerts.html'));
      const types = [...page.querySelectorAll('.rspress-doc .rp-callout')].map((box) =>
        [...box.classList].find((name) => name.startsWith('rp-callout--')),
      );
      for (const type of TYPES) expect(types, type).toContain(`rp-callout--${type}`);
      expect(page.querySelector('.rspress-doc details.rp-callout--details')).not.toBeNull();
      const titles = textsOf(page, '.rspress-doc .rp-callout__title');
      expect(titles.slice(0, 2)).toEqual(['NOTE', 'CAUTION']);
      const mixed = [...page.querySelectorAll('.rspress-doc .rp-callout')].find((box) =>
        textOf(box).includes('Mixed case.'),
      );
      expect(textOf(mixed?.querySelector('.rp-callout__title'))).toBe('TIP');
    },
  );

  claim(
    'plugin/official-plugins/container-syntax#limits',
    'in an .mdx page a Callout inside a ::: container becomes a box inside the box; a GitHub alert inside one stays a quote that starts with its marker',
    async () => {
      const mdx = parseHtml(await site.read('mdx.html'));
      const info = mdx.querySelector('.rspress-doc .rp-callout--info');
      expect(textOf(info?.querySelector('.rp-callout--danger .rp-callout__title'))).toBe('Inner');
      const alerts = parseHtml(await site.read('alerts.html'));
      const outer = [...alerts.querySelectorAll('.rspress-doc .rp-callout--tip')].find((box) =>
        textOf(box).includes('Outer text.'),
      );
      expect(textOf(outer?.querySelector('.rp-callout__title'))).toBe('Outer');
      expect(outer?.querySelector('.rp-callout--warning')).toBeNull();
      expect(textOf(outer?.querySelector('blockquote'))).toBe('[!WARNING] Inner alert.');
    },
  );

  claim(
    [
      'plugin/official-plugins/container-syntax#titles',
      'plugin/official-plugins/container-syntax#syntax',
    ],
    'containers work in an .mdx page: a title in {title="..."} and a title after the type',
    async () => {
      const page = parseHtml(await site.read('mdx.html'));
      expect(textOf(page.querySelector('.rspress-doc .rp-callout--tip .rp-callout__title'))).toBe(
        'Before you start',
      );
      expect(
        textOf(page.querySelector('.rspress-doc .rp-callout--warning .rp-callout__title')),
      ).toBe('Node.js version');
    },
  );

  claim(
    'plugin/official-plugins/container-syntax#callout-component',
    'Callout takes each of the eight types, titled with the capitalised type; type details is a details element',
    async () => {
      const page = parseHtml(await site.read('mdx.html'));
      for (const type of TYPES) {
        const box = [...page.querySelectorAll(`.rspress-doc .rp-callout--${type}`)].find(
          (element) => textOf(element).includes(`${type} component.`),
        );
        expect(textOf(box?.querySelector('.rp-callout__title')), type).toBe(
          type[0]?.toUpperCase() + type.slice(1),
        );
      }
      expect(page.querySelector('.rspress-doc details.rp-callout--details')).not.toBeNull();
    },
  );

  claim(
    [
      'plugin/official-plugins/container-syntax#customise',
      'guide/advanced/custom-theme#css-variables',
    ],
    'in the theme’s stylesheet a rule on .rp-callout--tip loses to the default style; one on .rp-callout.rp-callout--warning wins',
    async () => {
      const tab = await openHydrated(browser, `${preview.origin}/containers`);
      try {
        const border = (type: string) =>
          tab
            .locator(`.rspress-doc .rp-callout--${type}`)
            .evaluate((box) => getComputedStyle(box).borderColor);
        expect(await border('tip')).not.toBe('rgb(1, 2, 3)');
        expect(await border('warning')).toBe('rgb(7, 8, 9)');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/medium-zoom#status',
    'the page’s own <img> line in a .md page shows the image at its width and height, and a click zooms it',
    async () => {
      const tab = await openHydrated(browser, `${preview.origin}/logo`);
      try {
        const image = tab.locator('.rspress-doc img[alt="The Rspress logo"]');
        expect(await image.boundingBox()).toMatchObject({ width: 160, height: 160 });
        await zoomReady(tab, 'The Rspress logo');
        await image.click();
        await expect.poll(() => opened(tab).count()).toBe(1);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/medium-zoom#selector',
    'with .rspress-doc img:not(.no-zoom), an <img className="no-zoom"> of an .mdx page does not zoom and the other image does',
    async () => {
      const tab = await openHydrated(browser, `${preview.origin}/zoom/one`);
      try {
        await zoomReady(tab, 'Teal');
        await tab.locator('.rspress-doc img[alt="Orange"]').click();
        expect(await opened(tab).count()).toBe(0);
        expect(
          await tab
            .locator('.rspress-doc img[alt="Orange"]')
            .evaluate((image) => image.classList.contains('medium-zoom-image')),
        ).toBe(false);
        await tab.locator('.rspress-doc img[alt="Teal"]').click();
        await expect.poll(() => opened(tab).count()).toBe(1);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/medium-zoom#how-it-works',
    'a second click closes the zoom; after a client-side navigation the new page’s image zooms (z-index 999); going back closes the open zoom',
    async () => {
      const tab = await openHydrated(browser, `${preview.origin}/zoom/one`);
      try {
        await zoomReady(tab, 'Teal');
        await tab.locator('.rspress-doc img[alt="Teal"]').click();
        await expect.poll(() => opened(tab).count()).toBe(1);
        await settled(tab);
        await opened(tab).click();
        await expect.poll(() => tab.locator('.medium-zoom-overlay').count()).toBe(0);
        await tab.locator('.rspress-doc a[href="/zoom/two"]').click();
        await tab.waitForURL(/\/zoom\/two$/);
        await zoomReady(tab, 'Navy');
        await tab.locator('.rspress-doc img[alt="Navy"]').click();
        await expect.poll(() => opened(tab).count()).toBe(1);
        expect(await opened(tab).evaluate((image) => getComputedStyle(image).zIndex)).toBe('999');
        await settled(tab);
        await tab.goBack();
        await tab.waitForURL(/\/zoom\/one$/);
        await expect.poll(() => tab.locator('.medium-zoom-overlay').count()).toBe(0);
        await expect.poll(() => opened(tab).count()).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/medium-zoom#options',
    'container as a selector: the image zooms into that element; template as the selector of a <template> in the HTML of the page: its content shows while the image is zoomed',
    async () => {
      const tab = await openHydrated(browser, `${preview.origin}/zoom/two`);
      try {
        await zoomReady(tab, 'Navy');
        await tab.locator('.rspress-doc img[alt="Navy"]').click();
        const box = await settled(tab);
        expect(box.x).toBeGreaterThanOrEqual(100 - 1);
        expect(box.y).toBeGreaterThanOrEqual(100 - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(400 + 1);
        expect(box.y + box.height).toBeLessThanOrEqual(300 + 1);
        await expect.poll(() => tab.locator('#caption').isVisible()).toBe(true);
        await tab.keyboard.press('Escape');
        await expect.poll(() => tab.locator('#caption').count()).toBe(0);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/official-plugins/medium-zoom#options',
    'on a page without the template element, a click on an image opens nothing',
    async () => {
      const bare = await openHydrated(browser, `${preview.origin}/zoom/two`);
      try {
        await zoomReady(bare, 'Navy');
        const errors: string[] = [];
        bare.on('pageerror', (error) => errors.push(error.message));
        await bare.evaluate(() => document.getElementById('zoom-template')?.remove());
        await bare.locator('.rspress-doc img[alt="Navy"]').click();
        await expect.poll(() => errors.length).toBeGreaterThan(0);
        expect(await opened(bare).count()).toBe(0);
      } finally {
        await bare.context().close();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/medium-zoom#status',
      'plugin/official-plugins/medium-zoom#migrate',
      'plugin/system/introduction#built-in-plugins',
      'plugin/official-plugins/overview#built-into-core',
    ],
    'with mediumZoom: false a plugin named @rspress/plugin-medium-zoom builds, and so does one named @rspress/plugin-last-updated without themeConfig.lastUpdated',
    () => {
      expect(misc.ok, misc.output).toBe(true);
      expect(misc.output).not.toContain('has been registered');
    },
  );

  claim(
    'plugin/official-plugins/shiki#option-theme',
    'with the default theme, a --shiki-token-keyword rule in your own stylesheet recolours the keywords',
    async () => {
      const tab = await openHydrated(browser, `${preview.origin}/`);
      try {
        const keyword = tab.locator('pre.shiki span[style*="--shiki-token-keyword"]').first();
        expect(await keyword.evaluate((span) => getComputedStyle(span).color)).toBe(
          'rgb(255, 0, 0)',
        );
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    [
      'plugin/official-plugins/shiki#option-langs',
      'plugin/official-plugins/shiki#option-langalias',
      'plugin/official-plugins/shiki#defaults',
    ],
    'langs replaces the default list: an alias to ts then stops the build with Language not found; without langs an alias to js highlights',
    async () => {
      expect(shikiLangs.ok).toBe(false);
      expect(shikiLangs.output).toMatch(/Language `?foo`? not found/);
      const block = parseHtml(await shikiNoColor.read('index.html')).querySelector('pre.shiki');
      const dark = new Set(
        [...(block?.querySelectorAll('.line > span') ?? [])].map(
          (span) => /--shiki-dark:(#[0-9a-f]+)/i.exec(span.getAttribute('style') ?? '')?.[1],
        ),
      );
      expect(dark.size).toBeGreaterThan(1);
    },
  );

  claim(
    'plugin/official-plugins/shiki#option-langs',
    'a grammar object in langs highlights a language Shiki does not ship',
    async () => {
      const page = parseHtml(await shikiThemes.read('index.html'));
      const block = page.querySelector('pre.shiki[data-lang="mylang"]');
      const spans = [...(block?.querySelectorAll('.line > span') ?? [])];
      const colourOf = (text: string) =>
        spans.find((span) => span.textContent?.trim() === text)?.getAttribute('style');
      expect(colourOf('FOO')).toBeDefined();
      expect(colourOf('FOO')).not.toBe(colourOf('baz'));
    },
  );

  claim(
    'plugin/official-plugins/shiki#markdown-shiki',
    'colorReplacements is passed to Shiki: the keyword colour #d73a49 is written as #ff0000',
    async () => {
      const html = await shikiThemes.read('index.html');
      expect(html).toMatch(/color:#ff0000;--shiki-dark:#F97583">const</i);
      expect(html.toLowerCase()).not.toContain('color:#d73a49');
    },
  );

  claim(
    'plugin/official-plugins/shiki#option-themes',
    'without a stylesheet of yours, dark mode keeps the light colours; defaultColor false writes no inline colour, only --shiki-light and --shiki-dark',
    async () => {
      const colours = async (colorScheme: 'light' | 'dark') => {
        const tab = await openHydrated(browser, `${shikiHost.origin}/`, { colorScheme });
        try {
          await expect
            .poll(() => tab.evaluate(() => document.documentElement.classList.contains('rp-dark')))
            .toBe(colorScheme === 'dark');
          const read = () =>
            tab
              .locator('pre.shiki[data-lang="ts"] .line > span')
              .evaluateAll((spans) => spans.map((span) => getComputedStyle(span).color));
          // Seen once under load: every token in one colour at the first read. The tokens of this
          // line have several colours in both themes once the page has settled.
          await expect.poll(async () => new Set(await read()).size).toBeGreaterThan(1);
          return await read();
        } finally {
          await tab.context().close();
        }
      };
      const light = await colours('light');
      expect(new Set(light).size).toBeGreaterThan(1);
      expect(await colours('dark')).toEqual(light);
      const block = parseHtml(await shikiNoColor.read('index.html')).querySelector('pre.shiki');
      for (const span of block?.querySelectorAll('.line > span') ?? []) {
        const style = span.getAttribute('style') ?? '';
        expect(style).toMatch(/^--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+$/i);
      }
    },
  );

  claim(
    ['plugin/official-plugins/rss#siteurl', 'plugin/official-plugins/rss#output'],
    'siteUrl defaults to siteOrigin joined with base: the item links and the head link of the feed start with https://example.com/docs/',
    async () => {
      const feed = await misc.read('rss/blog.xml');
      expect(feed).toContain('<link href="https://example.com/docs/blog/release-2-0"/>');
      const head = parseHtml(await misc.read('blog/older.html')).head;
      const links = [...head.querySelectorAll('link[rel="alternate"][type$="xml"]')].map((link) =>
        link.getAttribute('href'),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const link of links)
        expect(link).toMatch(/^https:\/\/example\.com\/docs\/rss\/[a-z]+\.xml$/);
    },
  );

  claim(
    'plugin/official-plugins/rss#feed-items',
    'the post of the page becomes an item with its title, date, author, description and category; content is the HTML of the page body',
    async () => {
      const feed = await misc.read('rss/blog.xml');
      const entry = /<entry>(?:(?!<\/entry>)[\s\S])*Version 2\.0 is out[\s\S]*?<\/entry>/.exec(
        feed,
      )?.[0];
      expect(entry).toContain('<updated>2025-06-03T00:00:00.000Z</updated>');
      expect(entry).toContain('<name>Jane Doe</name>');
      expect(entry).toContain('What changed in 2.0 and how to upgrade.');
      expect(entry).toContain('<category label="release"/>');
      expect(feed).toContain('<p>Some <em>body</em> text.</p>');
      expect(feed.indexOf('Version 2.0 is out')).toBeLessThan(feed.indexOf('An older post'));
    },
  );

  claim(
    'plugin/official-plugins/rss#feed-id',
    'two feeds with the same id write one file, the later feed’s, and the build does not complain',
    async () => {
      const feed = await misc.read('rss/twice.xml');
      expect(feed).toContain('<title>Second of the two</title>');
      expect(feed).toContain('A news item');
      expect(feed).not.toContain('An older post');
      expect(misc.output).not.toMatch(/twice/);
    },
  );

  claim(
    'plugin/official-plugins/overview#llms',
    'the llms option is off by default; llms: true writes llms.txt, llms-full.txt and a .md copy of each page',
    () => {
      expect(site.has('llms.txt')).toBe(false);
      expect(site.has('guide/setup.md')).toBe(false);
      for (const file of ['llms.txt', 'llms-full.txt', 'blog/older.md']) {
        expect(misc.has(file), file).toBe(true);
      }
    },
  );

  claim(
    'plugin/system/introduction#plugin-order',
    'the Markdown plugins, global components and styles of plugins come after the config’s, in the order of the array, and the config’s builderConfig wins',
    async () => {
      const page = parseHtml(await misc.read('index.html'));
      expect(textOf(page.querySelector('.rspress-doc'))).toContain('MARKS: config first second');
      const probes = [...page.querySelectorAll('.probe')];
      expect(probes.map((probe) => probe.getAttribute('data-label'))).toEqual([
        'config',
        'first',
        'second',
      ]);
      expect(probes.map((probe) => probe.getAttribute('data-winner'))).toEqual([
        'config',
        'config',
        'config',
      ]);
      const tab = await openHydrated(browser, `${miscHost.origin}/docs/`);
      try {
        const styledBy = await tab
          .locator('.probe')
          .first()
          .evaluate((probe) => getComputedStyle(probe).getPropertyValue('--styled-by').trim());
        expect(styledBy).toBe('second');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/system/introduction#inline-plugin',
    'the inline plugin of the example prints how many routes were built and how long the build took',
    () => {
      expect(inline.output).toMatch(/Built 2 routes in \d+\.\d s/);
    },
  );
});

describe('rspress dev and the plugins of a config', () => {
  const LOG = 'hooks.log';
  const config = (title: string) => `import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { pluginFromNpm } from 'plugin-from-npm';
import { pluginLocal } from './plugins/local';

export default defineConfig({
  root: 'docs',
  title: '${title}',
  plugins: [
    pluginFromNpm(),
    pluginLocal(),
    {
      name: 'inline',
      config(config) {
        appendFileSync(path.join(process.cwd(), '${LOG}'), 'inline\\n');
        return config;
      },
    },
  ],
});
`;
  const plugin = (
    name: string,
    version: string,
    typed: boolean,
  ) => `import { appendFileSync } from 'node:fs';
import path from 'node:path';
${typed ? "import type { RspressPlugin } from '@rspress/core';\n" : ''}
export function ${name === 'npm' ? 'pluginFromNpm' : 'pluginLocal'}()${typed ? ': RspressPlugin' : ''} {
  return {
    name: '${name}',
    config(config) {
      appendFileSync(path.join(process.cwd(), '${LOG}'), '${name} ${version}\\n');
      return config;
    },
  };
}
`;
  let site: ScratchBuild;
  let dev: RunningServer;
  const log = async () =>
    (await readFile(path.join(site.dir, LOG), 'utf8').catch(() => '')).split('\n').filter(Boolean);
  /** Resolves once the dev server answers the home page (it does not while it restarts). */
  const answered = async () => {
    await expect
      .poll(
        () =>
          fetch(`${dev.origin}/`).then(
            (response) => response.ok,
            () => false,
          ),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
  };
  /** The config hook calls so far: one `inline` line per start or restart of the site. */
  const starts = async () => (await log()).filter((line) => line === 'inline').length;

  beforeAll(async () => {
    site = await buildScratchSite(
      {
        'rspress.config.ts': config('One'),
        'plugins/local.ts': plugin('local', 'v1', true),
        'docs/index.md': '# Home\n',
      },
      {
        build: false,
        // A package of the site's own node_modules, as an installed plugin is.
        prepare: async (root) => {
          const dir = path.join(root, 'node_modules', 'plugin-from-npm');
          await mkdir(dir);
          await writeFile(
            path.join(dir, 'package.json'),
            JSON.stringify({
              name: 'plugin-from-npm',
              version: '1.0.0',
              type: 'module',
              main: 'index.js',
            }),
          );
          await writeFile(path.join(dir, 'index.js'), plugin('npm', 'v1', false));
        },
      },
    );
    dev = await site.dev();
    await fetch(`${dev.origin}/`);
    for (const deadline = Date.now() + 60_000; (await starts()) < 1; ) {
      if (Date.now() > deadline) throw new Error(`the config hooks did not run:\n${dev.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  afterAll(async () => {
    await dev?.stop();
    await site?.remove();
  });

  claim(
    ['plugin/system/introduction#register-a-plugin', 'plugin/system/introduction#what-a-plugin-is'],
    'a plugin from npm, one from a file of the repository and one written inline all run; saving rspress.config.ts restarts rspress dev, which runs them again',
    async () => {
      expect(await log()).toEqual(['npm v1', 'local v1', 'inline']);
      await site.write('rspress.config.ts', config('Two'));
      await expect.poll(starts, { timeout: 60_000 }).toBe(2);
      expect(dev.output()).toContain('restarting server as rspress.config.ts changed');
    },
  );

  claim(
    'plugin/system/introduction#register-a-plugin',
    'saving a file the config imports or a plugin in node_modules restarts nothing; saving the config then loads the new local file, while the npm plugin keeps its old code until rspress dev starts again',
    async () => {
      const before = await starts();
      await site.write('plugins/local.ts', plugin('local', 'v2', true));
      await site.write('node_modules/plugin-from-npm/index.js', plugin('npm', 'v2', false));
      // The server answers after both saves; then saving the config restarts it.
      await answered();
      await site.write('rspress.config.ts', config('Three'));
      await expect.poll(starts, { timeout: 60_000 }).toBe(before + 1);
      const restarts = dev
        .output()
        .split('\n')
        .filter((line) => line.includes('restarting server as'));
      expect(restarts.length).toBeGreaterThan(0);
      for (const line of restarts)
        expect(line).toContain('restarting server as rspress.config.ts changed');
      expect((await log()).slice(-3)).toEqual(['npm v1', 'local v2', 'inline']);
      await dev.stop();
      dev = await site.dev();
      await answered();
      await expect.poll(async () => (await log()).at(-3), { timeout: 60_000 }).toBe('npm v2');
    },
  );
});

describe('the type of plugins', () => {
  claim(
    [
      'plugin/system/introduction#options-and-conditions',
      'plugin/system/introduction#what-a-plugin-is',
    ],
    'plugins takes RspressPlugin objects: a condition or filter builds the array, isProd && plugin() inside it does not type-check',
    () => {
      const file = path.join(
        rootDir,
        'tests',
        'behaviour',
        'plugins',
        '.plugin-types',
        'config.ts',
      );
      const code = `import { defineConfig, type RspressPlugin } from '@rspress/core';
const isProd = process.env.NODE_ENV === 'production';
const report = (): RspressPlugin => ({ name: 'report' });
export const withCondition = defineConfig({ plugins: isProd ? [report()] : [] });
export const withFilter = defineConfig({ plugins: [isProd && report()].filter((plugin) => plugin !== false) });
export const inline = defineConfig({ plugins: [isProd && report()] });
`;
      const options: ts.CompilerOptions = {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        types: ['node'],
      };
      const compilerHost = ts.createCompilerHost(options);
      const readSource = compilerHost.readFile.bind(compilerHost);
      const exists = compilerHost.fileExists.bind(compilerHost);
      compilerHost.readFile = (name) => (path.resolve(name) === file ? code : readSource(name));
      compilerHost.fileExists = (name) => path.resolve(name) === file || exists(name);
      const program = ts.createProgram([file], options, compilerHost);
      const source = program.getSourceFile(file);
      const lines = ts
        .getPreEmitDiagnostics(program, source)
        .map((diagnostic) =>
          source && diagnostic.start !== undefined
            ? source.getLineAndCharacterOfPosition(diagnostic.start).line + 1
            : 0,
        );
      expect(new Set(lines)).toEqual(new Set([6]));
    },
  );
});
