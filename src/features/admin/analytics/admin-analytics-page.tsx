import { AreaChart } from '@mantine/charts'
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { VITAL_RULES, type VitalMetric, type VitalRating } from '~/domain/analytics'
import { AdminPageHeader, AdminTableHead } from '../admin-list'
import dashboardClasses from '../admin-dashboard.module.css'
import tableClasses from '../stacked-table.module.css'
import { formatAdminDay } from '../format'
import classes from './admin-analytics.module.css'
import { analyticsCsvHref, type AnalyticsTable } from './analytics-csv'
import type { AnalyticsSearch } from './analytics-search'
import { getAdminAnalytics } from './analytics.functions'

export const analyticsQuery = (search: AnalyticsSearch) =>
  queryOptions({
    queryKey: ['admin', 'analytics', search],
    queryFn: () => getAdminAnalytics({ data: search }),
    staleTime: 0,
  })

type PageData = Awaited<ReturnType<typeof getAdminAnalytics>>
type Row = PageData['pages'][number]

const count = new Intl.NumberFormat('en-IN')

/** Leads per 100 visitors of that row, one decimal ('—' without visitors). */
export function leadRate(row: { leads: number; visitors: number }): string {
  return row.visitors > 0 ? `${((row.leads / row.visitors) * 100).toFixed(1)}%` : '—'
}

const RANGE_LINKS = [
  { range: '7d', label: '7 days' },
  { range: '28d', label: '28 days' },
  { range: '90d', label: '90 days' },
] as const

function Stat({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text c="dimmed" fz="sm" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={800} data-testid={`${testId}-value`}>
        {count.format(value)}
      </Text>
    </Card>
  )
}

