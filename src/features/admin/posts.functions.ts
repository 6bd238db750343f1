import { createServerFn } from '@tanstack/react-start'
import { PublicError, inputValidator } from '~/server/leads/public-error.server'
import * as v from 'valibot'
import { AdminPageInput } from './admin-page-input'
import { POST_STATES, POST_STATUSES, postStateOf, type PostSummary } from '~/domain/post'
import { normalizePostContent } from '~/domain/post-content'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getServerConfig } from '~/server/config.server'
import { getPostRepository } from '~/server/posts/posts.server'
import { PostValidationError, SlugTakenError, type PostRepository } from '~/server/posts/post-repository.server'
import { rearmPostScheduleTimer } from '~/server/posts/schedule-timer.server'

const IdSchema = v.pipe(v.string(), v.uuid('Unknown post.'))
/** The whole post as sent by the editor; the repository validates and sanitises every field. */
const MAX_POST_JSON = 450_000
const PostPayloadSchema = v.pipe(
  v.object({
    title: v.optional(v.string()),
    slug: v.optional(v.string()),
    excerpt: v.optional(v.string()),
    coverImageUrl: v.optional(v.nullable(v.string())),
    tags: v.optional(v.array(v.string())),
    authorName: v.optional(v.string()),
    metaDescription: v.optional(v.string()),
    shareImageUrl: v.optional(v.nullable(v.string())),
    // Editor.js data: checked and sanitised block by block by the repository's schema.
    content: v.optional(v.any()),
  }),
  v.check((value) => JSON.stringify(value).length <= MAX_POST_JSON, 'The post is too large.'),
)

/** A date the admin picked for a scheduled post (ISO, from the browser's local time). */
const PublishAtSchema = v.pipe(
  v.string(),
  v.maxLength(40),
  v.transform((value) => new Date(value)),
  v.check((date) => !Number.isNaN(date.getTime()), 'Enter a valid date and time.'),
)

/** How the post should stand after the save: the editor's three choices. */
const TargetSchema = v.optional(
  v.variant('state', [
    v.object({ state: v.literal('draft') }),
    v.object({ state: v.literal('published') }),
    v.object({ state: v.literal('scheduled'), publishAt: PublishAtSchema }),
  ]),
)
type Target = v.InferOutput<typeof TargetSchema>

/** A year ahead is the furthest a post can be scheduled (a typo in the year is caught). */
const MAX_SCHEDULE_MS = 366 * 24 * 60 * 60 * 1000

function checkTarget(target: Target): void {
  if (target?.state !== 'scheduled') return
  const ahead = target.publishAt.getTime() - Date.now()
  const message =
    ahead <= 0 ? 'Pick a time in the future.' : ahead > MAX_SCHEDULE_MS ? 'Pick a time within a year.' : null
  if (message) throw PublicError.of('invalid', message, { fields: { publishAt: message } })
}

/**
 * Repository refusals as the error envelope (400 with field errors), like every other form:
 * `fields` are keyed by the form's field names.
 */
function asPublicError(error: unknown): unknown {
  if (error instanceof PostValidationError) {
    const fields: Record<string, string> = {}
    for (const issue of error.issues) {
      const field = issue.field.split('.')[0] ?? 'post'
      fields[field] ??= issue.message
    }
    return PublicError.of('invalid', 'Please correct the highlighted fields.', { fields })
  }
  if (error instanceof SlugTakenError)
    return PublicError.of('invalid', error.message, { fields: { slug: error.message } })
  return error
}

async function applyTarget(repository: PostRepository, id: string, target: Target) {
  if (!target) return repository.getById(id)
  if (target.state === 'draft') return repository.unpublish(id)
  const post = await repository.publish(id, target.state === 'scheduled' ? target.publishAt : undefined)
  // A new due time: the timer looks again so cached pages are dropped when it comes.
  if (target.state === 'scheduled') rearmPostScheduleTimer()
  return post
}

