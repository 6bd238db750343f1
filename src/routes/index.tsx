import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { prefetchBlogTeaser } from '~/features/blog/blog-teaser'
import { getHomeProducts } from '~/features/home/home.functions'

// The home page's title is automatic (siteConfig.homeTitle).
export const Route = createFileRoute('/')({
  // The latest posts and the products shown arrive with the page instead of streaming in after it.
  loader: async ({ context }) => {
    const [products] = await Promise.all([getHomeProducts(), prefetchBlogTeaser(context.queryClient)])
    return products
  },
  // Products change only with a deployment.
  staleTime: Infinity,
  component: function Home() {
    return <HomePage products={Route.useLoaderData()} />
  },
})
