import { BarChart, BarsList } from '@mantine/charts'
import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { Link, type RegisteredRouter, type ValidateLinkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isProductId } from '~/domain/product'
import { AdminPageHeader, AdminTableHead } from './admin-list'
import classes from './admin-dashboard.module.css'
import { getAdminDashboardStats } from './dashboard/dashboard.functions'
import { formatAdminDateTime, formatAdminDay } from './format'
import { ArrivedLateBadge } from './leads/arrived-late-badge'
import { AnchorLink, CardLink } from './links'
import tableClasses from './stacked-table.module.css'

export const dashboardSummaryQuery = queryOptions({
  queryKey: ['admin', 'dashboard-stats'],
  queryFn: () => getAdminDashboardStats(),
  staleTime: 0,
})

/** "+3 (+50%)", or a sentence when there is nothing to compare with. */
function change(current: number, previous: number): { text: string; trend: 'up' | 'down' | 'flat' } {
  const diff = current - previous
  if (diff === 0) return { text: 'same as the 30 days before', trend: 'flat' }
  const sign = diff > 0 ? '+' : '−'
  const percent = previous > 0 ? ` (${sign}${Math.round((Math.abs(diff) / previous) * 100)}%)` : ''
  return { text: `${sign}${Math.abs(diff)}${percent} vs the 30 days before`, trend: diff > 0 ? 'up' : 'down' }
}

const TREND_ICON = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconMinus }

interface StatProps<TOptions = unknown> {
  label: string
  value: number
  previous: number
  /** Where the card leads: its list, filtered to the same period where the list can be. */
  link: ValidateLinkOptions<RegisteredRouter, TOptions>
  testId: string
}

function Stat<TOptions>(props: StatProps<TOptions>): ReactNode
function Stat({ label, value, previous, link, testId }: StatProps) {
  const { text, trend } = change(value, previous)
  const Icon = TREND_ICON[trend]
  return (
    <CardLink {...link} withBorder radius="md" padding="lg" className={classes.stat} data-testid={testId}>
      <Text c="dimmed" fz="sm" fw={600}>
        {label}
      </Text>
      <Text fz={32} fw={800} data-testid={`${testId}-value`}>
        {value}
      </Text>
      <Group gap={4} wrap="nowrap" className={classes[trend]}>
        <Icon size={16} aria-hidden />
        <Text fz="xs" fw={600} c="inherit">
          {text}
        </Text>
      </Group>
    </CardLink>
  )
}

interface LatestProps<TOptions = unknown> {
  /** The heading's id, which names the section. */
  id: string
  title: string
  /** The whole list, linked from the heading's row. */
  all: { label: string; link: ValidateLinkOptions<RegisteredRouter, TOptions> }
  /** Said instead of the table while there is nothing to show. */
  empty: string
  columns: readonly string[]
  testId?: string
  /** The table's rows, newest first. */
  children: ReactNode[]
}

