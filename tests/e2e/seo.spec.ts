import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { siteUrlFromEnv } from '../../seo/site.ts';
import { socialImagePath } from '../../seo/socialImage.ts';
import { builtRoutes } from '../support/builtRoutes.ts';
import { gotoReady } from '../support/ready.ts';

// What crawlers and link previews read: the pre-rendered HTML, before any JavaScript runs.
const siteUrl = siteUrlFromEnv(process.env);
/** The build the server serves (playwright.config.ts). */
const outDir = path.resolve(process.env.DOC_BUILD_DIR ?? 'doc_build');

const pages = [
  {
    url: '/',
    lang: 'en',
    twin: '/zh/',
    title: 'Rspress - Rsbuild-based Static Site Generator',
    description: 'Rsbuild based static site generator',
    imageAlt: 'Rsbuild based static site generator · Rspress',
  },
  {
    url: '/guide/basic/ssg',
    lang: 'en',
    twin: '/zh/guide/basic/ssg',
    title: 'Static site generation - Rspress',
    description: /^Rspress renders every page of your site to HTML at build time, .*…$/,
    imageAlt: 'Static site generation · Guide · Rspress',
  },
  {
    url: '/api/',
    lang: 'en',
    twin: '/zh/api/',
    title: 'API Overview - Rspress',
    description:
      /^The exact name, type and default of every option, hook, component and command of @rspress\/core 2\.0\.22, .*…$/,
    imageAlt: 'API Overview · API · Rspress',
  },
  {
    url: '/zh/',
    lang: 'zh',
    twin: '/',
    title: 'Rspress - 基于 Rsbuild 的静态站点生成器',
    description: '基于 Rsbuild 的静态站点生成器',
    imageAlt: '基于 Rsbuild 的静态站点生成器 · Rspress',
  },
  {
    url: '/zh/guide/basic/ssg',
    lang: 'zh',
    twin: '/guide/basic/ssg',
    title: '静态站点生成 - Rspress',
    // The first paragraph, whole: it is shorter than 160 characters.
    description:
      'Rspress 会在构建时把站点的每个页面渲染为 HTML，这种技术称为静态站点生成（SSG）。读者和搜索引擎拿到的是完整的 HTML；相应地，页面和组件中的代码必须能在 Node.js 中运行，ssg 配置项则用于大型站点和无法预渲染的页面。',
    imageAlt: '静态站点生成 · 指南 · Rspress',
  },
] as const;

const head = (page: Page, selector: string) => page.locator(`head ${selector}`);