function Section({
  id,
  title,
  csv,
  search,
  children,
}: {
  id: string
  title: string
  csv?: AnalyticsTable
  search: AnalyticsSearch
  children: ReactNode
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {csv ? (
            <Anchor href={analyticsCsvHref(csv, search)} download fz="sm">
              Export CSV<span className="visually-hidden">: {title}</span>
            </Anchor>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Card>
  )
}

/** The traffic figures a table of the page can show, each under its one heading. */
const FIGURE = {
  visitors: { name: 'Visitors', value: (row: Row) => row.visitors },
  views: { name: 'Views', value: (row: Row) => row.views },
  contactOpens: { name: 'Contact opened', value: (row: Row) => row.contactOpens },
  leads: { name: 'Leads', value: (row: Row) => row.leads },
  signups: { name: 'Sign-ups', value: (row: Row) => row.signups },
  leadRate: { name: 'Lead rate', value: leadRate },
} as const

function FiguresTable({
  rows,
  label,
  testId,
  empty,
  columns,
}: {
  rows: Row[]
  label: string
  testId: string
  empty: string
  columns: ReadonlyArray<{ name: string; value: (row: Row) => ReactNode }>
}) {
  if (rows.length === 0) return <Text c="dimmed">{empty}</Text>
  return (
    <Table className={tableClasses.table} verticalSpacing={6} data-testid={testId}>
      <AdminTableHead columns={[label, ...columns.map((column) => column.name)]} />
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.value}>
            <Table.Td data-label={label} className={tableClasses.breakable}>
              {row.value}
            </Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.name} data-label={column.name}>
                {column.value(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

const RATING_LABEL: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
}

const METRIC_NAME: Record<VitalMetric, string> = {
  LCP: 'LCP (largest contentful paint)',
  INP: 'INP (interaction to next paint)',
  CLS: 'CLS (layout shift)',
  TAP: 'First tap to its answer',
}

function formatVital(metric: VitalMetric, value: number): string {
  return VITAL_RULES[metric].unit === 'ms' ? `${count.format(value)} ms` : value.toFixed(2)
}

function VitalsTable({ vitals, days }: { vitals: PageData['vitals'][7]; days: number }) {
  if (vitals.length === 0) {
    return <Text c="dimmed">No field reports in the last {days} days.</Text>
  }
  return (
    <Table className={tableClasses.table} verticalSpacing={6} data-testid={`vitals-${days}`}>
      <AdminTableHead columns={['Page type', 'Metric', '75th percentile', 'Rating', 'Reports', 'Good / NI / poor']} />
      <Table.Tbody>
        {vitals.map((row) => (
          <Table.Tr key={`${row.pageType} ${row.metric}`}>
            <Table.Td data-label="Page type" className={tableClasses.breakable}>
              {row.pageType}
            </Table.Td>
            <Table.Td data-label="Metric">{METRIC_NAME[row.metric]}</Table.Td>
            <Table.Td data-label="75th percentile">{formatVital(row.metric, row.p75)}</Table.Td>
            <Table.Td data-label="Rating">
              <Text component="span" fz="sm" fw={700} className={classes[row.rating]}>
                {RATING_LABEL[row.rating]}
              </Text>
            </Table.Td>
            <Table.Td data-label="Reports">{count.format(row.n)}</Table.Td>
            <Table.Td data-label="Good / NI / poor">
              {[row.good, row.needsImprovement, row.poor].map((n) => `${Math.round((n / row.n) * 100)}%`).join(' / ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/**
 * The site's own analytics (issue 49): visitors, views, pages, sources, campaigns and how they
 * convert, for a period chosen by links (7, 28, 90 days) or a custom range (a GET form: works
 * before the admin's script too); and field Core Web Vitals per page type.
 */
export function AdminAnalyticsPage() {
  const search = useSearch({ from: '/admin/dashboard/analytics' })
  const { data } = useSuspenseQuery(analyticsQuery(search))
  const { from, to } = data.period
  const chartData = data.perDay.map((entry) => ({ ...entry, label: formatAdminDay(entry.day) }))
  const converting = [...data.pages]
    .filter((row) => row.contactOpens + row.leads + row.signups > 0)
    .sort((a, b) => b.leads - a.leads || b.signups - a.signups || b.contactOpens - a.contactOpens)

  return (
    <Stack gap="xl">
      <AdminPageHeader
        title="Analytics"
        help={`${formatAdminDay(from)} to ${formatAdminDay(to)} (IST). Counted by the site itself, without cookies; visitors are counted per day.`}
      />
      <nav aria-label="Period">
        <Group gap="xs" wrap="wrap">
          {RANGE_LINKS.map((link) => {
            const current = data.range === link.range
            return (
              <Button
                key={link.range}
                renderRoot={(props) => (
                  <Link {...props} to="/admin/dashboard/analytics" search={{ range: link.range }} />
                )}
                variant={current ? 'filled' : 'default'}
                size="xs"
                aria-current={current ? 'page' : undefined}
              >
                {link.label}
              </Button>
            )
          })}
        </Group>
      </nav>
      <form method="get" action="/admin/dashboard/analytics" aria-label="Custom range" className={classes.range}>
        <input type="hidden" name="range" value="custom" />
        <TextInput type="date" name="from" label="From" defaultValue={from} max={data.today} required size="xs" />
        <TextInput type="date" name="to" label="To" defaultValue={to} max={data.today} required size="xs" />
        <Button type="submit" size="xs" variant="default">
          Show range
        </Button>
      </form>

      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        <Stat label="Visitors" value={data.totals.visitors} testId="analytics-visitors" />
        <Stat label="Views" value={data.totals.views} testId="analytics-views" />
        <Stat label="Contact opened" value={data.totals.contactOpens} testId="analytics-contact-opens" />
        <Stat label="Leads" value={data.totals.leads} testId="analytics-leads" />
        <Stat label="Sign-ups" value={data.totals.signups} testId="analytics-signups" />
      </SimpleGrid>

      <Section id="analytics-per-day" title="Visitors and views per day" csv="days" search={search}>
        {/* A picture of the table below, which is what keyboards and screen readers use. */}
        <div aria-hidden className={dashboardClasses.chart}>
          <AreaChart
            h={220}
            data={chartData}
            dataKey="label"
            series={[
              { name: 'views', label: 'Views', color: 'indigo.6' },
              { name: 'visitors', label: 'Visitors', color: 'teal.6' },
            ]}
            curveType="linear"
            tickLine="none"
            withTooltip
            accessibilityLayer={false}
            xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
            yAxisProps={{ width: 36, allowDecimals: false }}
          />
        </div>
        <details className={dashboardClasses.details}>
          <summary>Per day as a table</summary>
          <Table verticalSpacing={4} className={tableClasses.table}>
            <AdminTableHead columns={['Day', 'Visitors', 'Views', 'Leads', 'Sign-ups']} />
            <Table.Tbody>
              {data.perDay.map((entry) => (
                <Table.Tr key={entry.day}>
                  <Table.Td data-label="Day">{formatAdminDay(entry.day)}</Table.Td>
                  <Table.Td data-label="Visitors">{entry.visitors}</Table.Td>
                  <Table.Td data-label="Views">{entry.views}</Table.Td>
                  <Table.Td data-label="Leads">{entry.leads}</Table.Td>
                  <Table.Td data-label="Sign-ups">{entry.signups}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </details>
      </Section>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section id="analytics-pages" title="Top pages" csv="pages" search={search}>
          <FiguresTable
            rows={data.pages.slice(0, 20)}
            label="Page"
            testId="analytics-pages"
            empty="No page views in this period."
            columns={[FIGURE.views, FIGURE.visitors]}
          />
        </Section>
        <Section id="analytics-sources" title="Sources" csv="sources" search={search}>
          <FiguresTable
            rows={data.sources.slice(0, 20).map((row) => ({ ...row, value: row.value || 'Direct or unknown' }))}
            label="Referrer"
            testId="analytics-sources"
            empty="No visits in this period."
            columns={[FIGURE.visitors, FIGURE.views, FIGURE.leads, FIGURE.signups, FIGURE.leadRate]}
          />
        </Section>
        <Section id="analytics-campaigns" title="Campaigns" csv="campaigns" search={search}>
          <FiguresTable
            rows={data.campaigns.slice(0, 20)}
            label="Campaign"
            testId="analytics-campaigns"
            empty="No visits with a utm_campaign in this period."
            columns={[FIGURE.visitors, FIGURE.views, FIGURE.leads, FIGURE.signups, FIGURE.leadRate]}
          />
        </Section>
        <Section id="analytics-conversion" title="Conversion by page" csv="pages" search={search}>
          <FiguresTable
            rows={converting.slice(0, 20)}
            label="Page"
            testId="analytics-conversion"
            empty="No contact openings, leads or sign-ups in this period."
            columns={[FIGURE.visitors, FIGURE.contactOpens, FIGURE.leads, FIGURE.signups, FIGURE.leadRate]}
          />
        </Section>
      </SimpleGrid>

      <Section id="analytics-vitals" title="Field Core Web Vitals" csv="vitals" search={search}>
        <Text fz="sm" c="dimmed">
          From a sample of real visits: the 75th percentile per page type, rated as Google does (LCP good up to 2.5 s,
          poor over 4 s; INP and the first tap good up to 200 ms, poor over 500 ms; CLS good up to 0.1, poor over 0.25).
        </Text>
        <Title order={3} fz="md">
          Last 7 days
        </Title>
        <VitalsTable vitals={data.vitals[7]} days={7} />
        <Title order={3} fz="md">
          Last 28 days
        </Title>
        <VitalsTable vitals={data.vitals[28]} days={28} />
      </Section>
    </Stack>
  )
}
