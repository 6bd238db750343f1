import { createFileRoute } from '@tanstack/react-router'
import { AdminAccountPage } from '~/features/admin/account/admin-account-page'
import { AdminPending } from '~/features/admin/admin-layout'

export const Route = createFileRoute('/admin/dashboard/account')({
  pendingComponent: AdminPending,
  staticData: { seo: { title: 'Account - ReadyApps admin', noindex: true } },
  component: AccountRoute,
})

function AccountRoute() {
  const { adminEmail, adminProvider } = Route.useRouteContext()
  return <AdminAccountPage email={adminEmail} provider={adminProvider} />
}
