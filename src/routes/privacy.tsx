import { createFileRoute } from '@tanstack/react-router'
import { legalDocuments } from '~/content/legal'
import { LegalPage } from '~/features/legal/legal-page'

export const Route = createFileRoute('/privacy')({
  staticData: {
    seo: {
      description:
        'How ReadyApps collects, uses, shares and protects personal data, your rights under Indian data protection law, cookies, children under 13 and our Grievance Officer.',
    },
  },
  component: PrivacyPage,
})

function PrivacyPage() {
  return <LegalPage doc={legalDocuments.privacy} />
}
