import { createFileRoute } from '@tanstack/react-router'
import { AdminDashboardPage, dashboardSummaryQuery } from '~/features/admin/admin-dashboard-page'
import { loadAdminQuery } from '~/features/admin/admin-queries'

export const Route = createFileRoute('/admin/dashboard/')({
  loader: () => loadAdminQuery(dashboardSummaryQuery),
  // Right after sign-in this is what loads: the admin's own pending view, not the public skeleton.
  component: AdminDashboardPage,
})
