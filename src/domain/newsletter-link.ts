/**
 * The pages of the links in the newsletter's mail (/newsletter/confirm, /newsletter/unsubscribe):
 * their outcome. Apart from the sign-up schema and the pages' wording (newsletter.ts), so the two
 * routes' search checks bring neither into every page's entry.
 */
export type NewsletterLinkResult = 'confirmed' | 'unsubscribed' | 'invalid'

/** `?result=` of the link pages: anything else is dropped. */
export function readNewsletterLinkResult(value: unknown): NewsletterLinkResult | undefined {
  return value === 'confirmed' || value === 'unsubscribed' || value === 'invalid' ? value : undefined
}
