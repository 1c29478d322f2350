import { queryForms, tokenize } from './tokenize.ts';

/**
 * What a reader typed, as the engine looks it up: a list of words, each with one or more
 * alternatives (ways a record can hold it), each alternative a short phrase of index terms.
 *
 * - A Latin word is its own term (`sidebar`); a camelCase word also matches as its humps
 *   (`globalStyles` → `globalstyles`, or `global` + `styles`).
 * - A Chinese (CJK) stretch between spaces and function words is one word: its overlapping
 *   character pairs, as the index holds them, of which most must be present (see `cjkNeed`), so
 *   that `自定义主题` finds "自定义…主题" while `量子计算` does not match on `计算` alone.
 * - Synonyms (the glossary mined from the twin pages, the Chinese variants of one concept) add
 *   alternatives to the word or words they replace: `sidebar` on the Chinese index also matches
 *   `侧边栏`, `暗色模式` also matches `深色模式`.
 * - Question words (`how`, `to`, `如何`, `怎么`…) are optional: a record need not hold them.
 * - The last term is a prefix unless the query ends with a space: the reader is still typing it.
 */

export interface QueryTerm {
  /** The term as typed, NFKC and lowercase. */
  term: string;
  /** Every indexed form that matches it exactly (see `queryForms`). */
  forms: string[];
  prefix: boolean;
  /**
   * Whether near misses count: not for the humps of a camelCase word, which the word itself
   * matches with its typos (a hump of three letters would otherwise match hundreds of words).
   */
  typos: boolean;
}

export interface Alternative {
  terms: QueryTerm[];
  /** How many of `terms` a record must hold (all, but for long Chinese words). */
  need: number;
}

export interface QueryWord {
  /** The word as typed, lowercased: what `matchedWords` reports. */
  text: string;
  alternatives: Alternative[];
  /** A question word: matched when present, never required. */
  optional: boolean;
}

export interface ParsedQuery {
  words: QueryWord[];
  /** The query as compared with a heading's whole text (see `literalText`). */
  literal: string;
  /** Whether the query is a code identifier: camelCase, `--flag`, `a.b`, `rspress <command>`. */
  identifier: boolean;
}

/** The words of a query read, from the first: a longer query's other words are left out. */
export const MAX_QUERY_WORDS = 32;

/** Phrase (normalized, see `synonymKey`) → the phrases that mean the same. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

export interface QueryOptions {
  synonyms?: Synonyms;
  /** Converts Traditional Chinese characters to Simplified ones (the index's script). */
  toSimplified?: (text: string) => string;
  /** How many records hold two CJK characters together, 0 for none (splits Chinese into words). */
  pairFrequency?: (pair: string) => number;
  /** How many records hold a pair that a CJK character starts (where a Chinese word ends). */
  pairsStarting?: (char: string) => number;
}

/** What splitting Chinese into words reads of the index. */
type PairCounts = Pick<QueryOptions, 'pairFrequency' | 'pairsStarting'>;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const zhSegmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * Words readers put around what they look for: matched when present, never required. Kept short
 * on purpose: general stop-word lists hold words that name things in these docs ("first",
 * "make", "get", "show", "new").
 */
const QUESTION_WORDS = new Set([
  'a',
  'an',
  'the',
  'how',
  'to',
  'do',
  'does',
  'i',
  'can',
  'what',
  'is',
  'are',
  'of',
  'in',
  'for',
  'with',
  'my',
  'on',
  'why',
  'where',
  'which',
  'when',
  'should',
  'you',
  'it',
  'and',
  'or',
  'from',
  'into',
  'way',
  'use',
  'using',
  'me',
  'we',
  'us',
  'our',
  'your',
  'they',
  'them',
  'their',
  'there',
  'be',
  'was',
  'were',
  'been',
  'has',
  'have',
  'had',
  'did',
  'will',
  'would',
  'could',
  'so',
  'some',
  'any',
  'just',
  'also',
  'then',
  'need',
  'want',
  'get',
  'make',
]);

/**
 * Chinese words that only frame a question, and single characters that join words (as the
 * segmenter finds them alone): they split a Chinese stretch into words and are never required.
 */
