import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { routeTree } from './routeTree.gen'
import { ErrorPage, NotFoundPage, PageSkeleton } from '~/features/layout/frame-pages'
import { afterFirstDraw, keepRestoredScroll } from '~/ui/section/restore-scroll'

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
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    // A route whose data may be reused says so itself (staleTime and preloadStaleTime: the blog,
    // the home page, the apps showcase); the admin's data is cached by TanStack Query in the
    // admin's own QueryClient (features/admin/admin-queries.tsx).
    defaultPreloadStaleTime: 0,
    // A stale page loads again before it is drawn, not behind the cached one: the loader preloads
    // the page's sections' code (see lazySection), so the page has its height when the router
    // restores the scroll position on Back (also see loadOnceHere).
    defaultStaleReloadMode: 'blocking',
    scrollRestoration: afterFirstDraw,
    // At once: the page's CSS scrolls smoothly for in-page links, and a restored position would
    // otherwise glide there from the top (or the bottom) of the page for most of a second.
    scrollRestorationBehavior: 'instant',
    defaultPendingComponent: PageSkeleton,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    ssr: { nonce: requestNonce() },
  })
  if (typeof window !== 'undefined') keepRestoredScroll(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
