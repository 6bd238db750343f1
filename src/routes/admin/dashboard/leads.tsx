import { createFileRoute } from '@tanstack/react-router'
import { LeadsSearchSchema } from '~/domain/lead-pipeline'
import { leadsPageQuery } from '~/features/admin/leads/lead-queries'
import { LeadsPage } from '~/features/admin/leads/leads-page'
import { loadAdminQuery } from '~/features/admin/admin-queries'

export const Route = createFileRoute('/admin/dashboard/leads')({
  validateSearch: LeadsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadAdminQuery(leadsPageQuery(deps)),
  component: LeadsPage,
})
