import { createFileRoute } from '@tanstack/react-router'
import { AdminAccountPage } from '~/features/admin/account/admin-account-page'
import { AdminPending } from '~/features/admin/admin-pending'

export const Route = createFileRoute('/admin/dashboard/account')({
  // pendingComponent is left out of code splitting: a lazy pending view suspends while its chunk
  // loads, and React then shows the parent's (the public PageSkeleton) instead.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  pendingComponent: AdminPending,
  staticData: { seo: { title: 'Account - ReadyApps admin', noindex: true } },
  component: AccountRoute,
})

function AccountRoute() {
  const { adminEmail, adminProvider } = Route.useRouteContext()
  return <AdminAccountPage email={adminEmail} provider={adminProvider} />
}
