import { createFileRoute } from '@tanstack/react-router'
import { WEBHOOKS_PAGE, webhooksPost } from '~/server/forms/growth-admin-posts.server'
import { seeOther } from '~/server/forms/form-endpoint.server'

/** The webhook page's forms (add an endpoint, send a delivery again, remove an endpoint). */
export const Route = createFileRoute('/admin/webhooks')({
  server: { handlers: { POST: ({ request }) => webhooksPost(request), GET: () => seeOther(WEBHOOKS_PAGE) } },
})
