import { createFileRoute } from '@tanstack/react-router'
import { LegalPage, preloadLegalPage } from '~/features/legal/legal-page'

export const Route = createFileRoute('/terms')({
  staticData: {
    seo: {
      description:
        'ReadyApps terms of service: single-domain licence, one-time prices plus GST, delivery and launch, warranty, liability capped at 12 months of fees, and Indian law.',
    },
  },
  // The document's code (see lazySection).
  loader: async () => {
    await preloadLegalPage()
  },
  component: TermsPage,
})

function TermsPage() {
  return <LegalPage id="terms" />
}
