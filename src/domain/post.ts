import * as v from 'valibot'
import { CONTENT_LIMITS, isSafeImageUrl, normalizePostContent, type PostContent } from './post-content'
import { SLUG_MAX_LENGTH, SLUG_PATTERN, SLUG_RULE_MESSAGE, TAG_MAX_LENGTH, slugify } from './slug'

/**
 * Rules for post fields, shared by the server (repository, server functions) and a future admin
 * form in the browser. The repository parses every write with these schemas, so nothing
 * unvalidated or unsanitised is stored, whoever calls it.
 */

import { POST_STATUSES, type PostState, type PostStatus } from './post-state'

export { POST_STATES, POST_STATUSES, postStateOf, type PostState, type PostStatus } from './post-state'

export const SlugSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter a slug.'),
  v.maxLength(SLUG_MAX_LENGTH, `Keep the slug under ${SLUG_MAX_LENGTH} characters.`),
  v.regex(SLUG_PATTERN, SLUG_RULE_MESSAGE),
)

export const MAX_TAGS = 8
/** Tags are short slugs too, so they work as ?tag= values: 'astrology', 'white-label'. */
export const TagSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((tag) => slugify(tag, TAG_MAX_LENGTH)),
  v.regex(SLUG_PATTERN),
  v.maxLength(TAG_MAX_LENGTH),
)

export const TagsSchema = v.pipe(
  v.array(TagSchema),
  v.transform((tags) => [...new Set(tags)]),
  v.maxLength(MAX_TAGS, `Use at most ${MAX_TAGS} tags.`),
)

function plainText(max: number, label: string, required: boolean) {
  return v.pipe(
    v.string(),
    // Titles, excerpts and names are plain text: markup is dropped, whitespace collapsed.
    v.transform((value: string) =>
      value
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
    v.check((value: string) => !required || value.length > 0, `Enter a ${label}.`),
    v.maxLength(max, `Keep the ${label} under ${max} characters.`),
  )
}

export const TitleSchema = plainText(200, 'title', true)
export const ExcerptSchema = plainText(400, 'excerpt', false)
export const AuthorNameSchema = plainText(100, 'author name', true)
/** Search results show about 155-160 characters; empty means "use the excerpt". */
export const META_DESCRIPTION_MAX = 160
export const MetaDescriptionSchema = plainText(META_DESCRIPTION_MAX, 'meta description', false)

export const ImageUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500),
  v.check((value: string) => isSafeImageUrl(value), 'Use an http(s) image URL or a path on this site.'),
)

/** Content as Editor.js JSON (string or object), validated and sanitised into canonical form. */
export const PostContentSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value
    const size = typeof raw === 'string' ? raw.length : (JSON.stringify(raw ?? null)?.length ?? 0)
    if (size > CONTENT_LIMITS.maxJsonLength) {
      addIssue({ message: 'The post content is too large.' })
      return NEVER
    }
    const result = normalizePostContent(raw)
    if (!result.ok) {
      addIssue({ message: result.message })
      return NEVER
    }
    return result.content as PostContent
  }),
)

const IsoDateSchema = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((value) => new Date(value)),
  v.check((date) => !Number.isNaN(date.getTime()), 'Enter a valid date.'),
)

export const PostInputSchema = v.object({
  title: TitleSchema,
  /** Generated from the title when missing. */
  slug: v.optional(SlugSchema),
  excerpt: v.optional(ExcerptSchema, ''),
  coverImageUrl: v.optional(v.nullable(ImageUrlSchema), null),
  content: v.optional(PostContentSchema, { blocks: [] }),
  status: v.optional(v.picklist(POST_STATUSES), 'draft'),
  tags: v.optional(TagsSchema, []),
  authorName: v.optional(AuthorNameSchema, 'ReadyApps Team'),
  /** Defaults to now when the post is created as published; a future date schedules it. */
  publishedAt: v.optional(v.nullable(IsoDateSchema), null),
  metaDescription: v.optional(MetaDescriptionSchema, ''),
  /** The picture shared links show; null: the generated /og/post/<slug>.png card. */
  shareImageUrl: v.optional(v.nullable(ImageUrlSchema), null),
})

export type PostInput = v.InferInput<typeof PostInputSchema>
export type ValidPostInput = v.InferOutput<typeof PostInputSchema>

/** An update changes only the fields it names. */
export const PostPatchSchema = v.object({
  title: v.optional(TitleSchema),
  slug: v.optional(SlugSchema),
  excerpt: v.optional(ExcerptSchema),
  coverImageUrl: v.optional(v.nullable(ImageUrlSchema)),
  content: v.optional(PostContentSchema),
  tags: v.optional(TagsSchema),
  authorName: v.optional(AuthorNameSchema),
  publishedAt: v.optional(v.nullable(IsoDateSchema)),
  metaDescription: v.optional(MetaDescriptionSchema),
  shareImageUrl: v.optional(v.nullable(ImageUrlSchema)),
})

export type PostPatch = v.InferInput<typeof PostPatchSchema>
export type ValidPostPatch = v.InferOutput<typeof PostPatchSchema>

/** What the blog list, teaser, feed and sitemap need: no content. Dates are ISO strings. */
export interface PostSummary {
  id: string
  title: string
  slug: string
  excerpt: string
  coverImageUrl: string | null
  tags: string[]
  authorName: string
  readingMinutes: number
  status: PostStatus
  /**
   * draft, scheduled (published with a date ahead) or published, as of the query. The repository
   * always sets this and the SEO fields; they are optional so hand-made summaries stay valid.
   */
  state?: PostState
  publishedAt: string | null
  createdAt: string
  updatedAt: string
  /** Empty: the excerpt is the description. */
  metaDescription?: string
  shareImageUrl?: string | null
}

export interface Post extends PostSummary {
  content: PostContent
}

export interface PostPage {
  posts: PostSummary[]
  page: number
  pageSize: number
  total: number
  totalPages: number
}

export interface TagCount {
  tag: string
  count: number
}
