import { createFileRoute } from '@tanstack/react-router'
import { contactPost } from '~/server/forms/form-posts.server'

/** The contact form's native form post (before hydration, without JavaScript). */
export const Route = createFileRoute('/forms/contact')({
  server: { handlers: { POST: ({ request }) => contactPost(request) } },
})
