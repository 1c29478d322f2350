import type { Database } from './db.ts';

/**
 * The analytics schema, one numbered step at a time. A step is never edited once released: a
 * change is a new step. `migrate` applies the missing ones in order, each in a transaction,
 * under an advisory lock so that several servers starting on one database apply each step once.
 */
export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'searches, events and page feedback',
    sql: `
      -- One row per search answered with a queryID (clickAnalytics): every keystroke of a reader.
      -- settled: NULL until the settle step has looked at the search (see settle.ts).
      CREATE TABLE analytics_searches (
        query_id text PRIMARY KEY,
        at timestamptz NOT NULL,
        index_name text NOT NULL,
        lang text NOT NULL,
        query text NOT NULL,
        nb_hits integer NOT NULL,
        user_token text,
        settled boolean
      );
      CREATE INDEX analytics_searches_at ON analytics_searches (at);
      CREATE INDEX analytics_searches_unsettled ON analytics_searches (at) WHERE settled IS NULL;

      -- Insights events (click, view, conversion) as received, at most 20 object IDs each.
      CREATE TABLE analytics_events (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL,
        event_type text NOT NULL,
        event_name text NOT NULL,
        index_name text NOT NULL,
        lang text NOT NULL,
        user_token text NOT NULL,
        query_id text,
        object_ids jsonb NOT NULL,
        positions jsonb
      );
      CREATE INDEX analytics_events_at ON analytics_events (at);
      CREATE INDEX analytics_events_query ON analytics_events (query_id) WHERE query_id IS NOT NULL;

      -- "Was this page helpful?": one row per answer; a comment sent after the vote updates it.
      CREATE TABLE analytics_feedback (
        id text PRIMARY KEY,
        at timestamptz NOT NULL,
        lang text NOT NULL,
        path text NOT NULL,
        helpful boolean NOT NULL,
        comment text,
        user_token text
      );
      CREATE INDEX analytics_feedback_at ON analytics_feedback (at);
    `,
  },
  {
    version: 2,
    name: 'when retention last ran, shared by every server',
    sql: `
      -- One row per periodic task. A server runs the task only if it can move last_run forward
      -- past the task's period (one UPDATE, whose row lock makes the others wait and then see
      -- the new time): with several servers on one database, the task runs once a period.
      CREATE TABLE IF NOT EXISTS analytics_maintenance (
        task text PRIMARY KEY,
        last_run timestamptz NOT NULL
      );
      INSERT INTO analytics_maintenance (task, last_run) VALUES ('retention', '-infinity')
        ON CONFLICT (task) DO NOTHING;
    `,
  },
];

/** An arbitrary constant: the key of the advisory lock migrations hold. */
const MIGRATION_LOCK = 7_301_452_118;

/** Applies the missing migrations; answers the versions it applied. */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS analytics_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM analytics_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: number[] = [];
    for (const step of MIGRATIONS) {
      if (done.has(step.version)) continue;
      await tx.exec(step.sql);
      await tx.query('INSERT INTO analytics_migrations (version, name) VALUES ($1, $2)', [
        step.version,
        step.name,
      ]);
      applied.push(step.version);
    }
    return applied;
  });
}
