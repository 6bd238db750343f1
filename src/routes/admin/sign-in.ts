import { createFileRoute } from '@tanstack/react-router'
import { signInPost } from '~/server/forms/form-posts.server'
import { seeOther } from '~/server/forms/form-endpoint.server'

/** The admin sign-in's native form post (before hydration, without JavaScript). */
export const Route = createFileRoute('/admin/sign-in')({
  server: {
    // Only posts are answered here; an address typed or bookmarked leads to the form's page.
    handlers: { POST: ({ request }) => signInPost(request), GET: () => seeOther('/admin') },
  },
})
