import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { AdminSubscribersPage, subscribersQuery } from '~/features/admin/subscribers/admin-subscribers-page'
import { readSubscribersSearch, type SubscribersSearch } from '~/features/admin/subscribers/subscribers-search'
import { loadAdminQuery } from '~/features/admin/admin-queries'

export const Route = createFileRoute('/admin/dashboard/subscribers')({
  validateSearch: (search: SubscribersSearch & SearchSchemaInput) => readSubscribersSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadAdminQuery(subscribersQuery(deps)),
  staticData: { seo: { title: 'Subscribers - ReadyApps admin', noindex: true } },
  component: AdminSubscribersPage,
})
