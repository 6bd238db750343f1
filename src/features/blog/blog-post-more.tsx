import { Title } from '@mantine/core'
import type { PostSummary } from '~/domain/post'
import { Columns } from '~/ui/columns/columns'
import { Section } from '~/ui/section/section'
import { BlogCta } from './blog-cta'
import { PostCard } from './post-card'
import classes from './blog.module.css'

/** Below a post: related articles (when there are any) and the call to action. */
export function BlogPostMore({ related, slug }: { related: PostSummary[]; slug: string }) {
  return (
    <>
      {related.length > 0 ? (
        <Section tinted py={{ base: 48, md: 72 }} aria-labelledby="related-heading">
          <Title order={2} id="related-heading" mb="xl" className={classes.relatedTitle}>
            Related articles
          </Title>
          <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" data-testid="related-posts">
            {related.map((item) => (
              <PostCard key={item.id} post={item} headingOrder={3} />
            ))}
          </Columns>
        </Section>
      ) : null}
      <Section py={{ base: 48, md: 72 }}>
        <BlogCta source={`blog:${slug}`} />
      </Section>
    </>
  )
}
