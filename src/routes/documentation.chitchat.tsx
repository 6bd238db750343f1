import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { chitchatTabIds, docs, type ChitchatTabId } from '~/content/docs'
import { TabbedDocPage } from '~/features/docs/doc-page'

// No default in the schema: a default would make the server redirect to ?tab=overview.
const searchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(chitchatTabIds)), undefined),
})

const chitchat = docs.chitchat

export const Route = createFileRoute('/documentation/chitchat')({
  validateSearch: searchSchema,
  loader: () => ({ seo: { description: chitchat.summary } }),
  component: ChitchatDocRoute,
})

function ChitchatDocRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const changeTab = (next: ChitchatTabId) => void navigate({ search: { tab: next }, replace: true, resetScroll: false })
  if (chitchat.kind !== 'tabbed') return null
  return <TabbedDocPage doc={chitchat} tab={tab ?? 'overview'} onTabChange={changeTab} />
}
