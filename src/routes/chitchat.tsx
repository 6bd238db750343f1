import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router'
import {
  DEFAULT_FAQ_TAB,
  DEFAULT_FEATURE_TAB,
  faqTabIds,
  featureTabIds,
  type FaqTabId,
  type FeatureTabId,
} from '~/content/chitchat-ids'
import { oneOf } from '~/domain/url-search'
import { ChitchatPage, preloadChitchatPage } from '~/features/product-page/chitchat-page'
import { getStarPageSeo } from '~/features/seo/product-seo.functions'
import { starProductOpening } from '~/features/product-page/product-openings'

const readFeatures = oneOf(featureTabIds)
const readFaq = oneOf(faqTabIds)

export const Route = createFileRoute('/chitchat')({
  validateSearch: (search: { features?: FeatureTabId; faq?: FaqTabId } & SearchSchemaInput) => ({
    features: readFeatures(search.features) ?? DEFAULT_FEATURE_TAB,
    faq: readFaq(search.faq) ?? DEFAULT_FAQ_TAB,
  }),
  // Default tabs stay out of the URL, so /chitchat stays the canonical link.
  search: { middlewares: [stripSearchParams({ features: DEFAULT_FEATURE_TAB, faq: DEFAULT_FAQ_TAB })] },
  // Title, description, share image, Product (and FAQ) data from the product registry.
  // The hero's content comes from here too (see ProductOpening).
  loader: async () => {
    const [seo, opening] = await Promise.all([
      getStarPageSeo({ data: { id: 'chitchat' } }),
      starProductOpening('chitchat'),
      preloadChitchatPage(),
    ])
    return { seo, opening }
  },
  component: ChitchatRoute,
})

function ChitchatRoute() {
  const view = Route.useSearch()
  const { opening } = Route.useLoaderData()
  const navigate = Route.useNavigate()
  return (
    <ChitchatPage
      opening={opening}
      view={view}
      onViewChange={(change) =>
        void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true, resetScroll: false })
      }
    />
  )
}
