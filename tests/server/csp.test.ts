import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { PreferenceDecision } from '~/server/geo/visitor-preference.server'
import {
  RESOURCE_POLICY,
  SERVICE_WORKER_POLICY,
  createNonce,
  documentPolicy,
  hashSource,
  inlineStyleHashes,
  originOf,
  secureResponse,
  staticSecurityHeaders,
  type SecureResponseOptions,
} from '~/server/http/csp.server'
import { UNAVAILABLE_PAGE_STYLE, unavailablePage } from '~/server/http/request-guard.server'
import { createPageCacheHandler, type RenderOptions } from '~/server/page-cache/page-cache-handler.server'
import { NONCE_PLACEHOLDER, PageStore } from '~/server/page-cache/page-store.server'

const ORIGIN = 'http://127.0.0.1:3000'

function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name, values)
  }
  return map
}

/** A fresh nonce: 128 random bits in base64. */
const FRESH_NONCE = /^[A-Za-z0-9+/]{22}==$/

function scriptNonce(policy: string | null): string | undefined {
  return directives(policy)
    .get('script-src')
    ?.find((source) => source.startsWith("'nonce-"))
    ?.slice("'nonce-".length, -1)
}

describe('the page policy', () => {
  const policy = directives(documentPolicy({ nonce: 'abc123==' }))

  it('lets scripts run only with this response nonce or from this origin: no inline code, no eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'report-sample'"])
    expect(policy.get('script-src-attr')).toEqual(["'none'"])
    for (const values of policy.values()) {
      if (values.includes("'unsafe-eval'")) throw new Error('unsafe-eval in the policy')
    }
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('needs the nonce (or a pinned hash) for <style> elements and allows style attributes', () => {
    expect(policy.get('style-src-elem')).toContain("'nonce-abc123=='")
    expect(policy.get('style-src-elem')).not.toContain("'unsafe-inline'")
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"])
  })

  it('closes plugins, base and form targets and framing', () => {
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect(policy.get('worker-src')).toEqual(["'self'"])
    expect(policy.get('manifest-src')).toEqual(["'self'"])
    // Post images may be any https URL; data: for small inline images.
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:'])
  })

  it('lets the browser connect to this site only, plus the Supabase origin when one is configured', () => {
    expect(policy.get('connect-src')).toEqual(["'self'"])
    const withSupabase = directives(documentPolicy({ nonce: 'n', supabaseUrl: 'https://abcd.supabase.co/auth/v1?x=1' }))
    expect(withSupabase.get('connect-src')).toEqual(["'self'", 'https://abcd.supabase.co'])
    // Only there: it is no script or style source.
    const everywhere = [...withSupabase.entries()].filter(([, values]) => values.includes('https://abcd.supabase.co'))
    expect(everywhere.map(([name]) => name)).toEqual(['connect-src'])
    expect(directives(documentPolicy({ nonce: 'n', supabaseUrl: '' })).get('connect-src')).toEqual(["'self'"])
  })

  it('never lets a configured URL add a directive or a source (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constant('https://a.example;script-src *')), (url) => {
        const origin = originOf(url)
        if (origin !== undefined) expect(origin).toMatch(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/)
        const parsed = directives(documentPolicy({ nonce: 'n', supabaseUrl: url }))
        expect(parsed.get('script-src')).toEqual(["'self'", "'nonce-n'", "'report-sample'"])
        expect(parsed.get('connect-src')?.length).toBeLessThanOrEqual(2)
      }),
    )
  })

  it('makes an unpredictable 128-bit nonce, different every time', () => {
    const nonces = Array.from({ length: 500 }, () => createNonce())
    expect(new Set(nonces).size).toBe(500)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})

