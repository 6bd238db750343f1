import { getCookie, getRequestHeader, setCookie } from '@tanstack/react-start/server'
import { getServerConfig, type ServerConfig } from '~/server/config.server'
import { DEFAULT_PREFERENCE, preferenceForCountryCode, type Preference } from '~/features/currency/format-price'
import {
  PREFERENCE_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE,
  parsePreferenceCookie,
  serializePreferenceCookie,
} from '~/features/currency/preference-cookie'
import { getClientIp } from './client-ip.server'
import { IpCountryLookup, detectCountry } from './country.server'

let sharedLookup: IpCountryLookup | undefined

function countryLookup(config: ServerConfig): IpCountryLookup {
  sharedLookup ??= new IpCountryLookup({ baseUrl: config.IP_LOOKUP_URL, timeoutMs: config.IP_LOOKUP_TIMEOUT_MS })
  return sharedLookup
}

/**
 * The current visitor's currency preference: the cookie if present (a manual choice always
 * wins), else detection (CDN header, then IP look-up). A detected country is remembered in
 * the cookie; an unknown one is not, so a later visit tries again. Never throws.
 */
export async function resolveVisitorPreference(): Promise<Preference> {
  try {
    const remembered = parsePreferenceCookie(getCookie(PREFERENCE_COOKIE))
    if (remembered) return remembered.preference
    const config = getServerConfig()
    const detection = await detectCountry({
      readHeader: (name) => getRequestHeader(name as never),
      ip: getClientIp(),
      lookup: countryLookup(config),
    })
    if (!detection.code) return DEFAULT_PREFERENCE
    const preference = preferenceForCountryCode(detection.code)
    setCookie(PREFERENCE_COOKIE, serializePreferenceCookie(preference.country, 'detected'), {
      path: '/',
      maxAge: PREFERENCE_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: config.SITE_ORIGIN.startsWith('https:'),
    })
    return preference
  } catch (error) {
    console.error('Error detecting country', error)
    return DEFAULT_PREFERENCE
  }
}
