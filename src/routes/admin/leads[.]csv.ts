import { createFileRoute } from '@tanstack/react-router'
import { leadsCsvResponse } from '~/server/leads/leads-csv.server'

/** The leads table's CSV export; takes the same filters as /admin/dashboard/leads. Admin only. */
export const Route = createFileRoute('/admin/leads.csv')({
  server: {
    handlers: {
      GET: ({ request }) => leadsCsvResponse(request),
    },
  },
})
