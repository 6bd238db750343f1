import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { siteConfig } from '#app-config'
import { routeTree } from './routeTree.gen'
import { PageSkeleton } from '~/features/layout/page-skeleton'
import { NotFoundPage } from '~/features/layout/not-found-page'
import { ErrorPage } from '~/features/layout/error-page'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: siteConfig.timings.queryStaleMs,
        gcTime: siteConfig.timings.queryGcMs,
        refetchOnWindowFocus: false,
      },
    },
  })
}

/**
 * The CSP nonce src/server.ts chose for this response (its request context): the router puts it
 * on every script, style and asset it renders. In the browser it comes from the page's csp-nonce meta.
 */
const requestNonce = createIsomorphicFn()
  .server(() => {
    try {
      return (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce
    } catch {
      return undefined
    }
  })
  .client(() => {
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content
    // react-remove-scroll (Mantine's modal and drawer) writes a <style> with the nonce get-nonce
    // finds here: the name webpack gave it, which get-nonce reads.
    ;(globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce
    return nonce
  })

export function getRouter() {
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loader data is cached by TanStack Query; the router itself need not preload twice.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    ssr: { nonce: requestNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
