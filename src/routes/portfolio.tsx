import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { DEFAULT_PORTFOLIO_CATEGORY, portfolioCategoryIds } from '~/content/portfolio-ids'
import { PortfolioPage } from '~/features/portfolio/portfolio-page'

const searchSchema = v.object({
  category: v.optional(
    v.fallback(v.picklist(portfolioCategoryIds), DEFAULT_PORTFOLIO_CATEGORY),
    DEFAULT_PORTFOLIO_CATEGORY,
  ),
})

export const Route = createFileRoute('/portfolio')({
  validateSearch: searchSchema,
  // 'All' is the default and stays out of the URL.
  search: { middlewares: [stripSearchParams({ category: DEFAULT_PORTFOLIO_CATEGORY })] },
  staticData: {
    seo: {
      description:
        'ReadyApps portfolio: astrology, consultation, food delivery, e-commerce and ride-sharing apps we launched for clients, with the results they got and what they say about us.',
    },
  },
  component: PortfolioRoute,
})

function PortfolioRoute() {
  const { category } = Route.useSearch()
  return <PortfolioPage category={category} />
}
