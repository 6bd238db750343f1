import { getRequestHeader } from '@tanstack/react-start/server'
import { SECOND_FACTOR_MESSAGES, SIGN_IN_MESSAGES, type LoginInput, type SecondFactorCodeInput } from '~/domain/admin'
import { ACCOUNT_MESSAGES } from '~/domain/admin-account'
import type { ContactRequest } from '~/domain/contact'
import type { NewsletterRequest } from '~/domain/newsletter'
import { recordConversion } from '~/server/analytics/analytics.server'
import { getAuthProvider } from '~/server/auth/index.server'
import { requireAdmin } from '~/server/auth/require-admin.server'
import {
  accountLockedUntil,
  clearSignInFailures,
  logSignIn,
  recordSignInFailure,
} from '~/server/auth/sign-in-guard.server'
import { SecretsKeyMissingError } from '~/server/auth/embedded-second-factor.server'
import { SignOutError, type AuthProvider } from '~/server/auth/types.server'
import { getDb } from '~/server/boot.server'
import { getServerConfig } from '~/server/config.server'
import { getClientIp } from '~/server/geo/client-ip.server'
import { resolveVisitorPreference } from '~/server/geo/visitor-preference.server'
import { acceptContactRequest } from '~/server/leads/contact-requests.server'
import { defaultDeliveryContext, getDbOrUnavailable } from '~/server/leads/lead-context.server'
import { sourcePageFrom, subscribeToNewsletter } from '~/server/leads/newsletter.server'
import { pokeDeliveryWorker } from '~/server/leads/lead-delivery-worker.server'
import { PublicError } from '~/server/leads/public-error.server'
import { forgetPersonSearch } from '~/server/privacy/person-search.server'
import { hitRateLimit } from '~/server/rate-limit.server'

/**
 * The one service path of every public form: the server function (called by the hydrated form)
 * and the native form endpoint (src/routes/forms/*, src/routes/admin/sign-*.ts, used before
 * hydration and without JavaScript) both call these with input parsed by the same shared
 * schema. Rate limits (per client IP), the honeypot and the lead pipeline live below them.
 */

/** The footer sign-up: rate-limited, pending until confirmed by the e-mailed link, the same answer for every address. */
export async function signUpForNewsletter(data: NewsletterRequest) {
  // The page the form was on, from the same-origin Referer.
  const sourcePage = sourcePageFrom(getRequestHeader('referer'), [
    new URL(getServerConfig().SITE_ORIGIN).host,
    getRequestHeader('host'),
  ])
  const result = await subscribeToNewsletter(data, {
    db: await getDbOrUnavailable(),
    clientKey: getClientIp() ?? 'unknown',
    sourcePage,
    // The confirmation goes out from the worker at once, never while the visitor waits.
    queued: pokeDeliveryWorker,
  })
  // A conversion of this visit (analytics), tied to the page and, when counted, the visit's source.
  await recordConversion('signup', { page: sourcePage })
  return result
}

/** A contact request: rate-limited, stored as a lead, then e-mailed (retried when EmailJS fails). */
export async function sendContactRequest(data: ContactRequest) {
  const context = await defaultDeliveryContext()
  const { currency } = await resolveVisitorPreference()
  await acceptContactRequest(data, { ...context, clientKey: getClientIp() ?? 'unknown', currency })
  // A conversion of this visit (analytics): the page the dialog was sent from and its UTM fields.
  await recordConversion('lead', { page: data.page, utm: data.utm })
  return { ok: true as const }
}

const LOGIN_LIMIT = { bucket: 'admin-login', limit: 10, windowMs: 15 * 60_000 }

function secondsUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000))
}

/** "Too many attempts", with how long to wait. */
export function rateLimited(until: Date, now: Date) {
  return PublicError.of('rate_limited', SIGN_IN_MESSAGES.rateLimited, { retryAfterSeconds: secondsUntil(until, now) })
}

/**
 * Admin sign-in: the per-IP limit, then the per-account back-off (SIGN_IN_BACKOFF), then the
 * provider, which sets the session cookie. Every failure is a PublicError; wrong passwords and
 * unknown accounts get the same answer (the embedded provider verifies a dummy hash for unknown
 * e-mails, so in the same time too). Every attempt is logged with time, IP and account, never
 * the password.
 */
