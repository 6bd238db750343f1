import { siteConfig } from '#app-config'

/** Someone who writes the blog's posts, as the admin types the name on a post. */
export interface Author {
  name: string
  /** Their X (Twitter) handle with its @, when they have one the site may name. */
  twitterHandle?: string
}

/**
 * The blog's known authors. A post names its author by free text (the admin's editor); an author
 * listed here with a handle gets it as the post's `twitter:creator`. Add a person's handle only
 * with their word: an unlisted name, or one without a handle, simply has no creator tag.
 */
export const authors: readonly Author[] = [{ name: 'ReadyApps Team', twitterHandle: siteConfig.twitterHandle }]

/** The X handle of a post's author, matched by name (case and spacing ignored), if they have one. */
export function twitterHandleOf(authorName: string): string | undefined {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()
  return authors.find((author) => key(author.name) === key(authorName))?.twitterHandle
}
