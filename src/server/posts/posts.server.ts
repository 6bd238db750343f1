import { getDb } from '~/server/db/index.server'
import type { SitemapEntry } from '~/features/seo/sitemap'
import { BLOG_PAGE_SIZE } from '~/features/blog/blog-search'
import type { Post, PostPage, PostSummary, TagCount } from '~/features/blog/post-types'
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

export async function loadLatestPosts(limit: number): Promise<PostSummary[]> {
  return (await getPostRepository()).latestPublished(limit)
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
