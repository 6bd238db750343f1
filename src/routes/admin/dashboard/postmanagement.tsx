import { createFileRoute } from '@tanstack/react-router'
import { AdminPending } from '~/features/admin/admin-pending'
import { AdminPostsPage, postsQuery } from '~/features/admin/admin-posts-page'
import { PostsSearchSchema } from '~/features/admin/posts/posts-search'

export const Route = createFileRoute('/admin/dashboard/postmanagement')({
  validateSearch: PostsSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status, q: search.q || undefined }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(postsQuery(deps)),
  // The pending view stays in the route's main chunk: a lazy one would suspend and show the
  // public page skeleton while it loads.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  pendingComponent: AdminPending,
  component: AdminPostsPage,
})
