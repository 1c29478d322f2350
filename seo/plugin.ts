import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { hideFromClient } from '../perf/pageInfo.ts';
import { pageDescription } from './description.ts';
import {
  absoluteUrl,
  renderHeadTags,
  type SeoSite,
  type ShareImage,
  seoHeadTags,
  TwinIndex,
} from './head.ts';
import { withoutLlmsPages } from './llmsTxt.ts';
import { netlifyRedirects, robotsTxt, sitemapXml } from './sitemap.ts';
import {
  type Section,
  SOCIAL_IMAGE_SIZE,
  type SocialCard,
  socialCardOf,
  socialImageAlt,
  socialImagePath,
} from './socialImage.ts';
import { writeSocialImages } from './socialImageBuild.ts';
import { isUnlisted } from './unlisted.ts';

export interface SeoPluginOptions extends SeoSite {
  /** The description of each language (rspress.config.ts `locales`), in the site's language order. */
  descriptions: Readonly<Record<string, string>>;
  /** The name of each section in each language (i18n.json), shown on the pages' social images. */
  sectionLabels: Readonly<Record<Section, Readonly<Record<string, string>>>>;
  /** Where the social images are cached between builds; none to draw them all every build. */
  socialImageCache?: string;
}

/** The HTML file of a route: `/zh/404` → `zh/404.html`, `/api/` → `api/index.html`. */
function htmlFile(routePath: string): string {
  return `${routePath.replace(/^\//, '').replace(/(^|\/)$/, '$1index')}.html`;
}

/**
 * Makes every page findable: a meta description for every page (front matter, else the first
 * paragraph, else the language's description), canonical URL, `x-default` alternate, Open Graph
 * and Twitter tags in the pre-rendered HTML, and `sitemap.xml` (with language alternates),
 * `robots.txt` and Netlify's `_redirects` for the 404 pages of each language in the build, and a
 * social image per page, drawn from its title, section and language (seo/socialImage.ts), which
 * its `og:image` and `twitter:image` name. Pages that are not documentation (the 404 and search
 * results pages, `isUnlisted`) get none of it.
 *
 * Rspress renders the description, `og:title`, `og:description` and `og:type` from the page data
 * (so they follow client-side navigation) and one `hreflang` link per language version; this
 * plugin feeds the description and adds only what Rspress lacks, through a `head` function that
 * Rspress calls for every route it pre-renders.
 */
export function seoPlugin(
  options: SeoPluginOptions,
): RspressPlugin & { descriptionOf: (file: string) => string | undefined } {
  const langs = Object.keys(options.descriptions);
  /** Each page's description by its source file (absolute path): this plugin owns the field. */
  const descriptions = new Map<string, string>();
  let routes: RouteMeta[] = [];
  let twins = new TwinIndex([], langs);
  const pageTypes = new Map<string, unknown>();
  const unlisted = new Set<string>();
  const isNotFound = (route: RouteMeta) => pageTypes.get(route.routePath) === '404';
  const isUnlistedRoute = (route: RouteMeta) => unlisted.has(route.routePath);
  /** Each listed page's social image, by route path; drawn by production builds only. */
  const cards = new Map<string, SocialCard>();
  let drawsImages = false;

  const imageOf = (route: RouteMeta): ShareImage | undefined => {
    const card = drawsImages ? cards.get(route.routePath) : undefined;
    if (!card) return undefined;
    const alt = socialImageAlt(card, options.siteName);
    return { path: socialImagePath(route.routePath), ...SOCIAL_IMAGE_SIZE, alt };
  };
  const headFor = (route: RouteMeta) =>
    isUnlistedRoute(route)
      ? undefined
      : renderHeadTags(seoHeadTags(route, twins.versionsOf(route), options, imageOf(route)));

  return {
    name: 'rspress-docs-seo',
    descriptionOf: (file) => descriptions.get(file),
    config(config, _utils, isProd) {
      // The dev server has no build output to hold the images: its pages name the site's one.
      drawsImages = isProd;
      return { ...config, head: [...(config.head ?? []), headFor] };
    },
    routeGenerated(generated) {
      routes = generated;
      twins = new TwinIndex(generated, langs);
    },
    extendPageData(page) {
      pageTypes.set(page.routePath, page.frontmatter.pageType);
      if (isUnlisted(page.frontmatter)) unlisted.add(page.routePath);
      else {
        const route = routes.find((candidate) => candidate.routePath === page.routePath);
        const card = socialCardOf(
          {
            routePath: page.routePath,
            pureRoutePath: route?.pureRoutePath ?? page.routePath,
            lang: page.lang,
            title: page.title,
            pageType: page.frontmatter.pageType,
          },
          options.sectionLabels,
          options,
        );
        cards.set(page.routePath, card);
      }
      page.description = pageDescription({
        frontmatter: page.frontmatter.description,
        markdown: page._flattenContent,
        mdx: page._filepath.endsWith('.mdx'),
        lang: page.lang,
        fallback: options.descriptions[page.lang] ?? '',
      });
      descriptions.set(path.resolve(page._filepath), page.description);
      // In the page's own chunk (perf/plugin.ts), not in the list of all pages.
      hideFromClient(page, 'description');
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const pages = routes.filter((route) => !isUnlistedRoute(route));
      const notFound = routes.filter(isNotFound);
      await Promise.all([
        writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(pages, twins, options)),
        writeFile(path.join(outDir, 'robots.txt'), robotsTxt(options)),
        writeFile(
          path.join(outDir, '_redirects'),
          netlifyRedirects(notFound.map((route) => htmlFile(route.routePath))),
        ),
      ]);
      if (config.llms) await dropFromLlmsOutput(outDir, routes.filter(isUnlistedRoute), options);
      const report = await writeSocialImages(cards, {
        outDir,
        siteName: options.siteName,
        cacheDir: options.socialImageCache,
      });
      console.log(
        `[seo] social images: ${report.images} in ${(report.ms / 1000).toFixed(1)} s (${report.drawn} drawn, ${report.images - report.drawn} from the cache)`,
      );
    },
  };
}

/**
 * Rspress turns every route into Markdown for LLMs, the 404 and search results pages included;
 * they are not documentation, so their `.md` files and their blocks in `llms-full.txt` go.
 */
async function dropFromLlmsOutput(outDir: string, unlisted: RouteMeta[], site: SeoSite) {
  for (const route of unlisted) {
    const mdFile = `${route.routePath.replace(/^\//, '')}.md`;
    await rm(path.join(outDir, mdFile), { force: true });
    const prefix = route.routePath.slice(0, route.routePath.length - route.pureRoutePath.length);
    const fullTxt = path.join(outDir, prefix.replace(/^\//, ''), 'llms-full.txt');
    const content = await readFile(fullTxt, 'utf8').catch(() => undefined);
    if (content === undefined) continue;
    await writeFile(fullTxt, withoutLlmsPages(content, [absoluteUrl(site, `/${mdFile}`)]));
  }
}
