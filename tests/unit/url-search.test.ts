import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { oneOf, searchParser, text, wholeNumber } from '~/domain/url-search'

describe('URL search readers (route validateSearch)', () => {
  const read = searchParser({ tab: oneOf(['features', 'screens']), page: wholeNumber(1, 100), q: text(5, /^[a-z]+$/) })

  it('keeps good values', () => {
    expect(read({ tab: 'screens', page: 3, q: 'abc' })).toStrictEqual({ tab: 'screens', page: 3, q: 'abc' })
  })

  it('names every field, undefined when missing or bad, so the router cannot keep the raw value', () => {
    expect(read({ tab: 'nonsense', page: 'abc', q: '<script>', other: 1 })).toStrictEqual({
      tab: undefined,
      page: undefined,
      q: undefined,
    })
    expect(read({})).toStrictEqual({ tab: undefined, page: undefined, q: undefined })
  })

  it('never throws and never passes on a value outside the rules, whatever the URL holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('tab', 'page', 'q', 'x'), fc.anything()), (search) => {
        const result = read(search)
        expect(Object.keys(result).sort()).toEqual(['page', 'q', 'tab'])
        expect([undefined, 'features', 'screens']).toContain(result.tab)
        if (result.page !== undefined)
          expect(Number.isInteger(result.page) && result.page >= 1 && result.page <= 100).toBe(true)
        if (result.q !== undefined) expect(result.q).toMatch(/^[a-z]{1,5}$/)
      }),
    )
  })
})
