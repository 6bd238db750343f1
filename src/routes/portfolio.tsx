import { createFileRoute, stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router'
import { DEFAULT_PORTFOLIO_CATEGORY, portfolioCategoryIds, type PortfolioCategoryId } from '~/content/portfolio-ids'
import { oneOf } from '~/domain/url-search'
import { PortfolioPage, preloadPortfolioPage } from '~/features/portfolio/portfolio-page'
import { portfolioData } from '~/features/portfolio/portfolio-data'
import { loadOnceHere } from '~/ui/hydrate-later/loaded-here'

const readCategory = oneOf(portfolioCategoryIds)

export const Route = createFileRoute('/portfolio')({
  validateSearch: (search: { category?: PortfolioCategoryId } & SearchSchemaInput) => ({
    category: readCategory(search.category) ?? DEFAULT_PORTFOLIO_CATEGORY,
  }),
  // 'All' is the default and stays out of the URL.
  search: { middlewares: [stripSearchParams({ category: DEFAULT_PORTFOLIO_CATEGORY })] },
  staticData: {
    seo: {
      description:
        'ReadyApps portfolio: astrology, consultation, food delivery, e-commerce and ride-sharing apps we launched for clients, with the results they got and what they say about us.',
    },
  },
  // The projects come with the page's data (see PortfolioData); the code below them is preloaded
  // so the server renders it (see lazySection). The category filter does not ask the loader again.
  loader: async () => {
    const [data] = await Promise.all([portfolioData(), preloadPortfolioPage()])
    return data
  },
  staleTime: Infinity,
  shouldReload: loadOnceHere,
  component: PortfolioRoute,
})

function PortfolioRoute() {
  const { category } = Route.useSearch()
  return <PortfolioPage category={category} data={Route.useLoaderData()} />
}
