import {
  type Hierarchy,
  LEVEL_WEIGHT,
  LEVELS,
  type RecordType,
  type SearchIndexFile,
  type SearchRecord,
} from '../types.ts';

/**
 * The index file as written into the build (`<outDir>/search/<indexName>.json`) and read by the
 * server and the browser provider. A record's URL, objectID, language and level follow from its
 * page, its place in the page and its type, and a page's hierarchy recurs in all its records:
 * the file holds each page and each hierarchy once, and per record only what is its own. About a
 * third of the size of the records written out whole (2.6 MB → 0.9 MB for the English pages with
 * the term index), which is most of what a browser spends before its first answer.
 */
export interface PackedIndexFile {
  format: typeof INDEX_FILE_FORMAT;
  indexName: string;
  lang: string;
  synonyms?: SearchIndexFile['synonyms'];
  referencePages?: string[];
  termIndex?: SearchIndexFile['termIndex'];
  /** Each page once: its URL (without anchor) and its search rank. */
  pages: [url: string, pageRank: number][];
  /** Each distinct hierarchy once, lvl0 to lvl6. */
  hierarchies: (string | null)[][];
  /** The records in order; a page's records are consecutive, in their order in the page. */
  records: [
    page: number,
    hierarchy: number,
    type: RecordType,
    anchor: string | null,
    content: string | null,
  ][];
}

/** Bumped when the shape above changes. */
export const INDEX_FILE_FORMAT = 1;

function urlOf(page: string, anchor: string | null): string {
  return anchor ? `${page}#${anchor}` : page;
}

/**
 * Writes an index file. Its records must be as the build makes them (`pageRecords`): each page's
 * records together and numbered from 0, URLs and levels following from page, anchor and type.
 */
export function packIndexFile(file: SearchIndexFile): PackedIndexFile {
  const pages: [string, number][] = [];
  const pageOf = new Map<string, number>();
  const hierarchies: (string | null)[][] = [];
  const hierarchyOf = new Map<string, number>();
  const records: PackedIndexFile['records'] = [];
  let position = 0;
  for (const record of file.records) {
    const url = record.url_without_anchor;
    let page = pageOf.get(url);
    if (page === undefined) {
      page = pages.length;
      pageOf.set(url, page);
      pages.push([url, record.weight.pageRank]);
      position = 0;
    } else if (page !== pages.length - 1) {
      throw new Error(`Index file ${file.indexName}: the records of ${url} are not together.`);
    }
    const expected: Partial<SearchRecord> = {
      objectID: `${url}#${position}`,
      url: urlOf(url, record.anchor),
      lang: file.lang,
    };
    for (const [key, value] of Object.entries(expected)) {
      if (record[key as keyof SearchRecord] !== value) {
        throw new Error(
          `Index file ${file.indexName}: record ${record.objectID} has ${key} ${JSON.stringify(record[key as keyof SearchRecord])}, expected ${JSON.stringify(value)}.`,
        );
      }
    }
    if (
      record.weight.position !== position ||
      record.weight.level !== LEVEL_WEIGHT[record.type] ||
      record.weight.pageRank !== pages[page]?.[1]
    ) {
      throw new Error(
        `Index file ${file.indexName}: record ${record.objectID} has a weight its page, place and type do not give.`,
      );
    }
    const levels = LEVELS.map((level) => record.hierarchy[level]);
    const key = JSON.stringify(levels);
    let hierarchy = hierarchyOf.get(key);
    if (hierarchy === undefined) {
      hierarchy = hierarchies.length;
      hierarchyOf.set(key, hierarchy);
      hierarchies.push(levels);
    }
    records.push([page, hierarchy, record.type, record.anchor, record.content]);
    position++;
  }
  return {
    format: INDEX_FILE_FORMAT,
    indexName: file.indexName,
    lang: file.lang,
    ...(file.synonyms && { synonyms: file.synonyms }),
    ...(file.referencePages && { referencePages: file.referencePages }),
    ...(file.termIndex && { termIndex: file.termIndex }),
    pages,
    hierarchies,
    records,
  };
}

/** Reads an index file (the records of a page share one hierarchy object: do not change it). */
export function unpackIndexFile(packed: PackedIndexFile): SearchIndexFile {
  if (packed?.format !== INDEX_FILE_FORMAT) {
    throw new Error(
      `Index file format ${packed?.format}, expected ${INDEX_FILE_FORMAT}: rebuild the site.`,
    );
  }
  const hierarchies = packed.hierarchies.map(
    (levels) =>
      Object.fromEntries(LEVELS.map((level, i) => [level, levels[i] ?? null])) as Hierarchy,
  );
  const { lang } = packed;
  const records: SearchRecord[] = new Array(packed.records.length);
  let previousPage = -1;
  let position = 0;
  packed.records.forEach(([page, hierarchy, type, anchor, content], i) => {
    const [url, pageRank] = packed.pages[page] ?? [];
    const levels = hierarchies[hierarchy];
    if (url === undefined || pageRank === undefined || !levels) {
      throw new RangeError(
        `Index file ${packed.indexName}: record ${i} names no page or hierarchy.`,
      );
    }
    position = page === previousPage ? position + 1 : 0;
    previousPage = page;
    records[i] = {
      objectID: `${url}#${position}`,
      url: urlOf(url, anchor),
      url_without_anchor: url,
      anchor,
      type,
      content,
      hierarchy: levels,
      lang,
      weight: { pageRank, level: LEVEL_WEIGHT[type], position },
    };
  });
  return {
    indexName: packed.indexName,
    lang,
    records,
    ...(packed.synonyms && { synonyms: packed.synonyms }),
    ...(packed.referencePages && { referencePages: packed.referencePages }),
    ...(packed.termIndex && { termIndex: packed.termIndex }),
  };
}
