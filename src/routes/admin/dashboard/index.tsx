import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage, dashboardSummaryQuery } from '~/features/admin/admin-dashboard-page'

export const Route = createFileRoute('/admin/dashboard/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardSummaryQuery),
  // Right after sign-in this is what loads: the admin's own pending view, not the public skeleton.
  component: AdminDashboardPage,
})
