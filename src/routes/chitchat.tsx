import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { DEFAULT_FAQ_TAB, DEFAULT_FEATURE_TAB, faqTabIds, featureTabIds } from '~/content/chitchat-ids'
import { ChitchatPage, preloadChitchatPage } from '~/features/product-page/chitchat-page'
import { getStarPageSeo } from '~/features/seo/product-seo.functions'

const searchSchema = v.object({
  features: v.optional(v.fallback(v.picklist(featureTabIds), DEFAULT_FEATURE_TAB), DEFAULT_FEATURE_TAB),
  faq: v.optional(v.fallback(v.picklist(faqTabIds), DEFAULT_FAQ_TAB), DEFAULT_FAQ_TAB),
})

export const Route = createFileRoute('/chitchat')({
  validateSearch: searchSchema,
  // Default tabs stay out of the URL, so /chitchat stays the canonical link.
  search: { middlewares: [stripSearchParams({ features: DEFAULT_FEATURE_TAB, faq: DEFAULT_FAQ_TAB })] },
  // Title, description, share image, Product (and FAQ) data from the product registry.
  loader: async () => {
    const [seo] = await Promise.all([getStarPageSeo({ data: { id: 'chitchat' } }), preloadChitchatPage()])
    return { seo }
  },
  component: ChitchatRoute,
})

function ChitchatRoute() {
  const view = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ChitchatPage
      view={view}
      onViewChange={(change) =>
        void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true, resetScroll: false })
      }
    />
  )
}
