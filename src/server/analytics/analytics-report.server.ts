import {
  VITAL_METRICS,
  shiftDay,
  summariseVital,
  type VitalMetric,
  type VitalRating,
  rateVital,
} from '~/domain/analytics'
import type { Queryable } from '~/server/db/database.server'
import { LIVE_FIGURES_SQL } from './live-figures.server'
import { lastRolledDay } from './rollup.server'

export interface Figures {
  views: number
  visitors: number
  contactOpens: number
  leads: number
  signups: number
}

export interface DimensionRow extends Figures {
  value: string
}

export interface AnalyticsReport {
  period: { from: string; to: string }
  totals: Figures
  /** Every day of the period, oldest first, zero days included. */
  perDay: Array<Figures & { day: string }>
  pages: DimensionRow[]
  sources: DimensionRow[]
  campaigns: DimensionRow[]
  devices: DimensionRow[]
  countries: DimensionRow[]
}

type Dimension = 'total' | 'page' | 'source' | 'campaign' | 'device' | 'country'
const DIMENSIONS: Dimension[] = ['total', 'page', 'source', 'campaign', 'device', 'country']

interface FigureRow {
  day?: string
  dimension: Dimension
  value: string
  views: number
  visitors: number
  contact_opens: number
  leads: number
  signups: number
}

const zero = (): Figures => ({ views: 0, visitors: 0, contactOpens: 0, leads: 0, signups: 0 })

function add(into: Figures, row: FigureRow): void {
  into.views += Number(row.views)
  into.visitors += Number(row.visitors)
  into.contactOpens += Number(row.contact_opens)
  into.leads += Number(row.leads)
  into.signups += Number(row.signups)
}

/** Rows of a dimension, most views first (then most leads), at most `limit`. */
function ranked(map: Map<string, Figures>, limit: number): DimensionRow[] {
  return [...map]
    .map(([value, figures]) => ({ value, ...figures }))
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.value.localeCompare(b.value))
    .slice(0, limit)
}

/**
 * The dashboard's figures for the IST days from..to: finished days from the daily roll-up
 * (analytics_daily), the days after the last roll-up (today) from the live figures the event sink
 * keeps, which equal the roll-up's. A range's visitors are the sum of its days' (visitor keys
 * change daily).
 */
export async function getAnalyticsReport(
  db: Queryable,
  { from, to, limit = 50 }: { from: string; to: string; limit?: number },
): Promise<AnalyticsReport> {
  const rolledUntil = await lastRolledDay(db)
  const liveFrom = rolledUntil && rolledUntil >= from ? shiftDay(rolledUntil, 1) : from
  const queries: Promise<{ rows: FigureRow[] }>[] = []
  if (rolledUntil && rolledUntil >= from) {
    const rolledTo = rolledUntil < to ? rolledUntil : to
    // Per day for the total only (the chart); summed over the range for the rest.
    queries.push(
      db.query<FigureRow>(
        `SELECT day::text AS day, dimension, value, views, visitors, contact_opens, leads, signups
         FROM analytics_daily WHERE dimension = 'total' AND day BETWEEN $1 AND $2`,
        [from, rolledTo],
      ),
      db.query<FigureRow>(
        `SELECT dimension, value, sum(views)::int AS views, sum(visitors)::int AS visitors,
                sum(contact_opens)::int AS contact_opens, sum(leads)::int AS leads, sum(signups)::int AS signups
         FROM analytics_daily WHERE dimension <> 'total' AND day BETWEEN $1 AND $2 GROUP BY dimension, value`,
        [from, rolledTo],
      ),
    )
  }
  if (liveFrom <= to) {
    queries.push(db.query<FigureRow>(LIVE_FIGURES_SQL, [liveFrom, to]))
  }
  const results = await Promise.all(queries)

  const totals = zero()
  const perDay = new Map<string, Figures>()
  for (let day = from; day <= to; day = shiftDay(day, 1)) perDay.set(day, zero())
  const byDimension = new Map<Dimension, Map<string, Figures>>(DIMENSIONS.map((name) => [name, new Map()]))
  for (const { rows } of results) {
    for (const row of rows) {
      if (row.dimension === 'total') {
        add(totals, row)
        if (row.day) {
          const entry = perDay.get(row.day)
          if (entry) add(entry, row)
        }
        continue
      }
      const map = byDimension.get(row.dimension)!
      const entry = map.get(row.value) ?? zero()
      add(entry, row)
      map.set(row.value, entry)
    }
  }
  return {
    period: { from, to },
    totals,
    perDay: [...perDay].map(([day, figures]) => ({ day, ...figures })),
    pages: ranked(byDimension.get('page')!, limit),
    sources: ranked(byDimension.get('source')!, limit),
    campaigns: ranked(byDimension.get('campaign')!, limit).filter((row) => row.value !== ''),
    devices: ranked(byDimension.get('device')!, limit),
    countries: ranked(byDimension.get('country')!, limit),
  }
}

export interface VitalSummary {
  pageType: string
  metric: VitalMetric
  p75: number
  rating: VitalRating
  n: number
  good: number
  needsImprovement: number
  poor: number
}

/** Field vitals of the last `days` IST days (today included): p75 per page type and metric. */
export async function getVitalsReport(db: Queryable, { today, days }: { today: string; days: number }) {
  const { rows } = await db.query<{ page_type: string; metric: VitalMetric; bucket: number; n: number }>(
    `SELECT page_type, metric, bucket, sum(n)::int AS n FROM analytics_vitals_daily
     WHERE day >= $1 AND day <= $2 GROUP BY page_type, metric, bucket`,
    [shiftDay(today, -(days - 1)), today],
  )
  const groups = new Map<string, Array<[number, number]>>()
  for (const row of rows) {
    const key = `${row.page_type}\0${row.metric}`
    const list = groups.get(key) ?? []
    list.push([Number(row.bucket), Number(row.n)])
    groups.set(key, list)
  }
  const summaries: VitalSummary[] = []
  for (const [key, buckets] of groups) {
    const [pageType = '', metric] = key.split('\0') as [string, VitalMetric]
    const summary = summariseVital(metric, buckets)
    if (summary) summaries.push({ pageType, metric, ...summary, rating: rateVital(metric, summary.p75) })
  }
  const order = (metric: VitalMetric) => VITAL_METRICS.indexOf(metric)
  return summaries.sort((a, b) => a.pageType.localeCompare(b.pageType) || order(a.metric) - order(b.metric))
}
