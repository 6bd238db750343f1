import { createFileRoute } from '@tanstack/react-router'
import { loadWebhooks } from '~/features/admin/growth/growth.functions'
import { AdminWebhooksPage } from '~/features/admin/growth/webhooks-page'

export const Route = createFileRoute('/admin/dashboard/webhooks')({
  loader: () => loadWebhooks(),
  staleTime: 0,
  staticData: { seo: { title: 'Webhooks - ReadyApps admin', noindex: true } },
  component: WebhooksRoute,
})

function WebhooksRoute() {
  return <AdminWebhooksPage data={Route.useLoaderData()} />
}
