import { siteConfig } from '#app-config'

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
