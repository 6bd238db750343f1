import type { Database, Queryable } from '~/server/db/database.server'

/** A database the analytics write through: queries and transactions (the server's, or a bench's). */
export type Transactional = Pick<Database, 'query' | 'transaction'>

/**
 * The figures of the days not rolled up yet (today), kept up to date as events are stored
 * (migration 0014), so the dashboard reads a few hundred rows instead of counting today's raw
 * events. Exact: they equal what the day's roll-up (dailyFiguresSql) computes from the same events.
 *
 * - total, page, device, country: counters per (day, dimension, value), added per batch; a visitor
 *   counts once per value (analytics_live_visitors: inserted unless there, the new ones added).
 * - source, campaign: they depend on the visit's landing (its first view), which a later batch can
 *   still move earlier (two instances, a batch kept while the database was down). So each visit is
 *   kept (analytics_visits: its landing, the earliest view, kept as a minimum, and its events by
 *   kind), with the events that can count under a source or campaign of their own
 *   (analytics_visit_parts: those other than views, and views with a campaign), and the dashboard
 *   groups them when it reads: about one row per visitor.
 *
 * Every write is an upsert that adds or keeps a minimum, so batches give the same figures in any
 * order and from any number of instances. Rows are written in key order, so two batches never wait
 * on each other crosswise.
 */

/** Held shared by every batch, exclusively by a rebuild (so a rebuild never sees half a batch). */
const LIVE_LOCK = 727275
/** The longest a statement of the analytics job (a rebuild, a day's roll-up) may run. */
export const JOB_TIMEOUT_MS = 300_000

const EVENT_COLUMNS = `at, day, kind, path, referrer_host, utm_source, utm_medium, utm_campaign, country, device, visitor`

/** A batch's events by kind. */
const COUNTS = `count(*) FILTER (WHERE kind = 'view') AS views,
  count(*) FILTER (WHERE kind = 'contact_open') AS contact_opens,
  count(*) FILTER (WHERE kind = 'lead') AS leads, count(*) FILTER (WHERE kind = 'signup') AS signups`

/** The figures' columns in analytics_daily's order, summed over `table`'s rows. */
const SUMS = (table: string, visitors: string) =>
  `sum(${table}.views)::int AS views, ${visitors}::int AS visitors, sum(${table}.contact_opens)::int AS contact_opens,
   sum(${table}.leads)::int AS leads, sum(${table}.signups)::int AS signups`

/** An upsert's SET that adds the batch's counts to the row's. */
const ADD_COUNTS = (table: string) =>
  ['views', 'contact_opens', 'leads', 'signups']
    .map((name) => `${name} = ${table}.${name} + excluded.${name}`)
    .join(', ')

/** The batch brings a first view earlier than the visit's landing (or the visit's first view). */
const EARLIER_LANDING = `(excluded.at IS NOT NULL AND (analytics_visits.at IS NULL
  OR (excluded.at, excluded.source, excluded.campaign) < (analytics_visits.at, analytics_visits.source, analytics_visits.campaign)))`

/**
 * One statement that adds the events `batch` yields (a SELECT, or an INSERT ... RETURNING of the
 * events being stored) to the live figures. The same SQL stores a batch and rebuilds a day.
 */
