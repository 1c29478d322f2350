/** Where the site is published when `SITE_URL` is not set. */
export const DEFAULT_SITE_URL = 'https://rspress.rs';

/**
 * The public origin of the site from `SITE_URL` (default {@link DEFAULT_SITE_URL}), without a
 * trailing slash: canonical URLs, language alternates, Open Graph URLs, the sitemap and llms.txt
 * are absolute URLs under it.
 */
export function siteUrlFromEnv(env: Record<string, string | undefined>): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    // The site is built for the root of its domain (`base: '/'` in rspress.config.ts).
    throw new Error(`SITE_URL must be an origin without a path, such as ${DEFAULT_SITE_URL}`);
  }
  return url.origin;
}

/**
 * The site-wide 1200×630 share image in docs/public, made from scripts/og-image/og-image.html:
 * named by pages without an image of their own (the dev server's; seo/socialImage.ts draws the
 * others' at build time in its design).
 */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: {
    en: 'Rspress logo: Rsbuild based static site generator',
    zh: 'Rspress 标志：基于 Rsbuild 的静态站点生成器',
  } as Record<string, string>,
} as const;

/** Open Graph locales (`language_TERRITORY`) of the site's languages. */
export const OG_LOCALES: Record<string, string> = { en: 'en_US', zh: 'zh_CN' };
