/**
 * Deployment, executed: two sites built with the build command and the `package.json` scripts the
 * page gives (the command its GitHub Pages workflow, `netlify.toml` and `vercel.json` run), their
 * output checked against the folder those files publish, then served by Debian's Nginx with the
 * page's own server blocks (only the port and the folders changed) and asked over HTTP what a
 * reader's browser gets for clean URLs, folder routes, unknown addresses in each language, and
 * the hashed assets. The hosts themselves cannot run here: what they do with the folder is not
 * pinned.
 */
import { cp, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { type RunningNginx, startNginx } from '../../support/nginx.ts';
import { runNpm } from '../../support/npmScripts.ts';
import {
  buildScratchSite,
  codeBlocksUnder,
  exampleFromPage,
  type ScratchBuild,
} from '../../support/scratchSite.ts';
import { freePort } from '../../support/siteServer.ts';

const PAGE = 'guide/basic/deploy.md';

const PAGES = {
  'docs/en/index.md': '# Home\n\nThe home page.\n',
  'docs/en/guide/index.md': '# Guide\n\nThe guide index.\n',
  'docs/en/guide/getting-started.md': '# Getting started\n\nFirst steps.\n',
  'docs/zh/index.md': '# 首页\n\n首页。\n',
  'docs/zh/guide/index.md': '# 指南\n\n指南首页。\n',
  'docs/zh/guide/getting-started.md': '# 快速开始\n\n第一步。\n',
  'docs/zh/_meta.json': JSON.stringify(['index', { type: 'dir', name: 'guide' }]),
  'docs/zh/404.md': "---\npageType: '404'\n---\n",
  // A file whose name starts with a dot, as the GitHub Pages section mentions.
  'docs/public/.well-known/security.txt': 'Contact: mailto:docs@example.com\n',
};

/** The build command and output folder each host's configuration file of the page names. */
async function hostSettings(): Promise<Record<string, { command: string; folder: string }>> {
  const [workflow] = await codeBlocksUnder(PAGE, 'github-pages');
  const [netlify] = await codeBlocksUnder(PAGE, 'netlify');
  const vercel = JSON.parse(await exampleFromPage(PAGE, 'vercel', 'vercel.json')) as {
    buildCommand: string;
    outputDirectory: string;
  };
  const match = (text: string | undefined, pattern: RegExp) => pattern.exec(text ?? '')?.[1] ?? '';
  return {
    'GitHub Pages': {
      command: match(workflow?.value, /- run: (npm run build)\n/),
      folder: match(workflow?.value, /upload-pages-artifact@\S+\n\s+with:\n\s+path: (\S+)/),
    },
    Netlify: {
      command: match(netlify?.value, /command = "([^"]+)"/),
      folder: match(netlify?.value, /publish = "([^"]+)"/),
    },
    Vercel: { command: vercel.buildCommand, folder: vercel.outputDirectory },
  };
}

const config = (base: string) => `import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: 'docs',
  title: 'Deployed',
  base: '${base}',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  route: { cleanUrls: true },
});
`;

let root: ScratchBuild;
let sub: ScratchBuild;
let nginx: RunningNginx;
let rootOrigin: string;
let subOrigin: string;

/** The page's server block with this machine's port and folder. */
function local(block: string, port: number, folder: string): string {
  return block
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root \/var\/www\/[a-z]+;/, `root ${folder};`);
}

let hosts: Record<string, { command: string; folder: string }>;

beforeAll(async () => {
  hosts = await hostSettings();
  // The three name the same command (the first claim below checks it); the sites are built with it.
  const command = hosts.Netlify?.command ?? '';
  const scripts = await exampleFromPage(PAGE, 'build', 'package.json');
  [root, sub] = await Promise.all([
    buildScratchSite(
      { ...PAGES, 'package.json': scripts, 'rspress.config.ts': config('/') },
      { build: false },
    ),
    buildScratchSite(
      { ...PAGES, 'package.json': scripts, 'rspress.config.ts': config('/my-docs/') },
      { build: false },
    ),
  ]);
  // One site after the other: each build uses both cores.
  for (const site of [root, sub]) {
    const build = await runNpm(site.dir, command);
    expect(build.code, build.output).toBe(0);
  }

  const nginxBlocks = (await codeBlocksUnder(PAGE, 'nginx')).filter((b) => b.lang === 'nginx');
  const docsConf = nginxBlocks.find((b) => b.meta.includes('docs.conf"'))?.value ?? '';
  const subConf = nginxBlocks.find((b) => b.meta.includes('my-docs.conf"'))?.value ?? '';
  const zhLocation =
    (await codeBlocksUnder(PAGE, 'localized-404')).find((b) => b.lang === 'nginx')?.value ?? '';
  expect(docsConf).toContain('try_files');
  expect(subConf).toContain('/my-docs/');
  expect(zhLocation).toContain('/zh/404.html');

  // "Copy the output into a my-docs folder inside the web root."
  const webRoot = path.join(sub.dir, 'www');
  await mkdir(webRoot);
  await cp(path.join(sub.dir, 'doc_build'), path.join(webRoot, 'my-docs'), { recursive: true });

  const [rootPort, subPort] = [await freePort(), await freePort()];
  // The language's own location goes "next to location /".
  const withZh = docsConf.replace(
    /\n {2}location \/static\//,
    `\n  ${zhLocation.replaceAll('\n', '\n  ')}\n\n  location /static/`,
  );
  nginx = await startNginx(
    [
      local(withZh, rootPort, path.join(root.dir, 'doc_build')),
      local(subConf, subPort, webRoot),
    ].join('\n'),
    [rootPort, subPort],
  );
  rootOrigin = `http://127.0.0.1:${rootPort}`;
  subOrigin = `http://127.0.0.1:${subPort}`;
});
afterAll(async () => {
  await nginx?.stop();
  await Promise.all([root?.remove(), sub?.remove()]);
});

