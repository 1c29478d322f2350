import { isSafeUrl, type SearchIndexFile, type SearchRecord } from '../types.ts';
import { ATTRIBUTES, attributeValue, headingsOf } from './attributes.ts';
import { MAX_RECORDS, type OwnHeading, ownHeading, rankOfKey } from './ranking.ts';
import { lengthFactor, PAGE_LENGTH_B, TEXT_LENGTH_B } from './scoring.ts';
import { textTokens, Vocabulary } from './textTokens.ts';

/** The query-independent ranking criteria: page rank, level, position. */
function compareWeights(a: SearchRecord, b: SearchRecord): number {
  return (
    b.weight.pageRank - a.weight.pageRank ||
    b.weight.level - a.weight.level ||
    a.weight.position - b.weight.position
  );
}

/**
 * What the engine knows of each record before any query, as one number (or a few) per record:
 * its static rank, whether it may be shown, whether it is on a reference page, its URL and its
 * list of headings; and the engine's texts as numbers (`Vocabulary`), for ranking.
 */
export class RecordTables {
  readonly records: readonly SearchRecord[];
  readonly size: number;
  /**
   * The query-independent part of the ranking, as one number per record (0 ranks first): page
   * rank, level, position, then the record's place in the index.
   */
  readonly staticRank: Uint32Array;
  readonly byStaticRank: Uint32Array;
  /** Records whose URL may be shown (root-relative or http(s)); the rest never reach a reader. */
  readonly showable: Uint8Array;
  /** Records of reference pages (1), for queries typed as code. */
  readonly reference: Uint8Array;
  /** The URL of each record, as a number, for `distinct`. */
  readonly urlIds: Uint32Array;
  /** Each record's list of headings (page title down), as a number: a section's records share it. */
  readonly headingGroup: Uint32Array;
  readonly groupHeadings: string[][];
  /** Per list of headings (see `ownHeadingOf`); null when a record has no heading. */
  private readonly ownHeadings: (OwnHeading | null | undefined)[] = [];
  /** Each record's page (its URL without anchor) as a number, for the page's share of the score. */
  readonly pageIds: Uint32Array;
  readonly pageCount: number;
  /** Per record, BM25's length factor of its text (1 at the average length of the texts). */
  readonly textLength: Float64Array;
  /** Per page, BM25's length factor of the page, counted in records. */
  readonly pageLength: Float64Array;
  /** The forms of the records' texts as numbers, for ranking (textTokens.ts). */
  readonly vocabulary = new Vocabulary();

  constructor(file: SearchIndexFile) {
    this.records = file.records;
    this.size = file.records.length;
    if (this.size > MAX_RECORDS) {
      throw new RangeError(`An index holds at most ${MAX_RECORDS} records, not ${this.size}.`);
    }
    const order = file.records.map((_, i) => i);
    order.sort(
      (a, b) =>
        compareWeights(file.records[a] as SearchRecord, file.records[b] as SearchRecord) || a - b,
    );
    this.byStaticRank = Uint32Array.from(order);
    this.staticRank = new Uint32Array(this.size);
    order.forEach((record, rank) => {
      this.staticRank[record] = rank;
    });
    this.showable = Uint8Array.from(file.records, (record) => (isSafeUrl(record.url) ? 1 : 0));
    const referencePages = file.referencePages ?? [];
    this.reference = Uint8Array.from(file.records, (record) =>
      referencePages.some((prefix) => record.url_without_anchor.startsWith(prefix)) ? 1 : 0,
    );
    const groups = new Map<string, number>();
    this.groupHeadings = [];
    this.headingGroup = Uint32Array.from(file.records, (record) => {
      const headings = headingsOf(record);
      const signature = headings.join('\u0000');
      let group = groups.get(signature);
      if (group === undefined) {
        group = this.groupHeadings.length;
        groups.set(signature, group);
        this.groupHeadings.push(headings);
      }
      return group;
    });
    let textSum = 0;
    let texts = 0;
    for (const record of file.records) {
      if (record.content) {
        textSum += record.content.length;
        texts++;
      }
    }
    // Lengths in UTF-16 units: words and Chinese characters alike, as the texts of one language
    // are compared with each other only.
    this.textLength = Float64Array.from(file.records, (record) =>
      lengthFactor(record.content?.length ?? 0, texts > 0 ? textSum / texts : 1, TEXT_LENGTH_B),
    );
    const pages = new Map<string, number>();
    this.pageIds = Uint32Array.from(file.records, (record) => {
      const id = pages.get(record.url_without_anchor) ?? pages.size;
      pages.set(record.url_without_anchor, id);
      return id;
    });
    this.pageCount = pages.size;
    const recordsOfPage = new Float64Array(this.pageCount);
    for (const page of this.pageIds) recordsOfPage[page] = (recordsOfPage[page] as number) + 1;
    this.pageLength = recordsOfPage.map((count) =>
      lengthFactor(count, this.size / Math.max(this.pageCount, 1), PAGE_LENGTH_B),
    );
    const urls = new Map<string, number>();
    this.urlIds = Uint32Array.from(file.records, (record) => {
      const id = urls.get(record.url) ?? urls.size;
      urls.set(record.url, id);
      return id;
    });
  }

  /** The record a ranking key names (by its static rank, the key's last criterion). */
  recordOfKey(key: number): number {
    return this.byStaticRank[rankOfKey(key)] as number;
  }

  /**
   * What the `heading` bound reads of a list of headings, worked out at its first use or ahead
   * of it (`preparing`).
   */
  ownHeadingOf(group: number): OwnHeading | null {
    let own = this.ownHeadings[group];
    if (own === undefined) {
      own = ownHeading(this.groupHeadings[group] as string[], this.vocabulary);
      this.ownHeadings[group] = own;
    }
    return own;
  }

  /**
   * Works out ahead what queries would on first use: every text's tokens and forms as numbers
   * (worked out at query time they would be new long-lived objects at every query, each one
   * copied by the next garbage collections of the young generation) and what the heading bound
   * reads of each list of headings. A step every 50 records, 200 lists of headings.
   */
  *preparing(): Generator<void, void, void> {
    let count = 0;
    for (const record of this.records) {
      for (const attribute of ATTRIBUTES) {
        const text = attributeValue(record, attribute);
        if (text) {
          textTokens(text);
          // The sidebar group is never read token by token: ranking reads headings and the text.
          if (attribute !== 'lvl0') this.vocabulary.tokenForms(text);
        }
      }
      if (++count % 50 === 0) yield;
    }
    for (let group = 0; group < this.groupHeadings.length; group++) {
      this.ownHeadingOf(group);
      if (group % 200 === 199) yield;
    }
  }
}
