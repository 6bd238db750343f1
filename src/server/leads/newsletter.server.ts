import * as v from 'valibot'
import { logError } from '~/server/log.server'
import { isDatabaseUnavailable, type Queryable } from '~/server/db/database.server'
import { hitLocalRateLimit } from '~/server/outbox/local-rate-limit.server'
import type { OutboxEntry } from '~/server/outbox/outbox-format.server'
import type { Outbox } from '~/server/outbox/outbox.server'
import { processOutbox } from '~/server/outbox/process-outbox.server'
import { submissionKey } from '~/server/outbox/submission-key.server'
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
  /** When a sign-up that waited in the outbox (database down) reached the database; else null. */
  storedAt: Date | null
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
  stored_at: Date | string | null
}

const SUBSCRIBER_COLUMNS = 'id, email, source, source_page, created_at, stored_at'

function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    ...camelColumns(row, ['id', 'email', 'source', 'source_page']),
    createdAt: new Date(row.created_at),
    storedAt: row.stored_at ? new Date(row.stored_at) : null,
  }
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

export interface NewsletterContext {
  db: Queryable
  clientKey: string
  source?: string
  sourcePage?: string | null
  /**
   * Where the sign-up waits when the database cannot take it: the process's outbox when absent
   * (OUTBOX_DIR), none when null (the visitor is told to try again).
   */
  outbox?: Outbox | null
  now?: () => Date
}

/**
 * Adds an address (already parsed by the server function's validator) to the newsletter. Repeats
 * answer exactly like a first sign-up (nobody can learn whether an address is on the list), and
 * requests are rate-limited per client. While the database is unreachable the sign-up waits in the
 * local outbox (fsynced before the visitor is answered) and is stored once it is back.
 */
export async function subscribeToNewsletter(
  request: NewsletterRequest,
  context: NewsletterContext,
): Promise<{ subscribed: true }> {
  const outbox = context.outbox === undefined ? processOutbox() : context.outbox
  let limit: Awaited<ReturnType<typeof hitRateLimit>>
  try {
    limit = await hitRateLimit(context.db, RATE_LIMITS.newsletter, context.clientKey || 'unknown')
  } catch (error) {
    logError('Newsletter rate limit unavailable', error)
    if (!outbox || !isDatabaseUnavailable(error)) throw new PublicError(NEWSLETTER_MESSAGES.failed, 503, 'unavailable')
    limit = hitLocalRateLimit(RATE_LIMITS.newsletter, context.clientKey || 'unknown', context.now?.())
  }
  if (!limit.allowed) {
    // The visitor is told how long to wait: until the current window ends.
    const retryAfterSeconds = (limit.resetAt.getTime() - Date.now()) / 1000
    throw new PublicError(NEWSLETTER_MESSAGES.rateLimited, 429, 'rate_limited', { retryAfterSeconds })
  }
  if (request.website.trim()) throw new PublicError(NEWSLETTER_MESSAGES.rejected, 400, 'rejected')
  const receivedAt = context.now?.() ?? new Date()
  const signUp = {
    email: request.email,
    source: (context.source ?? 'footer').slice(0, 60),
    sourcePage: context.sourcePage?.slice(0, 200) ?? null,
  }
  try {
    await insertSubscriber(context.db, signUp, {
      submissionKey: request.submissionId ? submissionKey('newsletter', request.submissionId, [], receivedAt) : null,
      createdAt: receivedAt,
      storedAt: null,
    })
  } catch (error) {
    if (!outbox) {
      logError('Could not store a newsletter sign-up', error)
      throw new PublicError(NEWSLETTER_MESSAGES.failed, 503, 'unavailable')
    }
    logError('Could not store a newsletter sign-up; keeping it in the outbox', error)
    const key = submissionKey('newsletter', request.submissionId, [signUp.email], receivedAt)
    try {
      await outbox.append({ key, kind: 'newsletter', at: receivedAt.toISOString(), data: signUp })
    } catch (outboxError) {
      logError('The outbox cannot take a newsletter sign-up', outboxError)
      throw new PublicError(NEWSLETTER_MESSAGES.failed, 503, 'unavailable')
    }
  }
  return { subscribed: true }
}

async function insertSubscriber(
  db: Queryable,
  signUp: { email: string; source: string; sourcePage: string | null },
  options: { submissionKey: string | null; createdAt: Date; storedAt: Date | null },
): Promise<boolean> {
  // Any unique key (the address, the submission) already there: nothing to do.
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO newsletter_subscribers (email, source, source_page, created_at, submission_key, stored_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      signUp.email,
      signUp.source,
      signUp.sourcePage,
      options.createdAt.toISOString(),
      options.submissionKey,
      options.storedAt ? options.storedAt.toISOString() : null,
    ],
  )
  return rows.length > 0
}

const OutboxSignUpSchema = v.object({
  email: v.pipe(v.string(), v.maxLength(254)),
  source: v.pipe(v.string(), v.maxLength(60)),
  sourcePage: v.nullable(v.pipe(v.string(), v.maxLength(200))),
})

/** Stores a sign-up that waited in the outbox, once per key and once per address. */
export async function storeSignUpFromOutbox(
  entry: OutboxEntry,
  db: Queryable,
  now: Date = new Date(),
): Promise<boolean> {
  const signUp = v.parse(OutboxSignUpSchema, entry.data)
  return insertSubscriber(db, signUp, { submissionKey: entry.key, createdAt: new Date(entry.at), storedAt: now })
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
