import type { PreferenceDecision } from '~/server/geo/visitor-preference.server'
import {
  cacheHeadersFor,
  cacheKey,
  cookiesOf,
  isCacheableRequest,
  isCacheableResponse,
  matchesEtag,
  variantOf,
} from './cache-policy.server'
import {
  NONCE_PLACEHOLDER,
  bodyFor,
  isRenderFailure,
  makeCachedPage,
  encodingFor,
  type CachedPage,
  type PageStore,
} from './page-store.server'
import { FastResponse } from 'srvx'
import { compressResponse } from './compress-response.server'
import { trimInlineCss, type BuiltStyleSheet } from './critical-css.server'
import { deferPageScripts } from './defer-scripts.server'
import { dropInertNonces } from './inert-nonces.server'
import { inlineSpriteIcons, type BuiltSprite } from './inline-sprite.server'
import { dropRenderTimes } from './stable-bytes.server'
import { pageCacheAnswers } from '~/server/metrics.server'

export interface RenderOptions {
  /** CSP nonce for this render: NONCE_PLACEHOLDER when the page may be stored. */
  nonce?: string
}

export interface PageCacheHandlerOptions {
  /** Renders a request (Start's handler). */
  render: (request: Request, options: RenderOptions) => Promise<Response>
  store: PageStore
  /** The variant decision for a request: the same function server rendering uses. */
  decide: (request: Request, cookies: Record<string, string>) => Promise<PreferenceDecision>
  /** Name of the preference cookie and how a remembered value is written as Set-Cookie. */
  preferenceCookie: { name: string; serialize: (value: string) => string }
  /** A fresh CSP nonce per response (issue 12); without it pages carry no nonce. */
  nonce?: () => string
  /**
   * The last touch on every answer, given the nonce its body carries (undefined when none: a
   * 304, a page without a placeholder): src/server.ts puts the CSP and security headers on.
   */
  finish?: (response: Response, nonce: string | undefined) => Response
  /**
   * The build's style sheets: a stored page then inlines only the CSS its HTML uses, and links
   * these on the visitor's first sign of life (critical-css.server.ts). None: the whole CSS stays.
   */
  styleSheets?: () => readonly BuiltStyleSheet[]
  /** The built icon sprites, whose symbols a stored page carries itself (see inline-sprite.server.ts). */
  sprites?: () => readonly BuiltSprite[]
}

/**
 * A rendered page as the cache keeps it: its script waits for a sign of life, its inlined CSS
 * is what its HTML uses, and its sprite icons are drawn from symbols in the page. A page whose
 * script the loader cannot take over keeps its whole CSS (no one would link the rest).
 */
export function prepareForCache(
  rendered: string,
  sheets: readonly BuiltStyleSheet[],
  sprites: readonly BuiltSprite[] = [],
): string {
  const html = sprites.reduce(inlineSpriteIcons, rendered)
  const trimmed = sheets.length > 0 ? trimInlineCss(html, sheets) : undefined
  if (trimmed) {
    const deferred = deferPageScripts(trimmed.html, trimmed.sheets)
    if (deferred !== trimmed.html) return deferred
  }
  return deferPageScripts(html)
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')
}

/**
 * A page rendered for the cache that could not be stored (404, no-store, a cookie) still holds
 * the placeholder: it gets this response's nonce before it leaves, so the placeholder never does.
 */
