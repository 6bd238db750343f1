import { gunzipSync, gzipSync, brotliDecompressSync, deflateRawSync } from 'node:zlib'
import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Database } from '~/server/db/database.server'
import type { PreferenceDecision } from '~/server/geo/visitor-preference.server'
import { PostRepository } from '~/server/posts/post-repository.server'
import { createPageCacheHandler, type RenderOptions } from '~/server/page-cache/page-cache-handler.server'
import {
  NONCE_PLACEHOLDER,
  PageStore,
  bodyFor,
  encodingFor,
  makeCachedPage,
  pickEncoding,
} from '~/server/page-cache/page-store.server'
import { cacheHeadersFor, isCacheableRequest, cookiesOf } from '~/server/page-cache/cache-policy.server'
import { PAGE_CACHE_CHANNEL, getPageStore, instanceId } from '~/server/page-cache/invalidation.server'
import { startPageCacheListener } from '~/server/page-cache/listener.server'
import { createCachedPageHandler } from '~/server/page-cache/index.server'
import { databaseTargets, postgresUrl } from '../support/databases'
import { useDatabase } from '../support/use-database'

const ORIGIN = 'http://127.0.0.1:3000'

/** A stand-in renderer: the page shows the currency from the cookie, counts its renders. */
function fakeSite() {
  let renders = 0
  const render = vi.fn(async (request: Request, options: RenderOptions) => {
    renders += 1
    const url = new URL(request.url)
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY' })
    if (url.pathname === '/sets-cookie') headers.append('set-cookie', 'other=1; Path=/')
    if (url.pathname === '/missing') return new Response('<p>not found</p>', { status: 404, headers })
    if (url.pathname === '/feed') return new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
    const currency = (request.headers.get('cookie') ?? '').includes('Global') ? 'USD' : 'INR'
    const nonce = options.nonce ? ` nonce="${options.nonce}"` : ''
    const html = `<!doctype html><html><body><h1>${url.pathname} in ${currency}</h1><script${nonce}>1</script>${'x'.repeat(4000)}</body></html>`
    return new Response(html, { headers })
  })
  const decide = async (_request: Request, cookies: Record<string, string>): Promise<PreferenceDecision> => {
    if (cookies.readyapps_pref === 'Global.manual')
      return { preference: { country: 'Global', currency: 'USD' }, source: 'cookie', remember: null }
    if (cookies.readyapps_pref === 'India.manual')
      return { preference: { country: 'India', currency: 'INR' }, source: 'cookie', remember: null }
    return { preference: { country: 'India', currency: 'INR' }, source: 'default', remember: null }
  }
  return { render, decide, renders: () => renders }
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } })
}

function decode(response: Response, body: ArrayBuffer): string {
  const bytes = Buffer.from(body)
  const encoding = response.headers.get('content-encoding')
  if (encoding === 'br') return brotliDecompressSync(bytes).toString()
  if (encoding === 'gzip') return gunzipSync(bytes).toString()
  return bytes.toString()
}

async function text(response: Response) {
  return decode(response, await response.arrayBuffer())
}

