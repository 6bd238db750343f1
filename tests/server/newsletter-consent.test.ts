import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NewsletterSchema } from '~/domain/newsletter'
import type { Database } from '~/server/db/database.server'
import { deliverDueMessages, type OutgoingContext } from '~/server/delivery/outgoing.server'
import { smtpSettings } from '~/server/email/smtp.server'
import {
  confirmSubscription,
  exportSubscribers,
  findSubscribers,
  subscribeToNewsletter,
  unsubscribeByToken,
} from '~/server/leads/newsletter.server'
import { hashToken, isTokenShaped, newToken } from '~/server/leads/newsletter-tokens.server'
import { newsletterConfirmSender } from '~/server/leads/subscriber-mail.server'
import { parseInput } from '~/server/leads/public-error.server'
import { PRIVACY_POLICY_VERSION } from '~/content/legal'
import { databaseTargets } from '../support/databases'
import { useDatabase } from '../support/use-database'

/** A local SMTP server that keeps what it receives (raw), for the sender's messages. */
const received: Array<{ to: string[]; raw: string }> = []
let smtp: SMTPServer
let smtpUrl = ''
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

const ORIGIN = 'https://www.readyapps.test'

/** Unfolded headers and the quoted-printable text of a message. */
function parse(raw: string) {
  const [head = '', ...rest] = raw.split(/\r\n\r\n/)
  const headers = Object.fromEntries(
    head
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  const text = rest.join('\r\n\r\n').replace(/=\r\n/g, '').replace(/=3D/g, '=')
  return { headers, text }
}

describe('tokens', () => {
  it('are 43 base64url characters, never repeat, and are stored only as a hash', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newToken()))
    expect(tokens.size).toBe(200)
    for (const token of tokens) {
      expect(isTokenShaped(token)).toBe(true)
      expect(hashToken(token)).not.toContain(token)
      expect(hashToken(token)).toBe(hashToken(token))
    }
  })

  it('refuse anything that is not token-shaped before any query', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (isTokenShaped(value)) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/)
      }),
    )
    expect(isTokenShaped(`${newToken()}x`)).toBe(false)
    expect(isTokenShaped("' OR 1=1 --")).toBe(false)
  })
})

