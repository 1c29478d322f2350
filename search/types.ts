/**
 * The shapes every part of the search shares: records and the index file. This file imports
 * nothing, so that the build, the engine, the protocol and the clients can all depend on it.
 */

/** The levels of a DocSearch hierarchy: lvl0 is the sidebar group, lvl1 the page, lvl2–lvl6 headings. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export type Hierarchy = { lvl0: string; lvl1: string } & Record<
  Exclude<Level, 'lvl0' | 'lvl1'>,
  string | null
>;

export type RecordType = Exclude<Level, 'lvl0'> | 'content';

/** A record's `weight.level` by its type: headings before paragraphs, higher first. */
export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/**
 * One searchable record, in the shape of the DocSearch crawler's records. Text is stored raw;
 * the engine HTML-escapes everything it emits.
 */
export interface SearchRecord {
  objectID: string;
  /** Root-relative URL, with `#anchor` for sections. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  lang: string;
  weight: {
    /** Higher first; from the page's front matter `searchRank`, default 0. */
    pageRank: number;
    /** lvl1 100, lvl2 90 … lvl6 50, content 0: headings before paragraphs. */
    level: number;
    /** Order inside the page: earlier first. */
    position: number;
  };
}

/** The file written into the build for each language and read by the server and the browser. */
export interface SearchIndexFile {
  indexName: string;
  lang: string;
  records: SearchRecord[];
  /**
   * Phrases that mean the same to a reader: a phrase and the phrases a query holding it also
   * matches (the glossary of the twin pages, the Chinese variants of a term).
   */
  synonyms?: [phrase: string, others: string[]][];
  /** URL prefixes of the reference pages: their entries come first for queries typed as code. */
  referencePages?: string[];
  /** The term index of the records, prebuilt (rebuilt from the records when absent or stale). */
  termIndex?: SerializedTermIndex;
}

/** URLs the engine may emit: root-relative paths or http(s) (never `javascript:` and the like). */
export function isSafeUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  return /^https?:\/\//i.test(url);
}

/**
 * A term index as written into the index file when the site is built, so that a browser answers
 * its first query without tokenizing every record: per script group, the sorted terms and their
 * postings (list lengths, record numbers as gaps from the previous one, attributes; each as packed
 * numbers, engine/packedNumbers.ts). The merged lists of the short prefixes are not written:
 * merging one when it is first looked up costs less than downloading them all.
 */
export interface SerializedTermIndex {
  /** `SERIALIZED_FORMAT` of engine/termIndex.ts: a file of another format is rebuilt. */
  format: number;
  latin: SerializedTermGroup;
  cjk: SerializedTermGroup;
}

export interface SerializedTermGroup {
  terms: string[];
  postings: SerializedPostings;
}

export interface SerializedPostings {
  /** How many lists. */
  lists: number;
  /** How many postings in all. */
  postings: number;
  lengths: string;
  gaps: string;
  attributes: string;
}
