import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_BEACON_BYTES, PATH_MAX, UTM_MAX, isSitePath } from '~/domain/analytics'
import { parseBeacon } from '~/domain/analytics-beacon'

/**
 * A beacon is whatever anyone posts to /a: parsing never throws, accepts only what the schema
 * says (a site path, bounded texts, known keys), and accepts every beacon the site itself sends.
 */
const segment = fc.stringMatching(/^[a-z0-9-]{1,20}$/)
const sitePath = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`)
const utm = fc.record(
  {
    source: fc.string({ maxLength: UTM_MAX }),
    medium: fc.string({ maxLength: UTM_MAX }),
    campaign: fc.string({ maxLength: UTM_MAX }),
  },
  { requiredKeys: [] },
)
const siteBeacon = fc.record(
  {
    k: fc.constantFrom('view', 'contact_open'),
    p: sitePath,
    r: fc.oneof(fc.constant(''), fc.webUrl()),
    u: utm,
    w: fc.constantFrom('m', 't', 'd'),
  },
  { requiredKeys: ['k', 'p'] },
)

describe('the beacon parser (properties)', () => {
  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 2000 }), fc.json({ maxDepth: 4 })), (body) => {
        expect(() => parseBeacon(body)).not.toThrow()
      }),
    )
  })

  it('accepts what the site sends, when it fits the size limit', () => {
    fc.assert(
      fc.property(siteBeacon, (beacon) => {
        const body = JSON.stringify(beacon)
        const parsed = parseBeacon(body)
        if (body.length > MAX_BEACON_BYTES) expect(parsed).toBeUndefined()
        else expect(parsed).toEqual(beacon)
      }),
    )
  })

  it('only ever yields a bounded site path and known keys', () => {
    const anything = fc.record(
      {
        k: fc.oneof(fc.constantFrom('view', 'contact_open', 'vitals'), fc.string()),
        p: fc.oneof(sitePath, fc.string({ maxLength: 400 })),
        r: fc.string({ maxLength: 1200 }),
        u: fc.oneof(utm, fc.dictionary(fc.string(), fc.string())),
        w: fc.string({ maxLength: 3 }),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(anything, (beacon) => {
        const parsed = parseBeacon(JSON.stringify(beacon))
        if (!parsed || parsed.k === 'vitals') return
        expect(isSitePath(parsed.p)).toBe(true)
        expect(parsed.p.length).toBeLessThanOrEqual(PATH_MAX)
        expect(Object.keys(parsed).every((key) => ['k', 'p', 'r', 'u', 'w'].includes(key))).toBe(true)
        expect(Object.values(parsed.u ?? {}).every((value) => value.length <= UTM_MAX)).toBe(true)
      }),
    )
  })
})
