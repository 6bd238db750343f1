import { createFileRoute } from '@tanstack/react-router'
import { legalDocuments } from '~/content/legal'
import { LegalPage } from '~/features/legal/legal-page'

export const Route = createFileRoute('/support')({
  staticData: {
    seo: {
      description:
        'ReadyApps support terms: 3, 6 or 12 months of support by package, business hours Monday-Friday 9:00 AM-6:00 PM IST, response times by priority and channels.',
    },
  },
  component: SupportPage,
})

function SupportPage() {
  return <LegalPage doc={legalDocuments.support} />
}
