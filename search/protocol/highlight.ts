import { textTokens } from '../engine/textTokens.ts';

/** HTML-escapes text: DocSearch renders snippet, highlight and raw record values as HTML. */
const HTML_SPECIAL = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most texts have nothing to escape: test first, then build a new string only when needed.
  if (!HTML_SPECIAL.test(text)) return text;
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

/** How the words of a query matched. */
export interface QueryMatch {
  words: string[];
  /** The query word (by position) an index term matched, if any. */
  wordOf(term: string): number | undefined;
}

export interface Tags {
  pre: string;
  post: string;
}

/** Word units of a text, for snippet windows and `fullyHighlighted`; computed once per text. */
const unitsByText = new Map<string, Units>();
const MAX_TEXTS = 100_000;

/**
 * Works out a record text's word units ahead of its first highlight, when the index is built:
 * computed at query time they would be new long-lived objects at every query, each one copied by
 * the next garbage collections of the young generation (the slowest queries' pauses).
 */
export function prepareUnits(text: string): void {
  unitsOf(text);
}

function unitsOf(text: string): Units {
  let entry = unitsByText.get(text);
  if (!entry) {
    if (unitsByText.size >= MAX_TEXTS) unitsByText.clear();
    entry = units(text);
    unitsByText.set(text, entry);
  }
  return entry;
}

interface Marked {
  /**
   * The parts of the text inside a matching token, as [start, end) pairs in order, touching and
   * overlapping tokens merged: [s0, e0, s1, e1, …].
   */
  spans: number[];
  /** The query words found, by position, ascending. */
  matchedWords: number[];
}

function mark(text: string, match: QueryMatch): Marked {
  const spans: number[] = [];
  const matchedWords: number[] = [];
  let sorted = true;
  const { bounds, forms } = textTokens(text);
  const add = (word: number, start: number, end: number) => {
    if (!matchedWords.includes(word)) matchedWords.push(word);
    const last = spans.length - 2;
    if (last >= 0 && start < (spans[last] as number)) sorted = false;
    spans.push(start, end);
  };
  for (let i = 0; i < forms.length; i++) {
    let word: number | undefined;
    for (const form of forms[i] as readonly string[]) {
      word = match.wordOf(form);
      if (word !== undefined) break;
    }
    const start = bounds[2 * i] as number;
    const end = bounds[2 * i + 1] as number;
    if (word !== undefined) {
      add(word, start, end);
      continue;
    }
    // Chinese text is read as overlapping pairs, but a query word can be one character: the
    // reader's 侧边栏 is read as 侧 + 边栏 where the pages' pairs say so. Such a word marks its
    // character inside the pairs that hold it, so that the whole 侧边栏 is marked.
    // Only pairs from U+1100 on, where the scripts read in pairs begin, are looked at: a Latin
    // token of two letters is passed over by its first code unit.
    if (end - start === 2 && text.charCodeAt(start) >= 0x1100) {
      for (let at = start; at < end; at++) {
        const single = match.wordOf(text[at] as string);
        if (single !== undefined) add(single, at, at + 1);
      }
    }
  }
  matchedWords.sort((a, b) => a - b);
  return { spans: mergeSpans(spans, sorted), matchedWords };
}

/** Sorts [start, end) pairs by start and merges those that touch or overlap. */
function mergeSpans(spans: number[], sorted: boolean): number[] {
  let pairs = spans;
  if (!sorted) {
    const order: [number, number][] = [];
    for (let i = 0; i < spans.length; i += 2)
      order.push([spans[i] as number, spans[i + 1] as number]);
    order.sort((a, b) => a[0] - b[0]);
    pairs = order.flat();
  }
  const merged: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const start = pairs[i] as number;
    const end = pairs[i + 1] as number;
    const last = merged.length - 1;
    if (last > 0 && start <= (merged[last] as number)) {
      if (end > (merged[last] as number)) merged[last] = end;
    } else merged.push(start, end);
  }
  return merged;
}

/** The text from `from` to `to`, escaped, with the spans inside it wrapped in the tags. */
function render(text: string, spans: number[], from: number, to: number, tags: Tags): string {
  let out = '';
  let at = from;
  for (let i = 0; i < spans.length; i += 2) {
    const start = Math.max(spans[i] as number, from);
    const end = Math.min(spans[i + 1] as number, to);
    if (start >= to) break;
    if (end <= start) continue;
    if (start > at) out += escapeHtml(text.slice(at, start));
    out += `${tags.pre}${escapeHtml(text.slice(start, end))}${tags.post}`;
    at = end;
  }
  if (at < to) out += escapeHtml(text.slice(at, to));
  return out;
}

/** The index of the first span ending after `position`, from `i` on (spans are in order). */
function spanAfter(spans: number[], position: number, i: number): number {
  while (i < spans.length && (spans[i + 1] as number) <= position) i += 2;
  return i;
}

function levelOf(matched: number, total: number): MatchLevel {
  if (matched === 0) return 'none';
  return matched >= total ? 'full' : 'partial';
}

/** Algolia's `_highlightResult` entry for one attribute. */
function highlightResult(
  text: string,
  { spans, matchedWords }: Marked,
  match: QueryMatch,
  tags: Tags,
): HighlightResult {
  const result: HighlightResult = {
    value: render(text, spans, 0, text.length, tags),
    matchLevel: levelOf(matchedWords.length, match.words.length),
    matchedWords: matchedWords.map((i) => match.words[i] as string),
  };
  if (matchedWords.length > 0) {
    // Fully highlighted: no letter or digit of the text is left outside a match.
    let i = 0;
    const { bounds } = unitsOf(text);
    let full = true;
    for (let u = 0; u < bounds.length && full; u += 2) {
      i = spanAfter(spans, bounds[u] as number, i);
      full =
        i < spans.length &&
        (spans[i] as number) <= (bounds[u] as number) &&
        (bounds[u + 1] as number) <= (spans[i + 1] as number);
    }
    result.fullyHighlighted = full;
  }
  return result;
}

