import { createFileRoute } from '@tanstack/react-router'
import { ADMIN_ACCOUNT_PATH, adminPasswordPost } from '~/server/forms/admin-form-posts.server'
import { seeOther } from '~/server/forms/form-endpoint.server'

/** The admin password change's native form post (before hydration, without JavaScript). */
export const Route = createFileRoute('/admin/account/password')({
  server: {
    // Only posts are answered here; an address typed or bookmarked leads to the form's page.
    handlers: { POST: ({ request }) => adminPasswordPost(request), GET: () => seeOther(ADMIN_ACCOUNT_PATH) },
  },
})