describe('secureResponse', () => {
  const options: SecureResponseOptions = { nonce: 'n1', siteOrigin: 'https://www.readyapps.in', enforce: true }
  const page = () => new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } })

  it('gives an HTML page the page policy with its nonce and the baseline headers', () => {
    const response = secureResponse(page(), options)
    expect(scriptNonce(response.headers.get('content-security-policy'))).toBe('n1')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=31536000/)
  })

  it('sends HSTS only when the site is https', () => {
    const response = secureResponse(new Response('x', { headers: { 'content-type': 'text/plain' } }), {
      ...options,
      siteOrigin: 'http://localhost:3000',
    })
    expect(response.headers.get('strict-transport-security')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('gives an HTML page whose body has no nonce a fresh one anyway', () => {
    const a = secureResponse(page(), {
      ...options,
      nonce: undefined,
    })
    const b = secureResponse(page(), {
      ...options,
      nonce: undefined,
    })
    expect(scriptNonce(a.headers.get('content-security-policy'))).toMatch(FRESH_NONCE)
    expect(scriptNonce(a.headers.get('content-security-policy'))).not.toBe(
      scriptNonce(b.headers.get('content-security-policy')),
    )
  })

  it('locks down answers that are not pages', () => {
    const json = secureResponse(new Response('{}', { headers: { 'content-type': 'application/json' } }), options)
    expect(json.headers.get('content-security-policy')).toBe(RESOURCE_POLICY)
    const svg = secureResponse(new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }), options)
    expect(directives(svg.headers.get('content-security-policy')).get('default-src')).toEqual(["'none'"])
  })

  it('sends no policy with a 304, so the browser keeps the one that matches its stored copy', () => {
    const response = secureResponse(new Response(null, { status: 304 }), options)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('reports only, without enforcing, in development', () => {
    const response = secureResponse(page(), {
      ...options,
      enforce: false,
    })
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(scriptNonce(response.headers.get('content-security-policy-report-only'))).toBe('n1')
  })

  it('replaces a policy set earlier and works on responses with immutable headers', () => {
    const earlier = secureResponse(
      new Response('<p>x</p>', { headers: { 'content-type': 'text/html', 'content-security-policy': 'script-src *' } }),
      options,
    )
    expect(earlier.headers.get('content-security-policy')).not.toContain('script-src *')
    const immutable = secureResponse(Response.redirect(`${ORIGIN}/admin`, 307), options)
    expect(immutable.status).toBe(307)
    expect(immutable.headers.get('location')).toBe(`${ORIGIN}/admin`)
    expect(immutable.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('allows the 503 page its own fixed sheet by hash', async () => {
    const page = secureResponse(unavailablePage(), { ...options, styleHashes: [hashSource(UNAVAILABLE_PAGE_STYLE)] })
    const html = await page.text()
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1]
    expect(sheet).toBe(UNAVAILABLE_PAGE_STYLE)
    expect(directives(page.headers.get('content-security-policy')).get('style-src-elem')).toContain(hashSource(sheet!))
    expect(html).not.toMatch(/<script/)
  })
})

describe('static files', () => {
  it('gives offline.html a policy with no scripts and its inline sheet by hash', () => {
    const html = readFileSync('public/offline.html', 'utf8')
    const hashes = inlineStyleHashes(html)
    expect(hashes).toHaveLength(1)
    const headers = staticSecurityHeaders('https://www.readyapps.in', {
      pathname: '/offline.html',
      type: 'text/html; charset=utf-8',
      styleHashes: hashes,
    })
    const policy = directives(headers['Content-Security-Policy']!)
    expect(policy.get('script-src')).toEqual(["'none'"])
    expect(policy.get('style-src')).toEqual(hashes)
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(headers['Strict-Transport-Security']).toMatch(/max-age/)
  })

  it('lets the service worker fetch this site only, and locks down every other file', () => {
    const worker = staticSecurityHeaders('http://localhost:3000', {
      pathname: '/service-worker.js',
      type: 'text/javascript; charset=utf-8',
    })
    expect(worker['Content-Security-Policy']).toBe(SERVICE_WORKER_POLICY)
    expect(worker['Strict-Transport-Security']).toBeUndefined()
    const script = staticSecurityHeaders('http://localhost:3000', {
      pathname: '/assets/main-abc.js',
      type: 'text/javascript',
    })
    expect(script['Content-Security-Policy']).toBe(RESOURCE_POLICY)
    expect(script['X-Content-Type-Options']).toBe('nosniff')
  })
})

/** A stand-in renderer that writes the nonce it is given where Start would. */
function fakeSite() {
  const render = vi.fn(async (request: Request, options: RenderOptions) => {
    const url = new URL(request.url)
    const nonce = options.nonce ? ` nonce="${options.nonce}"` : ''
    const html = `<!doctype html><html><head><style${nonce}>a{}</style></head><body><h1>${url.pathname}</h1><script${nonce}>1</script></body></html>`
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' })
    if (url.pathname === '/missing') return new Response(html, { status: 404, headers })
    if (url.pathname === '/personal') headers.set('cache-control', 'no-store')
    return new Response(html, { headers })
  })
  const decide = async (): Promise<PreferenceDecision> => ({
    preference: { country: 'India', currency: 'INR' },
    source: 'default',
    remember: null,
  })
  return { render, decide }
}

describe('nonces through the page cache', () => {
  function setup() {
    const site = fakeSite()
    const handle = createPageCacheHandler({
      render: site.render,
      store: new PageStore(),
      decide: site.decide,
      preferenceCookie: { name: 'readyapps_pref', serialize: (value) => `readyapps_pref=${value}; Path=/` },
      nonce: createNonce,
      finish: (response, nonce) => secureResponse(response, { nonce, siteOrigin: ORIGIN, enforce: true }),
    })
    return { site, handle }
  }
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Request(`${ORIGIN}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } })

  /** The response's policy nonce, after checking every nonce in its body is that one. */
  async function nonceOf(response: Response): Promise<{ nonce: string; body: string }> {
    const nonce = scriptNonce(response.headers.get('content-security-policy'))
    expect(nonce).toMatch(FRESH_NONCE)
    const body = await response.text()
    expect(body).not.toContain(NONCE_PLACEHOLDER)
    const inBody = new Set([...body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))
    expect(inBody).toEqual(new Set([nonce]))
    return { nonce: nonce!, body }
  }

  it('gives two answers of the same cached page different nonces, the same ETag, one render', async () => {
    const { site, handle } = setup()
    const first = await handle(get('/faq'))
    const second = await handle(get('/faq'))
    expect(second.headers.get('x-page-cache')).toBe('HIT')
    expect(site.render).toHaveBeenCalledTimes(1)
    expect(site.render).toHaveBeenCalledWith(expect.anything(), { nonce: NONCE_PLACEHOLDER })
    const a = await nonceOf(first)
    const b = await nonceOf(second)
    expect(a.nonce).not.toBe(b.nonce)
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'))
    expect(a.body.replaceAll(a.nonce, '')).toBe(b.body.replaceAll(b.nonce, ''))

    const revalidated = await handle(get('/faq', { 'if-none-match': first.headers.get('etag')! }))
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('content-security-policy')).toBeNull()
  })

  it('never lets the placeholder out of a page that could not be stored', async () => {
    const { handle } = setup()
    for (const path of ['/missing', '/personal']) {
      const response = await handle(get(path))
      expect(response.headers.get('x-page-cache')).toBeNull()
      await nonceOf(response)
    }
    const again = await handle(get('/missing'))
    expect(again.status).toBe(404)
    await nonceOf(again)
  })

  it('renders pages that are never cached (admin) with a fresh nonce each time', async () => {
    const { site, handle } = setup()
    const a = await nonceOf(await handle(get('/admin/dashboard')))
    const b = await nonceOf(await handle(get('/admin/dashboard')))
    expect(a.nonce).not.toBe(b.nonce)
    expect(site.render).not.toHaveBeenCalledWith(expect.anything(), { nonce: NONCE_PLACEHOLDER })
  })

  it('puts a policy on HEAD answers too', async () => {
    const { handle } = setup()
    const response = await handle(new Request(`${ORIGIN}/about`, { method: 'HEAD' }))
    expect(scriptNonce(response.headers.get('content-security-policy'))).toMatch(FRESH_NONCE)
  })
})
