import { createFileRoute } from '@tanstack/react-router'
import { leadPagePath, leadStatusPost } from '~/server/forms/admin-form-posts.server'
import { seeOther } from '~/server/forms/form-endpoint.server'

/** A lead's status and note form, its native post (before hydration, without JavaScript). */
export const Route = createFileRoute('/admin/leads/$leadId/status')({
  server: {
    // Only posts are answered here; an address typed or bookmarked leads to the lead's page.
    handlers: {
      POST: ({ request, params }) => leadStatusPost(request, params.leadId),
      GET: ({ params }) => seeOther(leadPagePath(params.leadId)),
    },
  },
})
