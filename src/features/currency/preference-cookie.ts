import { preferenceForCountry, type Country, type Preference } from './format-price'

/**
 * The visitor's country choice, kept for a year so the server renders the right currency on
 * first paint. The value is '<country>.<source>': 'manual' (chosen in the header, always wins)
 * or 'detected' (from the CDN header or the IP look-up). Not secret, so not httpOnly.
 */
export const PREFERENCE_COOKIE = 'readyapps_pref'
export const PREFERENCE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

export type PreferenceSource = 'manual' | 'detected'

export function serializePreferenceCookie(country: Country, source: PreferenceSource): string {
  return `${country}.${source}`
}

export function parsePreferenceCookie(
  value: string | null | undefined,
): { preference: Preference; source: PreferenceSource } | null {
  const match = /^(India|Global)\.(manual|detected)$/.exec(value?.trim() ?? '')
  if (!match) return null
  return { preference: preferenceForCountry(match[1] as Country), source: match[2] as PreferenceSource }
}

/** Browser: remembers a manual choice at once, so a reload right after it keeps it. */
export function rememberCountryChoice(country: Country): void {
  if (typeof document === 'undefined') return
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${PREFERENCE_COOKIE}=${serializePreferenceCookie(country, 'manual')}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`
}

/** For PreferenceProvider's onChange: keeps a manual choice in the cookie. */
export function persistPreference(preference: Preference): void {
  rememberCountryChoice(preference.country)
}
