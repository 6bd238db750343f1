import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { routeTree } from '~/routeTree.gen'
import { answerBeacon } from '~/server/analytics/analytics.server'
import { isBeaconRequest } from '~/server/analytics/ingest.server'
import { bootServer, getDb } from '~/server/boot.server'
import { getServerConfig } from '~/server/config.server'
import {
  createNonce,
  hashSource,
  inlineStyleHashes,
  responseSecurer,
  staticSecurityHeaders,
} from '~/server/http/csp.server'
import { methodNotAllowed, routeMatcher } from '~/server/http/page-methods.server'
import { UNAVAILABLE_PAGE_STYLE } from '~/server/http/request-guard.server'
import { logRequest } from '~/server/log.server'
import { gauge, metricsText, observeRequest, routeKindOf } from '~/server/metrics.server'
import { processOutbox } from '~/server/outbox/process-outbox.server'
import { createCachedPageHandler, getPageStore, stopPageCache } from '~/server/page-cache/index.server'

/**
 * The server entry (TanStack Start uses src/server.ts when it exists): the configuration is
 * checked at start (bootServer), then Start's handler runs behind the public page cache
 * (src/server/page-cache). Public pages are rendered once per variant and answered from
 * memory; admin pages, server functions and per-visitor answers pass through. Every answer
 * leaves with the security headers and a Content-Security-Policy whose nonce is the one its
 * HTML carries, fresh per response (cached pages get theirs put in at send time).
 */
bootServer()
const config = getServerConfig()

// scripts/start.mjs calls this on SIGTERM: close the page cache's LISTEN connection as well.
const holder = globalThis as {
  __readyappsShutdown?: () => Promise<void>
  __readyappsStaticHeaders?: (file: { pathname: string; type: string; body: Uint8Array }) => Record<string, string>
}
const shutdownBoot = holder.__readyappsShutdown
holder.__readyappsShutdown = async () => {
  await stopPageCache()
  await shutdownBoot?.()
}
// scripts/start.mjs observes every answer (files included) and serves the metrics on their own
// port: the metrics and the request log line are the bundle's (src/server/metrics.server.ts).
const logRequests = process.env.LOG_REQUESTS !== 'false'
Object.assign(globalThis, {
  __readyappsRequestDone: (info: {
    method: string
    path: string
    status: number
    seconds: number
    cache?: unknown
  }) => {
    const kind = routeKindOf(info.method, info.path)
    observeRequest({ kind, status: info.status, seconds: info.seconds })
    if (logRequests) {
      logRequest({
        method: info.method,
        path: info.path,
        kind,
        status: info.status,
        ms: Math.round(info.seconds * 10_000) / 10,
        ...(typeof info.cache === 'string' ? { cache: info.cache } : {}),
      })
    }
  },
  __readyappsMetricsText: metricsText,
})
gauge('outbox_waiting', "Contact requests and sign-ups in this instance's outbox, waiting for the database.", {
  collect() {
    this.set(processOutbox(config.OUTBOX_DIR).waiting)
  },
})
gauge('page_cache_pages', 'Pages in the page cache (state: fresh, or stale after an invalidation).', {
  labelNames: ['state'],
  collect() {
    const store = getPageStore()
    this.set({ state: 'stale' }, store.staleCount)
    this.set({ state: 'fresh' }, store.size - store.staleCount)
  },
})
gauge('page_cache_bytes', 'Bytes the page cache keeps (every encoding).', {
  collect() {
    this.set(getPageStore().bytes)
  },
})
// scripts/start.mjs serves the build's static files itself: the same headers come from here.
holder.__readyappsStaticHeaders = ({ pathname, type, body }) =>
  staticSecurityHeaders(config.SITE_ORIGIN, {
    pathname,
    type,
    styleHashes: type.startsWith('text/html') ? inlineStyleHashes(Buffer.from(body).toString('utf8')) : [],
  })

const startHandler = createStartHandler(defaultStreamHandler)

// The route tree, for matching only: which route a path is (a page, or a server route with its
// own handlers) decides which methods it answers (src/server/http/page-methods.server.ts).
const matchRoute = routeMatcher(routeTree)

const secure = responseSecurer({
  siteOrigin: config.SITE_ORIGIN,
  supabaseUrl: config.SUPABASE_URL,
  // The 503 page is written outside the renderer (no nonce): its fixed sheet is allowed by hash.
  styleHashes: [hashSource(UNAVAILABLE_PAGE_STYLE)],
  // Vite's development client injects scripts and styles without a nonce: report only there.
  enforce: !import.meta.env.DEV,
})

const handle = createCachedPageHandler(
  async (request, { nonce }) => startHandler(request, nonce ? { context: { nonce } } : undefined),
  {
    nonce: createNonce,
    finish: secure,
  },
)

// A beacon's path must be one of the site's pages (not an admin page, not a server route).
const isPage = (path: string) => matchRoute(path)?.options.component !== undefined

export default createServerEntry({
  // A page answers GET and HEAD only: other methods get 405 before anything renders.
  fetch: async (request) => {
    // Analytics beacons (src/server/analytics): the busiest requests, answered before the page
    // cache and the router.
    if (isBeaconRequest(new URL(request.url).pathname)) {
      return secure(await answerBeacon(request, isPage, getDb), undefined)
    }
    const refused = methodNotAllowed(matchRoute, request)
    return refused ? secure(refused, undefined) : handle(request)
  },
})
