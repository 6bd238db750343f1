import { logError } from '~/server/log.server'
import { getCookie, getRequestHeader, setCookie } from '@tanstack/react-start/server'
import { getServerConfig, type ServerConfig } from '~/server/config.server'
import {
  DEFAULT_PREFERENCE,
  PREFERENCE_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE,
  parsePreferenceCookie,
  preferenceForCountryCode,
  serializePreferenceCookie,
  type Preference,
} from '~/domain/currency'
import { getClientIp } from './client-ip.server'
import { IpCountryLookup, detectCountry } from './country.server'

let sharedLookup: IpCountryLookup | undefined

function countryLookup(config: ServerConfig): IpCountryLookup {
  sharedLookup ??= new IpCountryLookup({ baseUrl: config.IP_LOOKUP_URL, timeoutMs: config.IP_LOOKUP_TIMEOUT_MS })
  return sharedLookup
}

export interface PreferenceDecision {
  preference: Preference
  /** Where it came from: decides whether a shared cache may key the page on the cookie. */
  source: 'cookie' | 'header' | 'lookup' | 'default'
  /** A detected country to remember in the preference cookie (value for PREFERENCE_COOKIE). */
  remember: string | null
}

/**
 * The one decision of a visitor's currency preference, from raw request facts: the cookie if
 * present (a manual choice always wins), else detection (CDN header, then IP look-up). Used by
 * server rendering and by the page cache, which must key a page on exactly what it renders.
 */
export async function decideVisitorPreference(input: {
  cookie: string | null | undefined
  readHeader: (name: string) => string | null | undefined
  ip: string | undefined
}): Promise<PreferenceDecision> {
  const remembered = parsePreferenceCookie(input.cookie)
  if (remembered) return { preference: remembered.preference, source: 'cookie', remember: null }
  const detection = await detectCountry({
    readHeader: input.readHeader,
    ip: input.ip,
    lookup: countryLookup(getServerConfig()),
  })
  if (!detection.code) return { preference: DEFAULT_PREFERENCE, source: 'default', remember: null }
  const preference = preferenceForCountryCode(detection.code)
  return {
    preference,
    source: detection.source === 'header' ? 'header' : 'lookup',
    remember: serializePreferenceCookie(preference.country, 'detected'),
  }
}

/** Options of the remembered-preference cookie (also used by the page cache on a cache hit). */
export function preferenceCookieOptions(config: ServerConfig = getServerConfig()) {
  return {
    path: '/',
    maxAge: PREFERENCE_COOKIE_MAX_AGE,
    sameSite: 'lax' as const,
    secure: config.SITE_ORIGIN.startsWith('https:'),
  }
}

/**
 * The current visitor's currency preference (see decideVisitorPreference). A detected country
 * is remembered in the cookie; an unknown one is not, so a later visit tries again. Never throws.
 */
export async function resolveVisitorPreference(): Promise<Preference> {
  try {
    const decision = await decideVisitorPreference({
      cookie: getCookie(PREFERENCE_COOKIE),
      readHeader: (name) => getRequestHeader(name as never),
      ip: getClientIp(),
    })
    if (decision.remember) setCookie(PREFERENCE_COOKIE, decision.remember, preferenceCookieOptions())
    return decision.preference
  } catch (error) {
    logError('Error detecting country', error)
    return DEFAULT_PREFERENCE
  }
}

/**
 * The country of a request, by the same detection as the currency (CDN header, then the cached IP
 * look-up): for analytics, which keep only the code. Never throws; null when unknown.
 */
export async function detectRequestCountry(
  readHeader: (name: string) => string | null | undefined,
  ip: string | undefined,
): Promise<string | null> {
  const detection = await detectCountry({ readHeader, ip, lookup: countryLookup(getServerConfig()) })
  return detection.code
}
