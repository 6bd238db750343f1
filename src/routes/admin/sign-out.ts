import { createFileRoute } from '@tanstack/react-router'
import { signOutPost } from '~/server/forms/form-posts.server'

/** The admin's sign-out form post (before hydration, without JavaScript). */
export const Route = createFileRoute('/admin/sign-out')({
  server: { handlers: { POST: ({ request }) => signOutPost(request) } },
})
