import { createServerFn } from '@tanstack/react-start'
import {
  LeadIdSchema,
  LeadUpdateSchema,
  LeadsFilterSchema,
  STUCK_PENDING_MS,
  canSendAgain,
} from '~/domain/lead-pipeline'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getDb } from '~/server/boot.server'
import { getServerConfig } from '~/server/config.server'
import { emailJsSettings } from '~/server/email/emailjs.server'
import { defaultDeliveryContext } from '~/server/leads/lead-context.server'
import { deliverLead } from '~/server/leads/lead-delivery.server'
import { updateLeadAsAdmin } from '~/server/forms/admin-actions.server'
import { deleteLead, getLeadDetail, searchLeads } from '~/server/leads/lead-pipeline.server'
import { requeueLead, type Lead } from '~/server/leads/lead-repository.server'
import { productName } from '~/server/leads/product-name.server'
import { PublicError, inputValidator } from '~/server/leads/public-error.server'

/** How much of a message the table shows; the detail view has all of it. */
const EXCERPT_LENGTH = 180

const emailConfigured = () => emailJsSettings(getServerConfig()) !== null

/** A lead as the admin sees it: the product's display name and whether "Send again" can help. */
function adminLead(lead: Lead, configured: boolean, now: Date) {
  return { ...lead, productName: productName(lead.product), canSendAgain: canSendAgain(lead, configured, now) }
}

/** One page of the leads table: search, filters, sort and page from the URL. */
export const listLeadsPage = createServerFn({ method: 'GET' })
  .validator(inputValidator(LeadsFilterSchema))
  .handler(async ({ data }) => {
    await requireAdmin()
    const result = await searchLeads(await getDb(), data)
    const configured = emailConfigured()
    const now = new Date()
    return {
      ...result,
      emailConfigured: configured,
      leads: result.leads.map((lead) => ({
        ...adminLead(lead, configured, now),
        description:
          lead.description.length > EXCERPT_LENGTH ? `${lead.description.slice(0, EXCERPT_LENGTH)}…` : lead.description,
      })),
    }
  })

/** Everything about one lead: what the visitor sent, where from, its status and delivery history. */
export const getAdminLead = createServerFn({ method: 'GET' })
  .validator(inputValidator(LeadIdSchema))
  .handler(async ({ data }) => {
    await requireAdmin()
    const detail = await getLeadDetail(await getDb(), data.id)
    if (!detail) return null
    const configured = emailConfigured()
    return { ...detail, lead: adminLead(detail.lead, configured, new Date()), emailConfigured: configured }
  })

/**
 * A new status and/or a note; who and when are recorded from the session
 * (src/server/forms/admin-actions.server.ts, shared with the native form post
 * src/routes/admin/leads.$leadId.status.ts).
 */
export const updateAdminLead = createServerFn({ method: 'POST' })
  .validator(inputValidator(LeadUpdateSchema))
  .handler(async ({ data }) => updateLeadAsAdmin(await requireAdmin(), data))

export const deleteAdminLead = createServerFn({ method: 'POST' })
  .validator(inputValidator(LeadIdSchema))
  .handler(async ({ data }) => {
    await requireAdmin()
    if (!(await deleteLead(await getDb(), data.id))) throw PublicError.of('not_found', 'This lead no longer exists.')
    return { ok: true as const }
  })

/**
 * Sends a lead's e-mail again now, with a fresh set of retries: only where that can help (an
 * e-mail service is configured, and the lead failed, was stored only, or is stuck pending).
 */
export const sendAdminLeadAgain = createServerFn({ method: 'POST' })
  .validator(inputValidator(LeadIdSchema))
  .handler(async ({ data }) => {
    const admin = await requireAdmin()
    if (!emailConfigured())
      throw PublicError.of('rejected', 'No e-mail service is configured, so the lead cannot be e-mailed.')
    const db = await getDb()
    const now = new Date()
    const requeued = await requeueLead(db, data.id, {
      now,
      actor: admin.email,
      stuckBefore: new Date(now.getTime() - STUCK_PENDING_MS),
    })
    if (!requeued)
      throw PublicError.of('rejected', 'This lead is e-mailed already or is still being sent automatically.')
    const status = await deliverLead(await defaultDeliveryContext(), data.id)
    return { status: status ?? ('pending' as const) }
  })
