import { deleteCookie, getCookies, setCookie } from '@tanstack/react-start/server'
import { getServerConfig } from '~/server/config.server'
import { getDb } from '~/server/boot.server'
import { secureCookies as secureSite } from '~/server/http/cookie-header.server'
import { createEmbeddedAuth } from './embedded-auth.server'
import { secretsKey } from './secret-box.server'
import { createSupabaseAuth } from './supabase-auth.server'
import type { AuthProvider, CookieJar } from './types.server'

/** The current request's cookies through TanStack Start's helpers. */
export function requestCookieJar(): CookieJar {
  return {
    getAll: () => Object.entries(getCookies()).map(([name, value]) => ({ name, value })),
    get: (name) => getCookies()[name],
    set: (name, value, options) => setCookie(name, value, options),
    delete: (name, options) => deleteCookie(name, { path: options?.path ?? '/' }),
  }
}

/** Supabase Auth when SUPABASE_URL and SUPABASE_ANON_KEY are set, else the embedded provider. */
export async function getAuthProvider(cookies: CookieJar = requestCookieJar()): Promise<AuthProvider> {
  const config = getServerConfig()
  // Secure whenever the public site is https (a proxy may terminate TLS in front of us).
  const secureCookies = secureSite()
  if (config.SUPABASE_URL && config.SUPABASE_ANON_KEY) {
    return createSupabaseAuth(config.SUPABASE_URL, config.SUPABASE_ANON_KEY, cookies, {
      secureCookies,
      adminEmails: config.SUPABASE_ADMIN_EMAILS.split(','),
    })
  }
  const db = await getDb()
  return createEmbeddedAuth(db, cookies, {
    secureCookies,
    idleMs: config.ADMIN_IDLE_MINUTES * 60_000,
    secretsKey: secretsKey(config.ADMIN_SECRETS_KEY),
  })
}
