import { distance } from 'fastest-levenshtein';
import MiniSearch, { type Options } from 'minisearch';
import { ATTRIBUTES, type Attribute } from '../../search/engine/attributes.ts';
import type { QueryTerm } from '../../search/engine/query.ts';
import {
  buildTermIndex,
  type Postings,
  SHORT_PREFIX_LENGTH,
  TermIndex,
} from '../../search/engine/termIndex.ts';
import { allowedTypos, termForms, tokenize } from '../../search/engine/tokenize.ts';
import type { SearchRecord, SerializedTermIndex } from '../../search/types.ts';

/**
 * The candidate-retrieval layer of the search engine, two ways: what the ranker needs from an
 * index for one query term — every record holding one of its forms exactly, a term it begins (when
 * it is the last term, still being typed) or a term within its allowed typos, each record once with
 * the fewest typos, the best attribute and whether it holds a form of the term itself.
 *
 * - `ours`: the engine's hand-written `TermIndex`, looked up as `SearchEngine` does (engine.ts,
 *   `matches`, `shortPrefixHits`, `mergedHits`; private there, so repeated here).
 * - `minisearch`: MiniSearch 7.2.0 over the same records, tokenizer and term forms, one `search`
 *   per query term.
 *
 * Both turn what they find into the same `TermHits`, with the same code (`Collector`).
 */

const ATTRIBUTE_NUMBER: Record<string, number> = Object.fromEntries(
  ATTRIBUTES.map((attribute, i) => [attribute, i]),
);

function attributeValue(record: SearchRecord, attribute: Attribute): string | null {
  return attribute === 'content' ? record.content : record.hierarchy[attribute];
}

/** The records a query term matches, ascending, with what the ranker reads of each. */
export interface TermHits {
  records: Uint32Array;
  typos: Uint8Array;
  attributes: Uint8Array;
  /** 1 where the record holds a form of the term itself. */
  exact: Uint8Array;
}

export interface Retrieval {
  hits(term: QueryTerm): TermHits;
  /** Drops whatever the index remembers of earlier lookups. */
  forget(): void;
}

const NO_MATCH = 255;

/** Per-record scratch tables, as the engine merges matches (engine.ts, `mergedHits`/`collect`). */
class Collector {
  private readonly typos: Uint8Array;
  private readonly attribute: Uint8Array;
  private readonly exact: Uint8Array;
  private readonly touched: Uint32Array;
  private count = 0;

  constructor(size: number) {
    this.typos = new Uint8Array(size).fill(NO_MATCH);
    this.attribute = new Uint8Array(size).fill(NO_MATCH);
    this.exact = new Uint8Array(size);
    this.touched = new Uint32Array(size);
  }

  add(record: number, attribute: number, typos: number, exact: number): void {
    const known = this.typos[record] as number;
    if (known === NO_MATCH) this.touched[this.count++] = record;
    if (typos < known) this.typos[record] = typos;
    if (attribute < (this.attribute[record] as number)) this.attribute[record] = attribute;
    if (exact === 1) this.exact[record] = 1;
  }

  collect(): TermHits {
    const count = this.count;
    const records = this.touched.slice(0, count).sort();
    const hits: TermHits = {
      records,
      typos: new Uint8Array(count),
      attributes: new Uint8Array(count),
      exact: new Uint8Array(count),
    };
    for (let k = 0; k < count; k++) {
      const record = records[k] as number;
      hits.typos[k] = this.typos[record] as number;
      hits.attributes[k] = this.attribute[record] as number;
      hits.exact[k] = this.exact[record] as number;
      this.typos[record] = NO_MATCH;
      this.attribute[record] = NO_MATCH;
      this.exact[record] = 0;
    }
    this.count = 0;
    return hits;
  }
}

// --- ours ---------------------------------------------------------------------------------------

export function buildOurs(records: readonly SearchRecord[]): TermIndex {
  return buildTermIndex(records);
}

export function loadOurs(serialized: SerializedTermIndex): TermIndex {
  return TermIndex.deserialize(serialized);
}