test.describe('pre-rendered head', () => {
  test.use({ javaScriptEnabled: false });

  for (const expected of pages) {
    test(`${expected.url} has its description, canonical URL, alternates, Open Graph and Twitter tags`, async ({
      page,
    }) => {
      await page.goto(expected.url);
      const url = `${siteUrl}${expected.url}`;
      const enUrl = `${siteUrl}${expected.lang === 'en' ? expected.url : expected.twin}`;
      const zhUrl = `${siteUrl}${expected.lang === 'zh' ? expected.url : expected.twin}`;
      const one = async (selector: string, attribute: string, value: string | RegExp) => {
        await expect(head(page, selector), selector).toHaveCount(1);
        await expect(head(page, selector), selector).toHaveAttribute(attribute, value);
      };

      await expect(page).toHaveTitle(expected.title);
      await one('meta[name="description"]', 'content', expected.description);
      const description = await head(page, 'meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeLessThanOrEqual(161);
      await one('meta[property="og:description"]', 'content', description ?? '');
      await one('link[rel="canonical"]', 'href', url);
      await one('link[rel="alternate"][hreflang="en"]', 'href', enUrl);
      await one('link[rel="alternate"][hreflang="zh"]', 'href', zhUrl);
      await one('link[rel="alternate"][hreflang="x-default"]', 'href', enUrl);
      await one('meta[property="og:title"]', 'content', expected.title);
      await one('meta[property="og:type"]', 'content', 'website');
      await one('meta[property="og:url"]', 'content', url);
      await one('meta[property="og:site_name"]', 'content', 'Rspress');
      const image = `${siteUrl}${socialImagePath(expected.url)}`;
      await one('meta[property="og:image"]', 'content', image);
      await one('meta[property="og:image:width"]', 'content', '1200');
      await one('meta[property="og:image:height"]', 'content', '630');
      await one('meta[property="og:image:alt"]', 'content', expected.imageAlt);
      await one('meta[name="twitter:image"]', 'content', image);
      await one('meta[name="twitter:image:alt"]', 'content', expected.imageAlt);
      await one(
        'meta[property="og:locale"]',
        'content',
        expected.lang === 'zh' ? 'zh_CN' : 'en_US',
      );
      await one(
        'meta[property="og:locale:alternate"]',
        'content',
        expected.lang === 'zh' ? 'en_US' : 'zh_CN',
      );
      await one('meta[name="twitter:card"]', 'content', 'summary_large_image');
    });
  }

  test('the 404 and search results pages are not indexed and name no canonical URL', async ({
    page,
  }) => {
    for (const url of ['/404', '/zh/404', '/search', '/zh/search', '/search?q=sidebar']) {
      await page.goto(url);
      await expect(head(page, 'meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(head(page, 'link[rel="canonical"]')).toHaveCount(0);
      await expect(head(page, 'meta[property="og:image"]')).toHaveCount(0);
    }
  });
});

test('hydration and client-side navigation keep one description and one og:title', async ({
  page,
}) => {
  await gotoReady(page, '/guide/basic/ssg');
  await expect(head(page, 'meta[name="description"]')).toHaveCount(1);
  await page.locator('a.rp-sidebar-item[href="/guide/basic/deploy"]').click();
  await expect(page).toHaveURL(/\/guide\/basic\/deploy/);
  await expect(page).toHaveTitle('Deployment - Rspress');
  await expect(head(page, 'meta[name="description"]')).toHaveCount(1);
  await expect(head(page, 'meta[name="description"]')).toHaveAttribute(
    'content',
    /^A Rspress site builds to a folder of static files/,
  );
  await expect(head(page, 'meta[property="og:title"]')).toHaveCount(1);
  await expect(head(page, 'meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Deployment - Rspress',
  );
});

/** Width and height of a PNG, from its IHDR chunk (big-endian integers at bytes 16 and 20). */
const pngSize = (png: Buffer) => {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

test('the site-wide share image still ships as a 1200×630 PNG', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual([1200, 630]);
});

for (const [url, file] of [
  ['/plugin/official-plugins/llms', 'og/plugin/official-plugins/llms.png'],
  ['/zh/plugin/official-plugins/llms', 'og/zh/plugin/official-plugins/llms.png'],
] as const) {
  test(`${url}: the built HTML names its own social image, a 1200×630 PNG of the build`, async ({
    request,
  }) => {
    // The HTML as the server sends it to a link preview, which runs no JavaScript.
    const html = await (await request.get(url)).text();
    const og = [...html.matchAll(/<meta property="og:image" content="([^"]*)"/g)].map((m) => m[1]);
    const twitter = [...html.matchAll(/<meta name="twitter:image" content="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(og).toEqual([`${siteUrl}/${file}`]);
    expect(twitter).toEqual(og);

    const response = await request.get(`/${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(pngSize(png)).toEqual([1200, 630]);
    // The same file as in the build output.
    expect(png.equals(readFileSync(path.join(outDir, file)))).toBe(true);
  });
}

test('the English and Chinese versions of a page have images of their own', async ({ request }) => {
  const [en, zh] = await Promise.all(
    ['/og/guide/basic/ssg.png', '/og/zh/guide/basic/ssg.png'].map(async (file) =>
      (await request.get(file)).body(),
    ),
  );
  expect(en?.equals(zh as Buffer)).toBe(false);
});

test('sitemap.xml lists every page with its language alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs.sort()).toEqual(
    builtRoutes()
      .filter((route) => route.indexed)
      .map((route) => `${siteUrl}${route.url}`)
      .sort(),
  );
  expect(xml).not.toContain('/404');
  expect(xml).not.toContain(`${siteUrl}/search<`);
  expect(xml).not.toContain(`${siteUrl}/zh/search<`);
  const entry = xml
    .split('<url>')
    .find((block) => block.includes(`<loc>${siteUrl}/zh/guide/basic/ssg</loc>`));
  for (const [lang, path] of [
    ['en', '/guide/basic/ssg'],
    ['zh', '/zh/guide/basic/ssg'],
    ['x-default', '/guide/basic/ssg'],
  ]) {
    expect(entry).toContain(
      `<xhtml:link rel="alternate" hreflang="${lang}" href="${siteUrl}${path}"/>`,
    );
  }
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'zh' ? '/zh' : '';
  test(`${lang}: llms.txt lists the pages of the language and each page has its Markdown`, async ({
    request,
  }) => {
    const llms = await (await request.get(`${prefix}/llms.txt`)).text();
    expect(llms.startsWith('# Rspress\n\n> ')).toBe(true);
    expect(llms).toContain(
      lang === 'zh' ? '> 基于 Rsbuild 的静态站点生成器' : '> Rsbuild based static site generator',
    );
    expect(llms).toContain(lang === 'zh' ? '## 指南' : '## Guide');
    expect(llms).toContain(
      lang === 'zh'
        ? `- [静态站点生成](${siteUrl}/zh/guide/basic/ssg.md): Rspress 会在构建时`
        : `- [Static site generation](${siteUrl}/guide/basic/ssg.md): Rspress renders every page`,
    );
    const links = [...llms.matchAll(/\]\((https?:[^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(40);
    for (const link of links) {
      expect(link.startsWith(`${siteUrl}${prefix}/`), link).toBe(true);
      expect(link).not.toContain('404');
    }

    const md = await request.get(`${prefix}/guide/basic/ssg.md`);
    expect(md.status()).toBe(200);
    const markdown = await md.text();
    // Rspress's hint for AI agents first (themeConfig.llmsUI), then the page.
    const [hint, page] = markdown
      .split('\n\n', 1)
      .concat(markdown.slice(markdown.indexOf('\n\n') + 2));
    expect(hint).toMatch(/^> For AI agents: /);
    expect(hint).toContain(`${siteUrl}${prefix}/llms.txt`);
    expect(page).toMatch(lang === 'zh' ? /^# 静态站点生成\n/ : /^# Static site generation\n/);
    expect(markdown).toContain(lang === 'zh' ? '## SSG 做了什么' : '## What SSG does');

    const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
    expect(full).toContain(`url: ${siteUrl}${prefix}/guide/basic/ssg.md`);
    for (const unlisted of ['404', 'search']) {
      expect(full).not.toContain(`url: ${siteUrl}${prefix}/${unlisted}.md`);
      expect((await request.get(`${prefix}/${unlisted}.md`)).status()).toBe(404);
      expect(llms).not.toContain(`${prefix}/${unlisted}.md`);
    }
  });
}
