import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { DEFAULT_SHOWCASE_TAB, showcaseTabIds } from '~/content/astroway-ids'
import { AstrowayPage } from '~/features/product-page/astroway-page'

// page-seo reads the whole registry and every page's copy: a dynamic import keeps it out of the
// modules preloaded on first load (the loader runs on the server then; the browser only on navigation).
const pageSeo = () => import('~/features/seo/product-seo')

const searchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(showcaseTabIds), DEFAULT_SHOWCASE_TAB), DEFAULT_SHOWCASE_TAB),
})

export const Route = createFileRoute('/astroway')({
  validateSearch: searchSchema,
  // The default tab is not written into the URL, so /astroway stays the canonical link.
  search: { middlewares: [stripSearchParams({ tab: DEFAULT_SHOWCASE_TAB })] },
  // Title, description, share image, Product (and FAQ) data from the product registry.
  loader: async () => ({ seo: (await pageSeo()).productPageSeo('astroway') }),
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
