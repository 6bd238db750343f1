import { createFileRoute, redirect, type SearchSchemaInput } from '@tanstack/react-router'
import { LEGACY_PRODUCT_IDS } from '~/domain/product'
import { defaultShowcaseProductId, resolveProductId, showcaseProductIds } from '~/content/product-nav'
import { AppsPage, preloadAppsPage } from '~/features/apps/apps-page'
import { appTabs, defaultAppTab, type AppTab } from '~/features/apps/app-tabs'
import { oneOf, searchParser } from '~/domain/url-search'
import { getAppsShowcase } from '~/features/apps/apps.functions'
import { loadOnceHere } from '~/ui/hydrate-later/loaded-here'

// A shared link like /apps?app=chitchat&tab=features restores the view. Both values are
// optional so plain /apps answers 200 without a redirect; a bad value is dropped (the default
// view shows) instead of failing. Ids from before the registry are accepted only to redirect.
const readSearch = searchParser({
  app: oneOf([...showcaseProductIds, ...(Object.keys(LEGACY_PRODUCT_IDS) as (keyof typeof LEGACY_PRODUCT_IDS)[])]),
  tab: oneOf(appTabs),
})

export const Route = createFileRoute('/apps/')({
  validateSearch: (search: { app?: string; tab?: AppTab } & SearchSchemaInput) => readSearch(search),
  beforeLoad: ({ search }) => {
    const current = resolveProductId(search.app)
    if (search.app && current !== search.app) {
      throw redirect({ to: '/apps', search: { ...search, app: current }, statusCode: 301 })
    }
  },
  // The showcase's products come from the registry on the server (see getAppsShowcase); the code
  // below the app's headline is preloaded so the server renders it (see lazySection).
  loader: async () => {
    const [showcase] = await Promise.all([getAppsShowcase(), preloadAppsPage()])
    return showcase
  },
  // They change only with a deployment: switching apps (a search change) asks the server nothing.
  staleTime: Infinity,
  shouldReload: loadOnceHere,
  staticData: {
    seo: {
      description:
        'Compare our ready-made apps: Astroway Pro, Chitchat, food delivery, e-commerce, ride sharing and social network. Features, tech stack and screens of each.',
    },
  },
  component: AppsRoute,
})

function AppsRoute() {
  const search = Route.useSearch()
  const products = Route.useLoaderData()
  const selected = resolveProductId(search.app)
  return (
    <AppsPage
      products={products}
      appId={selected && showcaseProductIds.includes(selected) ? selected : defaultShowcaseProductId}
      tab={search.tab ?? defaultAppTab}
    />
  )
}
