import { createFileRoute } from '@tanstack/react-router'
import { AdminPostsPage, postsQuery } from '~/features/admin/admin-posts-page'
import { PostsSearchSchema } from '~/features/admin/posts/posts-search'

export const Route = createFileRoute('/admin/dashboard/postmanagement')({
  validateSearch: PostsSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status, q: search.q || undefined }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(postsQuery(deps)),
  component: AdminPostsPage,
})
