// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { BlogTeaser } from '~/features/blog/blog-teaser'
import type { PostSummary } from '~/domain/post'

function post(n: number): PostSummary {
  return {
    id: `id-${n}`,
    title: `Post number ${n}`,
    slug: `post-${n}`,
    excerpt: `Excerpt ${n}`,
    coverImageUrl: `/blog/covers/c${n}.jpg`,
    tags: ['launch'],
    authorName: 'A',
    readingMinutes: n,
    status: 'published',
    publishedAt: `2026-11-0${n}T00:00:00.000Z`,
    createdAt: `2026-11-0${n}T00:00:00.000Z`,
    updatedAt: `2026-11-0${n}T00:00:00.000Z`,
  }
}

async function renderTeaser(posts: PostSummary[]) {
  const rootRoute = createRootRoute({ component: () => <BlogTeaser posts={posts} /> })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  const view = render(
    <MantineProvider env="test">
      <RouterProvider router={router as never} />
    </MantineProvider>,
  )
  return view
}

// The router restores scroll positions; jsdom does not implement scrolling.
window.scrollTo = () => undefined

afterEach(() => cleanup())

describe('BlogTeaser', () => {
  it('shows the latest posts as cards linking to the posts and the blog', async () => {
    await renderTeaser([post(3), post(2), post(1)])
    const links = await screen.findAllByRole('link', { name: /Post number/ })
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/blog/post-3', '/blog/post-2', '/blog/post-1'])
    expect(screen.getByRole('link', { name: 'Read all articles' }).getAttribute('href')).toBe('/blog')
    expect(screen.getByText('3 min read')).toBeTruthy()
  })

  it('renders nothing at all when no post is published', async () => {
    const { container } = await renderTeaser([])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container.querySelector('[data-testid="blog-teaser"]')).toBeNull()
    // Only Mantine's own <style> tags; no section, heading, card or link.
    expect(container.querySelectorAll(':not(style)')).toHaveLength(0)
  })
})
