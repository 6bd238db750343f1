import type { AnalyticsSearch } from './analytics-search'

export const ANALYTICS_TABLES = ['days', 'pages', 'sources', 'campaigns', 'vitals'] as const
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number]

/** The CSV export of one table of the current period. */
export function analyticsCsvHref(table: AnalyticsTable, search: AnalyticsSearch): string {
  const params = new URLSearchParams({ table })
  if (search.range) params.set('range', search.range)
  if (search.range === 'custom' && search.from && search.to) {
    params.set('from', search.from)
    params.set('to', search.to)
  }
  return `/admin/analytics.csv?${params}`
}
