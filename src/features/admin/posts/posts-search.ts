import * as v from 'valibot'
import { POST_STATES } from '~/domain/post'

/**
 * The URL search of the posts list: page, state filter (draft, scheduled, published) and the
 * search text. No defaults (a default would make the router redirect before the guard runs); a
 * bad value falls back to none.
 */
export const PostsSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  status: v.fallback(v.optional(v.picklist(POST_STATES)), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
})

export type PostsSearch = v.InferOutput<typeof PostsSearchSchema>
