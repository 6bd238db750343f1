import * as v from 'valibot'
import type { Queryable } from '~/server/db/database.server'
import { camelColumns } from '~/server/db/rows.server'
import { announcePostChange } from '~/server/page-cache/invalidation.server'
import { readingMinutes, type PostContent } from '~/domain/post-content'
import {
  PostInputSchema,
  PostPatchSchema,
  type Post,
  type PostInput,
  type PostPage,
  type PostPatch,
  type PostState,
  type PostStatus,
  type PostSummary,
  type TagCount,
} from '~/domain/post'
import { isValidSlug, slugify, slugWithSuffix } from '~/domain/slug'

/** Input that failed the shared post schema; `issues` are readable messages by field. */
export class PostValidationError extends Error {
  constructor(readonly issues: Array<{ field: string; message: string }>) {
    super(`Invalid post: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`)
    this.name = 'PostValidationError'
  }
}

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The slug '${slug}' is already used by another post.`)
    this.name = 'SlugTakenError'
  }
}

const SUMMARY_COLUMNS = `id, title, slug, excerpt, cover_image_url, tags, author_name, reading_minutes, status,
  published_at, created_at, updated_at, meta_description, share_image_url,
  CASE WHEN status = 'draft' THEN 'draft' WHEN published_at > now() THEN 'scheduled' ELSE 'published' END AS state`
const ALL_COLUMNS = `${SUMMARY_COLUMNS}, content`
/** Visible to the public: published, and not scheduled for later. */
const PUBLIC = `status = 'published' AND published_at <= now()`
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

interface PostRow {
  id: string
  title: string
  slug: string
  excerpt: string
  cover_image_url: string | null
  tags: string[] | null
  author_name: string
  reading_minutes: number
  status: PostStatus
  published_at: Date | string | null
  created_at: Date | string
  updated_at: Date | string
  meta_description: string
  share_image_url: string | null
  state: PostState
  content?: unknown
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString()
}

function toSummary(row: PostRow): PostSummary {
  return {
    ...camelColumns(row, [
      'id',
      'title',
      'slug',
      'excerpt',
      'cover_image_url',
      'author_name',
      'reading_minutes',
      'status',
      'state',
      'meta_description',
      'share_image_url',
    ]),
    tags: row.tags ?? [],
    publishedAt: row.published_at === null ? null : iso(row.published_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

function toPost(row: PostRow): Post {
  const content = (typeof row.content === 'string' ? JSON.parse(row.content) : row.content) as PostContent | null
  return { ...toSummary(row), content: content ?? { blocks: [] } }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) {
    throw new PostValidationError(
      result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? 'post', message: issue.message })),
    )
  }
  return result.output
}

function pageArgs(page: number | undefined, pageSize: number | undefined) {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? 10), 1), 100)
  const current = Math.max(Math.trunc(page ?? 1), 1)
  return { size, current, offset: (current - 1) * size }
}

/**
 * Every read and write of blog posts. Writes go through the shared valibot schema, so titles
 * are plain text, slugs follow the slug rule and content is sanitised Editor.js data before it
 * reaches the database, whatever the caller (admin, seed, script) sends.
 */
export class PostRepository {
  constructor(private readonly db: Queryable) {}

  /** Published posts, newest first, one page at a time, optionally with one tag. */
  async listPublished(options: { page?: number; pageSize?: number; tag?: string } = {}): Promise<PostPage> {
    const tag = options.tag && isValidSlug(options.tag) ? options.tag : null
    const where = `${PUBLIC} AND ($1::text IS NULL OR tags @> ARRAY[$1::text])`
    return this.summaryPage(where, [tag], 'published_at DESC, id DESC', options)
  }

  /** The latest N published posts (home page teaser, RSS feed). */
  async latestPublished(limit: number): Promise<PostSummary[]> {
    return (await this.listPublished({ page: 1, pageSize: limit })).posts
  }

  async getPublishedBySlug(slug: string): Promise<Post | null> {
    if (!isValidSlug(slug)) return null
    const { rows } = await this.db.query<PostRow>(`SELECT ${ALL_COLUMNS} FROM posts WHERE slug = $1 AND ${PUBLIC}`, [
      slug,
    ])
    return rows[0] ? toPost(rows[0]) : null
  }

  /** Other published posts, those sharing most tags with this one first, then the newest. */
  async relatedPublished(post: Pick<Post, 'id' | 'tags'>, limit = 3): Promise<PostSummary[]> {
    const { rows } = await this.db.query<PostRow>(
      `SELECT ${SUMMARY_COLUMNS},
         cardinality(ARRAY(SELECT unnest(tags) INTERSECT SELECT unnest($2::text[]))) AS shared_tags
       FROM posts WHERE ${PUBLIC} AND id <> $1::uuid
       ORDER BY shared_tags DESC, published_at DESC, id DESC LIMIT $3`,
      [post.id, post.tags, limit],
    )
    return rows.map(toSummary)
  }

  /** Tags of published posts with how many posts carry them, most used first. */
  async publishedTagCounts(): Promise<TagCount[]> {
    const { rows } = await this.db.query<TagCount>(
      `SELECT tag, count(*)::int AS count FROM posts, unnest(tags) AS tag WHERE ${PUBLIC}
       GROUP BY tag ORDER BY count DESC, tag ASC`,
    )
    return rows
  }

  /**
   * Admin list: every state, most recently edited first; `q` searches title, slug and excerpt
   * (case-insensitive substring, in SQL), `state` keeps drafts, scheduled or published posts.
   */
  async listAll(
    options: { page?: number; pageSize?: number; state?: PostState; status?: PostStatus; q?: string } = {},
  ): Promise<PostPage> {
    const state = options.state ?? options.status ?? null
    const q = options.q?.trim().slice(0, 200) || null
    const pattern = q === null ? null : `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const where = `($1::text IS NULL OR (CASE WHEN status = 'draft' THEN 'draft' WHEN published_at > now() THEN 'scheduled' ELSE 'published' END) = $1::text)
      AND ($2::text IS NULL OR title ILIKE $2 OR slug ILIKE $2 OR excerpt ILIKE $2)`
    return this.summaryPage(where, [state, pattern], 'updated_at DESC, id DESC', options)
  }

  /**
   * One page of the posts matching `where` (whose parameters are `params`, $1 on), in `order`,
   * with the total the pager needs.
   */
  private async summaryPage(
    where: string,
    params: unknown[],
    order: string,
    options: { page?: number; pageSize?: number },
  ): Promise<PostPage> {
    const { size, current, offset } = pageArgs(options.page, options.pageSize)
    const limit = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`
    const [{ rows }, count] = await Promise.all([
      this.db.query<PostRow>(`SELECT ${SUMMARY_COLUMNS} FROM posts WHERE ${where} ORDER BY ${order} ${limit}`, [
        ...params,
        size,
        offset,
      ]),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM posts WHERE ${where}`, params),
    ])
    const total = count.rows[0]?.n ?? 0
    return {
      posts: rows.map(toSummary),
      page: current,
      pageSize: size,
      total,
      totalPages: Math.max(1, Math.ceil(total / size)),
    }
  }

  /**
   * Scheduled posts whose time came after `since` (up to now), and when the next one is due:
   * what the schedule timer needs to drop cached pages at the right moment.
   */
  async dueSince(since: Date): Promise<{ now: Date; due: number; nextDueAt: Date | null }> {
    const { rows } = await this.db.query<{ now: Date | string; due: number; next: Date | string | null }>(
      // The check's time is cut to whole milliseconds, as precise as the JavaScript Date the next
      // check passes back as $1: with Postgres's microseconds a post published in the same
      // millisecond as a check, just after it, would otherwise be counted by two checks.
      `WITH t AS (SELECT date_trunc('milliseconds', now()) AS now)
       SELECT t.now AS now,
         (SELECT count(*)::int FROM posts WHERE status = 'published' AND published_at > $1 AND published_at <= t.now) AS due,
         (SELECT min(published_at) FROM posts WHERE status = 'published' AND published_at > t.now) AS next
       FROM t`,
      [since],
    )
    const row = rows[0]!
    return { now: new Date(row.now), due: row.due, nextDueAt: row.next === null ? null : new Date(row.next) }
  }

  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM posts')
    return rows[0]?.n ?? 0
  }

  async getById(id: string): Promise<Post | null> {
    if (!UUID_PATTERN.test(id)) return null
    const { rows } = await this.db.query<PostRow>(`SELECT ${ALL_COLUMNS} FROM posts WHERE id = $1::uuid`, [id])
    return rows[0] ? toPost(rows[0]) : null
  }

  /** The first free slug among base, base-2, base-3 ... */
  private async freeSlug(base: string, exceptId: string | null = null): Promise<string> {
    const { rows } = await this.db.query<{ slug: string }>(
      `SELECT slug FROM posts WHERE (slug = $1 OR slug LIKE $2) AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [base, `${base.slice(0, 90)}-%`, exceptId],
    )
    const taken = new Set(rows.map((row) => row.slug))
    for (let n = 1; ; n += 1) {
      const candidate = slugWithSuffix(base, n)
      if (!taken.has(candidate)) return candidate
    }
  }

  /**
   * Creates a post. Without a slug one is generated from the title and made unique; a slug
   * given explicitly must be free (SlugTakenError otherwise).
   */
  async create(input: PostInput): Promise<Post> {
    const post = parseOrThrow(PostInputSchema, input)
    const publishedAt = post.publishedAt ?? (post.status === 'published' ? new Date() : null)
    for (let attempt = 0; ; attempt += 1) {
      const slug = post.slug ?? (await this.freeSlug(slugify(post.title)))
      try {
        const { rows } = await this.db.query<PostRow>(
          `INSERT INTO posts (title, slug, excerpt, cover_image_url, content, status, tags, author_name, reading_minutes,
             published_at, meta_description, share_image_url)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::text[], $8, $9, $10, $11, $12)
           RETURNING ${ALL_COLUMNS}`,
          [
            post.title,
            slug,
            post.excerpt,
            post.coverImageUrl,
            JSON.stringify(post.content),
            post.status,
            post.tags,
            post.authorName,
            readingMinutes(post.content),
            publishedAt,
            post.metaDescription,
            post.shareImageUrl,
          ],
        )
        await announcePostChange(this.db)
        return toPost(rows[0]!)
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        // An explicit slug is the author's choice: report it. A generated one lost a race: retry.
        if (post.slug || attempt >= 4) throw new SlugTakenError(slug)
      }
    }
  }

  /** Changes the named fields; returns null when there is no such post. */
  async update(id: string, patch: PostPatch): Promise<Post | null> {
    if (!UUID_PATTERN.test(id)) return null
    const changes = parseOrThrow(PostPatchSchema, patch)
    const sets: string[] = []
    const params: unknown[] = [id]
    const set = (column: string, value: unknown, cast = '') => {
      params.push(value)
      sets.push(`${column} = $${params.length}${cast}`)
    }
    if (changes.title !== undefined) set('title', changes.title)
    if (changes.slug !== undefined) set('slug', changes.slug)
    if (changes.excerpt !== undefined) set('excerpt', changes.excerpt)
    if (changes.coverImageUrl !== undefined) set('cover_image_url', changes.coverImageUrl)
    if (changes.content !== undefined) {
      set('content', JSON.stringify(changes.content), '::jsonb')
      set('reading_minutes', readingMinutes(changes.content))
    }
    if (changes.tags !== undefined) set('tags', changes.tags, '::text[]')
    if (changes.authorName !== undefined) set('author_name', changes.authorName)
    if (changes.metaDescription !== undefined) set('meta_description', changes.metaDescription)
    if (changes.shareImageUrl !== undefined) set('share_image_url', changes.shareImageUrl)
    // A published post keeps a date: clearing it on a published post is ignored by COALESCE.
    if (changes.publishedAt !== undefined) {
      params.push(changes.publishedAt)
      sets.push(
        `published_at = CASE WHEN status = 'published' THEN COALESCE($${params.length}, published_at) ELSE $${params.length} END`,
      )
    }
    sets.push('updated_at = now()')
    try {
      const { rows } = await this.db.query<PostRow>(
        `UPDATE posts SET ${sets.join(', ')} WHERE id = $1::uuid RETURNING ${ALL_COLUMNS}`,
        params,
      )
      if (rows[0]) await announcePostChange(this.db)
      return rows[0] ? toPost(rows[0]) : null
    } catch (error) {
      if (isUniqueViolation(error) && changes.slug) throw new SlugTakenError(changes.slug)
      throw error
    }
  }

  /**
   * Publishes a post; it keeps an earlier publication date unless `at` is given. A date ahead
   * schedules it (public from that time on); publishing a scheduled post without `at` makes it
   * public now.
   */
  async publish(id: string, at?: Date): Promise<Post | null> {
    if (!UUID_PATTERN.test(id)) return null
    const { rows } = await this.db.query<PostRow>(
      `UPDATE posts SET status = 'published',
         published_at = COALESCE($2::timestamptz, CASE WHEN published_at > now() THEN now() ELSE published_at END, now()),
         updated_at = now()
       WHERE id = $1::uuid RETURNING ${ALL_COLUMNS}`,
      [id, at ?? null],
    )
    if (rows[0]) await announcePostChange(this.db)
    return rows[0] ? toPost(rows[0]) : null
  }

  /** Back to draft: gone from the public blog, the feed and the sitemap. */
  async unpublish(id: string): Promise<Post | null> {
    if (!UUID_PATTERN.test(id)) return null
    const { rows } = await this.db.query<PostRow>(
      `UPDATE posts SET status = 'draft', updated_at = now() WHERE id = $1::uuid RETURNING ${ALL_COLUMNS}`,
      [id],
    )
    if (rows[0]) await announcePostChange(this.db)
    return rows[0] ? toPost(rows[0]) : null
  }

  async delete(id: string): Promise<boolean> {
    if (!UUID_PATTERN.test(id)) return false
    const { rows } = await this.db.query<{ id: string }>('DELETE FROM posts WHERE id = $1::uuid RETURNING id', [id])
    if (rows.length > 0) await announcePostChange(this.db)
    return rows.length > 0
  }

  /** A free slug for a title (for an admin form's suggestion). */
  async suggestSlug(title: string, exceptId?: string): Promise<string> {
    return this.freeSlug(slugify(title), exceptId && UUID_PATTERN.test(exceptId) ? exceptId : null)
  }
}
