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
import { PRIVACY_POLICY_VERSION } from '~/content/legal'
import { PublicError } from './public-error.server'
import { hashToken, isTokenShaped } from './newsletter-tokens.server'

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
  /** pending until the address confirms by the e-mailed link; unsubscribed once it left. */
  status: SubscriberStatus
  /** The privacy policy version shown with the form (null for legacy rows). */
  privacyVersion: string | null
  confirmedAt: Date | null
  unsubscribedAt: Date | null
  /** 'legacy: ...' for rows that signed up before confirmation existed. */
  consentNote: string
}

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed'
export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed']

/** A repeat sign-up of a pending address within this time sends no second message. */
export const CONFIRMATION_RESEND_MS = 10 * 60_000

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
  status: SubscriberStatus
  privacy_version: string | null
  confirmed_at: Date | string | null
  unsubscribed_at: Date | string | null
  consent_note: string
}

const SUBSCRIBER_COLUMNS = `id, email, source, source_page, created_at, stored_at, status, privacy_version, confirmed_at,
  unsubscribed_at, consent_note`

const dateOrNull = (value: Date | string | null) => (value ? new Date(value) : null)

export function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    ...camelColumns(row, ['id', 'email', 'source', 'source_page', 'status', 'privacy_version', 'consent_note']),
    createdAt: new Date(row.created_at),
    storedAt: dateOrNull(row.stored_at),
    confirmedAt: dateOrNull(row.confirmed_at),
    unsubscribedAt: dateOrNull(row.unsubscribed_at),
  }
}

export type { SubscriberRow }
export { SUBSCRIBER_COLUMNS }

/** ILIKE pattern for "contains", with the user's own % and _ taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

function searchWhere(q: string | undefined, params: unknown[], status?: SubscriberStatus): string {
  const conditions: string[] = []
  const term = q?.trim().toLowerCase()
  if (term) {
    params.push(containsPattern(term))
    conditions.push(`email ILIKE $${params.length}`)
  }
  if (status && SUBSCRIBER_STATUSES.includes(status)) {
    params.push(status)
    conditions.push(`status = $${params.length}`)
  }
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
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
  /** Called when a confirmation message was queued (the boot's worker sends it at once). */
  queued?: () => void
}

/**
 * Signs an address (already parsed by the server function's validator) up to the newsletter: it is
 * pending, and a confirmation message with a single-use link is queued (sent by the delivery worker,
 * never while the visitor waits). Repeats answer exactly like a first sign-up, in the same time
 * (nobody can learn whether an address is on the list); a pending address gets no second message
 * within CONFIRMATION_RESEND_MS, a confirmed one none at all. Requests are rate-limited per client. While the database is unreachable the sign-up waits in the
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
    const queued = await recordSignUp(context.db, signUp, {
      submissionKey: request.submissionId ? submissionKey('newsletter', request.submissionId, [], receivedAt) : null,
      createdAt: receivedAt,
      storedAt: null,
    })
    if (queued) context.queued?.()
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

/**
 * Stores a sign-up as pending with its consent record and queues its confirmation message, in one
 * statement. An address already there: a pending or unsubscribed one is asked again (a new consent
 * record, a new message) unless a message was asked for within CONFIRMATION_RESEND_MS; a confirmed
 * one is left alone. The same submission twice (a double post, an outbox replay) does nothing.
 * Returns whether a message was queued.
 */
