import { createFileRoute, redirect, type SearchSchemaInput } from '@tanstack/react-router'
import { searchParser, text } from '~/domain/url-search'
import { getAdminSession } from '~/features/admin/admin-session.functions'
import { AdminLoginPage } from '~/features/admin/admin-login-page'

const readSearch = searchParser({ redirect: text(100, /^\/admin\/dashboard(\/[a-z-]*)?$/) })

export const Route = createFileRoute('/admin/')({
  // Where to go after signing in: only a dashboard page, never another site.
  validateSearch: (search: { redirect?: string } & SearchSchemaInput) => readSearch(search),
  beforeLoad: async ({ search }) => {
    const { user } = await getAdminSession()
    if (user) throw redirect({ to: search.redirect ?? '/admin/dashboard' })
  },
  staticData: { seo: { title: 'Admin sign-in - ReadyApps', noindex: true } },
  component: AdminLoginPage,
})