const CHINESE_FRAME_WORDS = new Set([
  '如何',
  '怎么',
  '怎样',
  '怎么样',
  '什么',
  '为什么',
  '哪些',
  '哪里',
  '可以',
  '能否',
  '是否',
  '一下',
  '一个',
  '一些',
  '这个',
  '那个',
  '哪个',
  '请问',
  '多少',
  '需要',
  '应该',
  '能不能',
  '可不可以',
  '怎么办',
  '如果',
  '的话',
  '或者',
  '还是',
  '然后',
  '这样',
  '这些',
  '那些',
  '想要',
  '帮我',
  '之后',
  '以后',
  '之前',
  '还能',
  '会',
  '还',
  '就',
  '都',
  '也',
  '又',
  '再',
  '才',
  '我们',
  '使用',
  '的',
  '地',
  '得',
  '了',
  '到',
  '在',
  '和',
  '与',
  '及',
  '把',
  '被',
  '给',
  '让',
  '吗',
  '呢',
  '吧',
  '是',
  '有',
  '我',
  '你',
  '要',
  '想',
  '个',
  '中',
  '里',
  '时',
  '或',
]);

/** NFKC, Traditional → Simplified where a converter is given (case is kept for camelCase). */
export function normalizeQuery(query: string, options: QueryOptions = {}): string {
  const text = query.normalize('NFKC');
  return options.toSimplified && CJK.test(text) ? options.toSimplified(text) : text;
}

/**
 * A heading's or query's text as compared whole: code marks, call parentheses, punctuation at
 * the ends and repeated spaces gone (`` `rspress build` `` → `rspress build`, `useLang()` → `uselang`).
 */
export function literalText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, (edge) => edge.replace(/[^-]/g, ''))
    .trim();
}

const IDENTIFIER =
  /^(?:--?[a-z][\w-]*|[\w$]*[a-z][A-Z][\w$]*|[\w$]+(?:[.\-/:][\w$]+)+|rspress\s+[a-z-]+)$/;

