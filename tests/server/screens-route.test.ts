import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { projects } from '~/content/portfolio'
import { products } from '~/content/products'
import { portfolioScreenSrc, screenSrc } from '~/domain/product'
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

  it('answers 404, not cached, for unknown products, screens, projects and odd paths', async () => {
    for (const path of [
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

  it('never fails on any path a visitor can send: 200 for a known screen, 404 otherwise', () => {
    const request = new Request('http://localhost/screens/x')
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (splat) => {
        const response = screenResponse(splat, request)
        expect([200, 404]).toContain(response.status)
      }),
      { numRuns: 500 },
    )
  })
})
