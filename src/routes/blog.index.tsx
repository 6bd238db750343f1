import { createFileRoute } from '@tanstack/react-router'
import { BlogListPage } from '~/features/blog/blog-list-page'
import { blogListQuery } from '~/features/blog/blog.queries'
import { BlogSearchSchema } from '~/domain/blog-search'

export const Route = createFileRoute('/blog/')({
  // ?page=2&tag=astrology; a bad value falls back to the default instead of failing.
  validateSearch: BlogSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, tag: search.tag }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(blogListQuery(deps)),
  staticData: {
    seo: {
      description:
        'Practical guides for founders: launching an app business in weeks, astrology and consultation platforms, white-label strategy, food delivery apps and the real cost of custom versus ready-made software.',
    },
  },
  component: BlogListRoute,
})

function BlogListRoute() {
  const { page, tag } = Route.useSearch()
  return <BlogListPage page={page ?? 1} tag={tag} />
}
