import { createFileRoute } from '@tanstack/react-router'
import { legalDocuments } from '~/content/legal'
import { LegalPage } from '~/features/legal/legal-page'

export const Route = createFileRoute('/terms')({
  staticData: {
    seo: {
      description:
        'ReadyApps terms of service: single-domain licence, one-time prices plus GST, delivery and launch, warranty, liability capped at 12 months of fees, and Indian law.',
    },
  },
  component: TermsPage,
})

function TermsPage() {
  return <LegalPage doc={legalDocuments.terms} />
}
