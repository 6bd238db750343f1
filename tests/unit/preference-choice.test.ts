import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { backPathFromReferer, safeBackPath } from '~/domain/preference-choice'
import { preferenceChoiceSchema } from '~/domain/preference-choice-schema'

describe('the country choice form', () => {
  it('accepts India or Global and nothing else', () => {
    expect(v.safeParse(preferenceChoiceSchema, { country: 'Global', back: '/' }).success).toBe(true)
    expect(v.safeParse(preferenceChoiceSchema, { country: 'India' }).success).toBe(true)
    for (const country of ['Mars', '', 'india', undefined]) {
      expect(v.safeParse(preferenceChoiceSchema, { country, back: '/' }).success).toBe(false)
    }
    expect(v.safeParse(preferenceChoiceSchema, { country: 'India', back: `/${'a'.repeat(2000)}` }).success).toBe(false)
  })

  it('sends the visitor back only to a path on this site, with its query', () => {
    expect(safeBackPath('/astroway?tab=admin')).toBe('/astroway?tab=admin')
    expect(safeBackPath('/blog?tag=astrology&page=2#top')).toBe('/blog?tag=astrology&page=2')
    for (const foreign of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeBackPath(foreign), String(foreign)).toBeNull()
    }
  })

  it('reads the path of a same-origin Referer only', () => {
    const origins = ['https://www.readyapps.test']
    expect(backPathFromReferer('https://www.readyapps.test/faq?category=technical', origins)).toBe(
      '/faq?category=technical',
    )
    expect(backPathFromReferer('https://evil.example/faq', origins)).toBeNull()
    expect(backPathFromReferer('not a url', origins)).toBeNull()
    expect(backPathFromReferer(null, origins)).toBeNull()
  })
})
