import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router'
import { DEFAULT_SHOWCASE_TAB, showcaseTabIds, type ShowcaseTabId } from '~/content/astroway-ids'
import { oneOf } from '~/domain/url-search'
import { AstrowayPage, preloadAstrowayPage } from '~/features/product-page/astroway-page'
import { loadStarPage } from '~/features/product-page/product-loaders'

const readTab = oneOf(showcaseTabIds)

export const Route = createFileRoute('/astroway')({
  validateSearch: (search: { tab?: ShowcaseTabId } & SearchSchemaInput) => ({
    tab: readTab(search.tab) ?? DEFAULT_SHOWCASE_TAB,
  }),
  // The default tab is not written into the URL, so /astroway stays the canonical link.
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_SHOWCASE_TAB })] },
  // Head tags, hero and closing content (see loadStarPage).
  loader: () => loadStarPage('astroway', preloadAstrowayPage),
  component: AstrowayRoute,
})

function AstrowayRoute() {
  const { tab } = Route.useSearch()
  const { opening } = Route.useLoaderData()
  return <AstrowayPage opening={opening} tab={tab} />
}
