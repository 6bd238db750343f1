import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { readLeadsSearch, type LeadsSearch } from '~/domain/lead-fields'
import { leadsPageQuery } from '~/features/admin/leads/lead-queries'
import { LeadsPage } from '~/features/admin/leads/leads-page'
import { loadAdminQuery } from '~/features/admin/admin-queries'

export const Route = createFileRoute('/admin/dashboard/leads')({
  validateSearch: (search: LeadsSearch & SearchSchemaInput) => readLeadsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadAdminQuery(leadsPageQuery(deps)),
  component: LeadsPage,
})
