import { stemmer } from 'stemmer';

/**
 * Text → search tokens, the same in Node and in every browser.
 *
 * - Latin (and other spaced) scripts: words found by `Intl.Segmenter`, split again at
 *   punctuation (`rspress.config.ts` → rspress, config, ts) and at camelCase humps
 *   (`themeConfig` → themeconfig, theme, config); terms are lowercased and stemmed.
 * - Chinese, Japanese and Korean runs: overlapping character bigrams (`侧边栏` → 侧边, 边栏).
 *   Bigrams do not depend on a dictionary, so an index built by Node answers queries tokenized
 *   by any browser, and every Chinese word of two or more characters is found inside sentences.
 */

export interface Token {
  /** The text as written. */
  text: string;
  start: number;
  end: number;
  cjk: boolean;
}

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;
const WORD_PART = /[\p{L}\p{N}\p{M}]+/gu;
const CAMEL_HUMP = /[\p{Lu}]?[\p{Ll}\p{N}]+|[\p{Lu}]+(?![\p{Ll}])/gu;
const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** Parts that are one hump at most: most words, checked without splitting them. */
const SINGLE_HUMP = /^(?:[A-Z]?[a-z0-9]*|[A-Z]*)$/;

/** A word part, and its camelCase humps when it has several. */
function pushPart(part: string, start: number, out: Token[]): void {
  out.push({ text: part, start, end: start + part.length, cjk: false });
  if (SINGLE_HUMP.test(part)) return;
  const humps = [...part.matchAll(CAMEL_HUMP)];
  if (humps.length > 1) {
    for (const hump of humps) {
      const humpStart = start + (hump.index ?? 0);
      out.push({ text: hump[0], start: humpStart, end: humpStart + hump[0].length, cjk: false });
    }
  }
}

/**
 * ASCII text needs no word segmentation: Unicode's word boundaries never fall between two ASCII
 * letters or digits, and every segment holding one is word-like, so the word parts are simply the
 * runs of letters and digits. This skips `Intl.Segmenter`, most of the cost of building an index.
 */
const NON_ASCII = /[\u0080-\uffff]/;
const ASCII_PART = /[A-Za-z0-9]+/g;

/** Any letter, digit or mark: text without one (Chinese punctuation between runs) has no word. */
const HAS_WORD_PART = /[\p{L}\p{N}\p{M}]/u;

function latinTokens(text: string, offset: number, out: Token[]): void {
  if (!NON_ASCII.test(text)) {
    for (const part of text.matchAll(ASCII_PART))
      pushPart(part[0], offset + (part.index ?? 0), out);
    return;
  }
  if (!HAS_WORD_PART.test(text)) return;
  for (const segment of segmenter.segment(text)) {
    if (!segment.isWordLike) continue;
    for (const part of segment.segment.matchAll(WORD_PART)) {
      pushPart(part[0], offset + segment.index + (part.index ?? 0), out);
    }
  }
}

function cjkTokens(run: string, offset: number, out: Token[]): void {
  const chars = [...run];
  if (chars.length === 1) {
    out.push({ text: run, start: offset, end: offset + run.length, cjk: true });
    return;
  }
  let position = offset;
  for (let i = 0; i < chars.length - 1; i++) {
    const first = chars[i] as string;
    const pair = first + (chars[i + 1] as string);
    out.push({ text: pair, start: position, end: position + pair.length, cjk: true });
    position += first.length;
  }
}

/** Every token of `text` with its place in it. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const run of text.matchAll(CJK_RUN)) {
    const start = run.index ?? 0;
    if (start > last) latinTokens(text.slice(last, start), last, tokens);
    cjkTokens(run[0], start, tokens);
    last = start + run[0].length;
  }
  if (last < text.length) latinTokens(text.slice(last), last, tokens);
  return tokens;
}

const ASCII_WORD = /^[a-z]+$/;

/**
 * The indexed forms of a token: NFKC and lowercase, plus the Porter stem of an English word when
 * it differs. Both are kept because stems alone are uneven ("deploy" → "deploi" but
 * "deployment" → "deploy"): a word matches exactly when either form does.
 */
export function termForms(text: string): string[] {
  const lower = text.normalize('NFKC').toLowerCase();
  if (!ASCII_WORD.test(lower) || lower.length <= 2) return [lower];
  const stem = stemmer(lower);
  return stem === lower ? [lower] : [lower, stem];
}

/**
 * The forms a query word is looked up under: its own forms (`termForms`) and, when its stem ends
 * in an "i" where the word has a "y", that stem with the "y" put back. Porter stems are uneven:
 * "deploying" and "deployed" stem to "deploi" but "deployment" to "deploy", so "deploying" also
 * matches as "deploy", the form of "deploy" and "deployment". Only the query gets it: the index
 * is the same. (Stemming a stem again would conflate too much: "internationalization" →
 * "internation" → "intern", the stem of "internal".)
 */
export function queryForms(text: string): string[] {
  const forms = termForms(text);
  const [lower, stem] = forms;
  if (lower && stem?.endsWith('i') && lower[stem.length - 1] === 'y') {
    forms.push(`${stem.slice(0, -1)}y`);
  }
  return forms;
}

export function isCjkTerm(term: string): boolean {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(term);
}

export function isNumericTerm(term: string): boolean {
  return /^\p{N}+$/u.test(term);
}

/** Algolia's typo policy of the DocSearch template: 1 typo from 3 letters, 2 from 7; none for numbers or CJK. */
export function allowedTypos(term: string): number {
  if (isCjkTerm(term) || isNumericTerm(term)) return 0;
  const length = [...term].length;
  if (length >= 7) return 2;
  if (length >= 3) return 1;
  return 0;
}
