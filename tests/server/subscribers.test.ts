import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { NewsletterSchema } from '~/domain/newsletter'
import {
  deleteSubscriber,
  exportSubscribers,
  findSubscribers,
  sourcePageFrom,
  subscribeToNewsletter,
} from '~/server/leads/newsletter.server'
import { parseInput } from '~/server/leads/public-error.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

const HOSTS = ['www.readyapps.test', 'localhost:3250']

describe('the source page of a sign-up', () => {
  it('keeps the path of a same-site Referer and nothing else', () => {
    expect(sourcePageFrom('https://www.readyapps.test/blog/a-post?utm_source=x#top', HOSTS)).toBe('/blog/a-post')
    expect(sourcePageFrom('http://localhost:3250/', HOSTS)).toBe('/')
    expect(sourcePageFrom('https://evil.example/blog', HOSTS)).toBeNull()
    expect(sourcePageFrom('javascript:alert(1)', HOSTS)).toBeNull()
    expect(sourcePageFrom('not a url', HOSTS)).toBeNull()
    expect(sourcePageFrom(undefined, HOSTS)).toBeNull()
    expect(sourcePageFrom(`https://www.readyapps.test/${'a'.repeat(300)}`, HOSTS)).toBeNull()
  })

  it('never returns anything but a short plain path, whatever the header says', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (referer) => {
        const page = sourcePageFrom(referer, [...HOSTS, new URL('https://a.b').host])
        if (page !== null) {
          expect(page).toMatch(/^\/[\w\-./~]*$/)
          expect(page.length).toBeLessThanOrEqual(200)
        }
      }),
    )
  })
})

describe.each(databaseTargets)('subscribers in the admin on $name', (target) => {
  let db: Database

  async function add(email: string, createdAt: string, sourcePage: string | null = '/') {
    await subscribeToNewsletter(parseInput(NewsletterSchema, { email }), {
      db,
      clientKey: `client-${randomUUID()}`,
      sourcePage,
    })
    // Confirmed, as by the e-mailed link (tests/server/newsletter-consent.test.ts covers that).
    await db.query("UPDATE newsletter_subscribers SET created_at = $2, status = 'confirmed' WHERE email = $1", [
      email,
      createdAt,
    ])
  }

  const run = useDatabase(target, {
    opened: async (opened) => {
      db = opened
      for (let i = 1; i <= 30; i++) {
        const day = String(i).padStart(2, '0')
        await add(`reader${day}@example.com`, `2026-01-${day}T10:00:00Z`, i % 2 ? '/blog/post-a' : null)
      }
      // The form refuses this address; an older import might hold one, and search must cope.
      await db.query(
        `INSERT INTO newsletter_subscribers (email, source, source_page, created_at, status)
         VALUES ('percent%sign@example.com', 'footer', '/pricing', '2026-02-01T10:00:00Z', 'confirmed')`,
      )
      await add('under_score@example.com', '2026-02-02T10:00:00Z', '/')
    },
  })

  run('pages newest first with the sign-up date and source page', async () => {
    const first = await findSubscribers(db, { page: 1, pageSize: 10 })
    expect(first.total).toBe(32)
    expect(first.totalPages).toBe(4)
    expect(first.subscribers.map((s) => s.email).slice(0, 3)).toEqual([
      'under_score@example.com',
      'percent%sign@example.com',
      'reader30@example.com',
    ])
    expect(first.subscribers[1]).toMatchObject({ sourcePage: '/pricing', source: 'footer' })
    expect(first.subscribers[1]!.createdAt.toISOString()).toBe('2026-02-01T10:00:00.000Z')
    const last = await findSubscribers(db, { page: 4, pageSize: 10 })
    expect(last.subscribers.map((s) => s.email)).toEqual(['reader02@example.com', 'reader01@example.com'])
    expect(last.subscribers[1]!.sourcePage).toBe('/blog/post-a')
    expect(last.subscribers[0]!.sourcePage).toBeNull()
    // A page past the end shows the last page.
    expect((await findSubscribers(db, { page: 99, pageSize: 10 })).page).toBe(4)
  })

  run('searches the e-mail, case-insensitively, with % and _ taken literally', async () => {
    expect((await findSubscribers(db, { q: 'READER1' })).subscribers.map((s) => s.email)).toHaveLength(10)
    expect((await findSubscribers(db, { q: '%' })).subscribers.map((s) => s.email)).toEqual([
      'percent%sign@example.com',
    ])
    expect((await findSubscribers(db, { q: '_' })).subscribers.map((s) => s.email)).toEqual(['under_score@example.com'])
    expect(await findSubscribers(db, { q: 'nobody' })).toMatchObject({ total: 0, subscribers: [], page: 1 })
  })

  run('exports every match, not just one page', async () => {
    expect(await exportSubscribers(db)).toHaveLength(32)
    const some = await exportSubscribers(db, { q: 'reader2' })
    expect(some.map((s) => s.email)).toEqual(Array.from({ length: 10 }, (_, i) => `reader${29 - i}@example.com`))
  })

  run('deletes a subscriber for good', async () => {
    const [victim] = (await findSubscribers(db, { q: 'reader05' })).subscribers
    expect(await deleteSubscriber(db, victim!.id)).toBe(true)
    expect((await findSubscribers(db, { q: 'reader05' })).total).toBe(0)
    expect(await deleteSubscriber(db, victim!.id)).toBe(false)
    expect(await deleteSubscriber(db, randomUUID())).toBe(false)
    expect((await findSubscribers(db)).total).toBe(31)
  })

  run('filters by status; the export holds confirmed subscribers only', async () => {
    await db.query("UPDATE newsletter_subscribers SET status = 'pending' WHERE email = 'reader10@example.com'")
    await db.query("UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE email LIKE 'reader2_@example.com'")
    expect((await findSubscribers(db, { status: 'pending' })).subscribers.map((s) => s.email)).toEqual([
      'reader10@example.com',
    ])
    expect((await findSubscribers(db, { status: 'unsubscribed' })).total).toBe(10)
    expect((await findSubscribers(db, { status: 'confirmed', q: 'reader1' })).total).toBe(9)
    const exported = (await exportSubscribers(db)).map((s) => s.email)
    expect(exported).toHaveLength(20)
    expect(exported).not.toContain('reader10@example.com')
    expect(exported.some((email) => email.startsWith('reader2'))).toBe(false)
  })
})
