import type { SearchClient } from 'algoliasearch';
import type { SearchIndexFile } from '../types.ts';

/**
 * Index settings that make Algolia rank our records the way our own engine does (the DocSearch
 * crawler template): hierarchy before content, then page rank, level and position; one hit per URL.
 */
export const ALGOLIA_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'lang'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  distinct: true,
  attributeForDistinct: 'url',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  removeWordsIfNoResults: 'allOptional',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
} as const;

/** Replaces each Algolia index with the records of the build, then applies the settings. */
export async function uploadIndexFiles(
  client: Pick<SearchClient, 'replaceAllObjects' | 'setSettings' | 'waitForTask'>,
  files: SearchIndexFile[],
): Promise<{ indexName: string; records: number }[]> {
  const done: { indexName: string; records: number }[] = [];
  for (const file of files) {
    await client.replaceAllObjects({
      indexName: file.indexName,
      objects: file.records as unknown as Record<string, unknown>[],
    });
    const { taskID } = await client.setSettings({
      indexName: file.indexName,
      indexSettings: {
        ...ALGOLIA_SETTINGS,
        searchableAttributes: [...ALGOLIA_SETTINGS.searchableAttributes],
        attributesForFaceting: [...ALGOLIA_SETTINGS.attributesForFaceting],
        attributesToRetrieve: [...ALGOLIA_SETTINGS.attributesToRetrieve],
        attributesToHighlight: [...ALGOLIA_SETTINGS.attributesToHighlight],
        attributesToSnippet: [...ALGOLIA_SETTINGS.attributesToSnippet],
        customRanking: [...ALGOLIA_SETTINGS.customRanking],
        ranking: [...ALGOLIA_SETTINGS.ranking],
        // Chinese records keep Algolia's CJK segmentation.
        indexLanguages: [file.lang === 'zh' ? 'zh' : 'en'],
        queryLanguages: [file.lang === 'zh' ? 'zh' : 'en'],
      },
    });
    await client.waitForTask({ indexName: file.indexName, taskID });
    done.push({ indexName: file.indexName, records: file.records.length });
  }
  return done;
}
