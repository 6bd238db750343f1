import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_MESSAGES, ContactRequestSchema, type ContactRequestInput } from '~/domain/contact'
import { NewsletterSchema } from '~/domain/newsletter'
import { DatabaseUnavailableError, type Database, type Queryable } from '~/server/db/database.server'
import { emailJsSettings } from '~/server/email/emailjs.server'
import { getServerConfig } from '~/server/config.server'
import { acceptContactRequest, storeContactFromOutbox } from '~/server/leads/contact-requests.server'
import { getLead } from '~/server/leads/lead-repository.server'
import { storeSignUpFromOutbox, subscribeToNewsletter } from '~/server/leads/newsletter.server'
import { PublicError, parseInput } from '~/server/leads/public-error.server'
import { resetLocalRateLimits } from '~/server/outbox/local-rate-limit.server'
import type { OutboxEntry } from '~/server/outbox/outbox-format.server'
import { replayOutbox } from '~/server/outbox/outbox-replay.server'
import { Outbox, OutboxUnavailableError } from '~/server/outbox/outbox.server'
import { databaseTargets } from '../support/databases'
import { startLocalStub } from '../support/local-stub'
import { useDatabase } from '../support/use-database'

/**
 * The outbox (issue 24): what a visitor sends while the database is unreachable is kept on disk
 * before they see success, survives a restart, and reaches the database exactly once when it is
 * back (a double click, a replay interrupted half-way, two replaying processes), then the lead's
 * e-mail goes out as usual.
 */
const stub = await startLocalStub()
afterAll(() => stub.close())

const roots: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'readyapps-outbox-'))
  roots.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true })
})

/** A database that is down: every query fails the way a stopped Postgres does. */
const downDatabase: Queryable = {
  query: () =>
    Promise.reject(new DatabaseUnavailableError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))),
}

/** A process that is gone, as the next process sees it. */
const restartedOutbox = (dir: string) => new Outbox({ dir, isAlive: () => false })

const validContact: ContactRequestInput = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '+91 98765 43210',
  product: 'astroway',
  brandName: 'StarGuide',
  description: 'Astrology app for Hindi speakers.',
  terms: true,
  source: 'astroway:hero',
}

const contact = (overrides: Partial<ContactRequestInput> = {}) =>
  parseInput(ContactRequestSchema, { ...validContact, ...overrides })

async function rejection(promise: Promise<unknown>): Promise<PublicError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(PublicError)
  return error as PublicError
}

