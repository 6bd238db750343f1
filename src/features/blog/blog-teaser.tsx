import { Button, Group, SimpleGrid } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconArrowRight } from '@tabler/icons-react'
import { Component, Suspense, type ReactNode } from 'react'
import { Section } from '~/ui/section/section'
import { BLOG_TEASER_SIZE, latestPostsQuery } from './blog.queries'
import { PostCard } from './post-card'

/**
 * Home page loaders may call this so the teaser's posts arrive with the page instead of
 * streaming in after it: `loader: ({ context }) => prefetchBlogTeaser(context.queryClient)`.
 */
export function prefetchBlogTeaser(queryClient: QueryClient) {
  return queryClient.ensureQueryData(latestPostsQuery(BLOG_TEASER_SIZE))
}

/** The teaser is a bonus: if the blog cannot be loaded, the home page simply goes without it. */
class HideOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error('Blog teaser failed to load', error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

function LatestPosts({ tinted }: { tinted: boolean }) {
  const { data: posts } = useSuspenseQuery(latestPostsQuery(BLOG_TEASER_SIZE))
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
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} headingOrder={3} />
        ))}
      </SimpleGrid>
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

/**
 * Home page teaser of the latest published posts. Renders nothing when no post is published
 * (or the blog cannot be loaded), so the home page never shows an empty or fake section.
 */
export function BlogTeaser({ tinted = false }: { tinted?: boolean }) {
  return (
    <HideOnError>
      <Suspense fallback={null}>
        <LatestPosts tinted={tinted} />
      </Suspense>
    </HideOnError>
  )
}
