import { createFileRoute } from '@tanstack/react-router'
import { signInPost } from '~/server/forms/form-posts.server'

/** The admin sign-in's native form post (before hydration, without JavaScript). */
export const Route = createFileRoute('/admin/sign-in')({
  server: { handlers: { POST: ({ request }) => signInPost(request) } },
})
