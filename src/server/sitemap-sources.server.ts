import type { SitemapEntry } from '~/domain/sitemap'
import { productSitemapPaths } from '~/content/products'
import { docIds } from '~/content/docs'
import { postSitemapEntries } from '~/server/posts/posts.server'

/**
 * Pages with parameters (app details, documentation pages, blog posts) that belong in the
 * sitemap. Each capability adds its own source here.
 */
export const dynamicSitemapSources: Array<() => Promise<SitemapEntry[]> | SitemapEntry[]> = [
  // App detail and catalogue product pages (/apps/{appId}); redirecting ids are left out.
  () => productSitemapPaths().map((path) => ({ path, changeFrequency: 'monthly', priority: 0.8 })),
  () => docIds.map((id) => ({ path: `/documentation/${id}`, changeFrequency: 'monthly', priority: 0.6 })),
  // Published blog posts with their last update.
  postSitemapEntries,
]
