import { siteConfig } from '#app-config'

/** Currencies and the visitor's preference: read by the server (first paint) and the browser. */

export type Currency = 'INR' | 'USD'
export type Country = 'India' | 'Global'

export interface Preference {
  currency: Currency
  country: Country
}

export const DEFAULT_PREFERENCE: Preference = { currency: 'INR', country: 'India' }

/** A price as the content gives it: rupees as a number or string ('5,999'), or 'Custom'. */
export type PriceValue = number | string

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})

/** Parses a rupee amount; commas are stripped first. Returns null for non-numeric text. */
export function parseRupees(value: PriceValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const cleaned = value.replace(/,/g, '').trim()
  if (cleaned === '' || !/^\d+(\.\d+)?$/.test(cleaned)) return null
  return Number(cleaned)
}

/**
 * The one price formatter: 'Custom' (and any other text) stays as it is; INR uses the rupee sign
 * and Indian grouping (₹2,50,000); USD is the rupee amount / 50 with a dollar sign, no decimals.
 */
export function formatPrice(value: PriceValue, currency: Currency): string {
  const rupees = parseRupees(value)
  if (rupees === null) return typeof value === 'string' ? value.trim() : String(value)
  if (currency === 'USD') return usd.format(Math.round(rupees / siteConfig.business.usdRate))
  return inr.format(Math.round(rupees))
}

/** India keeps rupees; every other country is Global with dollars. */
export function preferenceForCountryCode(code: string | null | undefined): Preference {
  return code?.trim().toUpperCase() === 'IN'
    ? { currency: 'INR', country: 'India' }
    : { currency: 'USD', country: 'Global' }
}

export function preferenceForCountry(country: Country): Preference {
  return country === 'India' ? { currency: 'INR', country: 'India' } : { currency: 'USD', country: 'Global' }
}

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
