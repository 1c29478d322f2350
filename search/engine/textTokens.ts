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

/** No form: the second slot of a token that has one form. */
export const NO_FORM = -1;

/**
 * The forms of an engine's texts as numbers, and each text's tokens as those numbers: two per
 * token (its forms, the second NO_FORM when it has one), in one typed array per text. Ranking
 * reads texts token by token for every record that can reach a page (phrases, heading words):
 * numbers read in a row from one array, compared with what a query accepts as one lookup in a
 * small table per query term (`TermMatcher.verdicts`, textMatch.ts), instead of each token's array
 * of strings and a hash of each string. An engine owns one and keeps it as long as it lives, so a
 * number always names the same form.
 */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly forms: string[] = [];
  private readonly byText = new Map<string, Int32Array>();

  /** How many forms are numbered. */
  get size(): number {
    return this.forms.length;
  }

  /** The number of a form, NO_FORM when no text read so far holds it. */
  idOf(form: string): number {
    return this.ids.get(form) ?? NO_FORM;
  }

  formOf(id: number): string {
    return this.forms[id] as string;
  }

  private number(form: string): number {
    let id = this.ids.get(form);
    if (id === undefined) {
      id = this.forms.length;
      this.forms.push(form);
      this.ids.set(form, id);
    }
    return id;
  }

  /** Token i's forms are [2i] and [2i + 1] (NO_FORM when it has one). */
  tokenForms(text: string): Int32Array {
    let ids = this.byText.get(text);
    if (!ids) {
      const { forms } = textTokens(text);
      ids = new Int32Array(2 * forms.length).fill(NO_FORM);
      for (let i = 0; i < forms.length; i++) {
        const own = forms[i] as readonly string[];
        for (let f = 0; f < own.length && f < 2; f++) {
          ids[2 * i + f] = this.number(own[f] as string);
        }
      }
      this.byText.set(text, ids);
    }
    return ids;
  }
}