beforeEach(() => {
  stub.reset()
  resetLocalRateLimits()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('the outbox on disk', () => {
  const entry = (key: string): OutboxEntry => ({
    key,
    kind: 'newsletter',
    at: '2026-11-25T10:00:00.000Z',
    data: { email: `${key}@example.com`, source: 'footer', sourcePage: null },
  })

  it('keeps what was appended across a restart, and a repeat of a waiting key once', async () => {
    const dir = tempDir()
    const outbox = new Outbox({ dir })
    expect(await outbox.append(entry('a'))).toBe('written')
    expect(await outbox.append(entry('a'))).toBe('already')
    expect(await outbox.append(entry('b'))).toBe('written')
    expect(outbox.waiting).toBe(2)

    const next = restartedOutbox(dir)
    const files = await next.read()
    expect(files.flatMap((file) => file.pending.map((e) => e.key))).toEqual(['a', 'b'])
    expect(next.waiting).toBe(2)
    // Adopted: the file now carries the new process's name.
    expect(readdirSync(dir)).toEqual([expect.stringMatching(new RegExp(`^outbox-${process.pid}-[0-9a-f]{8}-`))])
  })

  it("leaves a live process's file alone", async () => {
    const dir = tempDir()
    await new Outbox({ dir }).append(entry('mine'))
    const other = new Outbox({ dir, isAlive: () => true })
    // Same pid, other tag: a previous life of this pid (a container restart) counts as gone.
    expect((await other.read()).length).toBe(1)
    const elsewhere = join(dir, 'outbox-999999-0badc0de.jsonl')
    writeFileSync(elsewhere, readFileSync(join(dir, readdirSync(dir)[0]!)))
    const third = new Outbox({ dir, isAlive: (pid) => pid === 999999 })
    const files = await third.read()
    expect(files.map((file) => file.path)).not.toContain(elsewhere)
    expect(readdirSync(dir)).toContain('outbox-999999-0badc0de.jsonl')
  })

  it('refuses clearly when it cannot be written, and says so', async () => {
    const blocker = join(tempDir(), 'a-file')
    writeFileSync(blocker, '')
    const outbox = new Outbox({ dir: join(blocker, 'outbox') })
    await expect(outbox.append(entry('x'))).rejects.toBeInstanceOf(OutboxUnavailableError)
    expect(await outbox.writable()).toBe(false)
    const full = new Outbox({ dir: tempDir(), maxBytes: 100 })
    await expect(full.append(entry('y'))).rejects.toThrow('The outbox is full')
    expect(await new Outbox({ dir: tempDir() }).writable()).toBe(true)
  })

  it('a done mark after a torn line still counts, and an emptied file is removed', async () => {
    const dir = tempDir()
    await new Outbox({ dir }).append(entry('a'))
    const [name] = readdirSync(dir)
    // A crash mid-write left half a record behind.
    writeFileSync(join(dir, name!), `${readFileSync(join(dir, name!), 'utf8')}{"v":1,"t":"put","key":"b`)
    const next = restartedOutbox(dir)
    const files = await next.read()
    expect(files[0]!.pending.map((e) => e.key)).toEqual(['a'])
    await next.markDone(files[0]!.path, 'a')
    expect((await next.read())[0]!.pending).toEqual([])
    await next.compact(files)
    expect(readdirSync(dir)).toEqual([])
    expect(next.waiting).toBe(0)
  })
})

describe.each(databaseTargets)('outbox replay on $name', (target) => {
  let db: Database
  const run = useDatabase(target, {
    opened: (opened) => (db = opened),
    emptied: ['contact_requests', 'newsletter_subscribers', 'rate_limits'],
  })
  const settings = () => getServerConfig({ NODE_ENV: 'test', ...stubEmailEnv() })
  const stubEmailEnv = () => ({
    EMAILJS_API_URL: stub.url,
    EMAILJS_SERVICE_ID: 'service_test',
    EMAILJS_TEMPLATE_ID: 'template_test',
    EMAILJS_PUBLIC_KEY: 'public_test',
    EMAILJS_PRIVATE_KEY: 'private_test',
  })
  const delivery = (database: Queryable) => ({
    db: database,
    email: emailJsSettings(settings()),
    salesEmail: 'sales@example.com',
  })
  const store = (database: Queryable) => async (entry: OutboxEntry) => {
    if (entry.kind === 'contact') await storeContactFromOutbox(entry, delivery(database))
    else await storeSignUpFromOutbox(entry, database)
  }
  const leadsOf = async (email: string) =>
    (
      await db.query<{ id: string; created_at: Date; stored_at: Date | null }>(
        'SELECT id, created_at, stored_at FROM contact_requests WHERE email = $1',
        [email],
      )
    ).rows
  const subscribersOf = async (email: string) =>
    (await db.query<{ id: string }>('SELECT id FROM newsletter_subscribers WHERE email = $1', [email])).rows

  run(
    'a lead sent while the database is down: success for the visitor, stored and e-mailed once when it is back',
    async () => {
      const outbox = new Outbox({ dir: tempDir() })
      const sentAt = new Date('2026-11-25T09:00:00.000Z')
      const outcome = await acceptContactRequest(contact({ submissionId: randomUUID() }), {
        ...delivery(downDatabase),
        clientKey: '203.0.113.9',
        outbox,
        now: () => sentAt,
      })
      expect(outcome).toEqual({ leadId: null, delivery: 'pending', queued: true })
      expect(stub.requests).toHaveLength(0)
      expect(outbox.waiting).toBe(1)

      // Still down: nothing moves, nothing is lost.
      expect(await replayOutbox(outbox, store(downDatabase))).toEqual({ stored: 0, waiting: 1 })

      expect(await replayOutbox(outbox, store(db))).toEqual({ stored: 1, waiting: 0 })
      const [lead] = await leadsOf('asha@example.com')
      expect(lead).toBeDefined()
      expect(new Date(lead!.created_at).toISOString()).toBe(sentAt.toISOString())
      expect(lead!.stored_at).not.toBeNull()
      expect(await getLead(db, lead!.id)).toMatchObject({ deliveryStatus: 'sent', storedAt: expect.any(Date) })
      expect(stub.requests).toHaveLength(1)

      // Replaying again (a lost done mark, a second process) stores and sends nothing more.
      expect(await replayOutbox(outbox, store(db))).toEqual({ stored: 0, waiting: 0 })
      expect(outbox.waiting).toBe(0)
      expect(await leadsOf('asha@example.com')).toHaveLength(1)
      expect(stub.requests).toHaveLength(1)
    },
  )

  run(
    'a double click during the outage is one lead; without an id the values and time window make the key',
    async () => {
      const outbox = new Outbox({ dir: tempDir() })
      const ctx = { ...delivery(downDatabase), clientKey: '203.0.113.10', outbox }
      const id = randomUUID()
      await acceptContactRequest(contact({ email: 'twice@example.com', submissionId: id }), ctx)
      await acceptContactRequest(contact({ email: 'twice@example.com', submissionId: id }), ctx)
      await acceptContactRequest(contact({ email: 'nokey@example.com' }), ctx)
      await acceptContactRequest(contact({ email: 'nokey@example.com' }), ctx)
      expect(outbox.waiting).toBe(2)
      await replayOutbox(outbox, store(db))
      expect(await leadsOf('twice@example.com')).toHaveLength(1)
      expect(await leadsOf('nokey@example.com')).toHaveLength(1)
    },
  )

  run('the same submission id with the database up is stored once and e-mailed once', async () => {
    const id = randomUUID()
    const ctx = { ...delivery(db), clientKey: '203.0.113.11', outbox: new Outbox({ dir: tempDir() }) }
    const first = await acceptContactRequest(contact({ email: 'up@example.com', submissionId: id }), ctx)
    const again = await acceptContactRequest(contact({ email: 'up@example.com', submissionId: id }), ctx)
    expect(again.leadId).toBe(first.leadId)
    expect(await leadsOf('up@example.com')).toHaveLength(1)
    expect(stub.requests).toHaveLength(1)
  })

  run('a replay cut short (the process dies after storing) and a second replayer: no loss, no duplicate', async () => {
    const dir = tempDir()
    const outbox = new Outbox({ dir })
    for (let i = 0; i < 6; i++) {
      await acceptContactRequest(contact({ email: `cut${i}@example.com` }), {
        ...delivery(downDatabase),
        clientKey: `203.0.113.${20 + i}`,
        outbox,
      })
    }
    // Dies right after the third lead is stored: its done mark is never written.
    let stored = 0
    const dying = async (entry: OutboxEntry) => {
      await store(db)(entry)
      stored += 1
      if (stored === 3) throw new DatabaseUnavailableError(new Error('killed'))
    }
    expect(await replayOutbox(outbox, dying)).toEqual({ stored: 2, waiting: 4 })

    // Two processes replay what is left at the same time.
    const a = restartedOutbox(dir)
    const b = restartedOutbox(dir)
    await Promise.all([replayOutbox(a, store(db)), replayOutbox(b, store(db))])
    await replayOutbox(restartedOutbox(dir), store(db))
    const { rows } = await db.query<{ email: string; n: number }>(
      "SELECT email, count(*)::int AS n FROM contact_requests WHERE email LIKE 'cut%' GROUP BY email ORDER BY email",
    )
    expect(rows).toEqual([0, 1, 2, 3, 4, 5].map((i) => ({ email: `cut${i}@example.com`, n: 1 })))
    const sentTo = stub.requests.map(
      (request) => (request.body as { template_params: { from_email: string } }).template_params.from_email,
    )
    expect(new Set(sentTo).size).toBe(6)
    expect(readdirSync(dir)).toEqual([])
  })

  run('a newsletter sign-up during the outage succeeds and is stored once', async () => {
    const outbox = new Outbox({ dir: tempDir() })
    const request = parseInput(NewsletterSchema, { email: 'Reader@Example.com', submissionId: randomUUID() })
    const ctx = { db: downDatabase, clientKey: '203.0.113.40', sourcePage: '/blog', outbox }
    await expect(subscribeToNewsletter(request, ctx)).resolves.toEqual({ subscribed: true })
    await expect(subscribeToNewsletter(request, ctx)).resolves.toEqual({ subscribed: true })
    expect(outbox.waiting).toBe(1)
    await replayOutbox(outbox, store(db))
    await replayOutbox(restartedOutbox(outbox.dir), store(db))
    expect(await subscribersOf('reader@example.com')).toHaveLength(1)
    const { rows } = await db.query<{ source_page: string; stored_at: Date | null }>(
      'SELECT source_page, stored_at FROM newsletter_subscribers WHERE email = $1',
      ['reader@example.com'],
    )
    expect(rows[0]).toMatchObject({ source_page: '/blog', stored_at: expect.anything() })
  })

  run('when the outbox cannot be written either: a clear 503 (no e-mail service to fall back on)', async () => {
    const blocker = join(tempDir(), 'a-file')
    writeFileSync(blocker, '')
    const broken = new Outbox({ dir: join(blocker, 'outbox') })
    const error = await rejection(
      acceptContactRequest(contact(), {
        ...delivery(downDatabase),
        email: null,
        clientKey: '203.0.113.50',
        outbox: broken,
      }),
    )
    expect(error).toMatchObject({ status: 503, code: 'unavailable', message: CONTACT_MESSAGES.failed.message })
    const signUp = await rejection(
      subscribeToNewsletter(parseInput(NewsletterSchema, { email: 'x@example.com' }), {
        db: downDatabase,
        clientKey: '203.0.113.50',
        outbox: broken,
      }),
    )
    expect(signUp).toMatchObject({ status: 503, code: 'unavailable' })
  })

  run('the rate limit still holds while the database is down (counted in memory)', async () => {
    const outbox = new Outbox({ dir: tempDir() })
    const ctx = { ...delivery(downDatabase), clientKey: '203.0.113.60', outbox }
    for (let i = 0; i < 5; i++) await acceptContactRequest(contact({ email: `flood${i}@example.com` }), ctx)
    const error = await rejection(acceptContactRequest(contact({ email: 'flood9@example.com' }), ctx))
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(outbox.waiting).toBe(5)
  })
})
