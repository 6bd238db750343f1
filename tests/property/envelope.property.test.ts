import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { LoginSchema } from '~/domain/admin'
import { ContactRequestSchema } from '~/domain/contact'
import { readPublicError } from '~/domain/errors'
import { NewsletterSchema } from '~/domain/newsletter'
import { PublicError, parseInput, toPublicError } from '~/server/leads/public-error.server'
import { hostileInput } from '../support/hostile'

/**
 * Property tests of the validation layer every server function uses: whatever a client sends,
 * the answer is the input parsed, or a 4xx envelope that never quotes the input. The HTTP-level
 * counterpart (the built server, every server function) is e2e/faults.spec.ts.
 */
const MARKER = 'QZX'
const { string: hostileString, value: hostile } = hostileInput(
  MARKER,
  ['name', 'email', 'mobile', 'product', 'terms', 'website', 'password', 'description', '__proto__'],
  [fc.constant(undefined)],
)

const schemas = { contact: ContactRequestSchema, newsletter: NewsletterSchema, login: LoginSchema }

describe.each(Object.entries(schemas))('%s input', (_name, schema) => {
  it('is parsed or refused with a 4xx envelope that never echoes the input', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        let error: unknown
        try {
          const output = parseInput(schema, input)
          // Accepted input has no control characters left.
          expect(JSON.stringify(output)).not.toMatch(/\\u0000|\\u202e/)
          return
        } catch (caught) {
          error = caught
        }
        expect(error).toBeInstanceOf(PublicError)
        const envelope = readPublicError(error)
        expect((error as PublicError).status).toBe(400)
        expect(envelope.code).toBe('invalid')
        expect(JSON.stringify(envelope)).not.toContain(MARKER)
      }),
      { numRuns: 300, seed: 7 },
    )
  })
})

describe('any error a handler throws', () => {
  it('becomes an envelope without a stack, driver text or the input', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fc.assert(
      fc.property(hostileString, fc.constantFrom('ECONNREFUSED', '57014', '42601', undefined), (text, code) => {
        const thrown = Object.assign(new Error(`driver said ${text}`), code ? { code } : {})
        const result = toPublicError(thrown) as PublicError
        expect(result).toBeInstanceOf(PublicError)
        expect(result.status).toBeGreaterThanOrEqual(500)
        expect(result.stack).toBeUndefined()
        expect(JSON.stringify(result.toEnvelope())).not.toContain(MARKER)
      }),
      { numRuns: 200, seed: 3 },
    )
    log.mockRestore()
  })
})
