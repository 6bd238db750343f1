import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AdminPostsPage, postsQuery } from '~/features/admin/admin-posts-page'

export const Route = createFileRoute('/admin/dashboard/postmanagement')({
  validateSearch: v.object({
    // No default: a default would make the router redirect to '?page=1' before the guard runs.
    page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
    status: v.fallback(v.optional(v.picklist(['draft', 'published'] as const)), undefined),
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(postsQuery(deps)),
  component: AdminPostsPage,
})
