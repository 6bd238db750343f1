import { createFileRoute } from '@tanstack/react-router'
import { ADMIN_ACCOUNT_PATH, secondFactorSetupPost } from '~/server/forms/admin-form-posts.server'
import { seeOther } from '~/server/forms/form-endpoint.server'

/** The account page's second-factor forms (start, confirm, turn off), posted with or without JavaScript. */
export const Route = createFileRoute('/admin/account/second-factor')({
  server: {
    handlers: { POST: ({ request }) => secondFactorSetupPost(request), GET: () => seeOther(ADMIN_ACCOUNT_PATH) },
  },
})
