import type { QueryTerm, QueryWord } from './query.ts';
import { type Postings, SHORT_PREFIX_LENGTH, type TermIndex } from './termIndex.ts';
import { allowedTypos, isCjkTerm } from './tokenize.ts';

/**
 * Word lookup: the records that hold a query word, from the term index. Each term of a word is
 * looked up as its forms exactly, as a prefix when it is the last term, and within its allowed
 * typos; a word's alternatives are merged into one list of records, each with its fewest typos,
 * best attribute and whether it matched whole. Lists are kept between queries: a reader typing
 * "clean url" asks for "clean" again at every later keystroke.
 */

/** The index terms a query term matches, each with its typo count and postings. */
type TermMatches = Map<string, { typos: number; postings: Postings }>;

export /**
 * The records a query term, or a whole query word, matches: each record once, with the fewest
 * typos, the best attribute and whether it matched whole (a form of what was typed, not a longer
 * term it begins nor a near miss). Computed once and kept: a reader typing "clean url" asks for
 * "clean" again at every later keystroke.
 */
interface WordHits {
  /** Ascending. */
  records: Uint32Array;
  typos: Uint8Array;
  attributes: Uint8Array;
  exact: Uint8Array;
  /** Terms matched within typos only (neither a form of the term nor a term it begins). */
  fuzzy: Map<string, number>;
  /**
   * How many of the records hold the word itself (see `Ranker`'s word weights): worked out at its
   * first use, -1 until then.
   */
  wholeCount: number;
}

/** Words whose hits are kept (each at most a few bytes per record). */
const WORD_HITS_ENTRIES = 128;

/** No match yet in the per-record, per-word typo table. */
export const NO_MATCH = 255;

export /** The place of `value` in an ascending list, or -1. */
function position(sorted: Uint32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && sorted[low] === value ? low : -1;
}

export class WordLookup {
  readonly terms: TermIndex;
  private readonly hitsCache = new Map<string, WordHits>();
  /**
   * Scratch space, one slot per record, reset after each use: a lookup merges in these instead of
   * allocating tables of its own. Its own tables, apart from the ranking's: a lookup may run in
   * the middle of a ranking (a word's hits dropped from the cache and looked up again).
   */
  private readonly scratch: {
    typos: Uint8Array;
    attribute: Uint8Array;
    exact: Uint8Array;
    count: Uint16Array;
    typoSum: Uint16Array;
    exactCount: Uint16Array;
    touched: Uint32Array;
  };

  constructor(terms: TermIndex, size: number) {
    this.terms = terms;
    this.scratch = {
      typos: new Uint8Array(size).fill(NO_MATCH),
      attribute: new Uint8Array(size).fill(NO_MATCH),
      exact: new Uint8Array(size),
      count: new Uint16Array(size),
      typoSum: new Uint16Array(size),
      exactCount: new Uint16Array(size),
      touched: new Uint32Array(size),
    };
  }

  /** Drops the words' kept hits (when the query parser changes: they would be stale). */
  clear(): void {
    this.hitsCache.clear();
  }

  /** Drops every kept lookup: the words' hits and the term index's typo lookups. */
  forget(): void {
    this.hitsCache.clear();
    this.terms.forget();
  }

  /** The index terms a query term matches: its forms, terms it begins (last term), near misses. */
  private matches(term: QueryTerm): TermMatches {
    const found: TermMatches = new Map();
    const keep = (indexTerm: string, postings: Postings, typos: number) => {
      const known = found.get(indexTerm);
      if (!known || typos < known.typos) found.set(indexTerm, { typos, postings });
    };
    for (const form of term.forms) {
      const postings = this.terms.exact(form);
      if (postings) keep(form, postings, 0);
    }
    if (term.prefix)
      for (const [indexTerm, postings] of this.terms.prefix(term.term))
        keep(indexTerm, postings, 0);
    if (term.typos) {
      // Near misses of the word and of its stem, each within the typos its own length allows:
      // "anim", the stem of "animation", takes one, or it would match "an" and "and".
      for (const form of term.forms.slice(0, 2)) {
        const allowed = Math.min(allowedTypos(term.term), allowedTypos(form));
        if (allowed === 0) continue;
        for (const [indexTerm, postings, typos] of this.terms.fuzzy(form, allowed)) {
          keep(indexTerm, postings, typos);
        }
      }
    }
    return found;
  }

