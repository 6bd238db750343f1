import { createFileRoute } from '@tanstack/react-router'
import { TeamStatus } from '~/features/resources/team-status'

/** Internal status page for the team: noindex, and excluded from the sitemap by path. */
export const Route = createFileRoute('/testing')({
  staticData: { seo: { noindex: true, description: 'Internal status page of the ReadyApps website.' } },
  component: TeamStatus,
})
