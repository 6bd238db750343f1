import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { toCsv } from '~/domain/csv'
import { adminCsvResponse, plainAnswer } from '~/server/admin/csv-export.server'
import { getDb } from '~/server/boot.server'
import { exportSubscribers, type Subscriber } from '~/server/leads/newsletter.server'

const QuerySchema = v.object({ q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(254))) })

const COLUMNS = [
  { header: 'E-mail', value: (row: Subscriber) => row.email },
  { header: 'Signed up (UTC)', value: (row: Subscriber) => row.createdAt },
  { header: 'Source page', value: (row: Subscriber) => row.sourcePage ?? '' },
  { header: 'Form', value: (row: Subscriber) => row.source },
  { header: 'Confirmed (UTC)', value: (row: Subscriber) => row.confirmedAt ?? row.consentNote },
  { header: 'Privacy policy', value: (row: Subscriber) => row.privacyVersion ?? '' },
] as const

/**
 * The confirmed subscribers as CSV (the subscribers page's current search; pending and unsubscribed
 * addresses never: an export is what gets loaded into a mailing tool). Admin only; personal data,
 * so never stored by a browser or proxy cache; cells are safe against formula injection.
 */
export const Route = createFileRoute('/admin/subscribers.csv')({
  server: {
    handlers: {
      GET: ({ request }) =>
        adminCsvResponse('Subscribers', async () => {
          const query = v.safeParse(QuerySchema, { q: new URL(request.url).searchParams.get('q') ?? undefined })
          if (!query.success) return plainAnswer(400, 'That search is too long.')
          const rows = await exportSubscribers(await getDb(), { q: query.output.q })
          return { csv: toCsv(COLUMNS, rows), filename: `subscribers-${new Date().toISOString().slice(0, 10)}.csv` }
        }),
    },
  },
})
