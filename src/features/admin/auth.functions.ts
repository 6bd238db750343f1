import { createServerFn } from '@tanstack/react-start'
import { LoginSchema } from '~/domain/admin'
import { ACCOUNT_MESSAGES, ChangePasswordSchema } from '~/domain/admin-account'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getAuthProvider } from '~/server/auth/index.server'
import { getDb } from '~/server/boot.server'
import {
  rateLimited,
  signInAdminAccount,
  signOutAdminEverywhere,
  signOutAdminSession,
} from '~/server/forms/form-actions.server'
import { PublicError, inputValidator } from '~/server/leads/public-error.server'
import { hitRateLimit } from '~/server/rate-limit.server'

/** The signed-in admin, or null. Used by the admin guard on the server and in the browser. */
export const getAdminSession = createServerFn({ method: 'GET' }).handler(async () => {
  const provider = await getAuthProvider()
  const user = await provider.currentUser()
  return { user: user ? { email: user.email, provider: provider.name } : null }
})

/**
 * Admin sign-in (limits, back-off, provider): src/server/forms/form-actions.server.ts, shared
 * with the native form post (src/routes/admin/sign-in.ts).
 */
export const signInAdmin = createServerFn({ method: 'POST' })
  .validator(inputValidator(LoginSchema))
  .handler(({ data }) => signInAdminAccount(data))

/** Ends this session (the native form post is src/routes/admin/sign-out.ts). */
export const signOutAdmin = createServerFn({ method: 'POST' }).handler(() => signOutAdminSession())

/** Ends every session of the signed-in admin, on every device, this one included. */
export const signOutEverywhere = createServerFn({ method: 'POST' }).handler(() => signOutAdminEverywhere())

const PASSWORD_CHANGE_LIMIT = { bucket: 'admin-password', limit: 5, windowMs: 15 * 60_000 }

/**
 * Changes the signed-in admin's password: the current one is checked (limited to a few tries, so
 * a borrowed session cannot guess it), the new one must pass the shared rule, and every other
 * session of the account ends.
 */
export const changeAdminPassword = createServerFn({ method: 'POST' })
  .validator(inputValidator(ChangePasswordSchema))
  .handler(async ({ data }) => {
    const user = await requireAdmin()
    const provider = await getAuthProvider()
    if (provider.name !== 'embedded') throw PublicError.of('rejected', ACCOUNT_MESSAGES.managedElsewhere)
    const limit = await hitRateLimit(await getDb(), PASSWORD_CHANGE_LIMIT, user.id)
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
  })
