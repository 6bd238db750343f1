import * as v from 'valibot'
import { INVALID_REQUEST_MESSAGE } from './errors'
import { stripControlCharacters } from './contact'
import { PRODUCT_IDS } from './product'

/** Where the sales team stands with a lead (migration 0007). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
}

/** Where a lead's e-mail to sales stands (migration 0003). */
export const DELIVERY_STATES = ['pending', 'sent', 'failed', 'skipped'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]
export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  sent: 'E-mailed',
  pending: 'Sending',
  failed: 'E-mail failed',
  skipped: 'Stored only',
}

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
const isoDay = v.pipe(
  v.string(INVALID_REQUEST_MESSAGE),
  v.regex(ISO_DAY, 'Use a date like 2026-01-31.'),
  v.check((value) => {
    const day = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  }, 'Use a date like 2026-01-31.'),
)

/** The search text: numbers arrive as numbers from the URL parser, so both are accepted. */
const searchText = v.pipe(
  v.union([v.string(), v.number()], INVALID_REQUEST_MESSAGE),
  v.transform((value) => stripControlCharacters(String(value)).trim()),
  v.maxLength(LEAD_LIMITS.search, `Search for at most ${LEAD_LIMITS.search} characters.`),
)

const filterFields = {
  q: searchText,
  from: isoDay,
  to: isoDay,
  product: v.picklist(PRODUCT_IDS, 'Unknown product.'),
  status: v.picklist(LEAD_STATUSES, 'Unknown status.'),
  delivery: v.picklist(DELIVERY_STATES, 'Unknown delivery state.'),
  currency: v.picklist(LEAD_CURRENCIES, 'Unknown currency.'),
  sort: v.picklist(LEAD_SORTS, 'Unknown sort column.'),
  dir: v.picklist(['asc', 'desc'] as const, 'Unknown sort direction.'),
  page: v.pipe(v.number(INVALID_REQUEST_MESSAGE), v.integer(), v.minValue(1), v.maxValue(10_000)),
}

/** A lenient URL field: a bad value is dropped rather than answered with an error page. */
const lenient = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

/**
 * The leads table's URL search (`q`, `from`, `to`, `product`, `status`, `delivery`, `currency`,
 * `sort`, `dir`, `page`; the dashboard links to these names). No defaults: a default would make the
 * router rewrite the URL before the admin guard runs.
 */
export const LeadsSearchSchema = v.object({
  q: lenient(filterFields.q),
  from: lenient(filterFields.from),
  to: lenient(filterFields.to),
  product: lenient(filterFields.product),
  status: lenient(filterFields.status),
  delivery: lenient(filterFields.delivery),
  currency: lenient(filterFields.currency),
  sort: lenient(filterFields.sort),
  dir: lenient(filterFields.dir),
  page: lenient(filterFields.page),
})
export type LeadsSearch = v.InferOutput<typeof LeadsSearchSchema>

/** The same filter as server input: strict, so a bad value is a 400 with a message. */
export const LeadsFilterSchema = v.object(
  {
    q: v.optional(filterFields.q),
    from: v.optional(filterFields.from),
    to: v.optional(filterFields.to),
    product: v.optional(filterFields.product),
    status: v.optional(filterFields.status),
    delivery: v.optional(filterFields.delivery),
    currency: v.optional(filterFields.currency),
    sort: v.optional(filterFields.sort),
    dir: v.optional(filterFields.dir),
    page: v.optional(filterFields.page),
  },
  INVALID_REQUEST_MESSAGE,
)
export type LeadsFilter = v.InferOutput<typeof LeadsFilterSchema>

/** The filter keys that narrow the rows (not sort or page): for "clear filters" and the export link. */
export const LEAD_FILTER_KEYS = ['q', 'from', 'to', 'product', 'status', 'delivery', 'currency'] as const

/** The URL parameters a CSV export honours: the table's filters and its order (not its page). */
export const LEAD_EXPORT_KEYS = [...LEAD_FILTER_KEYS, 'sort', 'dir'] as const

/** URL query of a filter, for the CSV link: only set values, in a stable order. */
export function leadsFilterQuery(filter: LeadsFilter): string {
  const params = new URLSearchParams()
  for (const key of LEAD_EXPORT_KEYS) {
    const value = filter[key]
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  return params.toString()
}

const leadId = v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.uuid('Unknown lead.'))

/** A status change and/or a note, as the detail view sends it. */
export const LeadUpdateSchema = v.pipe(
  v.object(
    {
      id: leadId,
      status: v.optional(v.picklist(LEAD_STATUSES, 'Unknown status.')),
      note: v.optional(
        v.pipe(
          v.string(INVALID_REQUEST_MESSAGE),
          v.transform((value: string) => stripControlCharacters(value, true).trim()),
          v.maxLength(LEAD_LIMITS.note, `Keep the note under ${LEAD_LIMITS.note.toLocaleString('en-US')} characters.`),
        ),
        '',
      ),
    },
    INVALID_REQUEST_MESSAGE,
  ),
  v.check((input) => Boolean(input.status || input.note), 'Choose a new status or write a note.'),
)

export const LeadIdSchema = v.object({ id: leadId }, INVALID_REQUEST_MESSAGE)

/** A lead is due again after this long without an attempt: then "Send again" is offered for it. */
export const STUCK_PENDING_MS = 10 * 60_000

/**
 * Whether "Send again" can help: only with an e-mail service configured, and only for a lead whose
 * e-mail failed for good, was stored while no service was configured, or has waited far past its
 * next attempt (the retry loop is not running).
 */
export function canSendAgain(
  lead: { deliveryStatus: DeliveryState; nextAttemptAt: Date | string | null },
  emailConfigured: boolean,
  now: Date = new Date(),
): boolean {
  if (!emailConfigured) return false
  if (lead.deliveryStatus === 'failed' || lead.deliveryStatus === 'skipped') return true
  if (lead.deliveryStatus !== 'pending' || !lead.nextAttemptAt) return false
  return new Date(lead.nextAttemptAt).getTime() < now.getTime() - STUCK_PENDING_MS
}

/** The first instant of an IST day and of the day after it: admin dates are in IST. */
export function istDayRange(day: string): { start: Date; end: Date } {
  const IST_OFFSET_MS = 330 * 60_000
  const start = new Date(new Date(`${day}T00:00:00Z`).getTime() - IST_OFFSET_MS)
  return { start, end: new Date(start.getTime() + 24 * 3600_000) }
}
