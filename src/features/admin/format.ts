/**
 * Dates in the admin area, in IST, written out by hand rather than by Intl: the server's ICU (Node's)
 * and a browser's (WebKitGTK's system ICU, say) write the same locale differently ("2 Dec 2026, 4:05
 * pm" against "02-Dec-2026, 4:05 pm"), and a server-rendered text that the browser would write
 * otherwise fails hydration (React error 418). India has one time zone and no daylight saving.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const

/** "2 Dec 2026, 4:05 pm IST" (September is "Sept", as en-IN writes it); a dash for no date. */
export function formatAdminDateTime(value: Date | string | null | undefined): string {
  if (!value) return '—'
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return '—'
  const ist = new Date(date.getTime() + IST_OFFSET_MS)
  const hours = ist.getUTCHours()
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0')
  const time = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${time} IST`
}

/** A calendar day (YYYY-MM-DD) as "2 Dec". */
export function formatAdminDay(day: string): string {
  const [, month, date] = day.split('-').map(Number)
  return `${date} ${MONTHS[(month ?? 1) - 1]}`
}
