import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { DEFAULT_SHOWCASE_TAB, showcaseTabIds } from '~/content/astroway-ids'
import { AstrowayPage, preloadAstrowayPage } from '~/features/product-page/astroway-page'
import { getStarPageSeo } from '~/features/seo/product-seo.functions'

const searchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(showcaseTabIds), DEFAULT_SHOWCASE_TAB), DEFAULT_SHOWCASE_TAB),
})

export const Route = createFileRoute('/astroway')({
  validateSearch: searchSchema,
  // The default tab is not written into the URL, so /astroway stays the canonical link.
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_SHOWCASE_TAB })] },
  // Title, description, share image, Product (and FAQ) data from the product registry.
  loader: async () => {
    const [seo] = await Promise.all([getStarPageSeo({ data: { id: 'astroway' } }), preloadAstrowayPage()])
    return { seo }
  },
  component: AstrowayRoute,
})

function AstrowayRoute() {
  const { tab } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AstrowayPage
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true, resetScroll: false })
      }
    />
  )
}
