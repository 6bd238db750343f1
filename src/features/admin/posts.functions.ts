import { createServerFn } from '@tanstack/react-start'
import { inputValidator } from '~/server/leads/public-error.server'
import * as v from 'valibot'
import { AdminPageInput } from './admin-list-search'
import { POST_STATUSES } from '~/domain/post'
import { requireAdmin } from '~/server/auth/require-admin.server'
import { getPostRepository } from '~/server/posts/posts.server'
import { PostValidationError, SlugTakenError } from '~/server/posts/post-repository.server'

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
    status: v.optional(v.picklist(POST_STATUSES)),
    // Editor.js data: checked and sanitised block by block by the repository's schema.
    content: v.optional(v.any()),
  }),
  v.check((value) => JSON.stringify(value).length <= MAX_POST_JSON, 'The post is too large.'),
)

type PostMutationResult<T> = { ok: true; value: T } | { ok: false; message: string; fields?: Record<string, string> }

function failure(error: unknown): { ok: false; message: string; fields?: Record<string, string> } {
  if (error instanceof PostValidationError) {
    return {
      ok: false,
      message: 'Please correct the highlighted fields.',
      fields: Object.fromEntries(error.issues.map((issue) => [issue.field.split('.')[0] ?? 'post', issue.message])),
    }
  }
  if (error instanceof SlugTakenError) return { ok: false, message: error.message, fields: { slug: error.message } }
  throw error
}

export const listAdminPosts = createServerFn({ method: 'GET' })
  .validator(
    inputValidator(
      v.object({
        page: AdminPageInput,
        status: v.optional(v.picklist(POST_STATUSES)),
      }),
    ),
  )
  .handler(async ({ data }) => {
    await requireAdmin()
    return (await getPostRepository()).listAll({ page: data.page, pageSize: 20, status: data.status })
  })

export const getAdminPost = createServerFn({ method: 'GET' })
  .validator(inputValidator(v.object({ id: IdSchema })))
  .handler(async ({ data }) => {
    await requireAdmin()
    return (await getPostRepository()).getById(data.id)
  })

export const suggestPostSlug = createServerFn({ method: 'GET' })
  .validator(inputValidator(v.object({ title: v.pipe(v.string(), v.maxLength(200)), id: v.optional(IdSchema) })))
  .handler(async ({ data }) => {
    await requireAdmin()
    return (await getPostRepository()).suggestSlug(data.title, data.id)
  })

export const createPost = createServerFn({ method: 'POST' })
  .validator(inputValidator(v.object({ post: PostPayloadSchema })))
  .handler(async ({ data }) => {
    await requireAdmin()
    try {
      const post = await (await getPostRepository()).create({ ...data.post, title: data.post.title ?? '' })
      return { ok: true, value: { id: post.id, slug: post.slug } } satisfies PostMutationResult<unknown>
    } catch (error) {
      return failure(error)
    }
  })

export const updatePost = createServerFn({ method: 'POST' })
  .validator(
    inputValidator(v.object({ id: IdSchema, patch: PostPayloadSchema, status: v.optional(v.picklist(POST_STATUSES)) })),
  )
  .handler(async ({ data }) => {
    await requireAdmin()
    try {
      const repository = await getPostRepository()
      let post = await repository.update(data.id, data.patch)
      if (post && data.status && data.status !== post.status) {
        post = data.status === 'published' ? await repository.publish(data.id) : await repository.unpublish(data.id)
      }
      if (!post) return { ok: false, message: 'That post no longer exists.' } as const
      return { ok: true, value: { id: post.id, slug: post.slug } } as const
    } catch (error) {
      return failure(error)
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
