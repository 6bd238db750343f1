import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { projects } from '~/content/portfolio'
import { products } from '~/content/products'
import sharp from 'sharp'
import {
  portfolioScreenSrc,
  SCREEN_FRAME_SIZE,
  SCREEN_RASTER_SCALES,
  screenRasterSrc,
  screenSrc,
} from '~/domain/product'
import { Route } from '~/routes/screens/$'
import { screenResponse } from '~/server/screens/screens.server'

type Handler = (ctx: { params: { _splat?: string }; request: Request }) => Promise<Response>
const GET = (Route.options.server as unknown as { handlers: { GET: Handler } }).handlers.GET

/** GET a /screens/... URL through the route's own handler, as the server would. */
function get(path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, { headers })
  return GET({ params: { _splat: path.replace(/^\/screens\//, '') }, request })
}

describe('GET /screens/...', () => {
  it('serves every product screen the pages link to as a cacheable SVG', async () => {
    for (const product of products) {
      for (const screen of [product.cover, ...product.screens, product.panel]) {
        const response = await get(screenSrc(screen))
        expect(response.status, screenSrc(screen)).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
        expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/)
        expect(response.headers.get('x-content-type-options')).toBe('nosniff')
        const body = await response.text()
        expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
        expect(body).toContain(product.color)
      }
    }
  })

  it('serves each launched project in its client’s colour', async () => {
    for (const project of projects) {
      const response = await get(portfolioScreenSrc(project.id))
      expect(response.status, project.id).toBe(200)
      expect(await response.text()).toContain(project.image.color)
    }
  })

  it('answers 304 to a request that already holds the current version', async () => {
    const first = await get('/screens/astroway/astrologers.svg')
    const etag = first.headers.get('etag')!
    const again = await get('/screens/astroway/astrologers.svg', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    const weak = await get('/screens/astroway/astrologers.svg', { 'if-none-match': `"old", W/${etag}` })
    expect(weak.status).toBe(304)
    const stale = await get('/screens/astroway/astrologers.svg', { 'if-none-match': '"old"' })
    expect(stale.status).toBe(200)
  })

  it('answers 404, not cached, for unknown products, screens, projects, odd paths and WebP widths pages never ask for', async () => {
    for (const path of [
      // Only 1x, 1.5x and 2x of a frame's width exist, so nobody can fill the cache with other sizes.
      '/screens/astroway/astrologers.400.webp',
      '/screens/astroway/astrologers.1280.webp',
      '/screens/astroway/astrologers.0600.webp',
      '/screens/astroway/astrologers.99999.webp',
      '/screens/astroway/unknown.300.webp',
      '/screens/astroway/astrologers.300.png',
      '/screens/unknown/astrologers.svg',
      '/screens/astroway/unknown.svg',
      '/screens/portfolio/unknown.svg',
      '/screens/astroway/astrologers.png',
      '/screens/astroway/astrologers',
      '/screens/astroway/../chitchat/chat.svg',
      '/screens/Astroway/astrologers.svg',
      '/screens/astroway/astrologers.svg/extra',
      '/screens/',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
    }
  })

  it('never fails on any path a visitor can send: 200 for a known screen, 404 otherwise', async () => {
    const request = new Request('http://localhost/screens/x')
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (splat) => {
        const response = await screenResponse(splat, request)
        expect([200, 404]).toContain(response.status)
      }),
      { numRuns: 500 },
    )
  })
})

describe('GET /screens/....{width}.webp, the copies pages show', () => {
  it('serves a phone and a browser screen at 1x, 1.5x and 2x of their frame, with the frame’s proportions', async () => {
    const food = products.find((p) => p.id === 'food-delivery')!
    for (const screen of [food.cover, food.panel]) {
      const own = SCREEN_FRAME_SIZE[screen.frame]
      for (const scale of SCREEN_RASTER_SCALES) {
        const path = screenRasterSrc(screenSrc(screen), own.width * scale)
        const response = await get(path)
        expect(response.status, path).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/webp')
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
        const meta = await sharp(new Uint8Array(await response.arrayBuffer())).metadata()
        expect(meta.format).toBe('webp')
        expect([meta.width, meta.height]).toEqual([own.width * scale, own.height * scale])
        // The same bytes again, with an ETag that answers 304.
        const etag = response.headers.get('etag')!
        expect((await get(path, { 'if-none-match': etag })).status).toBe(304)
      }
    }
  }, 30_000)

  it('draws the words: the title band of a screen holds white letters on the brand colour', async () => {
    const response = await get('/screens/astroway/astrologers.300.webp')
    const { data, info } = await sharp(new Uint8Array(await response.arrayBuffer()))
      .extract({ left: 20, top: 70, width: 200, height: 30 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    let white = 0
    for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 240 && data[i + 1]! > 240) white++
    // "Astrologers" in 20 px bold covers a good share of that strip; an empty band has none.
    expect(white).toBeGreaterThan(300)
  }, 30_000)

  it('serves a portfolio project’s copy in its client’s colour', async () => {
    const project = projects[0]!
    const response = await get(screenRasterSrc(portfolioScreenSrc(project.id), 300))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
  }, 30_000)
})
