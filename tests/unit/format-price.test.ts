import { describe, expect, it } from 'vitest'
import { formatPrice, parseRupees } from '~/domain/currency'

describe('formatPrice', () => {
  it('formats rupees with the rupee sign and Indian digit grouping', () => {
    expect(formatPrice(250000, 'INR')).toBe('₹2,50,000')
    expect(formatPrice(350000, 'INR')).toBe('₹3,50,000')
    expect(formatPrice(899, 'INR')).toBe('₹899')
    expect(formatPrice(12500000, 'INR')).toBe('₹1,25,00,000')
  })

  it('converts to dollars at 50 rupees per dollar, with no decimals', () => {
    expect(formatPrice(250000, 'USD')).toBe('$5,000')
    expect(formatPrice(350000, 'USD')).toBe('$7,000')
    expect(formatPrice(899, 'USD')).toBe('$18')
    expect(formatPrice(999, 'USD')).toBe('$20')
  })

  it('strips commas from numeric strings before parsing', () => {
    expect(formatPrice('5,999', 'INR')).toBe('₹5,999')
    expect(formatPrice('5,999', 'USD')).toBe('$120')
    expect(formatPrice('250,000', 'INR')).toBe('₹2,50,000')
    expect(formatPrice('250,000', 'USD')).toBe('$5,000')
    expect(formatPrice('250000', 'INR')).toBe('₹2,50,000')
  })

  it("keeps 'Custom' as 'Custom' in both currencies", () => {
    expect(formatPrice('Custom', 'INR')).toBe('Custom')
    expect(formatPrice('Custom', 'USD')).toBe('Custom')
  })

  it('parses only real amounts', () => {
    expect(parseRupees('1,00,000')).toBe(100000)
    expect(parseRupees(' 42 ')).toBe(42)
    expect(parseRupees('Custom')).toBeNull()
    expect(parseRupees('')).toBeNull()
    expect(parseRupees('12abc')).toBeNull()
    expect(parseRupees(Number.NaN)).toBeNull()
  })
})
