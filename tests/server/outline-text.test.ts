import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { projects } from '~/content/portfolio'
import { screenContent } from '~/content/screen-content'
import { isProductId } from '~/domain/product'
import { unescapeXml } from '~/domain/xml'
import { missingCharacters, outlineLine, outlineText } from '~/server/screens/outline-text.server'
import { drawPortfolioScreen, drawProductScreen } from '~/server/screens/screens.server'

/** Every screen the site can show, as the SVG the server draws. */
function everyScreen(): string[] {
  const svgs: string[] = []
  for (const [product, screens] of Object.entries(screenContent)) {
    if (!isProductId(product)) continue
    for (const id of Object.keys(screens)) {
      const drawn = drawProductScreen(product, id)
      if (drawn) svgs.push(drawn.svg)
    }
  }
  for (const project of projects) {
    const drawn = drawPortfolioScreen(project.id)
    if (drawn) svgs.push(drawn.svg)
  }
  return svgs
}

describe('the words of a rasterised screen', () => {
  const screens = everyScreen()

  it('can draw every character any screen shows, in both weights (Inter, or a drawn ★ ● ♥)', () => {
    expect(screens.length).toBeGreaterThan(50)
    for (const svg of screens) {
      for (const m of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
        const bold = m[1]!.includes('font-weight="700"')
        expect(missingCharacters(unescapeXml(m[2]!), bold), m[2]).toEqual([])
      }
    }
  })

  it('replaces every <text> with a <path> of the same colour and opacity, and leaves the rest alone', () => {
    for (const svg of screens.slice(0, 20)) {
      const texts = [...svg.matchAll(/<text /g)].length
      const outlined = outlineText(svg)
      expect(outlined).not.toContain('<text')
      expect([...outlined.matchAll(/<path /g)].length - [...svg.matchAll(/<path /g)].length).toBe(texts)
      expect(outlined.replace(/<path [^>]*\/>/g, '')).toBe(svg.replace(/<(text|path) [^>]*(\/>|>[^<]*<\/text>)/g, ''))
    }
    expect(outlineText('<text x="1" y="2" font-size="10" fill="#fff" fill-opacity="0.85">Hi</text>')).toMatch(
      /^<path d="M[^"]+" fill="#fff" fill-opacity="0.85"\/>$/,
    )
  })

  it('places anchored text: middle is centred on x, end finishes at x', () => {
    const width = outlineLine('Chat', 0, 0, 12, true).width
    expect(width).toBeGreaterThan(20)
    const xs = (svg: string) => [...svg.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]))
    const middle = xs(
      outlineText('<text x="100" y="50" font-size="12" font-weight="700" fill="#000" text-anchor="middle">Chat</text>'),
    )
    expect(Math.min(...middle)).toBeGreaterThanOrEqual(100 - width / 2 - 1)
    expect(Math.max(...middle)).toBeLessThanOrEqual(100 + width / 2 + 1)
    const end = xs(outlineText('<text x="100" y="50" font-size="12" fill="#000" text-anchor="end">Chat</text>'))
    expect(Math.max(...end)).toBeLessThanOrEqual(101)
  })

  it('never throws on any text, and grows wider with every character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer({ min: 6, max: 40 }), fc.boolean(), (text, size, bold) => {
        const { d, width } = outlineLine(`${text}x`, 0, 0, size, bold)
        expect(width).toBeGreaterThan(outlineLine(text, 0, 0, size, bold).width)
        expect(d).not.toContain('NaN')
      }),
      { numRuns: 200 },
    )
  })
})
