import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router'
import { DEFAULT_SHOWCASE_TAB, showcaseTabIds, type ShowcaseTabId } from '~/content/astroway-ids'
import { oneOf } from '~/domain/url-search'
import { AstrowayPage, preloadAstrowayPage } from '~/features/product-page/astroway-page'
import { getStarPageSeo } from '~/features/seo/product-seo.functions'
import { starProductOpening } from '~/features/product-page/product-openings'

const readTab = oneOf(showcaseTabIds)

export const Route = createFileRoute('/astroway')({
  validateSearch: (search: { tab?: ShowcaseTabId } & SearchSchemaInput) => ({
    tab: readTab(search.tab) ?? DEFAULT_SHOWCASE_TAB,
  }),
  // The default tab is not written into the URL, so /astroway stays the canonical link.
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_SHOWCASE_TAB })] },
  // Title, description, share image, Product (and FAQ) data from the product registry.
  // The hero's content comes from here too (see ProductOpening).
  loader: async () => {
    const [seo, opening] = await Promise.all([
      getStarPageSeo({ data: { id: 'astroway' } }),
      starProductOpening('astroway'),
      preloadAstrowayPage(),
    ])
    return { seo, opening }
  },
  component: AstrowayRoute,
})

function AstrowayRoute() {
  const { tab } = Route.useSearch()
  const { opening } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  return (
    <AstrowayPage
      opening={opening}
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true, resetScroll: false })
      }
    />
  )
}
