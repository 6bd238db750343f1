import type { SitemapEntry } from '~/features/seo/sitemap'
import { docIds } from '~/content/docs'

/**
 * Pages with parameters (app details, documentation pages, blog posts) that belong in the
 * sitemap. Each capability adds its own source here.
 */
export const dynamicSitemapSources: Array<() => Promise<SitemapEntry[]> | SitemapEntry[]> = [
  () => docIds.map((id) => ({ path: `/documentation/${id}`, changeFrequency: 'monthly', priority: 0.6 })),
]
