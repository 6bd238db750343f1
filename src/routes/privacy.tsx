import { createFileRoute } from '@tanstack/react-router'
import { LegalPage, preloadLegalPage } from '~/features/legal/legal-page'

export const Route = createFileRoute('/privacy')({
  staticData: {
    seo: {
      description:
        'How ReadyApps collects, uses, shares and protects personal data, your rights under Indian data protection law, cookies, children under 13 and our Grievance Officer.',
    },
  },
  // The document's code (see lazySection).
  loader: async () => {
    await preloadLegalPage()
  },
  component: PrivacyPage,
})

function PrivacyPage() {
  return <LegalPage id="privacy" />
}
