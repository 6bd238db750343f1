import type { SitemapSources } from '~/domain/sitemap'
import { productSitemapPaths } from '~/content/products'
import { docIds } from '~/content/docs'
import { postSitemapEntries } from '~/server/posts/posts.server'

/**
 * The pages of each route with a parameter, keyed by the route's full path. The sitemap refuses
 * to build when a public parameter route has no entry here (a test walks the route tree too).
 */
export const dynamicSitemapSources: SitemapSources = {
  // App detail and catalogue product pages (/apps/{appId}); redirecting ids are left out.
  '/apps/$appId': () => productSitemapPaths().map((path) => ({ path, changeFrequency: 'monthly', priority: 0.8 })),
  // /documentation/chitchat is its own static route: the static list already has it.
  '/documentation/$docId': () =>
    docIds.map((id) => ({ path: `/documentation/${id}`, changeFrequency: 'monthly', priority: 0.6 })),
  // Published blog posts with their last update.
  '/blog/$slug': postSitemapEntries,
}