async function get(url: string): Promise<{ status: number; body: string; headers: Headers }> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

describe('the server block of the Nginx section', () => {
  claim(
    ['guide/basic/deploy#nginx', 'guide/basic/deploy#host-requirements'],
    'clean URLs and folder routes answer 200 with their page, and so does the .html form',
    async () => {
      for (const [address, text] of [
        ['/guide/getting-started', 'First steps.'],
        ['/guide/getting-started.html', 'First steps.'],
        ['/guide/', 'The guide index.'],
        ['/', 'The home page.'],
        ['/zh/guide/getting-started', '第一步。'],
      ] as const) {
        const answer = await get(`${rootOrigin}${address}`);
        expect(answer.status, address).toBe(200);
        expect(answer.body, address).toContain(text);
      }
    },
  );

  claim(
    ['guide/basic/deploy#nginx', 'guide/basic/deploy#host-requirements'],
    "an unknown address gets the site's 404.html with a 404 status",
    async () => {
      const answer = await get(`${rootOrigin}/guide/no-such-page`);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('PAGE NOT FOUND');
    },
  );

  claim(
    'guide/basic/deploy#nginx',
    'the hashed assets under /static/ are cached for a year, immutable',
    async () => {
      const scripts = await readdir(path.join(root.dir, 'doc_build', 'static', 'js'));
      const script = scripts.find((file) => file.endsWith('.js'));
      const answer = await get(`${rootOrigin}/static/js/${script}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await get(`${rootOrigin}/guide/`)).headers.get('cache-control')).toBeNull();
    },
  );

  claim(
    'guide/basic/deploy#localized-404',
    'with the Chinese location, an unknown address under /zh/ gets zh/404.html with a 404 status',
    async () => {
      const answer = await get(`${rootOrigin}/zh/guide/no-such-page`);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('<html lang="zh"');
      expect(answer.body).not.toContain('PAGE NOT FOUND');
    },
  );
});

describe('the server block for a base path', () => {
  claim(
    ['guide/basic/deploy#nginx', 'guide/basic/deploy#base-path'],
    'the site under /my-docs/ answers its clean URLs, and unknown addresses under it get its 404.html with a 404 status',
    async () => {
      const page = await get(`${subOrigin}/my-docs/guide/getting-started`);
      expect(page.status).toBe(200);
      expect(page.body).toContain('First steps.');
      expect(page.body).toContain('/my-docs/static/');
      expect((await get(`${subOrigin}/my-docs/`)).body).toContain('The home page.');
      const missing = await get(`${subOrigin}/my-docs/no-such-page`);
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('PAGE NOT FOUND');
    },
  );
});

describe("the build command and output folder of the hosts' configuration files", () => {
  claim(
    [
      'guide/basic/deploy#github-pages',
      'guide/basic/deploy#netlify',
      'guide/basic/deploy#vercel',
      'guide/basic/deploy#build',
      'guide/basic/deploy#other-hosts',
    ],
    'the workflow, netlify.toml and vercel.json run npm run build, the script of package.json, and publish doc_build, which holds the site with an HTML file per route and 404.html at its root',
    async () => {
      expect(hosts).toEqual({
        'GitHub Pages': { command: 'npm run build', folder: 'doc_build' },
        Netlify: { command: 'npm run build', folder: 'doc_build' },
        Vercel: { command: 'npm run build', folder: 'doc_build' },
      });
      for (const file of [
        'index.html',
        '404.html',
        'guide/index.html',
        'guide/getting-started.html',
        'zh/guide/getting-started.html',
      ]) {
        expect(root.has(file), file).toBe(true);
      }
    },
  );

  claim(
    'guide/basic/deploy#github-pages',
    'with base /my-docs/, as for a project site, every link, script and style starts with /my-docs/; a file of docs/public whose name starts with a dot is in doc_build',
    async () => {
      const html = await sub.read('guide/getting-started.html');
      const urls = [...html.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((match) => match[1]);
      expect(urls.length).toBeGreaterThan(5);
      for (const url of urls) expect(url).toMatch(/^\/my-docs\//);
      expect(await sub.read('.well-known/security.txt')).toContain('Contact:');
    },
  );

  claim(
    ['guide/basic/deploy#netlify', 'guide/basic/deploy#output'],
    'every script and style a page loads is under /static/ with a hash in its name, what the headers rule of netlify.toml caches',
    async () => {
      const html = await root.read('guide/getting-started.html');
      const assets = [
        ...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="([^"]+\.(?:js|css))"/g),
      ].map((match) => match[1] ?? '');
      expect(assets.length).toBeGreaterThan(1);
      for (const asset of assets) expect(asset).toMatch(/^\/static\/.+\.[0-9a-f]{8,}\.(js|css)$/);
    },
  );

  claim(
    'guide/basic/deploy#vercel',
    'with route.cleanUrls the links have no .html, the form Vercel serves with cleanUrls, and the files keep their .html names',
    async () => {
      const html = await root.read('guide/index.html');
      expect(html).toMatch(/href="\/guide\/getting-started"/);
      expect(html).not.toMatch(/href="\/guide\/getting-started\.html"/);
      expect(root.has('guide/getting-started.html')).toBe(true);
    },
  );
});
