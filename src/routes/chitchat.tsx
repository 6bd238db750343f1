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
import { loadStarPage } from '~/features/product-page/product-loaders'

const readFeatures = oneOf(featureTabIds)
const readFaq = oneOf(faqTabIds)

export const Route = createFileRoute('/chitchat')({
  validateSearch: (search: { features?: FeatureTabId; faq?: FaqTabId } & SearchSchemaInput) => ({
    features: readFeatures(search.features) ?? DEFAULT_FEATURE_TAB,
    faq: readFaq(search.faq) ?? DEFAULT_FAQ_TAB,
  }),
  // Default tabs stay out of the URL, so /chitchat stays the canonical link.
  search: { middlewares: [stripSearchParams({ features: DEFAULT_FEATURE_TAB, faq: DEFAULT_FAQ_TAB })] },
  // Head tags, hero and closing content, and the code below the hero (see loadStarPage).
  loader: () => loadStarPage('chitchat', preloadChitchatPage),
  component: ChitchatRoute,
})

function ChitchatRoute() {
  const view = Route.useSearch()
  const { opening } = Route.useLoaderData()
  return <ChitchatPage opening={opening} view={view} />
}
