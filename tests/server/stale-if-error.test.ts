import { describe, expect, it, vi } from 'vitest'
import type { PreferenceDecision } from '~/server/geo/visitor-preference.server'
import { healthAnswer } from '~/server/http/health.server'
import { layoutUnavailableHtml, unavailablePage } from '~/server/http/request-guard.server'
import { createPageCacheHandler } from '~/server/page-cache/page-cache-handler.server'
import { PageStore, isRenderFailure, mayServeStale } from '~/server/page-cache/page-store.server'

/**
 * While the database is down (issue 24): a page rendered before the outage is served stale (up to
 * 24 h, marked), a page never rendered gets the 503 page in the site's layout, and /healthz tells
 * "degraded, still serving" (200) from "down" (503).
 */
const HOUR = 60 * 60_000
const ORIGIN = 'http://127.0.0.1:3000'

describe('the stale-if-error rule', () => {
  it('a copy at most 24 h old may stand in for a failed render; an older one may not', () => {
    expect(mayServeStale(0, 0, 24 * HOUR)).toBe(true)
    expect(mayServeStale(0, 24 * HOUR, 24 * HOUR)).toBe(true)
    expect(mayServeStale(0, 24 * HOUR + 1, 24 * HOUR)).toBe(false)
  })

  it('only server failures count as errors, not a missing page or a redirect', () => {
    expect([500, 502, 503, 504].every(isRenderFailure)).toBe(true)
    expect([200, 301, 304, 404, 429].some(isRenderFailure)).toBe(false)
  })
})

