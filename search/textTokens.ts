import { termForms, tokenize } from './tokenize.ts';

/** A token of a text: where it is, and the forms it is indexed and looked up under. */
export interface TextToken {
  start: number;
  end: number;
  forms: string[];
}

/**
 * The tokens of a text, segmented once per distinct text. The engine indexes them, and every
 * answer that shows the text marks them again (a page's headings come with each of its hits), so
 * a text is tokenized when the index is built and never again. A page's headings also recur in
 * all its records: segmenting each distinct text once makes indexing faster too.
 */
const tokensByText = new Map<string, TextToken[]>();
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

export function textTokens(text: string): TextToken[] {
  let tokens = tokensByText.get(text);
  if (!tokens) {
    if (tokensByText.size >= MAX_TEXTS) tokensByText.clear();
    tokens = tokenize(text).map((token) => ({
      start: token.start,
      end: token.end,
      forms: formsOf(token.text),
    }));
    tokensByText.set(text, tokens);
  }
  return tokens;
}
