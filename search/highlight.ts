import { textTokens } from './textTokens.ts';

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

/** How the words of a query matched: index term → the query word (by position) it matched. */
export interface QueryMatch {
  words: string[];
  termToWord: Map<string, number>;
}

export interface Tags {
  pre: string;
  post: string;
}

/** Word units of a text, for snippet windows and `fullyHighlighted`; computed once per text. */
const unitsByText = new Map<string, Unit[]>();
const MAX_TEXTS = 100_000;

function unitsOf(text: string): Unit[] {
  let entry = unitsByText.get(text);
  if (!entry) {
    if (unitsByText.size >= MAX_TEXTS) unitsByText.clear();
    entry = units(text);
    unitsByText.set(text, entry);
  }
  return entry;
}

interface Marked {
  /** One flag per UTF-16 unit of the text: 1 inside a matching token. */
  mask: Uint8Array;
  matchedWords: Set<number>;
}

function mark(text: string, match: QueryMatch): Marked {
  const mask = new Uint8Array(text.length);
  const matchedWords = new Set<number>();
  for (const token of textTokens(text)) {
    let word: number | undefined;
    for (const form of token.forms) {
      word = match.termToWord.get(form);
      if (word !== undefined) break;
    }
    if (word === undefined) continue;
    matchedWords.add(word);
    mask.fill(1, token.start, token.end);
  }
  return { mask, matchedWords };
}

function render(text: string, mask: Uint8Array, from: number, to: number, tags: Tags): string {
  let out = '';
  let i = from;
  while (i < to) {
    const on = mask[i];
    let j = i;
    while (j < to && mask[j] === on) j++;
    const piece = escapeHtml(text.slice(i, j));
    out += on === 1 ? `${tags.pre}${piece}${tags.post}` : piece;
    i = j;
  }
  return out;
}

function levelOf(matched: number, total: number): MatchLevel {
  if (matched === 0) return 'none';
  return matched >= total ? 'full' : 'partial';
}

/** Algolia's `_highlightResult` entry for one attribute. */
function highlightResult(
  text: string,
  { mask, matchedWords }: Marked,
  match: QueryMatch,
  tags: Tags,
): HighlightResult {
  const result: HighlightResult = {
    value: render(text, mask, 0, text.length, tags),
    matchLevel: levelOf(matchedWords.size, match.words.length),
    matchedWords: [...matchedWords].sort((a, b) => a - b).map((i) => match.words[i] as string),
  };
  if (matchedWords.size > 0) {
    // Fully highlighted: no letter or digit of the text is left outside a match.
    result.fullyHighlighted = unitsOf(text).every((unit) =>
      mask.subarray(unit.start, unit.end).every((flag) => flag === 1),
    );
  }
  return result;
}

interface Unit {
  start: number;
  end: number;
  /** A Latin word counts 1; a CJK character half a word (two characters read like one word). */
  weight: number;
}

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function units(text: string): Unit[] {
  const out: Unit[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    const start = m.index ?? 0;
    let runStart = start;
    // Split a letter run into CJK characters and the words between them.
    for (let i = start; i <= start + m[0].length; i++) {
      const char = text[i];
      const cjk = char !== undefined && i < start + m[0].length && CJK_CHAR.test(char);
      if (cjk || i === start + m[0].length) {
        if (i > runStart) out.push({ start: runStart, end: i, weight: 1 });
        if (cjk) out.push({ start: i, end: i + 1, weight: 0.5 });
        runStart = i + 1;
      }
    }
  }
  return out;
}

/**
 * Algolia's `_snippetResult` entry: about `words` words around the first match (the start of the
 * text when nothing matches), with `ellipsis` where text was cut.
 */
function snippetResult(
  text: string,
  { mask, matchedWords }: Marked,
  match: QueryMatch,
  words: number,
  tags: Tags,
  ellipsis: string,
): SnippetResult {
  const all = unitsOf(text);
  const matchLevel = levelOf(matchedWords.size, match.words.length);
  if (all.length === 0 || words <= 0)
    return { value: render(text, mask, 0, text.length, tags), matchLevel };

  const first = Math.max(
    0,
    all.findIndex((unit) => mask[unit.start] === 1),
  );
  // A little context before the first match, then as many words as fit.
  let startUnit = Math.max(0, first - Math.floor(words / 4));
  let endUnit = startUnit;
  let weight = 0;
  while (endUnit < all.length && weight + (all[endUnit] as Unit).weight <= words) {
    weight += (all[endUnit] as Unit).weight;
    endUnit++;
  }
  // Near the end of the text, move the window back so it stays full.
  while (startUnit > 0 && weight + (all[startUnit - 1] as Unit).weight <= words) {
    startUnit--;
    weight += (all[startUnit] as Unit).weight;
  }
  const from = startUnit === 0 ? 0 : (all[startUnit] as Unit).start;
  const to = endUnit >= all.length ? text.length : (all[endUnit - 1] as Unit).end;
  const before = startUnit > 0 ? ellipsis : '';
  const after = endUnit < all.length ? ellipsis : '';
  return {
    value: `${escapeHtml(before)}${render(text, mask, from, to, tags)}${escapeHtml(after)}`,
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
