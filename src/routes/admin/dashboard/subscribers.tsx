import { createFileRoute } from '@tanstack/react-router'
import { AdminSubscribersPage, subscribersQuery } from '~/features/admin/subscribers/admin-subscribers-page'
import { SubscribersSearchSchema } from '~/features/admin/subscribers/subscribers-search'
import { loadAdminQuery } from '~/features/admin/admin-queries'

export const Route = createFileRoute('/admin/dashboard/subscribers')({
  validateSearch: SubscribersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadAdminQuery(subscribersQuery(deps)),
  staticData: { seo: { title: 'Subscribers - ReadyApps admin', noindex: true } },
  component: AdminSubscribersPage,
})
