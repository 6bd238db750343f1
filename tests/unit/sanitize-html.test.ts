import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCanonicalInlineHtml, sanitizeInlineHtml, sanitizeWithDomPurify } from '~/domain/sanitize-html'
import { xssPayloads } from './post-renderer.fixtures'

/*
 * The canonical shortcut (texts already in DOMPurify's output form skip the parser, so the
 * server never loads jsdom for stored posts) must never let through what DOMPurify would change.
 */
const TAGS = ['b', 'strong', 'i', 'em', 'u', 'code', 'mark'] as const
const text = fc.stringMatching(/^[^<>&\u00a0\r\0]{0,12}$/)
const entity = fc.constantFrom('&amp;', '&lt;', '&gt;', '&nbsp;')
const href = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'mailto:', 'tel:'),
    fc.array(fc.oneof(fc.stringMatching(/^[^"<>&\s\0]{1,8}$/), fc.constant('&amp;')), { maxLength: 4 }),
  )
  .map(([scheme, parts]) => scheme + parts.join(''))

/** Texts in the canonical form, built from the grammar (nested up to three levels). */
const canonical: fc.Arbitrary<string> = fc
  .letrec<{ inline: string }>((tie) => ({
    inline: fc
      .array(
        fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          text,
          entity,
          fc.constant('<br>'),
          fc.tuple(fc.constantFrom(...TAGS), tie('inline')).map(([tag, inner]) => `<${tag}>${inner}</${tag}>`),
        ),
        { maxLength: 5 },
      )
      .map((parts) => parts.join('')),
  }))
  .inline.chain((inner) =>
    fc.oneof(
      fc.constant(inner),
      href.map(
        (url) => `<a href="${url}" rel="noopener noreferrer nofollow">${inner.replaceAll(/<\/?a[ >]/g, '')}</a>`,
      ),
      fc.constant(`<a>${inner}</a>`),
    ),
  )

/** Near misses: the same pieces plus attributes, odd entities, stray and misnested tags. */
const markupish = fc
  .array(
    fc.oneof(
      text,
      entity,
      fc.constantFrom(
        '<b>',
        '</b>',
        '<i>',
        '</i>',
        '<a>',
        '</a>',
        '<br>',
        '<br/>',
        '</br>',
        '<p>',
        '</p>',
        '<B>',
        '&#39;',
        '&quot;',
        '&amp',
        '<a href="https://x.test">',
        '<a href="javascript:alert(1)" rel="noopener noreferrer nofollow">',
        '<a href="https://x.test" rel="noopener noreferrer nofollow">',
        '<b class="x">',
        '<script>',
        '</script>',
        '<svg>',
        '<!-- c -->',
        '"',
        "'",
        '>',
        '\u00a0',
        '\r',
        '\0',
        '<a href="https://x y" rel="noopener noreferrer nofollow">',
      ),
    ),
    { maxLength: 10 },
  )
  .map((parts) => parts.join(''))

describe('sanitizeInlineHtml canonical shortcut', () => {
  it('accepts DOMPurify-shaped texts, and DOMPurify gives them back unchanged', () => {
    fc.assert(
      fc.property(canonical, (html) => {
        expect(isCanonicalInlineHtml(html), html).toBe(true)
        expect(sanitizeWithDomPurify(html), html).toBe(html.trim())
      }),
      { numRuns: 400 },
    )
  })

  it('whatever it accepts, DOMPurify leaves as it is (near misses)', () => {
    fc.assert(
      fc.property(markupish, (html) => {
        if (isCanonicalInlineHtml(html)) expect(sanitizeWithDomPurify(html), html).toBe(html.trim())
        expect(sanitizeInlineHtml(html), html).toBe(sanitizeWithDomPurify(html))
      }),
      { numRuns: 600 },
    )
  })

  it("accepts DOMPurify's own output for the XSS corpus and rejects the raw payloads that it changes", () => {
    for (const payload of xssPayloads) {
      const clean = sanitizeWithDomPurify(payload)
      expect(isCanonicalInlineHtml(clean), clean).toBe(true)
      if (clean !== payload.trim()) expect(isCanonicalInlineHtml(payload), payload).toBe(false)
    }
  })

  it('rejects misnesting, unclosed tags, links in links and unsafe link forms', () => {
    for (const html of [
      '<b>x',
      'x</b>',
      '<b><i>x</b></i>',
      '<a href="https://a.test" rel="noopener noreferrer nofollow"><a>x</a></a>',
      '<a href="javascript:alert(1)" rel="noopener noreferrer nofollow">x</a>',
      '<a href=" https://a.test" rel="noopener noreferrer nofollow">x</a>',
      '<a href="https://a.test">x</a>',
      '<a rel="noopener noreferrer nofollow" href="https://a.test">x</a>',
      '<b onclick="x()">x</b>',
      'a > b',
      '&#106;',
    ]) {
      expect(isCanonicalInlineHtml(html), html).toBe(false)
    }
  })
})
