import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { AdminPostsPage, postsQuery } from '~/features/admin/admin-posts-page'
import { readPostsSearch, type PostsSearch } from '~/features/admin/posts/posts-search'
import { loadAdminQuery } from '~/features/admin/admin-queries'

export const Route = createFileRoute('/admin/dashboard/postmanagement')({
  validateSearch: (search: PostsSearch & SearchSchemaInput) => readPostsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadAdminQuery(postsQuery(deps)),
  component: AdminPostsPage,
})
