import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ContactFormSchema, ContactRequestSchema, EMPTY_CONTACT_FORM } from '~/domain/contact'
import { describeIssues } from '~/domain/validation-issues'
import { PRODUCT_IDS } from '~/domain/product'

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '+91 98765 43210',
  product: 'astroway',
  brandName: '',
  description: '',
  terms: true,
}

function errorsOf(input: unknown, schema: v.GenericSchema = ContactFormSchema): Record<string, string> {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? ''
    errors[path] ??= issue.message
  }
  return errors
}

describe('contact form schema', () => {
  it('accepts a complete request and trims the text', () => {
    const result = v.parse(ContactFormSchema, { ...valid, name: '  Asha Verma ', email: ' asha@example.com ' })
    expect(result).toMatchObject({ name: 'Asha Verma', email: 'asha@example.com', brandName: '', description: '' })
  })

  it('requires name, email, mobile, product and accepted terms', () => {
    expect(Object.keys(errorsOf(EMPTY_CONTACT_FORM)).sort()).toEqual(['email', 'mobile', 'name', 'product', 'terms'])
    expect(errorsOf({ ...valid, name: '   ' })).toEqual({ name: 'Please enter your name.' })
    expect(errorsOf({ ...valid, terms: false })).toEqual({ terms: 'Please accept the terms to continue.' })
    expect(errorsOf({ ...valid, product: '' })).toEqual({ product: 'Please choose the product you are interested in.' })
  })

  it('keeps brand name and description optional', () => {
    const { brandName, description, ...rest } = valid
    expect(brandName + description).toBe('')
    expect(v.parse(ContactFormSchema, rest)).toMatchObject({ brandName: '', description: '' })
  })

  it('checks the e-mail address', () => {
    expect(errorsOf({ ...valid, email: 'not-an-email' }).email).toMatch(/valid email/)
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@example.com` }).email).toMatch(/too long/)
  })

  it('wants a mobile number in international format', () => {
    expect(errorsOf({ ...valid, mobile: '+1 (415) 555-0134' })).toEqual({})
    expect(errorsOf({ ...valid, mobile: '9876543210' })).toEqual({})
    expect(errorsOf({ ...valid, mobile: 'call me' }).mobile).toMatch(/international format/)
    expect(errorsOf({ ...valid, mobile: '12345' }).mobile).toMatch(/international format/)
    expect(errorsOf({ ...valid, mobile: '+1234567890123456' }).mobile).toMatch(/international format/)
  })

  it('accepts exactly the registry product ids', () => {
    for (const id of PRODUCT_IDS) expect(errorsOf({ ...valid, product: id })).toEqual({})
    // Labels, legacy ids and made-up values are refused: the form sends ids, the server stores ids.
    for (const product of ['crypto-exchange', 'Astroway Pro', 'astroway-pro', '', 'ASTROWAY']) {
      expect(errorsOf({ ...valid, product }).product).toBe('Please choose the product you are interested in.')
    }
  })

  it('limits the length of every text', () => {
    expect(errorsOf({ ...valid, name: 'x'.repeat(101) }).name).toMatch(/under 100 characters/)
    expect(errorsOf({ ...valid, brandName: 'x'.repeat(101) }).brandName).toMatch(/under 100 characters/)
    expect(errorsOf({ ...valid, description: 'x'.repeat(2001) }).description).toBe(
      'Please keep the description under 2,000 characters.',
    )
    expect(errorsOf({ ...valid, description: 'x'.repeat(2000) })).toEqual({})
  })

  it('server schema adds a bounded source and the honeypot', () => {
    expect(v.parse(ContactRequestSchema, valid)).toMatchObject({ source: '', website: '' })
    expect(errorsOf({ ...valid, source: 'x'.repeat(201) }, ContactRequestSchema).source).toBe('Invalid source.')
    expect(errorsOf({ ...valid, source: 42 }, ContactRequestSchema).source).toBe('Invalid source.')
    // Callers choose the source: odd characters are tidied, not refused.
    expect(v.parse(ContactRequestSchema, { ...valid, source: ' astroway hero <b>' }).source).toBe('astroway-hero-b')
    expect(v.parse(ContactRequestSchema, { ...valid, source: 'apps:pricing/astroway-pro' }).source).toBe(
      'apps:pricing/astroway-pro',
    )
    expect(v.parse(ContactRequestSchema, { ...valid, source: 'y'.repeat(150) }).source).toHaveLength(60)
    expect(errorsOf({ ...valid, website: 'x'.repeat(201) }, ContactRequestSchema).website).toBe('Invalid request.')
  })

  it('describes issues in plain words without echoing the input', () => {
    const result = v.safeParse(ContactRequestSchema, 'DROP TABLE leads')
    expect(result.success).toBe(false)
    if (!result.success) expect(describeIssues(result.issues)).toBe('Invalid request.')
    const missing = v.safeParse(ContactRequestSchema, { ...valid, name: '', email: 'x' })
    if (!missing.success)
      expect(describeIssues(missing.issues)).toBe(
        'Please enter your name. Please enter a valid email address, e.g. name@company.com.',
      )
  })
})