async function recordSignUp(
  db: Queryable,
  signUp: { email: string; source: string; sourcePage: string | null },
  options: { submissionKey: string | null; createdAt: Date; storedAt: Date | null },
): Promise<boolean> {
  const at = (options.storedAt ?? options.createdAt).toISOString()
  const params = [
    signUp.email,
    signUp.source,
    signUp.sourcePage,
    options.createdAt.toISOString(),
    options.submissionKey,
    options.storedAt ? options.storedAt.toISOString() : null,
    PRIVACY_POLICY_VERSION,
    at,
  ]
  const inserted = await db.query<{ id: string }>(
    `WITH added AS (
       INSERT INTO newsletter_subscribers (email, source, source_page, created_at, submission_key, stored_at, status,
         privacy_version, confirmation_requested_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8::timestamptz)
       ON CONFLICT DO NOTHING RETURNING id
     )
     INSERT INTO outgoing_messages (kind, subscriber_id, next_attempt_at)
     SELECT 'newsletter-confirm', id, $8::timestamptz FROM added
     RETURNING subscriber_id`,
    params,
  )
  if (inserted.rows.length > 0) return true
  if (options.submissionKey) {
    const same = await db.query('SELECT 1 FROM newsletter_subscribers WHERE submission_key = $1', [
      options.submissionKey,
    ])
    if (same.rows.length > 0) return false
  }
  const asked = await db.query<{ id: string }>(
    `WITH again AS (
       UPDATE newsletter_subscribers
       SET status = 'pending', source = $2, source_page = $3, privacy_version = $5, confirmation_requested_at = $6::timestamptz,
           created_at = CASE WHEN status = 'unsubscribed' THEN $4::timestamptz ELSE created_at END,
           consent_note = CASE WHEN status = 'unsubscribed' THEN '' ELSE consent_note END,
           confirmed_at = NULL
       WHERE email = $1 AND status IN ('pending', 'unsubscribed')
         AND (confirmation_requested_at IS NULL OR confirmation_requested_at <= $6::timestamptz - make_interval(secs => $7))
       RETURNING id
     )
     INSERT INTO outgoing_messages (kind, subscriber_id, next_attempt_at)
     SELECT 'newsletter-confirm', id, $6::timestamptz FROM again
     RETURNING subscriber_id`,
    [
      signUp.email,
      signUp.source,
      signUp.sourcePage,
      options.createdAt.toISOString(),
      PRIVACY_POLICY_VERSION,
      at,
      CONFIRMATION_RESEND_MS / 1000,
    ],
  )
  return asked.rows.length > 0
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
  return recordSignUp(db, signUp, { submissionKey: entry.key, createdAt: new Date(entry.at), storedAt: now })
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

/**
 * Admin table: one page of the subscribers whose e-mail contains `q` (and with `status`, when
 * given), newest first, and the total.
 */
export async function findSubscribers(
  db: Queryable,
  options: { q?: string; status?: SubscriberStatus; page?: number; pageSize?: number } = {},
): Promise<{ subscribers: Subscriber[]; total: number; page: number; totalPages: number }> {
  const pageSize = Math.min(Math.max(Math.trunc(options.pageSize ?? SUBSCRIBER_PAGE_SIZE), 1), 100)
  const params: unknown[] = []
  const where = searchWhere(options.q, params, options.status)
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

/**
 * The CSV export: every confirmed subscriber matching `q` (newest first, at most
 * SUBSCRIBER_EXPORT_MAX). Only confirmed ones: pending addresses never consented, unsubscribed
 * ones withdrew, and an export is what gets loaded into a mailing tool.
 */
export async function exportSubscribers(db: Queryable, options: { q?: string } = {}): Promise<Subscriber[]> {
  const params: unknown[] = []
  const where = searchWhere(options.q, params, 'confirmed')
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

export type TokenOutcome = 'confirmed' | 'unsubscribed' | 'invalid'

/**
 * Confirms the subscription whose (unused, unexpired) confirm token this is, and uses the token up,
 * in one statement. 'invalid' for an unknown, used or expired token, or an address that is no
 * longer pending (it unsubscribed meanwhile).
 */
export async function confirmSubscription(db: Queryable, token: string, now: Date = new Date()): Promise<TokenOutcome> {
  if (!isTokenShaped(token)) return 'invalid'
  const { rows } = await db.query<{ id: string }>(
    `WITH used AS (
       UPDATE newsletter_tokens SET used_at = $2
       WHERE token_hash = $1 AND purpose = 'confirm' AND used_at IS NULL AND expires_at > $2
       RETURNING subscriber_id
     )
     UPDATE newsletter_subscribers AS subscriber
     SET status = 'confirmed', confirmed_at = $2
     FROM used
     WHERE subscriber.id = used.subscriber_id AND subscriber.status = 'pending'
     RETURNING subscriber.id`,
    [hashToken(token), now.toISOString()],
  )
  return rows.length > 0 ? 'confirmed' : 'invalid'
}

/**
 * Unsubscribes the subscriber of this unsubscribe (or confirm) token; the record of the consent
 * stays, with when it was withdrawn, and no more mail is sent (queued messages are dropped by
 * their sender). Any token of the subscriber's messages works, used or not, for as long as the
 * subscriber exists: 'unsubscribed' also when it already was; 'invalid' for an unknown token.
 */
export async function unsubscribeByToken(db: Queryable, token: string, now: Date = new Date()): Promise<TokenOutcome> {
  if (!isTokenShaped(token)) return 'invalid'
  const { rows } = await db.query<{ id: string }>(
    `WITH owner AS (SELECT subscriber_id FROM newsletter_tokens WHERE token_hash = $1),
     changed AS (
       UPDATE newsletter_subscribers AS subscriber
       SET status = 'unsubscribed', unsubscribed_at = $2
       FROM owner
       WHERE subscriber.id = owner.subscriber_id AND subscriber.status <> 'unsubscribed'
       RETURNING subscriber.id
     )
     SELECT subscriber_id AS id FROM owner`,
    [hashToken(token), now.toISOString()],
  )
  return rows.length > 0 ? 'unsubscribed' : 'invalid'
}

/** The subscriber a confirmation message is for, if it is still waiting for one. */
export async function getSubscriber(db: Queryable, id: string): Promise<Subscriber | null> {
  const { rows } = await db.query<SubscriberRow>(
    `SELECT ${SUBSCRIBER_COLUMNS} FROM newsletter_subscribers WHERE id = $1`,
    [id],
  )
  return rows[0] ? toSubscriber(rows[0]) : null
}
