import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { defaultShowcaseAppId, showcaseAppIds } from '~/content/apps'
import { AppsPage } from '~/features/apps/apps-page'
import { appTabs, defaultAppTab } from '~/features/apps/app-tabs'

// A shared link like /apps?app=chitchat-app&tab=features restores the view. Both values are
// optional so plain /apps answers 200 without a redirect; a bad value is dropped (the default
// view shows) instead of failing.
const appsSearchSchema = v.object({
  app: v.fallback(v.optional(v.picklist(showcaseAppIds)), undefined),
  tab: v.fallback(v.optional(v.picklist(appTabs)), undefined),
})

export const Route = createFileRoute('/apps/')({
  validateSearch: appsSearchSchema,
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
  return (
    <AppsPage
      appId={search.app ?? defaultShowcaseAppId}
      tab={search.tab ?? defaultAppTab}
      onTabChange={(tab) => void navigate({ search: (prev) => ({ ...prev, tab }), replace: true, resetScroll: false })}
    />
  )
}
