import { createServerFn } from '@tanstack/react-start'
import { inputValidator } from '~/server/leads/public-error.server'
import * as v from 'valibot'
import { getServerConfig } from '~/server/config.server'
import { loadBlogList, loadBlogPost, loadLatestPosts } from '~/server/posts/posts.server'
import { normalizePostContent } from '~/domain/post-content'
import { SLUG_MAX_LENGTH, SLUG_PATTERN, TAG_MAX_LENGTH } from '~/domain/slug'

/** Public, read-only blog data. Inputs are validated and limited like any other input. */

const BlogListInput = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  tag: v.optional(v.pipe(v.string(), v.maxLength(TAG_MAX_LENGTH), v.regex(SLUG_PATTERN))),
})

export const getBlogList = createServerFn({ method: 'GET' })
  .validator(inputValidator(BlogListInput))
  .handler(({ data }) => loadBlogList(data))

/** One page of the blog list, as /blog shows it. */
export type BlogList = Awaited<ReturnType<typeof getBlogList>>

// Any string up to the slug length is accepted: an invalid slug simply finds no post (404).
const BlogPostInput = v.object({ slug: v.pipe(v.string(), v.maxLength(SLUG_MAX_LENGTH * 2)) })

export const getBlogPost = createServerFn({ method: 'GET' })
  .validator(inputValidator(BlogPostInput))
  .handler(async ({ data }) => {
    const found = await loadBlogPost(data.slug)
    if (!found) return null
    // The content is checked and sanitised here, once, so the browser renders safe HTML without
    // loading DOMPurify; the raw Editor.js JSON does not travel to the page at all.
    const { content, ...post } = found.post
    return {
      ...found,
      post,
      body: normalizePostContent(content),
      origin: getServerConfig().SITE_ORIGIN.replace(/\/+$/, ''),
    }
  })

const LatestPostsInput = v.object({ limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)) })

export const getLatestPosts = createServerFn({ method: 'GET' })
  .validator(inputValidator(LatestPostsInput))
  .handler(({ data }) => loadLatestPosts(data.limit))
