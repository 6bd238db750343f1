import { createFileRoute, notFound } from '@tanstack/react-router'
import { BlogPostPage } from '~/features/blog/blog-post-page'
import { blogPostQuery } from '~/features/blog/blog.queries'
import { postSeo } from '~/features/blog/post-seo'
import { SLUG_MAX_LENGTH } from '~/domain/slug'

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context, params }) => {
    // No post has a longer slug: answer 404 at once instead of asking the server (issue 12).
    if (params.slug.length > SLUG_MAX_LENGTH) throw notFound()
    const data = await context.queryClient.ensureQueryData(blogPostQuery(params.slug))
    // Unknown, draft and scheduled posts: the 404 page with status 404.
    if (!data) throw notFound()
    return { seo: postSeo(data.post, data.origin) }
  },
  component: BlogPostRoute,
})

function BlogPostRoute() {
  const { slug } = Route.useParams()
  return <BlogPostPage slug={slug} />
}
