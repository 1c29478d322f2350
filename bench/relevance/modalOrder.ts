/**
 * The order in which the site's DocSearch 3.9.0 modal shows an answer's hits (its `dr` groupBy in
 * @docsearch/react's source, as build/docsearchGroups.ts rewrites it, with the site's default
 * `maxResultsPerGroup`): hits are grouped in runs of consecutive hits of the same sidebar group
 * (`hierarchy.lvl0`, read from its highlighted value without `<mark>` tags as the modal does), a
 * group that comes back further down starting a new run, at most 5 hits per run; inside a run the
 * hits are grouped again by page title (`hierarchy.lvl1`), at most 5 per title. What a reader sees
 * first is what the relevance suite scores.
 */

export interface ModalHit {
  url: string;
  hierarchy: { lvl0?: string | null; lvl1?: string | null };
  _highlightResult?: { hierarchy?: { lvl0?: { value?: string } } };
}

const MAX_RESULTS_PER_GROUP = 5;

/** DocSearch's groupBy: a plain object keyed by the group (so its key order is the modal's). */
function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups: Record<string, T[]> = {};
  for (const item of items) {
    const name = key(item);
    groups[name] ??= [];
    const group = groups[name];
    if (group.length < MAX_RESULTS_PER_GROUP) group.push(item);
  }
  return Object.values(groups);
}

function groupName(hit: ModalHit): string {
  const highlighted = hit._highlightResult?.hierarchy?.lvl0?.value;
  if (highlighted !== undefined) return highlighted.replace(/<mark>|<\/mark>/g, '');
  return hit.hierarchy.lvl0 ?? 'null';
}

/** The hits in runs: consecutive hits of the same sidebar group, in the answer's order. */
function runs<H extends ModalHit>(hits: readonly H[]): H[][] {
  const found: H[][] = [];
  let previous: string | undefined;
  for (const hit of hits) {
    const name = groupName(hit);
    if (found.length === 0 || name !== previous) found.push([]);
    previous = name;
    found.at(-1)?.push(hit);
  }
  return found;
}

/** The hits in the order the modal lists them (and only those it lists). */
export function modalOrder<H extends ModalHit>(hits: readonly H[]): H[] {
  return runs(hits).flatMap((run) =>
    groupBy(run.slice(0, MAX_RESULTS_PER_GROUP), (hit) => String(hit.hierarchy.lvl1)).flat(),
  );
}
