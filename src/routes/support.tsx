import { createFileRoute } from '@tanstack/react-router'
import { LegalPage, preloadLegalPage } from '~/features/legal/legal-page'

export const Route = createFileRoute('/support')({
  staticData: {
    seo: {
      description:
        'ReadyApps support terms: 3, 6 or 12 months of support by package, office hours 9 am to 6 pm IST, Monday to Friday, response times by priority and channels.',
    },
  },
  // The document's code (see lazySection).
  loader: async () => {
    await preloadLegalPage()
  },
  component: SupportPage,
})

function SupportPage() {
  return <LegalPage id="support" />
}
