import { createFileRoute } from '@tanstack/react-router'
import { newsletterPost } from '~/server/forms/form-posts.server'
import { seeOther } from '~/server/forms/form-endpoint.server'

/** The footer sign-up's native form post (before hydration, without JavaScript). */
export const Route = createFileRoute('/forms/newsletter')({
  server: {
    // Only posts are answered here; an address typed or bookmarked leads to the form's page.
    handlers: { POST: ({ request }) => newsletterPost(request), GET: () => seeOther('/') },
  },
})
