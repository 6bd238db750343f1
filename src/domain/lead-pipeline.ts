import * as v from 'valibot'
import { INVALID_REQUEST_MESSAGE } from './errors'
import { stripControlCharacters } from './text'
import { PRODUCT_IDS } from './product'
import {
  cleanSearchText,
  DELIVERY_STATES,
  isIsoDay,
  LEAD_CURRENCIES,
  LEAD_EXPORT_KEYS,
  LEAD_LIMITS,
  LEAD_SORTS,
  LEAD_STATUSES,
  type DeliveryState,
} from './lead-fields'

export * from './lead-fields'
export * from './lead-labels'

const isoDay = v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.check(isIsoDay, 'Use a date like 2026-01-31.'))

const searchText = v.pipe(
  v.union([v.string(), v.number()], INVALID_REQUEST_MESSAGE),
  v.transform(cleanSearchText),
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