export async function signInAdminAccount(data: LoginInput): Promise<{ ok: true; secondFactor: boolean }> {
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
    return { ok: true, secondFactor: false }
  }
  if (result.reason === 'second-factor-required') {
    // The failures are cleared only once the code is right too: the password alone must not
    // reset the count that limits guessing codes.
    logSignIn('password accepted, code asked', { email: data.email, ip, now })
    return { ok: true, secondFactor: true }
  }
  if (result.reason === 'unavailable') throw PublicError.of('unavailable', SIGN_IN_MESSAGES.unavailable)
  logSignIn('failed', { email: data.email, ip, now })
  const locked = await recordSignInFailure(db, data.email, now)
  if (locked) throw rateLimited(locked, now)
  throw PublicError.of('unauthorized', SIGN_IN_MESSAGES.invalid)
}

const SECOND_FACTOR_LIMIT = { bucket: 'admin-second-factor', limit: 10, windowMs: 15 * 60_000 }

/**
 * The second step of a sign-in: the code of the pending sign-in (a TOTP code or a recovery code).
 * Limited like the password: per IP, and per account with the same lockouts (a wrong code counts
 * as a failed sign-in); a right one starts the session. Logged like the password, never the code.
 */
export async function verifyAdminSecondFactor(data: SecondFactorCodeInput): Promise<{ ok: true }> {
  const ip = getClientIp() ?? 'unknown'
  const db = await getDb()
  const now = new Date()
  const limit = await hitRateLimit(db, SECOND_FACTOR_LIMIT, ip)
  const provider = await getAuthProvider()
  const pending = await provider.secondFactor.pending()
  if (!pending) throw PublicError.of('unauthorized', SECOND_FACTOR_MESSAGES.expired)
  if (!limit.allowed) {
    logSignIn('refused (ip limit)', { email: pending.email, ip, now })
    throw rateLimited(limit.resetAt, now)
  }
  const lockedUntil = await accountLockedUntil(db, pending.email, now)
  if (lockedUntil) {
    logSignIn('refused (locked)', { email: pending.email, ip, now })
    throw rateLimited(lockedUntil, now)
  }
  let result
  try {
    result = await provider.secondFactor.verify(data.code)
  } catch (error) {
    if (error instanceof SecretsKeyMissingError) throw PublicError.of('unavailable', SECOND_FACTOR_MESSAGES.keyMissing)
    throw error
  }
  if (result.ok) {
    await clearSignInFailures(db, pending.email)
    logSignIn(result.method === 'totp' ? 'succeeded' : 'succeeded (recovery code)', { email: pending.email, ip, now })
    return { ok: true }
  }
  if (result.reason === 'expired') throw PublicError.of('unauthorized', SECOND_FACTOR_MESSAGES.expired)
  logSignIn('failed (second factor)', { email: pending.email, ip, now })
  const locked = await recordSignInFailure(db, pending.email, now)
  if (locked) throw rateLimited(locked, now)
  throw PublicError.of('rejected', SECOND_FACTOR_MESSAGES.wrongCode, {
    fields: { code: SECOND_FACTOR_MESSAGES.wrongCode },
  })
}

/**
 * Runs a provider's sign-out; one that could not end the session throws an envelope the admin sees.
 * The personal-data page's search goes with the session.
 */
async function endSessions(end: (provider: AuthProvider) => Promise<void>) {
  try {
    await end(await getAuthProvider())
  } catch (error) {
    if (error instanceof SignOutError) throw PublicError.of('unavailable', ACCOUNT_MESSAGES.signOutFailed)
    throw error
  }
  forgetPersonSearch()
  return { ok: true }
}

/** Ends this session. */
export function signOutAdminSession() {
  return endSessions((provider) => provider.signOut())
}

/** Ends every session of the signed-in admin, on every device, this one included. */
export async function signOutAdminEverywhere() {
  await requireAdmin({ beforeEnrolment: true })
  return endSessions((provider) => provider.signOutEverywhere())
}
