import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { prefetchBlogTeaser } from '~/features/blog/blog-teaser'
import { homeProductsQuery } from '~/features/home/home.queries'

// The home page's title is automatic (siteConfig.homeTitle).
export const Route = createFileRoute('/')({
  // The products shown and the latest posts arrive with the page instead of streaming in after it.
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(homeProductsQuery), prefetchBlogTeaser(queryClient)])
  },
  component: HomePage,
})
