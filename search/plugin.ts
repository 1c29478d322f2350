import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { SearchApiOptions } from './api.ts';
import { RECORDS_DIR, type SearchClientConfig } from './config.ts';
import { searchDevMiddleware } from './devMiddleware.ts';
import { SearchEngine } from './engine.ts';
import { buildIndexFiles } from './indexFiles.ts';
import { createGroupResolver } from './sidebarGroups.ts';
import type { SearchIndexFile } from './types.ts';

export interface SearchPluginOptions {
  /** The docs root holding one folder per language. */
  docsRoot: string;
  defaultLang: string;
  search: SearchClientConfig;
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

  const devApi = (): SearchApiOptions & { recordsPath: string; files: Map<string, string> } => {
    engines ??= new Map(files.map((file) => [file.indexName, new SearchEngine(file)]));
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
    },
    modifySearchIndexData(pages) {
      const groupOf = createGroupResolver({
        docsRoot: options.docsRoot,
        defaultLang: options.defaultLang,
      });
      files = buildIndexFiles(pages, groupOf, options.search.indexNames);
      json = new Map(files.map((file) => [`${file.indexName}.json`, JSON.stringify(file)]));
      engines = undefined;
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const dir = path.resolve(config.outDir ?? 'doc_build', RECORDS_DIR);
      await mkdir(dir, { recursive: true });
      await Promise.all(
        [...json].map(([name, content]) => writeFile(path.join(dir, name), content)),
      );
    },
  };
}
