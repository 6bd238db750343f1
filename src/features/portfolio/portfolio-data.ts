import type { portfolioCategories, portfolioIntro, Project } from '~/content/portfolio'
import type { PortfolioCategoryId } from '~/content/portfolio-ids'

/**
 * What the portfolio page shows before its lazy body: the hero copy, the filters and every
 * project. The route's loader returns it (on the server for a first visit, where it comes with the
 * page's data in the HTML), with a dynamic import, so the content module is not part of the
 * JavaScript the page loads before it is interactive (a page's opening content comes with its data:
 * docs/decisions/0018-the-product-registry-stays-on-the-server.md). Filtering by category happens on this data.
 */
export interface PortfolioData {
  intro: Pick<typeof portfolioIntro, 'eyebrow' | 'title' | 'lead' | 'emptyState' | 'counters'>
  /** The filters offered, in order ('all' first): the spec's, Recruitment (no project yet) included. */
  categories: typeof portfolioCategories
  projects: Project[]
}

export async function portfolioData(): Promise<PortfolioData> {
  const { portfolioCategories, portfolioIntro, projects } = await import('~/content/portfolio')
  const { eyebrow, title, lead, emptyState, counters } = portfolioIntro
  return { intro: { eyebrow, title, lead, emptyState, counters }, categories: portfolioCategories, projects }
}

/** The projects of a category ('all': every one). */
export function projectsIn(data: PortfolioData, category: PortfolioCategoryId): Project[] {
  return category === 'all' ? data.projects : data.projects.filter((project) => project.category === category)
}

/** A category's label, as the filter shows it. */
export function categoryLabel(data: PortfolioData, category: PortfolioCategoryId): string {
  if (category === 'all') return 'All'
  return data.categories.find((item) => item.id === category)?.label ?? category
}
