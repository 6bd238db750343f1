import { createFileRoute } from '@tanstack/react-router'
import { ThankYouPage } from '~/features/contact/thank-you-page'

// noindex comes from the site-wide SEO rules for /thank-you.
export const Route = createFileRoute('/thank-you')({
  component: ThankYouPage,
})
