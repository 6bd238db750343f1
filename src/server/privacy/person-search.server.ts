import { deleteCookie, getCookie } from '@tanstack/react-start/server'
import { httpOnlyCookieHeader, secureCookies } from '~/server/http/cookie-header.server'

/**
 * The address the admin looked up on the personal-data page, kept in a cookie of the admin's own
 * browser rather than in the page's URL: a URL ends up in the proxy's access log, the browser's
 * history and a Referer, and an e-mail address is personal data. The find form posts it
 * (/admin/personal-data), the page reads it back while it lives (30 minutes, or until the admin
 * clears the search or signs out). httpOnly, SameSite=Strict, Path=/ (the page's data is fetched
 * through /_serverFn too); the value is base64url, so no address can break the header.
 */
export const PERSON_SEARCH_COOKIE = 'ra_person_search'
const MAX_AGE_SECONDS = 30 * 60
const MAX_ADDRESS = 254

/** The Set-Cookie header that keeps `email` as the page's search, or (null) forgets it. */
export function personSearchSetCookie(email: string | null): string {
  const value = email === null ? '' : Buffer.from(email, 'utf8').toString('base64url')
  return httpOnlyCookieHeader(PERSON_SEARCH_COOKIE, value, {
    maxAgeSeconds: email === null ? 0 : MAX_AGE_SECONDS,
    sameSite: 'Strict',
  })
}

/** A cookie value read back (the browser's to change): the address, or undefined when it is not one. */
export function decodePersonSearch(value: string | undefined): string | undefined {
  if (!value || value.length > 4 * MAX_ADDRESS) return undefined
  const email = Buffer.from(value, 'base64url').toString('utf8').trim().toLowerCase()
  return email.length > 0 && email.length <= MAX_ADDRESS && email.includes('@') ? email : undefined
}

/** The current request's search (server functions and server rendering). */
export function readPersonSearch(): string | undefined {
  return decodePersonSearch(getCookie(PERSON_SEARCH_COOKIE))
}

/** Forgets the search with the current answer (sign-out). */
export function forgetPersonSearch(): void {
  if (getCookie(PERSON_SEARCH_COOKIE) === undefined) return
  deleteCookie(PERSON_SEARCH_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookies() })
}