/** A section of the newest few items: heading, a link to the whole list, and a small table. */
function Latest<TOptions>(props: LatestProps<TOptions>): ReactNode
function Latest({ id, title, all, empty, columns, testId, children }: LatestProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        <AnchorLink {...all.link} fz="sm">
          {all.label}
        </AnchorLink>
      </Group>
      {children.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Table className={tableClasses.table} verticalSpacing="xs" data-testid={testId}>
          <AdminTableHead columns={columns} />
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}

/** The dashboard: the last 30 days at a glance, each number a way into its list. */
export function AdminDashboardPage() {
  const { data } = useSuspenseQuery(dashboardSummaryQuery)
  const { from, to } = data.period
  const chartData = data.leadsPerDay.map((entry) => ({ ...entry, label: formatAdminDay(entry.day) }))

  return (
    <Stack gap="xl">
      <AdminPageHeader
        title="Dashboard"
        help={`The last 30 days: ${formatAdminDay(from)} to ${formatAdminDay(to)} (IST).`}
      />
      {data.arrivedLate.leads + data.arrivedLate.subscribers > 0 ? (
        <Text fz="sm" data-testid="arrived-late-summary">
          Arrived late: {data.arrivedLate.leads} lead(s) and {data.arrivedLate.subscribers} sign-up(s) were sent while
          the database was down, kept by the server and stored when it came back.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Stat
          label="Leads"
          value={data.leads.current}
          previous={data.leads.previous}
          link={{ to: '/admin/dashboard/leads', search: { from, to } }}
          testId="stat-leads"
        />
        <Stat
          label="New subscribers"
          value={data.subscribers.current}
          previous={data.subscribers.previous}
          link={{ to: '/admin/dashboard/subscribers' }}
          testId="stat-subscribers"
        />
        <Stat
          label="Posts published"
          value={data.publishedPosts.current}
          previous={data.publishedPosts.previous}
          link={{ to: '/admin/dashboard/postmanagement', search: { status: 'published' } }}
          testId="stat-posts"
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="leads-per-day">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="leads-per-day">
              Leads per day
            </Title>
            {/* The chart is a picture of the table below it, which is what keyboards and screen readers use. */}
            <div aria-hidden className={classes.chart}>
              <BarChart
                h={220}
                data={chartData}
                dataKey="label"
                series={[{ name: 'leads', label: 'Leads', color: 'indigo.6' }]}
                tickLine="none"
                withTooltip
                accessibilityLayer={false}
                xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
                yAxisProps={{ width: 28, allowDecimals: false }}
              />
            </div>
            <details className={classes.details}>
              <summary>Leads per day as a table</summary>
              {data.leads.current === 0 ? (
                <Text fz="sm" c="dimmed" mt="xs">
                  No leads in the last 30 days.
                </Text>
              ) : null}
              <Table verticalSpacing={4} className={tableClasses.table}>
                <AdminTableHead columns={['Day', 'Leads']} />
                <Table.Tbody>
                  {data.leadsPerDay
                    .filter((entry) => entry.leads > 0)
                    .map((entry) => (
                      <Table.Tr key={entry.day}>
                        <Table.Td data-label="Day">{formatAdminDay(entry.day)}</Table.Td>
                        <Table.Td data-label="Leads">
                          <AnchorLink to="/admin/dashboard/leads" search={{ from: entry.day, to: entry.day }}>
                            {entry.leads}
                          </AnchorLink>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </details>
          </Stack>
        </Card>

        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="leads-by-product">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="leads-by-product">
              Leads by product
            </Title>
            {data.leadsByProduct.length === 0 ? (
              <Text c="dimmed" fz="sm">
                No leads in the last 30 days.
              </Text>
            ) : (
              <BarsList
                data={data.leadsByProduct.map((entry) => ({ name: entry.name, value: entry.leads }))}
                barsLabel="Product"
                valueLabel="Leads"
                // White on indigo 8 passes AA for small text in both colour schemes.
                barColor="indigo.8"
                barTextColor="white"
                renderBar={(bar, defaultBar) => {
                  const entry = data.leadsByProduct.find((item) => item.name === bar.name)
                  return (
                    <Link
                      key={bar.name}
                      to="/admin/dashboard/leads"
                      search={{ from, to, product: entry && isProductId(entry.product) ? entry.product : undefined }}
                      className={classes.barLink}
                    >
                      {defaultBar}
                    </Link>
                  )
                }}
              />
            )}
          </Stack>
        </Card>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Latest
          id="latest-subscribers"
          title="Latest subscribers"
          all={{ label: 'All subscribers', link: { to: '/admin/dashboard/subscribers' } }}
          empty="Nobody has signed up for the newsletter yet."
          columns={['E-mail', 'Signed up', 'Source page']}
          testId="latest-subscribers"
        >
          {data.latestSubscribers.map((subscriber) => (
            <Table.Tr key={subscriber.id}>
              <Table.Td data-label="E-mail" className={tableClasses.breakable}>
                {subscriber.email}
              </Table.Td>
              <Table.Td data-label="Signed up">{formatAdminDateTime(subscriber.createdAt)}</Table.Td>
              <Table.Td data-label="Source page" className={tableClasses.breakable}>
                {subscriber.sourcePage ?? '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Latest>

        <Latest
          id="latest-leads"
          title="Latest leads"
          all={{ label: 'All leads', link: { to: '/admin/dashboard/leads' } }}
          empty="No contact requests yet. They appear here as soon as a visitor sends the contact form."
          columns={['Name', 'Product', 'Received']}
        >
          {data.latestLeads.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Td data-label="Name" className={tableClasses.breakable}>
                {lead.name}
              </Table.Td>
              <Table.Td data-label="Product">{lead.productName}</Table.Td>
              <Table.Td data-label="Received">
                {formatAdminDateTime(lead.createdAt)} <ArrivedLateBadge storedAt={lead.storedAt} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Latest>
      </SimpleGrid>
    </Stack>
  )
}
