import { resolveAnalyticsRange } from '~/domain/analytics'
import { isIsoDay } from '~/domain/lead-fields'
import { istDay } from '~/server/admin/dashboard-stats.server'
import type { Queryable } from '~/server/db/database.server'
import { flushAnalytics } from './analytics.server'
import { getAnalyticsReport, getVitalsReport } from './analytics-report.server'

/**
 * Everything the admin's analytics page shows: the period's figures and the field vitals of the
 * last 7 and 28 days. What waits in this instance's batch is written first, so the admin sees a
 * visit that just happened.
 */
export async function getAnalyticsPage(
  db: Queryable,
  search: { range?: string; from?: string; to?: string },
  now: Date = new Date(),
) {
  await flushAnalytics()
  const today = istDay(now)
  const period = resolveAnalyticsRange(search, today, isIsoDay)
  const [report, vitals7, vitals28] = await Promise.all([
    getAnalyticsReport(db, period),
    getVitalsReport(db, { today, days: 7 }),
    getVitalsReport(db, { today, days: 28 }),
  ])
  return { range: period.range, today, ...report, vitals: { 7: vitals7, 28: vitals28 } }
}

export type AnalyticsPageData = Awaited<ReturnType<typeof getAnalyticsPage>>