describe.each(databaseTargets)('double opt-in on $name', (target) => {
  let db: Database
  let clock = new Date('2026-12-01T10:00:00Z')
  const now = () => clock
  const context = (): OutgoingContext => ({
    db,
    now,
    senders: {
      'newsletter-confirm': newsletterConfirmSender({
        db,
        now,
        siteOrigin: ORIGIN,
        smtp: smtpSettings({ SMTP_URL: smtpUrl, SMTP_FROM: 'ReadyApps <newsletter@readyapps.test>' }),
      }),
      webhook: async () => ({ outcome: 'dropped' }),
    },
  })
  const signUp = (email: string) =>
    subscribeToNewsletter(parseInput(NewsletterSchema, { email }), {
      db,
      clientKey: `client-${randomUUID()}`,
      sourcePage: '/blog/a-post',
      now,
      outbox: null,
    })
  const queued = async (email: string) =>
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outgoing_messages m JOIN newsletter_subscribers s ON s.id = m.subscriber_id
         WHERE s.email = $1`,
        [email],
      )
    ).rows[0]!.n
  const mailTo = (email: string) => received.filter((message) => message.to.includes(email)).map((m) => parse(m.raw))

  const run = useDatabase(target, { opened: (opened) => (db = opened) })

  run('a sign-up is pending with its consent record and one queued confirmation', async () => {
    const email = `pending.${target.name}@example.com`
    await signUp(email)
    const [subscriber] = (await findSubscribers(db, { q: email })).subscribers
    expect(subscriber).toMatchObject({
      status: 'pending',
      sourcePage: '/blog/a-post',
      privacyVersion: PRIVACY_POLICY_VERSION,
      confirmedAt: null,
    })
    expect(await queued(email)).toBe(1)
    expect(await exportSubscribers(db, { q: email })).toEqual([])
  })

  run('a repeat within 10 minutes queues nothing; later one more; a confirmed address never', async () => {
    const email = `repeat.${target.name}@example.com`
    await signUp(email)
    clock = new Date(clock.getTime() + 9 * 60_000)
    await signUp(email)
    expect(await queued(email)).toBe(1)
    clock = new Date(clock.getTime() + 2 * 60_000)
    await signUp(email)
    expect(await queued(email)).toBe(2)
    await db.query("UPDATE newsletter_subscribers SET status = 'confirmed' WHERE email = $1", [email])
    clock = new Date(clock.getTime() + 60 * 60_000)
    await signUp(email)
    expect(await queued(email)).toBe(2)
    expect((await findSubscribers(db, { q: email })).subscribers[0]!.status).toBe('confirmed')
  })

  run('the message confirms once, carries the unsubscribe link and RFC 8058 headers; unsubscribing works', async () => {
    const email = `confirm.${target.name}@example.com`
    await signUp(email)
    await deliverDueMessages(context())
    const [message] = mailTo(email)
    expect(message).toBeDefined()
    expect(message!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const header =
      /^<(https:\/\/www\.readyapps\.test\/newsletter\/unsubscribe\?token=([\w-]{43}))>, <mailto:newsletter@readyapps\.test\?subject=unsubscribe>$/.exec(
        message!.headers['list-unsubscribe'] ?? '',
      )
    expect(header).not.toBeNull()
    expect(message!.text).toContain(header![1])
    const confirmToken = /\/newsletter\/confirm\?token=([\w-]{43})/.exec(message!.text)![1]!
    // Only hashes are stored.
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM newsletter_tokens')
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(confirmToken)

    expect(await confirmSubscription(db, confirmToken, now())).toBe('confirmed')
    expect(await confirmSubscription(db, confirmToken, now())).toBe('invalid')
    expect((await exportSubscribers(db, { q: email })).map((s) => s.email)).toEqual([email])

    expect(await unsubscribeByToken(db, header![2]!, now())).toBe('unsubscribed')
    expect(await unsubscribeByToken(db, header![2]!, now())).toBe('unsubscribed')
    const [after] = (await findSubscribers(db, { q: email })).subscribers
    expect(after).toMatchObject({ status: 'unsubscribed' })
    expect(after!.unsubscribedAt).toBeInstanceOf(Date)
    expect(await exportSubscribers(db, { q: email })).toEqual([])
    expect(await unsubscribeByToken(db, newToken(), now())).toBe('invalid')
  })

  run('a confirm link is valid 7 days, and a sign-up that left is dropped from the queue', async () => {
    const email = `expiry.${target.name}@example.com`
    await signUp(email)
    await deliverDueMessages(context())
    const token = /\/newsletter\/confirm\?token=([\w-]{43})/.exec(mailTo(email).at(-1)!.text)![1]!
    clock = new Date(clock.getTime() + 7 * 86_400_000 + 1000)
    expect(await confirmSubscription(db, token, now())).toBe('invalid')

    const gone = `gone.${target.name}@example.com`
    await signUp(gone)
    await db.query("UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE email = $1", [gone])
    await deliverDueMessages(context())
    expect(mailTo(gone)).toEqual([])
  })

  run('without SMTP the confirmation is marked skipped', async () => {
    const email = `nosmtp.${target.name}@example.com`
    await signUp(email)
    const offline = context()
    offline.senders['newsletter-confirm'] = newsletterConfirmSender({ db, now, siteOrigin: ORIGIN, smtp: null })
    await deliverDueMessages(offline)
    const { rows } = await db.query<{ status: string }>(
      `SELECT m.status FROM outgoing_messages m JOIN newsletter_subscribers s ON s.id = m.subscriber_id WHERE s.email = $1`,
      [email],
    )
    expect(rows.map((r) => r.status)).toEqual(['skipped'])
  })
})
