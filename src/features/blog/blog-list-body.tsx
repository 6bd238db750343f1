import { Box, Button, Group, Stack, Text, Title } from '@mantine/core'
import { ThemeIcon } from '~/ui/theme-icon/theme-icon'
import { Link } from '@tanstack/react-router'
import { IconArticle, IconArrowLeft } from '@tabler/icons-react'
import { Columns } from '~/ui/columns/columns'
import { Section } from '~/ui/section/section'
import type { BlogList } from './blog.functions'
import { BlogCta } from './blog-cta'
import { BlogPagination } from './blog-pagination'
import { PostCard } from './post-card'
import { TagLink } from './tag-links'
import { tagLabel } from '~/domain/slug'
import classes from './blog.module.css'

function TagFilter({ tags, active }: { tags: Array<{ tag: string; count: number }>; active?: string }) {
  if (tags.length === 0) return null
  return (
    <Group component="nav" aria-label="Filter articles by topic" gap={8} wrap="wrap" data-testid="tag-filter">
      <TagLink active={!active} aria-current={!active ? 'page' : undefined}>
        All topics
      </TagLink>
      {tags.map(({ tag, count }) => (
        <TagLink key={tag} tag={tag} active={tag === active} aria-current={tag === active ? 'page' : undefined}>
          {tagLabel(tag)}{' '}
          <Text component="span" fz="xs" opacity={0.8}>
            ({count})
          </Text>
        </TagLink>
      ))}
    </Group>
  )
}

function EmptyState({ kind, tag }: { kind: 'none' | 'tag' | 'page'; tag?: string }) {
  const text = {
    none: {
      title: 'No articles published yet',
      body: 'Our team is writing practical guides on launching and growing app businesses. Meanwhile, explore the ready-made apps or ask us anything.',
    },
    tag: {
      title: `No articles about ${tagLabel(tag ?? '')} yet`,
      body: 'Try another topic, or read the latest articles from every topic.',
    },
    page: {
      title: 'This page has no articles',
      body: 'The list is shorter than that. Start again from the newest articles.',
    },
  }[kind]
  return (
    <Stack align="center" ta="center" gap="sm" py={64} data-testid="blog-empty">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconArticle size={28} stroke={1.75} />
      </ThemeIcon>
      <Title order={2} fz="1.5rem">
        {text.title}
      </Title>
      <Text c="dimmed" maw={520}>
        {text.body}
      </Text>
      {kind === 'none' ? (
        <Button component={Link} to="/apps" mt="sm" h={44}>
          Explore the apps
        </Button>
      ) : (
        <Button
          component={Link}
          to="/blog"
          mt="sm"
          h={44}
          variant="default"
          leftSection={<IconArrowLeft size={18} stroke={1.75} />}
        >
          All articles
        </Button>
      )}
    </Stack>
  )
}

/** /blog's content: published posts newest first, filtered by ?tag= and paged by ?page= (blog-list-page.tsx). */
export function BlogListBody({ list: data, tag }: { list: BlogList; tag?: string }) {
  const emptyKind = data.posts.length > 0 ? null : data.total === 0 ? (tag ? 'tag' : 'none') : 'page'
  return (
    <>
      <Section tinted py={{ base: 48, md: 72 }}>
        <Stack gap="md" maw={760}>
          <Text c="brand" fw={700} tt="uppercase" fz="sm" lts="0.08em">
            ReadyApps Blog
          </Text>
          <Title order={1}>
            {tag ? `Articles about ${tagLabel(tag)}` : 'Guides for launching and growing your app business'}
          </Title>
          <Text c="dimmed" fz="lg">
            Practical advice for founders and business owners: launching in weeks, astrology and consultation platforms,
            white-label strategy, food delivery and what apps really cost.
          </Text>
          <Box mt="xs">
            <TagFilter tags={data.tags} active={tag} />
          </Box>
        </Stack>
      </Section>
      <Section py={{ base: 40, md: 64 }}>
        {emptyKind ? (
          <EmptyState kind={emptyKind} tag={tag} />
        ) : (
          <>
            <Text c="dimmed" mb="lg" aria-live="polite" data-testid="blog-count">
              {data.total === 1 ? '1 article' : `${data.total} articles`}
              {tag ? ` about ${tagLabel(tag)}` : ''}
              {data.totalPages > 1 ? `, page ${data.page} of ${data.totalPages}` : ''}
            </Text>
            <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" data-testid="blog-list">
              {data.posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </Columns>
            <BlogPagination page={data.page} totalPages={data.totalPages} tag={tag} />
          </>
        )}
        <Box className={classes.listCta}>
          <BlogCta source="blog:list" />
        </Box>
      </Section>
    </>
  )
}
