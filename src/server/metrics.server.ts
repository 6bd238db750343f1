import { AsyncLocalStorage } from 'node:async_hooks'
import client from 'prom-client'

/**
 * The server's Prometheus metrics (prom-client), served in the text format by `npm start` on its
 * own loopback port (METRICS_PORT), never through the public site. One registry per process, kept
 * on globalThis so every chunk of the server bundle (and the dev server's reloads) adds to the same
 * one. Other features register their own with `counter`, `gauge` and `histogram`: the name gets
 * the `readyapps_` prefix, a second registration of a name returns the first.
 */
const state = globalThis as { __readyappsMetrics?: client.Registry }

export function metricsRegistry(): client.Registry {
  if (!state.__readyappsMetrics) {
    const registry = new client.Registry()
    // Process memory (resident, heap), CPU, event loop lag, handles, GC: prom-client's defaults.
    client.collectDefaultMetrics({ register: registry, prefix: 'readyapps_' })
    state.__readyappsMetrics = registry
  }
  return state.__readyappsMetrics
}

function existing<T>(name: string): T | undefined {
  return metricsRegistry().getSingleMetric(`readyapps_${name}`) as T | undefined
}

export function counter<L extends string = string>(name: string, help: string, labelNames: readonly L[] = []) {
  return (
    existing<client.Counter<L>>(name) ??
    new client.Counter<L>({ name: `readyapps_${name}`, help, labelNames, registers: [metricsRegistry()] })
  )
}

export function gauge<L extends string = string>(
  name: string,
  help: string,
  options: { labelNames?: readonly L[]; collect?: (this: client.Gauge<L>) => void | Promise<void> } = {},
) {
  return (
    existing<client.Gauge<L>>(name) ??
    new client.Gauge<L>({
      name: `readyapps_${name}`,
      help,
      labelNames: options.labelNames ?? [],
      registers: [metricsRegistry()],
      ...(options.collect ? { collect: options.collect } : {}),
    })
  )
}

export function histogram<L extends string = string>(
  name: string,
  help: string,
  options: { labelNames?: readonly L[]; buckets?: number[] } = {},
) {
  return (
    existing<client.Histogram<L>>(name) ??
    new client.Histogram<L>({
      name: `readyapps_${name}`,
      help,
      labelNames: options.labelNames ?? [],
      buckets: options.buckets,
      registers: [metricsRegistry()],
    })
  )
}

/** The metrics as Prometheus' text format, and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  const registry = metricsRegistry()
  return { body: await registry.metrics(), contentType: registry.contentType }
}

// --- The metrics of the server itself ------------------------------------------------------------

export type RouteKind = 'page' | 'asset' | 'server-fn' | 'form' | 'admin' | 'media' | 'health' | 'other'

/** What kind of route a path is: the label of the request metrics (never the path: unbounded). */
export function routeKindOf(method: string, pathname: string): RouteKind {
  if (pathname === '/healthz') return 'health'
  if (pathname.startsWith('/_serverFn/')) return 'server-fn'
  if (pathname.startsWith('/forms/') || pathname === '/preference') return 'form'
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin'
  if (pathname.startsWith('/media/') || pathname.startsWith('/og/') || pathname.startsWith('/screens/')) return 'media'
  if (pathname.startsWith('/assets/') || /\.[a-z0-9]{2,5}$/i.test(pathname)) {
    return /\.(xml|txt)$/.test(pathname) ? 'page' : 'asset'
  }
  return method === 'GET' || method === 'HEAD' ? 'page' : 'other'
}

export const requestsTotal = counter('http_requests_total', 'Requests answered, by route kind and status.', [
  'kind',
  'status',
])
export const requestDuration = histogram(
  'http_request_duration_seconds',
  'Time from the request to the end of its answer, by route kind.',
  { labelNames: ['kind'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
)
export const pageCacheAnswers = counter(
  'page_cache_answers_total',
  'Public pages answered by the page cache: HIT (from memory), MISS (rendered and stored), STALE (a stored copy standing in for a failed render).',
  ['result'],
)
export const emailDeliveryFailures = counter(
  'email_delivery_failures_total',
  "Failed attempts to send an e-mail (kind: lead = sales' e-mail of a contact request); final = no attempt left.",
  ['kind', 'final'],
)
export const webhookDeliveryFailures = counter(
  'webhook_delivery_failures_total',
  'Failed attempts to deliver a webhook, by target.',
  ['target'],
)
export const databaseErrors = counter(
  'database_errors_total',
  'Database errors: unavailable (cannot connect, timed out) or query (the query failed).',
  ['kind'],
)

/** Records one answered request (scripts/start.mjs calls this for every request, files included). */
export function observeRequest(info: { kind: RouteKind; status: number; seconds: number }): void {
  requestsTotal.inc({ kind: info.kind, status: String(info.status) })
  requestDuration.observe({ kind: info.kind }, info.seconds)
}

// --- The request id --------------------------------------------------------------------------

/**
 * The current request's id (from the proxy's X-Request-Id, or made by scripts/start.mjs): kept in
 * an AsyncLocalStorage that start.mjs runs each request in, so a log line written anywhere while
 * the request is handled carries it.
 */
const context = globalThis as { __readyappsRequestContext?: AsyncLocalStorage<{ id: string }> }

export function requestContext(): AsyncLocalStorage<{ id: string }> {
  context.__readyappsRequestContext ??= new AsyncLocalStorage()
  return context.__readyappsRequestContext
}

export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.id
}
