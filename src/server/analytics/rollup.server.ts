import type { Queryable } from '~/server/db/database.server'
import { logError } from '~/server/log.server'
import { istDay } from '~/server/admin/dashboard-stats.server'
import {
  JOB_TIMEOUT_MS,
  daysOutOfStep,
  deleteLiveFigures,
  rebuildLiveDay,
  type Transactional,
} from './live-figures.server'

/** Raw events are kept this many days; the daily roll-up is kept for good. */
export const RAW_RETENTION_DAYS = 90
/** A day is rolled up once it has been over this long (late beacons still in a batch). */
export const ROLL_UP_GRACE_MS = 10 * 60_000
/** How often the job looks for days to roll up. */
export const ROLL_UP_INTERVAL_MS = 15 * 60_000

const DAY_MS = 24 * 60 * 60_000

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The per-day figures of the events matched by `where` ($n parameters of the caller), grouped by
 * day, dimension and value, as a finished day is rolled up; the live figures of the days not
 * rolled up yet (live-figures.server.ts) equal what it computes from the same events. A
 * conversion's source and campaign are those of the visit: the visitor's first view of that day
 * (its referrer host and utm_campaign), else what the conversion itself carried (a lead's own UTM
 * fields). Two first views at the same instant: the lower source, then campaign, is the landing
 * (as the live figures keep it). `dimensions`: which of them to compute.
 */
export function dailyFiguresSql(where: string, dimensions: readonly string[]): string {
  const values: Record<string, string> = {
    total: `('total', '')`,
    page: `('page', t.path)`,
    source: `('source', t.source)`,
    campaign: `('campaign', t.campaign)`,
    device: `('device', t.device)`,
    country: `('country', t.country)`,
  }
  const lateral = dimensions.map((name) => values[name]).filter(Boolean)
  return `
    WITH e AS (SELECT * FROM analytics_events WHERE ${where}),
    landing AS (
      SELECT DISTINCT ON (day, visitor) day, visitor, coalesce(referrer_host, '') AS source,
             coalesce(utm_campaign, '') AS campaign
      FROM e WHERE kind = 'view' ORDER BY day, visitor, at, 3, 4
    ),
    t AS (
      SELECT e.day, e.kind, e.path, e.visitor, e.device, coalesce(e.country, '') AS country,
             coalesce(l.source, e.referrer_host, '') AS source,
             coalesce(nullif(l.campaign, ''), e.utm_campaign, '') AS campaign
      FROM e LEFT JOIN landing l ON l.day = e.day AND l.visitor = e.visitor
    )
    SELECT t.day::text AS day, d.dimension, d.value,
           count(*) FILTER (WHERE t.kind = 'view')::int AS views,
           count(DISTINCT t.visitor) FILTER (WHERE t.kind = 'view')::int AS visitors,
           count(*) FILTER (WHERE t.kind = 'contact_open')::int AS contact_opens,
           count(*) FILTER (WHERE t.kind = 'lead')::int AS leads,
           count(*) FILTER (WHERE t.kind = 'signup')::int AS signups
    FROM t CROSS JOIN LATERAL (VALUES ${lateral.join(', ')}) AS d(dimension, value)
    GROUP BY t.day, d.dimension, d.value`
}

export const ALL_DIMENSIONS = ['total', 'page', 'source', 'campaign', 'device', 'country'] as const

/** The last day rolled up, or null when none is. */
export async function lastRolledDay(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ day: string | null }>('SELECT max(day)::text AS day FROM analytics_rolled_days')
  return rows[0]?.day ?? null
}

/**
 * Rolls one finished day up (once: the day's row in analytics_rolled_days is taken in the same
 * transaction, so two instances never both do it) and deletes its live figures. Returns false
 * when it was already done.
 */
export async function rollUpDay(db: Transactional, day: string): Promise<boolean> {
  return db.transaction(
    async (tx) => {
      const { rows } = await tx.query<{ day: string }>(
        'INSERT INTO analytics_rolled_days (day) VALUES ($1) ON CONFLICT (day) DO NOTHING RETURNING day::text AS day',
        [day],
      )
      if (rows.length === 0) return false
      await tx.query(
        `INSERT INTO analytics_daily (day, dimension, value, views, visitors, contact_opens, leads, signups)
       SELECT day::date, dimension, value, views, visitors, contact_opens, leads, signups
       FROM (${dailyFiguresSql('day = $1', ALL_DIMENSIONS)}) AS figures`,
        [day],
      )
      await deleteLiveFigures(tx, { day })
      return true
    },
    { timeoutMs: JOB_TIMEOUT_MS },
  )
}

/**
 * The daily job: rolls up every finished day not rolled up yet (from the day after the last one,
 * or the first day with events), rebuilds the live figures of a day not rolled up whose stored
 * events they do not all hold (events stored another way: see daysOutOfStep), deletes raw events
 * older than the retention once their day is rolled up, and deletes the salts of past days (so no
 * past visitor key can be computed again).
 */
export async function runAnalyticsJob(
  db: Transactional,
  now: Date = new Date(),
): Promise<{ rolled: string[]; rebuilt: string[] }> {
  const settled = istDay(new Date(now.getTime() - ROLL_UP_GRACE_MS))
  const today = istDay(now)
  const rolled: string[] = []
  const last = await lastRolledDay(db)
  let day = last ? addDays(last, 1) : null
  if (!day) {
    const { rows } = await db.query<{ day: string | null }>('SELECT min(day)::text AS day FROM analytics_events')
    day = rows[0]?.day ?? null
  }
  while (day && day < settled) {
    if (await rollUpDay(db, day)) rolled.push(day)
    day = addDays(day, 1)
  }
  const rolledUntil = await lastRolledDay(db)
  // A late batch (kept while the database was down) can add live figures to a day rolled up since.
  if (rolledUntil) await deleteLiveFigures(db, { upTo: rolledUntil })
  const rebuilt = await daysOutOfStep(db, rolledUntil)
  for (const outOfStep of rebuilt) await rebuildLiveDay(db, outOfStep)
  const cutoff = addDays(today, -RAW_RETENTION_DAYS)
  await db.query(
    `DELETE FROM analytics_events
     WHERE day < $1 AND day <= (SELECT coalesce(max(day), '-infinity'::date) FROM analytics_rolled_days)`,
    [cutoff],
  )
  await db.query('DELETE FROM analytics_salts WHERE day < $1', [today])
  return { rolled, rebuilt }
}

interface JobState {
  timer?: ReturnType<typeof setInterval>
  running?: Promise<unknown>
}
const holder = globalThis as { __readyappsAnalyticsJob?: JobState }
const state: JobState = (holder.__readyappsAnalyticsJob ??= {})

/** On start and every ROLL_UP_INTERVAL_MS (the worker-loop style of the lead retries). */
export function startAnalyticsJob(getDb: () => Promise<Transactional>): void {
  if (state.timer) return
  const tick = () => {
    if (state.running) return
    state.running = getDb()
      .then((db) => runAnalyticsJob(db))
      .catch((error: unknown) => logError('Analytics roll-up failed', error))
      .finally(() => {
        state.running = undefined
      })
  }
  state.timer = setInterval(tick, ROLL_UP_INTERVAL_MS)
  state.timer.unref?.()
  tick()
}

export async function stopAnalyticsJob(): Promise<void> {
  if (state.timer) clearInterval(state.timer)
  state.timer = undefined
  await state.running
}
