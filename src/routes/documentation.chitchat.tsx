import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { docs } from '~/content/docs'
import { chitchatTabIds, type ChitchatTabId } from '~/content/docs-ids'
import { TabbedDocPage } from '~/features/docs/doc-page'

// page-seo reads the whole registry and every page's copy: a dynamic import keeps it out of the
// modules preloaded on first load (the loader runs on the server then; the browser only on navigation).
const pageSeo = () => import('~/features/seo/doc-seo')

// No default in the schema: a default would make the server redirect to ?tab=overview.
const searchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(chitchatTabIds)), undefined),
})

const chitchat = docs.chitchat

export const Route = createFileRoute('/documentation/chitchat')({
  validateSearch: searchSchema,
  loader: async () => ({ seo: (await pageSeo()).docPageSeo(chitchat) }),
  component: ChitchatDocRoute,
})

function ChitchatDocRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const changeTab = (next: ChitchatTabId) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })
  if (chitchat.kind !== 'tabbed') return null
  return <TabbedDocPage doc={chitchat} tab={tab ?? 'overview'} onTabChange={changeTab} />
}
