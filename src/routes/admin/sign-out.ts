import { createFileRoute } from '@tanstack/react-router'
import { signOutPost } from '~/server/forms/form-posts.server'
import { seeOther } from '~/server/forms/form-endpoint.server'

/** The admin's sign-out form post (before hydration, without JavaScript). */
export const Route = createFileRoute('/admin/sign-out')({
  server: {
    // Only posts are answered here; an address typed or bookmarked leads to the form's page.
    handlers: { POST: ({ request }) => signOutPost(request), GET: () => seeOther('/admin') },
  },
})
