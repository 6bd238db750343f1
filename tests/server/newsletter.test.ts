import { randomUUID } from 'node:crypto'
import { describe, expect } from 'vitest'
import type { Database } from '~/server/db/database.server'
import { NewsletterSchema } from '~/domain/newsletter'
import { listSubscribers, subscribeToNewsletter } from '~/server/leads/newsletter.server'
import { PublicError, parseInput } from '~/server/leads/public-error.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

/** What the server function runs: its validator (the shared schema), then the handler. */
async function subscribe(input: unknown, context: Parameters<typeof subscribeToNewsletter>[1]) {
  return subscribeToNewsletter(parseInput(NewsletterSchema, input), context)
}

async function rejection(promise: Promise<unknown>): Promise<PublicError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PublicError)
  return error as PublicError
}

describe.each(databaseTargets)('newsletter on $name', (target) => {
  let db: Database
  const client = () => ({ db, clientKey: `client-${randomUUID()}` })
  const emails = async () =>
    (await db.query<{ email: string }>('SELECT email FROM newsletter_subscribers ORDER BY email')).rows.map(
      (r) => r.email,
    )

  const run = useDatabase(target, {
    opened: (opened) => (db = opened),
    emptied: ['newsletter_subscribers'],
  })

  run('stores the address trimmed and in lower case', async () => {
    await expect(subscribe({ email: '  Ravi.Kumar@Example.COM ' }, client())).resolves.toEqual({
      subscribed: true,
    })
    expect(await emails()).toEqual(['ravi.kumar@example.com'])
    const [subscriber] = await listSubscribers(db)
    expect(subscriber).toMatchObject({ email: 'ravi.kumar@example.com', source: 'footer' })
    expect(subscriber!.createdAt).toBeInstanceOf(Date)
  })

  run('answers a repeat exactly like the first sign-up and keeps one row', async () => {
    const first = await subscribe({ email: 'ravi@example.com' }, client())
    const again = await subscribe({ email: 'RAVI@example.com' }, client())
    expect(again).toEqual(first)
    expect(await emails()).toEqual(['ravi@example.com'])
  })

  run('rejects bad addresses with a clear message and stores nothing', async () => {
    expect((await rejection(subscribe({ email: '' }, client()))).message).toBe('Please enter your email address.')
    expect((await rejection(subscribe({ email: 'ravi@' }, client()))).message).toBe(
      'Please enter a valid email address, e.g. name@company.com.',
    )
    expect((await rejection(subscribe({ email: `${'r'.repeat(300)}@example.com` }, client()))).message).toBe(
      'That email address is too long.',
    )
    expect((await rejection(subscribe({ email: 42 }, client()))).status).toBe(400)
    expect((await rejection(subscribe('ravi@example.com', client()))).message).toBe('Invalid request.')
    expect(await emails()).toEqual([])
  })

  run('rejects a filled honeypot', async () => {
    const error = await rejection(subscribe({ email: 'bot@example.com', website: 'x' }, client()))
    expect(error).toMatchObject({ status: 400, code: 'rejected' })
    expect(await emails()).toEqual([])
  })

  run('limits sign-ups per client to 10 in ten minutes', async () => {
    const sameClient = client()
    for (let i = 0; i < 10; i++) await subscribe({ email: `reader${i}@example.com` }, sameClient)
    const error = await rejection(subscribe({ email: 'reader10@example.com' }, sameClient))
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(await emails()).toHaveLength(10)
    await expect(subscribe({ email: 'reader10@example.com' }, client())).resolves.toEqual({
      subscribed: true,
    })
  })
})