describe('page cache handler', () => {
  let site: ReturnType<typeof fakeSite>
  let store: PageStore
  let handle: (request: Request) => Promise<Response>
  const setup = (nonce?: () => string) => {
    site = fakeSite()
    store = new PageStore()
    handle = createPageCacheHandler({
      render: site.render,
      store,
      decide: site.decide,
      preferenceCookie: { name: 'readyapps_pref', serialize: (value) => `readyapps_pref=${value}; Path=/` },
      nonce,
    })
  }
  beforeEach(() => setup())

  it('serves the second request from memory with the same bytes, precompressed, and renders once', async () => {
    const first = await handle(get('/astroway'))
    const firstBody = await text(first)
    const second = await handle(get('/astroway'))
    const secondBody = await text(second)
    expect(first.headers.get('x-page-cache')).toBe('MISS')
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(second.headers.get('content-encoding')).toBe('br')
    expect(secondBody).toBe(firstBody)
    expect(secondBody).toContain('/astroway in INR')
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(second.headers.get('x-frame-options')).toBe('DENY')
    expect(site.renders()).toBe(1)
    const gzip = await handle(get('/astroway', { 'accept-encoding': 'gzip' }))
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await text(gzip)).toBe(firstBody)
    const plain = await handle(get('/astroway', { 'accept-encoding': 'identity' }))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await text(plain)).toBe(firstBody)
  })

  it('answers 304 to a matching If-None-Match, without a body', async () => {
    const first = await handle(get('/about'))
    const etag = first.headers.get('etag')!
    const again = await handle(get('/about', { 'if-none-match': etag }))
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
  })

  it('never gives one currency variant to a visitor of the other', async () => {
    const india = await handle(get('/apps/food-delivery', { cookie: 'readyapps_pref=India.manual' }))
    const global = await handle(get('/apps/food-delivery', { cookie: 'readyapps_pref=Global.manual' }))
    expect(await text(india)).toContain('in INR')
    expect(await text(global)).toContain('in USD')
    expect(global.headers.get('x-page-cache')).toBe('MISS')
    expect(global.headers.get('etag')).not.toBe(india.headers.get('etag'))
    // A shared cache revalidating India's copy with a Global visitor's cookie gets the Global page.
    const revalidated = await handle(
      get('/apps/food-delivery', {
        cookie: 'readyapps_pref=Global.manual',
        'if-none-match': india.headers.get('etag')!,
      }),
    )
    expect(revalidated.status).toBe(200)
    expect(await text(revalidated)).toContain('in USD')
    expect(
      (await handle(get('/apps/food-delivery', { cookie: 'readyapps_pref=Global.manual' }))).headers.get(
        'x-page-cache',
      ),
    ).toBe('HIT')
  })

  it('sends Cache-Control and Vary that keep shared caches safe', async () => {
    const fromCookie = await handle(get('/blog', { cookie: 'readyapps_pref=Global.manual' }))
    expect(fromCookie.headers.get('cache-control')).toBe('public, no-cache')
    expect(fromCookie.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    const detected = await handle(get('/blog'))
    expect(detected.headers.get('cache-control')).toBe('private, no-cache')
    expect(cacheHeadersFor('lookup')['Cache-Control']).toBe('private, no-cache')
    expect(cacheHeadersFor('header')['Cache-Control']).toBe('private, no-cache')
  })

  it('never stores non-200, non-HTML, cookie-setting answers, admin, server functions or admin visitors', async () => {
    for (const path of ['/missing', '/feed', '/sets-cookie', '/admin', '/admin/dashboard', '/_serverFn/abc']) {
      await handle(get(path))
      await handle(get(path))
    }
    await handle(get('/about', { cookie: 'ra_admin_session=abc' }))
    await handle(get('/about', { cookie: 'sb-project-auth-token.0=abc' }))
    await handle(get('/about', { cookie: 'ra_admin_session=abc' }))
    expect(site.renders()).toBe(15)
    expect(store.size).toBe(0)
    const post = await handle(new Request(`${ORIGIN}/about`, { method: 'POST' }))
    expect(post.headers.get('x-page-cache')).toBeNull()
  })

  it('renders a page once for many concurrent first requests', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => handle(get('/faq'))))
    expect(site.renders()).toBe(1)
    expect(new Set(await Promise.all(responses.map(text))).size).toBe(1)
  })

  it('does not store a render that started before an invalidation', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const original = site.render.getMockImplementation()!
    site.render.mockImplementationOnce(async (request, options) => {
      await gate
      return original(request, options)
    })
    const pending = handle(get('/blog'))
    await new Promise((resolve) => setTimeout(resolve, 10))
    store.clear()
    release()
    expect((await pending).status).toBe(200)
    expect(store.size).toBe(0)
  })

  it('stores a placeholder and puts a fresh nonce into every response (CSP, issue 12)', async () => {
    let n = 0
    setup(() => `nonce${++n}`)
    const first = await text(await handle(get('/about')))
    const second = await text(await handle(get('/about')))
    expect(site.render).toHaveBeenCalledWith(expect.anything(), { nonce: NONCE_PLACEHOLDER })
    expect(first).toContain('nonce="nonce1"')
    expect(second).toContain('nonce="nonce2"')
    expect(second).not.toContain(NONCE_PLACEHOLDER)
    expect(site.renders()).toBe(1)
  })

  it('gzips answers it does not store', async () => {
    const big = vi.fn(async () => new Response('y'.repeat(5000), { headers: { 'content-type': 'application/json' } }))
    handle = createPageCacheHandler({
      render: big,
      store,
      decide: site.decide,
      preferenceCookie: { name: 'readyapps_pref', serialize: (value) => value },
    })
    const response = await handle(new Request(`${ORIGIN}/_serverFn/x`, { headers: { 'accept-encoding': 'gzip' } }))
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(await text(response)).toBe('y'.repeat(5000))
  })
})

