import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { getAdminSession } from '~/features/admin/auth.functions'
import { AdminLoginPage } from '~/features/admin/admin-login-page'

export const Route = createFileRoute('/admin/')({
  validateSearch: v.object({
    redirect: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/admin\/dashboard(\/[a-z-]*)?$/))), undefined),
  }),
  beforeLoad: async ({ search }) => {
    const { user } = await getAdminSession()
    if (user) throw redirect({ to: search.redirect ?? '/admin/dashboard' })
  },
  staticData: { seo: { title: 'Admin sign-in - ReadyApps', noindex: true } },
  component: AdminLoginPage,
})
