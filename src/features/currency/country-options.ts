import type { Country } from '~/domain/currency'

export const COUNTRY_OPTIONS: { country: Country; label: string }[] = [
  { country: 'India', label: 'India (₹)' },
  { country: 'Global', label: 'Global ($)' },
]

export function countryLabel(country: Country): string {
  return COUNTRY_OPTIONS.find((option) => option.country === country)?.label ?? 'India (₹)'
}
