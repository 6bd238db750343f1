import { Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { leadsFilterQuery, type LeadsSearch } from '~/domain/lead-pipeline'
import { AdminExportButton, AdminPageHeader, AdminPagination } from '../admin-list'
import { leadsPageQuery } from './lead-queries'
import { LeadsFilters, type LeadsSearchPatch } from './leads-filters'
import { LeadsTable } from './leads-table'

/** The leads pipeline: search, filters and sort in the URL, a table (cards on a phone), CSV export. */
export function LeadsPage() {
  const search = useSearch({ from: '/admin/dashboard/leads' })
  const navigate = useNavigate({ from: '/admin/dashboard/leads' })
  const { data } = useQuery(leadsPageQuery(search))
  const change = (patch: LeadsSearchPatch) =>
    void navigate({ search: (prev: LeadsSearch) => ({ ...prev, ...patch }) as LeadsSearch })
  const exportQuery = leadsFilterQuery(search)

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Leads"
        help="Every contact request is stored before it is e-mailed to sales; failed e-mails are retried automatically."
      >
        <AdminExportButton href={`/admin/leads.csv${exportQuery ? `?${exportQuery}` : ''}`} />
      </AdminPageHeader>
      <LeadsFilters search={search} onChange={change} />
      {data ? (
        <>
          <Text fz="sm" c="dimmed" aria-live="polite" data-testid="leads-total">
            {data.total === 1 ? '1 lead' : `${data.total.toLocaleString('en-IN')} leads`}
            {data.emailConfigured ? '' : ' · no e-mail service configured: new leads are stored only'}
          </Text>
          {data.leads.length === 0 ? (
            <Text c="dimmed">No leads match these filters.</Text>
          ) : (
            <LeadsTable leads={data.leads} search={search} onChange={change} />
          )}
          <Group justify="center">
            <AdminPagination
              page={data.page}
              totalPages={data.totalPages}
              label="Leads pages"
              onChange={(page) => change({ page })}
            />
          </Group>
        </>
      ) : null}
    </Stack>
  )
}
