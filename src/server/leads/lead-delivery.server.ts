import { logError, maskPersonalData } from '~/server/log.server'
import { emailDeliveryFailures } from '~/server/metrics.server'
import { DEFAULT_DELIVERY_POLICY, retryDelayMs, type DeliveryPolicy } from '~/server/delivery/policy.server'
import type { Queryable } from '~/server/db/database.server'
import { productName } from './product-name.server'
import { EmailDeliveryError, sendEmailJs, type EmailJsSettings } from '~/server/email/emailjs.server'
import {
  claimDueLeads,
  claimLead,
  markLeadAttemptFailed,
  markLeadSent,
  markLeadSkipped,
  type DeliveryStatus,
  type Lead,
  type NewLead,
} from './lead-repository.server'

export { DEFAULT_DELIVERY_POLICY, retryDelayMs, type DeliveryPolicy } from '~/server/delivery/policy.server'

export interface DeliveryContext {
  db: Queryable
  /** Null: no e-mail service configured. */
  email: EmailJsSettings | null
  salesEmail: string
  fetch?: typeof fetch
  now?: () => Date
  policy?: DeliveryPolicy
}

const orNotProvided = (value: string) => (value.trim() ? value.trim() : 'Not provided')

/** The EmailJS template parameters of a lead; empty optional fields read 'Not provided'. */
export function leadTemplateParams(lead: NewLead, salesEmail: string): Record<string, string> {
  return {
    to_email: salesEmail,
    from_name: lead.name,
    from_email: lead.email,
    mobile: lead.mobile,
    product: productName(lead.product),
    brand_name: orNotProvided(lead.brandName),
    description: orNotProvided(lead.description),
  }
}

/** Sends a lead's e-mail without touching the database (used when storing it failed). */
export async function sendLeadEmail(context: DeliveryContext, lead: NewLead): Promise<void> {
  if (!context.email) throw new EmailDeliveryError('No e-mail service configured')
  const policy = context.policy ?? DEFAULT_DELIVERY_POLICY
  await sendEmailJs(context.email, leadTemplateParams(lead, context.salesEmail), {
    fetch: context.fetch,
    timeoutMs: policy.sendTimeoutMs,
  })
}

/** One attempt on a lead this sender has claimed; records and returns the outcome. */
async function attemptClaimed(context: DeliveryContext, lead: Lead): Promise<DeliveryStatus> {
  const policy = context.policy ?? DEFAULT_DELIVERY_POLICY
  const now = context.now ?? (() => new Date())
  if (!context.email) {
    await markLeadSkipped(context.db, lead.id, now())
    return 'skipped'
  }
  try {
    await sendLeadEmail(context, lead)
  } catch (error) {
    // Stored for the admin and logged: an error text may quote the request, so mask personal data.
    const message = maskPersonalData(error instanceof Error ? error.message : String(error))
    const final = lead.deliveryAttempts >= policy.maxAttempts
    emailDeliveryFailures.inc({ kind: 'lead', final: String(final) })
    const retryAt = final ? null : new Date(now().getTime() + retryDelayMs(lead.deliveryAttempts, policy))
    console.error(
      `Lead ${lead.id}: e-mail attempt ${lead.deliveryAttempts}/${policy.maxAttempts} failed${final ? ' (giving up)' : ''}: ${message}`,
    )
    await markLeadAttemptFailed(context.db, lead.id, {
      attempt: lead.deliveryAttempts,
      error: message,
      retryAt,
      now: now(),
    })
    return final ? 'failed' : 'pending'
  }
  await markLeadSent(context.db, lead.id, now())
  return 'sent'
}

/**
 * Tries to send one stored lead now, if it is due and nobody else is sending it. Returns the
 * outcome, or null when the lead was not claimed (not due, or already being sent).
 */
export async function deliverLead(context: DeliveryContext, id: string): Promise<DeliveryStatus | null> {
  const policy = context.policy ?? DEFAULT_DELIVERY_POLICY
  const now = (context.now ?? (() => new Date()))()
  const claimed = await claimLead(context.db, id, { now, leaseMs: policy.leaseMs })
  return claimed ? attemptClaimed(context, claimed) : null
}

/** Sends every lead that is due (a retry loop tick). Returns how many attempts were made. */
export async function deliverDueLeads(context: DeliveryContext, limit = 10): Promise<number> {
  const policy = context.policy ?? DEFAULT_DELIVERY_POLICY
  const now = (context.now ?? (() => new Date()))()
  const claimed = await claimDueLeads(context.db, { now, leaseMs: policy.leaseMs, limit })
  for (const lead of claimed) {
    try {
      await attemptClaimed(context, lead)
    } catch (error) {
      // Recording failed (database trouble): the lease runs out and the lead is tried again.
      logError(`Lead ${lead.id}: could not record the delivery attempt`, error)
    }
  }
  return claimed.length
}
