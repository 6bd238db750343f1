import { createFileRoute } from '@tanstack/react-router'
import { AdminPending } from '~/features/admin/admin-pending'
import { LeadsSearchSchema } from '~/domain/lead-pipeline'
import { leadsPageQuery } from '~/features/admin/leads/lead-queries'
import { LeadsPage } from '~/features/admin/leads/leads-page'

export const Route = createFileRoute('/admin/dashboard/leads')({
  validateSearch: LeadsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(leadsPageQuery(deps)),
  // The pending view stays in the route's main chunk: a lazy one would suspend and show the
  // public page skeleton while it loads.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  pendingComponent: AdminPending,
  component: LeadsPage,
})
