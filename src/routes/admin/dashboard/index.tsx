import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage, dashboardSummaryQuery } from '~/features/admin/admin-dashboard-page'
import { AdminPending } from '~/features/admin/admin-pending'

export const Route = createFileRoute('/admin/dashboard/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardSummaryQuery),
  // Right after sign-in this is what loads: the admin's own pending view, not the public skeleton.
  // pendingComponent is left out of code splitting: a lazy pending view suspends while its chunk
  // loads, and React then shows the parent's (the public PageSkeleton) instead.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  pendingComponent: AdminPending,
  component: AdminDashboardPage,
})
