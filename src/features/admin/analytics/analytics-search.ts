import { ANALYTICS_RANGES } from '~/domain/analytics'
import { isIsoDay } from '~/domain/lead-fields'
import { oneOf, searchParser, type SearchOf } from '~/domain/url-search'

const isoDay = (value: unknown) => (typeof value === 'string' && isIsoDay(value) ? value : undefined)

const analyticsSearchFields = {
  range: oneOf(ANALYTICS_RANGES),
  from: isoDay,
  to: isoDay,
}

/** The analytics page's URL: `range` (7, 28, 90 or custom) and, for custom, `from` and `to` (IST days). */
export const readAnalyticsSearch = searchParser(analyticsSearchFields)
export type AnalyticsSearch = SearchOf<typeof analyticsSearchFields>

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