function addToLiveSql(batch: string): string {
  return `
    WITH b AS (${batch}),
    d AS (
      SELECT b.day, b.kind, b.visitor, v.dimension, v.value
      FROM b CROSS JOIN LATERAL (VALUES ('total', ''), ('page', b.path), ('device', b.device),
                                        ('country', coalesce(b.country, ''))) AS v(dimension, value)
    ),
    joined AS (
      INSERT INTO analytics_live_visitors (day, dimension, value, visitor)
      SELECT DISTINCT day, dimension, value, visitor FROM d WHERE kind = 'view' ORDER BY 1, 2, 3, 4
      ON CONFLICT DO NOTHING
      RETURNING day, dimension, value
    ),
    visits AS (
      INSERT INTO analytics_visits (day, visitor, at, source, campaign, views, contact_opens, leads, signups)
      SELECT c.day, c.visitor, f.at, f.source, f.campaign, c.views, c.contact_opens, c.leads, c.signups
      FROM (SELECT day, visitor, ${COUNTS} FROM b GROUP BY 1, 2) AS c
      LEFT JOIN (
        SELECT DISTINCT ON (day, visitor) day, visitor, at, coalesce(referrer_host, '') AS source,
               coalesce(utm_campaign, '') AS campaign
        FROM b WHERE kind = 'view' ORDER BY day, visitor, at, 4, 5
      ) AS f USING (day, visitor)
      ORDER BY 1, 2
      ON CONFLICT (day, visitor) DO UPDATE SET
        ${ADD_COUNTS('analytics_visits')},
        at = CASE WHEN ${EARLIER_LANDING} THEN excluded.at ELSE analytics_visits.at END,
        source = CASE WHEN ${EARLIER_LANDING} THEN excluded.source ELSE analytics_visits.source END,
        campaign = CASE WHEN ${EARLIER_LANDING} THEN excluded.campaign ELSE analytics_visits.campaign END
    ),
    parts AS (
      INSERT INTO analytics_visit_parts (day, visitor, source, campaign, views, contact_opens, leads, signups)
      SELECT day, visitor, coalesce(referrer_host, ''), coalesce(utm_campaign, ''), ${COUNTS}
      FROM b WHERE kind <> 'view' OR coalesce(utm_campaign, '') <> ''
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, visitor, source, campaign) DO UPDATE SET ${ADD_COUNTS('analytics_visit_parts')}
    )
    INSERT INTO analytics_live (day, dimension, value, views, visitors, contact_opens, leads, signups)
    SELECT c.day, c.dimension, c.value, c.views, coalesce(j.n, 0), c.contact_opens, c.leads, c.signups
    FROM (SELECT day, dimension, value, ${COUNTS} FROM d GROUP BY 1, 2, 3) AS c
    LEFT JOIN (SELECT day, dimension, value, count(*) AS n FROM joined GROUP BY 1, 2, 3) AS j
      USING (day, dimension, value)
    ORDER BY 1, 2, 3
    ON CONFLICT (day, dimension, value) DO UPDATE SET
      visitors = analytics_live.visitors + excluded.visitors, ${ADD_COUNTS('analytics_live')}`
}

/** The event columns as arrays, in EVENT_COLUMNS' order, for one unnest (no parameter limit). */
export interface EventArrays {
  at: string[]
  day: string[]
  kind: string[]
  path: string[]
  referrerHost: (string | null)[]
  utmSource: (string | null)[]
  utmMedium: (string | null)[]
  utmCampaign: (string | null)[]
  country: (string | null)[]
  device: string[]
  visitor: string[]
}

const INSERT_EVENTS_SQL = addToLiveSql(`
  INSERT INTO analytics_events (${EVENT_COLUMNS})
  SELECT * FROM unnest($1::timestamptz[], $2::date[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                       $8::text[], $9::text[], $10::text[], $11::text[])
  RETURNING ${EVENT_COLUMNS}`)

const REBUILD_DAY_SQL = addToLiveSql(`SELECT ${EVENT_COLUMNS} FROM analytics_events WHERE day = $1`)

const LIVE_TABLES = ['analytics_live', 'analytics_live_visitors', 'analytics_visits', 'analytics_visit_parts']

/** Stores events and adds them to the live figures: call inside the batch's transaction. */
export async function insertEvents(tx: Queryable, events: EventArrays): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock_shared($1)', [LIVE_LOCK])
  await tx.query(INSERT_EVENTS_SQL, [
    events.at,
    events.day,
    events.kind,
    events.path,
    events.referrerHost,
    events.utmSource,
    events.utmMedium,
    events.utmCampaign,
    events.country,
    events.device,
    events.visitor,
  ])
}

