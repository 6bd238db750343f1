import { createFileRoute } from '@tanstack/react-router'
import { readNewsletterLinkResult, type NewsletterLinkResult } from '~/domain/newsletter-link'
import { NewsletterLinkPage } from '~/features/newsletter/newsletter-link-page'

interface LinkSearch {
  token?: string
  result?: NewsletterLinkResult
}

/** The unsubscribe link of every message to a subscriber: a page with one button; RFC 8058 one-click posts here too. */
export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): LinkSearch => ({
    token: typeof search.token === 'string' && search.token.length <= 100 ? search.token : undefined,
    result: readNewsletterLinkResult(search.result),
  }),
  staticData: { seo: { title: 'Unsubscribe - ReadyApps', noindex: true } },
  // The post of the page's button, and RFC 8058's one-click post (server-only code, loaded on the server).
  server: {
    handlers: {
      POST: async ({ request }) =>
        (await import('~/server/forms/newsletter-links.server')).newsletterUnsubscribePost(request),
    },
  },
  component: UnsubscribePage,
})

function UnsubscribePage() {
  const { token, result } = Route.useSearch()
  return <NewsletterLinkPage action="unsubscribe" token={token} result={result} />
}
