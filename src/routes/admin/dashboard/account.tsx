import { createFileRoute } from '@tanstack/react-router'
import { AdminAccountPage } from '~/features/admin/account/admin-account-page'

export const Route = createFileRoute('/admin/dashboard/account')({
  staticData: { seo: { title: 'Account - ReadyApps admin', noindex: true } },
  component: AccountRoute,
})

function AccountRoute() {
  const { adminEmail, adminProvider } = Route.useRouteContext()
  return <AdminAccountPage email={adminEmail} provider={adminProvider} />
}
