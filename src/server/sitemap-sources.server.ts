import type { SitemapEntry } from '~/features/seo/sitemap'
import { postSitemapEntries } from '~/server/posts/posts.server'

/**
 * Pages with parameters (app details, documentation pages, blog posts) that belong in the
 * sitemap. Each capability adds its own source here.
 */
export const dynamicSitemapSources: Array<() => Promise<SitemapEntry[]> | SitemapEntry[]> = [
  // Published blog posts with their last update.
  postSitemapEntries,
]
