import { createFileRoute } from '@tanstack/react-router'
import { AdminLeadsPage, leadsQuery } from '~/features/admin/admin-leads-page'
import { adminListSearch } from '~/features/admin/admin-list-search'

export const Route = createFileRoute('/admin/dashboard/leads')({
  validateSearch: adminListSearch(['pending', 'sent', 'failed', 'skipped']),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(leadsQuery(deps)),
  component: AdminLeadsPage,
})
