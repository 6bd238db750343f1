import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { setDbForTests } from '~/server/boot.server'
import { getServerConfig } from '~/server/config.server'
import { PostRepository } from '~/server/posts/post-repository.server'
import { loadBlogList, loadBlogPost, loadLatestPosts, postSitemapEntries } from '~/server/posts/posts.server'
import { renderRssFeed } from '~/server/posts/rss'
import { samplePosts } from '~/server/posts/sample-posts.server'
import { seedSamplePosts, shouldSeedSampleContent } from '~/server/posts/seed.server'
import { readBlogSearch } from '~/domain/blog-search'
import { isValidSlug, slugify, slugWithSuffix } from '~/domain/slug'
import { postSeo } from '~/features/blog/post-seo'
import { databaseTargets } from '../support/databases'
import { parseMarkup } from '../unit/post-renderer.fixtures'

describe('slug rules', () => {
  it('slugify turns titles into lowercase words joined by hyphens', () => {
    expect(slugify('How to Launch Your App Business in 4 Weeks')).toBe('how-to-launch-your-app-business-in-4-weeks')
    expect(slugify("Astrology & Tarot: What's New?")).toBe('astrology-and-tarot-whats-new')
    expect(slugify('Café Déjà Vu — Ünïcode')).toBe('cafe-deja-vu-unicode')
    expect(slugify('   --- ')).toBe('post')
    expect(slugify('नमस्ते')).toBe('post')
  })

  it('cuts long slugs at a word boundary and keeps suffixes within the limit', () => {
    const long = slugify('word '.repeat(60))
    expect(long.length).toBeLessThanOrEqual(80)
    expect(long.endsWith('-')).toBe(false)
    expect(isValidSlug(long)).toBe(true)
    const max = 'a'.repeat(100)
    expect(slugWithSuffix(max, 12)).toHaveLength(100)
    expect(slugWithSuffix(max, 12).endsWith('-12')).toBe(true)
    expect(slugWithSuffix('post', 1)).toBe('post')
  })

  it('isValidSlug accepts only lowercase letters, digits and single hyphens', () => {
    expect(['a', 'a-1', 'launch-in-4-weeks'].every(isValidSlug)).toBe(true)
    expect(['', 'A', 'a--b', '-a', 'a-', 'a_b', 'a b', 'a/b', '../x', 'a'.repeat(101)].some(isValidSlug)).toBe(false)
  })
})

describe('blog search params', () => {
  const parse = (input: Record<string, unknown>) => readBlogSearch(input)
  it('keeps valid page and tag values', () => {
    expect(parse({ page: 2, tag: 'astrology' })).toEqual({ page: 2, tag: 'astrology' })
    expect(parse({})).toEqual({})
  })
  it('drops bad values instead of failing', () => {
    expect(parse({ page: 'abc', tag: '<script>' })).toEqual({})
    expect(parse({ page: 0, tag: 'UPPER' })).toEqual({})
    expect(parse({ page: 1.5, tag: 42 })).toEqual({})
    expect(parse({ page: 10_001 })).toEqual({})
  })
})

describe('when to seed sample posts', () => {
  const config = (SEED_SAMPLE_CONTENT: string, NODE_ENV: string) => ({ SEED_SAMPLE_CONTENT, NODE_ENV })
  it('seeds the dev server on PGlite by default and whenever asked', () => {
    expect(shouldSeedSampleContent(config('', 'development'), 'pglite', true)).toBe(true)
    expect(shouldSeedSampleContent(config('true', 'production'), 'postgres', false)).toBe(true)
    expect(shouldSeedSampleContent(config('TRUE', 'test'), 'pglite', false)).toBe(true)
  })
  it('never seeds production, tests or a real Postgres unless asked', () => {
    expect(shouldSeedSampleContent(config('', 'production'), 'pglite', false)).toBe(false)
    // A production build started without NODE_ENV: the config defaults to 'development'.
    expect(shouldSeedSampleContent(config('', 'development'), 'pglite', false)).toBe(false)
    expect(shouldSeedSampleContent(config('', 'test'), 'pglite', true)).toBe(false)
    expect(shouldSeedSampleContent(config('', 'development'), 'postgres', true)).toBe(false)
    expect(shouldSeedSampleContent(config('false', 'development'), 'pglite', true)).toBe(false)
  })
})

describe('RSS feed', () => {
  const post = {
    id: '1',
    title: 'Costs & "benefits" <of> apps',
    slug: 'costs-and-benefits',
    excerpt: 'Why R&D matters',
    coverImageUrl: null,
    tags: ['costs'],
    authorName: 'Priya',
    readingMinutes: 3,
    status: 'published' as const,
    publishedAt: '2026-11-10T05:30:00.000Z',
    createdAt: '2026-11-10T05:30:00.000Z',
    updatedAt: '2026-11-11T05:30:00.000Z',
  }

  it('is well-formed RSS 2.0 with absolute links and escaped text', () => {
    const xml = renderRssFeed('https://www.readyapps.test/', [
      post,
      { ...post, id: '2', slug: 'second', title: 'Second', publishedAt: '2026-10-01T00:00:00.000Z' },
    ])
    const document = parseMarkup(xml, 'text/xml')
    expect(document.querySelector('parsererror')).toBeNull()
    expect(document.documentElement.tagName).toBe('rss')
    expect(document.documentElement.getAttribute('version')).toBe('2.0')
    const items = Array.from(document.querySelectorAll('channel > item'))
    expect(items).toHaveLength(2)
    expect(items[0]!.querySelector('title')?.textContent).toBe('Costs & "benefits" <of> apps')
    expect(items[0]!.querySelector('link')?.textContent).toBe('https://www.readyapps.test/blog/costs-and-benefits')
    expect(items[0]!.querySelector('pubDate')?.textContent).toBe('Tue, 10 Nov 2026 05:30:00 GMT')
    expect(document.querySelector('channel > link')?.textContent).toBe('https://www.readyapps.test/blog')
    expect(document.querySelector('channel > lastBuildDate')?.textContent).toBe('Tue, 10 Nov 2026 05:30:00 GMT')
  })

  it('is still valid with no posts', () => {
    const document = parseMarkup(renderRssFeed('https://x.test', []), 'text/xml')
    expect(document.querySelector('parsererror')).toBeNull()
    expect(document.querySelectorAll('item')).toHaveLength(0)
  })
})

