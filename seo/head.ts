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

export type HeadTag =
  | ['meta', { name?: string; property?: string; content: string }]
  | ['link', { rel: string; href: string; hreflang?: string }];

/**
 * The tags that make a page findable and shareable, besides the ones Rspress writes itself
 * (`description`, `og:title`, `og:description`, `og:type` from the page data, and one
 * `hreflang` alternate per language version): the canonical URL, the `x-default` alternate
 * (the default language's version), Open Graph URL, site name, share image and locales, and the
 * Twitter card.
 */
export function seoHeadTags(
  route: SeoRoute,
  versions: readonly SeoRoute[],
  site: SeoSite,
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
  const image = absoluteUrl(site, SHARE_IMAGE.path);
  const alt = SHARE_IMAGE.alt[route.lang] ?? SHARE_IMAGE.alt[site.defaultLang] ?? site.siteName;
  const meta = (property: string, content: string): HeadTag => ['meta', { property, content }];
  tags.push(
    meta('og:url', url),
    meta('og:site_name', site.siteName),
    meta('og:image', image),
    meta('og:image:type', 'image/png'),
    meta('og:image:width', String(SHARE_IMAGE.width)),
    meta('og:image:height', String(SHARE_IMAGE.height)),
    meta('og:image:alt', alt),
  );
  const locale = OG_LOCALES[route.lang];
  if (locale) tags.push(meta('og:locale', locale));
  for (const version of versions) {
    const alternate = OG_LOCALES[version.lang];
    if (version.lang !== route.lang && alternate) tags.push(meta('og:locale:alternate', alternate));
  }
  tags.push(
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:image', content: image }],
    ['meta', { name: 'twitter:image:alt', content: alt }],
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
