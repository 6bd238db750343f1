import { createFileRoute } from '@tanstack/react-router'
import { SECOND_FACTOR_PAGE, secondFactorPost } from '~/server/forms/form-posts.server'
import { seeOther } from '~/server/forms/form-endpoint.server'

/** The sign-in's second step, posted by the code form (with or without JavaScript). */
export const Route = createFileRoute('/admin/verify-code')({
  server: {
    handlers: { POST: ({ request }) => secondFactorPost(request), GET: () => seeOther(SECOND_FACTOR_PAGE) },
  },
})
