import type { SearchAnalyticsRecord } from '../../search/protocol/api.ts';
import type { Database, Transaction } from './db.ts';
import { migrate } from './migrations.ts';
import { CHAIN_GAP_MS, type SearchForSettling, settle } from './settle.ts';
import { type InsightsEvent, isStorableText, type PageFeedback } from './validate.ts';

export interface StoreLogger {
  warn(object: object, message: string): void;
  info?(object: object, message: string): void;
}

export type RecordKind = 'searches' | 'events' | 'feedback';
export const RECORD_KINDS: readonly RecordKind[] = ['searches', 'events', 'feedback'];

/**
 * Why a record accepted by the server was not stored:
 *
 * - `invalid`: it holds what PostgreSQL cannot store (checked again before writing);
 * - `rejected`: the database refused that row (a data or constraint error), the rest of its
 *   batch was written row by row;
 * - `unavailable`: the database did not answer (connection refused or lost, timeout);
 * - `queue_full`: more records waited than `maxQueued` (the database slower than the traffic);
 * - `shutdown`: still queued when the server stopped with the database away;
 * - `quota_client`, `quota_total`: searches past the daily quota of their client or of all
 *   clients (events and feedback past it are refused with 429, never accepted).
 */
export type DropReason =
  | 'invalid'
  | 'rejected'
  | 'unavailable'
  | 'queue_full'
  | 'shutdown'
  | 'quota_client'
  | 'quota_total';
export const DROP_REASONS: readonly DropReason[] = [
  'invalid',
  'rejected',
  'unavailable',
  'queue_full',
  'shutdown',
  'quota_client',
  'quota_total',
];

/** Why records were refused at the door (answered 403 or 429, or a search not recorded). */
export type RefusalReason = 'origin' | 'quota_client' | 'quota_total';
export const REFUSAL_REASONS: readonly RefusalReason[] = ['origin', 'quota_client', 'quota_total'];

/** What the store did since it started, per kind of record. */
export interface StoreStats {
  refused: Record<RefusalReason, Record<RecordKind, number>>;
  accepted: Record<RecordKind, number>;
  written: Record<RecordKind, number>;
  dropped: Record<DropReason, Record<RecordKind, number>>;
  pending: number;
  /** Whether the last write or migration reached the database; null before the first. */
  up: boolean | null;
  /** When the store started counting (ISO). */
  since: string;
  /** Retention passes this server ran (the other servers on the database ran the rest). */
  retention: { runs: number; deleted: number };
}

export interface StoreOptions {
  /** How often queued records are written (ms); default 1000. */
  flushMs?: number;
  /** Records written per statement; default 500. A full queue of one kind is written at once. */
  batchSize?: number;
  /** Records kept in memory while the database is slow or away; beyond, new ones are dropped. */
  maxQueued?: number;
  /** Days records are kept; default 90. */
  retentionDays?: number;
  /**
   * How old a search must be before it is settled (ms); default 10 s: the longest pause of a
   * typing run plus the time a search takes to reach the database from any server.
   */
  settleDelayMs?: number;
  /**
   * How often searches are settled and old records deleted (ms); default 60 s. With several
   * servers on one database, retention runs once in each such period, by one of them.
   */
  maintenanceMs?: number;
  logger?: StoreLogger;
  /** The clock (tests). */
  now?: () => number;
}

type Kind = RecordKind;
interface Queued {
  searches: (SearchAnalyticsRecord & { at: number })[];
  events: (InsightsEvent & { at: number })[];
  feedback: (PageFeedback & { at: number })[];
}

const DAY_MS = 86_400_000;
/** Warnings about lost records: at most one a minute. */
const WARN_EVERY_MS = 60_000;
const MAX_INT4 = 2_147_483_647;
/** Keys of the advisory locks (arbitrary constants, beside the migrations' 7_301_452_118). */
const SETTLE_LOCK = 7_301_452_119;
const RETENTION_LOCK = 7_301_452_120;
/**
 * Retention runs when the last run, by any server, is older than this share of the period: the
 * servers' timers are not in step, and one that fires a little early must not run it again.
 */
const RETENTION_PERIOD_SHARE = 0.9;

const zero = (): Record<RecordKind, number> => ({ searches: 0, events: 0, feedback: 0 });

/**
 * SQLSTATE classes of errors that belong to a row, not to the database: data exceptions (22:
 * a value out of range, text it cannot encode), integrity constraints (23) and program limits
 * (54: a row too large to index). Anything else (no code, connection errors, 08, 57) means the
 * database is away.
 */
export function isRowError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}

