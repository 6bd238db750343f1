import { getServerConfig } from '~/server/config.server'

/** Cookies carry Secure when the site is served over HTTPS (SITE_ORIGIN). */
export function secureCookies(): boolean {
  return getServerConfig().SITE_ORIGIN.startsWith('https://')
}

/**
 * The Set-Cookie header of a short-lived, httpOnly cookie for the whole site (Path=/), for an
 * answer the handler builds itself (a form post's 303); Max-Age 0 with an empty value forgets it.
 */
export function httpOnlyCookieHeader(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; sameSite: 'Lax' | 'Strict' },
): string {
  const attributes = [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
  ]
  if (secureCookies()) attributes.push('Secure')
  return attributes.join('; ')
}
