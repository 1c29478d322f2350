import { literalText, type ParsedQuery, type QueryTerm, type QueryWord } from './query.ts';
import { textTokens } from './textTokens.ts';
import { isCjkTerm } from './tokenize.ts';

/**
 * How the engine orders the records that match a query: named criteria, compared in this order;
 * the first that differs decides. This list is the ranking — the search README describes it, and
 * nothing else in the engine weighs records.
 */
export const CRITERIA = [
  {
    name: 'words',
    better: 'more',
    about: 'query words the record holds (fewer only when a word was dropped, see `dropRule`)',
  },
  { name: 'typos', better: 'fewer', about: 'typos needed to match the words' },
  {
    name: 'heading',
    better: 'lower',
    about:
      "0: the record's own title or heading is the query as typed; 1: it is made of the query's words, in order; 2: the query's words stand together, in order, in the page title or one of the record's headings; 3: otherwise",
  },
  {
    name: 'reference',
    better: 'lower',
    about:
      'for a query typed as code (`globalStyles`, `--port`, `rspress build`): 0 on a reference page, 1 elsewhere; 0 for every record otherwise',
  },
  {
    name: 'headingWords',
    better: 'more',
    about:
      'query words in the page title and the headings of the record (the sidebar group does not count)',
  },
  {
    name: 'proximity',
    better: 'lower',
    about:
      "0: the query's words (two or more) stand together, in order, in the record's text; 1: otherwise",
  },
  {
    name: 'attribute',
    better: 'lower',
    about:
      'the best place a word matched: page title, headings by level, text, and last the sidebar group, which is context',
  },
  { name: 'exact', better: 'more', about: 'words matched whole, not as a prefix or with typos' },
  {
    name: 'rank',
    better: 'lower',
    about:
      "the record's static rank: page rank (front matter `searchRank`), headings before text, place in the page",
  },
] as const;

export type CriterionName = (typeof CRITERIA)[number]['name'];
export const CRITERION_COUNT = CRITERIA.length;
/** Each criterion's column in a row of criteria; every column is compared as "lower is better". */
export const COLUMN = Object.fromEntries(CRITERIA.map((c, i) => [c.name, i])) as Record<
  CriterionName,
  number
>;

/**
 * Compares two records' rows of criteria (`rows` holds CRITERION_COUNT numbers per record,
 * already turned so that lower is better).
 */
export function compareRows(rows: Int32Array, a: number, b: number): number {
  const offsetA = a * CRITERION_COUNT;
  const offsetB = b * CRITERION_COUNT;
  for (let c = 0; c < CRITERION_COUNT; c++) {
    const difference = (rows[offsetA + c] as number) - (rows[offsetB + c] as number);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * When no record holds every required word, which records may still be shown: those holding a
 * strict majority of the required words, each matched whole and without typos. So a query needs
 * three words or more before one is dropped, and what is left is never a lone word, a typo or a
 * prefix: "rspress deploy tutorial" still finds the deploy guide; "postgres replication lag" or
 * "量子计算" find nothing and the reader gets the no-results screen.
 */
export function dropRule(required: number): number | undefined {
  if (required < 3) return undefined;
  return Math.floor(required / 2) + 1;
}

/** The strings a query term matches in a record's text: its forms, its near misses, its prefix. */
export interface TermMatcher {
  accepted: Set<string>;
  prefix: string | undefined;
  prefixCjk: boolean;
}

export function termMatcher(term: QueryTerm, nearMisses: Iterable<string>): TermMatcher {
  return {
    accepted: new Set([...term.forms, ...nearMisses]),
    prefix: term.prefix ? term.term : undefined,
    prefixCjk: isCjkTerm(term.term),
  };
}

function tokenMatches(forms: readonly string[], matcher: TermMatcher): boolean {
  for (const form of forms) {
    if (matcher.accepted.has(form)) return true;
    if (
      matcher.prefix !== undefined &&
      form.startsWith(matcher.prefix) &&
      isCjkTerm(form) === matcher.prefixCjk
    ) {
      return true;
    }
  }
  return false;
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
export function phraseSpans(text: string, words: readonly WordMatchers[]): [number, number][] {
  const { bounds, forms } = textTokens(text);
  const count = forms.length;
  const spans: [number, number][] = [];
  if (words.length === 0 || count === 0) return spans;
  const matches = (i: number, matcher: TermMatcher) => tokenMatches(forms[i] as string[], matcher);
  // Depth-first from every token; phrases are a few terms long and texts a few hundred tokens.
  const extend = (w: number, a: number, t: number, i: number, start: number): void => {
    const alternative = (words[w] as WordMatchers)[a] as TermMatcher[];
    if (!matches(i, alternative[t] as TermMatcher)) return;
    const nextTerm = t + 1 < alternative.length;
    if (!nextTerm && w + 1 === words.length) {
      spans.push([bounds[2 * start] as number, bounds[2 * i + 1] as number]);
      return;
    }
    for (let j = i + 1; j < Math.min(count, i + 1 + LOOKAHEAD); j++) {
      if (!follows(text, bounds, i, j)) continue;
      if (nextTerm) extend(w, a, t + 1, j, start);
      else {
        const next = words[w + 1] as WordMatchers;
        for (let b = 0; b < next.length; b++) extend(w + 1, b, 0, j, start);
      }
    }
  };
  const first = words[0] as WordMatchers;
  for (let i = 0; i < count; i++) {
    for (let a = 0; a < first.length; a++) extend(0, a, 0, i, i);
  }
  return spans;
}

/** Whether the text holds the word: for some alternative, as many of its terms as it needs. */
export function holdsWord(text: string, word: QueryWord, matchers: WordMatchers): boolean {
  const { forms } = textTokens(text);
  return word.alternatives.some((alternative, a) => {
    const termMatchers = matchers[a] as TermMatcher[];
    let found = 0;
    for (const matcher of termMatchers) {
      for (let i = 0; i < forms.length; i++) {
        if (tokenMatches(forms[i] as string[], matcher)) {
          found++;
          break;
        }
      }
    }
    return found >= alternative.need;
  });
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

export interface TextCriteria {
  heading: number;
  headingWords: number;
  proximity: number;
}

/**
 * The criteria that read a record's texts: `heading`, `headingWords` and `proximity`.
 *
 * @param headings the record's page title and headings, from the page title down (nulls skipped)
 * @param required the query's required words and their matchers, in query order
 */
export function textCriteria(
  headings: readonly string[],
  content: string | null,
  query: ParsedQuery,
  required: readonly { word: QueryWord; matchers: WordMatchers }[],
): TextCriteria {
  const phrase = required.map((r) => r.matchers);
  const own = headings[headings.length - 1];
  let heading = 3;
  if (own !== undefined && query.literal !== '' && literalOf(own) === query.literal) heading = 0;
  else {
    for (let h = headings.length - 1; h >= 0 && heading > 1; h--) {
      const text = headings[h] as string;
      const spans = phraseSpans(text, phrase);
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
    if (headings.some((text) => holdsWord(text, word, matchers))) headingWords++;
  }
  const proximity =
    required.length >= 2 && content !== null && phraseSpans(content, phrase).length > 0 ? 0 : 1;
  return { heading, headingWords, proximity };
}
