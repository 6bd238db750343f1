import type * as v from 'valibot'
import { ACCOUNT_MESSAGES, type ChangePasswordSchema } from '~/domain/admin-account'
import type { LeadUpdateSchema } from '~/domain/lead-pipeline'
import { getAuthProvider } from '~/server/auth/index.server'
import type { AdminUser } from '~/server/auth/types.server'
import { getDb } from '~/server/boot.server'
import { updateLeadStatus } from '~/server/leads/lead-pipeline.server'
import { getLead } from '~/server/leads/lead-repository.server'
import { pokeDeliveryWorker } from '~/server/leads/lead-delivery-worker.server'
import { queueLeadEventSafely } from '~/server/webhooks/webhooks.server'
import { PublicError } from '~/server/leads/public-error.server'
import { hitRateLimit } from '~/server/rate-limit.server'
import { rateLimited } from './form-actions.server'

/**
 * The one service path of the admin's own forms: the server function (called by the hydrated
 * form, src/features/admin/*.functions.ts) and the native form endpoint (src/routes/admin/*.ts,
 * used before hydration and without JavaScript) both check the session first (requireAdmin, or
 * currentAdmin for the endpoint) and call these with input parsed by the same shared schema.
 */

type ChangePasswordInput = v.InferOutput<typeof ChangePasswordSchema>
type LeadUpdate = v.InferOutput<typeof LeadUpdateSchema>

const PASSWORD_CHANGE_LIMIT = { bucket: 'admin-password', limit: 5, windowMs: 15 * 60_000 }

/**
 * Changes the signed-in admin's password: the current one is checked (limited to a few tries, so
 * a borrowed session cannot guess it), the new one must pass the shared rule (the schema), and
 * every other session of the account ends. Every refusal is a PublicError.
 */
export async function changeAdminPassword(admin: AdminUser, data: ChangePasswordInput) {
  const provider = await getAuthProvider()
  if (provider.name !== 'embedded') throw PublicError.of('rejected', ACCOUNT_MESSAGES.managedElsewhere)
  const limit = await hitRateLimit(await getDb(), PASSWORD_CHANGE_LIMIT, admin.id)
  if (!limit.allowed) throw rateLimited(limit.resetAt, new Date())
  const result = await provider.changePassword(data.currentPassword, data.newPassword)
  if (result.ok) return { ok: true as const, message: ACCOUNT_MESSAGES.passwordChanged }
  if (result.reason === 'wrong-password') {
    throw PublicError.of('rejected', ACCOUNT_MESSAGES.wrongPassword, {
      fields: { currentPassword: ACCOUNT_MESSAGES.wrongPassword },
    })
  }
  if (result.reason === 'unsupported') throw PublicError.of('rejected', ACCOUNT_MESSAGES.managedElsewhere)
  throw PublicError.of('unauthorized', 'Please sign in again.')
}

/** A new status and/or a note on a lead; who and when are recorded from the session. */
export async function updateLeadAsAdmin(admin: AdminUser, data: LeadUpdate) {
  const event = await updateLeadStatus(await getDb(), data.id, {
    status: data.status,
    note: data.note,
    actor: admin.email,
  })
  if (event === null) throw PublicError.of('not_found', 'This lead no longer exists.')
  if (event !== 'unchanged' && event.toStatus) {
    const lead = await getLead(await getDb(), data.id)
    if (lead)
      await queueLeadEventSafely(await getDb(), 'lead.status_changed', lead, {
        previousStatus: event.fromStatus ?? undefined,
        queued: pokeDeliveryWorker,
      })
  }
  return { changed: event !== 'unchanged' }
}
