import { createFileRoute } from '@tanstack/react-router'
import { AdminPostsPage, postsQuery } from '~/features/admin/admin-posts-page'
import { PostsSearchSchema } from '~/features/admin/posts/posts-search'
import { loadAdminQuery } from '~/features/admin/admin-queries'

export const Route = createFileRoute('/admin/dashboard/postmanagement')({
  validateSearch: PostsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadAdminQuery(postsQuery(deps)),
  component: AdminPostsPage,
})
