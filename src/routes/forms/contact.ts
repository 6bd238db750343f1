import { createFileRoute } from '@tanstack/react-router'
import { contactPost } from '~/server/forms/form-posts.server'
import { seeOther } from '~/server/forms/form-endpoint.server'

/** The contact form's native form post (before hydration, without JavaScript). */
export const Route = createFileRoute('/forms/contact')({
  server: {
    // Only posts are answered here; an address typed or bookmarked leads to the form's page.
    handlers: { POST: ({ request }) => contactPost(request), GET: () => seeOther('/contact') },
  },
})
