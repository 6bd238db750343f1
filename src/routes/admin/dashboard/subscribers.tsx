import { createFileRoute } from '@tanstack/react-router'
import { AdminPending } from '~/features/admin/admin-pending'
import { AdminSubscribersPage, subscribersQuery } from '~/features/admin/subscribers/admin-subscribers-page'
import { SubscribersSearchSchema } from '~/features/admin/subscribers/subscribers-search'

export const Route = createFileRoute('/admin/dashboard/subscribers')({
  validateSearch: SubscribersSearchSchema,
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page ?? 1 }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(subscribersQuery(deps)),
  // pendingComponent is left out of code splitting: a lazy pending view suspends while its chunk
  // loads, and React then shows the parent's (the public PageSkeleton) instead.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  pendingComponent: AdminPending,
  staticData: { seo: { title: 'Subscribers - ReadyApps admin', noindex: true } },
  component: AdminSubscribersPage,
})
