import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/features/home/home-page'
import { prefetchBlogTeaser } from '~/features/blog/blog-teaser'

// The home page's title is automatic (siteConfig.homeTitle).
export const Route = createFileRoute('/')({
  // The latest posts arrive with the page instead of streaming in after it.
  loader: ({ context }) => prefetchBlogTeaser(context.queryClient),
  component: HomePage,
})
