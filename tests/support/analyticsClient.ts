import { DEFAULT_API_KEY, DEFAULT_APP_ID } from '../../search/config.ts';
import { docsearchQuery } from '../../search/protocol/docsearchRequest.ts';

/**
 * What the analytics fault and multi-instance tests send to a running site server (over HTTP,
 * as the modal and the feedback block send it) and read back from its `/metrics`. Each sender
 * answers the HTTP status, or 0 when the request did not get an answer (the server gone).
 */
const credentials = `x-algolia-api-key=${DEFAULT_API_KEY}&x-algolia-application-id=${DEFAULT_APP_ID}`;
/** Long enough for a loaded machine, short enough that a hung server fails the test. */
const REQUEST_TIMEOUT_MS = 20_000;

async function post(base: string, path: string, body: unknown) {
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { status: response.status, text };
  } catch {
    return { status: 0, text: '' };
  }
}

/** A search of the docs_en index as the modal sends it, with clickAnalytics and the token. */
export async function search(
  base: string,
  query: string,
  userToken: string,
): Promise<{ status: number; queryID?: string; nbHits?: number }> {
  const { status, text } = await post(base, `/1/indexes/*/queries?${credentials}`, {
    requests: [{ ...docsearchQuery(query, 'docs_en'), clickAnalytics: true, userToken }],
  });
  if (status !== 200) return { status };
  const result = JSON.parse(text).results[0] as { queryID?: string; nbHits?: number };
  return { status, queryID: result.queryID, nbHits: result.nbHits };
}

/** Insights events of one reader: a view, and a click on the first hit when a queryID is given. */
export async function sendEvents(
  base: string,
  userToken: string,
  queryID?: string,
  objectID = 'a',
): Promise<{ status: number; events: number }> {
  const events: Record<string, unknown>[] = [
    {
      eventType: 'view',
      eventName: 'Items Viewed',
      index: 'docs_en',
      userToken,
      objectIDs: [objectID],
    },
  ];
  if (queryID) {
    events.push({
      eventType: 'click',
      eventName: 'Item Selected',
      index: 'docs_en',
      userToken,
      queryID,
      objectIDs: ['a'],
      positions: [1],
    });
  }
  const { status } = await post(base, `/1/events?${credentials}`, { events });
  return { status, events: events.length };
}

/** A "Was this page helpful?" answer, or its comment (same id). */
export async function sendFeedback(
  base: string,
  feedback: { id: string; helpful: boolean; comment?: string; userToken?: string },
): Promise<number> {
  return (await post(base, '/api/feedback', { path: '/guide/start/introduction', ...feedback }))
    .status;
}

export type Kind = 'searches' | 'events' | 'feedback';
export const KINDS: readonly Kind[] = ['searches', 'events', 'feedback'];

/** The analytics figures of one server's /metrics, summed over labels. */
export interface ServerCounts {
  accepted: Record<Kind, number>;
  written: Record<Kind, number>;
  dropped: Record<Kind, number>;
  /** Drops by reason, all kinds together. */
  droppedBy: Record<string, number>;
  queue: number;
  up: number;
  retentionRuns: number;
  retentionDeleted: number;
}

/** Parses Prometheus text: `name{labels} value` lines of one metric. */
export function samples(text: string, name: string): { labels: string; value: number }[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => ({
      labels: line.slice(name.length, line.lastIndexOf(' ')),
      value: Number(line.slice(line.lastIndexOf(' ') + 1)),
    }));
}

export function countsOf(text: string): ServerCounts {
  const byKind = (name: string) =>
    Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        samples(text, name)
          .filter((sample) => sample.labels.includes(`kind="${kind}"`))
          .reduce((sum, sample) => sum + sample.value, 0),
      ]),
    ) as Record<Kind, number>;
  const droppedBy: Record<string, number> = {};
  for (const sample of samples(text, 'analytics_records_dropped_total')) {
    const reason = /reason="([^"]+)"/.exec(sample.labels)?.[1] ?? '';
    droppedBy[reason] = (droppedBy[reason] ?? 0) + sample.value;
  }
  const one = (name: string) => samples(text, name)[0]?.value ?? Number.NaN;
  return {
    accepted: byKind('analytics_records_accepted_total'),
    written: byKind('analytics_records_written_total'),
    dropped: byKind('analytics_records_dropped_total'),
    droppedBy,
    queue: one('analytics_queue_depth'),
    up: one('analytics_store_up'),
    retentionRuns: one('analytics_retention_runs_total'),
    retentionDeleted: one('analytics_retention_deleted_total'),
  };
}

/** A server's counts from its /metrics. */
export async function readCounts(base: string, token: string): Promise<ServerCounts> {
  const response = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  return countsOf(await response.text());
}

/** Every record accepted is written or dropped, and none waits: the server is done writing. */
export function settled(counts: ServerCounts): boolean {
  return (
    counts.queue === 0 &&
    KINDS.every((kind) => counts.written[kind] + counts.dropped[kind] === counts.accepted[kind])
  );
}

/** What one reader's traffic got answered: records acknowledged (200) and requests unanswered. */
export interface Traffic {
  acknowledged: Record<Kind, number>;
  /** Requests that got no answer (the server went away meanwhile): stored or not, unknown. */
  unanswered: Record<Kind, number>;
  /** Searches answered with something else than 200 and hits, by a server that was up. */
  searchFailures: number;
  rounds: number;
}

/**
 * A reader at work on one server, one round after the other: a search with clickAnalytics,
 * a view event of an object ID of its own (so that a duplicate shows), a feedback answer. At
 * most `rounds` rounds; stops early when `stop()` says so or the server stops answering.
 */
export async function readerTraffic(
  base: string,
  userToken: string,
  options: { rounds: number; stop?: () => boolean },
): Promise<Traffic> {
  const traffic: Traffic = {
    acknowledged: { searches: 0, events: 0, feedback: 0 },
    unanswered: { searches: 0, events: 0, feedback: 0 },
    searchFailures: 0,
    rounds: 0,
  };
  for (let round = 0; round < options.rounds && !options.stop?.(); round++) {
    const found = await search(base, 'sidebar', userToken);
    if (found.status === 0) {
      traffic.unanswered.searches += 1;
      break;
    }
    if (found.status === 200 && found.queryID && (found.nbHits ?? 0) > 0) {
      traffic.acknowledged.searches += 1;
    } else traffic.searchFailures += 1;
    const events = await sendEvents(base, userToken, undefined, `${userToken}-${round}`);
    if (events.status === 0) {
      traffic.unanswered.events += events.events;
      break;
    }
    if (events.status === 200) traffic.acknowledged.events += events.events;
    const status = await sendFeedback(base, { id: crypto.randomUUID(), helpful: true, userToken });
    if (status === 0) {
      traffic.unanswered.feedback += 1;
      break;
    }
    if (status === 200) traffic.acknowledged.feedback += 1;
    traffic.rounds += 1;
  }
  return traffic;
}

/** Polls a server's /metrics (at most `attempts` times) until it has written or dropped all. */
export async function untilSettled(
  base: string,
  token: string,
  attempts = 300,
): Promise<ServerCounts> {
  let counts: ServerCounts | undefined;
  for (let attempt = 0; attempt < attempts; attempt++) {
    counts = await readCounts(base, token);
    if (settled(counts)) return counts;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not finish writing: ${JSON.stringify(counts)}`);
}
