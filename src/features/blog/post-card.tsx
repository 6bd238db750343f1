import { Box, Card, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { PostMeta } from './post-meta'
import type { PostSummary } from '~/domain/post'
import { TagLinks } from './tag-links'
import classes from './blog.module.css'

/** A post in a list: cover, tags, title (the link to the post), excerpt, date and reading time. */
export function PostCard({ post, headingOrder = 2 }: { post: PostSummary; headingOrder?: 2 | 3 }) {
  return (
    <Card withBorder radius="md" padding={0} className={classes.card} component="article" data-testid="post-card">
      {post.coverImageUrl ? (
        <img
          src={post.coverImageUrl}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          decoding="async"
          className={classes.cover}
        />
      ) : (
        <div className={classes.coverFallback} aria-hidden />
      )}
      <Stack gap="xs" p="lg" flex={1}>
        <TagLinks tags={post.tags} className={classes.above} />
        <Title order={headingOrder} fz="1.3rem" lh={1.3}>
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={classes.stretched}>
            {post.title}
          </Link>
        </Title>
        <Box flex={1}>
          <Text c="dimmed" lineClamp={3}>
            {post.excerpt}
          </Text>
        </Box>
        <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
      </Stack>
    </Card>
  )
}
