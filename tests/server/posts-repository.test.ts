import { describe, expect } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { PostRepository, PostValidationError, SlugTakenError } from '~/server/posts/post-repository.server'
import type { PostInput } from '~/domain/post'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

const paragraph = (text: string) => ({ blocks: [{ type: 'paragraph', data: { text } }] })
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9)).toISOString()

function published(title: string, dayOfMonth: number, extra: Partial<PostInput> = {}): PostInput {
  return { title, status: 'published', publishedAt: day(dayOfMonth), content: paragraph(`${title} body`), ...extra }
}

describe.each(databaseTargets)('PostRepository on $name', (target) => {
  let db: Database
  let posts: PostRepository
  const run = useDatabase(target, {
    opened: (opened) => {
      db = opened
      posts = new PostRepository(db)
    },
    emptied: ['posts'],
  })

  describe('slugs', () => {
    run('generates a slug from the title and keeps it unique with -2, -3', async () => {
      const a = await posts.create({ title: 'Launch Your App: 4 Weeks & Counting!' })
      const b = await posts.create({ title: 'Launch your app - 4 weeks and counting' })
      const c = await posts.create({ title: 'Launch Your App: 4 Weeks & Counting!' })
      expect([a.slug, b.slug, c.slug]).toEqual([
        'launch-your-app-4-weeks-and-counting',
        'launch-your-app-4-weeks-and-counting-2',
        'launch-your-app-4-weeks-and-counting-3',
      ])
    })

    run('gives concurrent posts with the same title distinct slugs', async () => {
      const created = await Promise.all(Array.from({ length: 5 }, () => posts.create({ title: 'Same Title' })))
      expect(new Set(created.map((post) => post.slug)).size).toBe(5)
    })

    run('refuses a slug that is already taken, on create and on update', async () => {
      const first = await posts.create({ title: 'First', slug: 'my-post' })
      await expect(posts.create({ title: 'Second', slug: 'my-post' })).rejects.toBeInstanceOf(SlugTakenError)
      const second = await posts.create({ title: 'Second' })
      await expect(posts.update(second.id, { slug: 'my-post' })).rejects.toBeInstanceOf(SlugTakenError)
      expect((await posts.getById(first.id))?.slug).toBe('my-post')
    })

    run('validates slugs: lowercase letters, digits and single hyphens', async () => {
      for (const slug of [
        'Upper-Case',
        'two--hyphens',
        '-leading',
        'trailing-',
        'under_score',
        'spa ce',
        'émoji',
        'a'.repeat(101),
      ]) {
        await expect(posts.create({ title: 'T', slug }), slug).rejects.toBeInstanceOf(PostValidationError)
      }
      const ok = await posts.create({ title: 'T', slug: 'ok-2026-guide' })
      expect(ok.slug).toBe('ok-2026-guide')
    })

    run('lets an editor change the slug; the old one stops resolving', async () => {
      const post = await posts.create(published('Rename me', 1, { slug: 'old-slug' }))
      const updated = await posts.update(post.id, { slug: 'new-slug' })
      expect(updated?.slug).toBe('new-slug')
      expect(await posts.getPublishedBySlug('old-slug')).toBeNull()
      expect((await posts.getPublishedBySlug('new-slug'))?.id).toBe(post.id)
    })
  })

  describe('status', () => {
    run('keeps drafts and scheduled posts out of every public query', async () => {
      await posts.create(published('Live', 2, { tags: ['launch'] }))
      await posts.create({ title: 'Draft', slug: 'a-draft', tags: ['launch'] })
      await posts.create(
        published('Scheduled', 1, {
          slug: 'later',
          tags: ['launch'],
          publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      )

      const list = await posts.listPublished()
      expect(list.posts.map((post) => post.title)).toEqual(['Live'])
      expect(list.total).toBe(1)
      expect((await posts.listPublished({ tag: 'launch' })).total).toBe(1)
      expect(await posts.getPublishedBySlug('a-draft')).toBeNull()
      expect(await posts.getPublishedBySlug('later')).toBeNull()
      expect(await posts.publishedTagCounts()).toEqual([{ tag: 'launch', count: 1 }])

      const all = await posts.listAll()
      expect(all.total).toBe(3)
      expect((await posts.listAll({ status: 'draft' })).posts.map((post) => post.slug)).toEqual(['a-draft'])
    })

    run('publishes with today as the date, keeps an earlier date, and unpublishes', async () => {
      const draft = await posts.create({ title: 'Soon', slug: 'soon' })
      expect(draft.status).toBe('draft')
      expect(draft.publishedAt).toBeNull()

      const before = Date.now()
      const live = await posts.publish(draft.id)
      expect(live?.status).toBe('published')
      expect(new Date(live!.publishedAt!).getTime()).toBeGreaterThanOrEqual(before - 5_000)
      expect((await posts.getPublishedBySlug('soon'))?.id).toBe(draft.id)

      const hidden = await posts.unpublish(draft.id)
      expect(hidden?.status).toBe('draft')
      expect(await posts.getPublishedBySlug('soon')).toBeNull()

      const again = await posts.publish(draft.id)
      expect(again?.publishedAt).toBe(live?.publishedAt)
      expect((await posts.publish(draft.id, new Date(day(3))))?.publishedAt).toBe(day(3))
    })

    run('refuses an unknown status', async () => {
      await expect(posts.create({ title: 'x', status: 'archived' as 'draft' })).rejects.toBeInstanceOf(
        PostValidationError,
      )
    })
  })

  describe('public list', () => {
    run('orders newest first and pages through the list', async () => {
      for (let n = 1; n <= 7; n += 1) await posts.create(published(`Post ${n}`, n))
      const pages = await Promise.all([1, 2, 3, 4].map((page) => posts.listPublished({ page, pageSize: 3 })))
      expect(pages.map((page) => page.posts.map((post) => post.title))).toEqual([
        ['Post 7', 'Post 6', 'Post 5'],
        ['Post 4', 'Post 3', 'Post 2'],
        ['Post 1'],
        [],
      ])
      expect(pages.map((page) => [page.page, page.total, page.totalPages])).toEqual([
        [1, 7, 3],
        [2, 7, 3],
        [3, 7, 3],
        [4, 7, 3],
      ])
      expect((await posts.latestPublished(2)).map((post) => post.title)).toEqual(['Post 7', 'Post 6'])
    })

    run('breaks ties on the same date the same way every time', async () => {
      for (const title of ['A', 'B', 'C']) await posts.create(published(title, 5))
      const first = (await posts.listPublished()).posts.map((post) => post.id)
      const second = (await posts.listPublished({ pageSize: 1, page: 2 })).posts.map((post) => post.id)
      expect(second).toEqual([first[1]])
    })

    run('filters by tag, with counts per tag', async () => {
      await posts.create(published('Astro 1', 1, { tags: ['astrology', 'launch'] }))
      await posts.create(published('Astro 2', 2, { tags: ['Astrology'] }))
      await posts.create(published('Food', 3, { tags: ['food-delivery'] }))
      const astrology = await posts.listPublished({ tag: 'astrology' })
      expect(astrology.posts.map((post) => post.title)).toEqual(['Astro 2', 'Astro 1'])
      expect(astrology.total).toBe(1 + 1)
      expect((await posts.listPublished({ tag: 'nothing-here' })).posts).toEqual([])
      // An invalid tag is ignored rather than breaking the query.
      expect((await posts.listPublished({ tag: "x' OR 1=1 --" })).total).toBe(3)
      expect(await posts.publishedTagCounts()).toEqual([
        { tag: 'astrology', count: 2 },
        { tag: 'food-delivery', count: 1 },
        { tag: 'launch', count: 1 },
      ])
    })

    run('finds related posts: shared tags first, never itself or a draft', async () => {
      const main = await posts.create(published('Main', 1, { tags: ['astrology', 'launch'] }))
      await posts.create(published('Both tags', 2, { tags: ['astrology', 'launch'] }))
      await posts.create(published('One tag', 9, { tags: ['launch'] }))
      await posts.create(published('No tag, newest', 20, { tags: ['costs'] }))
      await posts.create({ title: 'Draft with tags', tags: ['astrology', 'launch'] })
      const related = await posts.relatedPublished(main, 3)
      expect(related.map((post) => post.title)).toEqual(['Both tags', 'One tag', 'No tag, newest'])
    })
  })

  describe('writes', () => {
    run('sanitises content, titles, excerpts and tags before storing them', async () => {
      const post = await posts.create({
        title: '  <b>Bold</b>   title <script>x</script> ',
        excerpt: 'An <i>excerpt</i>',
        tags: ['White Label', 'white-label', '  Launch  '],
        content: JSON.stringify({
          blocks: [
            { type: 'paragraph', data: { text: 'Hi <img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>' } },
            { type: 'raw', data: { html: '<script>alert(1)</script>' } },
            {
              type: 'quote',
              data: {
                text: '<span onmouseover=alert(1)>q</span><svg onload=alert(1)>gone</svg>',
                caption: '<b onclick=x>c</b>',
              },
            },
            { type: 'image', data: { file: { url: 'javascript:alert(1)' }, caption: 'bad image' } },
          ],
        }),
      })
      expect(post.title).toBe('Bold title x')
      expect(post.excerpt).toBe('An excerpt')
      expect(post.tags).toEqual(['white-label', 'launch'])
      const stored = await db.query<{ content: unknown }>('SELECT content FROM posts WHERE id = $1', [post.id])
      const json = JSON.stringify(stored.rows[0]!.content)
      expect(json).not.toMatch(/script|onerror|onload|onclick|javascript|<svg|<img/i)
      expect(post.content.blocks.map((block) => block.type)).toEqual(['paragraph', 'quote'])
      expect(post.content.blocks[1]).toMatchObject({ data: { text: 'q', caption: '<b>c</b>' } })
    })

    run('refuses content that cannot be parsed or has no blocks', async () => {
      await expect(posts.create({ title: 'x', content: '{"blocks": [' })).rejects.toThrow('Invalid content format.')
      await expect(posts.create({ title: 'x', content: { time: 1 } })).rejects.toThrow('No content to display.')
      await expect(
        posts.create({
          title: 'x',
          content: {
            blocks: Array.from({ length: 20_000 }, () => ({ type: 'paragraph', data: { text: 'long long long' } })),
          },
        }),
      ).rejects.toThrow('too large')
    })

    run('refuses unsafe cover images and missing titles', async () => {
      for (const coverImageUrl of ['javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/a.png']) {
        await expect(posts.create({ title: 'x', coverImageUrl }), coverImageUrl).rejects.toBeInstanceOf(
          PostValidationError,
        )
      }
      await expect(posts.create({ title: '  <b></b> ' })).rejects.toBeInstanceOf(PostValidationError)
    })

    run('updates only the named fields and recomputes reading time', async () => {
      const post = await posts.create(published('Original', 1, { excerpt: 'Keep me', tags: ['launch'] }))
      expect(post.readingMinutes).toBe(1)
      const long = Array.from({ length: 450 }, () => 'word').join(' ')
      const updated = await posts.update(post.id, { title: 'Changed', content: paragraph(long) })
      expect(updated).toMatchObject({
        title: 'Changed',
        excerpt: 'Keep me',
        tags: ['launch'],
        slug: post.slug,
        readingMinutes: 3,
      })
      expect(new Date(updated!.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(post.updatedAt).getTime())
      expect(await posts.update('00000000-0000-4000-8000-000000000000', { title: 'x' })).toBeNull()
    })

    run('gets by id and deletes', async () => {
      const post = await posts.create({ title: 'Delete me' })
      expect((await posts.getById(post.id))?.title).toBe('Delete me')
      expect(await posts.getById('not-a-uuid')).toBeNull()
      expect(await posts.delete(post.id)).toBe(true)
      expect(await posts.delete(post.id)).toBe(false)
      expect(await posts.getById(post.id)).toBeNull()
    })

    run('suggests a free slug for a title', async () => {
      await posts.create({ title: 'Taken title' })
      expect(await posts.suggestSlug('Taken Title')).toBe('taken-title-2')
    })
  })
})
