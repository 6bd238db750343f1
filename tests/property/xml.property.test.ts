import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeXml, unescapeXml } from '~/domain/xml'

describe('XML text (sitemap, RSS, the words of a drawn screen)', () => {
  it('escaped text holds none of the five reserved characters and reads back as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeXml(text)
        expect(escaped).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/)
        expect(unescapeXml(escaped)).toBe(text)
      }),
    )
  })

  it('an entity written out as text survives: &amp;lt; reads as &lt;, not <', () => {
    expect(unescapeXml(escapeXml('&lt; & &amp;'))).toBe('&lt; & &amp;')
    expect(unescapeXml('Tom &amp; Jerry &lt;3')).toBe('Tom & Jerry <3')
  })
})
