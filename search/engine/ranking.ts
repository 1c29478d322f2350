import { literalText, type ParsedQuery, type QueryWord } from './query.ts';
import {
  holdsWord,
  phraseSpans,
  type TermMatcher,
  tokenMatches,
  type WordMatchers,
} from './textMatch.ts';
import { textTokens, type Vocabulary } from './textTokens.ts';

/**
 * How the engine orders the records that match a query: named criteria, compared in this order;
 * the first that differs decides. This list is the ranking — the search README describes it; the
 * `score` criterion's number is worked out by scoring.ts, and nothing else weighs records.
 */
export const CRITERIA = [
  {
    name: 'query',
    better: 'lower',
    about:
      "0: the record's own title or heading is the query as typed (code marks and `()` aside); 1: otherwise",
    bits: 1,
  },
  {
    name: 'score',
    better: 'lower',
    about:
      "how far the record's BM25F score (scoring.ts) is below the best of the query's records, in steps of a fifth of it, rounded: 0 within a tenth of the best",
    bits: 3,
  },
  {
    name: 'heading',
    better: 'lower',
    about:
      "0: the record's own title or heading is the query as typed; 1: it is made of the query's words, in order; 2: the query's words stand together, in order, in the page title or one of the record's headings; 3: otherwise",
    bits: 2,
  },
  {
    name: 'reference',
    better: 'lower',
    about:
      'for a query typed as code (`globalStyles`, `--port`, `rspress build`): 0 on a reference page, 1 elsewhere; 0 for every record otherwise',
    bits: 1,
  },
  {
    name: 'headingWords',
    better: 'more',
    about:
      "the query's required words in the page title and the headings of the record (the sidebar group does not count)",
    bits: 6,
  },
  {
    name: 'proximity',
    better: 'lower',
    about:
      "0: the query's words the record holds (two or more) stand together, in order, in its text; 1: otherwise",
    bits: 1,
  },
  {
    name: 'attribute',
    better: 'lower',
    about:
      'the best place a word matched: page title, headings by level, text, and last the sidebar group, which is context',
    bits: 4,
  },
  {
    name: 'exact',
    better: 'more',
    about: 'words matched whole, not as a prefix or with typos',
    bits: 6,
  },
  {
    name: 'rank',
    better: 'lower',
    about:
      "the record's static rank: page rank (front matter `searchRank`), headings before text, place in the page",
    bits: 20,
  },
] as const;

export type CriterionName = (typeof CRITERIA)[number]['name'];

/** Each criterion's place in a row of values (see `rankingKey`). */
export const AT = Object.fromEntries(CRITERIA.map((criterion, i) => [criterion.name, i])) as Record<
  CriterionName,
  number
>;

/** Records an index may hold: the static rank is the last criterion, 20 bits wide. */
export const MAX_RECORDS = 2 ** 20;

const SIZES = CRITERIA.map((criterion) => 2 ** criterion.bits);

/**
 * One number per record that sorts as the criteria compare, from its row of values (one per
 * criterion, at `AT[name]`, each turned so that lower is better: `more` criteria are counted as
 * what is missing). Each value, capped to its width, gets its own bits, the first criterion the
 * highest (52 bits in all, within the 53 of a double): sorting these numbers is comparing the
 * criteria in order, at the speed of a typed array sort; the static rank, last and unique per
 * record, also names the record.
 */
export function rankingKey(values: ArrayLike<number>): number {
  let key = 0;
  for (let c = 0; c < SIZES.length; c++) {
    const size = SIZES[c] as number;
    const value = values[c] as number;
    // Capped without a branch: no value, however rare, takes a path of its own (see warmUp.ts).
    key = key * size + Math.min(Math.max(value, 0), size - 1);
  }
  return key;
}

/** What a value of 1 of a criterion weighs in a ranking key: 2 to the bits of those after it. */
export function criterionUnit(name: CriterionName): number {
  let unit = 1;
  for (
    let c = CRITERIA.length - 1;
    c >= 0 && (CRITERIA[c] as (typeof CRITERIA)[number]).name !== name;
    c--
  ) {
    unit *= SIZES[c] as number;
  }
  return unit;
}

/** The static rank (the last criterion) a key carries. */
export function rankOfKey(key: number): number {
  return key % MAX_RECORDS;
}

/** The start of a text's first word and the end of its last (ignoring punctuation around). */
function wordExtent(text: string): [number, number] | undefined {
  const { bounds } = textTokens(text);
  if (bounds.length === 0) return undefined;
  let end = 0;
  for (let k = 1; k < bounds.length; k += 2) end = Math.max(end, bounds[k] as number);
  return [bounds[0] as number, end];
}

const literals = new Map<string, string>();

function literalOf(text: string): string {
  let literal = literals.get(text);
  if (literal === undefined) {
    if (literals.size > 50_000) literals.clear();
    literal = literalText(text);
    literals.set(text, literal);
  }
  return literal;
}

export interface HeadingCriteria {
  heading: number;
  headingWords: number;
}

