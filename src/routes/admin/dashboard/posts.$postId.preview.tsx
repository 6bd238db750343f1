import { createFileRoute, notFound } from '@tanstack/react-router'
import { PostPreviewPage, postPreviewQuery } from '~/features/admin/posts/post-preview-page'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** /admin/dashboard/posts/<id>/preview: a post in any state, as the public page renders it. */
export const Route = createFileRoute('/admin/dashboard/posts/$postId/preview')({
  loader: async ({ context, params }) => {
    if (!UUID.test(params.postId)) throw notFound()
    const data = await context.queryClient.ensureQueryData(postPreviewQuery(params.postId))
    if (!data) throw notFound()
    return { seo: { title: `Preview: ${data.post.title} - ReadyApps`, noindex: true } }
  },
  component: PreviewRoute,
})

function PreviewRoute() {
  const { postId } = Route.useParams()
  return <PostPreviewPage id={postId} />
}
