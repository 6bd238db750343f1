import { getDb } from '~/server/boot.server'
import { DatabaseUnavailableError, isDatabaseUnavailable } from '~/server/db/database.server'
import { markDependencyDown } from '~/server/http/request-state.server'
import { logError } from '~/server/log.server'
import type { SitemapEntry } from '~/domain/sitemap'
import { BLOG_PAGE_SIZE } from '~/domain/blog-search'
import type { Post, PostPage, PostSummary, TagCount } from '~/domain/post'
import { PostRepository } from './post-repository.server'

/** What the public blog needs, on top of the repository. Server functions call these. */

export async function getPostRepository(): Promise<PostRepository> {
  return new PostRepository(await getDb())
}

export interface BlogListData extends PostPage {
  tag: string | null
  tags: TagCount[]
}

export async function loadBlogList(options: { page: number; tag?: string }): Promise<BlogListData> {
  const repository = await getPostRepository()
  const [page, tags] = await Promise.all([
    repository.listPublished({ page: options.page, pageSize: BLOG_PAGE_SIZE, tag: options.tag }),
    repository.publishedTagCounts(),
  ])
  return { ...page, tag: options.tag ?? null, tags }
}

export interface BlogPostData {
  post: Post
  related: PostSummary[]
}

export async function loadBlogPost(slug: string): Promise<BlogPostData | null> {
  const repository = await getPostRepository()
  const post = await repository.getPublishedBySlug(slug)
  if (!post) return null
  return { post, related: await repository.relatedPublished(post, 3) }
}

/**
 * The home page's blog teaser. Optional: when the database is down the page renders without it
 * (an empty list) instead of failing, and the request is marked so no cache keeps that copy.
 */
/** The teaser is optional: a slow database must not hold the home page for seconds. */
const LATEST_POSTS_BUDGET_MS = 1_500

export async function loadLatestPosts(limit: number): Promise<PostSummary[]> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    const latest = (async () => (await getPostRepository()).latestPublished(limit))()
    const budget = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DatabaseUnavailableError(new Error(`no answer within ${LATEST_POSTS_BUDGET_MS} ms`))),
        LATEST_POSTS_BUDGET_MS,
      )
    })
    // The losing query keeps running until the database's own timeouts end it: nothing waits for it.
    latest.catch(() => undefined)
    return await Promise.race([latest, budget])
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    logError('Latest posts unavailable (rendering without them)', error)
    markDependencyDown()
    return []
  } finally {
    clearTimeout(timer)
  }
}

export const FEED_SIZE = 20

/** Every published post, with its last update, for /sitemap.xml. */
export async function postSitemapEntries(): Promise<SitemapEntry[]> {
  const repository = await getPostRepository()
  const entries: SitemapEntry[] = []
  for (let page = 1; ; page += 1) {
    const result = await repository.listPublished({ page, pageSize: 100 })
    for (const post of result.posts) {
      entries.push({
        path: `/blog/${post.slug}`,
        lastModified: post.updatedAt,
        changeFrequency: 'monthly',
        priority: 0.6,
      })
    }
    if (page >= result.totalPages) return entries
  }
}