describe('page cache helpers', () => {
  it('picks the best accepted encoding', () => {
    expect(pickEncoding('gzip, br')).toBe('br')
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip')
    expect(pickEncoding('')).toBe('identity')
  })
  it('reads cookies and recognises admin sessions', () => {
    const request = new Request(`${ORIGIN}/`, { headers: { cookie: 'a=1; readyapps_pref=Global.manual' } })
    expect(cookiesOf(request)).toEqual({ a: '1', readyapps_pref: 'Global.manual' })
    expect(isCacheableRequest(request, cookiesOf(request))).toBe(true)
    expect(isCacheableRequest(request, { 'sb-x-auth-token': 'y' })).toBe(false)
  })
  it('drops the least recently used pages over its byte budget, and old pages', async () => {
    let now = 0
    const store = new PageStore({ maxBytes: 10_000, ttlMs: 1000, now: () => now })
    const page = (key: string) => ({
      key,
      status: 200,
      headers: [],
      etag: 'W/"x"',
      html: '',
      bodies: {},
      templated: false,
      bytes: 2000,
      storedAt: now,
    })
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f']) store.set(page(key), store.generation)
    expect(store.get('a')).toBeUndefined()
    expect(store.get('f')).toMatchObject({ key: 'f' })
    expect(store.bytes).toBeLessThanOrEqual(10_000)
    now = 2000
    expect(store.get('f')).toBeUndefined()
  })
})

describe('the production handler decides the variant with the server-rendering function', () => {
  it('keys a detected country (CDN header) apart from the default and remembers it in a cookie', async () => {
    const render = vi.fn(async (request: Request) => {
      return new Response(`<html>${request.headers.get('cf-ipcountry') ?? 'none'}</html>`, {
        headers: { 'content-type': 'text/html' },
      })
    })
    getPageStore().clear()
    const handle = createCachedPageHandler(render)
    const us = await handle(get('/pricing-x', { 'cf-ipcountry': 'US' }))
    const india = await handle(get('/pricing-x', { 'cf-ipcountry': 'IN' }))
    expect(await text(us)).toContain('US')
    expect(await text(india)).toContain('IN')
    expect(us.headers.get('set-cookie')).toMatch(/^readyapps_pref=Global\.detected;/)
    expect(us.headers.get('cache-control')).toBe('private, no-cache')
    const usAgain = await handle(get('/pricing-x', { cookie: 'readyapps_pref=Global.detected' }))
    expect(usAgain.headers.get('x-page-cache')).toBe('HIT')
    expect(await text(usAgain)).toContain('US')
    expect(render).toHaveBeenCalledTimes(2)
    getPageStore().clear()
  })
})