/** Deletes the live figures of one day (in the roll-up's transaction) or of every day up to one. */
export async function deleteLiveFigures(tx: Queryable, days: { day: string } | { upTo: string }): Promise<void> {
  const [condition, day] = 'day' in days ? ['day = $1', days.day] : ['day <= $1', days.upTo]
  for (const table of LIVE_TABLES) await tx.query(`DELETE FROM ${table} WHERE ${condition}`, [day])
}

/**
 * The days after `after` (every day when null) whose live figures do not hold all their stored
 * events: events stored another way (before migration 0014, by an instance of an older release
 * during a rolling deploy, a bulk load). One statement, so one snapshot: a batch's events and its
 * live figures are committed together, so they are seen together.
 */
export async function daysOutOfStep(db: Queryable, after: string | null): Promise<string[]> {
  const { rows } = await db.query<{ day: string }>(
    `SELECT day::text AS day
     FROM (SELECT day, count(*) AS n FROM analytics_events WHERE day > $1 GROUP BY day) AS e
     FULL JOIN (
       SELECT day, views + contact_opens + leads + signups AS n FROM analytics_live
       WHERE dimension = 'total' AND day > $1
     ) AS l USING (day)
     WHERE coalesce(e.n, 0) <> coalesce(l.n, 0)
     ORDER BY day`,
    [after ?? '-infinity'],
  )
  return rows.map((row) => row.day)
}

/**
 * Recomputes one day's live figures from its raw events, no batch in between (batches wait, or
 * fail and are kept for their next try). A background job's statements, allowed longer than a
 * request's (a few seconds at 100,000 events: npm run bench:analytics).
 */
export async function rebuildLiveDay(db: Transactional, day: string): Promise<void> {
  await db.transaction(
    async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LIVE_LOCK])
      await deleteLiveFigures(tx, { day })
      await tx.query(REBUILD_DAY_SQL, [day])
    },
    { timeoutMs: JOB_TIMEOUT_MS },
  )
}

/**
 * The live figures of the days from..to, in the shape of analytics_daily's rows (per day, dimension
 * and value; several rows can share one, to be added up), the source and campaign of every event
 * being its visit's, as the roll-up gives them: the landing's referrer host, else (no view that day)
 * the event's own; the landing's campaign, else the event's own. Campaign '' (none) is left out.
 * Three disjoint parts, so their visitors add up: the counters; the visits with a landing, one row
 * each; and the events that count under their own source or campaign.
 */
export const LIVE_FIGURES_SQL = `
  SELECT day::text AS day, dimension, value, views, visitors, contact_opens, leads, signups
  FROM analytics_live WHERE day BETWEEN $1 AND $2
  UNION ALL
  SELECT v.day::text AS day, d.dimension, d.value, ${SUMS('v', 'count(*)')}
  FROM analytics_visits v
  CROSS JOIN LATERAL (VALUES ('source', v.source), ('campaign', nullif(v.campaign, ''))) AS d(dimension, value)
  WHERE v.day BETWEEN $1 AND $2 AND v.at IS NOT NULL AND d.value IS NOT NULL
  GROUP BY v.day, d.dimension, d.value
  UNION ALL
  SELECT p.day::text AS day, d.dimension, d.value,
         ${SUMS('p', 'count(DISTINCT p.visitor) FILTER (WHERE p.views > 0)')}
  FROM analytics_visit_parts p
  JOIN analytics_visits v ON v.day = p.day AND v.visitor = p.visitor
  CROSS JOIN LATERAL (VALUES ('source', CASE WHEN v.at IS NULL THEN p.source END),
                             ('campaign', CASE WHEN coalesce(v.campaign, '') = '' THEN nullif(p.campaign, '') END))
    AS d(dimension, value)
  WHERE p.day BETWEEN $1 AND $2 AND d.value IS NOT NULL
  GROUP BY p.day, d.dimension, d.value`
