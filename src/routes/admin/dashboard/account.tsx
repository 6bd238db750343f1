import { createFileRoute } from '@tanstack/react-router'
import { AdminAccountPage } from '~/features/admin/account/admin-account-page'
import { getSecondFactorSettings } from '~/features/admin/auth.functions'

export const Route = createFileRoute('/admin/dashboard/account')({
  loader: () => getSecondFactorSettings(),
  staticData: { seo: { title: 'Account - ReadyApps admin', noindex: true } },
  component: AccountRoute,
})

function AccountRoute() {
  const { adminEmail, adminProvider } = Route.useRouteContext()
  const secondFactor = Route.useLoaderData()
  return <AdminAccountPage email={adminEmail} provider={adminProvider} secondFactor={secondFactor} />
}
