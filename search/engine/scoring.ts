import { ATTRIBUTES } from './attributes.ts';

/**
 * How much of a query a record holds, as one number (BM25F): each word weighs its inverse
 * document frequency (rare words over common ones, question words a tenth), and a record scores
 * the weight of the words it holds, each by the best place it holds it in (page title over
 * headings over text over the sidebar group), its text's length taken into account; its page adds
 * a share of what the whole page holds of the query. Words may be missing: a record holding the
 * query's rare words beats one holding only its common ones. The ranking (ranking.ts) compares
 * records by this score first, in steps (`SCORE_STEPS`), then by its named criteria.
 */

/** BM25's saturation: how fast a better place or more occurrences stop adding to a word's score. */
export const K1 = 1.2;

/**
 * The weight of a word by where a record holds it, by attribute (ATTRIBUTES order: page title,
 * headings lvl2 to lvl6, text, sidebar group): a word in the title says more of what a record is
 * about than the same word in its text, and the sidebar group is only context.
 */
export const FIELD_WEIGHTS: Readonly<Record<(typeof ATTRIBUTES)[number], number>> = {
  lvl1: 6,
  lvl2: 4,
  lvl3: 3.5,
  lvl4: 3,
  lvl5: 3,
  lvl6: 3,
  content: 1,
  lvl0: 0.5,
};

/** The field weights as ATTRIBUTES numbers them (a posting's attribute). */
export const FIELD_WEIGHT_BY_ATTRIBUTE = Float64Array.from(
  ATTRIBUTES,
  (attribute) => FIELD_WEIGHTS[attribute],
);

/** The place of the text among the attributes: the only field whose length is normalised. */
export const TEXT_ATTRIBUTE = ATTRIBUTES.indexOf('content');

/** BM25's length normalisation of a record's text: 0 ignores its length, 1 divides by it. */
export const TEXT_LENGTH_B = 0.5;

/** The share of its page's score a record adds to its own (the page as one document). */
export const PAGE_SHARE = 0.3;

/** The length normalisation of a page, counted in records. */
export const PAGE_LENGTH_B = 0.5;

/** A question or filler word weighs this share of its inverse document frequency. */
export const OPTIONAL_WEIGHT = 0.1;

/** A word matched within typos scores this share per typo. */
export const TYPO_FACTOR = 0.6;

/**
 * A match that is not the word itself scores this share: a longer word that the last word begins
 * ("head" in "heading"; not for the first two letters typed, which begin the word the reader
 * means), or a Chinese word held by some of its pairs only.
 */
export const PREFIX_FACTOR = 0.3;

/**
 * A record that lacks some of the query's words is shown only when it holds this share of the
 * weight of the required words (each whole, without typos), the words no page holds counted with
 * their full weight; and only when most of the required words are words the pages use. Chosen on
 * the relevance suite's off-topic and on-topic queries (bench/README.md).
 */
export const PARTIAL_SHARE = 0.35;

/**
 * Nor with common words alone: a record lacking words must hold at least the weight of a word held
 * by this share of the records ("rspress 插件" does not show every page saying "Rspress").
 */
export const COMMON_SHARE = 0.1;

/** The score criterion compares records in steps of a fifth of the query's best score. */
export const SCORE_STEPS = 5;

/** Inverse document frequency (BM25's): how rare a word is among `total` records. */
export function idf(held: number, total: number): number {
  return Math.log(1 + (total - held + 0.5) / (held + 0.5));
}

/** BM25's saturation of a weighted frequency. */
export function saturated(frequency: number, k1 = K1): number {
  return (frequency * (k1 + 1)) / (k1 + frequency);
}

/** The length normalisation BM25 divides a frequency by: 1 at the average length. */
export function lengthFactor(length: number, average: number, b: number): number {
  return 1 - b + (b * length) / (average > 0 ? average : 1);
}

/**
 * The score criterion's value (0 best): how many steps of `SCORE_STEPS` the record's score is
 * below the best score of the query's records, rounded.
 */
export function scoreStep(score: number, best: number): number {
  return best > 0 ? SCORE_STEPS - Math.round((score / best) * SCORE_STEPS) : 0;
}
