import { createFileRoute } from '@tanstack/react-router'
import { readNewsletterLinkResult, type NewsletterLinkResult } from '~/domain/newsletter-link'
import { NewsletterLinkPage } from '~/features/newsletter/newsletter-link-page'

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
  // The post of the page's button, and RFC 8058's one-click post (server-only code, loaded on the server).
  server: {
    handlers: {
      POST: async ({ request }) =>
        (await import('~/server/forms/newsletter-links.server')).newsletterConfirmPost(request),
    },
  },
  component: ConfirmPage,
})

function ConfirmPage() {
  const { token, result } = Route.useSearch()
  return <NewsletterLinkPage action="confirm" token={token} result={result} />
}
