/**
 * A post's stored status and the state an admin sees. Kept apart from the post schemas (which
 * pull in the HTML sanitiser): the admin list's URL search reads these, and route search schemas
 * are part of every page's entry JavaScript.
 */
export const POST_STATUSES = ['draft', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

/**
 * What an admin sees: a published post whose date is still ahead is 'scheduled' (stored as
 * 'published' with a future published_at; the public queries show it once that time has come).
 */
export const POST_STATES = ['draft', 'scheduled', 'published'] as const
export type PostState = (typeof POST_STATES)[number]

/** The state an admin sees: the repository's `state`, or the stored status for a hand-made summary. */
export function postStateOf(post: { state?: PostState; status: PostStatus }): PostState {
  return post.state ?? post.status
}
