import { createServerFn } from '@tanstack/react-start'
import { LoginSchema } from './admin-schemas'
import { getAuthProvider } from '~/server/auth/index.server'
import { getDb } from '~/server/db/index.server'
import { getClientIp } from '~/server/geo/client-ip.server'
import { hitRateLimit } from '~/server/rate-limit.server'

const LOGIN_LIMIT = { bucket: 'admin-login', limit: 10, windowMs: 15 * 60_000 }

/** The signed-in admin, or null. Used by the admin guard on the server and in the browser. */
export const getAdminSession = createServerFn({ method: 'GET' }).handler(async () => {
  const user = await (await getAuthProvider()).currentUser()
  return { user: user ? { email: user.email } : null }
})

export type SignInResponse = { ok: true } | { ok: false; message: string }

export const signInAdmin = createServerFn({ method: 'POST' })
  .validator(LoginSchema)
  .handler(async ({ data }): Promise<SignInResponse> => {
    const ip = getClientIp() ?? 'unknown'
    const limit = await hitRateLimit(await getDb(), LOGIN_LIMIT, ip)
    if (!limit.allowed)
      return { ok: false, message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' }
    const result = await (await getAuthProvider()).signIn(data.email, data.password)
    if (result.ok) return { ok: true }
    return {
      ok: false,
      message:
        result.reason === 'unavailable'
          ? 'Sign-in is unavailable right now. Please try again shortly.'
          : 'Invalid e-mail or password.',
    }
  })

export const signOutAdmin = createServerFn({ method: 'POST' }).handler(async () => {
  await (await getAuthProvider()).signOut()
  return { ok: true }
})
