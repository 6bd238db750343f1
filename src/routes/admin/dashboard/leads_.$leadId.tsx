import { createFileRoute } from '@tanstack/react-router'
import { AdminPending } from '~/features/admin/admin-pending'
import { LeadsSearchSchema } from '~/domain/lead-pipeline'
import { leadDetailQuery } from '~/features/admin/leads/lead-queries'
import { LeadDetailPage } from '~/features/admin/leads/lead-detail-page'

/** One lead; the list's filters ride along in the search so "Back to leads" restores the view. */
export const Route = createFileRoute('/admin/dashboard/leads_/$leadId')({
  validateSearch: LeadsSearchSchema,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(leadDetailQuery(params.leadId)),
  // The pending view stays in the route's main chunk: a lazy one would suspend and show the
  // public page skeleton while it loads.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  pendingComponent: AdminPending,
  component: LeadDetailPage,
})
