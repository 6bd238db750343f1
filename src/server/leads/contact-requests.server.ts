import * as v from 'valibot'
import { logError } from '~/server/log.server'
import { CONTACT_MESSAGES, type ContactRequest } from '~/domain/contact'
import { isDatabaseUnavailable } from '~/server/db/database.server'
import { RATE_LIMITS, hitRateLimit } from '~/server/rate-limit.server'
import { hitLocalRateLimit } from '~/server/outbox/local-rate-limit.server'
import type { OutboxEntry } from '~/server/outbox/outbox-format.server'
import type { Outbox } from '~/server/outbox/outbox.server'
import { submissionKey } from '~/server/outbox/submission-key.server'
import { deliverLead, sendLeadEmail, type DeliveryContext } from './lead-delivery.server'
import { insertLeadOnce, type DeliveryStatus, type NewLead } from './lead-repository.server'
import { pokeDeliveryWorker } from './lead-delivery-worker.server'
import { queueLeadEventSafely } from '~/server/webhooks/webhooks.server'
import { PublicError } from './public-error.server'

export interface ContactContext extends DeliveryContext {
  /** Who is asking (the client IP): the rate limit counts per key. */
  clientKey: string
  /** How long the visitor's answer may wait for the first e-mail attempt. */
  firstAttemptWaitMs?: number
  /** The currency the visitor was shown prices in, kept with the lead for the admin's filter. */
  currency?: 'INR' | 'USD'
  /**
   * Where the request waits when the database cannot take it (defaultDeliveryContext gives the
   * process's outbox). Without one (null or absent) it is e-mailed directly instead, as before.
   */
  outbox?: Outbox | null
}

export interface ContactOutcome {
  /** Null when the request waits in the outbox or storing failed and the e-mail went out directly. */
  leadId: string | null
  /** The e-mail's state when the visitor was answered ('pending' = retried in the background). */
  delivery: DeliveryStatus
  /** True when the request waits in the local outbox for the database (stored and e-mailed later). */
  queued?: boolean
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
    // A lead matters more than the limit: keep going if the counter cannot be read. With the
    // database down the limit is counted in memory, so a flood cannot fill the outbox.
    logError('Contact rate limit unavailable', error)
    if (context.outbox && isDatabaseUnavailable(error)) {
      const local = hitLocalRateLimit(RATE_LIMITS.contact, context.clientKey || 'unknown', context.now?.())
      allowed = local.allowed
      retryAfterSeconds = (local.resetAt.getTime() - Date.now()) / 1000
    }
  }
  if (!allowed) throw new PublicError(CONTACT_MESSAGES.rateLimited, 429, 'rate_limited', { retryAfterSeconds })

  // People never see the 'website' field; only bots fill it in.
  if (request.website.trim()) throw new PublicError(CONTACT_MESSAGES.rejected, 400, 'rejected')

  const lead: NewLead = {
    name: request.name,
    email: request.email,
    mobile: request.mobile,
    product: request.product,
    brandName: request.brandName,
    description: request.description,
    source: request.source || 'website',
    pagePath: request.page,
    utm: request.utm,
    currency: context.currency ?? '',
  }
  const receivedAt = context.now?.() ?? new Date()

  let stored
  try {
    // Only the browser's own key dedupes here: without one, identical requests are separate leads.
    stored = await insertLeadOnce(context.db, lead, {
      deliveryStatus: context.email ? 'pending' : 'skipped',
      now: receivedAt,
      submissionKey: request.submissionId ? submissionKey('contact', request.submissionId, [], receivedAt) : undefined,
    })
  } catch (storageError) {
    if (context.outbox) {
      logError('Could not store a contact request; keeping it in the outbox', storageError)
      const key = submissionKey(
        'contact',
        request.submissionId,
        [lead.email, lead.name, lead.mobile.replace(/\D/g, ''), lead.product, lead.brandName, lead.description],
        receivedAt,
      )
      try {
        await context.outbox.append({ key, kind: 'contact', at: receivedAt.toISOString(), data: { ...lead } })
        return { leadId: null, delivery: 'pending', queued: true }
      } catch (outboxError) {
        logError('The outbox cannot take a contact request; e-mailing it directly', outboxError)
      }
    } else {
      logError('Could not store a contact request; e-mailing it directly', storageError)
    }
    try {
      await sendLeadEmail(context, lead)
      return { leadId: null, delivery: 'sent' }
    } catch (emailError) {
      logError('Contact request lost: storing and e-mailing both failed', emailError)
      throw new PublicError(CONTACT_MESSAGES.failed.message, 503, 'unavailable')
    }
  }
  if (!stored.created) return { leadId: stored.lead.id, delivery: stored.lead.deliveryStatus }
  const created = stored.lead
  // The CRM's webhooks: queued now, sent by the worker (never while the visitor waits).
  await queueLeadEventSafely(context.db, 'lead.created', created, { queued: pokeDeliveryWorker })
  if (created.deliveryStatus === 'skipped') return { leadId: created.id, delivery: 'skipped' }

  const attempt = deliverLead(context, created.id).catch((error: unknown) => {
    logError(`Lead ${created.id}: first e-mail attempt could not run`, error)
    return null
  })
  const delivery = await within(attempt, context.firstAttemptWaitMs ?? 2_000)
  return { leadId: created.id, delivery: delivery ?? 'pending' }
}

/** What a contact request written to the outbox holds (checked again when it is replayed). */
const OutboxLeadSchema = v.object({
  name: v.string(),
  email: v.string(),
  mobile: v.string(),
  product: v.string(),
  brandName: v.string(),
  description: v.string(),
  source: v.string(),
  pagePath: v.optional(v.string(), ''),
  utm: v.optional(v.record(v.string(), v.string()), {}),
  currency: v.optional(v.picklist(['', 'INR', 'USD']), ''),
})

/**
 * Stores a contact request that waited in the outbox, once per key: received when the visitor
 * sent it, stored now (the admin sees it arrived late). A newly stored lead is e-mailed as any
 * other (the retry loop takes over if this attempt fails or the process dies).
 */
export async function storeContactFromOutbox(
  entry: OutboxEntry,
  context: DeliveryContext,
): Promise<{ leadId: string; created: boolean }> {
  const lead = v.parse(OutboxLeadSchema, entry.data)
  const stored = await insertLeadOnce(context.db, lead, {
    deliveryStatus: context.email ? 'pending' : 'skipped',
    now: new Date(entry.at),
    submissionKey: entry.key,
    storedAt: context.now?.() ?? new Date(),
  })
  if (stored.created)
    await queueLeadEventSafely(context.db, 'lead.created', stored.lead, { queued: pokeDeliveryWorker })
  if (stored.created && stored.lead.deliveryStatus === 'pending') {
    await deliverLead(context, stored.lead.id).catch((error: unknown) => {
      if (isDatabaseUnavailable(error)) return
      logError(`Lead ${stored.lead.id}: first e-mail attempt could not run`, error)
    })
  }
  return { leadId: stored.lead.id, created: stored.created }
}
