import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { ANALYTICS_RANGES } from '~/domain/analytics'
import { toCsv } from '~/domain/csv'
import { ANALYTICS_TABLES } from '~/features/admin/analytics/analytics-csv'
import { getAnalyticsPage } from '~/server/analytics/analytics-admin.server'
import { requireAdmin, UnauthorizedError } from '~/server/auth/require-admin.server'
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

const text = (status: number, body: string, headers: Record<string, string>) =>
  new Response(body, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * One table of the analytics page as CSV (?table=days|pages|sources|campaigns|vitals and the
 * page's period). Admin only, never cached; cells are safe against formula injection.
 */
export const Route = createFileRoute('/admin/analytics.csv')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
        try {
          await requireAdmin()
        } catch (error) {
          if (!(error instanceof UnauthorizedError)) throw error
          return text(401, 'Please sign in again.\n', headers)
        }
        const params = Object.fromEntries(new URL(request.url).searchParams)
        const query = v.safeParse(QuerySchema, params)
        if (!query.success) return text(400, 'That export does not exist.\n', headers)
        const { table, ...search } = query.output
        const data = await getAnalyticsPage(await getDb(), search)
        let csv: string
        if (table === 'days') {
          csv = toCsv(
            [{ header: 'Day (IST)', value: (row: (typeof data.perDay)[number]) => row.day }, ...figureColumns()],
            data.perDay,
          )
        } else if (table === 'vitals') {
          const rows = [
            ...data.vitals[7].map((row) => ({ ...row, days: 7 })),
            ...data.vitals[28].map((row) => ({ ...row, days: 28 })),
          ]
          csv = toCsv(
            [
              { header: 'Days', value: (row: (typeof rows)[number]) => row.days },
              { header: 'Page type', value: (row: (typeof rows)[number]) => row.pageType },
              { header: 'Metric', value: (row: (typeof rows)[number]) => row.metric },
              { header: 'p75', value: (row: (typeof rows)[number]) => row.p75 },
              { header: 'Rating', value: (row: (typeof rows)[number]) => row.rating },
              { header: 'Reports', value: (row: (typeof rows)[number]) => row.n },
              { header: 'Good', value: (row: (typeof rows)[number]) => row.good },
              { header: 'Needs improvement', value: (row: (typeof rows)[number]) => row.needsImprovement },
              { header: 'Poor', value: (row: (typeof rows)[number]) => row.poor },
            ],
            rows,
          )
        } else {
          const rows = data[table]
          const label = { pages: 'Page', sources: 'Referrer host', campaigns: 'utm_campaign' }[table]
          csv = toCsv([{ header: label, value: (row: (typeof rows)[number]) => row.value }, ...figureColumns()], rows)
        }
        return new Response(csv, {
          headers: {
            ...headers,
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="analytics-${table}-${data.period.from}-${data.period.to}.csv"`,
          },
        })
      },
    },
  },
})
