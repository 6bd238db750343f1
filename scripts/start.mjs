// Serves the production build: files from dist/client (hashed assets cached for a year), every
// other request through the TanStack Start server entry. PORT (default 3000), HOST (default
// 0.0.0.0). Shuts down cleanly on SIGTERM/SIGINT, closing the database pool.
import { fileURLToPath } from 'node:url'

// The built server is the production server unless told otherwise.
process.env.NODE_ENV ??= 'production'
import { serve } from 'srvx'
import { createStaticFiles } from './static-files.mjs'

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url))
// The server entry checks the configuration and locks the embedded database folder as it loads:
// a refusal is a clear message and exit code 1, not a stack trace.
const { default: app } = await import(new URL('../dist/server/server.js', import.meta.url).href).catch((error) => {
  if (error?.name === 'ConfigError' || error?.name === 'DataDirLockedError') {
    console.error(`ReadyApps cannot start. ${error.message}`)
    process.exit(1)
  }
  throw error
})

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
// Behind a load balancer (deploy/Caddyfile): after SIGTERM, answer /healthz with 503 for this long
// while still serving, so the balancer's health check takes the instance out of rotation before it
// stops accepting connections (README "Deploy"). 0: close at once.
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
      await server.close()
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
