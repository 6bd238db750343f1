import { logError } from '~/server/log.server'
import type { Queryable } from '~/server/db/database.server'
import { NEWSLETTER_MESSAGES, type NewsletterRequest } from '~/domain/newsletter'
import { RATE_LIMITS, hitRateLimit } from '~/server/rate-limit.server'
import { PublicError } from './public-error.server'

export interface Subscriber {
  email: string
  source: string
  createdAt: Date
}

/**
 * Adds an address (already parsed by the server function's validator) to the newsletter. Repeats answer exactly like a first sign-up (nobody can
 * learn whether an address is on the list), and requests are rate-limited per client.
 */
export async function subscribeToNewsletter(
  request: NewsletterRequest,
  context: { db: Queryable; clientKey: string; source?: string },
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
      `INSERT INTO newsletter_subscribers (email, source) VALUES ($1, $2)
       ON CONFLICT (email) DO NOTHING`,
      [request.email, (context.source ?? 'footer').slice(0, 60)],
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
  const { rows } = await db.query<{ email: string; source: string; created_at: Date | string }>(
    `SELECT email, source, created_at FROM newsletter_subscribers ORDER BY created_at DESC, email LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows.map((row) => ({ email: row.email, source: row.source, createdAt: new Date(row.created_at) }))
}
