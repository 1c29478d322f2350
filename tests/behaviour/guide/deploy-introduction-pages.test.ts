/**
 * Deployment, Introduction and Community plugins, where deploy-nginx.test.ts, introduction.test.ts
 * and the plugin tests leave off. Six scratch sites are built side by side: a bilingual site at the
 * root without clean URLs (and with `search: false`), the same pages under `/my-docs/` with clean
 * URLs and `outDir`, a site whose pages hold a dead link and a missing image, a site with the parts
 * of Introduction's table that need a setting (a theme of its own, a plugin, two versions), a site
 * with two versions and `search: false`, and a site with the community plugins installed from the
 * registry. One Nginx serves the builds as a bare static server, at the wrong base and with a
 * single-page-application rewrite; `rspress preview` and Chromium show what a reader gets.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { type CollectedRun, runCollected } from '../../../scripts/runCollected.ts';
import { openSearch, search } from '../../support/builtinSearch.ts';
import { claim } from '../../support/claims.ts';
import { type RunningNginx, startNginx } from '../../support/nginx.ts';
import { npmView, type Packument } from '../../support/registry.ts';
import { launchChromium, openHydrated, waitForHydration } from '../../support/scratchBrowser.ts';
import {
  buildScratchSite,
  commitFiles,
  type RunningServer,
  rootDir,
  type ScratchBuild,
  serverOf,
} from '../../support/scratchSite.ts';
import { freePort } from '../../support/siteServer.ts';
import { parseHtml, textsOf } from '../theme/html.ts';

const RSPRESS = path.join(rootDir, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');

/** A grey PNG of `width`×`height`, stored uncompressed so that it is too large to be inlined. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x40)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  // Stored deflate blocks (zlib header, blocks of at most 65535 bytes, Adler-32).
  const blocks: Buffer[] = [Buffer.from([0x78, 0x01])];
  for (let offset = 0; offset < raw.length; offset += 65535) {
    const part = raw.subarray(offset, offset + 65535);
    const head = Buffer.alloc(5);
    head[0] = offset + 65535 >= raw.length ? 1 : 0;
    head.writeUInt16LE(part.length, 1);
    head.writeUInt16LE(part.length ^ 0xffff, 3);
    blocks.push(head, part);
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  blocks.push(adler);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(blocks)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The two deployed sites: the same pages at the root without clean URLs, and under /my-docs/ with
// clean URLs and the outDir of the Build section.

const DEPLOY_PAGES = {
  'docs/en/index.md': '# Home\n\nThe home page. [Guide](/guide/) [Start](/guide/getting-started)\n',
  'docs/en/guide/index.md': '# Guide\n\nThe guide index.\n',
  'docs/en/guide/getting-started.md':
    '# Getting started\n\nFirst steps with widgets.\n\n![Architecture](./arch.png)\n\n## Setup {#setup}\n\nText.\n',
  'docs/zh/index.md': '# 首页\n\n首页。\n',
  'docs/zh/guide/index.md': '# 指南\n\n指南首页。\n',
  'docs/zh/guide/getting-started.md': '# 快速开始\n\n第一步。\n',
  'docs/zh/404.md': "---\npageType: '404'\n---\n",
  'docs/public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>',
  // The Netlify rule of "A 404 page per language".
  'docs/public/_redirects': '/zh/* /zh/404.html 404\n',
};

const deployConfig = (extra: string) => `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Deployed',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],${extra}
});
`;

const withImage = async (root: string) => {
  await writeFile(path.join(root, 'docs/en/guide/arch.png'), png(120, 120));
};

// ---------------------------------------------------------------------------------------------
// Introduction's site: a theme with a slot, a wrapped component and an ejected one; a local plugin
// with a hook of each kind; code blocks, an image, tabs, steps, a badge, an overview page; two
// versions.

const PROOF_PLUGIN = `import type { RspressPlugin } from '@rspress/core';

type Node = { type: string; value?: string; children?: Node[] };

function remarkShout() {
  const walk = (node: Node) => {
    if (node.type === 'text' && node.value?.includes('shout-me')) {
      node.value = node.value.replace('shout-me', 'SHOUTED BY REMARK');
    }
    node.children?.forEach(walk);
  };
  return (tree: Node) => walk(tree);
}

/** A plugin written against webpack's plugin interface. */
class WebpackStylePlugin {
  apply(compiler: any) {
    compiler.hooks.thisCompilation.tap('WebpackStyle', (compilation: any) => {
      compilation.hooks.processAssets.tap(
        { name: 'WebpackStyle', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const text = 'emitted by rspack ' + compiler.webpack.rspackVersion;
          compilation.emitAsset('webpack-style-plugin.txt', new compiler.webpack.sources.RawSource(text));
        },
      );
    });
  }
}