describe.each(databaseTargets)('sample content and blog loaders on $name', (target) => {
  let db: Database
  let dispose: () => Promise<void>
  const run = it.skipIf(!target.available)

  beforeAll(async () => {
    if (!target.available) return
    ;({ db, dispose } = await target.open())
    setDbForTests(db)
  })
  afterAll(async () => {
    setDbForTests(undefined)
    await dispose?.()
  })

  run('seeds the sample posts into an empty database once', async () => {
    expect(await seedSamplePosts(db)).toBe(samplePosts.length)
    expect(await seedSamplePosts(db)).toBe(0)
    const repository = new PostRepository(db)
    expect(await repository.count()).toBe(samplePosts.length)
    const all = await repository.listAll({ pageSize: 100 })
    expect(all.posts.filter((post) => post.status === 'draft').map((post) => post.slug)).toEqual([
      'draft-2027-pricing-update-notes',
    ])
    expect((await repository.listPublished({ pageSize: 100 })).total).toBe(samplePosts.length - 1)
  })

  run('the sample posts are substantial and use every block type', async () => {
    const repository = new PostRepository(db)
    const showcase = await repository.getPublishedBySlug('how-to-launch-your-app-business-in-4-weeks')
    const types = new Set(showcase!.content.blocks.map((block) => block.type))
    expect([...types].sort()).toEqual(['checklist', 'header', 'image', 'list', 'paragraph', 'quote'])
    const styles = showcase!.content.blocks.flatMap((block) => (block.type === 'list' ? [block.data.style] : []))
    expect(styles).toEqual(expect.arrayContaining(['ordered', 'unordered']))
    for (const { posts } of [await repository.listPublished({ pageSize: 100 })]) {
      for (const summary of posts) {
        expect(summary.excerpt.length, summary.slug).toBeGreaterThan(80)
        expect(summary.coverImageUrl, summary.slug).toMatch(/^\/blog\/covers\/[a-z0-9-]+\.jpg$/)
        expect(summary.readingMinutes, summary.slug).toBeGreaterThanOrEqual(2)
      }
    }
  })

  run('loads the blog list page with tag counts', async () => {
    const page1 = await loadBlogList({ page: 1 })
    expect(page1.posts).toHaveLength(6)
    expect(page1.totalPages).toBe(2)
    expect(page1.posts[0]!.slug).toBe('how-to-launch-your-app-business-in-4-weeks')
    expect(page1.tags.find((tag) => tag.tag === 'astrology')?.count).toBe(2)
    expect(page1.tags.some((tag) => tag.tag === 'internal')).toBe(false)
    const astrology = await loadBlogList({ page: 1, tag: 'astrology' })
    expect(astrology.posts.map((post) => post.slug)).toEqual([
      'starting-an-astrology-consultation-platform',
      'per-minute-billing-for-consultation-apps',
    ])
  })

  run('loads a post with related posts, and nothing for drafts', async () => {
    const data = await loadBlogPost('starting-an-astrology-consultation-platform')
    expect(data?.related.map((post) => post.slug)[0]).toBe('per-minute-billing-for-consultation-apps')
    expect(data?.related).toHaveLength(3)
    expect(await loadBlogPost('draft-2027-pricing-update-notes')).toBeNull()
    expect(await loadBlogPost('../etc/passwd')).toBeNull()
    expect((await loadLatestPosts(3)).map((post) => post.slug)).toHaveLength(3)
  })

  run('lists published posts in the sitemap with their last update', async () => {
    const entries = await postSitemapEntries()
    expect(entries).toHaveLength(samplePosts.length - 1)
    expect(entries.every((entry) => entry.path.startsWith('/blog/') && entry.lastModified)).toBe(true)
    expect(entries.some((entry) => entry.path.includes('draft'))).toBe(false)
  })

  run('builds post SEO with BlogPosting structured data', async () => {
    const data = await loadBlogPost('how-to-launch-your-app-business-in-4-weeks')
    const seo = postSeo(data!.post, getServerConfig().SITE_ORIGIN)
    expect(seo.title).toBe('How to Launch Your App Business in 4 Weeks - ReadyApps')
    expect(seo.description).toBe(data!.post.excerpt)
    expect(seo.type).toBe('article')
    // Shared links show the post's own generated card; the cover photo stays the article's image.
    expect(seo.image).toMatch(/^https?:\/\/[^/]+\/og\/post\/how-to-launch-your-app-business-in-4-weeks\.png\?v=\w+$/)
    expect(seo.jsonLd?.[0]).toMatchObject({
      '@type': 'BlogPosting',
      image: [expect.stringMatching(/\/blog\/covers\/launch-in-4-weeks\.jpg$/)],
      headline: data!.post.title,
      datePublished: data!.post.publishedAt,
      dateModified: data!.post.updatedAt,
      author: { '@type': 'Person', name: 'Aarav Mehta' },
    })
  })
})
