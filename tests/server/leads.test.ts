import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest'
import type { Database, Queryable } from '~/server/db/database.server'
import { getServerConfig } from '~/server/config.server'
import { emailJsSettings } from '~/server/email/emailjs.server'
import { CONTACT_MESSAGES, ContactRequestSchema } from '~/domain/contact'
import { acceptContactRequest, type ContactContext } from '~/server/leads/contact-requests.server'
import { DEFAULT_DELIVERY_POLICY, deliverDueLeads, retryDelayMs } from '~/server/leads/lead-delivery.server'
import { searchLeads } from '~/server/leads/lead-pipeline.server'
import { getLead, insertLead, requeueLead } from '~/server/leads/lead-repository.server'
import { PublicError, parseInput } from '~/server/leads/public-error.server'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'
import { startLocalStub, type LocalStub } from '../support/local-stub'

/** What the server function runs: its validator (the shared schema), then the handler. */
async function submit(input: unknown, context: ContactContext) {
  return acceptContactRequest(parseInput(ContactRequestSchema, input), context)
}

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '+91 98765 43210',
  product: 'astroway',
  brandName: 'StarGuide',
  description: 'Astrology app for Hindi speakers, launch before Diwali.',
  terms: true,
  source: 'astroway:hero',
}

let stub: LocalStub
beforeAll(async () => {
  stub = await startLocalStub()
})
afterAll(() => stub.close())

function config(url: string, extra: Record<string, string> = {}) {
  return getServerConfig({
    EMAILJS_API_URL: url,
    EMAILJS_SERVICE_ID: 'service_test',
    EMAILJS_TEMPLATE_ID: 'template_test',
    EMAILJS_PUBLIC_KEY: 'public_test',
    EMAILJS_PRIVATE_KEY: 'private_test',
    SALES_EMAIL: 'sales@example.com',
    ...extra,
  })
}

async function rejection(promise: Promise<unknown>): Promise<PublicError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(PublicError)
  return error as PublicError
}