export function pluginProof(): RspressPlugin {
  return {
    name: 'proof',
    config(config) {
      return { ...config, description: 'Described by a plugin' };
    },
    addPages() {
      return [{ routePath: '/added', content: '# Added\\n\\nAdded by a plugin.\\n' }];
    },
    extendPageData(pageData) {
      Object.assign(pageData, { proof: 'page data from a plugin' });
    },
    markdown: { remarkPlugins: [remarkShout] },
    builderConfig: {
      tools: {
        rspack: (config) => {
          config.plugins = [...(config.plugins ?? []), new WebpackStylePlugin()];
        },
      },
    },
  };
}
`;

const BOX_THEME = `import { usePage } from '@rspress/core/runtime';
import { Badge as OriginalBadge, Layout as BasicLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

function Proof() {
  const { page } = usePage();
  return <p id="slot">Slot: {(page as { proof?: string }).proof}</p>;
}

export function Layout() {
  return <BasicLayout beforeDocFooter={<Proof />} />;
}

export function Badge(props: ComponentProps<typeof OriginalBadge>) {
  return (
    <span className="wrapped-badge">
      <OriginalBadge {...props} />
    </span>
  );
}

export * from '@rspress/core/theme-original';
export { HomeFooter } from './components/HomeFooter';
`;

const LONG_BLOCK = Array.from({ length: 40 }, (_, i) => `const line${i} = ${i};`).join('\n');

const BOX = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { pluginSass } from '@rsbuild/plugin-sass';
import { pluginProof } from './plugin-proof';

export default defineConfig({
  root: 'docs',
  title: 'Box',
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  markdown: { shiki: { transformers: [transformerCompatibleMetaHighlight()] } },
  themeConfig: {
    editLink: { docRepoBaseUrl: 'https://example.com/edit/docs' },
    lastUpdated: { author: true },
    footer: { message: 'Footer text' },
  },
  plugins: [pluginProof()],
  builderConfig: { plugins: [pluginSass()] },
});
`,
  'plugin-proof.ts': PROOF_PLUGIN,
  'theme/index.tsx': BOX_THEME,
  'docs/v2/index.md': '---\npageType: home\nhero:\n  name: Box home\n---\n',
  'docs/v2/guide/index.md': '---\noverview: true\ntitle: Guide overview\n---\n',
  'docs/v2/guide/_meta.json': JSON.stringify([
    'index',
    { type: 'file', name: 'zeta', label: 'Zed first' },
    'alpha',
  ]),
  'docs/v2/guide/alpha.md':
    '# Alpha\n\nshout-me and bodyonlyword.\n\n## Headingword section {#hw}\n\nMore text.\n\n## Second section\n\nText.\n',
  'docs/v2/guide/zeta.mdx': `import { Tabs, Tab, Steps, Badge } from '@rspress/core/theme';

# Zeta <Badge text="new" />

![Big](./big.png)

\`\`\`ts title="example.ts" lineNumbers wrapCode {1,3}
const first = 1;
const second = 2;
const third = 3;
\`\`\`

\`\`\`ts fold
${LONG_BLOCK}
\`\`\`

<Tabs>
  <Tab label="One">Panel one.</Tab>
  <Tab label="Two">Panel two.</Tab>
</Tabs>

<Steps>

### Build

Run the build.

### Deploy

Copy the folder.

</Steps>
`,
  'docs/v1/index.md': '# Version one\n\nThe first version.\n',
  'docs/v1/guide/alpha.md': '# Alpha one\n\nThe old alpha.\n',
};

const prepareBox = async (root: string) => {
  // Wider than the page: the zoom has room to enlarge it.
  await writeFile(path.join(root, 'docs/v2/guide/big.png'), png(1600, 40));
  const eject = await runCollected(process.execPath, [RSPRESS, 'eject', 'HomeFooter'], {
    cwd: root,
  });
  if (eject.code !== 0) throw new Error(`rspress eject failed:\n${eject.output}`);
  // An edit of the ejected source, to tell the copy from the original on the page.
  const footer = path.join(root, 'theme/components/HomeFooter/index.tsx');
  const source = await readFile(footer, 'utf8');
  if (!source.includes('rp-home-footer__message"')) throw new Error(source);
  await writeFile(
    footer,
    source.replace('rp-home-footer__message"', 'rp-home-footer__message ejected-copy"'),
  );
  commitFiles(root, ['docs'], { name: 'Ada Writer', email: 'ada@example.com' });
};

/** Two versions and search: false. */
const VERSIONED_NO_SEARCH = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  search: false,
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
});
`,
  'docs/v2/index.md': '# Home\n',
  'docs/v2/guide/alpha.md': '# Alpha\n\nText.\n\n## Headingword section {#hw}\n\nMore text.\n',
  'docs/v1/index.md': '# Version one\n',
};

// ---------------------------------------------------------------------------------------------
// The community plugins, installed from the registry into a folder of the site.

const COMMUNITY_PACKAGES = {
  'rspress-plugin-mermaid': '1.0.1',
  'rspress-plugin-file-tree': '1.0.5',
  '@soonit/rspress-plugin-og': '0.1.2',
  'rspress-plugin-sitemap': '1.2.1',
};

const OG_TEMPLATE = `<svg width="1200" height="630" viewBox="0 0 1200 630" xmlns="http://www.w3.org/2000/svg">
  <rect width="1200" height="630" fill="#1e1e1e" />
  <text x="60" y="200" font-family="DejaVu Sans" font-size="80" fill="#ffffff">
    <tspan x="60" dy="0">{{line1}}</tspan>
    <tspan x="60" dy="90">{{line2}}</tspan>
  </text>
</svg>
`;

const COMMUNITY = {
  'rspress.config.ts': `import { defineConfig } from '@rspress/core';
import mermaid from 'rspress-plugin-mermaid';
import fileTree from 'rspress-plugin-file-tree';
import og from '@soonit/rspress-plugin-og';
import sitemap from 'rspress-plugin-sitemap';

export default defineConfig({
  root: 'docs',
  title: 'Community',
  plugins: [
    mermaid(),
    fileTree(),
    og({ domain: 'https://docs.example.com', resvgOptions: { font: { loadSystemFonts: true } } }),
    sitemap({ domain: 'https://docs.example.com' }),
  ],
});
`,
  // The Open Graph plugin alone, with its defaults apart from the required domain, on pages without
  // the code blocks of the other plugins.
  'og.config.ts': `import { defineConfig } from '@rspress/core';
import og from '@soonit/rspress-plugin-og';

export default defineConfig({
  root: 'og-docs',
  title: 'Community',
  outDir: 'og_build',
  plugins: [og({ domain: 'https://docs.example.com' })],
});
`,
  'og-docs/index.md': '# Community home\n',
  'og-docs/guide/diagram.md': '# Diagram page\n',
  'docs/index.md': '# Community home\n',
  'docs/guide/diagram.md':
    '# Diagram page\n\n```mermaid\ngraph TD\n  Start --> Finish\n```\n\n```tree\n.\n├── docs\n│   └── index.md // the home page\n└── package.json\n```\n',
};