function site() {
  let down = false
  const render = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url)
    if (down) return new Response('<p>unavailable</p>', { status: 503, headers: { 'content-type': 'text/html' } })
    if (pathname === '/thrown' && render.mock.calls.length > 1) throw new Error('renderer crashed')
    return new Response(`<html><body>${pathname} as rendered</body></html>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
  })
  const decide = async (): Promise<PreferenceDecision> => ({
    preference: { country: 'India', currency: 'INR' },
    source: 'default',
    remember: null,
  })
  return { render, decide, setDown: (value: boolean) => (down = value) }
}

describe('pages while the database is down', () => {
  const setup = () => {
    // Stored pages carry the real time (makeCachedPage): the store's clock starts there.
    let now = Date.now()
    const fake = site()
    const store = new PageStore({ ttlMs: 10 * 60_000, now: () => now })
    const handle = createPageCacheHandler({
      render: fake.render,
      store,
      decide: fake.decide,
      preferenceCookie: { name: 'readyapps_pref', serialize: (value) => `readyapps_pref=${value}` },
    })
    const get = (path: string) => handle(new Request(`${ORIGIN}${path}`))
    return { fake, store, get, advance: (ms: number) => (now += ms) }
  }

  it('serves the page rendered before the outage, marked stale, while invalidation is down', async () => {
    const { fake, store, get } = setup()
    expect((await get('/blog')).headers.get('x-page-cache')).toBe('MISS')
    // The LISTEN connection went down with the database: the cache is not trusted for fresh hits.
    store.enabled = false
    fake.setDown(true)
    const stale = await get('/blog')
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-page-cache')).toBe('STALE')
    expect(stale.headers.get('warning')).toBe('111 - "Revalidation Failed"')
    expect(await stale.text()).toContain('/blog as rendered')
    // A page never rendered has nothing to stand in: the failure goes through.
    expect((await get('/blog/never-seen')).status).toBe(503)
  })

  it('serves a page past its lifetime when the fresh render fails, up to 24 h, then no more', async () => {
    const { fake, get, advance } = setup()
    await get('/blog/post')
    advance(11 * 60_000)
    fake.setDown(true)
    expect((await get('/blog/post')).headers.get('x-page-cache')).toBe('STALE')
    advance(24 * HOUR)
    expect((await get('/blog/post')).status).toBe(503)
  })

  it('a renderer that throws is covered too, and a successful render replaces the stale copy', async () => {
    const { get, store } = setup()
    await get('/thrown')
    store.enabled = false
    expect((await get('/thrown')).headers.get('x-page-cache')).toBe('STALE')
  })

  it('a post change (or the listener reconnecting) marks the copies stale: never a hit, still a stand-in', async () => {
    const { fake, store, get } = setup()
    await get('/blog')
    await get('/about')
    store.clear()
    // Soft purge: the copies stay, marked stale.
    expect(store.size).toBe(2)
    expect(store.staleCount).toBe(2)
    fake.setDown(true)
    for (const path of ['/blog', '/about']) {
      const stale = await get(path)
      expect(stale.status, path).toBe(200)
      expect(stale.headers.get('x-page-cache'), path).toBe('STALE')
    }
    // The database blinks again: the listener's reconnect marks them once more; they still stand in.
    store.clear()
    expect((await get('/blog')).headers.get('x-page-cache')).toBe('STALE')
  })

  it('with the database up a stale page is never answered: the next request renders it again', async () => {
    const { fake, store, get } = setup()
    await get('/blog')
    store.clear()
    const renders = fake.render.mock.calls.length
    const fresh = await get('/blog')
    expect(fresh.headers.get('x-page-cache')).toBe('MISS')
    expect(fake.render.mock.calls.length).toBe(renders + 1)
    expect(store.staleCount).toBe(0)
    expect((await get('/blog')).headers.get('x-page-cache')).toBe('HIT')
  })

  it('a page that is gone after the change (404) loses its stand-in', async () => {
    const { fake, store, get } = setup()
    await get('/blog/removed')
    store.clear()
    fake.render.mockImplementationOnce(
      async () => new Response('<p>Not found</p>', { status: 404, headers: { 'content-type': 'text/html' } }),
    )
    expect((await get('/blog/removed')).status).toBe(404)
    fake.setDown(true)
    expect((await get('/blog/removed')).status).toBe(503)
  })

  it('a stand-in older than 24 h is dropped, stale or not', async () => {
    const { fake, store, get, advance } = setup()
    await get('/blog')
    store.clear()
    advance(24 * HOUR + 60_000)
    fake.setDown(true)
    expect((await get('/blog')).status).toBe(503)
    expect(store.size).toBe(0)
  })
})

describe('/healthz', () => {
  it('ok with the database', () => {
    const answer = healthAnswer({
      database: { ok: true, kind: 'postgres' },
      outbox: { writable: true, waiting: 0 },
      uptimeSeconds: 5,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: 'ok', database: 'postgres' })
  })

  it('degraded (200, so the load balancer keeps routing) while the database is down and the outbox writable', () => {
    const answer = healthAnswer({ database: { ok: false }, outbox: { writable: true, waiting: 3 }, uptimeSeconds: 5 })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      status: 'degraded',
      database: 'unreachable',
      down: ['database'],
      outbox: { waiting: 3, writable: true },
    })
  })

  it('down (503) when the outbox cannot be written either', () => {
    const answer = healthAnswer({ database: { ok: false }, outbox: { writable: false, waiting: 0 }, uptimeSeconds: 5 })
    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBe('10')
    expect(answer.body).toMatchObject({ status: 'unavailable', down: ['database', 'outbox'] })
  })
})

describe('the 503 page in the site layout', () => {
  const rendered = `<!DOCTYPE html><html><head><title>Blog - ReadyApps</title><meta name="robots" content="index,follow"/>
<link rel="modulepreload" href="/assets/index.js"/><script nonce="n">try{localStorage.getItem("mantine-color-scheme-value")}catch(e){}</script></head>
<body><header data-testid="site-header"><nav><a href="/apps">Apps</a></nav></header><main id="main">
<div class="m_container" data-testid="error-page"><div class="m_stack"><h1 class="m_title">Unexpected Application Error!</h1>
<p class="m_text">Something went wrong.</p><div class="m_group"><button type="button"><span>Try again</span></button>
<a class="m_button" href="/">Go to the home page</a></div></div></div></main><footer><a href="/privacy">Privacy</a></footer>
<script type="module" src="/assets/index.js"></script><script nonce="n">window.$_TSR={}</script></body></html>`

  it('keeps the header, navigation and footer, says plainly what happened and links home; no app scripts', () => {
    const html = layoutUnavailableHtml(rendered)!
    expect(html).toContain('<header data-testid="site-header"><nav><a href="/apps">Apps</a></nav></header>')
    expect(html).toContain('<footer><a href="/privacy">Privacy</a></footer>')
    expect(html).toContain('data-testid="unavailable-page"')
    expect(html).toContain('<h1 class="m_title">This page is temporarily unavailable</h1>')
    expect(html).toContain(
      '<p class="m_text">The service is temporarily unavailable. Please try again in a minute.</p>',
    )
    expect(html).toContain('<a class="m_button" href="/">Go to the home page</a>')
    expect(html).not.toContain('Try again')
    expect(html).toContain('<title>Temporarily unavailable - ReadyApps</title>')
    expect(html).toContain('content="noindex,nofollow"')
    expect(html).not.toMatch(/modulepreload|\/assets\/index\.js|\$_TSR/)
    // The colour scheme's own script stays (no flash of the wrong scheme).
    expect(html).toContain('mantine-color-scheme-value')
  })

  it('answers 503 with Retry-After and no-store; without a layout to reuse, the bare page', async () => {
    const inLayout = unavailablePage(rendered)
    expect(inLayout.status).toBe(503)
    expect(inLayout.headers.get('retry-after')).toBe('30')
    expect(inLayout.headers.get('cache-control')).toBe('no-store')
    expect(await inLayout.text()).toContain('site-header')
    const bare = unavailablePage('<html><body>Oops</body></html>')
    expect(bare.status).toBe(503)
    expect(await bare.text()).toContain('This page is temporarily unavailable')
    expect(layoutUnavailableHtml('<html><body>Oops</body></html>')).toBeNull()
  })
})
