/**
 * Deployment's Nginx section, executed: two builds served by Debian's Nginx with the page's own
 * server blocks (only the port and the folders changed), asked over HTTP what a reader's browser
 * gets for clean URLs, folder routes, unknown addresses in each language, and the hashed assets.
 */
import { cp, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { claim } from '../../support/claims.ts';
import { type RunningNginx, startNginx } from '../../support/nginx.ts';
import { buildScratchSite, codeBlocksUnder, type ScratchBuild } from '../../support/scratchSite.ts';
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
};

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

beforeAll(async () => {
  [root, sub] = await Promise.all([
    buildScratchSite({ ...PAGES, 'rspress.config.ts': config('/') }),
    buildScratchSite({ ...PAGES, 'rspress.config.ts': config('/my-docs/') }),
  ]);
  expect(root.ok, root.output).toBe(true);
  expect(sub.ok, sub.output).toBe(true);

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
