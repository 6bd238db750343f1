import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodePersonSearch, PERSON_SEARCH_COOKIE, personSearchSetCookie } from '~/server/privacy/person-search.server'

/** The cookie's value, as the browser sends it back. */
const valueOf = (setCookie: string) => setCookie.split(';')[0]!.slice(PERSON_SEARCH_COOKIE.length + 1)

/**
 * The personal-data page's lookup, kept in a cookie instead of the URL
 * (src/server/privacy/person-search.server.ts): what the admin typed comes back, the header stays
 * one header, and whatever a browser sends back is an address or nothing.
 */
describe("the personal-data page's search cookie", () => {
  it('gives back the address it keeps, and no address can break the header', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const header = personSearchSetCookie(email.toLowerCase())
        expect(valueOf(header)).toMatch(/^[A-Za-z0-9_-]+$/)
        expect(header).toContain('HttpOnly')
        expect(header).toContain('SameSite=Strict')
        expect(header).toContain('Max-Age=1800')
        expect(header).not.toContain(email)
        expect(decodePersonSearch(valueOf(header))).toBe(email.toLowerCase())
      }),
    )
  })

  it('is forgotten by a header that expires it', () => {
    const header = personSearchSetCookie(null)
    expect(valueOf(header)).toBe('')
    expect(header).toContain('Max-Age=0')
    expect(decodePersonSearch(valueOf(header))).toBeUndefined()
  })

  it('reads any value a browser sends as an address of at most 254 characters, or as none', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 2000 }), fc.base64String({ maxLength: 2000 })), (value) => {
        const email = decodePersonSearch(value)
        if (email !== undefined) {
          expect(email.length).toBeLessThanOrEqual(254)
          expect(email).toContain('@')
          expect(email).toBe(email.trim().toLowerCase())
        }
      }),
    )
  })
})
