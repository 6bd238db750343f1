// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { projects } from '~/content/portfolio'
import { productGallery, productScreens } from '~/content/product-screens'
import { products } from '~/content/products'
import { projectScreenContent, screenContent } from '~/content/screen-content'
import { astrowayContent } from '~/content/astroway'
import { chitchatContent } from '~/content/chitchat'
import { BROWSER_TEMPLATES, PRODUCT_IDS, SCREEN_FRAME_SIZE, type ScreenContent } from '~/domain/product'
import { FONT_STACK, renderScreen } from '~/server/screens/render-screen.server'
import { drawPortfolioScreen, drawProductScreen } from '~/server/screens/screens.server'
import { textWidth } from '~/server/screens/text-width.server'

/** Every string a screen's content holds, wherever it sits in the template's shape. */
function wordsOf(content: ScreenContent): string[] {
  const out: string[] = []
  const walk = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (key !== 'template') out.push(value)
    } else if (Array.isArray(value)) value.forEach((item) => walk(item))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k)
  }
  walk(content)
  return out
}

const wordCount = (texts: string[]) =>
  texts
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length

function parse(svg: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(doc.getElementsByTagName('parsererror'), 'the SVG parses as XML').toHaveLength(0)
  return doc.documentElement as unknown as SVGSVGElement
}

/** Fails when a text element's estimated extent leaves the viewBox. */
function expectTextInside(root: SVGSVGElement, label: string) {
  const [, , width, height] = root.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number]
  const texts = [...root.getElementsByTagName('text')]
  expect(texts.length, `${label}: has words`).toBeGreaterThan(5)
  for (const text of texts) {
    expect(text.closest('[transform]'), `${label}: text is placed without transforms`).toBeNull()
    const x = Number(text.getAttribute('x'))
    const y = Number(text.getAttribute('y'))
    const size = Number(text.getAttribute('font-size'))
    const w = textWidth(text.textContent ?? '', size, text.getAttribute('font-weight') === '700')
    const anchor = text.getAttribute('text-anchor') ?? 'start'
    const left = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x
    const where = `${label}: "${text.textContent}"`
    expect(left, where).toBeGreaterThanOrEqual(0)
    expect(left + w, where).toBeLessThanOrEqual(width)
    expect(y - size, where).toBeGreaterThanOrEqual(0)
    expect(y, where).toBeLessThanOrEqual(height)
  }
}

const allScreens = PRODUCT_IDS.flatMap((product) =>
  Object.values(productScreens[product]).map((ref) => ({ product, ref, content: screenContent[product][ref.id] })),
)