describe.each(databaseTargets)('post changes invalidate stored pages on $name', (target) => {
  let db: Database
  const run = useDatabase(target, {
    opened: (opened) => (db = opened),
  })

  run('create, update, publish, unpublish and delete each mark the stored pages stale', async () => {
    const posts = new PostRepository(db)
    const store = getPageStore()
    const fill = () => {
      store.set(
        {
          key: 'India /blog',
          status: 200,
          headers: [],
          etag: 'W/"x"',
          html: '',
          bodies: {},
          templated: false,
          bytes: 10,
          storedAt: Date.now(),
        },
        store.generation,
      )
      expect(store.get('India /blog')).toBeDefined()
    }
    // Never answered as fresh again, kept as the stand-in should the render fail (soft purge).
    const invalidated = () => {
      expect(store.get('India /blog')).toBeUndefined()
      expect(store.getStale('India /blog')?.stale).toBe(true)
    }
    fill()
    const post = await posts.create({ title: 'Cache test', status: 'draft' })
    invalidated()
    fill()
    await posts.publish(post.id)
    invalidated()
    fill()
    await posts.update(post.id, { title: 'Cache test, edited' })
    invalidated()
    fill()
    await posts.unpublish(post.id)
    invalidated()
    fill()
    await posts.delete(post.id)
    invalidated()
  })
})

describe.skipIf(!postgresUrl)('LISTEN/NOTIFY across instances (real Postgres)', () => {
  it('invalidates this instance’s pages when another instance announces a change, and not for its own', async () => {
    const pg = await import('pg')
    const listener = startPageCacheListener(postgresUrl)
    await listener.ready
    const store = getPageStore()
    expect(store.enabled).toBe(true)
    const put = () =>
      store.set(
        {
          key: 'India /',
          status: 200,
          headers: [],
          etag: 'W/"x"',
          html: '',
          bodies: {},
          templated: false,
          bytes: 10,
          storedAt: Date.now(),
        },
        store.generation,
      )
    const other = new pg.default.Client({ connectionString: postgresUrl })
    await other.connect()
    try {
      put()
      await other.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, `${instanceId()} posts`])
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(store.get('India /')).toBeDefined()
      await other.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, 'another-instance posts'])
      // Marked stale (soft purge): never a hit again, kept as a stand-in.
      await vi.waitFor(() => expect(store.get('India /')).toBeUndefined(), { timeout: 5000 })
      expect(store.getStale('India /')?.stale).toBe(true)
    } finally {
      await other.end()
      await listener.stop()
      store.enabled = true
    }
  })

  it('turns the cache off while its connection is down', async () => {
    const listener = startPageCacheListener('postgres://nobody@127.0.0.1:1/none')
    await listener.ready
    expect(getPageStore().enabled).toBe(false)
    await listener.stop()
    getPageStore().enabled = true
  })
})

