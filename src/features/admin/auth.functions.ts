import { createServerFn } from '@tanstack/react-start'
import { LoginSchema, SIGN_IN_MESSAGES } from '~/domain/admin'
import { ACCOUNT_MESSAGES, ChangePasswordSchema } from '~/domain/admin-account'
import { SignOutError, type AuthProvider } from '~/server/auth/types.server'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getAuthProvider } from '~/server/auth/index.server'
import {
  accountLockedUntil,
  clearSignInFailures,
  logSignIn,
  recordSignInFailure,
} from '~/server/auth/sign-in-guard.server'
import { getDb } from '~/server/boot.server'
import { getClientIp } from '~/server/geo/client-ip.server'
import { PublicError, inputValidator } from '~/server/leads/public-error.server'
import { hitRateLimit } from '~/server/rate-limit.server'

const LOGIN_LIMIT = { bucket: 'admin-login', limit: 10, windowMs: 15 * 60_000 }

/** The signed-in admin, or null. Used by the admin guard on the server and in the browser. */
export const getAdminSession = createServerFn({ method: 'GET' }).handler(async () => {
  const provider = await getAuthProvider()
  const user = await provider.currentUser()
  return { user: user ? { email: user.email, provider: provider.name } : null }
})

function secondsUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000))
}

/** "Too many attempts", with how long to wait. */
function rateLimited(until: Date, now: Date) {
  return PublicError.of('rate_limited', SIGN_IN_MESSAGES.rateLimited, { retryAfterSeconds: secondsUntil(until, now) })
}

/**
 * Admin sign-in: the per-IP limit, then the per-account back-off (SIGN_IN_BACKOFF), then the
 * provider. Every failure is an error envelope; wrong passwords and unknown accounts get the
 * same answer (the embedded provider verifies a dummy hash for unknown e-mails, so in the same
 * time too). Every attempt is logged with time, IP and account, never the password.
 */
export const signInAdmin = createServerFn({ method: 'POST' })
  .validator(inputValidator(LoginSchema))
  .handler(async ({ data }): Promise<{ ok: true }> => {
    const ip = getClientIp() ?? 'unknown'
    const db = await getDb()
    const now = new Date()
    const limit = await hitRateLimit(db, LOGIN_LIMIT, ip)
    if (!limit.allowed) {
      logSignIn('refused (ip limit)', { email: data.email, ip, now })
      throw rateLimited(limit.resetAt, now)
    }
    const lockedUntil = await accountLockedUntil(db, data.email, now)
    if (lockedUntil) {
      logSignIn('refused (locked)', { email: data.email, ip, now })
      throw rateLimited(lockedUntil, now)
    }
    const result = await (await getAuthProvider()).signIn(data.email, data.password)
    if (result.ok) {
      await clearSignInFailures(db, data.email)
      logSignIn('succeeded', { email: data.email, ip, now })
      return { ok: true }
    }
    if (result.reason === 'unavailable') throw PublicError.of('unavailable', SIGN_IN_MESSAGES.unavailable)
    logSignIn('failed', { email: data.email, ip, now })
    const locked = await recordSignInFailure(db, data.email, now)
    if (locked) throw rateLimited(locked, now)
    throw PublicError.of('unauthorized', SIGN_IN_MESSAGES.invalid)
  })

/** Runs a provider's sign-out; one that could not end the session answers with an envelope the admin sees. */
async function endSessions(end: (provider: AuthProvider) => Promise<void>) {
  try {
    await end(await getAuthProvider())
  } catch (error) {
    if (error instanceof SignOutError) throw PublicError.of('unavailable', ACCOUNT_MESSAGES.signOutFailed)
    throw error
  }
  return { ok: true }
}

/** Ends this session. */
export const signOutAdmin = createServerFn({ method: 'POST' }).handler(() =>
  endSessions((provider) => provider.signOut()),
)

/** Ends every session of the signed-in admin, on every device, this one included. */
export const signOutEverywhere = createServerFn({ method: 'POST' }).handler(async () => {
  await requireAdmin()
  return endSessions((provider) => provider.signOutEverywhere())
})

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
