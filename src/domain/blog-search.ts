import * as v from 'valibot'
import { SLUG_PATTERN, TAG_MAX_LENGTH } from './slug'

/** Public blog list search params: a bad value falls back to the default and never errors. */
export const BLOG_PAGE_SIZE = 6
export const BlogSearchSchema = v.object({
  // Missing means page 1; keeping it out of the output keeps '/blog' free of '?page=1'.
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))), undefined),
  tag: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(TAG_MAX_LENGTH), v.regex(SLUG_PATTERN))), undefined),
})
export type BlogSearch = v.InferOutput<typeof BlogSearchSchema>