  private cached(key: string, compute: () => WordHits): WordHits {
    let hits = this.hitsCache.get(key);
    if (!hits) {
      hits = compute();
      if (this.hitsCache.size >= WORD_HITS_ENTRIES) this.hitsCache.clear();
      this.hitsCache.set(key, hits);
    }
    return hits;
  }

  termHits(term: QueryTerm): WordHits {
    const kind = `${term.prefix ? 'prefix' : 'term'}${term.typos ? '' : '-exact'}`;
    return this.cached(`${kind}:${term.term}`, () =>
      this.isShortPrefix(term) ? this.shortPrefixHits(term) : this.mergedHits(term),
    );
  }

  /** A reader's first keystrokes: no typos allowed, one form, postings merged in the index. */
  private isShortPrefix(term: QueryTerm): boolean {
    return (
      term.prefix &&
      term.term.length <= SHORT_PREFIX_LENGTH &&
      term.forms.length === 1 &&
      (!term.typos || allowedTypos(term.term) === 0)
    );
  }

  private shortPrefixHits(term: QueryTerm): WordHits {
    // The terms the prefix begins include the term itself: it is exact where its own term is.
    const { records, attributes } = this.terms.shortPrefix(term.term);
    const exact = new Uint8Array(records.length);
    const own = this.terms.exact(term.term)?.records;
    if (own) {
      let k = 0;
      for (let j = 0; j < own.length; j++) {
        while ((records[k] as number) < (own[j] as number)) k++;
        exact[k] = 1;
      }
    }
    return {
      records,
      typos: new Uint8Array(records.length),
      attributes,
      exact,
      fuzzy: new Map(),
      wholeCount: -1,
    };
  }

  private mergedHits(term: QueryTerm): WordHits {
    const { typos, attribute, exact, touched } = this.scratch;
    const fuzzy = new Map<string, number>();
    let count = 0;
    for (const [indexTerm, { typos: termTypo, postings }] of this.matches(term)) {
      if (termTypo > 0) fuzzy.set(indexTerm, termTypo);
      const isExact = term.forms.includes(indexTerm) ? 1 : 0;
      const { records, attributes } = postings;
      for (let k = 0; k < records.length; k++) {
        const record = records[k] as number;
        const known = typos[record] as number;
        if (known === NO_MATCH) touched[count++] = record;
        if (termTypo < known) typos[record] = termTypo;
        if ((attributes[k] as number) < (attribute[record] as number)) {
          attribute[record] = attributes[k] as number;
        }
        if (isExact === 1) exact[record] = 1;
      }
    }
    return this.collect(count, fuzzy);
  }

  /**
   * The `count` records listed in `scratch.touched` with their typos, attribute and exactness from
   * the scratch tables, which it resets.
   */
  private collect(count: number, fuzzy: Map<string, number>): WordHits {
    const { typos, attribute, exact, touched } = this.scratch;
    const records = touched.slice(0, count).sort();
    const hits: WordHits = {
      records,
      typos: new Uint8Array(count),
      attributes: new Uint8Array(count),
      exact: new Uint8Array(count),
      fuzzy,
      wholeCount: -1,
    };
    for (let k = 0; k < count; k++) {
      const record = records[k] as number;
      hits.typos[k] = typos[record] as number;
      hits.attributes[k] = attribute[record] as number;
      hits.exact[k] = exact[record] as number;
      typos[record] = NO_MATCH;
      attribute[record] = NO_MATCH;
      exact[record] = 0;
    }
    return hits;
  }