/** A query typed as code: the reference entry of that name comes first. */
export function isIdentifierQuery(query: string): boolean {
  const trimmed = query
    .normalize('NFKC')
    .trim()
    .replace(/`/g, '')
    .replace(/\(\s*\)$/, '');
  return IDENTIFIER.test(trimmed) || /^rspress\s+[a-z-]+$/i.test(trimmed);
}

/** How many of a Chinese word's character pairs a record must hold: 1, 2, 2, 3, 3, 4… */
export function cjkNeed(pairs: number): number {
  return Math.ceil((pairs + 1) / 2);
}

function queryTerm(text: string, prefix: boolean, typos = true): QueryTerm {
  const forms = queryForms(text);
  return { term: forms[0] ?? text, forms, prefix, typos };
}

/** The character pairs of a CJK string (a single character stays whole). */
function cjkPairs(text: string): string[] {
  const chars = [...text];
  if (chars.length < 2) return chars;
  const pairs: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) pairs.push(`${chars[i]}${chars[i + 1]}`);
  return pairs;
}

/** A unit of the query: a Latin word (with its camelCase humps) or a Chinese stretch. */
interface Unit {
  text: string;
  cjk: boolean;
  humps: string[];
  optional: boolean;
}

function latinUnits(text: string, out: Unit[]): void {
  let whole: Unit | undefined;
  let wholeEnd = -1;
  for (const token of tokenize(text)) {
    if (whole && token.end <= wholeEnd) {
      whole.humps.push(token.text.toLowerCase());
      continue;
    }
    const lower = token.text.toLowerCase();
    whole = { text: lower, cjk: false, humps: [], optional: QUESTION_WORDS.has(lower) };
    wholeEnd = token.end;
    out.push(whole);
  }
}

/**
 * A stretch of Chinese split into words by the index's own pairs: a cut wherever two characters
 * never stand together in the pages ("修改端口" → 修改 | 端口, as "改端" is in no page), and where
 * two characters stand together far more rarely than the pairs on either side of them do (a
 * valley: "多版本文档" → 多版本 | 文档, "本文" being rare beside "版本" and "文档"). A known phrase
 * (a synonym) is never cut. A character left alone between cuts is a word of its own when it
 * stands next to another lone one ("量子计算" → 量子 | 计算: "量子" is in no page, and stays
 * required), else it is only looked up as the start of a pair and not required.
 */
function splitByPairs(
  stretch: string,
  frequency: (pair: string) => number,
  protect: readonly string[],
  pairsStarting?: (char: string) => number,
): string[] {
  const chars = [...stretch];
  const df = chars.slice(1).map((char, i) => frequency(`${chars[i]}${char}`));
  // Cuts inside a known phrase are not allowed.
  const kept = new Uint8Array(df.length);
  for (const phrase of protect) {
    for (let at = stretch.indexOf(phrase); at >= 0; at = stretch.indexOf(phrase, at + 1)) {
      const start = [...stretch.slice(0, at)].length;
      const length = [...phrase].length;
      for (let i = start; i < start + length - 1; i++) kept[i] = 1;
    }
  }
  const cut = df.map((count, i) => {
    if (kept[i] === 1) return false;
    // A character at an end of the stretch that starts no word of the pages is not a word of its
    // own to be skipped: it belongs to the word it ends ("连接池" is a word no page holds, not
    // 连接 and an unknown 池; "数据库连接池" is no question about links).
    const edgeChar = i === 0 ? chars[0] : i === df.length - 1 ? chars[i + 1] : undefined;
    if (df.length > 1 && edgeChar !== undefined && pairsStarting?.(edgeChar) === 0) return false;
    if (count === 0) return true;
    const before = i > 0 ? (df[i - 1] as number) : 0;
    const after = i + 1 < df.length ? (df[i + 1] as number) : 0;
    if (before > 0 && after > 0) return count * VALLEY_RATIO < Math.min(before, after);
    // A pair at an end of a word has one neighbour: the character it would leave alone ends the
    // word when it rarely starts this pair among all the pairs it starts ("组件加" → 组件 | 加,
    // but "旧链接" stays one word: "旧" is "旧链" an eighth of the time).
    const neighbour = Math.max(before, after);
    if (pairsStarting === undefined || neighbour <= count) return false;
    const lone = (before > 0 ? chars[i + 1] : chars[i]) as string;
    return count < EDGE_SHARE * pairsStarting(lone);
  });
  const pieces: string[] = [];
  let current = chars[0] ?? '';
  for (let i = 1; i < chars.length; i++) {
    const char = chars[i] as string;
    if (!cut[i - 1]) current += char;
    else {
      pieces.push(current);
      current = char;
    }
  }
  if (current) pieces.push(current);
  // Neighbouring lone characters are one word (no pair of it is known: it is what was asked).
  const words: string[] = [];
  let lastIsLoneRun = false;
  for (const piece of pieces) {
    const lone = [...piece].length === 1;
    if (lone && lastIsLoneRun) words[words.length - 1] += piece;
    else words.push(piece);
    lastIsLoneRun = lone;
  }
  return words;
}

/** A pair this many times rarer than both its neighbours is where one word ends and the next starts. */
const VALLEY_RATIO = 5;
/** A character starts a pair at an end of a word in less than this share of its pairs: a cut. */
const EDGE_SHARE = 0.1;

/**
 * A CJK run split at the words that only frame a question ("如何部署到" → 部署); each stretch left
 * between them is split into words by the index's pairs when the engine knows them.
 */
function cjkUnits(
  run: string,
  out: Unit[],
  counts: PairCounts,
  protect: readonly string[] = [],
  framing = true,
): void {
  const { pairFrequency: frequency, pairsStarting } = counts;
  let stretch = '';
  const flush = () => {
    const words = (
      frequency && stretch ? splitByPairs(stretch, frequency, protect, pairsStarting) : [stretch]
    ).flatMap((word) => ([...word].length > MAX_CJK_WORD ? bySegments(word) : [word]));
    for (const word of words) {
      if (!word) continue;
      // A lone character among words only starts a pair; it is required when it is all there is.
      const lone = [...word].length === 1 && words.length > 1;
      out.push({ text: word, cjk: true, humps: [], optional: lone });
    }
    stretch = '';
  };
  for (const { segment, isWordLike } of zhSegmenter.segment(run)) {
    if (!isWordLike || (framing && CHINESE_FRAME_WORDS.has(segment))) {
      flush();
      continue;
    }
    stretch += segment;
  }
  flush();
}

/** Longest Chinese word looked up whole; longer ones are split as the segmenter splits them. */
const MAX_CJK_WORD = 4;

/**
 * A long stretch in the segmenter's words, with what its dictionary leaves as lone characters
 * put back together: neighbouring ones joined ("组件" → 组 | 件), and a character still alone
 * joined to the word before it, or after it at the start (浏览 | 器 → 浏览器, 自 | 定义 → 自定义).
 */
function bySegments(stretch: string): string[] {
  const runs: string[] = [];
  let lastIsLone = false;
  for (const { segment, isWordLike } of zhSegmenter.segment(stretch)) {
    if (!isWordLike) continue;
    const lone = [...segment].length === 1;
    if (lone && lastIsLone) runs[runs.length - 1] += segment;
    else runs.push(segment);
    lastIsLone = lone;
  }
  const words: string[] = [];
  let pending = '';
  for (const run of runs) {
    if ([...run].length > 1) {
      words.push(pending + run);
      pending = '';
    } else if (words.length > 0) words[words.length - 1] += run;
    else pending = run;
  }
  if (pending) words.push(pending);
  return words;
}

function units(
  text: string,
  counts: PairCounts,
  protect: readonly string[] = [],
  framing = true,
): Unit[] {
  const out: Unit[] = [];
  let last = 0;
  for (const run of text.matchAll(CJK_RUN)) {
    const start = run.index ?? 0;
    if (start > last) latinUnits(text.slice(last, start), out);
    cjkUnits(run[0], out, counts, protect, framing);
    last = start + run[0].length;
  }
  if (last < text.length) latinUnits(text.slice(last), out);
  // A query of words that only frame a question ("之后") looks for them.
  return out.length === 0 && framing && CJK.test(text) ? units(text, counts, protect, false) : out;
}

/** The key a phrase is known by in the synonym table: Latin words joined by one space, CJK as is. */
export function synonymKey(phrase: string): string {
  // Without the word segmenter: its Chinese dictionary takes a while to load in a browser, and an
  // English query never needs it.
  const parts: string[] = [];
  let last = 0;
  const latin = (text: string) => {
    const found: Unit[] = [];
    latinUnits(text, found);
    for (const unit of found) parts.push(unit.text);
  };
  const text = normalizeQuery(phrase);
  for (const run of text.matchAll(CJK_RUN)) {
    const start = run.index ?? 0;
    if (start > last) latin(text.slice(last, start));
    parts.push(run[0]);
    last = start + run[0].length;
  }
  if (last < text.length) latin(text.slice(last));
  return parts.join(' ');
}

/** The alternative a phrase (a synonym) stands for: all of its terms, in order. */
function phraseAlternative(phrase: string, prefixLast: boolean): Alternative {
  const texts = units(normalizeQuery(phrase), {}).flatMap((unit) =>
    unit.cjk ? cjkPairs(unit.text) : [unit.text],
  );
  // Each term made whole, never changed afterwards (see `parseQuery`).
  const terms = texts.map((text, i) => queryTerm(text, prefixLast && i === texts.length - 1));
  return { terms, need: terms.length };
}

function unitAlternatives(unit: Unit, prefix: boolean): Alternative[] {
  if (unit.cjk) {
    const pairs = cjkPairs(unit.text);
    const terms = pairs.map((pair, i) => queryTerm(pair, prefix && i === pairs.length - 1));
    return [{ terms, need: cjkNeed(terms.length) }];
  }
  const alternatives: Alternative[] = [{ terms: [queryTerm(unit.text, prefix)], need: 1 }];
  if (unit.humps.length > 1) {
    const terms = unit.humps.map((hump, i) =>
      queryTerm(hump, prefix && i === unit.humps.length - 1, false),
    );
    alternatives.push({ terms, need: terms.length });
  }
  return alternatives;
}

const cjkKeysOf = new WeakMap<Synonyms, string[]>();

/** The synonym table's Chinese phrases, longest first. */
function cjkKeys(synonyms: Synonyms): string[] {
  let keys = cjkKeysOf.get(synonyms);
  if (!keys) {
    keys = [...synonyms.keys()]
      .filter((key) => CJK.test(key) && !/\s/.test(key))
      .sort((a, b) => b.length - a.length);
    cjkKeysOf.set(synonyms, keys);
  }
  return keys;
}

/**
 * Chinese is written without spaces: a known phrase inside a Chinese unit ("暗色模式切换") becomes
 * a unit of its own, so that its synonyms apply.
 */
function splitAtSynonyms(list: Unit[], synonyms: Synonyms): Unit[] {
  const keys = cjkKeys(synonyms);
  if (keys.length === 0) return list;
  const out: Unit[] = [];
  const split = (text: string) => {
    const key = keys.find((candidate) => text.includes(candidate) && candidate !== text);
    if (!key) {
      if (text) out.push({ text, cjk: true, humps: [], optional: false });
      return;
    }
    const at = text.indexOf(key);
    split(text.slice(0, at));
    out.push({ text: key, cjk: true, humps: [], optional: false });
    split(text.slice(at + key.length));
  };
  for (const unit of list) {
    if (unit.cjk) split(unit.text);
    else out.push(unit);
  }
  return out;
}

/** Longest run of units from `start` that the synonym table knows, as [length, phrases]. */
function synonymAt(
  list: Unit[],
  start: number,
  synonyms: Synonyms,
): [length: number, phrases: readonly string[]] | undefined {
  const longest = Math.min(list.length - start, 6);
  for (let length = longest; length >= 1; length--) {
    const slice = list.slice(start, start + length);
    // A CJK stretch can be written with or without spaces; Latin words are joined by one.
    const key = slice.map((unit) => unit.text).join(' ');
    const phrases = synonyms.get(key) ?? synonyms.get(slice.map((unit) => unit.text).join(''));
    if (phrases) return [length, phrases];
  }
  return undefined;
}

export function parseQuery(query: string, options: QueryOptions = {}): ParsedQuery {
  const text = normalizeQuery(query, options);
  const found = units(text, options, options.synonyms ? cjkKeys(options.synonyms) : []);
  const list = options.synonyms ? splitAtSynonyms(found, options.synonyms) : found;
  // A trailing space means the last word is complete (DocSearch's suggestions send "guide ").
  const lastIsPrefix = !/\s$/.test(query);
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < list.length; ) {
    const synonym = options.synonyms ? synonymAt(list, i, options.synonyms) : undefined;
    const length = synonym?.[0] ?? 1;
    const slice = list.slice(i, i + length);
    const prefix = lastIsPrefix && i + length === list.length;
    i += length;
    const wordText = slice.map((unit) => unit.text).join(' ');
    if (seen.has(wordText)) continue;
    seen.add(wordText);
    if (!synonym) {
      const unit = slice[0] as Unit;
      // A lone Chinese character between words ("暗色模式下") is looked up as a prefix, and only
      // required when it is all the reader typed.
      const lone = unit.cjk && [...unit.text].length === 1;
      words.push({
        text: unit.text,
        alternatives: unitAlternatives(unit, prefix || lone),
        optional: unit.optional || (lone && list.length > 1),
      });
      continue;
    }
    // The words as typed (one phrase when several), or any phrase that means the same.
    const own =
      slice.length === 1
        ? unitAlternatives(slice[0] as Unit, prefix)
        : [phraseAlternative(wordText, prefix)];
    const alternatives = [...own, ...synonym[1].map((phrase) => phraseAlternative(phrase, false))];
    words.push({ text: wordText, alternatives, optional: false });
  }
  // Only so many words are read (the ranking tells required words apart by a bit each).
  const read = words.length > MAX_QUERY_WORDS ? words.slice(0, MAX_QUERY_WORDS) : words;
  // A query made only of question words ("how to") looks for them. New words rather than a
  // change of `optional`: a field once written stays as V8 first saw it, and the code optimized
  // for it stays valid.
  const required =
    read.length > 0 && read.every((word) => word.optional)
      ? read.map((word) => ({ text: word.text, alternatives: word.alternatives, optional: false }))
      : read;
  return { words: required, literal: literalText(text), identifier: isIdentifierQuery(query) };
}
