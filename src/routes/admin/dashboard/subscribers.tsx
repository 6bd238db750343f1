import { createFileRoute } from '@tanstack/react-router'
import { AdminSubscribersPage, subscribersQuery } from '~/features/admin/subscribers/admin-subscribers-page'
import { SubscribersSearchSchema } from '~/features/admin/subscribers/subscribers-search'

export const Route = createFileRoute('/admin/dashboard/subscribers')({
  validateSearch: SubscribersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(subscribersQuery(deps)),
  staticData: { seo: { title: 'Subscribers - ReadyApps admin', noindex: true } },
  component: AdminSubscribersPage,
})
