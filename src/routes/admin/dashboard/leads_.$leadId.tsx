import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { readLeadsSearch, type LeadsSearch } from '~/domain/lead-fields'
import { leadDetailQuery } from '~/features/admin/leads/lead-queries'
import { LeadDetailPage } from '~/features/admin/leads/lead-detail-page'
import { loadAdminQuery } from '~/features/admin/admin-queries'

/** One lead; the list's filters ride along in the search so "Back to leads" restores the view. */
export const Route = createFileRoute('/admin/dashboard/leads_/$leadId')({
  validateSearch: (search: LeadsSearch & SearchSchemaInput) => readLeadsSearch(search),
  loader: ({ params }) => loadAdminQuery(leadDetailQuery(params.leadId)),
  component: LeadDetailPage,
})
