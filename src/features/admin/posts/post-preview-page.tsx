import { Alert, Anchor, Container } from '@mantine/core'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconEye } from '@tabler/icons-react'
import { postStateOf } from '~/domain/post'
import { BlogPostArticle } from '~/features/blog/blog-post-page'
import { formatAdminDateTime } from '../format'
import { getPostPreview } from '../posts.functions'

/** Always fetched fresh: a preview shows the draft as saved a moment ago. */
export const postPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'post-preview', id],
    queryFn: () => getPostPreview({ data: { id } }),
    staleTime: 0,
    gcTime: 0,
  })

/**
 * The admin preview of a post in any state, rendered by the public post page's own component
 * (BlogPostArticle), so it shows exactly what /blog/<slug> will.
 */
export function PostPreviewPage({ id }: { id: string }) {
  const { data } = useSuspenseQuery(postPreviewQuery(id))
  if (!data) return null
  const { post } = data
  const state = postStateOf(post)
  const where =
    state === 'published'
      ? `It is live at /blog/${post.slug}.`
      : state === 'scheduled'
        ? `It appears at /blog/${post.slug} on ${formatAdminDateTime(post.publishedAt)}.`
        : `It is a draft: nobody else can see it until it is published at /blog/${post.slug}.`
  return (
    <>
      <Container size={820} pt="md">
        <Alert color="yellow" icon={<IconEye size={18} />} title="Preview" data-testid="preview-banner">
          This is how the post looks on the blog. {where}{' '}
          <Anchor component={Link} to="/admin/dashboard/postmanagement" fz="sm" c="inherit" td="underline">
            Back to posts
          </Anchor>
        </Alert>
      </Container>
      <BlogPostArticle data={data} />
    </>
  )
}
