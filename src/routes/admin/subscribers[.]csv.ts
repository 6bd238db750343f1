import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { toCsv } from '~/domain/csv'
import { requireAdmin, UnauthorizedError } from '~/server/auth/require-admin.server'
import { getDb } from '~/server/boot.server'
import { forbidden } from '~/server/leads/leads-csv.server'
import { exportSubscribers, type Subscriber } from '~/server/leads/newsletter.server'
import { PublicError } from '~/server/leads/public-error.server'

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
      GET: async ({ request }) => {
        const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
        try {
          await requireAdmin()
        } catch (error) {
          if (error instanceof PublicError && error.code === 'forbidden') return forbidden(error.message)
          if (!(error instanceof UnauthorizedError)) throw error
          return new Response('Please sign in again.\n', {
            status: 401,
            headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
          })
        }
        const query = v.safeParse(QuerySchema, { q: new URL(request.url).searchParams.get('q') ?? undefined })
        if (!query.success) {
          return new Response('That search is too long.\n', {
            status: 400,
            headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
          })
        }
        const rows = await exportSubscribers(await getDb(), { q: query.output.q })
        const day = new Date().toISOString().slice(0, 10)
        return new Response(toCsv(COLUMNS, rows), {
          headers: {
            ...headers,
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`,
          },
        })
      },
    },
  },
})
