import {
  PREFERENCE_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE,
  serializePreferenceCookie,
  type Country,
  type Preference,
} from '~/domain/currency'

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