describe('product screens', () => {
  it('gives every product in the registry a cover, four gallery screens and an admin panel that exist', () => {
    for (const product of products) {
      expect(product.screens, product.id).toHaveLength(4)
      for (const screen of [product.cover, ...product.screens, product.panel]) {
        expect(screen.product, product.id).toBe(product.id)
        expect(screenContent[product.id][screen.id], `${product.id}/${screen.id} has words`).toBeDefined()
      }
      expect(product.panel.frame, product.id).toBe('browser')
      for (const screen of [product.cover, ...product.screens]) expect(screen.frame, screen.id).toBe('phone')
      const gallery = productGallery[product.id]
      expect(new Set([gallery.cover, ...gallery.screens]).size, `${product.id}: five different screens`).toBe(5)
    }
  })

  it('keeps the words and the references in step: every screen has both, in a frame that fits its template', () => {
    for (const product of PRODUCT_IDS) {
      expect(Object.keys(screenContent[product]).sort(), product).toEqual(Object.keys(productScreens[product]).sort())
    }
    for (const { product, ref, content } of allScreens) {
      const browser = BROWSER_TEMPLATES.includes(content!.template)
      expect(ref.frame, `${product}/${ref.id}`).toBe(browser ? 'browser' : 'phone')
    }
  })

  it('puts at least a dozen real words on every screen', () => {
    for (const { product, ref, content } of allScreens) {
      expect(wordCount(wordsOf(content!)), `${product}/${ref.id}`).toBeGreaterThanOrEqual(12)
    }
  })

  it('describes every screen with its own alt text', () => {
    const alts = allScreens.map(({ ref }) => ref.alt)
    for (const alt of alts) expect(alt.length, alt).toBeGreaterThanOrEqual(40)
    expect(new Set(alts).size).toBe(alts.length)
    const portfolioAlts = projects.map((p) => p.image.screen.alt)
    expect(new Set([...alts, ...portfolioAlts]).size).toBe(alts.length + portfolioAlts.length)
  })

  it.each(allScreens.map((s) => [`${s.product}/${s.ref.id}`, s] as const))(
    '%s is valid SVG in the registry colours, with every word inside the frame and nothing cut',
    (label, { product, ref }) => {
      const drawn = drawProductScreen(product, ref.id)!
      expect(drawn.overflow, `${label}: strings that do not fit`).toEqual([])
      const root = parse(drawn.svg)
      expect(root.getAttribute('font-family')).toBe(FONT_STACK)
      const size = SCREEN_FRAME_SIZE[ref.frame]
      expect(root.getAttribute('viewBox')).toBe(`0 0 ${size.width} ${size.height}`)
      expect(root.getElementsByTagName('title')[0]?.textContent).toBe(ref.alt)
      expect(root.getElementsByTagName('script')).toHaveLength(0)
      const registry = products.find((p) => p.id === product)!
      expect(drawn.svg, `${label}: brand colour`).toContain(`"${registry.color}"`)
      expectTextInside(root, label)
      // The words of the content are what a visitor reads: each appears on the picture.
      const shown = [...root.getElementsByTagName('text')].map((t) => t.textContent).join(' ')
      expect(shown, label).toContain(screenContent[product][ref.id]!.title)
    },
  )

  it('draws the astroway and chitchat accents where their screens use a second colour', () => {
    expect(drawProductScreen('astroway', 'horoscope')!.svg).toContain(`"${astrowayContent.accent}"`)
    expect(drawProductScreen('chitchat', 'experts')!.svg).toContain('"#0f766e"')
    expect(chitchatContent.color).toBe('#0f766e')
  })

  it('draws every launched project in its client’s name and colour', () => {
    for (const project of projects) {
      const drawn = drawPortfolioScreen(project.id)!
      expect(drawn, project.id).toBeDefined()
      expect(drawn.overflow, project.id).toEqual([])
      const root = parse(drawn.svg)
      expect(drawn.svg, project.id).toContain(`"${project.image.color}"`)
      const shown = [...root.getElementsByTagName('text')].map((t) => t.textContent)
      expect(
        shown.some((t) => t?.includes(project.client)),
        `${project.id} names ${project.client}`,
      ).toBe(true)
      expectTextInside(root, project.id)
    }
  })

  it('gives a project its own screen only through projectScreenContent, under its own id', () => {
    for (const project of projects) {
      const { product, id, frame } = project.image.screen
      const own = projectScreenContent[project.id]
      if (own) {
        expect(id, `${project.id} names its own screen`).toBe(project.id)
        expect(frame, project.id).toBe(BROWSER_TEMPLATES.includes(own.template) ? 'browser' : 'phone')
        expect(wordCount(wordsOf(own)), project.id).toBeGreaterThanOrEqual(12)
        const shown = [...parse(drawPortfolioScreen(project.id)!.svg).getElementsByTagName('text')].map(
          (t) => t.textContent,
        )
        expect(shown.join(' '), project.id).toContain(own.title)
      } else {
        expect(productScreens[product][id], `${project.id} shows ${product}/${id}`).toBeDefined()
        expect(id, project.id).not.toBe(project.id)
      }
    }
    for (const id of Object.keys(projectScreenContent)) {
      expect(
        projects.some((p) => p.id === id),
        `${id} is a project`,
      ).toBe(true)
    }
  })

  it('shows Kirana Cart and ZipRide screens that tell their own stories', () => {
    const words = (id: string) =>
      [...parse(drawPortfolioScreen(id)!.svg).getElementsByTagName('text')].map((t) => t.textContent).join(' ')
    // Local kirana stores nearby with their delivery time, delivery or pick-up, one store's shelf.
    const kirana = projectScreenContent['kirana-cart']!
    expect(kirana.template).toBe('stores')
    const shelf = words('kirana-cart')
    expect(shelf).toContain('Pick up')
    expect(shelf).toMatch(/\d+ min/)
    expect(shelf).toMatch(/in stock|left/)
    expect(shelf).not.toMatch(/Delivery by/)
    // A bike taxi: the captain on the map, a short fare paid by UPI or cash.
    const ride = words('zipride')
    expect(ride).toMatch(/Bike/)
    expect(ride).toMatch(/UPI or cash/)
    expect(ride).not.toMatch(/Sedan|Dzire|Airport/)
  })

  it('cuts a string that does not fit with an ellipsis and reports it', () => {
    const drawn = renderScreen(
      {
        template: 'profile',
        title: 'Profile',
        name: 'A name far too long to ever fit on one line of a phone screen',
        line: 'line',
        stats: [],
        rows: [],
        action: 'Go',
      },
      { name: 'Test', color: '#123456' },
      'A test screen',
    )
    expect(drawn.overflow).toEqual(['A name far too long to ever fit on one line of a phone screen'])
    const root = parse(drawn.svg)
    expect([...root.getElementsByTagName('text')].some((t) => t.textContent?.endsWith('…'))).toBe(true)
    expectTextInside(root, 'long name')
  })

  it('escapes the words it draws', () => {
    const drawn = renderScreen(
      {
        template: 'list',
        title: 'Tom & <Jerry>',
        rows: [{ name: '"quoted" \'name\'' }],
      },
      { name: 'A&B', color: '#123456' },
      'Alt with <tags> & more',
    )
    const root = parse(drawn.svg)
    expect(root.getElementsByTagName('title')[0]?.textContent).toBe('Alt with <tags> & more')
    expect([...root.getElementsByTagName('text')].map((t) => t.textContent)).toContain('Tom & <Jerry>')
  })
})