/** `TermIndex` looked up as `SearchEngine.termHits` does. */
export function oursRetrieval(index: TermIndex, size: number): Retrieval {
  const collector = new Collector(size);
  const isShortPrefix = (term: QueryTerm) =>
    term.prefix &&
    term.term.length <= SHORT_PREFIX_LENGTH &&
    term.forms.length === 1 &&
    allowedTypos(term.term) === 0;

  const shortPrefixHits = (term: QueryTerm): TermHits => {
    const { records, attributes } = index.shortPrefix(term.term);
    const exact = new Uint8Array(records.length);
    const own = index.exact(term.term)?.records;
    if (own) {
      let k = 0;
      for (let j = 0; j < own.length; j++) {
        while ((records[k] as number) < (own[j] as number)) k++;
        exact[k] = 1;
      }
    }
    return { records, typos: new Uint8Array(records.length), attributes, exact };
  };

  const mergedHits = (term: QueryTerm): TermHits => {
    const found = new Map<string, { typos: number; postings: Postings }>();
    const keep = (indexTerm: string, postings: Postings, typos: number) => {
      const known = found.get(indexTerm);
      if (!known || typos < known.typos) found.set(indexTerm, { typos, postings });
    };
    for (const form of term.forms) {
      const postings = index.exact(form);
      if (postings) keep(form, postings, 0);
    }
    if (term.prefix) {
      for (const [indexTerm, postings] of index.prefix(term.term)) keep(indexTerm, postings, 0);
    }
    const allowed = allowedTypos(term.term);
    if (allowed > 0) {
      for (const form of term.forms) {
        for (const [indexTerm, postings, typos] of index.fuzzy(form, allowed)) {
          keep(indexTerm, postings, typos);
        }
      }
    }
    for (const [indexTerm, { typos, postings }] of found) {
      const exact = term.forms.includes(indexTerm) ? 1 : 0;
      const { records, attributes } = postings;
      for (let k = 0; k < records.length; k++) {
        collector.add(records[k] as number, attributes[k] as number, typos, exact);
      }
    }
    return collector.collect();
  };

  return {
    hits: (term) => (isShortPrefix(term) ? shortPrefixHits(term) : mergedHits(term)),
    forget: () => index.forget(),
  };
}

// --- MiniSearch ---------------------------------------------------------------------------------

/**
 * A record is indexed as its number: MiniSearch's ids are then the engine's record numbers, and
 * nothing is stored. An index loaded from JSON takes the same options.
 */
function miniSearchOptions(records: readonly SearchRecord[]): Options<number> {
  return {
    idField: 'id',
    fields: [...ATTRIBUTES],
    extractField: (record: number, field: string) =>
      field === 'id'
        ? record
        : (attributeValue(records[record] as SearchRecord, field as Attribute) ?? undefined),
    tokenize: (text: string) => tokenize(text).map((token) => token.text),
    processTerm: (term: string) => termForms(term).filter(Boolean),
  };
}

export function buildMiniSearch(records: readonly SearchRecord[]): MiniSearch<number> {
  const options = miniSearchOptions(records);
  // Each distinct text tokenized once and each word's forms worked out once, as buildTermIndex
  // does (a page's headings recur in all its records); the memos go with the build.
  const tokensOf = new Map<string, string[]>();
  const formsOf = new Map<string, string[]>();
  const index = new MiniSearch<number>({
    ...options,
    tokenize: (text: string) => {
      let tokens = tokensOf.get(text);
      if (!tokens) {
        tokens = tokenize(text).map((token) => token.text);
        tokensOf.set(text, tokens);
      }
      return tokens;
    },
    processTerm: (term: string) => {
      let forms = formsOf.get(term);
      if (!forms) {
        forms = termForms(term).filter(Boolean);
        formsOf.set(term, forms);
      }
      return forms;
    },
  });
  index.addAll(records.map((_, i) => i));
  return index;
}

export function loadMiniSearch(
  serialized: Parameters<typeof MiniSearch.loadJS>[0],
  records: readonly SearchRecord[],
): MiniSearch<number> {
  return MiniSearch.loadJS<number>(serialized, miniSearchOptions(records));
}

const FIELDS = [...ATTRIBUTES];
const identity = (term: string) => term;

/**
 * One `search` per query term: its forms exactly and within its typos, and the term as typed as a
 * prefix when it is the last one. `match` names the index terms each record matched and in which
 * fields (listed in `fields` order, so the first is the best); typos are the edit distance of a
 * matched term from the nearest form (MiniSearch computes it but does not return it).
 */
export function miniSearchRetrieval(index: MiniSearch<number>, size: number): Retrieval {
  const collector = new Collector(size);
  return {
    hits(term) {
      const allowed = allowedTypos(term.term);
      const queries = [...new Set(term.prefix ? [term.term, ...term.forms] : term.forms)];
      const results = index.search(term.term, {
        tokenize: () => queries,
        processTerm: identity,
        prefix: (query) => term.prefix && query === term.term,
        fuzzy: (query) => (allowed > 0 && term.forms.includes(query) ? allowed : false),
        fields: FIELDS,
        combineWith: 'OR',
      });
      const typosOf = new Map<string, number>();
      const typosFor = (indexTerm: string) => {
        let typos = typosOf.get(indexTerm);
        if (typos === undefined) {
          typos =
            term.forms.includes(indexTerm) || (term.prefix && indexTerm.startsWith(term.term))
              ? 0
              : Math.min(...term.forms.map((form) => distance(form, indexTerm)));
          typosOf.set(indexTerm, typos);
        }
        return typos;
      };
      for (const result of results) {
        const record = result.id as number;
        for (const indexTerm in result.match) {
          const fields = result.match[indexTerm] as string[];
          let attribute = NO_MATCH;
          for (const field of fields) {
            const n = ATTRIBUTE_NUMBER[field] as number;
            if (n < attribute) attribute = n;
          }
          collector.add(
            record,
            attribute,
            typosFor(indexTerm),
            term.forms.includes(indexTerm) ? 1 : 0,
          );
        }
      }
      return collector.collect();
    },
    forget() {},
  };
}
