import { createServerEntry, createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { bootServer } from '~/server/boot.server'
import { createCachedPageHandler, stopPageCache } from '~/server/page-cache/index.server'

/**
 * The server entry (TanStack Start uses src/server.ts when it exists): the configuration is
 * checked at start (bootServer), then Start's handler runs behind the public page cache
 * (src/server/page-cache). Public pages are rendered once per variant and answered from
 * memory; admin pages, server functions and per-visitor answers pass through.
 */
bootServer()

// scripts/start.mjs calls this on SIGTERM: close the page cache's LISTEN connection as well.
const holder = globalThis as { __readyappsShutdown?: () => Promise<void> }
const shutdownBoot = holder.__readyappsShutdown
holder.__readyappsShutdown = async () => {
  await stopPageCache()
  await shutdownBoot?.()
}

const startHandler = createStartHandler(defaultStreamHandler)

const handle = createCachedPageHandler(async (request, { nonce }) =>
  startHandler(request, nonce ? { context: { nonce } } : undefined),
)

export default createServerEntry({ fetch: (request) => handle(request) })
