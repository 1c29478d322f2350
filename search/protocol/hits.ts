import { ATTRIBUTES, type Attribute, attributeValue } from '../engine/attributes.ts';
import { LEVELS, type Level, type SearchRecord } from '../types.ts';
import {
  escapeHtml,
  type HighlightResult,
  type QueryHighlighter,
  type SnippetResult,
} from './highlight.ts';
import type { SearchParams } from './params.ts';

/**
 * A hit as Algolia gives it: the attributes asked for (`attributesToRetrieve`), HTML-escaped, with
 * `_highlightResult` and `_snippetResult` for the attributes to highlight and to snippet.
 */

export interface AlgoliaHit {
  objectID: string;
  [key: string]: unknown;
}

const ATTRIBUTE_PATHS = [...LEVELS, 'content'].map((a) => (a === 'content' ? a : `hierarchy.${a}`));

/** What a hit shows, worked out once per query from its parameters. */
export interface HitPlan {
  levels: Level[];
  content: boolean;
  type: boolean;
  url: boolean;
  urlWithoutAnchor: boolean;
  anchor: boolean;
  lang: boolean;
  weight: boolean;
  highlight: Attribute[];
  snippet: [attribute: Attribute, words: number][];
  snippets: boolean;
}

export function hitPlan(params: SearchParams): HitPlan {
  const retrieve = new Set(params.attributesToRetrieve);
  const all = retrieve.has('*');
  const wants = (path: string) =>
    all || retrieve.has(path) || retrieve.has(path.split('.')[0] as string);
  const attributeOf = (path: string) => {
    const attribute = path.replace(/^hierarchy\./, '') as Attribute;
    return ATTRIBUTES.includes(attribute) ? attribute : undefined;
  };
  const highlight: Attribute[] = [];
  for (const path of (params.attributesToHighlight ?? ATTRIBUTE_PATHS).flatMap((p) =>
    p === 'hierarchy' || p === '*' ? ATTRIBUTE_PATHS : [p],
  )) {
    const attribute = attributeOf(path);
    if (attribute) highlight.push(attribute);
  }
  const snippet: [Attribute, number][] = [];
  for (const spec of params.attributesToSnippet) {
    const [path = '', count] = spec.split(':');
    const attribute = attributeOf(path);
    if (!attribute) continue;
    snippet.push([attribute, count === undefined ? 10 : Number.parseInt(count, 10) || 10]);
  }
  return {
    levels: LEVELS.filter((level) => wants(`hierarchy.${level}`)),
    content: wants('content'),
    type: wants('type'),
    url: wants('url'),
    urlWithoutAnchor: wants('url_without_anchor'),
    anchor: wants('anchor'),
    lang: wants('lang'),
    weight: wants('weight'),
    highlight,
    snippet,
    snippets: params.attributesToSnippet.length > 0,
  };
}

export function hit(
  record: SearchRecord,
  highlighter: QueryHighlighter,
  plan: HitPlan,
): AlgoliaHit {
  const hit: AlgoliaHit = { objectID: record.objectID };
  if (plan.levels.length > 0) {
    const hierarchy: Record<string, string | null> = {};
    for (const level of plan.levels) {
      const value = record.hierarchy[level];
      hierarchy[level] = value === null ? null : escapeHtml(value);
    }
    hit.hierarchy = hierarchy;
  }
  if (plan.content) hit.content = record.content === null ? null : escapeHtml(record.content);
  if (plan.type) hit.type = record.type;
  if (plan.url) hit.url = record.url;
  if (plan.urlWithoutAnchor) hit.url_without_anchor = record.url_without_anchor;
  if (plan.anchor) hit.anchor = record.anchor === null ? null : escapeHtml(record.anchor);
  if (plan.lang) hit.lang = record.lang;
  if (plan.weight) hit.weight = { ...record.weight };

  const highlightResult: {
    hierarchy?: Record<string, HighlightResult>;
    content?: HighlightResult;
  } = {};
  for (const attribute of plan.highlight) {
    const value = attributeValue(record, attribute);
    if (value === null) continue;
    const result = highlighter.highlight(value);
    if (attribute === 'content') highlightResult.content = result;
    else {
      highlightResult.hierarchy ??= {};
      highlightResult.hierarchy[attribute] = result;
    }
  }
  hit._highlightResult = highlightResult;

  if (plan.snippets) {
    const snippetResult: { hierarchy?: Record<string, SnippetResult>; content?: SnippetResult } =
      {};
    for (const [attribute, words] of plan.snippet) {
      const value = attributeValue(record, attribute);
      if (value === null) continue;
      const result = highlighter.snippet(value, words);
      if (attribute === 'content') snippetResult.content = result;
      else {
        snippetResult.hierarchy ??= {};
        snippetResult.hierarchy[attribute] = result;
      }
    }
    hit._snippetResult = snippetResult;
  }
  return hit;
}
