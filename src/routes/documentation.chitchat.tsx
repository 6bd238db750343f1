import { createFileRoute, notFound, type SearchSchemaInput } from '@tanstack/react-router'
import { chitchatTabIds, type ChitchatTabId } from '~/content/docs-ids'
import { oneOf, searchParser } from '~/domain/url-search'
import { TabbedDocPage, preloadTabbedDocPage } from '~/features/docs/tabbed-doc-page'
import { getDocPage } from '~/features/docs/docs.functions'

// No default in the schema: a default would make the server redirect to ?tab=overview.
const readSearch = searchParser({ tab: oneOf(chitchatTabIds) })

export const Route = createFileRoute('/documentation/chitchat')({
  validateSearch: (search: { tab?: ChitchatTabId } & SearchSchemaInput) => readSearch(search),
  // The document, the sidebar and the head tags come from the server (see getDocPage).
  loader: async () => {
    const [page] = await Promise.all([getDocPage({ data: { id: 'chitchat' } }), preloadTabbedDocPage()])
    if (!page || page.doc.kind !== 'tabbed') throw notFound()
    return { ...page, doc: page.doc }
  },
  component: ChitchatDocRoute,
})

function ChitchatDocRoute() {
  const { tab } = Route.useSearch()
  const { doc, nav } = Route.useLoaderData()
  return <TabbedDocPage doc={doc} nav={nav} tab={tab ?? 'overview'} />
}
