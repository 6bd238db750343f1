import { createFileRoute } from '@tanstack/react-router'
import { AdminPostsPage, postsQuery } from '~/features/admin/admin-posts-page'
import { PostsSearchSchema } from '~/features/admin/posts/posts-search'

export const Route = createFileRoute('/admin/dashboard/postmanagement')({
  validateSearch: PostsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(postsQuery(deps)),
  component: AdminPostsPage,
})
