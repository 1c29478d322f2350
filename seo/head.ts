import { OG_LOCALES, SHARE_IMAGE } from './site.ts';

/** The part of Rspress's `RouteMeta` the SEO tags need. */
export interface SeoRoute {
  /** `/guide/start/introduction`, `/zh/`, `/api/`: clean URLs, as the site serves them. */
  routePath: string;
  /** The same without the language prefix; twins in other languages share it. */
  pureRoutePath: string;
  lang: string;
}

export interface SeoSite {
  /** Public origin, without a trailing slash. */
  siteUrl: string;
  siteName: string;
  defaultLang: string;
}

/** Absolute URL of a route. */
export function absoluteUrl(site: SeoSite, routePath: string): string {
  return `${site.siteUrl}${routePath}`;
}

/**
 * The language versions of every page: for each route, the routes with the same pure path,
 * keyed by language, in the order of the site's languages.
 */
export class TwinIndex {
  readonly #byPurePath = new Map<string, Map<string, SeoRoute>>();

  constructor(routes: readonly SeoRoute[], langs: readonly string[]) {
    const order = (lang: string) => {
      const index = langs.indexOf(lang);
      return index === -1 ? langs.length : index;
    };
    const sorted = [...routes].sort((a, b) => order(a.lang) - order(b.lang));
    for (const route of sorted) {
      const twins = this.#byPurePath.get(route.pureRoutePath) ?? new Map<string, SeoRoute>();
      twins.set(route.lang, route);
      this.#byPurePath.set(route.pureRoutePath, twins);
    }
  }

  /** Every language version of `route`, itself included. */
  versionsOf(route: SeoRoute): SeoRoute[] {
    return [...(this.#byPurePath.get(route.pureRoutePath)?.values() ?? [route])];
  }
}

/** The image a page is shared with: its own (seo/socialImage.ts), else the site's share image. */
export interface ShareImage {
  /** URL path under the site's origin. */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** The site's one share image (docs/public/og-image.png), for pages without an image of their own. */
export function siteShareImage(lang: string, site: SeoSite): ShareImage {
  const { path, width, height, alt } = SHARE_IMAGE;
  return { path, width, height, alt: alt[lang] ?? alt[site.defaultLang] ?? site.siteName };
}

export type HeadTag =
  | ['meta', { name?: string; property?: string; content: string }]
  | ['link', { rel: string; href: string; hreflang?: string }];

/**
 * The tags that make a page findable and shareable, besides the ones Rspress writes itself
 * (`description`, `og:title`, `og:description`, `og:type` from the page data, and one
 * `hreflang` alternate per language version): the canonical URL, the `x-default` alternate
 * (the default language's version), Open Graph URL, site name, image and locales, and the
 * Twitter card with the same image: the page's own `image` if it has one, else the site's.
 */
export function seoHeadTags(
  route: SeoRoute,
  versions: readonly SeoRoute[],
  site: SeoSite,
  image: ShareImage = siteShareImage(route.lang, site),
): HeadTag[] {
  const url = absoluteUrl(site, route.routePath);
  const tags: HeadTag[] = [['link', { rel: 'canonical', href: url }]];
  const defaultVersion = versions.find((version) => version.lang === site.defaultLang);
  if (versions.length > 1 && defaultVersion) {
    tags.push([
      'link',
      {
        rel: 'alternate',
        hreflang: 'x-default',
        href: absoluteUrl(site, defaultVersion.routePath),
      },
    ]);
  }
  const imageUrl = absoluteUrl(site, image.path);
  const meta = (property: string, content: string): HeadTag => ['meta', { property, content }];
  tags.push(
    meta('og:url', url),
    meta('og:site_name', site.siteName),
    meta('og:image', imageUrl),
    meta('og:image:type', 'image/png'),
    meta('og:image:width', String(image.width)),
    meta('og:image:height', String(image.height)),
    meta('og:image:alt', image.alt),
  );
  const locale = OG_LOCALES[route.lang];
  if (locale) tags.push(meta('og:locale', locale));
  for (const version of versions) {
    const alternate = OG_LOCALES[version.lang];
    if (version.lang !== route.lang && alternate) tags.push(meta('og:locale:alternate', alternate));
  }
  tags.push(
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: imageUrl }],
    ['meta', { name: 'twitter:image:alt', content: image.alt }],
  );
  return tags;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** HTML for head tags, attribute values escaped. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map(([name, attrs]) => {
      const rendered = Object.entries(attrs)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${key}="${escapeAttribute(String(value))}"`)
        .join(' ');
      return `<${name} ${rendered}>`;
    })
    .join('');
}
