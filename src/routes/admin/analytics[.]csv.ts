import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ANALYTICS_RANGES } from '~/domain/analytics'
import { toCsv } from '~/domain/csv'
import { ANALYTICS_TABLES } from '~/features/admin/analytics/analytics-csv'
import { getAnalyticsPage } from '~/server/analytics/analytics-admin.server'
import { adminCsvResponse, plainAnswer } from '~/server/admin/csv-export.server'
import { getDb } from '~/server/boot.server'

const Day = v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)))
const QuerySchema = v.object({
  table: v.picklist(ANALYTICS_TABLES),
  range: v.optional(v.picklist(ANALYTICS_RANGES)),
  from: Day,
  to: Day,
})

type Figures = { views: number; visitors: number; contactOpens: number; leads: number; signups: number }
const figureColumns = <Row extends Figures>() =>
  [
    { header: 'Visitors', value: (row: Row) => row.visitors },
    { header: 'Views', value: (row: Row) => row.views },
    { header: 'Contact opened', value: (row: Row) => row.contactOpens },
    { header: 'Leads', value: (row: Row) => row.leads },
    { header: 'Sign-ups', value: (row: Row) => row.signups },
  ] as const

type AnalyticsPage = Awaited<ReturnType<typeof getAnalyticsPage>>

/** The CSV of one of the page's tables, under the page's own column headings. */
function tableCsv(table: (typeof ANALYTICS_TABLES)[number], data: AnalyticsPage): string {
  if (table === 'days') {
    return toCsv(
      [{ header: 'Day (IST)', value: (row: AnalyticsPage['perDay'][number]) => row.day }, ...figureColumns()],
      data.perDay,
    )
  }
  if (table === 'vitals') {
    const rows = [
      ...data.vitals[7].map((row) => ({ ...row, days: 7 })),
      ...data.vitals[28].map((row) => ({ ...row, days: 28 })),
    ]
    type Row = (typeof rows)[number]
    return toCsv(
      [
        { header: 'Days', value: (row: Row) => row.days },
        { header: 'Page type', value: (row: Row) => row.pageType },
        { header: 'Metric', value: (row: Row) => row.metric },
        { header: 'p75', value: (row: Row) => row.p75 },
        { header: 'Rating', value: (row: Row) => row.rating },
        { header: 'Reports', value: (row: Row) => row.n },
        { header: 'Good', value: (row: Row) => row.good },
        { header: 'Needs improvement', value: (row: Row) => row.needsImprovement },
        { header: 'Poor', value: (row: Row) => row.poor },
      ],
      rows,
    )
  }
  const rows = data[table]
  const label = { pages: 'Page', sources: 'Referrer host', campaigns: 'utm_campaign' }[table]
  return toCsv([{ header: label, value: (row: (typeof rows)[number]) => row.value }, ...figureColumns()], rows)
}

/**
 * One table of the analytics page as CSV (?table=days|pages|sources|campaigns|vitals and the
 * page's period). Admin only, never cached; cells are safe against formula injection.
 */
export const Route = createFileRoute('/admin/analytics.csv')({
  server: {
    handlers: {
      GET: ({ request }) =>
        adminCsvResponse('Analytics', async () => {
          const params = Object.fromEntries(new URL(request.url).searchParams)
          const query = v.safeParse(QuerySchema, params)
          if (!query.success) return plainAnswer(400, 'That export does not exist.')
          const { table, ...search } = query.output
          const data = await getAnalyticsPage(await getDb(), search)
          return {
            csv: tableCsv(table, data),
            filename: `analytics-${table}-${data.period.from}-${data.period.to}.csv`,
          }
        }),
    },
  },
})
