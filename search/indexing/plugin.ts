import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin, UserConfig } from '@rspress/core';
import { CLIENT_CONFIG_FILE, RECORDS_DIR, type SearchClientConfig } from '../config.ts';
import { SearchEngine } from '../engine/engine.ts';
import { packIndexFile } from '../engine/indexFile.ts';
import { toSimplified } from '../engine/traditional.ts';
import type { SearchApiOptions } from '../protocol/api.ts';
import type { SearchIndexFile } from '../types.ts';
import { codeBlocksOf, isLongCode, readableCode } from './codeText.ts';
import { searchDevMiddleware } from './devMiddleware.ts';
import type { Terminology } from './glossary.ts';
import { buildIndexFiles } from './indexFiles.ts';
import { type PageDataOptions, pageDataOptions } from './pageDataOptions.ts';
import type { PageForSearch } from './records.ts';
import { anchoredRowsOfMarkdown } from './rowAnchors.ts';
import { type ShownCode, searchMarkdown, withShownCode } from './shownCode.ts';
import { createGroupResolver } from './sidebarGroups.ts';
import { sourceSignature } from './sourceSignature.ts';

/** What the alias plugin reads of Rsbuild's bundler chain. */
interface BundlerChain {
  resolve: { alias: { entries(): unknown } };
}
interface ChainUtils {
  environment: { name: string };
}

export interface SearchPluginOptions {
  /** The docs root holding one folder per language. */
  docsRoot: string;
  defaultLang: string;
  search: SearchClientConfig;
  /** Route prefixes of the reference pages (default language), e.g. `/api/`. */
  referencePages?: string[];
  /** The concepts written several ways per language (terminology.json): their variants match. */
  terminology?: Terminology;
  /**
   * The code blocks of a page's Markdown whose code the page shows otherwise (annotated code,
   * build/codeNotation.ts): the records hold the code as shown.
   */
  shownCode?: (markdown: string) => Promise<ShownCode[]>;
}

/**
 * Produces the search records from Rspress's page data: written to `<outDir>/search/<index>.json`
 * by `rspress build`, served with the search API from memory by `rspress dev`. Also hands the
 * client part of the search configuration to the pages.
 */
export function searchPlugin(options: SearchPluginOptions): RspressPlugin {
  let files: SearchIndexFile[] = [];
  let json = new Map<string, string>();
  let engines: Map<string, SearchEngine> | undefined;
  let routeService: unknown;
  let userConfig: UserConfig = {};
  let alias: PageDataOptions['alias'] = {};
  let signature = '';

  const update = async (extracted: PageIndexInfo[]) => {
    const { shownCode } = options;
    const pages = await Promise.all(
      extracted.map(async (page): Promise<PageForSearch> => {
        const markdown = searchMarkdown(page._flattenContent ?? '');
        // Code is searched as the page shows it (annotated code without its notation), and
        // stored as the words a hit's snippet can show (codeText.ts).
        const annotated = new Map(
          (shownCode ? await shownCode(markdown) : []).map((block) => [
            block.code.trim(),
            block.shown.trim(),
          ]),
        );
        const code = codeBlocksOf(markdown).map((block) => ({
          code: block,
          // A short one-line block reads well as it is, and its text may also be in the prose.
          shown: isLongCode(block)
            ? readableCode(annotated.get(block) ?? block)
            : (annotated.get(block) ?? block),
        }));
        // Table rows with an anchor are found in the Markdown the search text is made from.
        return { ...withShownCode(page, code), anchoredRows: anchoredRowsOfMarkdown(markdown) };
      }),
    );
    const groupOf = createGroupResolver({
      docsRoot: options.docsRoot,
      defaultLang: options.defaultLang,
    });
    files = buildIndexFiles(pages, groupOf, options.search.indexNames, {
      defaultLang: options.defaultLang,
      referencePages: options.referencePages,
      terminology: options.terminology,
    });
    json = new Map(
      files.map((file) => [`${file.indexName}.json`, JSON.stringify(packIndexFile(file))]),
    );
    engines = undefined;
    signature = sourceSignature(options.docsRoot);
  };

  /**
   * Rspress extracts page data once when the dev server starts; when a page has changed since,
   * extract it again (with the same function Rspress uses) so that search sees the edit.
   */
  const refresh = async () => {
    if (!routeService || sourceSignature(options.docsRoot) === signature) return;
    // Exported by patches/@rspress+core+2.0.22.patch.
    const { extractPageData } = await import('@rspress/core');
    await update(
      await extractPageData(
        routeService as Parameters<typeof extractPageData>[0],
        pageDataOptions(userConfig, alias, options.docsRoot) as Parameters<
          typeof extractPageData
        >[1],
      ),
    );
  };

  const devApi = async (): Promise<
    SearchApiOptions & { recordsPath: string; files: Map<string, string> }
  > => {
    await refresh();
    engines ??= new Map(
      files.map((file) => [file.indexName, new SearchEngine(file, { toSimplified })]),
    );
    return {
      engines,
      appId: options.search.appId,
      apiKey: options.search.apiKey,
      recordsPath: options.search.recordsPath,
      files: json,
    };
  };

  return {
    name: 'rspress-docs-search',
    builderConfig: {
      source: {
        define: { __SEARCH_CONFIG__: JSON.stringify(options.search) },
      },
      server: {
        setup: ({ action, server }) => {
          if (action === 'dev') server.middlewares.use(searchDevMiddleware(devApi));
        },
      },
      plugins: [
        {
          // The aliases Rspress extracts page data with are those of the web bundle.
          name: 'rspress-docs-search-aliases',
          setup(api) {
            api.modifyBundlerChain((chain: BundlerChain, { environment }: ChainUtils) => {
              if (environment.name === 'web') {
                alias = chain.resolve.alias.entries() as PageDataOptions['alias'];
              }
            });
          },
        },
      ],
    },
    beforeBuild(config) {
      userConfig = config;
    },
    routeServiceGenerated(service) {
      routeService = service;
    },
    async modifySearchIndexData(pages) {
      await update(pages);
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const dir = path.join(outDir, RECORDS_DIR);
      await mkdir(dir, { recursive: true });
      await Promise.all([
        ...[...json].map(([name, content]) => writeFile(path.join(dir, name), content)),
        // Public (the pages embed it too); the server reads it for its Content-Security-Policy.
        writeFile(path.join(outDir, CLIENT_CONFIG_FILE), JSON.stringify(options.search)),
      ]);
    },
  };
}
