import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { getServerConfig } from '~/server/config.server'
import { clientIpFrom } from '~/server/geo/client-ip.server'
import { decideVisitorPreference, preferenceCookieOptions } from '~/server/geo/visitor-preference.server'
import { PREFERENCE_COOKIE } from '~/domain/currency'
import { getPageStore } from './invalidation.server'
import { startPageCacheListener, type PageCacheListener } from './listener.server'
import type { BuiltStyleSheet } from './critical-css.server'
import { parseSprite, type BuiltSprite } from './inline-sprite.server'
import { createPageCacheHandler, type PageCacheHandlerOptions, type RenderOptions } from './page-cache-handler.server'

export { announcePostChange, getPageStore, invalidatePages } from './invalidation.server'
export { NONCE_PLACEHOLDER } from './page-store.server'

/** The client address srvx (Node) gives a request. */
function socketIpOf(request: Request): string | undefined {
  const withIp = request as Request & { ip?: string; context?: { clientAddress?: string } }
  return withIp.context?.clientAddress ?? withIp.ip
}

function serializePreferenceCookie(value: string): string {
  const options = preferenceCookieOptions()
  const parts = [
    `${PREFERENCE_COOKIE}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAge}`,
    `Path=${options.path}`,
  ]
  parts.push('SameSite=Lax')
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

let listener: PageCacheListener | undefined

let built: { sheets: readonly BuiltStyleSheet[]; sprites: readonly BuiltSprite[] } | undefined

/**
 * The production build's style sheets and icon sprites (dist/client/assets, from the folder the
 * server runs in, as scripts/start.mjs serves them), read once. None under the development server,
 * whose CSS is Vite's own.
 */
function builtAssets() {
  if (import.meta.env.DEV) return { sheets: [], sprites: [] }
  if (!built) {
    const dir = path.resolve(process.cwd(), 'dist/client/assets')
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8')
    try {
      const files = readdirSync(dir)
      built = {
        sheets: files
          .filter((file) => file.endsWith('.css'))
          .map((file) => ({ href: `/assets/${file}`, css: read(file) })),
        sprites: files
          .filter((file) => /^icons-[\w-]+\.svg$/.test(file))
          .map((file) => parseSprite(`/assets/${file}`, read(file))),
      }
    } catch {
      built = { sheets: [], sprites: [] }
    }
  }
  return built
}

/**
 * The production page handler: Start's renderer behind the page cache. With DATABASE_URL the
 * cache follows post changes of every instance through LISTEN/NOTIFY.
 */
export function createCachedPageHandler(
  render: (request: Request, options: RenderOptions) => Promise<Response>,
  csp: Pick<PageCacheHandlerOptions, 'nonce' | 'finish'> = {},
) {
  const config = getServerConfig()
  if (config.DATABASE_URL && !listener) listener = startPageCacheListener(config.DATABASE_URL)
  return createPageCacheHandler({
    render,
    store: getPageStore(),
    decide: (request, cookies) =>
      decideVisitorPreference({
        cookie: cookies[PREFERENCE_COOKIE],
        readHeader: (name) => request.headers.get(name),
        ip: clientIpFrom(request.headers.get('x-forwarded-for'), socketIpOf(request), config.TRUST_PROXY_HOPS),
      }),
    preferenceCookie: { name: PREFERENCE_COOKIE, serialize: serializePreferenceCookie },
    styleSheets: () => builtAssets().sheets,
    sprites: () => builtAssets().sprites,
    ...csp,
  })
}

/** Shutdown: closes the LISTEN connection. */
export async function stopPageCache(): Promise<void> {
  await listener?.stop()
  listener = undefined
}
