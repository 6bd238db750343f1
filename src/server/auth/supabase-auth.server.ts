import { logError } from '~/server/log.server'
import { createServerClient } from '@supabase/ssr'
import type { AuthProvider, CookieJar } from './types.server'

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
  // so only the listed e-mails are admins.
  const admins = new Set(options.adminEmails.map((email) => email.trim().toLowerCase()).filter(Boolean))
  const isAdmin = (email: string | undefined) => Boolean(email && admins.has(email.toLowerCase()))
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

  return {
    name: 'supabase',
    async signIn(email, password) {
      try {
        const { data, error } = await client.auth.signInWithPassword({ email: email.trim().toLowerCase(), password })
        if (error || !data.user) {
          if (error && (!error.status || error.status >= 500)) return { ok: false, reason: 'unavailable' }
          return { ok: false, reason: 'invalid-credentials' }
        }
        if (!isAdmin(data.user.email)) {
          await client.auth.signOut().catch(() => undefined)
          return { ok: false, reason: 'invalid-credentials' }
        }
        return { ok: true, user: { id: data.user.id, email: data.user.email ?? email } }
      } catch (error) {
        logError('Supabase sign-in failed', error)
        return { ok: false, reason: 'unavailable' }
      }
    },
    async currentUser() {
      try {
        const { data, error } = await client.auth.getUser()
        if (error || !data.user || !isAdmin(data.user.email)) return null
        return { id: data.user.id, email: data.user.email ?? '' }
      } catch (error) {
        logError('Supabase getUser failed', error)
        return null
      }
    },
    async signOut() {
      try {
        await client.auth.signOut()
      } catch (error) {
        // A 401/403/404 from the auth server still clears the local session.
        logError('Supabase sign-out failed', error)
      }
    },
  }
}
