import type { SearchRecord } from '../types.ts';
import type { FacetFilters } from './params.ts';

/** Algolia's `facetFilters` over the records' facets: `lang` (or `language`) and `type`. */

function facetMatches(record: SearchRecord, filter: string): boolean {
  const separator = filter.indexOf(':');
  if (separator < 0) return false;
  const facet = filter.slice(0, separator).trim();
  let value = filter.slice(separator + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  const actual =
    facet === 'lang' || facet === 'language'
      ? record.lang
      : facet === 'type'
        ? record.type
        : undefined;
  const equal = actual !== undefined && actual === value;
  return negated ? !equal : equal;
}

/** Algolia semantics: the outer list is AND, an inner list is OR. */
function passesFilters(record: SearchRecord, filters: FacetFilters): boolean {
  return filters.every((filter) =>
    Array.isArray(filter)
      ? filter.some((f) => facetMatches(record, f))
      : facetMatches(record, filter),
  );
}

/** The records a query's facet filters let through; undefined when there are no filters. */
export function facetFilter(
  filters: FacetFilters,
): ((record: SearchRecord) => boolean) | undefined {
  return filters.length === 0 ? undefined : (record) => passesFilters(record, filters);
}
