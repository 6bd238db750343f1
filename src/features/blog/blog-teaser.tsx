import { Button, Group } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { IconArrowRight } from '@tabler/icons-react'
import type { PostSummary } from '~/domain/post'
import { Columns } from '~/ui/columns/columns'
import { Section } from '~/ui/section/section'
import { PostCard } from './post-card'

/**
 * Home page teaser of the latest published posts. Renders nothing when no post is published (or
 * the blog cannot be read: the server then answers no posts), so the home page never shows an
 * empty or fake section.
 */
export function BlogTeaser({ posts, tinted = false }: { posts: PostSummary[]; tinted?: boolean }) {
  if (posts.length === 0) return null
  return (
    <Section
      id="blog"
      tinted={tinted}
      data-testid="blog-teaser"
      heading={{
        eyebrow: 'From the blog',
        title: 'Guides for launching your app business',
        description: 'Practical advice on launching fast, choosing the right platform and growing after launch.',
      }}
    >
      <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} headingOrder={3} />
        ))}
      </Columns>
      <Group justify="center" mt={48}>
        <Button
          component={Link}
          to="/blog"
          variant="default"
          size="md"
          h={44}
          rightSection={<IconArrowRight size={18} stroke={1.75} />}
        >
          Read all articles
        </Button>
      </Group>
    </Section>
  )
}
