import { absoluteUrl, type SeoRoute, type SeoSite, type TwinIndex } from './head.ts';

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/**
 * `sitemap.xml` for `routes`: one `<url>` per page with its absolute URL and, when the page
 * exists in more than one language, an `xhtml:link` alternate per language version plus
 * `x-default` (the default language's version), as Google documents for multilingual sites.
 */
export function sitemapXml(routes: readonly SeoRoute[], twins: TwinIndex, site: SeoSite): string {
  const link = (hreflang: string, routePath: string) =>
    `    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(absoluteUrl(site, routePath))}"/>`;
  const urls = [...routes]
    .sort((a, b) => a.routePath.localeCompare(b.routePath))
    .map((route) => {
      const lines = [`    <loc>${escapeXml(absoluteUrl(site, route.routePath))}</loc>`];
      const versions = twins.versionsOf(route);
      const defaultVersion = versions.find((version) => version.lang === site.defaultLang);
      if (versions.length > 1) {
        lines.push(...versions.map((version) => link(version.lang, version.routePath)));
        if (defaultVersion) lines.push(link('x-default', defaultVersion.routePath));
      }
      return `  <url>\n${lines.join('\n')}\n  </url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: every page may be crawled; the sitemap is named with its absolute URL. */
export function robotsTxt(site: SeoSite): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, '/sitemap.xml')}\n`;
}

/**
 * Netlify's `_redirects` rules that answer missing pages under a language prefix with that
 * language's 404 page (`/zh/* /zh/404.html 404`); the root `404.html` needs no rule.
 * Netlify applies such a rule only when no file matches the address.
 */
export function netlifyRedirects(notFoundPages: readonly string[]): string {
  return notFoundPages
    .map((file) => file.split('/'))
    .filter((parts) => parts.length === 2)
    .map(([prefix, file]) => `/${prefix}/* /${prefix}/${file} 404\n`)
    .join('');
}