/**
 * The criteria that read a record's page title and headings: `heading` and `headingWords`. They
 * depend on the headings only, which the records of a section share: the engine computes them
 * once per distinct list of headings in an answer.
 *
 * @param headings the record's page title and headings, from the page title down
 * @param required the query's required words and their matchers, in query order
 */
export function headingCriteria(
  headings: readonly string[],
  query: ParsedQuery,
  required: readonly { word: QueryWord; matchers: WordMatchers }[],
  vocabulary: Vocabulary,
): HeadingCriteria {
  const phrase = required.map((r) => r.matchers);
  const own = headings[headings.length - 1];
  let heading = 3;
  if (own !== undefined && query.literal !== '' && literalOf(own) === query.literal) heading = 0;
  else {
    for (let h = headings.length - 1; h >= 0 && heading > 1; h--) {
      const text = headings[h] as string;
      const spans = phraseSpans(text, phrase, vocabulary);
      if (spans.length === 0) continue;
      const extent = h === headings.length - 1 ? wordExtent(text) : undefined;
      const whole =
        extent !== undefined &&
        spans.some(([start, end]) => start === extent[0] && end === extent[1]);
      heading = Math.min(heading, whole ? 1 : 2);
    }
  }
  let headingWords = 0;
  for (const { word, matchers } of required) {
    if (headings.some((text) => holdsWord(text, word, matchers, vocabulary))) headingWords++;
  }
  return { heading, headingWords };
}

/**
 * The fewest query terms that can make up a text whole (what `heading` 1 asks of a record's own
 * heading): one per word part or character pair. A camelCase hump lies inside the word it splits
 * and adds none; a phrase cannot skip a word part, since only spaces and punctuation may stand
 * between its terms.
 */
export function wholeTextTerms(text: string): number {
  const { bounds } = textTokens(text);
  let count = 0;
  let end = -1;
  for (let k = 0; k < bounds.length; k += 2) {
    const tokenEnd = bounds[k + 1] as number;
    // Tokens come in order of their start: one that ends inside the word before is a hump.
    if (tokenEnd <= end) continue;
    count++;
    end = tokenEnd;
  }
  return count;
}

/** What the `heading` bound reads of a record's own heading (the last of its headings). */
export interface OwnHeading {
  literal: string;
  wholeTerms: number;
  /**
   * The form numbers of the tokens it starts with (a word part and its first camelCase hump), in
   * the layout of `Vocabulary.tokenForms`.
   */
  first: Int32Array;
}

/** What the bound reads of a record's own heading; null for a record without headings. */
export function ownHeading(headings: readonly string[], vocabulary: Vocabulary): OwnHeading | null {
  const own = headings[headings.length - 1];
  if (own === undefined) return null;
  const { bounds } = textTokens(own);
  const forms = vocabulary.tokenForms(own);
  // The first word part, and its first hump: a phrase covering the text starts at one of them.
  let starting = 0;
  while (2 * starting < bounds.length && bounds[2 * starting] === bounds[0]) starting++;
  return {
    literal: literalOf(own),
    wholeTerms: wholeTextTerms(own),
    first: forms.subarray(0, 2 * starting),
  };
}

/**
 * The best `heading` a record can have, read from its own heading only (see `ownHeading`): 0 when
 * that is the query as typed (then exact); 1 when it could be made of the query's words: no more
 * word parts than the query's `queryTerms` terms, the first a match of the first word (`first`,
 * its matchers); else 2. The engine orders records by such bounds first and reads the headings of
 * those that can reach the requested page only: a bound is never worse than the exact value, so
 * no record ends up below its place.
 */
export function headingBound(
  own: OwnHeading | null,
  query: ParsedQuery,
  queryTerms: number,
  first: WordMatchers | undefined,
): number {
  if (own === null) return 3;
  if (query.literal !== '' && own.literal === query.literal) return 0;
  if (first === undefined || own.wholeTerms > queryTerms) return 2;
  for (const alternative of first) {
    const matcher = alternative[0];
    if (matcher === undefined) continue;
    for (let i = 0; 2 * i < own.first.length; i++) {
      if (tokenMatches(own.first, i, matcher)) return 1;
    }
  }
  return 2;
}

/**
 * Whether a text can hold a token the matcher matches, by a substring test: a Chinese, Japanese
 * or Korean term is never stemmed, so its characters appear in the text as written; anything
 * else may.
 */
function mayHold(text: string, matcher: TermMatcher): boolean {
  if (!matcher.prefixCjk) return true;
  if (matcher.prefix !== '') return text.includes(matcher.prefix);
  for (const form of matcher.accepted) if (text.includes(form)) return true;
  return false;
}

/** `proximity`: 0 when the required words (two or more) stand together, in order, in the text. */
export function proximity(
  content: string | null,
  phrase: readonly WordMatchers[],
  vocabulary: Vocabulary,
): number {
  if (phrase.length < 2 || content === null) return 1;
  // A word whose every alternative lacks a Chinese term in the text cannot stand anywhere in it.
  for (const word of phrase) {
    if (!word.some((alternative) => alternative.every((matcher) => mayHold(content, matcher)))) {
      return 1;
    }
  }
  return phraseSpans(content, phrase, vocabulary, true).length > 0 ? 0 : 1;
}
