import { FORM_FLASH_COOKIE } from '~/domain/form-flash'
import type { PreferenceDecision } from '~/server/geo/visitor-preference.server'

/** The embedded provider's session cookie and Supabase's (possibly chunked) auth cookies. */
const ADMIN_COOKIE = /^(ra_admin_session|sb-[^=]*-auth-token(\.\d+)?)$/

/**
 * Paths that are never cached, whatever they answer: personal data, server functions, and the
 * pages of the newsletter's links (each URL carries a visitor's token).
 */
const NEVER_CACHED = [/^\/admin(\/|$)/, /^\/_serverFn(\/|$)/, /^\/api(\/|$)/, /^\/newsletter\//]

/** The request's cookies by name (the first of duplicates, as browsers send the most specific first). */
export function cookiesOf(request: Request): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0) continue
    const name = part.slice(0, at).trim()
    if (!name || name in cookies) continue
    let value = part.slice(at + 1).trim()
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    try {
      cookies[name] = decodeURIComponent(value)
    } catch {
      cookies[name] = value
    }
  }
  return cookies
}

/**
 * Whether a request may be answered from, or stored in, the page cache: GET/HEAD of a public
 * path by a visitor without an admin session, and without a form's outcome to show (the flash
 * cookie of a native form post: that page is this visitor's alone, rendered private, no-store).
 */
export function isCacheableRequest(request: Request, cookies: Record<string, string>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const { pathname } = new URL(request.url)
  if (NEVER_CACHED.some((pattern) => pattern.test(pathname))) return false
  if (FORM_FLASH_COOKIE in cookies) return false
  return !Object.keys(cookies).some((name) => ADMIN_COOKIE.test(name))
}

/**
 * Whether a rendered response may be stored: a complete 200 HTML page that sets no cookie other
 * than the remembered preference (which is the variant itself and is re-sent on each hit).
 */
export function isCacheableResponse(response: Response, preferenceCookie: string): boolean {
  if (response.status !== 200) return false
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false
  if (/no-store|private/i.test(response.headers.get('cache-control') ?? '')) return false
  return response.headers.getSetCookie().every((cookie) => cookie.startsWith(`${preferenceCookie}=`))
}

/** The cache key: the variant (what changes the bytes) and the URL path with its query. */
export function cacheKey(variant: string, request: Request): string {
  const url = new URL(request.url)
  return `${variant} ${url.pathname}${url.search}`
}

/** The variant is the preference the page renders with; country decides currency too. */
export function variantOf(decision: PreferenceDecision): string {
  return decision.preference.country
}

/**
 * Cache-Control of a page. Browsers and shared caches may keep a copy but must revalidate every
 * time (`no-cache`); the ETag includes the variant, so a revalidation made with another
 * visitor's cookie gets a full answer with the right currency, even from a CDN that ignores
 * Vary. A variant taken from the preference cookie can be shared (`public`, `Vary: Cookie`); one
 * detected from the CDN country header or the visitor's IP cannot be keyed by a shared cache,
 * and the response sets the cookie: `private`.
 */
export function cacheHeadersFor(source: PreferenceDecision['source']): Record<string, string> {
  return {
    'Cache-Control': source === 'cookie' ? 'public, no-cache' : 'private, no-cache',
    Vary: 'Accept-Encoding, Cookie',
  }
}

/** If-None-Match matches (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => strip(tag) === strip(etag))
}
