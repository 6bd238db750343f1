import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage, dashboardSummaryQuery } from '~/features/admin/admin-dashboard-page'

export const Route = createFileRoute('/admin/dashboard/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardSummaryQuery),
  component: AdminDashboardPage,
})
