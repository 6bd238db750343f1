/**
 * The /portfolio filter ids in tab order ('all' first), apart from the projects (portfolio.ts)
 * so the route's `?category=` schema does not put every project into the entry JavaScript.
 */
export const portfolioCategoryIds = [
  'all',
  'astrology',
  'food-delivery',
  'e-commerce',
  'education',
  'healthcare',
  'transport',
  'social',
  'logistics',
  'real-estate',
  'recruitment',
] as const
export type PortfolioCategoryId = (typeof portfolioCategoryIds)[number]
export type ProjectCategoryId = Exclude<PortfolioCategoryId, 'all'>
export const DEFAULT_PORTFOLIO_CATEGORY: PortfolioCategoryId = 'all'