/** What the editor needs back from a save: the id (a new post's), the slug the server chose, the state. */
function savedPost(post: PostSummary) {
  return { id: post.id, slug: post.slug, state: postStateOf(post), updatedAt: post.updatedAt }
}

const ListInput = v.object({
  page: AdminPageInput,
  status: v.optional(v.picklist(POST_STATES)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
})

export const listAdminPosts = createServerFn({ method: 'GET' })
  .validator(inputValidator(ListInput))
  .handler(async ({ data }) => {
    await requireAdmin()
    return (await getPostRepository()).listAll({ page: data.page, pageSize: 20, state: data.status, q: data.q })
  })

export const getAdminPost = createServerFn({ method: 'GET' })
  .validator(inputValidator(v.object({ id: IdSchema })))
  .handler(async ({ data }) => {
    await requireAdmin()
    return (await getPostRepository()).getById(data.id)
  })

/**
 * A post exactly as /blog/$slug would receive it (the same shape as getBlogPost), whatever its
 * state: the admin preview renders it with the public components.
 */
export const getPostPreview = createServerFn({ method: 'GET' })
  .validator(inputValidator(v.object({ id: IdSchema })))
  .handler(async ({ data }) => {
    await requireAdmin()
    const repository = await getPostRepository()
    const found = await repository.getById(data.id)
    if (!found) return null
    const { content, ...post } = found
    return {
      post,
      related: await repository.relatedPublished(found, 3),
      body: normalizePostContent(content),
      origin: getServerConfig().SITE_ORIGIN.replace(/\/+$/, ''),
    }
  })

export const suggestPostSlug = createServerFn({ method: 'GET' })
  .validator(inputValidator(v.object({ title: v.pipe(v.string(), v.maxLength(200)), id: v.optional(IdSchema) })))
  .handler(async ({ data }) => {
    await requireAdmin()
    return (await getPostRepository()).suggestSlug(data.title, data.id)
  })

export const createPost = createServerFn({ method: 'POST' })
  .validator(inputValidator(v.object({ post: PostPayloadSchema, target: TargetSchema })))
  .handler(async ({ data }) => {
    await requireAdmin()
    checkTarget(data.target)
    const repository = await getPostRepository()
    try {
      const created = await repository.create({ ...data.post, title: data.post.title ?? '', status: 'draft' })
      const post = (await applyTarget(repository, created.id, data.target)) ?? created
      return savedPost(post)
    } catch (error) {
      throw asPublicError(error)
    }
  })

export const updatePost = createServerFn({ method: 'POST' })
  .validator(inputValidator(v.object({ id: IdSchema, patch: PostPayloadSchema, target: TargetSchema })))
  .handler(async ({ data }) => {
    await requireAdmin()
    checkTarget(data.target)
    const repository = await getPostRepository()
    try {
      const updated = await repository.update(data.id, data.patch)
      if (!updated) throw PublicError.of('not_found', 'That post no longer exists.')
      const post = (await applyTarget(repository, data.id, data.target)) ?? updated
      return savedPost(post)
    } catch (error) {
      throw asPublicError(error)
    }
  })

export const setPostStatus = createServerFn({ method: 'POST' })
  .validator(inputValidator(v.object({ id: IdSchema, status: v.picklist(POST_STATUSES) })))
  .handler(async ({ data }) => {
    await requireAdmin()
    const repository = await getPostRepository()
    const post = data.status === 'published' ? await repository.publish(data.id) : await repository.unpublish(data.id)
    return post
      ? { ok: true as const, status: post.status }
      : { ok: false as const, message: 'That post no longer exists.' }
  })

export const deletePost = createServerFn({ method: 'POST' })
  .validator(inputValidator(v.object({ id: IdSchema })))
  .handler(async ({ data }) => {
    await requireAdmin()
    return { ok: await (await getPostRepository()).delete(data.id) }
  })
