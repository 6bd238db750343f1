import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { LEGACY_PRODUCT_IDS } from '~/domain/product'
import { defaultShowcaseProductId, resolveProductId, showcaseProductIds } from '~/content/product-nav'
import { AppsPage } from '~/features/apps/apps-page'
import { appTabs, defaultAppTab } from '~/features/apps/app-tabs'
import { getAppsShowcase } from '~/features/apps/apps.functions'

// A shared link like /apps?app=chitchat&tab=features restores the view. Both values are
// optional so plain /apps answers 200 without a redirect; a bad value is dropped (the default
// view shows) instead of failing. Ids from before the registry are accepted only to redirect.
const appsSearchSchema = v.object({
  app: v.fallback(v.optional(v.picklist([...showcaseProductIds, ...Object.keys(LEGACY_PRODUCT_IDS)])), undefined),
  tab: v.fallback(v.optional(v.picklist(appTabs)), undefined),
})

export const Route = createFileRoute('/apps/')({
  validateSearch: appsSearchSchema,
  beforeLoad: ({ search }) => {
    const current = resolveProductId(search.app)
    if (search.app && current !== search.app) {
      throw redirect({ to: '/apps', search: { ...search, app: current }, statusCode: 301 })
    }
  },
  // The showcase's products come from the registry on the server (see getAppsShowcase).
  loader: () => getAppsShowcase(),
  // They change only with a deployment: switching apps (a search change) asks the server nothing.
  staleTime: Infinity,
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
  const navigate = Route.useNavigate()
  const products = Route.useLoaderData()
  const selected = resolveProductId(search.app)
  return (
    <AppsPage
      products={products}
      appId={selected && showcaseProductIds.includes(selected) ? selected : defaultShowcaseProductId}
      tab={search.tab ?? defaultAppTab}
      onTabChange={(tab) => void navigate({ search: (prev) => ({ ...prev, tab }), replace: true, resetScroll: false })}
    />
  )
}
