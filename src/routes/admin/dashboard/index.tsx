import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { getDashboardSummary } from '~/features/admin/leads.functions'
import { DeliveryBadge } from '~/features/admin/delivery-badge'
import { formatAdminDateTime } from '~/features/admin/format'

const summaryQuery = queryOptions({
  queryKey: ['admin', 'summary'],
  queryFn: () => getDashboardSummary(),
  staleTime: 0,
})

export const Route = createFileRoute('/admin/dashboard/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(summaryQuery),
  component: DashboardHome,
})

function Stat({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component={Link}
      to={to}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Text c="dimmed" fz="sm" fw={600}>
        {label}
      </Text>
      <Text fz={32} fw={800}>
        {value}
      </Text>
    </Card>
  )
}

function DashboardHome() {
  const { data } = useSuspenseQuery(summaryQuery)
  const totalLeads = Object.values(data.leads).reduce((sum, n) => sum + n, 0)
  return (
    <Stack gap="xl">
      <Title order={1} fz={28}>
        Dashboard
      </Title>
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
                      <DeliveryBadge
                        status={lead.deliveryStatus}
                        attempts={lead.deliveryAttempts}
                        lastError={lead.lastError}
                      />
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
