import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { AdminAnalyticsPage, analyticsQuery } from '~/features/admin/analytics/admin-analytics-page'
import { readAnalyticsSearch, type AnalyticsSearch } from '~/features/admin/analytics/analytics-search'
import { loadAdminQuery } from '~/features/admin/admin-queries'

export const Route = createFileRoute('/admin/dashboard/analytics')({
  validateSearch: (search: AnalyticsSearch & SearchSchemaInput) => readAnalyticsSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadAdminQuery(analyticsQuery(deps)),
  staticData: { seo: { title: 'Analytics - ReadyApps admin', noindex: true } },
  component: AdminAnalyticsPage,
})