const npmEnv = {
  ...process.env,
  NO_COLOR: '1',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

/** Installs the plugins in `plugins/` of the site and links them from the site's node_modules. */
const installCommunityPlugins = async (root: string) => {
  const folder = path.join(root, 'plugins');
  await mkdir(folder);
  await writeFile(
    path.join(folder, 'package.json'),
    JSON.stringify({ private: true, dependencies: COMMUNITY_PACKAGES }),
  );
  // The peers (@rspress/core, React) are the site's own: the project's installed packages.
  const install = await runCollected('npm', ['install', '--legacy-peer-deps'], {
    cwd: folder,
    env: npmEnv,
  });
  if (install.code !== 0) throw new Error(`npm install failed:\n${install.output}`);
  for (const name of Object.keys(COMMUNITY_PACKAGES)) {
    const link = path.join(root, 'node_modules', name);
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(path.join(folder, 'node_modules', name), link);
  }
};

interface CommunityBuilds {
  site: ScratchBuild;
  /** The Open Graph plugin alone, before the project has a template. */
  noTemplate: CollectedRun;
  /** Whether that failed build had written its pages. */
  pagesBeforeFailure: boolean;
  /** The site with every plugin and a template. */
  full: CollectedRun;
  /** The Open Graph plugin alone, with the template and no font option. */
  defaults: CollectedRun;
}

async function buildCommunity(): Promise<CommunityBuilds> {
  const site = await buildScratchSite(COMMUNITY, {
    build: false,
    prepare: installCommunityPlugins,
  });
  const noTemplate = await site.rebuild({ args: ['--config', 'og.config.ts'] });
  const pagesBeforeFailure = existsSync(path.join(site.dir, 'og_build', 'guide', 'diagram.html'));
  await site.write('og-template.svg', OG_TEMPLATE);
  const full = await site.rebuild();
  const defaults = await site.rebuild({ args: ['--config', 'og.config.ts'] });
  return { site, noTemplate, pagesBeforeFailure, full, defaults };
}

/** `npm install --dry-run` of the Rspress 1 sitemap plugin in a project of @rspress/core 2.0.22. */
async function sitemapInstall(): Promise<CollectedRun> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitemap-install-'));
  try {
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: 'site',
        private: true,
        devDependencies: { '@rspress/core': '2.0.22' },
      }),
    );
    return await runCollected(
      'npm',
      ['install', '--dry-run', '--save-dev', 'rspress-plugin-sitemap@1.2.1'],
      { cwd: dir, env: npmEnv },
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The devDependencies that `npm install --save-dev --save-exact` writes for a plugin (the Rspress 1
 * sitemap plugin: it has no dependencies, so the install is quick).
 */
async function exactInstall(): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'exact-install-'));
  try {
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'site', private: true }),
    );
    const install = await runCollected(
      'npm',
      ['install', '--save-dev', '--save-exact', 'rspress-plugin-sitemap@1.2.1'],
      { cwd: dir, env: npmEnv },
    );
    if (install.code !== 0) throw new Error(`npm install failed:\n${install.output}`);
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    return manifest.devDependencies;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const RSPRESS_1_PLUGINS = [
  '@rspress/plugin-container-syntax',
  '@rspress/plugin-shiki',
  '@rspress/plugin-medium-zoom',
  '@rspress/plugin-last-updated',
] as const;

// ---------------------------------------------------------------------------------------------

let root: ScratchBuild;
let sub: ScratchBuild;
let broken: ScratchBuild;
let box: ScratchBuild;
let versioned: ScratchBuild;
let community: CommunityBuilds;
let sitemapDryRun: CollectedRun;
let exactDevDependencies: Record<string, string>;
let rspress1: Packument[][];
let nginx: RunningNginx;
let browser: Browser;
let subPreview: RunningServer;
let boxPreview: RunningServer;
let communityPreview: RunningServer;
/** Nginx with only a root folder: the root site. */
let bare: string;
/** Nginx serving the /my-docs/ build at the root, as the page's root server block does. */
let wrongBase: string;
/** Nginx rewriting every address without a file to the home page's index.html. */
let spa: string;
/** Nginx serving the versioned site without search. */
let versionedOrigin: string;

beforeAll(async () => {
  [root, sub, broken, box, versioned, community, sitemapDryRun, exactDevDependencies, rspress1] =
    await Promise.all([
      buildScratchSite(
        {
          ...DEPLOY_PAGES,
          'docs/zh/_meta.json': JSON.stringify(['index', { type: 'dir', name: 'guide' }]),
          // For Introduction's search: false; the index files are written all the same.
          'rspress.config.ts': deployConfig(`
  search: false,`),
        },
        { prepare: withImage },
      ),
      buildScratchSite(
        {
          ...DEPLOY_PAGES,
          'rspress.config.ts': deployConfig(`
  base: '/my-docs/',
  outDir: 'build/docs',
  route: { cleanUrls: true },`),
        },
        { prepare: withImage, outDir: 'build/docs' },
      ),
      buildScratchSite({
        'docs/index.md': '# Home\n\n[Gone](/guide/missing)\n',
        'docs/photo.md': '# Photo\n\n![Gone](./missing.png)\n',
      }),
      buildScratchSite(BOX, { prepare: prepareBox }),
      buildScratchSite(VERSIONED_NO_SEARCH),
      buildCommunity(),
      sitemapInstall(),
      exactInstall(),
      Promise.all(RSPRESS_1_PLUGINS.map((name) => npmView(name))),
    ]);
  for (const site of [root, sub, box, versioned]) expect(site.ok, site.output).toBe(true);
  expect(community.full.code, community.full.output).toBe(0);

  const webRoot = path.join(sub.dir, 'www');
  await mkdir(webRoot);
  await symlink(path.join(sub.dir, 'build', 'docs'), path.join(webRoot, 'my-docs'));
  const ports = [await freePort(), await freePort(), await freePort(), await freePort()];
  const [barePort, wrongPort, spaPort, versionedPort] = ports;
  [nginx, browser, subPreview, boxPreview, communityPreview] = await Promise.all([
    startNginx(
      `
server {
  listen 127.0.0.1:${barePort};
  root ${path.join(root.dir, 'doc_build')};
}
server {
  listen 127.0.0.1:${wrongPort};
  root ${path.join(sub.dir, 'build', 'docs')};
  location / {
    try_files $uri $uri.html $uri/ =404;
  }
}
server {
  listen 127.0.0.1:${spaPort};
  root ${webRoot};
  location /my-docs/ {
    try_files $uri $uri/ /my-docs/index.html;
  }
}
server {
  listen 127.0.0.1:${versionedPort};
  root ${path.join(versioned.dir, 'doc_build')};
  location / {
    try_files $uri $uri.html $uri/ =404;
  }
}
`,
      ports,
    ),
    launchChromium(),
    sub.preview(),
    box.preview(),
    community.site.preview(),
  ]);
  [bare, wrongBase, spa, versionedOrigin] = ports.map((port) => `http://127.0.0.1:${port}`) as [
    string,
    string,
    string,
    string,
  ];
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await Promise.all(
    [root, sub, broken, box, versioned, community?.site].map((site) => site?.remove()),
  );
});

