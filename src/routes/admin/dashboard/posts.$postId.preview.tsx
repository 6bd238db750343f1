import { createFileRoute, notFound } from '@tanstack/react-router'
import { PostPreviewPage, postPreviewQuery } from '~/features/admin/posts/post-preview-page'
import { ensureAdminQuery } from '~/features/admin/admin-queries'
import { preloadBlogPostPage } from '~/features/blog/blog-post-page'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** /admin/dashboard/posts/<id>/preview: a post in any state, as the public page renders it. */
export const Route = createFileRoute('/admin/dashboard/posts/$postId/preview')({
  loader: async ({ params }) => {
    if (!UUID.test(params.postId)) throw notFound()
    const [{ data, adminQueries }] = await Promise.all([
      ensureAdminQuery(postPreviewQuery(params.postId)),
      preloadBlogPostPage(),
    ])
    if (!data) throw notFound()
    return { adminQueries, seo: { title: `Preview: ${data.post.title} - ReadyApps`, noindex: true } }
  },
  component: PreviewRoute,
})

function PreviewRoute() {
  const { postId } = Route.useParams()
  return <PostPreviewPage id={postId} />
}
