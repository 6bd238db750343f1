import { createFileRoute } from '@tanstack/react-router'
import { loadPersonData } from '~/features/admin/growth/growth.functions'
import { AdminPersonalDataPage } from '~/features/admin/growth/personal-data-page'

interface PersonSearch {
  email?: string
}

export const Route = createFileRoute('/admin/dashboard/personal-data')({
  validateSearch: (search: Record<string, unknown>): PersonSearch => ({
    email:
      typeof search.email === 'string' && search.email.trim() && search.email.length <= 254
        ? search.email.trim()
        : undefined,
  }),
  loaderDeps: ({ search }) => ({ email: search.email }),
  loader: ({ deps }) => loadPersonData({ data: { email: deps.email } }),
  staleTime: 0,
  staticData: { seo: { title: 'Personal data - ReadyApps admin', noindex: true } },
  component: PersonalDataRoute,
})

function PersonalDataRoute() {
  const { email } = Route.useSearch()
  return <AdminPersonalDataPage email={email} data={Route.useLoaderData()} />
}
