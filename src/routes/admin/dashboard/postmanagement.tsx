import { createFileRoute } from '@tanstack/react-router'
import { AdminPostsPage, postsQuery } from '~/features/admin/admin-posts-page'
import { adminListSearch } from '~/features/admin/admin-list-search'

export const Route = createFileRoute('/admin/dashboard/postmanagement')({
  validateSearch: adminListSearch(['draft', 'published']),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(postsQuery(deps)),
  component: AdminPostsPage,
})
