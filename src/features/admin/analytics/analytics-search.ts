import { ANALYTICS_RANGES } from '~/domain/analytics-paths'
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
