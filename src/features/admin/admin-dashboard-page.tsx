import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AdminPageHeader } from './admin-list'
import classes from './admin-dashboard.module.css'
import { DeliveryBadge } from './delivery-badge'
import { formatAdminDateTime } from './format'
import { getDashboardSummary } from './leads.functions'

export const dashboardSummaryQuery = queryOptions({
  queryKey: ['admin', 'summary'],
  queryFn: () => getDashboardSummary(),
  staleTime: 0,
})

function Stat({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component={Link} to={to} className={classes.stat}>
      <Text c="dimmed" fz="sm" fw={600}>
        {label}
      </Text>
      <Text fz={32} fw={800}>
        {value}
      </Text>
    </Card>
  )
}

/** The dashboard's first screen: post and lead numbers, and the latest leads. */
export function AdminDashboardPage() {
  const { data } = useSuspenseQuery(dashboardSummaryQuery)
  const totalLeads = Object.values(data.leads).reduce((sum, n) => sum + n, 0)
  return (
    <Stack gap="xl">
      <AdminPageHeader title="Dashboard" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Stat label="Published posts" value={data.posts.published} to="/admin/dashboard/postmanagement" />
        <Stat label="Draft posts" value={data.posts.drafts} to="/admin/dashboard/postmanagement" />
        <Stat label="Leads" value={totalLeads} to="/admin/dashboard/leads" />
        <Stat label="Leads with failed e-mail" value={data.leads.failed} to="/admin/dashboard/leads" />
      </SimpleGrid>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Latest leads
          </Title>
          <Anchor component={Link} to="/admin/dashboard/leads" fz="sm">
            All leads
          </Anchor>
        </Group>
        {data.latestLeads.length === 0 ? (
          <Text c="dimmed">No contact requests yet. They appear here as soon as a visitor sends the contact form.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Product</Table.Th>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.latestLeads.map((lead) => (
                  <Table.Tr key={lead.id}>
                    <Table.Td>{lead.name}</Table.Td>
                    <Table.Td>{lead.product}</Table.Td>
                    <Table.Td>{formatAdminDateTime(lead.createdAt)}</Table.Td>
                    <Table.Td>
                      <DeliveryBadge lead={lead} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  )
}
