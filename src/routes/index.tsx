import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { preloadHomeSections } from '~/features/home/home-sections'
import { loadHomeProducts, rememberHomeProducts } from '~/features/home/home-products'
import { getLatestPosts } from '~/features/blog/blog.functions'
import { BLOG_TEASER_SIZE, LOADER_GC_MS, LOADER_STALE_MS } from '~/features/blog/loader-cache'
import { loadOnceHere } from '~/ui/hydrate-later/loaded-here'

// The home page's title is automatic (siteConfig.homeTitle).
export const Route = createFileRoute('/')({
  // The products shown and the latest posts arrive with the page instead of streaming in after it.
  loader: async () => {
    const [products, latestPosts] = await Promise.all([
      loadHomeProducts(),
      getLatestPosts({ data: { limit: BLOG_TEASER_SIZE } }),
      preloadHomeSections(),
    ])
    return { products, latestPosts }
  },
  // The teaser's posts go stale like the blog's; the products never do (see loadHomeProducts).
  staleTime: LOADER_STALE_MS,
  shouldReload: loadOnceHere,
  preloadStaleTime: LOADER_STALE_MS,
  gcTime: LOADER_GC_MS,
  preloadGcTime: LOADER_GC_MS,
  component: HomeRoute,
})

function HomeRoute() {
  const { products, latestPosts } = Route.useLoaderData()
  rememberHomeProducts(products)
  return <HomePage products={products} latestPosts={latestPosts} />
}
