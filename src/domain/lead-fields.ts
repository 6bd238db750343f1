import { PRODUCT_IDS } from './product'
import { stripControlCharacters } from './text'
import { oneOf, searchParser, wholeNumber, type SearchField, type SearchOf } from './url-search'

/*
 * The lead pipeline's states, limits and URL search, without the schema library: the admin
 * routes read their search with these, and route options are part of every page's entry
 * JavaScript. The server's strict schemas are in lead-pipeline.ts (which re-exports this file),
 * the names the admin shows in lead-labels.ts (only the admin's code needs them).
 */

/** Where the sales team stands with a lead (migration 0007). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Where a lead's e-mail to sales stands (migration 0003). */
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'skipped'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

export const LEAD_CURRENCIES = ['INR', 'USD'] as const
export type LeadCurrency = (typeof LEAD_CURRENCIES)[number]

/** Columns the table may be sorted by (the repository maps each to one SQL expression). */
export const LEAD_SORTS = ['received', 'name', 'product', 'status', 'delivery'] as const
export type LeadSort = (typeof LEAD_SORTS)[number]

export const LEADS_PAGE_SIZE = 25
/** An export is cut at this many rows (newest first unless sorted otherwise). */
export const LEADS_EXPORT_CAP = 50_000
export const LEAD_LIMITS = { search: 100, note: 2000 } as const

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** 'YYYY-MM-DD' that names a real day (2026-02-30 is refused). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
}

/** The filter keys that narrow the rows (not sort or page): for "clear filters" and the export link. */
export const LEAD_FILTER_KEYS = ['q', 'from', 'to', 'product', 'status', 'delivery', 'currency'] as const

/** The URL parameters a CSV export honours: the table's filters and its order (not its page). */
export const LEAD_EXPORT_KEYS = [...LEAD_FILTER_KEYS, 'sort', 'dir'] as const

/** The search text as the table searches it: numbers arrive as numbers from the URL parser. */
export const cleanSearchText = (value: string | number) => stripControlCharacters(String(value)).trim()

/** The URL's search text, or none when it is too long. */
const searchTextField: SearchField<string> = (value) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const cleaned = cleanSearchText(value)
  return cleaned.length <= LEAD_LIMITS.search ? cleaned : undefined
}
const isoDayField: SearchField<string> = (value) => (typeof value === 'string' && isIsoDay(value) ? value : undefined)

const leadsSearchFields = {
  q: searchTextField,
  from: isoDayField,
  to: isoDayField,
  product: oneOf(PRODUCT_IDS),
  status: oneOf(LEAD_STATUSES),
  delivery: oneOf(DELIVERY_STATES),
  currency: oneOf(LEAD_CURRENCIES),
  sort: oneOf(LEAD_SORTS),
  dir: oneOf(['asc', 'desc']),
  page: wholeNumber(1, 10_000),
}

/**
 * The leads table's URL search (`q`, `from`, `to`, `product`, `status`, `delivery`, `currency`,
 * `sort`, `dir`, `page`; the dashboard links to these names), by the same rules as the server's
 * filter, but lenient: a bad value is dropped rather than answered with an error page. No
 * defaults: a default would make the router rewrite the URL before the admin guard runs.
 */
export const readLeadsSearch = searchParser(leadsSearchFields)
export type LeadsSearch = SearchOf<typeof leadsSearchFields>
