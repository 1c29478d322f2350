import {
  type Hierarchy,
  isSafeUrl,
  LEVEL_WEIGHT,
  type RecordType,
  type SearchRecord,
} from '../types.ts';
import type { AnchoredRow } from './rowAnchors.ts';

/** What the records need from a page: a subset of Rspress's `PageIndexInfo`. */
export interface PageForSearch {
  routePath: string;
  title: string;
  lang: string;
  /** Plain text of the page as Rspress extracts it: blocks separated by blank lines. */
  content: string;
  /** Headings (depth 2–4) with the offset of their text in `content`. */
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  frontmatter?: Record<string, unknown>;
  /**
   * The table rows of the page that carry an anchor (search/indexing/rowAnchors.ts), in the order of
   * the page: each becomes a record of its own, like a heading.
   */
  anchoredRows?: readonly Pick<AnchoredRow, 'id' | 'name'>[];
}

/** Longest content record kept; longer blocks (mostly code) are cut at a word. */
const MAX_CONTENT_LENGTH = 1000;

/** Whether a page belongs in the search index at all. */
export function isSearchable(page: PageForSearch): boolean {
  const frontmatter = page.frontmatter ?? {};
  return frontmatter.pageType !== 'home' && frontmatter.search !== false && Boolean(page.title);
}

function cleanText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_CONTENT_LENGTH) return flat;
  const cut = flat.slice(0, MAX_CONTENT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_CONTENT_LENGTH / 2))} …`;
}

/**
 * Blocks of text: paragraphs (separated by blank lines). Rspress writes a table as one paragraph
 * with its cells separated by tabs and its rows by line breaks; a table too long for one record is
 * split into its rows, which would otherwise be cut after the first ones and not be found.
 */
export function blocks(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((block) =>
      block.includes('\t') && block.replace(/\s+/g, ' ').trim().length > MAX_CONTENT_LENGTH
        ? block.split('\n')
        : [block],
    )
    .map(cleanText)
    .filter((block) => block.length > 0);
}

/** A piece of a section's text: a block, or an anchored table row with the text of its other cells. */
type Piece =
  | { text: string; row?: undefined }
  | { text: string; row: Pick<AnchoredRow, 'id' | 'name'> };

const sameText = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * DocSearch records of one page: a `lvl1` record for the page, one `lvl2`–`lvl4` record per
 * heading, and a `content` record per block of text under its closest heading. A table row with an
 * anchor (`anchoredRows`) stands for a heading one level below the section it is in: a record
 * whose own heading is the row's first cell and whose URL is the row's anchor, and a `content`
 * record with the text of its other cells.
 *
 * @param lvl0 the sidebar group of the page in its language, e.g. "Getting Started".
 */
export function pageRecords(page: PageForSearch, lvl0: string): SearchRecord[] {
  if (!isSafeUrl(page.routePath)) {
    throw new Error(`Refusing to index ${page.routePath}: page URLs must be root-relative.`);
  }
  const pageRank = Number(page.frontmatter?.searchRank ?? 0) || 0;
  const records: SearchRecord[] = [];
  const hierarchy: Hierarchy = {
    lvl0,
    lvl1: page.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };

  const add = (type: RecordType, anchor: string | null, content: string | null) => {
    const position = records.length;
    records.push({
      objectID: `${page.routePath}#${position}`,
      url: anchor ? `${page.routePath}#${anchor}` : page.routePath,
      url_without_anchor: page.routePath,
      anchor,
      type,
      content,
      hierarchy: { ...hierarchy },
      lang: page.lang,
      weight: { pageRank, level: LEVEL_WEIGHT[type], position },
    });
  };
  const setHeading = (level: 2 | 3 | 4 | 5 | 6, text: string | null) => {
    hierarchy[`lvl${level}`] = text;
    for (let deeper = level + 1; deeper <= 6; deeper++) {
      hierarchy[`lvl${deeper as 3 | 4 | 5 | 6}`] = null;
    }
  };

  // Anchored rows are met in the order of the page: each table row is compared with the next one.
  const rows = page.anchoredRows ?? [];
  let nextRow = 0;
  const pieces = (text: string): Piece[] => {
    const result: Piece[] = [];
    for (const block of text.split(/\n\s*\n/)) {
      // Rspress writes a table as one block: its cells separated by tabs, its rows by line breaks.
      if (!block.includes('\t')) {
        result.push(...blocks(block).map((piece) => ({ text: piece })));
        continue;
      }
      let others: string[] = [];
      const flush = () => {
        result.push(...blocks(others.join('\n')).map((piece) => ({ text: piece })));
        others = [];
      };
      for (const line of block.split('\n')) {
        const row = rows[nextRow];
        const [first = '', ...cells] = line.split('\t');
        if (row && sameText(first, row.name)) {
          flush();
          nextRow++;
          result.push({ text: cleanText(cells.join('\t')), row });
        } else {
          others.push(line);
        }
      }
      flush();
    }
    return result;
  };
  /** The records of a section's pieces; `level` is the section's (1: the page's introduction). */
  const addPieces = (list: Piece[], anchor: string | null, level: number) => {
    for (const piece of list) {
      if (!piece.row) {
        add('content', anchor, piece.text);
        continue;
      }
      const rowLevel = Math.min(level + 1, 6) as 2 | 3 | 4 | 5 | 6;
      const section = { ...hierarchy };
      setHeading(rowLevel, piece.row.name);
      add(`lvl${rowLevel}`, piece.row.id, null);
      if (piece.text) add('content', piece.row.id, piece.text);
      Object.assign(hierarchy, section);
    }
  };

  const headings = [...page.toc].sort((a, b) => a.charIndex - b.charIndex);
  const intro = page.content.slice(0, headings[0]?.charIndex ?? page.content.length);
  const introPieces = pieces(intro);
  // The page record carries its opening paragraph, which DocSearch shows under the title.
  const opening = introPieces[0]?.row ? undefined : introPieces.shift();
  add('lvl1', null, opening?.text ?? null);
  addPieces(introPieces, null, 1);

  headings.forEach((heading, i) => {
    const level = Math.min(Math.max(heading.depth, 2), 6) as 2 | 3 | 4 | 5 | 6;
    setHeading(level, heading.text);
    add(`lvl${level}`, heading.id, null);

    const next = headings[i + 1]?.charIndex ?? page.content.length;
    const body = page.content.slice(heading.charIndex, next);
    // The body starts with the heading's own text; skip that first line.
    const afterHeading = body.startsWith(heading.text)
      ? body.slice(heading.text.length)
      : body.slice(body.indexOf('\n') + 1);
    addPieces(pieces(afterHeading), heading.id, level);
  });
  const missed = rows[nextRow];
  if (missed) {
    throw new Error(
      `${page.routePath}: the table row "${missed.name}" (#${missed.id}) is not in the page's search text in the order of the page.`,
    );
  }
  return records;
}

/**
 * Group titles (`hierarchy.lvl0`) are shown as text by DocSearch 3.9.0, which would print an HTML
 * entity as it is written: they must not need escaping.
 */
export function assertPlainGroupTitle(lvl0: string, routePath: string): void {
  if (/[&<>"']/.test(lvl0)) {
    throw new Error(
      `The sidebar group "${lvl0}" of ${routePath} contains one of & < > " ' — search group titles must be plain text.`,
    );
  }
}