function storableText(value: string | null): boolean {
  return value === null || isStorableText(value);
}
const storableInt = (value: number, min = 0) =>
  Number.isInteger(value) && value >= min && value <= MAX_INT4;

/** Whether PostgreSQL can store the record as it is; validate.ts refuses the rest at the door. */
function storable(kind: Kind, record: Queued[Kind][number]): boolean {
  if (!Number.isFinite(record.at)) return false;
  if (kind === 'searches') {
    const row = record as Queued['searches'][number];
    return (
      [row.queryID, row.indexName, row.lang, row.query, row.userToken].every(storableText) &&
      storableInt(row.nbHits)
    );
  }
  if (kind === 'events') {
    const row = record as Queued['events'][number];
    return (
      [row.eventType, row.eventName, row.index, row.lang, row.userToken, row.queryID].every(
        storableText,
      ) &&
      row.objectIDs.every(storableText) &&
      (row.positions ?? []).every((position) => storableInt(position, 1))
    );
  }
  const row = record as Queued['feedback'][number];
  return [row.id, row.lang, row.path, row.comment, row.userToken].every(storableText);
}

/**
 * The analytics store. Requests only queue records (no I/O on the request path); a timer writes
 * them in batches, one statement per kind. When the database fails, the batch is dropped and a
 * warning logged: search never waits for, nor fails because of, the database. Every minute the
 * store settles searches old enough (settle.ts) and deletes records past the retention.
 */
export class AnalyticsStore {
  private queue: Queued = { searches: [], events: [], feedback: [] };
  private ready: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private maintenanceTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private lastWarning = Number.NEGATIVE_INFINITY;
  private lastRowWarning = Number.NEGATIVE_INFINITY;
  private dropped = 0;
  private closed = false;
  private writing = false;
  private readonly accepted = zero();
  private readonly refused = Object.fromEntries(
    REFUSAL_REASONS.map((reason) => [reason, zero()]),
  ) as Record<RefusalReason, Record<RecordKind, number>>;
  private readonly written = zero();
  private readonly drops = Object.fromEntries(
    DROP_REASONS.map((reason) => [reason, zero()]),
  ) as Record<DropReason, Record<RecordKind, number>>;
  private up: boolean | null = null;
  private readonly startedAt = new Date().toISOString();
  private readonly retention = { runs: 0, deleted: 0 };
  private downSince = 0;
  /** Drops counted while the database was away, reported when it answers again. */
  private dropsWhileDown = 0;
  readonly retentionDays: number;
  private readonly flushMs: number;
  private readonly batchSize: number;
  private readonly maxQueued: number;
  private readonly settleDelayMs: number;
  private readonly maintenanceMs: number;
  private readonly now: () => number;

