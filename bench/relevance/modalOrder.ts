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

/** The group of each hit as the modal keys it: its sidebar group and the number of its run. */
function runKeys<H extends ModalHit>(hits: readonly H[]): (hit: H) => string {
  const keys = new Map<H, string>();
  let previous: string | undefined;
  let run = 0;
  for (const hit of hits) {
    const name = groupName(hit);
    if (name !== previous) {
      previous = name;
      run++;
    }
    keys.set(hit, `${run}\u0000${name}`);
  }
  return (hit) => keys.get(hit) as string;
}

/** The hits in the order the modal lists them (and only those it lists). */
export function modalOrder<H extends ModalHit>(hits: readonly H[]): H[] {
  return groupBy(hits, runKeys(hits)).flatMap((group) =>
    groupBy(group, (hit) => String(hit.hierarchy.lvl1)).flat(),
  );
}
