import { logError } from '~/server/log.server'
import type { Queryable } from '~/server/db/database.server'
import { camelColumns } from '~/server/db/rows.server'
import { NEWSLETTER_MESSAGES, type NewsletterRequest } from '~/domain/newsletter'
import { RATE_LIMITS, hitRateLimit } from '~/server/rate-limit.server'
import { PublicError } from './public-error.server'

export interface Subscriber {
  id: string
  email: string
  /** Which form: 'footer' for the site-wide sign-up. */
  source: string
  /** The site path the form was sent from, e.g. '/blog/a-post'; null when unknown. */
  sourcePage: string | null
  createdAt: Date
}

const SUBSCRIBER_PAGE_SIZE = 25
/** An export is one response; beyond this the admin should narrow the search. */
const SUBSCRIBER_EXPORT_MAX = 50_000

/**
 * The path part of the page a sign-up came from, kept only when it is a plain site path: the
 * Referer header is the visitor's to forge, so anything odd is dropped rather than stored.
 */
export function sourcePageFrom(
  referer: string | undefined,
  siteHosts: ReadonlyArray<string | undefined>,
): string | null {
  if (!referer || referer.length > 2000) return null
  try {
    const url = new URL(referer)
    if (!/^https?:$/.test(url.protocol) || !siteHosts.includes(url.host)) return null
    const path = decodeURI(url.pathname)
    return /^\/[\w\-./~]{0,199}$/.test(path) ? path : null
  } catch {
    return null
  }
}

interface SubscriberRow {
  id: string
  email: string
  source: string
  source_page: string | null
  created_at: Date | string
}

const SUBSCRIBER_COLUMNS = 'id, email, source, source_page, created_at'

function toSubscriber(row: SubscriberRow): Subscriber {
  return { ...camelColumns(row, ['id', 'email', 'source', 'source_page']), createdAt: new Date(row.created_at) }
}

/** ILIKE pattern for "contains", with the user's own % and _ taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

function searchWhere(q: string | undefined, params: unknown[]): string {
  const term = q?.trim().toLowerCase()
  if (!term) return ''
  params.push(containsPattern(term))
  return `WHERE email ILIKE $${params.length}`
}

/**
 * Adds an address (already parsed by the server function's validator) to the newsletter. Repeats answer exactly like a first sign-up (nobody can
 * learn whether an address is on the list), and requests are rate-limited per client.
 */
export async function subscribeToNewsletter(
  request: NewsletterRequest,
  context: { db: Queryable; clientKey: string; source?: string; sourcePage?: string | null },
): Promise<{ subscribed: true }> {
  let limit: Awaited<ReturnType<typeof hitRateLimit>>
  try {
    limit = await hitRateLimit(context.db, RATE_LIMITS.newsletter, context.clientKey || 'unknown')
  } catch (error) {
    logError('Newsletter rate limit unavailable', error)
    throw new PublicError(NEWSLETTER_MESSAGES.failed, 503, 'unavailable')
  }
  if (!limit.allowed) {
    // The visitor is told how long to wait: until the current window ends.
    const retryAfterSeconds = (limit.resetAt.getTime() - Date.now()) / 1000
    throw new PublicError(NEWSLETTER_MESSAGES.rateLimited, 429, 'rate_limited', { retryAfterSeconds })
  }
  if (request.website.trim()) throw new PublicError(NEWSLETTER_MESSAGES.rejected, 400, 'rejected')
  try {
    await context.db.query(
      `INSERT INTO newsletter_subscribers (email, source, source_page) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO NOTHING`,
      [request.email, (context.source ?? 'footer').slice(0, 60), context.sourcePage?.slice(0, 200) ?? null],
    )
  } catch (error) {
    logError('Could not store a newsletter sign-up', error)
    throw new PublicError(NEWSLETTER_MESSAGES.failed, 503, 'unavailable')
  }
  return { subscribed: true }
}

/** Admin area: the list, newest first. */
export async function listSubscribers(
  db: Queryable,
  options: { limit?: number; offset?: number } = {},
): Promise<Subscriber[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? 100), 1), 500)
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0)
  const { rows } = await db.query<SubscriberRow>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
    [limit, offset],
  )
  return rows.map(toSubscriber)
}

/** Admin table: one page of the subscribers whose e-mail contains `q`, newest first, and the total. */
export async function findSubscribers(
  db: Queryable,
  options: { q?: string; page?: number; pageSize?: number } = {},
): Promise<{ subscribers: Subscriber[]; total: number; page: number; totalPages: number }> {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? SUBSCRIBER_PAGE_SIZE), 1), 100)
  const params: unknown[] = []
  const where = searchWhere(options.q, params)
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM newsletter_subscribers ${where}`,
    params,
  )
  const total = counted[0]?.total ?? 0
  const totalPages = Math.max(1, Math.ceil(total / pageSize))
  // A page past the end shows the last page rather than an empty table.
  const page = Math.min(Math.max(Math.trunc(options.page ?? 1), 1), totalPages)
  const { rows } = await db.query<SubscriberRow>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers ${where}
     ORDER BY created_at DESC, id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  )
  return { subscribers: rows.map(toSubscriber), total, page, totalPages }
}

/** Every subscriber matching `q` (newest first, at most SUBSCRIBER_EXPORT_MAX) for the CSV export. */
export async function exportSubscribers(db: Queryable, options: { q?: string } = {}): Promise<Subscriber[]> {
  const params: unknown[] = []
  const where = searchWhere(options.q, params)
  const { rows } = await db.query<SubscriberRow>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers ${where}
     ORDER BY created_at DESC, id LIMIT ${SUBSCRIBER_EXPORT_MAX}`,
    params,
  )
  return rows.map(toSubscriber)
}

/** Removes a subscriber for good (a data-protection request); false when it was not there. */
export async function deleteSubscriber(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('DELETE FROM newsletter_subscribers WHERE id = $1 RETURNING id', [id])
  return rows.length > 0
}
