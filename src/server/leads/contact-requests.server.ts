import { logError } from '~/server/log.server'
import { CONTACT_MESSAGES, type ContactRequest } from '~/domain/contact'
import { RATE_LIMITS, hitRateLimit } from '~/server/rate-limit.server'
import { deliverLead, sendLeadEmail, type DeliveryContext } from './lead-delivery.server'
import { insertLead, type DeliveryStatus } from './lead-repository.server'
import { PublicError } from './public-error.server'

export interface ContactContext extends DeliveryContext {
  /** Who is asking (the client IP): the rate limit counts per key. */
  clientKey: string
  /** How long the visitor's answer may wait for the first e-mail attempt. */
  firstAttemptWaitMs?: number
  /** The currency the visitor was shown prices in, kept with the lead for the admin's filter. */
  currency?: 'INR' | 'USD'
}

export interface ContactOutcome {
  /** Null only when storing failed and the e-mail went out directly. */
  leadId: string | null
  /** The e-mail's state when the visitor was answered ('pending' = retried in the background). */
  delivery: DeliveryStatus
}

/** The promise's value, or null if it takes longer than `ms` (it keeps running). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Accepts a contact request that the server function's validator has already parsed with the
 * shared schema (limits, trimming, messages): rate-limit, reject the honeypot, store the lead,
 * then e-mail it. The visitor succeeds once the lead is stored; a failed e-mail is retried by the
 * retry loop. If storing fails the e-mail is sent directly; only when both fail does the
 * visitor see an error.
 */
export async function acceptContactRequest(request: ContactRequest, context: ContactContext): Promise<ContactOutcome> {
  let allowed = true
  let retryAfterSeconds: number | undefined
  try {
    const limit = await hitRateLimit(context.db, RATE_LIMITS.contact, context.clientKey || 'unknown')
    allowed = limit.allowed
    // The visitor is told how long to wait: until the current window ends.
    retryAfterSeconds = (limit.resetAt.getTime() - Date.now()) / 1000
  } catch (error) {
    // A lead matters more than the limit: keep going if the counter cannot be read.
    logError('Contact rate limit unavailable', error)
  }
  if (!allowed) throw new PublicError(CONTACT_MESSAGES.rateLimited, 429, 'rate_limited', { retryAfterSeconds })

  // People never see the 'website' field; only bots fill it in.
  if (request.website.trim()) throw new PublicError(CONTACT_MESSAGES.rejected, 400, 'rejected')

  const lead = {
    name: request.name,
    email: request.email,
    mobile: request.mobile,
    product: request.product,
    brandName: request.brandName,
    description: request.description,
    source: request.source || 'website',
    pagePath: request.page,
    utm: request.utm,
    currency: context.currency,
  }

  let stored
  try {
    stored = await insertLead(context.db, lead, {
      deliveryStatus: context.email ? 'pending' : 'skipped',
      now: context.now?.(),
    })
  } catch (storageError) {
    logError('Could not store a contact request; e-mailing it directly', storageError)
    try {
      await sendLeadEmail(context, lead)
      return { leadId: null, delivery: 'sent' }
    } catch (emailError) {
      logError('Contact request lost: storing and e-mailing both failed', emailError)
      throw new PublicError(CONTACT_MESSAGES.failed.message, 503, 'unavailable')
    }
  }
  if (stored.deliveryStatus === 'skipped') return { leadId: stored.id, delivery: 'skipped' }

  const attempt = deliverLead(context, stored.id).catch((error: unknown) => {
    logError(`Lead ${stored.id}: first e-mail attempt could not run`, error)
    return null
  })
  const delivery = await within(attempt, context.firstAttemptWaitMs ?? 2_000)
  return { leadId: stored.id, delivery: delivery ?? 'pending' }
}
