import { queryOptions } from '@tanstack/react-query'
import { getBlogList, getBlogPost, getLatestPosts } from './blog.functions'

/** TanStack Query options for blog data: loaders ensure them, components read them. */

export function blogListQuery(search: { page: number; tag?: string }) {
  const tag = search.tag || undefined
  return queryOptions({
    queryKey: ['blog', 'list', search.page, tag ?? null],
    queryFn: () => getBlogList({ data: { page: search.page, tag } }),
  })
}

export function blogPostQuery(slug: string) {
  return queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: () => getBlogPost({ data: { slug } }),
  })
}

export const BLOG_TEASER_SIZE = 3

export function latestPostsQuery(limit: number = BLOG_TEASER_SIZE) {
  return queryOptions({
    queryKey: ['blog', 'latest', limit],
    queryFn: () => getLatestPosts({ data: { limit } }),
  })
}
