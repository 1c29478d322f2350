import { termForms, tokenize } from './tokenize.ts';

/**
 * The tokens of a text: where each is, and the forms it is indexed and looked up under. Kept as a
 * few flat arrays per text rather than an object per token: an index holds about a hundred
 * thousand tokens, and the garbage collector walks every object that stays alive.
 */
export interface TextTokens {
  /** Token i spans [bounds[2i], bounds[2i + 1]). */
  readonly bounds: Uint32Array;
  /** The forms of token i (arrays shared by every token of the same word). */
  readonly forms: readonly (readonly string[])[];
}

/**
 * The tokens of a text, segmented once per distinct text. The engine indexes them, and every
 * answer that shows the text marks them again (a page's headings come with each of its hits), so
 * a text is tokenized when the index is built and never again. A page's headings also recur in
 * all its records: segmenting each distinct text once makes indexing faster too.
 */
const tokensByText = new Map<string, TextTokens>();
const formsByWord = new Map<string, string[]>();
const MAX_TEXTS = 100_000;
const MAX_WORDS = 200_000;

function formsOf(word: string): string[] {
  let forms = formsByWord.get(word);
  if (!forms) {
    if (formsByWord.size >= MAX_WORDS) formsByWord.clear();
    forms = termForms(word).filter(Boolean);
    formsByWord.set(word, forms);
  }
  return forms;
}

export function textTokens(text: string): TextTokens {
  let tokens = tokensByText.get(text);
  if (!tokens) {
    if (tokensByText.size >= MAX_TEXTS) tokensByText.clear();
    const found = tokenize(text);
    const bounds = new Uint32Array(2 * found.length);
    const forms: string[][] = new Array(found.length);
    for (let i = 0; i < found.length; i++) {
      const token = found[i] as (typeof found)[number];
      bounds[2 * i] = token.start;
      bounds[2 * i + 1] = token.end;
      forms[i] = formsOf(token.text);
    }
    tokens = { bounds, forms };
    tokensByText.set(text, tokens);
  }
  return tokens;
}
