import { Anchor, Box, Container, Divider, Group, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconArrowLeft } from '@tabler/icons-react'
import { mediaSrcSet, parseMediaUrl } from '~/domain/post-media'
import type { BlogPostView } from './blog-post-page'
import { PostMeta } from './post-meta'
import { PostBody } from './post-body'
import { postUrl } from './post-url'
import { ShareLinks } from './share-links'
import { TagLinks } from './tag-links'
import classes from './blog.module.css'

/**
 * The cover: uploaded covers come in width variants, so the page sends the size it needs. The
 * stored URL names the largest variant the upload offers (at most its own width).
 */
function Cover({ url }: { url: string }) {
  const media = parseMediaUrl(url)
  return (
    <img
      src={url}
      srcSet={media ? mediaSrcSet(media.id, media.width) : undefined}
      sizes={media ? '(min-width: 52rem) 788px, calc(100vw - 32px)' : undefined}
      alt=""
      width={1200}
      height={630}
      className={classes.heroCover}
      fetchPriority="high"
    />
  )
}

/** The post itself: its tags, title, author, cover, content and share links (blog-post-page.tsx). */
export function BlogPostArticle({ data }: { data: BlogPostView }) {
  const { post, origin } = data
  const url = postUrl(origin, post.slug)
  return (
    <Container size={820} className={classes.article} component="article" data-testid="blog-post">
      <Stack gap="lg">
        <Anchor component={Link} to="/blog" fw={600} fz="sm" w="fit-content" py={12}>
          <Group gap={6} component="span">
            <IconArrowLeft size={16} stroke={1.75} />
            All articles
          </Group>
        </Anchor>
        <TagLinks tags={post.tags} />
        <Title order={1} className={classes.articleTitle} lh={1.15}>
          {post.title}
        </Title>
        {post.excerpt ? (
          <Text className={classes.articleExcerpt} c="dimmed" lh={1.55}>
            {post.excerpt}
          </Text>
        ) : null}
        <Group gap="lg" wrap="wrap">
          <Text fw={600} fz="sm">
            By {post.authorName}
          </Text>
          <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
        </Group>
        {post.coverImageUrl ? <Cover url={post.coverImageUrl} /> : null}
        <Box mt="md">
          <PostBody result={data.body} />
        </Box>
        <Divider my="md" />
        <ShareLinks url={url} title={post.title} />
      </Stack>
    </Container>
  )
}