describe.each(databaseTargets)('contact requests on $name', (target) => {
  let db: Database

  const context = (overrides: Partial<ContactContext> = {}): ContactContext => {
    const settings = config(stub.url)
    return {
      db,
      email: emailJsSettings(settings),
      salesEmail: settings.SALES_EMAIL,
      clientKey: `client-${randomUUID()}`,
      firstAttemptWaitMs: 3000,
      ...overrides,
    }
  }
  const count = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_requests')).rows[0]!.n

  const run = useDatabase(target, {
    opened: (opened) => (db = opened),
  })
  beforeEach(async () => {
    stub.reset()
    if (target.available) await db.query('DELETE FROM contact_requests')
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  run('stores the lead, then sends EmailJS exactly the expected body', async () => {
    let statusWhileSending: string | undefined
    stub.reply(async (request) => {
      const email = (request.body as { template_params: { from_email: string } }).template_params.from_email
      const { rows } = await db.query<{ delivery_status: string }>(
        'SELECT delivery_status FROM contact_requests WHERE email = $1',
        [email],
      )
      statusWhileSending = rows[0]?.delivery_status
      return { status: 200, body: 'OK' }
    })

    const outcome = await submit(valid, context())

    expect(statusWhileSending).toBe('pending') // the lead was in the database before the e-mail went out
    expect(outcome.delivery).toBe('sent')
    expect(stub.requests).toHaveLength(1)
    expect(stub.requests[0]!.path).toBe('/api/v1.0/email/send')
    expect(stub.requests[0]!.body).toEqual({
      service_id: 'service_test',
      template_id: 'template_test',
      user_id: 'public_test',
      accessToken: 'private_test',
      template_params: {
        to_email: 'sales@example.com',
        from_name: 'Asha Verma',
        from_email: 'asha@example.com',
        mobile: '+91 98765 43210',
        product: 'Astroway Pro',
        brand_name: 'StarGuide',
        description: 'Astrology app for Hindi speakers, launch before Diwali.',
      },
    })
    const lead = await getLead(db, outcome.leadId!)
    expect(lead).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.com',
      mobile: '+91 98765 43210',
      product: 'astroway',
      brandName: 'StarGuide',
      source: 'astroway:hero',
      deliveryStatus: 'sent',
      deliveryAttempts: 1,
      lastError: null,
      nextAttemptAt: null,
    })
    expect(lead!.deliveredAt).toBeInstanceOf(Date)
  })

  run("sends empty optional fields as 'Not provided'", async () => {
    const outcome = await submit({ ...valid, brandName: '', description: '   ', source: undefined }, context())
    expect(outcome.delivery).toBe('sent')
    expect((stub.requests[0]!.body as { template_params: Record<string, string> }).template_params).toMatchObject({
      brand_name: 'Not provided',
      description: 'Not provided',
    })
    expect(await getLead(db, outcome.leadId!)).toMatchObject({ brandName: '', description: '', source: 'website' })
  })

  run('keeps a lead whose e-mail failed and retries it with backoff until it is sent', async () => {
    stub.reply(() => ({ status: 500, body: 'EmailJS is down' }))
    const started = Date.now()
    const outcome = await submit(valid, context())
    expect(outcome.delivery).toBe('pending') // the visitor still succeeds: the lead is stored

    const failed = await getLead(db, outcome.leadId!)
    expect(failed).toMatchObject({
      deliveryStatus: 'pending',
      deliveryAttempts: 1,
      lastError: 'EmailJS answered 500: EmailJS is down',
    })
    const wait = failed!.nextAttemptAt!.getTime() - started
    expect(wait).toBeGreaterThanOrEqual(retryDelayMs(1) - 1000)
    expect(wait).toBeLessThan(retryDelayMs(1) + 5000)

    // Not due yet: the retry loop leaves it alone.
    expect(await deliverDueLeads(context())).toBe(0)
    expect(stub.requests).toHaveLength(1)

    stub.reply(() => ({ status: 200, body: 'OK' }))
    const later = new Date(Date.now() + retryDelayMs(1) + 1000)
    expect(await deliverDueLeads(context({ now: () => later }))).toBe(1)
    expect(stub.requests).toHaveLength(2)
    expect(stub.requests[1]!.body).toEqual(stub.requests[0]!.body)
    expect(await getLead(db, outcome.leadId!)).toMatchObject({
      deliveryStatus: 'sent',
      deliveryAttempts: 2,
      lastError: null,
      nextAttemptAt: null,
    })
  })

  run("gives up after the bounded number of attempts and marks the lead 'failed'", async () => {
    stub.reply(() => ({ status: 503, body: 'unavailable' }))
    const outcome = await submit(valid, context())
    let clock = Date.now()
    for (let attempt = 1; attempt < DEFAULT_DELIVERY_POLICY.maxAttempts; attempt++) {
      clock += retryDelayMs(attempt) + 1000
      const now = new Date(clock)
      expect(await deliverDueLeads(context({ now: () => now }))).toBe(1)
    }
    expect(stub.requests).toHaveLength(DEFAULT_DELIVERY_POLICY.maxAttempts)
    const lead = await getLead(db, outcome.leadId!)
    expect(lead).toMatchObject({
      deliveryStatus: 'failed',
      deliveryAttempts: 5,
      nextAttemptAt: null,
      lastError: 'EmailJS answered 503: unavailable',
    })
    const muchLater = new Date(clock + 24 * 3600_000)
    expect(await deliverDueLeads(context({ now: () => muchLater }))).toBe(0)

    // The admin area can send it again.
    stub.reply(() => ({ status: 200, body: 'OK' }))
    expect(await requeueLead(db, outcome.leadId!)).toBe(true)
    expect(await deliverDueLeads(context())).toBe(1)
    expect(await getLead(db, outcome.leadId!)).toMatchObject({ deliveryStatus: 'sent', deliveryAttempts: 1 })
  })

  run('answers the visitor without waiting long for a slow e-mail service', async () => {
    stub.reply(() => ({ status: 200, body: 'OK', delayMs: 800 }))
    const started = Date.now()
    const outcome = await submit(valid, context({ firstAttemptWaitMs: 100 }))
    expect(Date.now() - started).toBeLessThan(700)
    expect(outcome.delivery).toBe('pending')
    await vi.waitFor(async () => expect((await getLead(db, outcome.leadId!))?.deliveryStatus).toBe('sent'), {
      timeout: 3000,
      interval: 100,
    })
  })

  run("stores the lead as 'skipped' when no e-mail service is configured", async () => {
    const outcome = await submit(valid, context({ email: null }))
    expect(outcome.delivery).toBe('skipped')
    expect(stub.requests).toHaveLength(0)
    expect(await getLead(db, outcome.leadId!)).toMatchObject({
      deliveryStatus: 'skipped',
      deliveryAttempts: 0,
      nextAttemptAt: null,
    })
    expect(await deliverDueLeads(context())).toBe(0)
  })

  run('limits requests per client: the sixth in ten minutes is refused and not stored', async () => {
    const ctx = context({ clientKey: '203.0.113.50' })
    for (let i = 0; i < 5; i++) await submit({ ...valid, email: `lead${i}@example.com` }, ctx)
    const error = await rejection(submit({ ...valid, email: 'sixth@example.com' }, ctx))
    expect(error).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(error.message).toMatch(/wait a few minutes/)
    expect(await count()).toBe(5)
    expect(stub.requests).toHaveLength(5)
    // Another client is not affected.
    await expect(submit(valid, context({ clientKey: '203.0.113.51' }))).resolves.toMatchObject({
      delivery: 'sent',
    })
  })

  run('rejects a filled honeypot: nothing stored, nothing sent', async () => {
    const error = await rejection(submit({ ...valid, website: 'https://cheap-seo.example' }, context()))
    expect(error).toMatchObject({ status: 400, code: 'rejected', message: 'Your request could not be accepted.' })
    expect(await count()).toBe(0)
    expect(stub.requests).toHaveLength(0)
  })

  run('rejects oversized input with a clear message and stores nothing', async () => {
    const long = await rejection(submit({ ...valid, description: 'x'.repeat(5000) }, context()))
    expect(long).toMatchObject({
      status: 400,
      code: 'invalid',
      message: 'Please keep the description under 2,000 characters.',
    })
    const name = await rejection(submit({ ...valid, name: 'n'.repeat(1000) }, context()))
    expect(name.message).toBe('Please keep your name under 100 characters.')
    expect(await count()).toBe(0)
    expect(stub.requests).toHaveLength(0)
  })

  run('rejects malformed input with a clear message and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [null, 'Invalid request.'],
      ['name=Asha', 'Invalid request.'],
      [{ ...valid, terms: 'yes' }, 'Please accept the terms to continue.'],
      [{ ...valid, terms: false }, 'Please accept the terms to continue.'],
      [{ ...valid, email: ['asha@example.com'] }, 'Please enter your email address.'],
      [{ ...valid, email: 'asha(at)example.com' }, 'Please enter a valid email address, e.g. name@company.com.'],
      [{ ...valid, product: 'crypto-exchange' }, 'Please choose the product you are interested in.'],
      [
        { ...valid, mobile: 'DROP TABLE' },
        'Please enter a mobile number in international format: the country code, then the number.',
      ],
      [{ ...valid, name: '', mobile: '' }, 'Please enter your name. Please enter your mobile number.'],
    ]
    for (const [input, message] of cases) {
      const error = await rejection(submit(input, context()))
      expect(error.status).toBe(400)
      expect(error.message).toBe(message)
    }
    expect(await count()).toBe(0)
    expect(stub.requests).toHaveLength(0)
  })

  run('e-mails the lead directly when it cannot be stored; fails only when both fail', async () => {
    const brokenStorage: Queryable = {
      query: (sql, params) =>
        sql.includes('INSERT INTO contact_requests') ? Promise.reject(new Error('disk full')) : db.query(sql, params),
    }
    const outcome = await submit(valid, context({ db: brokenStorage as Database }))
    expect(outcome).toEqual({ leadId: null, delivery: 'sent' })
    expect(stub.requests).toHaveLength(1)

    stub.reply(() => ({ status: 500, body: 'down' }))
    const error = await rejection(submit(valid, context({ db: brokenStorage as Database })))
    expect(error).toMatchObject({ status: 503, code: 'unavailable', message: CONTACT_MESSAGES.failed.message })
    expect(await count()).toBe(0)
  })

  run('sends each due lead once even when several senders run at the same time', async () => {
    stub.reply(() => ({ status: 200, body: 'OK', delayMs: 30 }))
    const now = new Date()
    for (let i = 0; i < 8; i++) {
      await insertLead(
        db,
        { ...valid, email: `due${i}@example.com`, brandName: '', description: '' },
        { deliveryStatus: 'pending', now },
      )
    }
    const runs = await Promise.all([
      deliverDueLeads(context(), 5),
      deliverDueLeads(context(), 5),
      deliverDueLeads(context(), 5),
    ])
    const more = await deliverDueLeads(context(), 5)
    expect(runs.reduce((a, b) => a + b, 0) + more).toBe(8)
    const sentTo = stub.requests.map(
      (r) => (r.body as { template_params: { from_email: string } }).template_params.from_email,
    )
    expect(sentTo).toHaveLength(8)
    expect(new Set(sentTo).size).toBe(8)
    // Every lead is now sent: none left pending, failed or skipped.
    expect((await searchLeads(db, {})).total).toBe(8)
    expect((await searchLeads(db, { delivery: 'sent' })).total).toBe(8)
  })
})
