import type { PostContent } from './post-content'
import type { PostStatus } from './post-schema'

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
  publishedAt: string | null
  createdAt: string
  updatedAt: string
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
