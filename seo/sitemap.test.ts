import { describe, expect, it } from 'vitest';
import { type SeoRoute, TwinIndex } from './head.ts';
import { netlifyRedirects, robotsTxt, sitemapXml } from './sitemap.ts';

const site = { siteUrl: 'https://docs.example.com', siteName: 'Rspress', defaultLang: 'en' };
const routes: SeoRoute[] = [
  { routePath: '/', pureRoutePath: '/', lang: 'en' },
  { routePath: '/zh/', pureRoutePath: '/', lang: 'zh' },
  { routePath: '/guide/a&b', pureRoutePath: '/guide/a&b', lang: 'en' },
  { routePath: '/zh/guide/a&b', pureRoutePath: '/guide/a&b', lang: 'zh' },
  { routePath: '/guide/only-english', pureRoutePath: '/guide/only-english', lang: 'en' },
];
const xml = sitemapXml(routes, new TwinIndex(routes, ['en', 'zh']), site);

/** The `<url>` entry of a page. */
const entry = (loc: string) =>
  xml.split('<url>').find((block) => block.includes(`<loc>${loc}</loc>`)) ?? '';

describe('sitemapXml', () => {
  it('lists every page once with its absolute, escaped URL', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<loc>/g)).toHaveLength(routes.length);
    expect(entry('https://docs.example.com/guide/a&amp;b')).not.toBe('');
  });

  it('names every language version and x-default for a page with twins, itself included', () => {
    const zhHome = entry('https://docs.example.com/zh/');
    expect(zhHome).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://docs.example.com/"/>',
    );
    expect(zhHome).toContain(
      '<xhtml:link rel="alternate" hreflang="zh" href="https://docs.example.com/zh/"/>',
    );
    expect(zhHome).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://docs.example.com/"/>',
    );
  });

  it('names no alternates for a page in one language only', () => {
    expect(entry('https://docs.example.com/guide/only-english')).not.toContain('xhtml:link');
  });
});

describe('robotsTxt', () => {
  it('allows crawling and points at the sitemap', () => {
    expect(robotsTxt(site)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n',
    );
  });
});

describe('netlifyRedirects', () => {
  it('sends missing pages under a language prefix to that language 404 page', () => {
    expect(netlifyRedirects(['404.html', 'zh/404.html'])).toBe('/zh/* /zh/404.html 404\n');
  });
});