async function get(url: string): Promise<{ status: number; body: string; headers: Headers }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** Every file of a folder, relative to it, with `/` separators. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A tab that records the status of every script and stylesheet it loads. */
async function openRecording(
  url: string,
): Promise<{ tab: Page; assets: { path: string; status: number }[]; origins: Set<string> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  const assets: { path: string; status: number }[] = [];
  const origins = new Set<string>();
  tab.on('request', (request) => origins.add(new URL(request.url()).origin));
  tab.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\.(js|css)$/.test(pathname)) assets.push({ path: pathname, status: response.status() });
  });
  await tab.goto(url);
  await tab.waitForLoadState('networkidle');
  return { tab, assets, origins };
}

function isHydrated(tab: Page): Promise<boolean> {
  return tab.evaluate(() => {
    const element = document.getElementById('__rspress_root');
    return (
      element !== null && Object.keys(element).some((key) => key.startsWith('__reactContainer'))
    );
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** `rspress preview` in `dir` with `args` and `env`, answering on `origin`. */
function preview(
  dir: string,
  args: string[],
  env: Record<string, string>,
  origin: string,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [RSPRESS, 'preview', ...args], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return serverOf(child, origin, 'rspress preview', (signal) => child.kill(signal));
}

async function answers(url: string): Promise<number | undefined> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------

describe('Deployment: the build and its output', () => {
  claim(
    ['guide/basic/deploy#build', 'guide/start/introduction#in-the-box'],
    'a link to a missing page and a missing image each stop the build with an error and a non-zero exit code, with no option set',
    () => {
      expect(broken.ok).toBe(false);
      expect(broken.output).toContain('Error: Dead link found');
      expect(broken.output).toContain('Error: Dead image found');
      expect(broken.has('index.html')).toBe(false);
    },
  );

  claim(
    'guide/basic/deploy#build',
    "outDir: 'build/docs' writes the site there and no doc_build",
    () => {
      expect(sub.has('guide/getting-started.html')).toBe(true);
      expect(sub.has('404.html')).toBe(true);
      expect(existsSync(path.join(sub.dir, 'doc_build'))).toBe(false);
    },
  );

  claim(
    'guide/basic/deploy#output',
    "the output has the page's tree: an HTML file per route, 404.html, static/ with css, js, image and search_index.<lang>.<hash>.json, and the public files at the root",
    async () => {
      const files = await filesOf(path.join(root.dir, 'doc_build'));
      for (const file of [
        'index.html',
        '404.html',
        'guide/index.html',
        'guide/getting-started.html',
        'logo.svg',
      ]) {
        expect(files, file).toContain(file);
      }
      expect(files.some((file) => /^static\/css\/[^/]+\.css$/.test(file))).toBe(true);
      expect(files.some((file) => /^static\/js\/[^/]+\.js$/.test(file))).toBe(true);
      expect(files.some((file) => /^static\/image\/arch\.[0-9a-f]+\.png$/.test(file))).toBe(true);
      expect(files.some((file) => /^static\/search_index\.en\.[0-9a-f]{8}\.json$/.test(file))).toBe(
        true,
      );
      expect(await root.read('logo.svg')).toContain('<svg');
      // The site's files and nothing else of the project.
      expect(
        files.filter((file) => !file.startsWith('static/') && !file.endsWith('.html')),
      ).toEqual(['_redirects', 'logo.svg']);
    },
  );

  claim(
    'guide/basic/deploy#output',
    'every file under static/ has a content hash in its name: a build with other settings gives changed files new names and keeps a name only for the same content',
    async () => {
      // A script's licence file is named after the script, hash included.
      const rootStatic = await filesOf(path.join(root.dir, 'doc_build', 'static'));
      for (const file of rootStatic) expect(path.basename(file)).toMatch(/\.[0-9a-f]{8,}\./);
      const subStatic = new Set(await filesOf(path.join(sub.dir, 'build', 'docs', 'static')));
      const shared = rootStatic.filter((file) => subStatic.has(file));
      expect(shared.length).toBeGreaterThan(3);
      for (const file of shared) {
        expect(await sub.read(`static/${file}`), file).toBe(await root.read(`static/${file}`));
      }
      // The entry script holds the base: another base, another name.
      const entry = (files: Iterable<string>) =>
        [...files].find((file) => /^js\/index\.[0-9a-f]+\.js$/.test(file));
      expect(entry(rootStatic)).toBeDefined();
      expect(entry(subStatic)).toBeDefined();
      expect(entry(rootStatic)).not.toBe(entry(subStatic));
    },
  );
});

describe('Deployment: rspress preview', () => {
  claim(
    'guide/basic/deploy#preview',
    'preview listens on 4173 by default; PORT and HOST win over --port and --host; --base serves the build under another base; an edited page is not rebuilt',
    async () => {
      if (await isFree(4173)) {
        const byDefault = await preview(
          root.dir,
          ['--host', '127.0.0.1'],
          {},
          'http://127.0.0.1:4173',
        );
        try {
          // Another claim file may start its own preview on 4173 after the check above: only an
          // answer of this preview, which then prints that port, shows the default.
          if (byDefault.output().includes('127.0.0.1:4173')) {
            const served = await fetch('http://127.0.0.1:4173/guide/getting-started.html');
            expect(served.status).toBe(200);
            expect(await served.text()).toBe(await root.read('guide/getting-started.html'));
          }
        } finally {
          await byDefault.stop();
        }
      }
      const [flagPort, envPort] = [await freePort(), await freePort()];
      const server = await preview(
        root.dir,
        ['--port', String(flagPort), '--host', '127.0.0.1', '--base', '/my-docs/'],
        { PORT: String(envPort), HOST: '127.0.0.2' },
        `http://127.0.0.2:${envPort}`,
      );
      try {
        const page = `http://127.0.0.2:${envPort}/my-docs/guide/getting-started.html`;
        expect(await answers(page)).toBe(200);
        expect(await answers(`http://127.0.0.2:${envPort}/guide/getting-started.html`)).toBe(404);
        expect(await answers(`http://127.0.0.1:${envPort}/my-docs/`)).toBeUndefined();
        expect(await answers(`http://127.0.0.1:${flagPort}/my-docs/`)).toBeUndefined();
        await root.write('docs/en/guide/getting-started.md', '# Getting started\n\nEdited text.\n');
        const body = (await get(page)).body;
        expect(body).toContain('First steps with widgets.');
        expect(body).not.toContain('Edited text.');
      } finally {
        await server.stop();
      }
    },
  );

  claim(
    ['guide/basic/deploy#preview', 'guide/start/introduction#in-the-box'],
    'preview serves the written HTML, clean URLs when they are on and the hashed assets; search finds a page in the browser from an index per language, asking nothing of another server',
    async () => {
      const page = await get(`${subPreview.origin}/my-docs/guide/getting-started`);
      expect(page.status).toBe(200);
      expect(page.body).toBe(await sub.read('guide/getting-started.html'));
      expect((await get(`${subPreview.origin}/my-docs/guide/`)).body).toContain('The guide index.');
      const script = /src="(\/my-docs\/static\/js\/index\.[0-9a-f]+\.js)"/.exec(page.body)?.[1];
      expect((await get(`${subPreview.origin}${script}`)).status).toBe(200);
      const indexes = (await readdir(path.join(sub.dir, 'build', 'docs', 'static'))).filter(
        (file) => file.startsWith('search_index.'),
      );
      expect(indexes.map((file) => file.split('.')[1]).sort()).toEqual(['en', 'zh']);

      const { tab, origins } = await openRecording(
        `${subPreview.origin}/my-docs/guide/getting-started`,
      );
      try {
        await waitForHydration(tab);
        await openSearch(tab);
        expect(await search(tab, 'widgets')).toContain('/my-docs/guide/getting-started');
        expect([...origins]).toEqual([subPreview.origin]);
      } finally {
        await tab.context().close();
      }
    },
  );
});

describe('Deployment: the base path and what a host must do', () => {
  claim(
    'guide/basic/deploy#base-path',
    'a site built for /my-docs/ and served at the root shows its HTML, but its styles and scripts are asked for under /my-docs/ and get 404, and the page never hydrates',
    async () => {
      const { tab, assets } = await openRecording(`${wrongBase}/guide/getting-started`);
      try {
        expect(await tab.locator('h1').innerText()).toContain('Getting started');
        expect(await tab.locator('.rspress-doc').innerText()).toContain(
          'First steps with widgets.',
        );
        expect(assets.length).toBeGreaterThan(2);
        for (const asset of assets) {
          expect(asset.path).toMatch(/^\/my-docs\/static\//);
          expect(asset.status, asset.path).toBe(404);
        }
        expect(await isHydrated(tab)).toBe(false);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/deploy#base-path',
    'rspress preview serves the output under the configured base: / redirects to /my-docs/, and under it every style and script loads',
    async () => {
      const home = await get(`${subPreview.origin}/`);
      expect(home.status).toBe(302);
      expect(home.headers.get('location')).toBe('/my-docs/');
      const { tab, assets } = await openRecording(
        `${subPreview.origin}/my-docs/guide/getting-started`,
      );
      try {
        await waitForHydration(tab);
        expect(assets.length).toBeGreaterThan(2);
        for (const asset of assets) expect(asset.status, asset.path).toBe(200);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/basic/deploy#host-requirements', 'guide/basic/deploy#other-hosts'],
    'without clean URLs, a server with nothing but a root folder answers every link, script and image of every page with 200',
    async () => {
      const pages = (await filesOf(path.join(root.dir, 'doc_build'))).filter((file) =>
        file.endsWith('.html'),
      );
      const urls = new Set<string>();
      for (const page of pages) {
        for (const match of (await root.read(page)).matchAll(/(?:href|src)="(\/[^"#?]*)/g)) {
          urls.add(match[1] ?? '');
        }
      }
      expect(urls.size).toBeGreaterThan(10);
      expect([...urls].filter((url) => /\.html$/.test(url)).length).toBeGreaterThan(4);
      const failing: string[] = [];
      for (const url of urls) {
        const { status } = await get(`${bare}${url}`);
        if (status !== 200) failing.push(`${url} ${status}`);
      }
      expect(failing).toEqual([]);
    },
  );

  claim(
    'guide/basic/deploy#host-requirements',
    "with a rewrite to index.html, a clean URL gets the home page's HTML and shows its page only once the scripts run, and an unknown address gets 200",
    async () => {
      const direct = await get(`${spa}/my-docs/guide/getting-started`);
      expect(direct.status).toBe(200);
      expect(direct.body).toContain('The home page.');
      expect(direct.body).not.toContain('First steps with widgets.');
      const unknown = await get(`${spa}/my-docs/no-such-page`);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toContain('The home page.');
      const tab = await openHydrated(browser, `${spa}/my-docs/guide/getting-started`);
      try {
        await expect.poll(() => tab.locator('h1').first().innerText()).toContain('Getting started');
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/basic/deploy#localized-404',
    'a _redirects file in docs/public is copied to the root of the output unchanged',
    async () => {
      expect(await root.read('_redirects')).toBe('/zh/* /zh/404.html 404\n');
      expect(await sub.read('_redirects')).toBe('/zh/* /zh/404.html 404\n');
    },
  );

  claim(
    'guide/basic/deploy#localized-404',
    "the root 404.html is in the default language; the language folder's sidebar lists its 404 page without a _meta.json and leaves it out with one that does not name it",
    async () => {
      expect(await root.read('404.html')).toMatch(/<html lang="en"/);
      const sidebar = (html: string) =>
        [...(/<aside[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map(
          (match) => match[1],
        );
      const withMeta = sidebar(await root.read('zh/guide/getting-started.html'));
      expect(withMeta).toContain('/zh/guide/getting-started.html');
      expect(withMeta.filter((href) => href?.includes('404'))).toEqual([]);
      expect(sidebar(await sub.read('zh/guide/getting-started.html'))).toContain('/my-docs/zh/404');
    },
  );
});

// ---------------------------------------------------------------------------------------------

describe('Introduction', () => {
  claim(
    ['guide/start/introduction#what-is-rspress', 'index#hero', 'index#features'],
    'the command is Rspress 2.0.22; the build runs the Rspack of Rsbuild, whose builderConfig takes a plugin written against webpack’s plugin interface; the three come from one organisation; the output is HTML, CSS and JavaScript',
    async () => {
      const version = await runCollected(process.execPath, [RSPRESS, '--version'], {
        cwd: box.dir,
      });
      expect(version.output).toContain('rspress/2.0.22');
      expect(box.output).toContain('Rspress v2.0.22');
      const manifest = async (file: string) =>
        JSON.parse(await readFile(file, 'utf8')) as {
          version: string;
          repository: { url: string };
        };
      const modules = path.join(rootDir, 'node_modules');
      const rsbuild = path.join(modules, '@rsbuild', 'core', 'package.json');
      const rspack = await manifest(createRequire(rsbuild).resolve('@rspack/core/package.json'));
      // The Rspack that Rsbuild runs is the compiler the webpack-style plugin was handed.
      expect(await box.read('webpack-style-plugin.txt')).toBe(
        `emitted by rspack ${rspack.version}`,
      );
      // One organisation publishes the three.
      const repositories = [
        (await manifest(path.join(modules, '@rspress', 'core', 'package.json'))).repository.url,
        (await manifest(rsbuild)).repository.url,
        rspack.repository.url,
      ];
      expect(repositories.map((url) => /github\.com\/([^/]+)\//.exec(url)?.[1])).toEqual([
        'web-infra-dev',
        'web-infra-dev',
        'web-infra-dev',
      ]);
      const kinds = new Set(
        (await filesOf(path.join(box.dir, 'doc_build'))).map((file) => path.extname(file)),
      );
      for (const kind of ['.html', '.css', '.js']) expect(kinds).toContain(kind);
    },
  );

  claim(
    'guide/start/introduction#content-first',
    "a folder's _meta.json orders and labels its pages in the sidebar",
    async () => {
      const doc = parseHtml(await box.read('guide/alpha.html'));
      const links = [...doc.querySelectorAll('.rp-doc-layout__sidebar a')].map(
        (link) => `${link.getAttribute('href')} ${link.textContent?.trim()}`,
      );
      expect(links).toEqual(
        expect.arrayContaining(['/guide/zeta.html Zed first', '/guide/alpha.html Alpha']),
      );
      expect(links.findIndex((link) => link.includes('zeta'))).toBeLessThan(
        links.findIndex((link) => link.includes('alpha')),
      );
    },
  );

  claim(
    'guide/start/introduction#react-all-the-way',
    'theme/index.tsx fills a layout slot and wraps a component, and a component copied by rspress eject and edited replaces the built-in one',
    async () => {
      expect(existsSync(path.join(box.dir, 'theme/components/HomeFooter/index.tsx'))).toBe(true);
      const zeta = (await box.read('guide/zeta.html')).replaceAll('<!-- -->', '');
      expect(zeta).toContain('<p id="slot">Slot: page data from a plugin</p>');
      expect(zeta).toMatch(/<span class="wrapped-badge"><span class="rp-badge[^"]*">new/);
      expect(await box.read('index.html')).toContain(
        'class="rp-home-footer__message ejected-copy">Footer text<',
      );
    },
  );

  claim(
    'guide/start/introduction#in-the-box',
    'Shiki highlights at build time with CSS variables that follow dark mode; titles, line numbers, wrapping, {1,3} with the transformer of @rspress/core/shiki-transformers, and folding',
    async () => {
      const doc = parseHtml(await box.read('guide/zeta.html'));
      const block = doc.querySelector('.rp-codeblock');
      expect(block?.querySelector('.rp-codeblock__title')?.textContent).toBe('example.ts');
      expect(block?.querySelector('.rp-codeblock__content--line-numbers')).not.toBeNull();
      expect(block?.querySelector('.rp-codeblock__content--wrap-code')).not.toBeNull();
      const lines = [...(block?.querySelectorAll('code .line') ?? [])];
      expect(lines.map((line) => line.classList.contains('highlighted'))).toEqual([
        true,
        false,
        true,
      ]);
      expect(block?.querySelector('span[style*="var(--shiki-"]')).not.toBeNull();

      const colour = async (scheme: 'light' | 'dark') => {
        const tab = await openHydrated(browser, `${boxPreview.origin}/guide/zeta`, {
          colorScheme: scheme,
        });
        try {
          return await tab
            .locator('.rp-codeblock code span[style*="token-keyword"]')
            .first()
            .evaluate((element) => getComputedStyle(element).color);
        } finally {
          await tab.context().close();
        }
      };
      expect(await colour('light')).not.toBe(await colour('dark'));

      const tab = await openHydrated(browser, `${boxPreview.origin}/guide/zeta`);
      try {
        const folded = tab.locator('.rp-codeblock').nth(1);
        const height = () => folded.evaluate((element) => element.getBoundingClientRect().height);
        const before = await height();
        await folded.locator('.rp-codeblock__fold-btn').click();
        await expect.poll(height).toBeGreaterThan(before);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'guide/start/introduction#in-the-box',
    'image zoom is on by default: clicking an image in a page enlarges it',
    async () => {
      const tab = await openHydrated(browser, `${boxPreview.origin}/guide/zeta`);
      try {
        const image = tab.locator('.rspress-doc img[alt="Big"]');
        const before = await image.evaluate((element) => element.getBoundingClientRect().width);
        await image.click();
        await expect.poll(() => tab.locator('.medium-zoom-overlay').count()).toBe(1);
        const opened = tab.locator('.medium-zoom-image--opened');
        await expect
          .poll(() =>
            opened.evaluate((element) => {
              const box = element.getBoundingClientRect();
              return box.width;
            }),
          )
          .toBeGreaterThan(before);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    ['guide/start/introduction#in-the-box', 'guide/advanced/custom-search#disable-search'],
    'search: false keeps the search box, which finds titles and headings but not the text; with multiVersion it finds nothing',
    async () => {
      const tab = await openHydrated(browser, `${bare}/guide/getting-started.html`);
      try {
        await openSearch(tab);
        expect(await search(tab, 'setup')).toEqual([
          expect.stringMatching(/^\/guide\/getting-started(\.html)?#setup$/),
        ]);
        expect(await search(tab, 'widgets')).toEqual([]);
      } finally {
        await tab.context().close();
      }
      const withVersions = await openHydrated(browser, `${versionedOrigin}/guide/alpha`);
      try {
        await openSearch(withVersions);
        expect(await search(withVersions, 'headingword')).toEqual([]);
        expect(await search(withVersions, 'alpha')).toEqual([]);
      } finally {
        await withVersions.context().close();
      }
    },
  );

  claim(
    'guide/start/introduction#in-the-box',
    'the theme gives an appearance switch, an outline, previous and next links, an edit link, an overview page, tabs, steps and badges; the last-updated line has the author',
    async () => {
      const alpha = parseHtml(await box.read('guide/alpha.html'));
      expect(alpha.querySelector('.rp-switch-appearance')).not.toBeNull();
      expect(textsOf(alpha, '.rp-doc-layout__outline a')).toEqual(
        expect.arrayContaining(['Headingword section', 'Second section']),
      );
      expect(alpha.querySelector('.rp-prev-next-page__prev')?.getAttribute('href')).toBe(
        '/guide/zeta.html',
      );
      expect(alpha.querySelector('.rp-doc-footer .rp-edit-link')?.getAttribute('href')).toBe(
        'https://example.com/edit/docs/v2/guide/alpha.md',
      );
      expect(alpha.querySelector('.rp-last-updated')?.textContent).toContain('Ada Writer');
      const overview = parseHtml(await box.read('guide/index.html'));
      expect(overview.querySelector('.rp-overview-search__input')).not.toBeNull();
      expect(textsOf(overview, '.rp-overview h2').map((text) => text.replace(/#$/, ''))).toEqual(
        expect.arrayContaining(['Zed first', 'Alpha']),
      );
      const zeta = parseHtml(await box.read('guide/zeta.html'));
      expect(textsOf(zeta, '.rp-tabs__label__item')).toEqual(['One', 'Two']);
      expect(textsOf(zeta, '.rp-steps h3')).toEqual(['#Build', '#Deploy']);
      expect(zeta.querySelector('h1 .rp-badge')?.textContent).toBe('new');
    },
  );

  claim(
    'guide/start/introduction#in-the-box',
    'a plugin changes the config, adds a route, extends the page data, adds a remark plugin and changes the Rsbuild configuration',
    async () => {
      expect(await box.read('index.html')).toContain(
        '<meta name="description" content="Described by a plugin">',
      );
      expect(await box.read('added.html')).toContain('Added by a plugin.');
      expect(await box.read('guide/zeta.html')).toContain('page data from a plugin');
      expect(await box.read('guide/alpha.html')).toContain('SHOUTED BY REMARK');
      expect(box.has('webpack-style-plugin.txt')).toBe(true);
    },
  );

  claim(
    'guide/start/introduction#in-the-box',
    'versions live in folders, with a version switcher and a search index each; languages in folders, with a switcher, translated theme texts and links between the twins',
    async () => {
      expect(await box.read('v1/guide/alpha.html')).toContain('The old alpha.');
      const versions = parseHtml(await box.read('guide/alpha.html'));
      expect(
        [...versions.querySelectorAll('.rp-nav a')].map((link) => link.getAttribute('href')),
      ).toContain('/v1/guide/alpha');
      const indexes = (await readdir(path.join(box.dir, 'doc_build', 'static')))
        .filter((file) => file.startsWith('search_index.'))
        .map((file) => file.split('.').slice(1, 3).join('.'))
        .sort();
      expect(indexes).toEqual(['v1.en', 'v2.en']);
      const tab = await openHydrated(browser, `${boxPreview.origin}/guide/zeta`);
      try {
        await openSearch(tab);
        expect(await search(tab, 'headingword')).toContain('/guide/alpha#hw');
      } finally {
        await tab.context().close();
      }

      const en = await sub.read('guide/getting-started.html');
      const zh = await sub.read('zh/guide/getting-started.html');
      expect(
        parseHtml(en).querySelector('.rp-nav a[href="/my-docs/zh/guide/getting-started"]'),
      ).not.toBeNull();
      expect(en).toMatch(
        /<link rel="alternate" hreflang="zh" href="\/my-docs\/zh\/guide\/getting-started/,
      );
      expect(zh).toContain('上一页');
      expect(en).not.toContain('上一页');
      expect(en).toContain('Previous page');
    },
  );

  claim(
    'guide/start/introduction#in-the-box',
    'container syntax, Shiki, image zoom and last updated had plugin packages for Rspress 1.x: the newest release of each is a 1.x',
    () => {
      for (const [i, name] of RSPRESS_1_PLUGINS.entries()) {
        const [latest] = rspress1[i] ?? [];
        expect(latest?.['dist-tags'].latest, name).toMatch(/^1\./);
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------

describe('Community plugins installed from the registry', () => {
  claim(
    [
      'plugin/community-plugins/overview#diagrams-and-file-trees',
      'plugin/community-plugins/overview#what-they-do',
    ],
    'mermaid code blocks become diagrams drawn in the browser; tree code blocks become a file tree with icons and comments',
    async () => {
      const html = await community.site.read('guide/diagram.html');
      expect(html).not.toContain('flowchart');
      const tab = await openHydrated(browser, `${communityPreview.origin}/guide/diagram`);
      try {
        const diagram = tab.locator('.rspress-doc svg[aria-roledescription^="flowchart"]');
        await diagram.waitFor();
        expect(await diagram.textContent()).toMatch(/Start[\s\S]*Finish/);
        const names = tab.locator('.rspress-doc [class^="name-"]');
        expect(await names.allInnerTexts()).toEqual(['docs', 'index.md', 'package.json']);
        expect(await tab.locator('.rspress-doc [class^="comment-"]').innerText()).toBe(
          '// the home page',
        );
        await expect
          .poll(() => tab.locator('.rspress-doc [class^="iconWrapper-"] svg').count())
          .toBe(3);
      } finally {
        await tab.context().close();
      }
    },
  );

  claim(
    'plugin/community-plugins/overview#cost',
    'the diagram library adds hundreds of kilobytes of JavaScript to the page with a diagram, not to the home page',
    async () => {
      const scriptBytes = async (route: string) => {
        const context = await browser.newContext();
        const tab = await context.newPage();
        const sizes: Promise<number>[] = [];
        tab.on('response', (response) => {
          if (new URL(response.url()).pathname.endsWith('.js')) {
            sizes.push(
              response
                .body()
                .then((body) => body.length)
                .catch(() => 0),
            );
          }
        });
        try {
          await tab.goto(`${communityPreview.origin}${route}`);
          await tab.waitForLoadState('networkidle');
          if (route !== '/') {
            await tab.locator('svg[aria-roledescription^="flowchart"]').waitFor();
          }
          return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
        } finally {
          await context.close();
        }
      };
      const home = await scriptBytes('/');
      const diagram = await scriptBytes('/guide/diagram');
      expect(diagram - home).toBeGreaterThan(200_000);
    },
  );

  claim(
    'plugin/community-plugins/overview#social-images',
    'without og-template.svg in the project the Open Graph plugin fails the build after the pages are written; with it, an image per page and og meta tags with the domain; the title is drawn only with fonts given in resvgOptions',
    async () => {
      expect(community.noTemplate.code).not.toBe(0);
      expect(community.noTemplate.output).toMatch(/ENOENT[^\n]*og-template\.svg/);
      expect(community.pagesBeforeFailure).toBe(true);

      const og = (await readdir(path.join(community.site.dir, 'doc_build', 'og'))).sort();
      expect(og).toEqual(['guide-diagram.png', 'index.png']);
      const html = await community.site.read('guide/diagram.html');
      expect(html).toContain(
        '<meta property="og:image" content="https://docs.example.com/og/guide-diagram.png">',
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');

      // The brightest pixel: white text on the template's dark background, or the background alone.
      const sharp = createRequire(path.join(community.site.dir, 'plugins', 'package.json'))(
        'sharp',
      ) as (input: string) => { stats(): Promise<{ channels: { max: number }[] }> };
      const brightest = async (file: string) =>
        Math.max(...(await sharp(file).stats()).channels.slice(0, 3).map((channel) => channel.max));
      expect(community.defaults.code, community.defaults.output).toBe(0);
      expect(
        await brightest(path.join(community.site.dir, 'doc_build', 'og', 'guide-diagram.png')),
      ).toBe(255);
      expect(
        await brightest(path.join(community.site.dir, 'og_build', 'og', 'guide-diagram.png')),
      ).toBeLessThan(40);
    },
  );

  claim(
    ['plugin/community-plugins/overview#social-images', 'plugin/community-plugins/overview#cost'],
    "sharp and @resvg/resvg-js arrive with a prebuilt native binary for this machine's platform, and for no other",
    async () => {
      const modules = path.join(community.site.dir, 'plugins', 'node_modules');
      const platform = `${process.platform}-${process.arch}`;
      for (const scope of ['@img', '@resvg']) {
        const native = (await readdir(path.join(modules, scope))).filter((name) =>
          /(linux|darwin|win32|freebsd)/.test(name),
        );
        expect(native.length, scope).toBeGreaterThan(0);
        const binaries: string[] = [];
        for (const name of native) {
          expect(name, scope).toContain(platform);
          const files = await readdir(path.join(modules, scope, name), { recursive: true });
          binaries.push(...files.filter((file) => /\.(node|so(\.[\d.]+)?)$/.test(file)));
        }
        expect(binaries.length, scope).toBeGreaterThan(0);
      }
    },
  );

  claim(
    [
      'plugin/community-plugins/overview#rspress-1-example',
      'plugin/community-plugins/overview#examples',
    ],
    'npm installs rspress-plugin-sitemap next to @rspress/core 2.0.22 without a warning, and the plugin writes a sitemap',
    async () => {
      expect(sitemapDryRun.code, sitemapDryRun.output).toBe(0);
      expect(sitemapDryRun.output).not.toMatch(/warn|ERESOLVE/i);
      expect(sitemapDryRun.output).toContain('rspress-plugin-sitemap');
      const sitemap = await community.site.read('sitemap.xml');
      expect(sitemap).toContain('<loc>https://docs.example.com/guide/diagram');
    },
  );

  claim(
    'plugin/community-plugins/overview#try-it',
    'npm install --save-dev --save-exact <package>@<version> records the exact version, with no range',
    () => {
      expect(exactDevDependencies).toEqual({ 'rspress-plugin-sitemap': '1.2.1' });
    },
  );
});
