import { createFileRoute } from '@tanstack/react-router'
import { loadPersonData } from '~/features/admin/growth/growth.functions'
import { AdminPersonalDataPage } from '~/features/admin/growth/personal-data-page'

/** The address looked up is not in the URL (it would reach access logs and history): see loadPersonData. */
export const Route = createFileRoute('/admin/dashboard/personal-data')({
  loader: () => loadPersonData(),
  staleTime: 0,
  staticData: { seo: { title: 'Personal data - ReadyApps admin', noindex: true } },
  component: PersonalDataRoute,
})

function PersonalDataRoute() {
  return <AdminPersonalDataPage data={Route.useLoaderData()} />
}
