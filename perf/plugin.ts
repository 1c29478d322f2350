import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { Processor } from 'unified';
import { clientPageInfo, type OverviewScope } from './pageInfo.ts';

export interface FirstLoadPluginOptions {
  /** The site's theme entry (`theme/index.tsx`): re-exports only, no side effects. */
  themeEntry: string;
  /**
   * The description of the page compiled from a file (its absolute path), as its owner computed it
   * in `extendPageData` (seo/plugin.ts `descriptionOf`); read when the page compiles, after that.
   */
  descriptionOf: (file: string) => string | undefined;
}

/** What the page compiler keeps about the page it compiles (Rspress's `pageMeta`). */
interface CompilerData {
  pageMeta?: Record<string, unknown>;
}

/**
 * Keeps what this site adds to every page's first-load JavaScript small (the budget is the default
 * theme on an empty site, see tests/support/firstLoadJs.ts):
 *
 * - Marks the theme entry free of side effects. It re-exports the whole default theme, and without
 *   the flag every built-in component a page imports from `@theme` (Tabs, Steps, Prompt…) is
 *   bundled with the entry into the first load of every page; with it, the import goes straight to
 *   the component, which then travels with the page that uses it.
 * - Slims the list of all pages that Rspress bundles into every page (see ./pageInfo.ts): what the
 *   browser reads only for the current page (description, front matter, outline) moves into that
 *   page's own chunk.
 */
export function firstLoadPlugin(options: FirstLoadPluginOptions): RspressPlugin {
  const themeEntry = path.resolve(options.themeEntry);
  const scope: OverviewScope = { prefixes: [], depths: new Set() };

  return {
    name: 'rspress-docs-first-load',
    builderConfig: {
      tools: {
        rspack: (config) => {
          config.module ??= {};
          config.module.rules ??= [];
          config.module.rules.push({
            test: (file: string) => file === themeEntry,
            sideEffects: false,
          });
        },
      },
    },
    markdown: {
      remarkPlugins: [
        // The page's description joins its own metadata, which Rspress merges into the page data
        // of the current page (the `<meta name="description">` of the default layout reads it).
        function remarkPageDescription(this: Processor) {
          return (_tree: unknown, file: { path?: string }) => {
            const description = file.path
              ? options.descriptionOf(path.resolve(file.path))
              : undefined;
            const meta = (this.data() as CompilerData).pageMeta;
            if (meta && description !== undefined) meta.description = description;
          };
        },
      ],
    },
    // Runs over all pages before `extendPageData`: which pages overview pages list, at which levels.
    modifySearchIndexData(pages) {
      Object.assign(scope, overviewScopeOf(pages));
    },
    // Rspress runs every plugin's `extendPageData` at once: this one touches only the fields it
    // owns (the outline, the front matter's place), never the description.
    extendPageData(page) {
      clientPageInfo(page, scope);
    },
  };
}

function overviewScopeOf(pages: PageIndexInfo[]): OverviewScope {
  const overviews = pages.filter((page) => page.frontmatter.overview === true);
  const depths = new Set([2]);
  for (const page of overviews) {
    const levels = page.frontmatter.overviewHeaders;
    if (Array.isArray(levels)) for (const level of levels) depths.add(Number(level));
  }
  // An overview page lists the pages under its own path (Rspress's Overview component).
  return { prefixes: overviews.map((page) => page.routePath.replace(/overview$/, '')), depths };
}
