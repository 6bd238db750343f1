import { createFileRoute } from '@tanstack/react-router'
import { newsletterPost } from '~/server/forms/form-posts.server'

/** The footer sign-up's native form post (before hydration, without JavaScript). */
export const Route = createFileRoute('/forms/newsletter')({
  server: { handlers: { POST: ({ request }) => newsletterPost(request) } },
})
