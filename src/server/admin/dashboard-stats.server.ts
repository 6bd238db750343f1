import { productName } from '~/content/products'
import type { Queryable } from '~/server/db/database.server'
import { sharedRead } from '~/server/db/shared-read.server'

/**
 * The dashboard's numbers. Days are calendar days in India (IST, UTC+05:30, no daylight saving),
 * the admin area's time zone: "the last 30 days" is today and the 29 days before it, so the
 * from/to dates the dashboard links to select exactly the rows it counted.
 */
export const DASHBOARD_DAYS = 30
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const DAY_MS = 24 * 60 * 60_000

/** YYYY-MM-DD of the IST calendar day `date` falls on. */
export function istDay(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)
}

/** The instant an IST calendar day (YYYY-MM-DD) starts. */
function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS)
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

export interface PeriodCount {
  /** In the last 30 days (today included). */
  current: number
  /** In the 30 days before those. */
  previous: number
}

export interface DashboardStats {
  /** First and last IST day of the current period (YYYY-MM-DD), for links into filtered lists. */
  period: { from: string; to: string }
  leads: PeriodCount
  subscribers: PeriodCount
  publishedPosts: PeriodCount
  /** Every day of the period, oldest first, zero days included. */
  leadsPerDay: Array<{ day: string; leads: number }>
  /** Products with at least one lead in the period, most leads first. */
  leadsByProduct: Array<{ product: string; name: string; leads: number }>
  /**
   * What arrived late in the period: sent while the database was down, kept in a server's outbox
   * and stored once it was back (stored_at set).
   */
  arrivedLate: { leads: number; subscribers: number }
  latestSubscribers: Array<{
    id: string
    email: string
    sourcePage: string | null
    createdAt: string
    storedAt: string | null
  }>
  latestLeads: Array<{
    id: string
    name: string
    product: string
    productName: string
    createdAt: string
    storedAt: string | null
  }>
}

async function periodCount(db: Queryable, sql: string, bounds: [Date, Date, Date]): Promise<PeriodCount> {
  const { rows } = await db.query<{ current: number; previous: number }>(
    sql,
    bounds.map((date) => date.toISOString()),
  )
  return { current: rows[0]?.current ?? 0, previous: rows[0]?.previous ?? 0 }
}

/** Both periods of one table in one query ($1 previous start, $2 current start, $3 now). */
function periodSql(table: string, column: string, extra = ''): string {
  return `SELECT count(*) FILTER (WHERE ${column} >= $2)::int AS current,
                 count(*) FILTER (WHERE ${column} < $2)::int AS previous
          FROM ${table} WHERE ${column} >= $1 AND ${column} <= $3 ${extra}`
}

export async function getDashboardStats(db: Queryable, now: Date = new Date()): Promise<DashboardStats> {
  const to = istDay(now)
  const from = addDays(to, -(DASHBOARD_DAYS - 1))
  const currentStart = istDayStart(from)
  const previousStart = istDayStart(addDays(from, -DASHBOARD_DAYS))
  const bounds: [Date, Date, Date] = [previousStart, currentStart, now]
  const current = [currentStart.toISOString(), now.toISOString()]

  const [leads, subscribers, publishedPosts, perDay, byProduct, latest, latestLeads, late] = await Promise.all([
    periodCount(db, periodSql('contact_requests', 'created_at'), bounds),
    periodCount(db, periodSql('newsletter_subscribers', 'created_at'), bounds),
    // A post scheduled for later is not published yet: published_at <= now.
    periodCount(db, periodSql('posts', 'published_at', "AND status = 'published'"), bounds),
    db.query<{ day: string; leads: number }>(
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, count(*)::int AS leads
       FROM contact_requests WHERE created_at >= $1 AND created_at <= $2 GROUP BY 1`,
      current,
    ),
    db.query<{ product: string; leads: number }>(
      `SELECT product, count(*)::int AS leads FROM contact_requests
       WHERE created_at >= $1 AND created_at <= $2 GROUP BY product ORDER BY leads DESC, product`,
      current,
    ),
    db.query<{
      id: string
      email: string
      source_page: string | null
      created_at: Date | string
      stored_at: Date | string | null
    }>(
      'SELECT id, email, source_page, created_at, stored_at FROM newsletter_subscribers ORDER BY created_at DESC, id LIMIT 5',
    ),
    db.query<{ id: string; name: string; product: string; created_at: Date | string; stored_at: Date | string | null }>(
      `SELECT id, name, product, created_at, stored_at FROM contact_requests WHERE created_at <= $1
       ORDER BY created_at DESC, id LIMIT 5`,
      [now.toISOString()],
    ),
    db.query<{ leads: number; subscribers: number }>(
      `SELECT (SELECT count(*)::int FROM contact_requests
               WHERE stored_at IS NOT NULL AND created_at >= $1 AND created_at <= $2) AS leads,
              (SELECT count(*)::int FROM newsletter_subscribers
               WHERE stored_at IS NOT NULL AND created_at >= $1 AND created_at <= $2) AS subscribers`,
      current,
    ),
  ])
  const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

  const perDayMap = new Map(perDay.rows.map((row) => [row.day, row.leads]))
  return {
    period: { from, to },
    leads,
    subscribers,
    publishedPosts,
    leadsPerDay: Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const day = addDays(from, i)
      return { day, leads: perDayMap.get(day) ?? 0 }
    }),
    leadsByProduct: byProduct.rows.map((row) => ({
      product: row.product,
      name: productName(row.product),
      leads: row.leads,
    })),
    arrivedLate: { leads: late.rows[0]?.leads ?? 0, subscribers: late.rows[0]?.subscribers ?? 0 },
    latestSubscribers: latest.rows.map((row) => ({
      id: row.id,
      email: row.email,
      sourcePage: row.source_page,
      createdAt: new Date(row.created_at).toISOString(),
      storedAt: isoOrNull(row.stored_at),
    })),
    latestLeads: latestLeads.rows.map((row) => ({
      id: row.id,
      name: row.name,
      product: row.product,
      productName: productName(row.product),
      createdAt: new Date(row.created_at).toISOString(),
      storedAt: isoOrNull(row.stored_at),
    })),
  }
}

let shared: (() => Promise<DashboardStats>) | undefined

/**
 * The dashboard's numbers for every admin who asks at the same moment (sharedRead): the same for
 * all of them, and eight queries each. `db` opens the database when a read starts.
 */
export function sharedDashboardStats(db: () => Promise<Queryable>): Promise<DashboardStats> {
  shared ??= sharedRead(async () => getDashboardStats(await db()))
  return shared()
}
