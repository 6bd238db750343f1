import { createFileRoute } from '@tanstack/react-router'
import { readNewsletterLinkResult, type NewsletterLinkResult } from '~/domain/newsletter'
import { NewsletterLinkPage } from '~/features/newsletter/newsletter-link-page'
import { newsletterConfirmPost } from '~/server/forms/newsletter-links.server'

interface LinkSearch {
  token?: string
  result?: NewsletterLinkResult
}

/** The confirmation link of a newsletter sign-up: a page with one button (GET changes nothing). */
export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: (search: Record<string, unknown>): LinkSearch => ({
    token: typeof search.token === 'string' && search.token.length <= 100 ? search.token : undefined,
    result: readNewsletterLinkResult(search.result),
  }),
  staticData: { seo: { title: 'Confirm your subscription - ReadyApps', noindex: true } },
  server: { handlers: { POST: ({ request }) => newsletterConfirmPost(request) } },
  component: ConfirmPage,
})

function ConfirmPage() {
  const { token, result } = Route.useSearch()
  return <NewsletterLinkPage action="confirm" token={token} result={result} />
}
