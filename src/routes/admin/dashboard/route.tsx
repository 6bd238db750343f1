import { createFileRoute, redirect } from '@tanstack/react-router'
import { getAdminSession } from '~/features/admin/admin-session.functions'
import { AdminLayout } from '~/features/admin/admin-layout'
import { AdminQueryProvider } from '~/features/admin/admin-queries'

/**
 * The guard for every /admin/dashboard URL. It runs on the server for a direct request (a
 * signed-out visitor gets a redirect with no dashboard HTML) and in the browser on navigation.
 */
export const Route = createFileRoute('/admin/dashboard')({
  beforeLoad: async ({ location }) => {
    const { user } = await getAdminSession()
    if (!user) throw redirect({ to: '/admin', search: { redirect: location.pathname } })
    // ADMIN_REQUIRE_MFA: the account page (to set up the second factor) until it is done.
    if (user.mustEnrol && location.pathname !== '/admin/dashboard/account') {
      throw redirect({ to: '/admin/dashboard/account', hash: 'second-factor' })
    }
    return { adminEmail: user.email, adminProvider: user.provider, mustEnrol: user.mustEnrol }
  },
  pendingMs: 0,
  staticData: { seo: { title: 'Admin - ReadyApps', noindex: true } },
  component: DashboardLayout,
})

function DashboardLayout() {
  const { adminEmail } = Route.useRouteContext()
  return (
    <AdminQueryProvider>
      <AdminLayout email={adminEmail} />
    </AdminQueryProvider>
  )
}
