import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
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
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
