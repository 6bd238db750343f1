// Serves the production build: files from dist/client (hashed assets cached for a year), every
// other request through the TanStack Start server entry. PORT (default 3000), HOST (default
// 0.0.0.0). Shuts down cleanly on SIGTERM/SIGINT, closing the database pool.
import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'

const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url))
const { default: app } = await import(new URL('../dist/server/server.js', import.meta.url).href)

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

const hashedAssets = staticMiddleware({ dir: clientDir, maxAge: 31_536_000, immutable: true })
const serviceWorker = staticMiddleware({ dir: clientDir, maxAge: 0 })
const publicFiles = staticMiddleware({ dir: clientDir, maxAge: 3600 })

const server = serve({
  port,
  hostname,
  silent: true,
  gracefulShutdown: false,
  middleware: [
    (request, next) => {
      const { pathname } = new URL(request.url)
      if (pathname.startsWith('/assets/')) return hashedAssets(request, next)
      if (pathname === '/service-worker.js') return serviceWorker(request, next)
      return publicFiles(request, next)
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
