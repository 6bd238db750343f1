import { logError } from '~/server/log.server'
import { createServerClient } from '@supabase/ssr'
import type { User } from '@supabase/supabase-js'
import { TOTP_ISSUER } from './embedded-second-factor.server'
import { assurance, createSupabaseSecondFactor, type MfaApi } from './supabase-second-factor.server'
import { SignOutError, type AdminUser, type AuthProvider, type CookieJar } from './types.server'

/**
 * Supabase Auth through @supabase/ssr: the session lives in Supabase's (possibly chunked) cookies;
 * the current user is always confirmed with auth.getUser(), which asks the auth server, never
 * read from the cookie alone. Public sign-ups must be off in the Supabase project.
 */
export function createSupabaseAuth(
  url: string,
  anonKey: string,
  cookies: CookieJar,
  options: { secureCookies: boolean; adminEmails: readonly string[] },
): AuthProvider {
  // Any visitor with the public anon key could create a Supabase user if sign-ups are left on,
  // so only listed e-mails and users whose app_metadata.role is 'admin' are admins. app_metadata
  // can only be written with the service key (unlike user_metadata, which the user can edit).
  const admins = new Set(options.adminEmails.map((email) => email.trim().toLowerCase()).filter(Boolean))
  const isAdmin = (user: Pick<User, 'email' | 'app_metadata'>) =>
    Boolean(user.email && admins.has(user.email.toLowerCase())) || user.app_metadata?.role === 'admin'
  const client = createServerClient(url, anonKey, {
    cookies: {
      getAll: () => cookies.getAll(),
      setAll: (toSet) => {
        for (const { name, value, options: cookieOptions } of toSet) {
          cookies.set(name, value, {
            path: cookieOptions.path ?? '/',
            httpOnly: true,
            secure: options.secureCookies,
            sameSite: 'lax',
            maxAge: cookieOptions.maxAge,
            expires: cookieOptions.expires,
            domain: cookieOptions.domain,
          })
        }
      },
    },
    auth: { autoRefreshToken: false, detectSessionInUrl: false, persistSession: true, flowType: 'pkce' },
  })

  /** The admin behind the cookies (auth.getUser: asked of the auth server) and whether its session has every factor. */
  async function verifiedAdmin(): Promise<{ user: AdminUser; complete: boolean } | null> {
    const { data, error } = await client.auth.getUser()
    if (error || !data.user || !isAdmin(data.user)) return null
    const { data: session } = await client.auth.getSession()
    const level = assurance({ factors: data.user.factors, accessToken: session.session?.access_token })
    return {
      user: { id: data.user.id, email: data.user.email ?? '', secondFactor: level.enrolled },
      complete: level.complete,
    }
  }

  const secondFactor = createSupabaseSecondFactor(client.auth.mfa as unknown as MfaApi, {
    admin: verifiedAdmin,
    issuer: TOTP_ISSUER,
    groupSecret: (secret) => secret.replace(/(.{4})(?=.)/g, '$1 '),
  })

  return {
    name: 'supabase',
    secondFactor,
    async signIn(email, password) {
      try {
        const { data, error } = await client.auth.signInWithPassword({ email: email.trim().toLowerCase(), password })
        if (error || !data.user) {
          if (error && (!error.status || error.status >= 500)) return { ok: false, reason: 'unavailable' }
          return { ok: false, reason: 'invalid-credentials' }
        }
        if (!isAdmin(data.user)) {
          // Only this fresh session of a non-admin is dropped; nothing to tell anyone.
          await client.auth.signOut({ scope: 'local' }).catch(() => undefined)
          return { ok: false, reason: 'invalid-credentials' }
        }
        const level = assurance({ factors: data.user.factors, accessToken: data.session?.access_token })
        const user = { id: data.user.id, email: data.user.email ?? email, secondFactor: level.enrolled }
        // The session stays at AAL1 until the code: the guard lets it no further than the code form.
        if (!level.complete) return { ok: false, reason: 'second-factor-required', user }
        return { ok: true, user }
      } catch (error) {
        logError('Supabase sign-in failed', error)
        return { ok: false, reason: 'unavailable' }
      }
    },
    async currentUser() {
      try {
        const admin = await verifiedAdmin()
        return admin?.complete ? admin.user : null
      } catch (error) {
        logError('Supabase getUser failed', error)
        return null
      }
    },
    async signOut() {
      // 'local' clears this browser's cookies first, then revokes the refresh token. A 401/403/404
      // counts as already signed out; any other failure is reported to the admin.
      const { error } = await client.auth.signOut({ scope: 'local' }).catch((thrown: unknown) => ({ error: thrown }))
      if (error) {
        logError('Supabase sign-out failed', error)
        throw new SignOutError(error)
      }
    },
    async signOutEverywhere() {
      const { error } = await client.auth.signOut({ scope: 'global' }).catch((thrown: unknown) => ({ error: thrown }))
      if (error) {
        logError('Supabase sign-out everywhere failed', error)
        throw new SignOutError(error)
      }
    },
    async changePassword() {
      // Supabase owns the credentials (and its own password rules and e-mail confirmations).
      return { ok: false, reason: 'unsupported' }
    },
  }
}
