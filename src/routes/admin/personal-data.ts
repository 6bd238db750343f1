import { createFileRoute } from '@tanstack/react-router'
import { PERSONAL_DATA_PAGE, personalDataPost } from '~/server/forms/growth-admin-posts.server'
import { seeOther } from '~/server/forms/form-endpoint.server'

/** The personal-data page's forms: export (a JSON download) and erase, both logged. */
export const Route = createFileRoute('/admin/personal-data')({
  server: { handlers: { POST: ({ request }) => personalDataPost(request), GET: () => seeOther(PERSONAL_DATA_PAGE) } },
})
