import type * as v from 'valibot'
import { SECOND_FACTOR_MESSAGES, type SecondFactorCodeInput } from '~/domain/admin'
import { ACCOUNT_MESSAGES, type ChangePasswordSchema } from '~/domain/admin-account'
import { SecretsKeyMissingError } from '~/server/auth/embedded-second-factor.server'
import { getServerConfig } from '~/server/config.server'
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

const SECOND_FACTOR_SETUP_LIMIT = { bucket: 'admin-second-factor-setup', limit: 10, windowMs: 15 * 60_000 }

/** Whether this server can seal second-factor secrets (Supabase keeps its own). */
function secondFactorAvailable(providerName: 'embedded' | 'supabase'): boolean {
  return providerName === 'supabase' || Boolean(getServerConfig().ADMIN_SECRETS_KEY)
}

/** A missing ADMIN_SECRETS_KEY as the message the admin reads. */
async function withKey<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof SecretsKeyMissingError) throw PublicError.of('unavailable', SECOND_FACTOR_MESSAGES.keyMissing)
    throw error
  }
}

/** What the account page's second-factor card shows. */
export async function secondFactorSettings(admin: AdminUser) {
  const provider = await getAuthProvider()
  const status = await provider.secondFactor.status(admin)
  return {
    ...status,
    provider: provider.name,
    available: secondFactorAvailable(provider.name),
    required: getServerConfig().ADMIN_REQUIRE_MFA,
  }
}

/** A new secret for the admin's authenticator app (to confirm with a first code). */
export async function startSecondFactorSetup(admin: AdminUser) {
  const provider = await getAuthProvider()
  if (!secondFactorAvailable(provider.name)) throw PublicError.of('unavailable', SECOND_FACTOR_MESSAGES.keyMissing)
  return withKey(() => provider.secondFactor.startEnrolment(admin))
}

async function limitSetup(admin: AdminUser) {
  const limit = await hitRateLimit(await getDb(), SECOND_FACTOR_SETUP_LIMIT, admin.id)
  if (!limit.allowed) throw rateLimited(limit.resetAt, new Date())
}

/** Confirms the set-up with the app's first code; returns the recovery codes (shown once). */
export async function confirmSecondFactorSetup(admin: AdminUser, data: SecondFactorCodeInput) {
  await limitSetup(admin)
  const provider = await getAuthProvider()
  const result = await withKey(() => provider.secondFactor.confirmEnrolment(admin, data.code))
  if (result.ok) return { recoveryCodes: result.recoveryCodes }
  const message = result.reason === 'wrong-code' ? SECOND_FACTOR_MESSAGES.wrongCode : SECOND_FACTOR_MESSAGES.noEnrolment
  throw PublicError.of('rejected', message, { fields: { code: message } })
}

/** Turns the second factor off, after a current code or a recovery code. */
export async function disableSecondFactor(admin: AdminUser, data: SecondFactorCodeInput) {
  await limitSetup(admin)
  const provider = await getAuthProvider()
  const result = await withKey(() => provider.secondFactor.disable(admin, data.code))
  if (!result.ok) {
    throw PublicError.of('rejected', SECOND_FACTOR_MESSAGES.wrongCode, {
      fields: { code: SECOND_FACTOR_MESSAGES.wrongCode },
    })
  }
}
