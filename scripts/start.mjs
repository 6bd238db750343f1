// Serves the production build: files from dist/client (hashed assets cached for a year), every
// other request through the TanStack Start server entry. PORT (default 3000), HOST (default
// 0.0.0.0). Shuts down cleanly on SIGTERM/SIGINT, closing the database pool.
import { fileURLToPath } from 'node:url'

// The built server is the production server unless told otherwise.
process.env.NODE_ENV ??= 'production'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url))
const { default: app } = await import(new URL('../dist/server/server.js', import.meta.url).href)

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true })
const serviceWorker = staticMiddleware({ dir: clientDir, maxAge: 0 })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3600 })

const STATIC_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
}

/** Static files do not pass through the app's request middleware: add its headers here. */
async function withSecurityHeaders(response) {
  const res = await response
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
    if (!res.headers.has(name)) res.headers.set(name, value)
  return res
}

const server = serve({
  port,
  hostname,
  silent: true,
  gracefulShutdown: false,
  // The largest legitimate body is an admin saving a long post (well under 1 MB).
  maxRequestBodySize: 1024 * 1024,
  middleware: [
    (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) return withSecurityHeaders(hashedAssets(request, next))
      if (pathname === '/service-worker.js') return withSecurityHeaders(serviceWorker(request, next))
      return withSecurityHeaders(publicFiles(request, next))
    },
  ],
  fetch: (request) => app.fetch(request),
})

await server.ready()
console.log(`ReadyApps listening on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)

let closing = false
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    console.log(`${signal} received: closing the server`)
    setTimeout(() => process.exit(0), 10_000).unref()
    try {
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
