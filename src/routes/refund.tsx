import { createFileRoute } from '@tanstack/react-router'
import { LegalPage, preloadLegalPage } from '~/features/legal/legal-page'

export const Route = createFileRoute('/refund')({
  staticData: {
    seo: {
      description:
        'ReadyApps refund policy: refunds before a project team is assigned, card refunds in 5-10 business days, bank transfers within 14 business days, and how to ask.',
    },
  },
  // The document's code (see lazySection).
  loader: async () => {
    await preloadLegalPage()
  },
  component: RefundPage,
})

function RefundPage() {
  return <LegalPage id="refund" />
}