describe('templated pages (a fresh CSP nonce per response) as gzip from precompressed pieces', () => {
  it('joins the pieces and the nonce into one valid gzip body equal to the page with that nonce', async () => {
    const html = `<!DOCTYPE html><html><head><meta name="csp-nonce" content="${NONCE_PLACEHOLDER}"><script nonce="${NONCE_PLACEHOLDER}">var ${'x'.repeat(3000)} = 1</script></head><body>${'<p>Texte répété ✓</p>'.repeat(500)}<script nonce="${NONCE_PLACEHOLDER}"></script></body></html>${NONCE_PLACEHOLDER}`
    const page = await makeCachedPage({ key: 'k', variant: 'India', status: 200, headers: new Headers(), html })
    expect(page.templated).toBe(true)
    expect(encodingFor(page, 'gzip, deflate, br')).toBe('gzip')
    expect(encodingFor(page, 'br')).toBe('identity')
    for (const nonce of ['AQ8BIUm+kuSYlPxfIio8JA==', 'zZ9/0+aaaaaaaaaaaaaaaa==']) {
      const gz = bodyFor(page, 'gzip', nonce)
      expect(gunzipSync(gz).toString()).toBe(html.split(NONCE_PLACEHOLDER).join(nonce))
      // Compressed once at store time: far smaller than the page.
      expect(gz.length).toBeLessThan(Buffer.byteLength(html) / 5)
    }
  })

  /** A page like ours: the nonce on every style tag, each between a few hundred bytes of markup. */
  const cutPage = (pieces: string[]) =>
    pieces.map((piece) => `${piece}<style nonce="${NONCE_PLACEHOLDER}">.m{gap:1rem}</style>`).join('')
  const markup = (index: number) =>
    `<div class="mantine-Stack-root m_6d731127" data-testid="card-${index}"><h3 class="mantine-Title-root">Feature ${index}</h3>` +
    `<p class="mantine-Text-root m_b6d8b162" style="--text-fz:var(--mantine-font-size-sm)">Chat, calls and bookings, ready on day one.</p></div>`

  it('compresses a page cut at many nonces about as well as the whole page (each piece reads the text before it)', async () => {
    const html = cutPage(
      Array.from({ length: 80 }, (_, index) => [1, 2, 3, 4, 5].map((n) => markup(index * 5 + n)).join('')),
    )
    const page = await makeCachedPage({ key: 'k', variant: 'India', status: 200, headers: new Headers(), html })
    const nonce = 'AQ8BIUm+kuSYlPxfIio8JA=='
    const gz = bodyFor(page, 'gzip', nonce)
    const whole = gzipSync(html.split(NONCE_PLACEHOLDER).join(nonce), { level: 9 })
    expect(gunzipSync(gz).toString()).toBe(html.split(NONCE_PLACEHOLDER).join(nonce))
    // Each cut costs its nonce as plain bytes, two flushes and a new block's code tables (about 50
    // bytes), no more.
    expect(gz.length).toBeLessThan(whole.length + 60 * 80)
    // Pieces compressed each on its own take half as much again here (a fresh start every 1 KB); on
    // the real /astroway (65 cuts) it was 80 KB against 49 KB, the whole page in one stream 46 KB.
    const alone = 80 * deflateRawSync(html.split(NONCE_PLACEHOLDER)[40]!, { level: 9 }).length
    expect(gz.length).toBeLessThan(alone * 0.7)
  })

  it('gives the exact page for any text and any nonce (property)', async () => {
    const base64 = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=')
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.string({ maxLength: 300 }), fc.integer({ min: 0, max: 50 }).map(markup)), {
          minLength: 1,
          maxLength: 12,
        }),
        // Nonces as the server makes them (24 characters), and of other lengths (compressed whole).
        fc.oneof(fc.string({ unit: base64, minLength: 24, maxLength: 24 }), fc.string({ unit: base64, maxLength: 40 })),
        async (pieces, nonce) => {
          const html = cutPage(pieces)
          const page = await makeCachedPage({ key: 'k', variant: 'India', status: 200, headers: new Headers(), html })
          expect(gunzipSync(bodyFor(page, 'gzip', nonce)).toString()).toBe(html.split(NONCE_PLACEHOLDER).join(nonce))
        },
      ),
      { numRuns: 150 },
    )
  })

  it('still gives the exact page when the text holds the byte that stands for the nonce', async () => {
    const html = cutPage(['<p>a\u0000b</p>', '<p>\u0000\u0000\u0000</p>', markup(1), markup(1)])
    const page = await makeCachedPage({ key: 'k', variant: 'India', status: 200, headers: new Headers(), html })
    const nonce = 'zZ9/0+aaaaaaaaaaaaaaaa=='
    expect(gunzipSync(bodyFor(page, 'gzip', nonce)).toString()).toBe(html.split(NONCE_PLACEHOLDER).join(nonce))
  })
})