  /**
   * The records holding a query word: for one of its alternatives, as many of its terms as it
   * needs. A record is counted with its best alternative (fewest typos; then whole matches).
   * A Chinese word's near miss is one pair short of what it needs, counted as one typo ("侧边拦",
   * a slip for 侧边栏, in a record holding 侧边): like a Latin word's typos, the ranker takes it
   * only for a word no page holds.
   */
  wordHits(word: QueryWord): WordHits {
    const [only] = word.alternatives;
    if (word.alternatives.length === 1 && only?.terms.length === 1 && only.need === 1) {
      return this.termHits(only.terms[0] as QueryTerm);
    }
    const key = `word:${JSON.stringify(word.alternatives)}`;
    return this.cached(key, () => {
      const {
        typos,
        attribute,
        exact,
        touched,
        count: termCount,
        typoSum,
        exactCount,
      } = this.scratch;
      // Every term's hits first: computing them uses the scratch tables this merge fills.
      const termHits = word.alternatives.map((alternative) =>
        alternative.terms.map((term) => this.termHits(term)),
      );
      const fuzzy = new Map<string, number>();
      let count = 0;
      const cjkWord = isCjkTerm(word.alternatives[0]?.terms[0]?.term ?? '');
      word.alternatives.forEach((alternative, a) => {
        // Per record: terms held, their typos and exactness, within this alternative.
        let local = 0;
        const localTouched: number[] = [];
        // The attributes of the terms a record holds: the word is where its needed terms are (a
        // Chinese word whose pairs are in the text, one of them also in a heading, is in the text).
        const localAttributes = new Map<number, number[]>();
        for (const hits of termHits[a] as WordHits[]) {
          for (const [t, n] of hits.fuzzy) fuzzy.set(t, n);
          for (let k = 0; k < hits.records.length; k++) {
            const record = hits.records[k] as number;
            if (termCount[record] === 0) {
              localTouched.push(record);
              local++;
            }
            termCount[record] = (termCount[record] as number) + 1;
            typoSum[record] = (typoSum[record] as number) + (hits.typos[k] as number);
            exactCount[record] = (exactCount[record] as number) + (hits.exact[k] as number);
            const list = localAttributes.get(record);
            if (list === undefined) localAttributes.set(record, [hits.attributes[k] as number]);
            else list.push(hits.attributes[k] as number);
          }
        }
        for (let i = 0; i < local; i++) {
          const record = localTouched[i] as number;
          const held = termCount[record] as number;
          const nearMiss = held === alternative.need - 1 && held >= 1 && cjkWord;
          if (held >= alternative.need || nearMiss) {
            const recordTypos = Math.min(
              (typoSum[record] as number) + (nearMiss ? 1 : 0),
              NO_MATCH - 1,
            );
            const whole = held === alternative.terms.length && exactCount[record] === held ? 1 : 0;
            const known = typos[record] as number;
            if (known === NO_MATCH) touched[count++] = record;
            if (
              recordTypos < known ||
              (recordTypos === known && whole > (exact[record] as number))
            ) {
              typos[record] = recordTypos;
              exact[record] = whole;
            }
            const list = (localAttributes.get(record) as number[]).sort((a, b) => a - b);
            const recordAttribute = list[Math.min(held, alternative.need) - 1] as number;
            // The word is where its best match is: a near miss does not lend its place to a match.
            if (
              recordTypos < known ||
              (recordTypos === known && recordAttribute < (attribute[record] as number))
            )
              attribute[record] = recordAttribute;
          }
          termCount[record] = 0;
          typoSum[record] = 0;
          exactCount[record] = 0;
        }
      });
      return this.collect(count, fuzzy);
    });
  }

  /**
   * For highlights, the query word an index term stands for: the word it matches with the fewest
   * typos (the first such word on a tie), as the ranking counted it. The terms words match exactly
   * or within typos are few and listed; the terms a prefix begins are not (a first keystroke
   * begins thousands) but known by how they start. Prefixes come last, so they only win a term
   * that no word matches exactly.
   */
  termWords(words: QueryWord[]): (term: string) => number | undefined {
    const listed = new Map<string, { word: number; typos: number }>();
    const list = (term: string, word: number, typos: number) => {
      const known = listed.get(term);
      if (!known || typos < known.typos) listed.set(term, { word, typos });
    };
    const prefixes: [prefix: string, cjk: boolean, word: number][] = [];
    for (let w = 0; w < words.length; w++) {
      for (const alternative of (words[w] as QueryWord).alternatives) {
        for (const term of alternative.terms) {
          for (const form of term.forms) list(form, w, 0);
          for (const [indexTerm, typos] of this.termHits(term).fuzzy) list(indexTerm, w, typos);
          if (term.prefix) prefixes.push([term.term, isCjkTerm(term.term), w]);
        }
      }
    }
    return (term) => {
      const entry = listed.get(term);
      if (entry?.typos === 0) return entry.word;
      for (const [prefix, cjk, word] of prefixes) {
        if (term.startsWith(prefix) && isCjkTerm(term) === cjk) return word;
      }
      return entry?.word;
    };
  }
}