/**
 * The word units of a text: letter runs, each CJK character a unit of its own. A Latin word counts
 * 1, a CJK character half a word (two characters read like one word).
 */
interface Units {
  /** Unit i spans [bounds[2i], bounds[2i + 1]). */
  bounds: Uint32Array;
  /** The weight of unit i, in halves of a word. */
  halves: Uint8Array;
}

/** Runs of letters, digits and marks; within them, CJK characters of the Basic Multilingual Plane. */
const LETTER_RUN = /[\p{L}\p{N}\p{M}]+/gu;
const CJK = String.raw`(?=[\0-\uFFFF])[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`;
const HAS_CJK = new RegExp(CJK, 'u');
const CJK_CHARS = new RegExp(CJK, 'gu');

/** A letter run is a unit, except that each CJK character in it is one of its own. */
function units(text: string): Units {
  const bounds: number[] = [];
  const halves: number[] = [];
  LETTER_RUN.lastIndex = 0;
  for (let run = LETTER_RUN.exec(text); run !== null; run = LETTER_RUN.exec(text)) {
    const start = run.index;
    const end = start + run[0].length;
    let wordStart = start;
    if (HAS_CJK.test(run[0])) {
      CJK_CHARS.lastIndex = 0;
      for (let cjk = CJK_CHARS.exec(run[0]); cjk !== null; cjk = CJK_CHARS.exec(run[0])) {
        const at = start + cjk.index;
        if (at > wordStart) {
          bounds.push(wordStart, at);
          halves.push(2);
        }
        bounds.push(at, at + 1);
        halves.push(1);
        wordStart = at + 1;
      }
    }
    if (end > wordStart) {
      bounds.push(wordStart, end);
      halves.push(2);
    }
  }
  return { bounds: Uint32Array.from(bounds), halves: Uint8Array.from(halves) };
}

/**
 * Algolia's `_snippetResult` entry: about `words` words around the first match (the start of the
 * text when nothing matches), with `ellipsis` where text was cut.
 */
function snippetResult(
  text: string,
  { spans, matchedWords }: Marked,
  match: QueryMatch,
  words: number,
  tags: Tags,
  ellipsis: string,
): SnippetResult {
  const { bounds, halves } = unitsOf(text);
  const count = halves.length;
  const matchLevel = levelOf(matchedWords.length, match.words.length);
  if (count === 0 || words <= 0)
    return { value: render(text, spans, 0, text.length, tags), matchLevel };

  // The first unit that starts inside a match (the first unit when none does).
  let first = 0;
  for (let u = 0, i = 0; u < count; u++) {
    i = spanAfter(spans, bounds[2 * u] as number, i);
    if (i < spans.length && (spans[i] as number) <= (bounds[2 * u] as number)) {
      first = u;
      break;
    }
  }
  // A little context before the first match, then as many words as fit (counted in halves).
  const room = 2 * words;
  let startUnit = Math.max(0, first - Math.floor(words / 4));
  let endUnit = startUnit;
  let weight = 0;
  while (endUnit < count && weight + (halves[endUnit] as number) <= room) {
    weight += halves[endUnit] as number;
    endUnit++;
  }
  // Near the end of the text, move the window back so it stays full.
  while (startUnit > 0 && weight + (halves[startUnit - 1] as number) <= room) {
    startUnit--;
    weight += halves[startUnit] as number;
  }
  const from = startUnit === 0 ? 0 : (bounds[2 * startUnit] as number);
  const to = endUnit >= count ? text.length : (bounds[2 * endUnit - 1] as number);
  const before = startUnit > 0 ? ellipsis : '';
  const after = endUnit < count ? ellipsis : '';
  return {
    value: `${escapeHtml(before)}${render(text, spans, from, to, tags)}${escapeHtml(after)}`,
    matchLevel,
  };
}

/**
 * Highlights and snippets for one query. The hits of a page share their hierarchy, so the same
 * texts come up again and again within one answer: each is marked and rendered once.
 */
export class QueryHighlighter {
  private readonly match: QueryMatch;
  private readonly tags: Tags;
  private readonly ellipsis: string;
  private readonly marks = new Map<string, Marked>();
  private readonly highlights = new Map<string, HighlightResult>();
  private readonly snippets = new Map<string, SnippetResult>();

  constructor(match: QueryMatch, tags: Tags, ellipsis: string) {
    this.match = match;
    this.tags = tags;
    this.ellipsis = ellipsis;
  }

  private marked(text: string): Marked {
    let marked = this.marks.get(text);
    if (!marked) {
      marked = mark(text, this.match);
      this.marks.set(text, marked);
    }
    return marked;
  }

  highlight(text: string): HighlightResult {
    let result = this.highlights.get(text);
    if (!result) {
      result = highlightResult(text, this.marked(text), this.match, this.tags);
      this.highlights.set(text, result);
    }
    return result;
  }

  snippet(text: string, words: number): SnippetResult {
    const key = `${words}:${text}`;
    let result = this.snippets.get(key);
    if (!result) {
      const marked = this.marked(text);
      result = snippetResult(text, marked, this.match, words, this.tags, this.ellipsis);
      this.snippets.set(key, result);
    }
    return result;
  }
}