async function fillPlaceholder(response: Response, nonce: string): Promise<Response> {
  if (!response.body || !isHtml(response)) return response
  const html = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(html.split(NONCE_PLACEHOLDER).join(nonce), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/**
 * Wraps the page renderer with the public page cache: a cacheable request is answered from
 * memory (precompressed, ETag/304) when its variant's page is stored; otherwise it is rendered
 * once (concurrent requests for the same page wait for that render) and stored when the answer
 * is a plain 200 HTML page. Everything else passes through, compressed.
 */
export function createPageCacheHandler(options: PageCacheHandlerOptions): (request: Request) => Promise<Response> {
  const { store } = options
  const finish = (response: Response, nonce: string | undefined) =>
    options.finish ? options.finish(response, nonce) : response
  const inFlight = new Map<string, Promise<CachedPage | null>>()

  function respond(
    request: Request,
    page: CachedPage,
    decision: PreferenceDecision,
    how: 'HIT' | 'MISS' | 'STALE',
  ): Response {
    pageCacheAnswers.inc({ result: how })
    const headers = new Headers(page.headers)
    for (const [name, value] of Object.entries(cacheHeadersFor(decision.source))) headers.set(name, value)
    headers.set('ETag', page.etag)
    headers.set('X-Page-Cache', how)
    if (how === 'STALE') {
      // The copy from before the failure, said plainly (RFC 7234's warn-code 111) for caches and people.
      headers.set('Warning', '111 - "Revalidation Failed"')
      headers.set('Age', String(Math.max(0, Math.round((Date.now() - page.storedAt) / 1000))))
    }
    if (decision.remember) headers.append('Set-Cookie', options.preferenceCookie.serialize(decision.remember))
    if (matchesEtag(request.headers.get('if-none-match'), page.etag)) {
      for (const name of ['content-type', 'content-length']) headers.delete(name)
      return finish(new Response(null, { status: 304, headers }), undefined)
    }
    const encoding = encodingFor(page, request.headers.get('accept-encoding'))
    const nonce = page.templated ? options.nonce?.() : undefined
    const body = bodyFor(page, encoding, nonce)
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.length))
    // srvx's Response: on Node it hands the bytes to the socket as they are, where the built-in
    // Response would copy them into a stream first (a cached page's answer is all fixed bytes).
    const response = new FastResponse(request.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), {
      status: page.status,
      headers,
    })
    return finish(response, nonce)
  }

  async function renderAndStore(request: Request, key: string, decision: PreferenceDecision) {
    const generation = store.generation
    const response = await options.render(request, { nonce: options.nonce ? NONCE_PLACEHOLDER : undefined })
    if (!store.enabled || !isCacheableResponse(response, options.preferenceCookie.name)) {
      // Answered, but not a page to keep (gone, moved, private): its old copy is no stand-in.
      if (store.enabled && !isRenderFailure(response.status)) store.forget(key)
      return { response, page: null }
    }
    const page = await makeCachedPage({
      key,
      variant: variantOf(decision),
      status: response.status,
      headers: response.headers,
      html: prepareForCache(
        dropRenderTimes(dropInertNonces(await response.text())),
        options.styleSheets?.() ?? [],
        options.sprites?.() ?? [],
      ),
    })
    store.set(page, generation)
    return { response: null, page }
  }

  return async function handle(request: Request): Promise<Response> {
    const cookies = cookiesOf(request)
    if (!isCacheableRequest(request, cookies)) {
      const nonce = options.nonce?.()
      return finish(compressResponse(request, await options.render(request, { nonce })), nonce)
    }
    const decision = await options.decide(request, cookies)
    const key = cacheKey(variantOf(decision), request)
    const stored = store.get(key)
    if (stored) return respond(request, stored, decision, 'HIT')
    // A render that started before an invalidation may show what changed: no later request waits for it.
    const flightKey = `${store.generation} ${key}`
    const running = inFlight.get(flightKey)
    if (running) {
      const page = await running
      if (page) return respond(request, page, decision, 'HIT')
    }
    if (request.method === 'HEAD') {
      const nonce = options.nonce?.()
      return finish(await options.render(request, { nonce }), nonce)
    }

    let settle!: (page: CachedPage | null) => void
    const shared = new Promise<CachedPage | null>((resolve) => (settle = resolve))
    inFlight.set(flightKey, shared)
    try {
      const { response, page } = await renderAndStore(request, key, decision)
      settle(page)
      if (page) return respond(request, page, decision, 'MISS')
      // Stale-if-error: a page rendered before the database went down answers instead of a 503.
      const stale = isRenderFailure(response!.status) ? store.getStale(key) : undefined
      if (stale) {
        await response!.body?.cancel().catch(() => undefined)
        return respond(request, stale, decision, 'STALE')
      }
      const nonce = options.nonce?.()
      const filled = nonce ? await fillPlaceholder(response!, nonce) : response!
      return finish(compressResponse(request, filled), nonce)
    } catch (error) {
      settle(null)
      const stale = store.getStale(key)
      if (stale) return respond(request, stale, decision, 'STALE')
      throw error
    } finally {
      if (inFlight.get(flightKey) === shared) inFlight.delete(flightKey)
    }
  }
}
