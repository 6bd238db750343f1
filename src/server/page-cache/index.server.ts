import { getServerConfig } from '~/server/config.server'
import { clientIpFrom } from '~/server/geo/client-ip.server'
import { decideVisitorPreference, preferenceCookieOptions } from '~/server/geo/visitor-preference.server'
import { PREFERENCE_COOKIE } from '~/domain/currency'
import { getPageStore } from './invalidation.server'
import { startPageCacheListener, type PageCacheListener } from './listener.server'
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
    ...csp,
  })
}

/** Shutdown: closes the LISTEN connection. */
export async function stopPageCache(): Promise<void> {
  await listener?.stop()
  listener = undefined
}
