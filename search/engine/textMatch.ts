import type { QueryTerm, QueryWord } from './query.ts';
import { NO_FORM, textTokens, type Vocabulary } from './textTokens.ts';
import { isCjkTerm } from './tokenize.ts';

/**
 * Reading texts for a query's words: whether a token matches a query term, whether the words
 * stand together as a phrase, whether a text holds a word. Texts are read as the numbers of a
 * `Vocabulary`, each query term judging a form once.
 */

/**
 * What a query term matches in texts, read as the numbers of a `Vocabulary`: a form matches when
 * the term accepts it whole (its forms, its near misses) or, for a prefix, when it begins with the
 * prefix in the same script. Each form's verdict is worked out at its first reading and kept, one
 * byte per form, so that a text is read as numbers only.
 */
export interface TermMatcher {
  accepted: Set<string>;
  /** What the term matches as the start of a word; '' when it only matches whole. */
  prefix: string;
  prefixCjk: boolean;
  vocabulary: Vocabulary;
  /** Per form number: 0 not read yet, MATCHES or DIFFERS; allocated at the first reading. */
  verdicts: Uint8Array;
}

const MATCHES = 1;
const DIFFERS = 2;
const NO_VERDICTS = new Uint8Array(0);

export function termMatcher(
  term: QueryTerm,
  nearMisses: Iterable<string>,
  vocabulary: Vocabulary,
): TermMatcher {
  return {
    accepted: new Set([...term.forms, ...nearMisses]),
    // Always a string: an object shape that never changes keeps V8's optimized code valid.
    prefix: term.prefix ? term.term : '',
    prefixCjk: isCjkTerm(term.term),
    vocabulary,
    verdicts: NO_VERDICTS,
  };
}

function judge(id: number, matcher: TermMatcher): boolean {
  const form = matcher.vocabulary.formOf(id);
  const matches =
    matcher.accepted.has(form) ||
    (matcher.prefix !== '' &&
      form.startsWith(matcher.prefix) &&
      isCjkTerm(form) === matcher.prefixCjk);
  if (id >= matcher.verdicts.length) {
    // Forms numbered since the table was made (texts read for the first time, one by one, while
    // the query runs) get a new one, at least twice as large: grown a form at a time, the
    // copies would cost more than the query.
    const verdicts = new Uint8Array(
      Math.max(matcher.vocabulary.size, id + 1, 2 * matcher.verdicts.length),
    );
    verdicts.set(matcher.verdicts);
    matcher.verdicts = verdicts;
  }
  matcher.verdicts[id] = matches ? MATCHES : DIFFERS;
  return matches;
}

function formMatches(id: number, matcher: TermMatcher): boolean {
  if (id === NO_FORM) return false;
  const verdict = id < matcher.verdicts.length ? (matcher.verdicts[id] as number) : 0;
  return verdict === 0 ? judge(id, matcher) : verdict === MATCHES;
}

/** Whether token i of a text (its form numbers, `Vocabulary.tokenForms`) matches. */
export function tokenMatches(forms: Int32Array, i: number, matcher: TermMatcher): boolean {
  return (
    formMatches(forms[2 * i] as number, matcher) || formMatches(forms[2 * i + 1] as number, matcher)
  );
}

/** A word of the query as matched in text: per alternative, the matchers of its terms. */
export type WordMatchers = TermMatcher[][];

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Whether token j follows token i with nothing but spaces or punctuation between them; a
 * character pair follows the pair it overlaps ("自定" → "定义").
 */
function follows(text: string, bounds: Uint32Array, i: number, j: number): boolean {
  const endI = bounds[2 * i + 1] as number;
  const startJ = bounds[2 * j] as number;
  if (startJ >= endI) {
    for (let k = endI; k < startJ; k++) if (WORD_CHAR.test(text[k] as string)) return false;
    return true;
  }
  const startI = bounds[2 * i] as number;
  const firstLength = (text.codePointAt(startI) as number) > 0xffff ? 2 : 1;
  return (
    startJ === startI + firstLength &&
    endI - startI > firstLength &&
    isCjkTerm(text.slice(startI, endI))
  );
}

/** How far ahead the next token of a phrase may be: camelCase humps sit between words. */
const LOOKAHEAD = 4;

/**
 * The spans [start, end) of `text` where the words stand together, in order: for each word one of
 * its alternatives, every term of it, each token following the previous one.
 */
export function phraseSpans(
  text: string,
  words: readonly WordMatchers[],
  vocabulary: Vocabulary,
  firstOnly = false,
): [number, number][] {
  const spans: [number, number][] = [];
  const { bounds } = textTokens(text);
  const forms = vocabulary.tokenForms(text);
  const count = forms.length / 2;
  if (words.length === 0 || count === 0) return spans;
  const search: PhraseSearch = { text, bounds, forms, count, words, spans, firstOnly };
  const first = words[0] as WordMatchers;
  for (let i = 0; i < count && !(firstOnly && spans.length > 0); i++) {
    for (let a = 0; a < first.length; a++) extendPhrase(search, 0, a, 0, i, i);
  }
  return spans;
}

interface PhraseSearch {
  text: string;
  bounds: Uint32Array;
  /** The tokens' forms as numbers (`Vocabulary.tokenForms`). */
  forms: Int32Array;
  /** How many tokens. */
  count: number;
  words: readonly WordMatchers[];
  spans: [number, number][];
  /** Whether one span is enough (the search stops at the first). */
  firstOnly: boolean;
}

/**
 * Depth-first: whether token i matches term t of alternative a of word w, and then whether the
 * rest of the phrase follows. Phrases are a few terms long and texts a few hundred tokens.
 */
function extendPhrase(
  search: PhraseSearch,
  w: number,
  a: number,
  t: number,
  i: number,
  start: number,
): void {
  const { text, bounds, forms, words, spans } = search;
  if (search.firstOnly && spans.length > 0) return;
  const alternative = (words[w] as WordMatchers)[a] as TermMatcher[];
  if (!tokenMatches(forms, i, alternative[t] as TermMatcher)) return;
  const nextTerm = t + 1 < alternative.length;
  if (!nextTerm && w + 1 === words.length) {
    spans.push([bounds[2 * start] as number, bounds[2 * i + 1] as number]);
    return;
  }
  const end = Math.min(search.count, i + 1 + LOOKAHEAD);
  for (let j = i + 1; j < end; j++) {
    if (!follows(text, bounds, i, j)) continue;
    if (nextTerm) extendPhrase(search, w, a, t + 1, j, start);
    else {
      const next = words[w + 1] as WordMatchers;
      for (let b = 0; b < next.length; b++) extendPhrase(search, w + 1, b, 0, j, start);
    }
  }
}

/** Whether the text holds the word: for some alternative, as many of its terms as it needs. */
export function holdsWord(
  text: string,
  word: QueryWord,
  matchers: WordMatchers,
  vocabulary: Vocabulary,
): boolean {
  const forms = vocabulary.tokenForms(text);
  const count = forms.length / 2;
  return word.alternatives.some((alternative, a) => {
    const termMatchers = matchers[a] as TermMatcher[];
    let found = 0;
    for (const matcher of termMatchers) {
      for (let i = 0; i < count; i++) {
        if (tokenMatches(forms, i, matcher)) {
          found++;
          break;
        }
      }
    }
    return found >= alternative.need;
  });
}
