import { Anchor, Button, SegmentedControl, Spoiler, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { AdminPageHeader, AdminPagination, adminListQuery } from './admin-list'
import classes from './admin-leads.module.css'
import { DeliveryBadge } from './delivery-badge'
import { formatAdminDateTime } from './format'
import { listAdminLeads, retryLeadDelivery } from './leads.functions'

type DeliveryFilter = 'pending' | 'sent' | 'failed' | 'skipped'

export const leadsQuery = (search: { page: number; status?: DeliveryFilter }) =>
  adminListQuery('leads', search, (data) => listAdminLeads({ data }))

export function AdminLeadsPage() {
  const search = useSearch({ from: '/admin/dashboard/leads' })
  const navigate = useNavigate({ from: '/admin/dashboard/leads' })
  const { data } = useQuery(leadsQuery({ page: search.page ?? 1, status: search.status }))
  const queryClient = useQueryClient()
  const [retrying, setRetrying] = useState<string | null>(null)
  if (!data) return null

  const retry = async (id: string) => {
    setRetrying(id)
    try {
      const result = await retryLeadDelivery({ data: { id } })
      notifications.show(
        result.ok
          ? {
              color: result.status === 'sent' ? 'green' : 'yellow',
              title: result.status === 'sent' ? 'E-mail sent' : 'Queued again',
              message:
                result.status === 'sent' ? 'The lead reached the sales inbox.' : 'It will be retried automatically.',
            }
          : { color: 'red', title: 'Not sent', message: result.message },
      )
    } finally {
      setRetrying(null)
      await queryClient.invalidateQueries({ queryKey: ['admin'] })
    }
  }
  const total = Object.values(data.counts).reduce((sum, n) => sum + n, 0)

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Leads"
        help="Every contact request is stored before it is e-mailed; failed e-mails are retried automatically."
      >
        <SegmentedControl
          aria-label="Filter by e-mail delivery"
          value={search.status ?? 'all'}
          onChange={(value) =>
            void navigate({
              search: { page: undefined, status: value === 'all' ? undefined : (value as DeliveryFilter) },
            })
          }
          data={[
            { value: 'all', label: `All (${total})` },
            { value: 'sent', label: `E-mailed (${data.counts.sent})` },
            { value: 'pending', label: `Sending (${data.counts.pending})` },
            { value: 'failed', label: `Failed (${data.counts.failed})` },
            { value: 'skipped', label: `Stored only (${data.counts.skipped})` },
          ]}
        />
      </AdminPageHeader>
      {data.leads.length === 0 ? (
        <Text c="dimmed">No leads here yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="leads-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Received</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Brand and message</Table.Th>
                <Table.Th>E-mail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.leads.map((lead) => (
                <Table.Tr key={lead.id}>
                  <Table.Td className={classes.received}>{formatAdminDateTime(lead.createdAt)}</Table.Td>
                  <Table.Td>
                    <Text fw={600}>{lead.name}</Text>
                    <Anchor href={`mailto:${lead.email}`} fz="sm">
                      {lead.email}
                    </Anchor>
                    <Text fz="sm">
                      <Anchor href={`tel:${lead.mobile.replace(/[^+\d]/g, '')}`}>{lead.mobile}</Anchor>
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{lead.product}</Text>
                    <Text fz="xs" c="dimmed">
                      from {lead.source}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={360}>
                    <Text fz="sm" fw={600}>
                      {lead.brandName || 'No brand name'}
                    </Text>
                    <Spoiler maxHeight={44} showLabel="More" hideLabel="Less" fz="sm">
                      <Text fz="sm" className={classes.message}>
                        {lead.description || 'No description'}
                      </Text>
                    </Spoiler>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={6} align="flex-start">
                      <DeliveryBadge lead={lead} />
                      {lead.deliveryStatus === 'failed' || lead.deliveryStatus === 'skipped' ? (
                        <Button
                          size="compact-xs"
                          variant="light"
                          loading={retrying === lead.id}
                          onClick={() => void retry(lead.id)}
                        >
                          Send again
                        </Button>
                      ) : null}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AdminPagination
        page={data.page}
        totalPages={data.totalPages}
        label="Leads pages"
        onChange={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
      />
    </Stack>
  )
}
