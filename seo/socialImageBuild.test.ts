import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageIndexInfo, RouteMeta, UserConfig } from '@rspress/core';
import { afterEach, describe, expect, it } from 'vitest';
import { seoPlugin } from './plugin.ts';
import type { SocialCard } from './socialImage.ts';
import { idleCores, writeSocialImages } from './socialImageBuild.ts';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'social-images-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const files = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

// Drawing loads fonts and WebAssembly: seconds on a busy machine.
const SLOW = 60_000;

const isPng = (bytes: Buffer) =>
  bytes.subarray(1, 4).toString('latin1') === 'PNG' &&
  bytes.readUInt32BE(16) === 1200 &&
  bytes.readUInt32BE(20) === 630;

describe('idleCores', () => {
  it('draws on the cores other work leaves idle, one at least and four at most', () => {
    expect(idleCores(2, 0.1)).toBe(2);
    expect(idleCores(2, 1.2)).toBe(1);
    expect(idleCores(2, 12)).toBe(1);
    expect(idleCores(16, 0)).toBe(4);
  });
});

describe('writeSocialImages', () => {
  const cards = new Map<string, SocialCard>([
    [
      '/guide/basic/ssg',
      { lang: 'en', title: 'Static site generation', section: 'Guide', host: 'rspress.rs' },
    ],
    ['/zh/', { lang: 'zh', title: '基于 Rsbuild 的静态站点生成器', host: 'rspress.rs' }],
  ]);

  it(
    'writes one PNG per page at its path, and takes unchanged ones from the cache next time',
    async () => {
      const [outDir, cacheDir] = [await tempDir(), await tempDir()];
      const first = await writeSocialImages(cards, { outDir, siteName: 'Rspress', cacheDir });
      expect(first).toMatchObject({ images: 2, drawn: 2 });
      expect(await files(outDir)).toEqual(['og/guide/basic/ssg.png', 'og/zh/index.png']);
      const image = await readFile(path.join(outDir, 'og/zh/index.png'));
      expect(isPng(image)).toBe(true);

      const again = await tempDir();
      const changed = new Map(cards).set('/guide/basic/ssg', {
        ...(cards.get('/guide/basic/ssg') as SocialCard),
        title: 'Static site generation (SSG)',
      });
      const second = await writeSocialImages(changed, {
        outDir: again,
        siteName: 'Rspress',
        cacheDir,
      });
      expect(second).toMatchObject({ images: 2, drawn: 1 });
      expect(await readFile(path.join(again, 'og/zh/index.png'))).toEqual(image);
    },
    SLOW,
  );
});

const route = (routePath: string, lang: string, pureRoutePath: string): RouteMeta => ({
  routePath,
  pureRoutePath,
  lang,
  absolutePath: `/docs${routePath}.md`,
  relativePath: `${routePath}.md`,
  pageName: routePath,
  version: '',
});

const page = (
  meta: RouteMeta,
  title: string,
  frontmatter: Record<string, unknown> = {},
): PageIndexInfo =>
  ({
    routePath: meta.routePath,
    title,
    lang: meta.lang,
    frontmatter,
    toc: [],
    content: '',
    _flattenContent: `# ${title}\n\nThe page.`,
    _filepath: meta.absolutePath,
    _relativePath: meta.relativePath,
    version: '',
  }) as PageIndexInfo;

describe('seoPlugin', () => {
  it(
    'gives each listed page its own image, in its head and in the build, and the others none',
    async () => {
      const outDir = await tempDir();
      const plugin = seoPlugin({
        siteUrl: 'https://rspress.rs',
        siteName: 'Rspress',
        defaultLang: 'en',
        descriptions: {
          en: 'Rsbuild based static site generator',
          zh: '基于 Rsbuild 的静态站点生成器',
        },
        sectionLabels: {
          guide: { en: 'Guide', zh: '指南' },
          plugin: { en: 'Plugin', zh: '插件' },
          api: { en: 'API', zh: 'API' },
        },
      });
      const en = route('/guide/basic/ssg', 'en', '/guide/basic/ssg');
      const zh = route('/zh/guide/basic/ssg', 'zh', '/guide/basic/ssg');
      const notFound = route('/zh/404', 'zh', '/404');
      const search = route('/search', 'en', '/search');
      const config = (await plugin.config?.(
        {},
        { addPlugin() {}, removePlugin() {} },
        true,
      )) as UserConfig;
      await plugin.routeGenerated?.([en, zh, notFound, search], true);
      await plugin.extendPageData?.(page(en, 'Static site generation'), true);
      await plugin.extendPageData?.(page(zh, '静态站点生成'), true);
      await plugin.extendPageData?.(page(notFound, '404', { pageType: '404' }), true);
      await plugin.extendPageData?.(
        page(search, 'Search', { head: [['meta', { name: 'robots', content: 'noindex' }]] }),
        true,
      );

      const head = config.head?.find((entry) => typeof entry === 'function');
      expect(head).toBeDefined();
      const html = (meta: RouteMeta) => String(head?.(meta) ?? '');
      expect(html(zh)).toContain(
        '<meta property="og:image" content="https://rspress.rs/og/zh/guide/basic/ssg.png">',
      );
      expect(html(zh)).toContain(
        '<meta name="twitter:image" content="https://rspress.rs/og/zh/guide/basic/ssg.png">',
      );
      expect(html(zh)).toContain(
        '<meta property="og:image:alt" content="静态站点生成 · 指南 · Rspress">',
      );
      expect(html(en)).toContain('content="https://rspress.rs/og/guide/basic/ssg.png"');
      expect(html(notFound)).toBe('');
      expect(html(search)).toBe('');

      await plugin.afterBuild?.({ outDir }, true);
      const images = (await files(outDir)).filter((file) => file.endsWith('.png'));
      expect(images).toEqual(['og/guide/basic/ssg.png', 'og/zh/guide/basic/ssg.png']);
    },
    SLOW,
  );

  it('names the site’s share image in dev, where there is no build output for images', async () => {
    const plugin = seoPlugin({
      siteUrl: 'https://rspress.rs',
      siteName: 'Rspress',
      defaultLang: 'en',
      descriptions: { en: 'Docs' },
      sectionLabels: { guide: { en: 'Guide' }, plugin: { en: 'Plugin' }, api: { en: 'API' } },
    });
    const en = route('/guide/basic/ssg', 'en', '/guide/basic/ssg');
    const config = (await plugin.config?.(
      {},
      { addPlugin() {}, removePlugin() {} },
      false,
    )) as UserConfig;
    await plugin.routeGenerated?.([en], false);
    await plugin.extendPageData?.(page(en, 'Static site generation'), false);
    const head = config.head?.find((entry) => typeof entry === 'function');
    expect(String(head?.(en))).toContain('content="https://rspress.rs/og-image.png"');
  });
});
