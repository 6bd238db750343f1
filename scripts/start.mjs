// Serves the production build: files from dist/client (hashed assets cached for a year), every
// other request through the TanStack Start server entry. PORT (default 3000), HOST (default
// 0.0.0.0). Shuts down cleanly on SIGTERM/SIGINT, closing the database pool.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { fileURLToPath } from 'node:url'

// The built server is the production server unless told otherwise.
process.env.NODE_ENV ??= 'production'
import { serve } from 'srvx'
import { createStaticFiles } from './static-files.mjs'

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url))
// Each request runs in this context with its id (src/server/metrics.server.ts reads the same one
// from globalThis): a log line written while it is handled carries the id.
const requestContext = (globalThis.__readyappsRequestContext ??= new AsyncLocalStorage())
// The server entry checks the configuration and locks the embedded database folder as it loads:
// a refusal is a clear message and exit code 1, not a stack trace.
const { default: app } = await import(new URL('../dist/server/server.js', import.meta.url).href).catch((error) => {
  if (error?.name === 'ConfigError' || error?.name === 'DataDirLockedError') {
    console.error(`ReadyApps cannot start. ${error.message}`)
    process.exit(1)
  }
  throw error
})

/** An id from the proxy is kept if it looks like one (a UUID, or letters, digits and . _ : -). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
// Behind a load balancer (deploy/Caddyfile): after SIGTERM, answer /healthz with 503 for this long
// while still serving, so the balancer's health check takes the instance out of rotation before it
// stops accepting connections (docs/operations.md "Upgrades"). 0: close at once.
const drainMs = Math.max(0, Number(process.env.SHUTDOWN_DRAIN_MS) || 0)
let draining = false

// The server bundle (src/server.ts) owns the security headers and policies; static files get
// theirs from it, worked out once per file. The fallback is only for a bundle that does not
// provide them.
const STATIC_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
}
const staticHeadersOf = globalThis.__readyappsStaticHeaders
const staticFiles = createStaticFiles(clientDir, {
  headersFor: typeof staticHeadersOf === 'function' ? staticHeadersOf : () => STATIC_SECURITY_HEADERS,
})

const server = serve({
  port,
  hostname,
  silent: true,
  gracefulShutdown: false,
  // The largest legitimate body is an admin's image upload (at most 5 MB, POST /media/upload);
  // server functions stay limited to 1 MB by the request guard.
  maxRequestBodySize: 6 * 1024 * 1024,
  middleware: [
    // Every request, files included: its id (the proxy's X-Request-Id, or a new one) in the answer
    // and in the log, and one metrics observation and one log line when its answer is sent.
    (request, next) => {
      const given = request.headers.get('x-request-id')
      const id = given && REQUEST_ID.test(given) ? given : randomUUID()
      const started = process.hrtime.bigint()
      const res = request.runtime?.node?.res
      if (res) {
        res.setHeader('X-Request-Id', id)
        res.once('finish', () => {
          const done = globalThis.__readyappsRequestDone
          if (typeof done !== 'function') return
          const { pathname } = new URL(request.url)
          requestContext.run({ id }, () =>
            done({
              method: request.method,
              path: pathname,
              status: res.statusCode,
              seconds: Number(process.hrtime.bigint() - started) / 1e9,
              cache: res.getHeader('x-page-cache'),
            }),
          )
        })
      }
      return requestContext.run({ id }, next)
    },
    // Static files do not pass through the app: they carry the headers worked out above.
    async (request, next) => {
      const { pathname } = new URL(request.url)
      if (draining && pathname === '/healthz') {
        return Response.json({ status: 'draining' }, { status: 503, headers: { 'cache-control': 'no-store' } })
      }
      const cacheControl = pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : pathname === '/service-worker.js'
          ? 'public, max-age=0, must-revalidate'
          : 'public, max-age=3600'
      return (await staticFiles(request, pathname, cacheControl)) ?? next()
    },
  ],
  fetch: (request) => app.fetch(request),
})

// While draining, every answer closes its connection: a proxy keeps no idle connection to this
// instance, so none is closed under a request it sends as the server stops (Caddy would not retry
// a POST sent on it).
server.node?.server?.on('request', (_request, response) => {
  if (draining) response.setHeader('Connection', 'close')
})

await server.ready()
// PORT=0 lets the system pick a free port: the line names the one it picked (the e2e helpers read it).
const listeningPort = server.url ? new URL(server.url).port : port
console.log(`ReadyApps listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${listeningPort}`)

// Prometheus metrics on a port of their own, on loopback only (METRICS_HOST to change it): never
// through the public site (which answers /metrics with its 404 page). METRICS_PORT unset or empty:
// none; 0: a port the system picks (the line names it).
const metricsPortSetting = process.env.METRICS_PORT ?? ''
let metricsServer
if (metricsPortSetting.trim() !== '') {
  const metricsHost = process.env.METRICS_HOST || '127.0.0.1'
  metricsServer = http.createServer(async (request, response) => {
    const text = globalThis.__readyappsMetricsText
    if (request.method !== 'GET' || !request.url?.startsWith('/metrics') || typeof text !== 'function') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n')
      return
    }
    try {
      const { body, contentType } = await text()
      response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body)
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n')
      console.error('Metrics could not be collected', error?.message ?? error)
    }
  })
  await new Promise((resolve, reject) => {
    metricsServer.once('error', reject)
    metricsServer.listen(Number(metricsPortSetting), metricsHost, resolve)
  })
  const metricsAddress = metricsServer.address()
  console.log(`ReadyApps metrics on http://${metricsHost}:${metricsAddress.port}/metrics`)
}

let closing = false
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    console.log(`${signal} received: closing the server`)
    setTimeout(() => process.exit(0), drainMs + 10_000).unref()
    try {
      draining = true
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs))
      // Stops accepting and closes idle connections; resolves once the requests in flight are
      // answered (each then closes its connection, above).
      await Promise.all([
        server.close(),
        new Promise((resolve) => {
          if (!metricsServer) return resolve()
          metricsServer.close(resolve)
          metricsServer.closeAllConnections()
        }),
      ])
      // The server bundle registers its own clean-up (database pool) here.
      const shutdown = globalThis.__readyappsShutdown
      if (typeof shutdown === 'function') await shutdown()
    } catch (error) {
      console.error('Error during shutdown', error)
    } finally {
      process.exit(0)
    }
  })
}