  constructor(
    readonly db: Database,
    private readonly options: StoreOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 1000;
    this.batchSize = options.batchSize ?? 500;
    this.maxQueued = options.maxQueued ?? 100_000;
    this.retentionDays = options.retentionDays ?? 90;
    this.settleDelayMs = options.settleDelayMs ?? 10_000;
    this.maintenanceMs = options.maintenanceMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Migrates the schema (retried at the next flush if the database is away) and starts the timers. */
  start(): Promise<void> {
    // A tick while a write is still going (a slow database) waits for the next one.
    this.timer = setInterval(() => {
      if (!this.writing) void this.flush();
    }, this.flushMs);
    this.timer.unref();
    this.maintenanceTimer = setInterval(() => void this.maintain(), this.maintenanceMs);
    this.maintenanceTimer.unref();
    return this.ensureReady().then(
      () => {
        this.markUp();
        return this.maintain();
      },
      (error) => this.markDown(error),
    );
  }

  private ensureReady(): Promise<void> {
    if (!this.ready) {
      this.ready = migrate(this.db).then(() => undefined);
      this.ready.catch(() => {
        this.ready = null;
      });
    }
    return this.ready;
  }

  private warn(error: unknown, message: string) {
    const now = this.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.options.logger?.warn(
      { err: error instanceof Error ? { message: error.message } : error, dropped: this.dropped },
      message,
    );
  }

  /** The database answered: says so once if it had been away. */
  private markUp() {
    if (this.up === false) {
      // A warning, as its outage was: both show at the server's default log level.
      this.options.logger?.warn(
        {
          awaySeconds: Math.round((this.now() - this.downSince) / 1000),
          droppedWhileAway: this.dropsWhileDown,
          droppedInAll: this.dropped,
        },
        'analytics database available again: records are stored again',
      );
    }
    this.up = true;
    this.dropsWhileDown = 0;
  }

  /** The database did not answer: says so at once the first time, then once a minute. */
  private markDown(error: unknown) {
    if (this.up !== false) {
      this.up = false;
      this.downSince = this.now();
      this.lastWarning = Number.NEGATIVE_INFINITY;
    }
    this.warn(
      error,
      'analytics database unavailable: records dropped (counted by reason) until it answers',
    );
  }

  private count(kind: Kind, reason: DropReason, n: number) {
    if (n <= 0) return;
    this.drops[reason][kind] += n;
    this.dropped += n;
    if (this.up === false) this.dropsWhileDown += n;
  }

  /**
   * Counts records accepted by the server and dropped before the queue (a search past the daily
   * quota): they count as accepted and dropped, so that accepted = written + dropped + pending.
   */
  /** Counts records refused at the door (never accepted): for the metrics. */
  refuse(kind: Kind, reason: RefusalReason, n = 1): void {
    this.refused[reason][kind] += n;
  }

  dropAccepted(kind: Kind, reason: DropReason, n = 1): void {
    this.accepted[kind] += n;
    this.count(kind, reason, n);
  }

  private push<K extends Kind>(kind: K, records: Queued[K]) {
    this.accepted[kind] += records.length;
    if (this.closed) {
      this.count(kind, 'shutdown', records.length);
      return;
    }
    const size = this.queue.searches.length + this.queue.events.length + this.queue.feedback.length;
    const room = this.maxQueued - size;
    if (room < records.length) {
      this.count(kind, 'queue_full', records.length - Math.max(room, 0));
      this.warn(
        null,
        'analytics queue full: records dropped (the database is slower than the traffic)',
      );
    }
    if (room <= 0) return;
    (this.queue[kind] as unknown[]).push(...records.slice(0, room));
  }

  recordSearch(search: SearchAnalyticsRecord): void {
    this.push('searches', [{ ...search, at: this.now() }]);
  }

  recordEvents(events: InsightsEvent[]): void {
    const at = this.now();
    this.push(
      'events',
      events.map((event) => ({ ...event, at })),
    );
  }

  recordFeedback(feedback: PageFeedback): void {
    this.push('feedback', [{ ...feedback, at: this.now() }]);
  }

  /** Records waiting to be written. */
  get pending(): number {
    return this.queue.searches.length + this.queue.events.length + this.queue.feedback.length;
  }

  /** Records dropped since the start, whatever the reason. */
  get droppedCount(): number {
    return this.dropped;
  }

  /** Records accepted, written and dropped (by reason) since the start; a copy. */
  stats(): StoreStats {
    return {
      refused: Object.fromEntries(
        REFUSAL_REASONS.map((reason) => [reason, { ...this.refused[reason] }]),
      ) as StoreStats['refused'],
      accepted: { ...this.accepted },
      written: { ...this.written },
      dropped: Object.fromEntries(
        DROP_REASONS.map((reason) => [reason, { ...this.drops[reason] }]),
      ) as StoreStats['dropped'],
      pending: this.pending,
      up: this.up,
      since: this.startedAt,
      retention: { ...this.retention },
    };
  }

  /** Writes what is queued; resolves once written (or dropped). Never rejects. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeQueued());
    return this.flushing;
  }

  private async writeQueued(): Promise<void> {
    if (this.pending === 0) return;
    const queued = this.queue;
    this.queue = { searches: [], events: [], feedback: [] };
    this.writing = true;
    // Records written or dropped so far, kind by kind: the rest is dropped as `unavailable` if
    // the database goes away.
    const settled = zero();
    try {
      await this.ensureReady();
      for (const kind of RECORD_KINDS) {
        const rows = queued[kind] as Queued[Kind];
        const good = (rows as Queued[Kind][number][]).filter((row) => storable(kind, row));
        this.count(kind, 'invalid', rows.length - good.length);
        settled[kind] += rows.length - good.length;
        // Feedback in one statement: a comment and its vote (same id) must meet in one batch.
        const size = kind === 'feedback' ? Math.max(good.length, 1) : this.batchSize;
        for (let i = 0; i < good.length; i += size) {
          await this.writeBatch(kind, good.slice(i, i + size) as Queued[Kind], settled);
        }
      }
      this.markUp();
    } catch (error) {
      this.markDown(error);
      for (const kind of RECORD_KINDS) {
        this.count(kind, 'unavailable', queued[kind].length - settled[kind]);
      }
    } finally {
      this.writing = false;
    }
  }

  private writeRows(kind: Kind, rows: Queued[Kind]): Promise<void> {
    if (kind === 'searches') return this.writeSearches(rows as Queued['searches']);
    if (kind === 'events') return this.writeEvents(rows as Queued['events']);
    return this.writeFeedback(rows as Queued['feedback']);
  }

  /**
   * Writes one batch; when the database refuses it for a row's sake (isRowError), writes it row
   * by row and drops only the rows it refuses (`rejected`). Adds the records written or dropped
   * to `settled`; throws when the database is away.
   */
  private async writeBatch(kind: Kind, rows: Queued[Kind], settled: Record<Kind, number>) {
    try {
      await this.writeRows(kind, rows);
      this.written[kind] += rows.length;
      settled[kind] += rows.length;
      return;
    } catch (error) {
      if (!isRowError(error)) throw error;
    }
    for (const row of rows) {
      try {
        await this.writeRows(kind, [row] as Queued[Kind]);
        this.written[kind] += 1;
      } catch (error) {
        if (!isRowError(error)) throw error;
        this.rejectRow(kind, error);
      }
      settled[kind] += 1;
    }
  }

  private rejectRow(kind: Kind, error: unknown) {
    this.count(kind, 'rejected', 1);
    const now = this.now();
    if (now - this.lastRowWarning < WARN_EVERY_MS) return;
    this.lastRowWarning = now;
    this.options.logger?.warn(
      {
        err: error instanceof Error ? { message: error.message } : error,
        kind,
        rejected: this.drops.rejected[kind],
      },
      'analytics record refused by the database: dropped, the rest of its batch written',
    );
  }

  private async writeSearches(rows: Queued['searches']) {
    await this.db.query(
      `INSERT INTO analytics_searches (query_id, at, index_name, lang, query, nb_hits, user_token)
       SELECT r.query_id, to_timestamp(r.at / 1000.0), r.index_name, r.lang, r.query, r.nb_hits, r.user_token
       FROM jsonb_to_recordset($1::jsonb) AS r(query_id text, at double precision, index_name text,
         lang text, query text, nb_hits integer, user_token text)
       ON CONFLICT (query_id) DO NOTHING`,
      [
        JSON.stringify(
          rows.map((row) => ({
            query_id: row.queryID,
            at: row.at,
            index_name: row.indexName,
            lang: row.lang,
            query: row.query,
            nb_hits: row.nbHits,
            user_token: row.userToken,
          })),
        ),
      ],
    );
  }

  private async writeEvents(rows: Queued['events']) {
    await this.db.query(
      `INSERT INTO analytics_events (at, event_type, event_name, index_name, lang, user_token, query_id, object_ids, positions)
       SELECT to_timestamp(r.at / 1000.0), r.event_type, r.event_name, r.index_name, r.lang, r.user_token,
         r.query_id, r.object_ids, r.positions
       FROM jsonb_to_recordset($1::jsonb) AS r(at double precision, event_type text, event_name text,
         index_name text, lang text, user_token text, query_id text, object_ids jsonb, positions jsonb)`,
      [
        JSON.stringify(
          rows.map((row) => ({
            at: row.at,
            event_type: row.eventType,
            event_name: row.eventName,
            index_name: row.index,
            lang: row.lang,
            user_token: row.userToken,
            query_id: row.queryID,
            object_ids: row.objectIDs,
            positions: row.positions,
          })),
        ),
      ],
    );
  }

  private async writeFeedback(rows: Queued['feedback']) {
    // The vote and a later comment share an id; one statement may touch a row only once.
    const latest = new Map(rows.map((row) => [row.id, row]));
    await this.db.query(
      `INSERT INTO analytics_feedback (id, at, lang, path, helpful, comment, user_token)
       SELECT r.id, to_timestamp(r.at / 1000.0), r.lang, r.path, r.helpful, r.comment, r.user_token
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, at double precision, lang text, path text,
         helpful boolean, comment text, user_token text)
       ON CONFLICT (id) DO UPDATE SET helpful = EXCLUDED.helpful,
         comment = COALESCE(EXCLUDED.comment, analytics_feedback.comment)
       WHERE analytics_feedback.path = EXCLUDED.path
         AND analytics_feedback.user_token IS NOT DISTINCT FROM EXCLUDED.user_token`,
      [
        JSON.stringify(
          [...latest.values()].map((row) => ({
            id: row.id,
            at: row.at,
            lang: row.lang,
            path: row.path,
            helpful: row.helpful,
            comment: row.comment,
            user_token: row.userToken,
          })),
        ),
      ],
    );
  }

  /**
   * Decides which searches are settled, for those older than the settle delay, a window of at
   * most a day at a time (see settle.ts). Answers how many were decided.
   */
  async settle(): Promise<number> {
    await this.ensureReady();
    // One server at a time: the others wait, then find the searches decided.
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SETTLE_LOCK]);
      return this.settleIn(tx);
    });
  }

  private async settleIn(tx: Transaction): Promise<number> {
    const cutoff = this.now() - this.settleDelayMs;
    let decided = 0;
    for (;;) {
      const [first] = await tx.query<{ first: number | null }>(
        `SELECT extract(epoch FROM min(at)) * 1000 AS first FROM analytics_searches
         WHERE settled IS NULL AND at < to_timestamp($1 / 1000.0)`,
        [cutoff],
      );
      if (!first || first.first === null) return decided;
      const upTo = Math.min(Number(first.first) + DAY_MS, cutoff);
      const rows = await tx.query<{
        query_id: string;
        at: number;
        index_name: string;
        query: string;
        user_token: string | null;
      }>(
        `SELECT query_id, extract(epoch FROM at) * 1000 AS at, index_name, query, user_token
         FROM analytics_searches
         WHERE settled IS NULL AND at < to_timestamp($1 / 1000.0)`,
        [upTo + CHAIN_GAP_MS],
      );
      const searches: SearchForSettling[] = rows.map((row) => ({
        queryId: row.query_id,
        at: Number(row.at),
        indexName: row.index_name,
        query: row.query,
        userToken: row.user_token,
      }));
      const flags = settle(searches, upTo);
      if (flags.size === 0) return decided;
      await tx.query(
        `UPDATE analytics_searches s SET settled = r.settled
         FROM jsonb_to_recordset($1::jsonb) AS r(query_id text, settled boolean)
         WHERE s.query_id = r.query_id`,
        [JSON.stringify([...flags].map(([query_id, settled]) => ({ query_id, settled })))],
      );
      decided += flags.size;
    }
  }

  /** Deletes records older than the retention, whenever asked; answers how many. */
  async purge(): Promise<number> {
    await this.ensureReady();
    const deleted = await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [RETENTION_LOCK]);
      return this.deleteExpired(tx);
    });
    this.countRetention(deleted);
    return deleted;
  }

  /**
   * Retention once a period across every server on the database: in one transaction, moves the
   * shared time of the last run forward if it is older than the period, then deletes. Another
   * server doing the same meanwhile waits on that row, then finds the new time and does
   * nothing; a failed run is rolled back whole and left to the next. Answers the records
   * deleted, or null when another server (or this one) ran it within the period.
   */
  async purgeIfDue(): Promise<number | null> {
    await this.ensureReady();
    const deleted = await this.db.transaction(async (tx) => {
      const claimed = await tx.query(
        `UPDATE analytics_maintenance SET last_run = now()
         WHERE task = 'retention' AND last_run <= now() - make_interval(secs => $1)
         RETURNING task`,
        [(this.maintenanceMs * RETENTION_PERIOD_SHARE) / 1000],
      );
      if (claimed.length === 0) return null;
      await tx.query('SELECT pg_advisory_xact_lock($1)', [RETENTION_LOCK]);
      return this.deleteExpired(tx);
    });
    if (deleted !== null) this.countRetention(deleted);
    return deleted;
  }

  private countRetention(deleted: number) {
    this.retention.runs += 1;
    this.retention.deleted += deleted;
    if (deleted > 0) {
      this.options.logger?.info?.(
        { deleted, retentionDays: this.retentionDays },
        'analytics retention: records past the retention deleted',
      );
    }
  }

  private async deleteExpired(tx: Transaction): Promise<number> {
    const before = this.now() - this.retentionDays * DAY_MS;
    let deleted = 0;
    for (const table of ['analytics_searches', 'analytics_events', 'analytics_feedback']) {
      const [row] = await tx.query<{ count: number }>(
        `WITH gone AS (DELETE FROM ${table} WHERE at < to_timestamp($1 / 1000.0) RETURNING 1)
         SELECT count(*)::integer AS count FROM gone`,
        [before],
      );
      deleted += row?.count ?? 0;
    }
    return deleted;
  }

  private async maintain(): Promise<void> {
    try {
      await this.settle();
      await this.purgeIfDue();
    } catch (error) {
      this.warn(error, 'analytics maintenance failed (settling searches, deleting old records)');
    }
  }

  /** Writes what is queued, stops the timers and closes the database. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.maintenanceTimer) clearInterval(this.maintenanceTimer);
    await this.flush();
    this.closed = true;
    if (this.dropped > 0) {
      this.options.logger?.warn(
        { dropped: this.stats().dropped, droppedInAll: this.dropped },
        'analytics store closed: records accepted and not stored since the start, by reason',
      );
    }
    await this.db.close().catch(() => {});
  }
}
