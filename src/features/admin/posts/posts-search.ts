import * as v from 'valibot'
import { POST_STATES } from '~/domain/post-state'
import { adminListSearch } from '../admin-list-search'

/**
 * The URL search of the posts list: the admin lists' page and state filter (draft, scheduled,
 * published), and the search text. Like them, no defaults and a bad value falls back to none.
 */
export const PostsSearchSchema = v.object({
  ...adminListSearch(POST_STATES).entries,
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
})

export type PostsSearch = v.InferOutput<typeof PostsSearchSchema>
