import {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  hydrate,
  isServer,
  type DefaultError,
  type DehydratedState,
  type EnsureQueryDataOptions,
  type QueryKey,
} from '@tanstack/react-query'
import { useMatches, useRouter } from '@tanstack/react-router'
import { getRouterInstance } from '@tanstack/react-start'
import type { ReactNode } from 'react'
import { siteConfig } from '#app-config'

/**
 * TanStack Query is the admin's alone: public pages read plain loader data, so Query's code
 * (about 10 KB of gzip JavaScript) is loaded only with admin pages. The admin's QueryClient
 * belongs to the router: in the browser there is one router, so one cache for the whole visit;
 * on the server every request has its own router, so no admin's data reaches another request.
 */
const clientsByRouter = new WeakMap<object, QueryClient>()

function adminQueryClientFor(router: object): QueryClient {
  let client = clientsByRouter.get(router)
  if (!client) {
    client = new QueryClient({
      defaultOptions: {
        queries: {
          staleTime: siteConfig.timings.queryStaleMs,
          // On the server a garbage-collection timer would keep a finished request's data in
          // memory for minutes: there the cache simply goes with the request's router.
          gcTime: isServer ? Infinity : siteConfig.timings.queryGcMs,
          refetchOnWindowFocus: false,
        },
      },
    })
    clientsByRouter.set(router, client)
  }
  return client
}

/** What an admin loader returns: its query as the server fetched it (see AdminQueryProvider). */
export interface AdminLoaderData {
  adminQueries: DehydratedState
}

/**
 * For admin loaders: fetches the query into the admin cache unless it is there already (the
 * loader awaits it, so the page renders with its data, on the server too) and returns it as
 * loader data, which the router sends with a server-rendered page.
 */
export async function ensureAdminQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>): Promise<AdminLoaderData & { data: TData }> {
  const client = adminQueryClientFor(await getRouterInstance())
  const data = await client.ensureQueryData(options)
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true })
  return { data, adminQueries: dehydrate(client, { shouldDehydrateQuery: (candidate) => candidate === query }) }
}

/** For admin loaders that need no more than the query in the cache: returns it as the loader's data. */
export async function loadAdminQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>): Promise<AdminLoaderData> {
  const { adminQueries } = await ensureAdminQuery(options)
  return { adminQueries }
}

function adminQueriesOf(loaderData: unknown): DehydratedState[] {
  if (typeof loaderData !== 'object' || loaderData === null || !('adminQueries' in loaderData)) return []
  return [(loaderData as AdminLoaderData).adminQueries]
}

/** Loader data already put into a cache: each is hydrated once, when its page first renders. */
const hydratedLoaderData = new WeakSet<DehydratedState>()

/**
 * Provides the admin cache to the admin pages. A server-rendered admin page hydrates without
 * fetching again and without a mismatch: the queries its loaders fetched on the server come with
 * the page as loader data and are put into the browser's cache here, before the pages below read
 * it (as HydrationBoundary would, but once per loader result: a query an admin action removed,
 * such as a deleted lead, is not brought back from the page's old loader data). On client-side
 * loads the loaders fill the cache themselves, so there is nothing newer to add.
 */
export function AdminQueryProvider({ children }: { children: ReactNode }) {
  const client = adminQueryClientFor(useRouter())
  const loaderData = useMatches({ select: (matches) => matches.flatMap((match) => adminQueriesOf(match.loaderData)) })
  for (const state of loaderData) {
    if (hydratedLoaderData.has(state)) continue
    hydratedLoaderData.add(state)
    // Only adds what the cache lacks or has older: never replaces newer data.
    hydrate(client, state)
  }
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
