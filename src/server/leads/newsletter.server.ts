import * as v from 'valibot'
import type { Queryable } from '~/server/db/database.server'
import { describeIssues } from '~/features/contact/contact-schema'
import { NewsletterSchema, type NewsletterRequest } from '~/features/newsletter/newsletter-schema'
import { RATE_LIMITS, hitRateLimit } from '~/server/rate-limit.server'
import { PublicError } from './public-error.server'

export const NEWSLETTER_FAILURE_MESSAGE = 'We could not sign you up just now. Please try again in a few minutes.'

export function parseNewsletterRequest(input: unknown): NewsletterRequest {
  const result = v.safeParse(NewsletterSchema, input)
  if (!result.success) throw new PublicError(describeIssues(result.issues), 400, 'invalid')
  return result.output
}

export interface Subscriber {
  email: string
  source: string
  createdAt: Date
}

/**
 * Adds an address to the newsletter. Repeats answer exactly like a first sign-up (nobody can
 * learn whether an address is on the list), and requests are rate-limited per client.
 */
export async function subscribeToNewsletter(
  input: unknown,
  context: { db: Queryable; clientKey: string; source?: string },
): Promise<{ subscribed: true }> {
  const request = parseNewsletterRequest(input)
  let allowed: boolean
  try {
    allowed = (await hitRateLimit(context.db, RATE_LIMITS.newsletter, context.clientKey || 'unknown')).allowed
  } catch (error) {
    console.error('Newsletter rate limit unavailable', error)
    throw new PublicError(NEWSLETTER_FAILURE_MESSAGE, 503, 'unavailable')
  }
  if (!allowed)
    throw new PublicError(
      'Too many sign-ups from your connection. Please try again in a few minutes.',
      429,
      'rate_limited',
    )
  if (request.website.trim()) throw new PublicError('Your sign-up could not be accepted.', 400, 'rejected')
  try {
    await context.db.query(
      `INSERT INTO newsletter_subscribers (email, source) VALUES ($1, $2)
       ON CONFLICT (email) DO NOTHING`,
      [request.email, (context.source ?? 'footer').slice(0, 60)],
    )
  } catch (error) {
    console.error('Could not store a newsletter sign-up', error)
    throw new PublicError(NEWSLETTER_FAILURE_MESSAGE, 503, 'unavailable')
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
