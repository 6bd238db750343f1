import { queryOptions } from '@tanstack/react-query'
import type { LeadsSearch } from '~/domain/lead-pipeline'
import { adminListQuery } from '../admin-list'
import { getAdminLead, listLeadsPage } from './leads.functions'

/** The table's page for a URL search (the URL is the one source of the filters). */
export const leadsPageQuery = (search: LeadsSearch) =>
  adminListQuery('leads', { ...search, page: search.page ?? 1 }, (data) => listLeadsPage({ data }))

/** One lead with its history; always fetched fresh, an admin expects to see the change just made. */
export const leadDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'lead', id],
    queryFn: () => getAdminLead({ data: { id } }),
    staleTime: 0,
  })

type AdminLeadsPage = Awaited<ReturnType<typeof listLeadsPage>>
export type AdminLeadRow = AdminLeadsPage['leads'][number]
export type AdminLeadDetail = NonNullable<Awaited<ReturnType<typeof getAdminLead>>>
